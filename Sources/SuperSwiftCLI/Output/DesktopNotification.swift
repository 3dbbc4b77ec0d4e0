import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem

/// Shows a run's outcome as a desktop notification (`notify-send`), for runs started from the
/// desktop, where nobody reads standard output. Without `notify-send`, the outcome goes to
/// standard error with a note saying what to install (a desktop's session log keeps it).
enum DesktopNotification {
  static func show(_ record: RunRecord) {
    guard let notifySend = FileSystem.which("notify-send") else {
      Console.err(
        "superswift: warning: --notify needs notify-send (Debian: apt install libnotify-bin); \(record.appName): \(record.status.rawValue)\(record.error.map { ": \($0)" } ?? "")\n"
      )
      return
    }
    let title: String
    let body: String
    switch record.status {
    case .finished:
      title = record.appName
      body = record.result?.summary ?? "Done"
    default:
      title = "\(record.appName): \(record.status.rawValue)"
      body = record.error ?? ""
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: notifySend)
    process.arguments = ["--app-name=SuperSwift", title, body]
    try? process.run()
    process.waitUntilExit()
  }
}

/// Asks the user which app to share with, in a dialog.
enum AppPicker {
  static func pick(from library: Library) throws -> String? {
    let apps = try library.list()
    guard !apps.isEmpty else {
      throw UsageError("there are no apps to share with yet; create one with 'superswift new'")
    }
    let process = Process()
    if let zenity = FileSystem.which("zenity") {
      process.executableURL = URL(fileURLWithPath: zenity)
      process.arguments =
        ["--list", "--title=Share with", "--column=App", "--column=Identifier", "--hide-column=2", "--print-column=2"]
        + apps.flatMap { [$0.name, $0.id] }
    } else if let kdialog = FileSystem.which("kdialog") {
      process.executableURL = URL(fileURLWithPath: kdialog)
      process.arguments = ["--menu", "Share with"] + apps.flatMap { [$0.id, $0.name] }
    } else {
      throw UsageError(
        "no dialog program to ask with: install zenity or kdialog, or add a launcher per app with 'superswift desktop launcher APP --share'"
      )
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let answer = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    process.waitUntilExit()
    guard process.terminationStatus == 0, !answer.isEmpty else { return nil }
    return answer
  }
}
