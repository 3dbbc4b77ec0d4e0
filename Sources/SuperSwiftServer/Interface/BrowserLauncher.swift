import Foundation
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Opens a page in the user's default browser, where there is a desktop to show it on.
enum BrowserLauncher {
  /// Whether a graphical session is there: X11 or Wayland.
  static var hasDesktop: Bool {
    let environment = ProcessInfo.processInfo.environment
    return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  /// Opens `url` with `xdg-open`, without waiting for the browser; `false` when there is no
  /// desktop or no `xdg-open`, and the printed address is all the user gets.
  ///
  /// `xdg-open` leads a session of its own, which the host spares when it stops a run's
  /// processes: a browser it starts is the user's, not the app's, and outlives the run.
  @discardableResult
  static func open(_ url: String) -> Bool {
    guard hasDesktop, let opener = FileSystem.which("xdg-open") else { return false }
    return DetachedProcess.start(opener, [url])
  }
}
