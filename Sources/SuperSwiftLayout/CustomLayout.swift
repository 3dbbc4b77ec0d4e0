@_spi(Host) import SuperSwift

/// A layout of an app's own (SwiftUI's `Layout` protocol), as the engine calls it: asked for
/// its size for a proposal, then to place its subviews in a rectangle. The engine gives it one
/// `CustomLayoutSubview` per child node, which measures and places that child.
///
/// Invariant: the engine stays pure for a given tree — a handler is part of the node it is
/// attached to, and the same handler given the same proposals returns the same answers.
@_spi(Host) public protocol CustomLayoutHandler: AnyObject, Sendable {
  /// The size the layout takes for a proposal (`nil`: the ideal size in that axis).
  func sizeThatFits(width: Double?, height: Double?, subviews: [CustomLayoutSubview]) -> (width: Double, height: Double)
  /// Places every subview in the rectangle (page points), for the proposal it was given.
  func placeSubviews(
    x: Double, y: Double, width: Double, height: Double, proposal: (width: Double?, height: Double?),
    subviews: [CustomLayoutSubview])
}

/// One child of a custom layout, as its handler sees it.
@_spi(Host) public struct CustomLayoutSubview {
  /// The child's size for a proposal.
  public let size: (_ width: Double?, _ height: Double?) -> (width: Double, height: Double)
  /// Places the child with its top-left corner at (x, y), for a proposal.
  public let place: (_ x: Double, _ y: Double, _ width: Double?, _ height: Double?) -> Void
  /// The child node's layout values (`layoutValue(key:value:)`), by key.
  public let values: [ObjectIdentifier: any Sendable]
}

/// A handler attached to a node, compared by identity (a node with a new handler is a new node).
@_spi(Host) public struct AttachedLayout: Hashable, @unchecked Sendable {
  /// The handler.
  public let handler: any CustomLayoutHandler

  /// Attaches `handler`.
  public init(_ handler: any CustomLayoutHandler) { self.handler = handler }

  /// Equal when they are the same handler.
  public static func == (lhs: AttachedLayout, rhs: AttachedLayout) -> Bool { lhs.handler === rhs.handler }
  /// Hashes the handler's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(lhs)) }
  private var lhs: AnyObject { handler }
}

/// Values a view passes to the custom layout it is a subview of, by key type; compared by keys.
@_spi(Host) public struct LayoutValues: Hashable, @unchecked Sendable {
  /// The values by key.
  public var values: [ObjectIdentifier: any Sendable] = [:]
  /// No values.
  public init() {}
  /// Equal when they hold the same keys (values are not compared: a new render makes new ones).
  public static func == (lhs: LayoutValues, rhs: LayoutValues) -> Bool { Set(lhs.values.keys) == Set(rhs.values.keys) }
  /// Hashes the keys.
  public func hash(into hasher: inout Hasher) { hasher.combine(Set(values.keys)) }
}

extension LayoutEngine {
  /// The subviews of a box laid out by a custom layout.
  func customSubviews(_ box: LayoutBox) -> [CustomLayoutSubview] {
    box.children.map { child in
      CustomLayoutSubview(
        size: { width, height in
          let size = self.size(child, Proposal(width: width, height: height))
          return (size.width, size.height)
        },
        place: { x, y, width, height in
          let proposal = Proposal(width: width, height: height)
          let size = self.size(child, proposal)
          self.place(child, proposal: proposal, in: LayoutRect(x: x, y: y, width: size.width, height: size.height))
        },
        values: child.node.layoutValues?.values ?? [:])
    }
  }

  /// The size a custom layout takes.
  func customSize(_ layout: AttachedLayout, _ box: LayoutBox, _ proposal: Proposal) -> LayoutSize {
    let size = layout.handler.sizeThatFits(
      width: proposal.width, height: proposal.height, subviews: customSubviews(box))
    return LayoutSize(
      width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
  }

  /// Places a custom layout's subviews; any it leaves unplaced are put at its centre (as SwiftUI
  /// does).
  func placeCustom(_ layout: AttachedLayout, _ box: LayoutBox, proposal: Proposal, in rect: LayoutRect) {
    for child in box.children { child.frame = nil }
    layout.handler.placeSubviews(
      x: rect.x, y: rect.y, width: rect.width, height: rect.height, proposal: (proposal.width, proposal.height),
      subviews: customSubviews(box))
    for child in box.children where child.frame == nil {
      let size = self.size(child, Proposal(width: nil, height: nil))
      place(
        child, proposal: Proposal(width: nil, height: nil),
        in: LayoutRect(
          x: rect.x + (rect.width - size.width) / 2, y: rect.y + (rect.height - size.height) / 2, width: size.width,
          height: size.height))
    }
  }
}
