import Foundation
@_spi(Host) import SuperSwiftLayout

// Alignment guides: the alignments apps define (`enum MidAccountAndName: AlignmentID`) and the
// `.alignmentGuide(_:computeValue:)` modifier, as the "layout and geometry" tutorials use them.
// They compile; until the layout engine places guides, a view keeps its stack's alignment.

/// A kind of alignment an app defines: its default value for a view, from the view's dimensions.
public protocol AlignmentID {
  /// Where the guide sits in a view with dimensions `context`, when the view sets none.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and the positions of its alignment guides, as an alignment guide's closure sees them.
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat

  /// The dimensions of a view of `width` by `height`.
  init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  /// Where `guide` sits, from the view's leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide.rawValue {
    case "leading": 0
    case "trailing": width
    default: width / 2
    }
  }

  /// Where `guide` sits, from the view's top edge (a baseline at the bottom, as for one line).
  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide.rawValue {
    case "top": 0
    case "bottom", "firstTextBaseline", "lastTextBaseline": height
    default: height / 2
    }
  }

  /// The value the view gave `guide` explicitly (`nil`: none here).
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// The value the view gave `guide` explicitly (`nil`: none here).
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
  /// Accepted; the page keeps the stack's alignment until alignment guides are laid out.
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    self
  }

  /// Accepted; the page keeps the stack's alignment until alignment guides are laid out.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    self
  }
}

extension GeometryProxy {
  /// The view's frame in `coordinateSpace`: the space offered, from the top-left corner
  /// (the page measures from where the reader is, in every space).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }

  /// The bounds of a named coordinate space, as this reader sees them (its own frame here).
  public func bounds(of coordinateSpace: CoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
}

extension View {
  /// Names a coordinate space for gestures and geometry (accepted).
  public func coordinateSpace(_ space: CoordinateSpace) -> some View { self }
}
