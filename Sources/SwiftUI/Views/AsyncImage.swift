import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// An image loaded from the web. The page's browser loads it (lazily, as it scrolls into view);
/// the app never sees the bytes, so `content`'s image and the phases stand for it.
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let content: Content?

  /// The image at `url`.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    content = nil
  }

  /// The image at `url`, shaped by `content` (its modifiers apply to the page's image), with a
  /// placeholder (shown when there is no URL).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.content =
      url == nil ? ViewBuilder.buildEither(second: placeholder()) : ViewBuilder.buildEither(first: content(Image("")))
  }

  /// The image at `url`, drawn as `content` says for each phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = content(url == nil ? .empty : .success(Image("")))
  }

  /// An async image is primitive.
  public var body: Never { bodyError() }
}

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet.
  case empty
  /// Loaded.
  case success(Image)
  /// It failed.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if it failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

extension AsyncImage: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let inner = content.map { context.render($0, at: path.appending("content")) } ?? []
    // The style of the content's image (frame, clip) goes on the page's image.
    let style = inner.first { $0.kind == .image }?.style ?? inner.first?.style ?? [:]
    guard let url, ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
      return [Node(.asyncImage, children: inner.filter { $0.kind != .image })]
    }
    return [Node(.asyncImage, properties: ["url": .string(url.absoluteString)], style: style)]
  }
}

/// Runs an action when the view is tapped (clicked, or Enter/Space when focused).
struct TapGestureModifier: PrimitiveModifier {
  let count: Int
  let action: @MainActor () -> Void

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let action = action
    return [
      context.control(
        .tappable, at: path.appending("tap"), properties: ["count": .number(Double(count))], children: content()
      ) {
        event in
        guard event.action == .tap else { return false }
        action()
        return true
      }
    ]
  }
}

extension View {
  /// Runs `action` when the person taps the view (a click; a double click for `count: 2`
  /// counts as one here).
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
    modifier(TapGestureModifier(count: count, action: action))
  }

  /// Runs `action` with the tap's location when the view is tapped (a click; the location is
  /// the view's origin, as the page does not send the point).
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (CGPoint) -> Void
  ) -> some View {
    modifier(TapGestureModifier(count: count, action: { action(.zero) }))
  }
}
