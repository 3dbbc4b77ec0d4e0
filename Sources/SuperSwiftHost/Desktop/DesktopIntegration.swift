import Foundation
import SuperSwiftSystem

/// The desktop's side of SuperSwift, through freedesktop.org standards: a handler for
/// `superswift://` links, an "Open With SuperSwift" entry for files and links, and launchers
/// for single apps (the seed's Home Screen links). Everything goes under `$XDG_DATA_HOME`
/// and `$XDG_CONFIG_HOME`, and `uninstall` removes exactly what `install` added.
public struct DesktopIntegration: Sendable {
  /// `$XDG_DATA_HOME/applications`.
  public let applications: URL
  /// `$XDG_CONFIG_HOME/mimeapps.list`.
  public let mimeApps: URL
  /// The `superswift` the entries run.
  public let executable: String

  /// The handler's desktop file name.
  public static let linkHandler = "superswift-links.desktop"
  /// The Open With entry's desktop file name.
  public static let openWith = "superswift-open-with.desktop"
  static let launcherPrefix = "superswift-app-"

  /// The integration for this environment; `executable` defaults to the running binary.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment, executable: String? = nil) {
    let home = environment["HOME"] ?? NSHomeDirectory()
    let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
    let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
    applications = URL(fileURLWithPath: data).appendingPathComponent("applications", isDirectory: true)
    mimeApps = URL(fileURLWithPath: config).appendingPathComponent("mimeapps.list")
    self.executable =
      executable ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
  }

  /// MIME types the Open With entry offers itself for.
  static let sharedTypes = [
    "application/octet-stream", "text/plain", "text/csv", "text/html", "text/markdown", "application/json",
    "application/pdf", "application/zip", "image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml",
    "audio/mpeg", "video/mp4", "x-scheme-handler/http", "x-scheme-handler/https",
  ]

  /// Installs the link handler and the Open With entry, and makes the handler the default for
  /// `superswift://`. Returns the files written.
  @discardableResult
  public func install() throws -> [URL] {
    let handler = entry(
      name: "SuperSwift Links", comment: "Runs SuperSwift apps from superswift:// links",
      // --notify: a clicked link has no terminal; its outcome shows as a notification.
      exec: [executable, "open", "--notify", "%u"], extra: ["MimeType=x-scheme-handler/superswift;", "NoDisplay=true"])
    let share = entry(
      name: "SuperSwift", comment: "Share files and links with a SuperSwift app",
      exec: [executable, "share", "--pick", "--notify", "%U"],
      extra: ["MimeType=\(Self.sharedTypes.joined(separator: ";"));", "NoDisplay=true"])
    let written = [
      try write(handler, named: Self.linkHandler),
      try write(share, named: Self.openWith),
    ]
    try setDefault(Self.linkHandler, for: "x-scheme-handler/superswift")
    return written
  }

  /// A launcher that runs one app through its link; with `share`, an Open With entry that shares
  /// files and links with that app directly.
  @discardableResult
  public func installLauncher(id: String, name: String, share: Bool) throws -> URL {
    let launcher =
      share
      ? entry(
        name: "\(name) (SuperSwift)", comment: "Share with the SuperSwift app \(name)",
        exec: [executable, "share", "--to", id, "--notify", "%U"],
        extra: ["MimeType=\(Self.sharedTypes.joined(separator: ";"));", "NoDisplay=true"])
      : entry(
        name: name, comment: "Runs the SuperSwift app \(name)",
        exec: [executable, "open", "--notify", RunLink.make(id: id)], extra: ["Categories=Utility;"])
    return try write(launcher, named: "\(Self.launcherPrefix)\(id)\(share ? "-share" : "").desktop")
  }

  /// Rewrites an app's launchers, where it has any, for its new name: a launcher follows the
  /// app it runs. Returns what was rewritten.
  @discardableResult
  public func renameLaunchers(id: String, to name: String) throws -> [URL] {
    var rewritten: [URL] = []
    for share in [false, true] {
      let file = applications.appendingPathComponent("\(Self.launcherPrefix)\(id)\(share ? "-share" : "").desktop")
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      rewritten.append(try installLauncher(id: id, name: name, share: share))
    }
    return rewritten
  }

  /// Removes one app's launchers; returns what was removed.
  @discardableResult
  public func removeLaunchers(id: String) -> [URL] {
    ["\(Self.launcherPrefix)\(id).desktop", "\(Self.launcherPrefix)\(id)-share.desktop"].compactMap { name in
      let url = applications.appendingPathComponent(name)
      // What was not there, or is still there, was not removed.
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      BestEffort.remove(url)
      return FileManager.default.fileExists(atPath: url.path) ? nil : url
    }
  }

  /// Removes everything `install` and `installLauncher` added; returns what was removed.
  @discardableResult
  public func uninstall() throws -> [URL] {
    let names = BestEffort.names(in: applications)
    var removed: [URL] = []
    for name in names where name.hasPrefix("superswift-") && name.hasSuffix(".desktop") {
      let url = applications.appendingPathComponent(name)
      try FileManager.default.removeItem(at: url)
      removed.append(url)
    }
    try removeDefaults()
    return removed
  }

  // MARK: - Files

  private func entry(name: String, comment: String, exec: [String], extra: [String]) -> String {
    ([
      "[Desktop Entry]", "Type=Application", "Version=1.0", "Name=\(Self.escape(name))",
      "Comment=\(Self.escape(comment))", "Exec=\(exec.map(Self.quote).joined(separator: " "))", "Terminal=false",
    ] + extra + ["X-SuperSwift=true", ""]).joined(separator: "\n")
  }

  private func write(_ text: String, named name: String) throws -> URL {
    let url = applications.appendingPathComponent(name)
    try AtomicFile.write(Data(text.utf8), to: url)
    return url
  }

  /// A value for a desktop file's string keys: no line breaks.
  static func escape(_ value: String) -> String {
    value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
  }

  /// One argument of an `Exec` line, quoted as the Desktop Entry spec asks, field codes kept.
  static func quote(_ argument: String) -> String {
    if argument.hasPrefix("%"), argument.count == 2 { return argument }
    let reserved = " \t\n\"'\\><~|&;$*?#()`"
    var text = argument.replacingOccurrences(of: "%", with: "%%")
    guard text.contains(where: { reserved.contains($0) }) else { return text }
    text = text.replacingOccurrences(of: "\\", with: "\\\\\\\\")
      .replacingOccurrences(of: "\"", with: "\\\\\"").replacingOccurrences(of: "`", with: "\\\\`")
      .replacingOccurrences(of: "$", with: "\\\\$")
    return "\"\(text)\""
  }

  // MARK: - Default handler

  /// Sets the default application for a MIME type, with `xdg-mime` when it is installed and by
  /// editing `mimeapps.list` otherwise.
  private func setDefault(_ desktopFile: String, for type: String) throws {
    if let xdgMime = FileSystem.which("xdg-mime") {
      let output = try Subprocess.run(URL(fileURLWithPath: xdgMime), ["default", desktopFile, type])
      if output.status == 0 { return }
    }
    var lines = (try? String(contentsOf: mimeApps, encoding: .utf8))?.components(separatedBy: "\n") ?? []
    lines.removeAll { $0.hasPrefix(type + "=") }
    if let section = lines.firstIndex(of: "[Default Applications]") {
      lines.insert("\(type)=\(desktopFile);", at: section + 1)
    } else {
      lines += ["[Default Applications]", "\(type)=\(desktopFile);"]
    }
    try AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: mimeApps)
  }

  /// Takes SuperSwift's entries out of `mimeapps.list`, leaving everything else as it was.
  private func removeDefaults() throws {
    guard let text = try? String(contentsOf: mimeApps, encoding: .utf8) else { return }
    var changed = false
    let lines = text.components(separatedBy: "\n").compactMap { line -> String? in
      guard let equals = line.firstIndex(of: "="), !line.hasPrefix("[") else { return line }
      let values = line[line.index(after: equals)...].split(separator: ";").map(String.init)
      let kept = values.filter { !($0.hasPrefix("superswift-") && $0.hasSuffix(".desktop")) }
      guard kept.count != values.count else { return line }
      changed = true
      return kept.isEmpty ? nil : "\(line[..<equals])=\(kept.joined(separator: ";"));"
    }
    if changed { try AtomicFile.write(Data(lines.joined(separator: "\n").utf8), to: mimeApps) }
  }
}
