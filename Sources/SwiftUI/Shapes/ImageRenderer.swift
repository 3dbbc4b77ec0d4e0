import CoreGraphics
import Foundation

/// Accepted; renders nothing: a page's views are drawn by the browser, not by the app, so
/// `uiImage` and `cgImage` are `nil` and `render` draws into a context that keeps no pixels. Apps that share a
/// rendered card show their view; their share button offers no image.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
  /// Accepted; the view it renders.
  public var content: Content
  /// Accepted; the scale it renders at.
  public var scale: CGFloat = 1
  /// Accepted; the size it proposes to the view.
  public var proposedSize: ProposedViewSize = .unspecified
  /// Accepted; whether the image is opaque.
  public var isOpaque = false
  /// Accepted; the colour space it renders in.
  public var colorMode: ColorRenderingMode = .nonLinear

  /// Accepted; a renderer of `content`.
  public init(content view: Content) { content = view }

  /// Accepted; the rendered image: `nil`, the app has no bitmap of a page's view.
  public var uiImage: UIImage? { nil }
  /// Accepted; the rendered image as a `CGImage`: `nil`.
  public var cgImage: CGImage? { nil }
  /// Accepted; calls `renderer` with the view's size and a drawing function that draws into a
  /// `CGContext` (a PDF's, a bitmap's): the size is the proposed one (or 390 × 844), and drawing
  /// draws nothing on the app side.
  public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
    let size = CGSize(width: proposedSize.width ?? 390, height: proposedSize.height ?? 844)
    renderer(size) { _ in }
  }
}
