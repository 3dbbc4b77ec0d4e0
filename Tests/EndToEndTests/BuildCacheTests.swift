import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The build cache: keyed by content, built once, never trusting a damaged entry.
@Suite("Build cache")
struct BuildCacheTests {
  static let app = #"import SuperSwift; RunContext.current.finish(with: .text("v1"))"#

  func entries(_ cli: CLI) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: cli.buildsFolder.path)
      .filter { !$0.hasSuffix(".lock") }.sorted()
  }

  @Test("the same file is one build; the same bytes elsewhere are another (#filePath names each); an edit is another")
  func keyedByContent() throws {
    let cli = try CLI(privateBuilds: true)
    let first = try cli.write(Self.app, to: "one/App.swift")
    let moved = try cli.write(Self.app, to: "two/Renamed.swift")
    #expect(try cli.run(["run", first.path]).stdout == "v1\n")
    #expect(try entries(cli).count == 1)
    #expect(try cli.run(["run", first.path]).stdout == "v1\n")
    #expect(try entries(cli).count == 1, "run again: the same build")
    // Same bytes at another path: compiled as that file, so another build.
    try cli.write(Self.app, to: "two/App.swift")
    #expect(try cli.run(["run", cli.root.appendingPathComponent("two/App.swift").path]).stdout == "v1\n")
    #expect(try entries(cli).count == 2)
    #expect(try cli.run(["run", moved.path]).stdout == "v1\n")
    #expect(try entries(cli).count == 3)
    try cli.write(Self.app.replacingOccurrences(of: "v1", with: "v2"), to: "one/App.swift")
    #expect(try cli.run(["run", first.path]).stdout == "v2\n")
    #expect(try entries(cli).count == 4)
  }

  @Test("a build killed half-way leaves a staging folder, which the next build clears away")
  func abandonedStaging() throws {
    let cli = try CLI(privateBuilds: true)
    let first = try cli.write(Self.app, to: "App.swift")
    #expect(try cli.run(["run", first.path]).status == 0)
    // What a killed build leaves: a staging folder named for a process that is gone, and one
    // for a process that is still building (this one).
    let abandoned = cli.buildsFolder.appendingPathComponent(".0123abcd.tmp-\(Int32.max - 7)-42")
    let live = cli.buildsFolder.appendingPathComponent(".4567cdef.tmp-\(getpid())-42")
    for folder in [abandoned, live] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(at: live) }
    let edited = try cli.write(Self.app.replacingOccurrences(of: "v1", with: "v3"), to: "App.swift")
    #expect(try cli.run(["run", edited.path]).stdout == "v3\n")
    #expect(!FileManager.default.fileExists(atPath: abandoned.path), "the dead build's folder is gone")
    #expect(FileManager.default.fileExists(atPath: live.path), "a live build's folder is left alone")
  }

  @Test("a damaged entry is rebuilt, never run")
  func damagedEntry() throws {
    let cli = try CLI(privateBuilds: true)
    let app = try cli.write(Self.app)
    #expect(try cli.run(["run", app.path]).stdout == "v1\n")
    let entry = cli.buildsFolder.appendingPathComponent(try entries(cli)[0])
    let binary = entry.appendingPathComponent("app")
    // Truncate the binary, as a crash mid-copy or a full disk might.
    let handle = try FileHandle(forWritingTo: binary)
    try handle.truncate(atOffset: 100)
    try handle.close()
    #expect(try cli.run(["run", app.path]).stdout == "v1\n")
    #expect(try Data(contentsOf: binary).count > 100)
    // A missing manifest is as bad.
    try FileManager.default.removeItem(at: entry.appendingPathComponent("manifest.json"))
    #expect(try cli.run(["run", app.path]).stdout == "v1\n")
    // A half-built staging folder from a killed build is ignored.
    try FileManager.default.createDirectory(
      at: cli.buildsFolder.appendingPathComponent(".leftover.tmp-1-2"), withIntermediateDirectories: true)
    #expect(try cli.run(["run", app.path]).stdout == "v1\n")
  }

  @Test("concurrent runs of a new app build it once")
  func concurrentBuilds() throws {
    let cli = try CLI(privateBuilds: true)
    let app = try cli.write(#"import SuperSwift; RunContext.current.finish(with: .text("together"))"#)
    let runs = try (0..<4).map { _ in try cli.start(["run", app.path]) }
    for run in runs {
      let result = try run.finish()
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout == "together\n")
    }
    let names = try entries(cli)
    #expect(names.count == 1, "\(names)")
  }

  @Test("the compiled app also works when run by hand, with no host")
  func standalone() throws {
    let cli = try CLI(privateBuilds: true)
    let app = try cli.write(
      #"import SuperSwift; print("source: \(RunContext.current.source)"); RunContext.current.finish(with: .json(["ok": true]))"#
    )
    #expect(try cli.run(["run", app.path, "--quiet"]).status == 0)
    let binary = cli.buildsFolder.appendingPathComponent(try entries(cli)[0]).appendingPathComponent("app")
    let process = Process()
    process.executableURL = binary
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(output == "source: app\n{\n  \"ok\": true\n}\n")
  }
}
