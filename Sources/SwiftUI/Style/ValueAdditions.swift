import Foundation
@_spi(Host) import SuperSwiftLayout

// Smaller values of the list: zero-argument initialisers, baseline alignments, timer text,
// localised resources and projection transforms.

extension UnitPoint {
  /// The top leading corner: (0, 0).
  nonisolated public init() { self.init(x: 0, y: 0) }
}

extension EdgeInsets {
  /// No insets.
  nonisolated public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension Alignment {
  /// Centred, on the first text baseline.
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  /// Centred, on the last text baseline.
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  /// Leading, on the first text baseline.
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  /// Leading, on the last text baseline.
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing, on the first text baseline.
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing, on the last text baseline.
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

extension Text {
  /// The text in bold.
  nonisolated public func bold() -> Text { bold(true) }
  /// The text in italics.
  nonisolated public func italic() -> Text { italic(true) }

  /// A localised string from a table of the app's bundle (an app has its own strings only:
  /// the key is shown as written, as a missing translation is).
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    self.init(key)
  }

  /// A timer counting down to the interval's end (or up from its start), as `m:ss`, at the
  /// moment the screen was drawn (pages draw it again when the app's state changes).
  nonisolated public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    self.init(verbatim: Text.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
  }

  /// The timer's text for now (or at `pauseTime`).
  nonisolated static func timer(_ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    -> String
  {
    let now = min(max(pauseTime ?? Date(), interval.lowerBound), interval.upperBound)
    let seconds = Int(
      (countsDown ? interval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(interval.lowerBound)).rounded(
        .down))
    let hours = seconds / 3600
    let minutes = (seconds % 3600) / 60
    let rest = seconds % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    if showsHours, hours > 0 { return "\(hours):\(two(minutes)):\(two(rest))" }
    return "\(showsHours ? minutes : seconds / 60):\(two(rest))"
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// A timer: `\(timerInterval: start...end)`.
  public mutating func appendInterpolation(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    appendInterpolation(
      Text.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
  }
}

/// A string to localise later, with its table and bundle (iOS 16's `LocalizedStringResource`;
/// an app's strings are shown as written).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The key.
  public var key: String
  /// The string before translation.
  public var defaultValue: String
  /// The table it is in, if not the default one.
  public var table: String?
  /// The locale to translate into.
  public var locale: Locale

  /// A resource with a key and an optional default value.
  public init(_ key: StaticString, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current) {
    self.key = "\(key)"
    self.defaultValue = defaultValue ?? "\(key)"
    self.table = table
    self.locale = locale
  }
  /// A resource from a literal.
  public init(stringLiteral value: String) {
    key = value
    defaultValue = value
    locale = .current
  }
  /// The string (untranslated).
  public var description: String { defaultValue }
}

extension String {
  /// The resource's string (untranslated).
  public init(localized resource: LocalizedStringResource) { self = resource.defaultValue }
}

extension Text {
  /// A text of a localised resource (disfavoured, so a literal is a `LocalizedStringKey`).
  @_disfavoredOverload
  nonisolated public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.defaultValue) }
}

/// A 3×3 projective transform, for `projectionEffect` (accepted: a page draws views flat).
public struct ProjectionTransform: Hashable, Sendable {
  /// Row 1.
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  /// Row 2.
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  /// Row 3.
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
  /// The identity.
  public init() {}
  /// The transform of an affine transform.
  public init(_ transform: CGAffineTransform) {
    m11 = transform.a
    m12 = transform.b
    m21 = transform.c
    m22 = transform.d
    m31 = transform.tx
    m32 = transform.ty
  }
  /// Whether it is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }
  /// Whether it is affine (no perspective).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
}
