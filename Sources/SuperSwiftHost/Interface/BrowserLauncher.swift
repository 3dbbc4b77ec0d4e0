import CSpawn
import Foundation

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
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(opener), strdup(url), nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    // Registered while it runs, so it is never taken for an orphan of a run.
    let pid = ProcessTree.register { () -> (pid_t, pid_t) in
      let pid = cspawn_detached(opener, argv, envp)
      return (pid, pid)
    }
    guard pid > 0 else { return false }
    ProcessTree.spare(session: pid)
    Thread.detachNewThread {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      ProcessTree.forget(pid)
    }
    return true
  }
}
