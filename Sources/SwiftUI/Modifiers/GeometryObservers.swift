import Foundation

/// What a scroll view shows of its content (iOS 18), as `onScrollGeometryChange` hands it. A page
/// scrolls in the browser and does not report back: the geometry is that of a scroll view at
/// its top, as large as the screen, with its content as tall as what it shows.
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets around the content.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize
  /// The part of the content shown.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds in its content's coordinates.
  public var bounds: CGRect { visibleRect }

  /// A geometry.
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// A scroll view at its top, `size` large, its content as large.
  init(size: CGSize) {
    self.init(contentOffset: .zero, contentSize: size, contentInsets: EdgeInsets(), containerSize: size)
  }
}

/// Where a scroll view is in a person's scrolling (iOS 18).
public enum ScrollPhase: Equatable, Sendable {
  /// Not scrolling.
  case idle
  /// A finger is down, not yet moving.
  case tracking
  /// A finger moves the content.
  case interacting
  /// The content glides after the finger lifted.
  case decelerating
  /// The content moves to a position the app asked for.
  case animating
  /// Whether the content is moving.
  public var isScrolling: Bool {
    switch self {
    case .idle, .tracking: false
    case .interacting, .decelerating, .animating: true
    }
  }
}

/// What `onScrollPhaseChange` hands along with the phases.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry at the change.
  public var geometry: ScrollGeometry
  /// How fast the content moves, when a person moves it.
  public var velocity: CGVector?
}

extension View {
  /// Runs `action` with what `transform` reads of the view's geometry, at first and whenever it
  /// changes (iOS 18, back-deployed to 16): the view's size is the one the page lays it out at.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    background(
      GeometryReader { proxy in
        // Only the layout's size counts: a first render's proposal would call the action with a
        // size the view never has.
        Color.clear.onChange(of: proxy.isLaidOut ? transform(proxy) : nil, initial: true) { old, new in
          if let new { action(old ?? new, new) }
        }
      })
  }

  /// Runs `action` with what `transform` reads of the view's geometry, at first and whenever it
  /// changes.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { (_: T, new: T) in action(new) }
  }

  /// Runs `action` when what `transform` reads of the scroll view's geometry changes (iOS 18).
  /// A page does not report scrolling back, so the geometry is the one at the top; the action
  /// runs when that changes (the screen's size), not as the person scrolls.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    background(
      GeometryReader { proxy in
        Color.clear.onChange(of: proxy.isLaidOut ? transform(ScrollGeometry(size: proxy.size)) : nil) { old, new in
          if let old, let new { action(old, new) }
        }
      })
  }

  /// Accepted; a page does not report scrolling back. On iOS, tells when the view scrolls in or out.
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    self
  }

  /// Accepted; a page does not report scrolling back. On iOS, tells the scroll view's phase.
  public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
    -> some View
  { self }

  /// Accepted; as above, with the scroll view's geometry.
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
  ) -> some View { self }

  /// Accepted; a page does not report scrolling back. On iOS, tells which scroll targets show.
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View { self }
}
