import Foundation

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
  /// `xdg-open` runs in a session of its own (`setsid`), which the host spares when it stops a
  /// run's processes: a browser it starts is the user's, not the app's.
  @discardableResult
  static func open(_ url: String) -> Bool {
    guard hasDesktop, let opener = FileSystem.which("xdg-open"), let setsid = FileSystem.which("setsid") else {
      return false
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: setsid)
    process.arguments = [opener, url]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return false
    }
    // Not a group leader, so `setsid` makes the new session in place: its id is this pid.
    ProcessTree.spare(session: process.processIdentifier)
    return true
  }
}
