import Foundation
import Testing

/// Bad input gets a clear error, exit status 2, and nothing runs.
@Suite("Bad input")
struct BadInputTests {
  /// An app that leaves a mark if it ever runs.
  static func marker(_ cli: CLI) throws -> URL {
    try cli.write(
      #"import SuperSwift; FileManager.default.createFile(atPath: "ran", contents: nil)"#, to: "Marker.swift")
  }

  @Test(
    "refused before anything runs",
    arguments: [
      (["--file", "missing.txt"], "no file at missing.txt"),
      (["--file", "."], "is a folder"),
      (["--url", "not a url"], "is not a URL"),
      (["--url", "http://"], "has no host"),
      (["--url", "://nothing"], "is not a URL"),
      (["--source", "link", "--input", "x"], "a link never carries input"),
      (["--source", "bluetooth"], "--source takes"),
      (["--timeout", "-1"], "--timeout takes"),
      (["--timeout", "soon"], "--timeout takes"),
      (["--as", "pdf"], "--as takes"),
      (["--output-dir", "/nonexistent/folder"], "is not a folder"),
      (["--frobnicate"], "unknown option --frobnicate"),
      (["--input"], "--input needs a value"),
      (["--input", "a", "--input", "b"], "--input was given twice"),
      (["extra"], "unexpected argument 'extra'"),
    ])
  func refused(arguments: [String], message: String) throws {
    let cli = try CLI()
    let app = try Self.marker(cli)
    let result = try cli.run(["run", app.path] + arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: cli.root.appendingPathComponent("ran").path))
  }

  @Test("app paths that are missing or not Swift are refused")
  func badApps() throws {
    let cli = try CLI()
    let text = try cli.write("hello", to: "notes.txt")
    let missing = try cli.run(["run", cli.root.appendingPathComponent("Nope.swift").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no app at"))
    let notSwift = try cli.run(["run", text.path])
    #expect(notSwift.status == 2)
    #expect(notSwift.stderr.contains("is not a Swift app"))
    let none = try cli.run(["run"])
    #expect(none.status == 2)
    #expect(none.stderr.contains("which app?"))
  }

  @Test("standard input that is not UTF-8 is refused")
  func binaryStdin() throws {
    let cli = try CLI()
    let app = try Self.marker(cli)
    let result = try cli.run(["run", app.path, "--input", "-"], stdin: Data([0xFF, 0xFE, 0x00, 0xC3]))
    #expect(result.status == 2)
    #expect(result.stderr.contains("not UTF-8"))
  }

  @Test("unknown commands are refused")
  func unknownCommand() throws {
    let result = try CLI().run(["fly"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown command 'fly'"))
  }

  @Test("every command has --help, and the overview lists exit statuses")
  func help() throws {
    let cli = try CLI()
    let overview = try cli.run(["--help"])
    #expect(overview.status == 0)
    #expect(overview.stdout.contains("run"))
    #expect(overview.stdout.contains("130 cancelled"))
    let run = try cli.run(["run", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("--timeout SECONDS"))
    #expect(run.stdout.contains("Exit status"))
  }

  @Test("a library that cannot be written is exit status 4, in a sentence; a bad name is still 2")
  func systemFailure() throws {
    let cli = try CLI()
    let file = cli.root.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: file)
    let broken = try cli.setting("SUPERSWIFT_HOME", file.path).run(["new", "Notes"])
    #expect(broken.status == 4, "\(broken.stderr)")
    #expect(broken.stderr.contains("could not use \(file.path)/"), "\(broken.stderr)")
    #expect(broken.stderr.contains("Not a directory"), "\(broken.stderr)")
    #expect(!broken.stderr.contains("NSCocoaErrorDomain"))
    #expect(try cli.run(["new", "a/b"]).status == 2)
  }
}
