import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the host writes is its user's alone (0600 files, 0700 folders); what an app writes
/// itself follows the user's umask, as it would without SuperSwift.
@Suite("Private by default")
struct PrivacyTests {
  /// An app that says the modes of its run folder and what is in it, writes a file of its own
  /// in its working folder, and returns an output file.
  static let source = #"""
    import SuperSwift
    let folder = ProcessInfo.processInfo.environment["SUPERSWIFT_RUN_DIR"]!
    var lines: [String] = []
    // The host makes nothing else ahead of time (`out/` is the app's, when it has files).
    for path in [folder, folder + "/input.json"] {
      var info = stat()
      stat(path, &info)
      lines.append("\(path) \(String(info.st_mode & 0o777, radix: 8))")
    }
    FileManager.default.createFile(atPath: "own.txt", contents: Data("mine".utf8))
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    RunContext.current.finish(with: .files([OutputFile(name: "report.txt", text: "private")]))
    """#

  @Test("history, run folders and output files are 0600 in 0700 folders; the app's own file keeps the umask")
  func modes() throws {
    let cli = try CLI(privateBuilds: true)
    let app = try cli.write(Self.source, to: "Modes.swift")
    let work = cli.root.appendingPathComponent("work", isDirectory: true)
    let outputs = cli.root.appendingPathComponent("outputs", isDirectory: true)
    for folder in [work, outputs] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let result = try cli.run(["run", app.path, "--output-dir", outputs.path], in: work)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let plain = try cli.write(#"print("plain")"#, to: "Plain.swift")
    #expect(try cli.run([plain.path]).status == 0)

    // While it ran, the app saw its run folder and everything in it private.
    let seen = result.stderr.split(separator: "\n").filter { $0.contains("/runs/") }
    #expect(seen.count == 2, "stderr: \(result.stderr)")
    for line in seen {
      let mode = line.split(separator: " ").last.map(String.init) ?? ""
      #expect(mode == "700" || mode == "600", "\(line)")
    }

    let cache = URL(fileURLWithPath: cli.environment["XDG_CACHE_HOME"]!).appendingPathComponent("superswift")
    var checked = 0
    for root in [
      cli.library.appendingPathComponent("history"), cache.appendingPathComponent("runs"),
      outputs.appendingPathComponent("report.txt"),
    ] {
      for (path, mode) in Self.modes(under: root) {
        checked += 1
        #expect(mode & 0o077 == 0, "\(path) is \(String(mode, radix: 8))")
      }
    }
    #expect(checked >= 4, "the history's records, its folder, runs/ and the output file")

    // The app's own file: the user's umask (this test process's), not the host's.
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
    let mask = try #require(mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
    let own = try FileManager.default.attributesOfItem(atPath: work.appendingPathComponent("own.txt").path)
    #expect((own[.posixPermissions] as? Int) == Int(0o666 & ~mask), "\(own[.posixPermissions] ?? "none")")
  }

  /// Every file and folder at and under `root` (not following links), with its permission bits.
  static func modes(under root: URL) -> [(String, mode_t)] {
    var found: [(String, mode_t)] = []
    var info = stat()
    guard lstat(root.path, &info) == 0 else { return [] }
    found.append((root.path, info.st_mode & 0o777))
    if info.st_mode & S_IFMT == S_IFDIR {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
        found += modes(under: root.appendingPathComponent(name))
      }
    }
    return found
  }
}
