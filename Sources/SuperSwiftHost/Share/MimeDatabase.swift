import Foundation
@_spi(Host) import SuperSwift

#if canImport(Glibc)
  import Glibc
#endif

/// The system's MIME database (shared-mime-info's `globs2` files), for the content types of
/// shared files. Without it, SuperSwift's own table of common extensions decides; a file that
/// matches nothing is `text/plain` if it reads as UTF-8 text, else `application/octet-stream`.
public struct MimeDatabase: Sendable {
  struct Glob: Sendable {
    let weight: Int
    let type: String
    let pattern: String
    let caseSensitive: Bool
  }

  private let globs: [Glob]

  /// The database from `$XDG_DATA_HOME/mime` and each of `$XDG_DATA_DIRS` (default
  /// `/usr/local/share:/usr/share`).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    var folders: [String] = []
    if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") { folders.append(home) }
    let dirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
    folders += dirs.split(separator: ":").map(String.init)
    var globs: [Glob] = []
    for folder in folders {
      guard let text = try? String(contentsOfFile: folder + "/mime/globs2", encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let fields = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count >= 3, let weight = Int(fields[0]) else { continue }
        let flags = fields.count > 3 ? fields[3] : ""
        globs.append(
          Glob(weight: weight, type: String(fields[1]), pattern: String(fields[2]), caseSensitive: flags.contains("cs"))
        )
      }
    }
    self.globs = globs
  }

  /// Whether the system database was found.
  public var isAvailable: Bool { !globs.isEmpty }

  /// The MIME type for the file at `url`: by name in the database, then by SuperSwift's table,
  /// then by a look at its first bytes.
  public func type(of url: URL) -> String {
    let name = url.lastPathComponent
    if let match = bestGlob(for: name) { return match }
    let fallback = ContentType(fileName: name).mimeType
    if fallback != "application/octet-stream" { return fallback }
    return Self.looksLikeText(url) ? "text/plain" : "application/octet-stream"
  }

  /// The highest-weighted glob that matches, the longest pattern among equals.
  func bestGlob(for name: String) -> String? {
    var best: Glob?
    let lowered = name.lowercased()
    for glob in globs {
      let subject = glob.caseSensitive ? name : lowered
      let pattern = glob.caseSensitive ? glob.pattern : glob.pattern.lowercased()
      guard Self.matches(subject, pattern) else { continue }
      if let current = best,
        (current.weight, current.pattern.count) >= (glob.weight, glob.pattern.count)
      {
        continue
      }
      best = glob
    }
    return best?.type
  }

  private static func matches(_ name: String, _ pattern: String) -> Bool {
    if pattern.hasPrefix("*"), !pattern.dropFirst().contains(where: { "*?[".contains($0) }) {
      return name.hasSuffix(pattern.dropFirst())
    }
    if !pattern.contains(where: { "*?[".contains($0) }) { return name == pattern }
    return fnmatch(pattern, name, 0) == 0
  }

  private static func looksLikeText(_ url: URL) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: url.path) else { return false }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 4096)) ?? Data()
    if head.isEmpty { return true }
    if head.contains(0) { return false }
    // A multi-byte character cut at the end of the sample is fine.
    for cut in 0...3 where head.count > cut {
      if String(data: head.dropLast(cut), encoding: .utf8) != nil { return true }
    }
    return false
  }
}
