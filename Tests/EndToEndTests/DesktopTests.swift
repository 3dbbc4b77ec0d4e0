import Foundation
import Testing

/// Desktop integration, checked with the desktop's own tool (`xdg-mime`).
@Suite("Desktop integration")
struct DesktopTests {
  func xdgMime(_ cli: CLI, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-mime"] + arguments
    process.environment = cli.environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test("install registers the link handler; uninstall removes everything it added")
  func installAndUninstall() throws {
    let cli = try CLI()
    let id = try cli.newApp("Launchable", source: #"import SuperSwift; RunContext.current.finish()"#)
    let install = try cli.run(["desktop", "install"])
    #expect(install.status == 0, "\(install.stderr)")
    #expect(try xdgMime(cli, ["query", "default", "x-scheme-handler/superswift"]) == "superswift-links.desktop")
    let applications = cli.root.appendingPathComponent("data/applications")
    let handler = try String(
      contentsOf: applications.appendingPathComponent("superswift-links.desktop"), encoding: .utf8)
    #expect(handler.contains("MimeType=x-scheme-handler/superswift;"))
    #expect(handler.contains(" open --notify %u"), "a clicked link shows its outcome")
    // The machine under test has neither notify-send nor zenity nor kdialog: install says so.
    if Installed.which("notify-send") == nil {
      #expect(install.stderr.contains("notify-send is not installed") && install.stderr.contains("libnotify-bin"))
    }
    if Installed.which("zenity") == nil && Installed.which("kdialog") == nil {
      #expect(install.stderr.contains("neither zenity nor kdialog is installed"))
    }
    let openWith = try String(
      contentsOf: applications.appendingPathComponent("superswift-open-with.desktop"), encoding: .utf8)
    #expect(openWith.contains("share --pick --notify %U"))

    #expect(try cli.run(["desktop", "launcher", "Launchable"]).status == 0)
    let launcher = try String(
      contentsOf: applications.appendingPathComponent("superswift-app-\(id).desktop"), encoding: .utf8)
    #expect(launcher.contains("Name=Launchable"))
    #expect(launcher.contains("superswift://run/\(id)"))
    #expect(try cli.run(["desktop", "launcher", "Launchable", "--share"]).status == 0)

    // Someone else's association in the same file survives uninstall.
    let mimeApps = cli.root.appendingPathComponent("config/mimeapps.list")
    var text = try String(contentsOf: mimeApps, encoding: .utf8)
    text += "text/plain=gedit.desktop;\n"
    try text.write(to: mimeApps, atomically: true, encoding: .utf8)
    #expect(try cli.run(["desktop", "uninstall"]).status == 0)
    #expect(try xdgMime(cli, ["query", "default", "x-scheme-handler/superswift"]) == "")
    let left = try FileManager.default.contentsOfDirectory(atPath: applications.path)
    #expect(left.filter { $0.hasPrefix("superswift-") }.isEmpty)
    #expect(try String(contentsOf: mimeApps, encoding: .utf8).contains("text/plain=gedit.desktop;"))
  }

  @Test("Exec lines quote paths with spaces as the Desktop Entry spec asks")
  func quoting() throws {
    let cli = try CLI()
    _ = try cli.newApp("Name With Spaces", source: #"import SuperSwift; RunContext.current.finish()"#)
    #expect(try cli.run(["desktop", "launcher", "Name With Spaces"]).status == 0)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: cli.root.appendingPathComponent("data/applications").path)
    #expect(files.count == 1)
    #expect(try cli.run(["desktop", "fly"]).status == 2)
  }

  @Test("launchers follow renames, and go with a removed app")
  func launchersFollow() throws {
    let cli = try CLI()
    let id = try cli.newApp("Old Name", source: #"import SuperSwift; RunContext.current.finish()"#)
    #expect(try cli.run(["desktop", "launcher", id]).status == 0)
    #expect(try cli.run(["desktop", "launcher", id, "--share"]).status == 0)
    let applications = cli.root.appendingPathComponent("data/applications")
    let launcher = applications.appendingPathComponent("superswift-app-\(id).desktop")
    let share = applications.appendingPathComponent("superswift-app-\(id)-share.desktop")
    let renamed = try cli.run(["rename", id, "New Name"])
    #expect(renamed.status == 0 && renamed.stderr.contains("Updated the launcher"))
    #expect(try String(contentsOf: launcher, encoding: .utf8).contains("Name=New Name\n"))
    #expect(try String(contentsOf: share, encoding: .utf8).contains("Name=New Name (SuperSwift)\n"))
    let removed = try cli.run(["remove", id])
    #expect(removed.status == 0)
    #expect(
      !FileManager.default.fileExists(atPath: launcher.path) && !FileManager.default.fileExists(atPath: share.path))
  }
}

/// `which`, for tests that depend on what the machine has.
enum Installed {
  static func which(_ program: String) -> String? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/\(program)" }
      .first(where: FileManager.default.isExecutableFile)
  }
}
