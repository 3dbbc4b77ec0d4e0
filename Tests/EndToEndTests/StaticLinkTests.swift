import Foundation
import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The fast-starting static binary each app gets in the background after its first build.
@Suite("Static binaries")
struct StaticLinkTests {
  /// Waits until no process mentions `text` (the background link is over), at most a minute.
  static func waitForBackground(_ text: String) {
    for _ in 0..<600 where !CancellationTests.processes(mentioning: text).isEmpty { usleep(100_000) }
  }

  /// The one build entry in a sandbox with builds of its own.
  static func entry(_ cli: CLI) throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: cli.buildsFolder.path)
      .filter { !$0.hasSuffix(".lock") && !$0.hasPrefix(".") }
    #expect(names.count == 1, "\(names)")
    return cli.buildsFolder.appendingPathComponent(try #require(names.first))
  }

  @Test("the first run uses the dynamic binary; the static one, linked afterwards, runs the next ones")
  func staticAfterFirstRun() throws {
    let cli = try CLI(privateBuilds: true).setting("SUPERSWIFT_STATIC_LINK", "1")
    let app = try cli.write(
      "import Foundation\nlet n = Int(CommandLine.arguments[1])!\nprint([1, 2][n])\n", to: "Pick.swift")
    let first = try cli.run(["run", app.path, "--", "1"])
    #expect(first.stdout == "2\n", "\(first.stderr)")
    Self.waitForBackground(cli.root.path)
    let entry = try Self.entry(cli)
    let staticBinary = entry.appendingPathComponent("app.static")
    #expect(FileManager.default.fileExists(atPath: staticBinary.path), "the static binary was linked")
    #expect(try Self.elfType(staticBinary) == 2, "at a fixed address (ET_EXEC): no relocations to apply at start")
    let manifest = entry.appendingPathComponent("static.json")
    let before = try FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate] as? Date
    usleep(20_000)
    let second = try cli.run(["run", app.path, "--", "0"])
    #expect(second.stdout == "1\n", "\(second.stderr)")
    let after = try FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate] as? Date
    #expect(after != nil && before != nil && after! > before!, "the static binary was the one used")
    // A crash in the static binary still gets its report (it is told where the backtracer is).
    let crash = try cli.run(["run", app.path, "--", "7"])
    #expect(crash.signal == SIGILL)
    #expect(crash.stderr.contains("Index out of range"), "\(crash.stderr)")
    #expect(crash.stderr.contains("Pick.swift:3"), "\(crash.stderr)")
    #expect(!crash.stderr.contains("unable to locate swift-backtrace"), "\(crash.stderr)")
  }

  @Test("SUPERSWIFT_PIE=1 links the static binary position-independent, and it runs")
  func positionIndependent() throws {
    let cli = try CLI(privateBuilds: true).setting("SUPERSWIFT_STATIC_LINK", "1").setting("SUPERSWIFT_PIE", "1")
    let app = try cli.write("print(\"anywhere\")\n", to: "Anywhere.swift")
    #expect(try cli.run(["run", app.path]).stdout == "anywhere\n")
    Self.waitForBackground(cli.root.path)
    let staticBinary = try Self.entry(cli).appendingPathComponent("app.static")
    #expect(try Self.elfType(staticBinary) == 3, "ET_DYN: a position-independent executable")
    #expect(try cli.run(["run", app.path]).stdout == "anywhere\n")
  }

  /// An ELF file's `e_type` (2 an executable at a fixed address, 3 position-independent).
  static func elfType(_ file: URL) throws -> Int {
    let header = try FileHandle(forReadingFrom: file).read(upToCount: 18) ?? Data()
    try #require(header.count == 18 && header.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), "an ELF file")
    return Int(header[16]) | Int(header[17]) << 8
  }

  @Test("static binaries beyond the budget are removed, least recently used first; the app still runs")
  func budget() throws {
    let cli = try CLI(privateBuilds: true).setting("SUPERSWIFT_STATIC_LINK", "1")
    let config = URL(fileURLWithPath: cli.environment["XDG_CONFIG_HOME"]!).appendingPathComponent("superswift")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try Data(#"{"cache": {"staticBinariesMiB": 0}}"#.utf8).write(to: config.appendingPathComponent("settings.json"))
    let app = try cli.write("print(\"small\")\n", to: "Small.swift")
    #expect(try cli.run(["run", app.path]).stdout == "small\n")
    Self.waitForBackground(cli.root.path)
    let entry = try Self.entry(cli)
    #expect(FileManager.default.fileExists(atPath: entry.appendingPathComponent("static.lock").path), "it was linked")
    #expect(!FileManager.default.fileExists(atPath: entry.appendingPathComponent("app.static").path))
    #expect(try cli.run(["run", app.path]).stdout == "small\n")
  }

  /// A record from `run --json`'s output (after whatever a plain program printed).
  static func record(_ output: String) throws -> JSON {
    let start = try #require(output.range(of: "\n{\n") ?? output.range(of: "{\n"), "\(output)")
    return try #require(JSON(parsing: Data(output[start.lowerBound...].utf8)), "\(output)")
  }

  @Test(
    "a CPU-heavy program's background build is optimised with swift FILE's semantics kept; --json says which build ran")
  func optimisedBuild() throws {
    let cli = try CLI(privateBuilds: true).setting("SUPERSWIFT_STATIC_LINK", "1")
    let app = try cli.write(
      """
      let n = Int(CommandLine.arguments[1])!
      assert(n != 3, "three is not allowed")
      var total: Int8 = 100
      if n == 4 { total += Int8(n) * 10 }
      // Work enough for a second at -Onone: the kind of program -O pays for.
      var sum = 0
      for i in 0..<(n == 1 ? 120_000_000 : 1_000) { sum &+= i % 7 }
      print(n * 2, total, sum > 0)
      """, to: "Checked.swift")
    let first = try cli.run(["run", app.path, "--json", "--", "1"])
    #expect(try Self.record(first.stdout)["build"]?.string == "debug")
    Self.waitForBackground(cli.root.path)
    let second = try cli.run(["run", app.path, "--json", "--", "2"])
    let record = try Self.record(second.stdout)
    #expect(record["build"]?.string == "optimized", "\(second.stdout)")
    #expect(second.stdout.hasPrefix("4 100 true\n"))
    // As under swift FILE: a failed assert stops the program, and so does an overflow.
    let asserted = try cli.run(["run", app.path, "--", "3"])
    #expect(asserted.signal != nil, "\(asserted.status)")
    #expect(asserted.stderr.contains("three is not allowed"), "\(asserted.stderr)")
    let overflowed = try cli.run(["run", app.path, "--", "4"])
    #expect(overflowed.signal != nil, "\(overflowed.status)")
    #expect(overflowed.stderr.contains("overflow"), "\(overflowed.stderr)")
  }
}
