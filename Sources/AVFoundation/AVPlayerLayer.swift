import CoreGraphics
import Foundation

/// How video fills its frame.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  /// The gravity's name.
  public let rawValue: String
  /// A gravity by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Fits inside.
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  /// Fills, cropping.
  public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
  /// Stretches.
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// A layer that shows a player's video (in a UIKit view a representable wraps). A page draws
/// the representable's labelled place; the layer keeps its player and gravity.
open class AVPlayerLayer: CALayer, @unchecked Sendable {
  /// The player whose video it shows.
  open var player: AVPlayer?
  /// How the video fills the layer.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// Whether a first frame is ready (none is drawn here).
  open var isReadyForDisplay: Bool { false }
  /// Where the video is drawn within the layer.
  open var videoRect: CGRect { bounds }
  /// A layer with no player.
  public override init() { super.init() }
  /// A layer showing `player`'s video.
  public init(player: AVPlayer?) {
    self.player = player
    super.init()
  }
}

extension AVPlayerLayer: _LayerClassMaking {
  /// A player layer, for a view whose `layerClass` is this class.
  public static func _makeLayer() -> CALayer { AVPlayerLayer() }
}
