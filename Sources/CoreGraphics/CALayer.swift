import Foundation

// Core Animation's layer, as apps reach it (a view's `layer`, a player's layer added to it):
// Apple's QuartzCore, which UIKit and AVFoundation bring; here beside CoreGraphics, which both
// SwiftUI and AVFoundation build on.

/// A layer's appearance (a view's `layer`): kept, not drawn.
open class CALayer: @unchecked Sendable {
  /// The corner radius.
  open var cornerRadius: CGFloat = 0
  /// The border's width.
  open var borderWidth: CGFloat = 0
  /// The border's colour.
  open var borderColor: CGColor?
  /// The background colour.
  open var backgroundColor: CGColor?
  /// The shadow's colour.
  open var shadowColor: CGColor?
  /// The shadow's opacity.
  open var shadowOpacity: Float = 0
  /// The shadow's offset.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius.
  open var shadowRadius: CGFloat = 3
  /// Whether sublayers are clipped to the corners.
  open var masksToBounds = false
  /// The opacity.
  open var opacity: Float = 1
  /// The frame.
  open var frame = CGRect.zero
  /// The bounds, at the origin, of the frame's size.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// Where its anchor sits in its superlayer.
  open var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// Its z order among its siblings.
  open var zPosition: CGFloat = 0
  /// Whether it is hidden.
  open var isHidden = false
  /// Its 3D transform.
  open var transform = CATransform3DIdentity
  /// The point of its bounds its position names (0…1 each way).
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// What it shows (an image).
  open var contents: Any?
  /// How its contents fill it.
  open var contentsGravity = "resize"
  /// The scale its contents are drawn at.
  open var contentsScale: CGFloat = 1
  /// A layer whose opacity masks it.
  open var mask: CALayer?
  /// Its name.
  open var name: String?
  /// Whether it is opaque.
  open var isOpaque = false
  /// Whether it is drawn once and kept as a bitmap.
  open var shouldRasterize = false
  /// The scale it is rasterised at.
  open var rasterizationScale: CGFloat = 1
  /// Whether it redraws when its bounds change.
  open var needsDisplayOnBoundsChange = false
  /// Accepted; asks for a redraw (the page draws views, not layers).
  open func setNeedsDisplay() {}
  /// Accepted; asks for a layout.
  open func setNeedsLayout() {}
  /// Accepted; lays out now.
  open func layoutIfNeeded() {}
  /// The layers inside it, back to front.
  open private(set) var sublayers: [CALayer]?
  /// The layer it is inside.
  open private(set) weak var superlayer: CALayer?
  /// A layer.
  public init() {}

  /// Adds `layer` in front of the others.
  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }
  /// Inserts `layer` at `index` among the others.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var layers = sublayers ?? []
    layers.insert(layer, at: min(Int(index), layers.count))
    sublayers = layers
    layer.superlayer = self
  }
  /// Takes the layer out of its superlayer.
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
}

/// A layer class a view can make from its `layerClass` (Core Animation's and AVFoundation's own
/// layers): Swift cannot make an instance from a class value without a required initialiser,
/// which apps' own layer subclasses do not write.
public protocol _LayerClassMaking: CALayer {
  /// A new layer of this class.
  static func _makeLayer() -> CALayer
}
