// AVKit as a page has it: a video player's place, drawn as a dark 16∶9 frame with a play
// symbol and the media's name (the app runs on the server, which plays nothing), and the
// view controllers AVKit has, for apps' UIKit wrappers.
@_exported import AVFoundation
@_exported import SwiftUI

/// A player's video, with its controls: drawn as its frame, the media's file name in it.
public struct VideoPlayer<VideoOverlay: View>: View {
  /// The player.
  public let player: AVPlayer?
  let overlay: VideoOverlay

  /// A video player of `player`, `videoOverlay` drawn over the video.
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
    overlay = videoOverlay()
  }

  /// The frame, the play symbol, the media's name, and the overlay.
  public var body: some View {
    ZStack {
      Color.black
      VStack(spacing: 8) {
        Image(systemName: "play.circle.fill").font(.largeTitle).foregroundColor(.white)
        Text(player?.currentItem?.url.lastPathComponent ?? "Video").font(.footnote).foregroundColor(.white)
      }
      overlay
    }
    .aspectRatio(16.0 / 9.0, contentMode: .fit)
  }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  /// A video player of `player`.
  public init(player: AVPlayer?) {
    self.player = player
    overlay = EmptyView()
  }
}

/// AVKit's player controller, for UIKit wrappers (drawn as their placeholder).
open class AVPlayerViewController: UIViewController {
  /// The player.
  open var player: AVPlayer?
  /// Whether the playback controls show.
  open var showsPlaybackControls = true
  /// How the video fills the view.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
}
