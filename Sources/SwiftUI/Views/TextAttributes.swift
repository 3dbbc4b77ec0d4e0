import Foundation
@_spi(Host) import SuperSwift

/// SwiftUI's attributes of an `AttributedString` run (`string[range].font = .title3`,
/// `.foregroundColor = .red`), as Apple's `AttributeScopes.SwiftUIAttributes` declares them;
/// `Text(attributed)` draws each run with its font, colour, underline, strikethrough and kerning.
extension AttributeScopes {
  /// SwiftUI's attributes, and Foundation's.
  public struct SwiftUIAttributes: AttributeScope {
    /// The run's font.
    public let font: FontAttribute
    /// The run's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The run's background colour.
    public let backgroundColor: BackgroundColorAttribute
    /// The run's strikethrough.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The run's underline.
    public let underlineStyle: UnderlineStyleAttribute
    /// The run's kerning, in points.
    public let kern: KerningAttribute
    /// The run's tracking, in points.
    public let tracking: TrackingAttribute
    /// The run's baseline offset, in points.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes (links, inline presentation).
    public let foundation: FoundationAttributes

    /// A font.
    public enum FontAttribute: AttributedStringKey {
      /// The value.
      public typealias Value = Font
      /// The name.
      public static let name = "SwiftUI.Font"
    }
    /// A colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// The value.
      public typealias Value = Color
      /// The name.
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// A background colour.
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// The value.
      public typealias Value = Color
      /// The name.
      public static let name = "SwiftUI.BackgroundColor"
    }
    /// A strikethrough.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// The value.
      public typealias Value = Text.LineStyle
      /// The name.
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    /// An underline.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// The value.
      public typealias Value = Text.LineStyle
      /// The name.
      public static let name = "SwiftUI.UnderlineStyle"
    }
    /// Kerning.
    public enum KerningAttribute: AttributedStringKey {
      /// The value.
      public typealias Value = CGFloat
      /// The name.
      public static let name = "SwiftUI.Kern"
    }
    /// Tracking.
    public enum TrackingAttribute: AttributedStringKey {
      /// The value.
      public typealias Value = CGFloat
      /// The name.
      public static let name = "SwiftUI.Tracking"
    }
    /// A baseline offset.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// The value.
      public typealias Value = CGFloat
      /// The name.
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's attributes.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `run.font`, `run.foregroundColor`, … on an attributed string and its runs.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// Each run of `attributed` as a segment, styled with its SwiftUI attributes.
  nonisolated static func segments(of attributed: AttributedString) -> [Segment] {
    attributed.runs.map { run in
      var segment = Segment(string: String(attributed[run.range].characters))
      if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { segment.style[.font] = font.json }
      if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] {
        segment.style[.color] = .string(color.css)
      }
      if run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] != nil { segment.style[.underline] = true }
      if run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] != nil {
        segment.style[.strikethrough] = true
      }
      if run.link != nil { segment.style[.color] = .string("var(--tint)") }
      return segment
    }
  }
}
