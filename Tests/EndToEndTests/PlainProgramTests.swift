import Foundation
import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Ordinary Swift programs, written the way people write scripts, Advent-of-Code solutions and
/// small tools, run under `superswift run FILE -- ARGS < STDIN` exactly as under
/// `swift FILE ARGS < STDIN`: the same bytes on standard output, the same exit status.
@Suite("Plain Swift programs run as under swift FILE")
struct PlainProgramTests {
  /// One program of the corpus (`Tests/EndToEndTests/Corpus`) with its arguments and input.
  struct Case: CustomTestStringConvertible, Sendable {
    let file: String
    let arguments: [String]
    let stdin: String
    var testDescription: String { "\(file) \(arguments.joined(separator: " "))" }
  }

  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

  static let cases: [Case] = [
    Case(file: "greet.swift", arguments: ["Ada", "-s", "Grace"], stdin: ""),
    Case(file: "greet.swift", arguments: ["--verbose"], stdin: ""),
    Case(file: "wordfreq.swift", arguments: [], stdin: "the cat and the hat\nThe end of the cat\n"),
    Case(file: "aoc.swift", arguments: [], stdin: "3   4\n4   3\n2   5\n1   3\n3   9\n3   3\n"),
    Case(
      file: "jsontool.swift", arguments: [],
      stdin: #"[{"item":"tea","quantity":2,"price":1.5},{"item":"cake","quantity":3,"price":2.25}]"#),
    Case(file: "jsontool.swift", arguments: [], stdin: "not json"),
    Case(file: "concurrent.swift", arguments: [], stdin: ""),
    Case(file: "builder.swift", arguments: ["--member"], stdin: ""),
    Case(file: "typedthrows.swift", arguments: ["4", "5"], stdin: ""),
    Case(file: "typedthrows.swift", arguments: ["1", "x"], stdin: ""),
    Case(file: "typedthrows.swift", arguments: ["1", ""], stdin: ""),
    Case(file: "regex.swift", arguments: [], stdin: "2026-11-30\nname: Ada\n???\n"),
    Case(file: "bytes.swift", arguments: ["5"], stdin: ""),
    Case(file: "netreq.swift", arguments: ["Grace"], stdin: ""),
  ]

  @Test("the same standard output and exit status as swift FILE, run and as a script", arguments: cases)
  func sameAsInterpreter(_ program: Case) throws {
    let cli = try CLI()
    let path = Self.corpus.appendingPathComponent(program.file).path
    let stdin = Data(program.stdin.utf8)
    let expected = try Self.capture(Self.swift, [path] + program.arguments, stdin: stdin, environment: cli.environment)
    let got = try Self.capture(
      CLI.binary, ["run", path, "--"] + program.arguments, stdin: stdin, environment: cli.environment)
    #expect(got.stdout == expected.stdout, "stdout differs; superswift's stderr: \(got.stderr)")
    #expect(got.status == expected.status, "stderr: \(got.stderr)")
    // The script form, built now, becomes the program: the same again.
    let script = try Self.capture(CLI.binary, [path] + program.arguments, stdin: stdin, environment: cli.environment)
    #expect(script.stdout == expected.stdout, "stdout differs as a script; its stderr: \(script.stderr)")
    #expect(script.status == expected.status, "as a script; stderr: \(script.stderr)")
  }

  @Test(
    "Objective-C's target–action compiles and runs: @objc methods a timer, a notification and a delayed perform call")
  func targetAction() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import Foundation
      import SuperSwift

      final class Ticker: NSObject {
        var ticks = 0
        var heard: [String] = []
        var timer: Timer?

        func start() {
          timer = Timer.scheduledTimer(
            timeInterval: 0.01, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
          NotificationCenter.default.addObserver(
            self, selector: #selector(heardNote(_:)), name: Notification.Name("ping"), object: nil)
          perform(#selector(later), with: nil, afterDelay: 0.05)
        }

        @objc func tick(_ timer: Timer) {
          ticks += 1
          if ticks == 3 {
            timer.invalidate()
            NotificationCenter.default.post(name: Notification.Name("ping"), object: nil)
          }
        }

        @objc func heardNote(_ note: Notification) { heard.append(note.name.rawValue) }

        @objc private func later() {
          RunContext.current.finish(with: .json(["ticks": .number(Double(ticks)), "heard": .array(heard.map(JSON.string))]))
        }
      }

      let ticker = Ticker()
      ticker.start()
      RunLoop.main.run()
      """, to: "Ticker.swift")
    let result = try cli.run(["run", app.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(JSON(parsing: result.stdout) == ["ticks": 3, "heard": ["ping"]], "\(result.stdout)")
  }

  @Test("Observation and Synchronization work (the interpreter cannot run them: its JIT refuses TLS)")
  func toolchainModules() throws {
    let cli = try CLI()
    let result = try cli.run(["run", Self.corpus.appendingPathComponent("sync.swift").path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "basket will change\n10 [1, 2, 3, 4]\n")
  }

  @Test("Bundle.main finds a folder app's resources, as Xcode copies them into the bundle; gone ones go")
  func bundleResources() throws {
    let cli = try CLI()
    let folder = cli.root.appendingPathComponent("Cars", isDirectory: true)
    let resources = folder.appendingPathComponent("Resources", isDirectory: true)
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    try Data(#"{"make":"Volvo"}"#.utf8).write(to: resources.appendingPathComponent("cars.json"))
    try Data("print(1)\n".utf8).write(to: resources.appendingPathComponent("NotCompiled.txt"))
    try Data(
      """
      import Foundation
      for name in ["cars", "trucks"] {
        if let url = Bundle.main.url(forResource: name, withExtension: "json") {
          print(name, String(decoding: try Data(contentsOf: url), as: UTF8.self))
        } else {
          print(name, "missing")
        }
      }
      print(Bundle.main.path(forResource: "NotCompiled", ofType: "txt") != nil)

      """.utf8
    ).write(to: folder.appendingPathComponent("main.swift"))
    let first = try cli.run(["run", folder.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == "cars {\"make\":\"Volvo\"}\ntrucks missing\ntrue\n", "\(first.stdout)")
    // The folder changes, the sources do not: the same build, its links brought up to date.
    try FileManager.default.removeItem(at: resources.appendingPathComponent("cars.json"))
    try Data(#"{"make":"Scania"}"#.utf8).write(to: folder.appendingPathComponent("trucks.json"))
    let second = try cli.run(["run", folder.path])
    #expect(second.stdout == "cars missing\ntrucks {\"make\":\"Scania\"}\ntrue\n", "\(second.stdout)")
    // The same folder through a symbolic link to it: its sources and resources are read where
    // the link leads (Foundation's walk of a folder does not follow its root's link).
    let link = cli.root.appendingPathComponent("CarsLink")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
    let linked = try cli.run(["run", link.path])
    #expect(linked.status == 0, "\(linked.stderr)")
    #expect(linked.stdout == second.stdout, "\(linked.stdout)")
  }

  @Test("#file, #filePath and #fileID name the user's file, as under swift FILE: a file, a #! script, a library app")
  func fileLiterals() throws {
    let cli = try CLI()
    let code = "print(#filePath)\nprint(#file)\nprint(#fileID)\nprint(#line)\n"
    let file = try cli.write(code, to: "Where.swift")
    let direct = try cli.run([file.path])
    #expect(direct.stdout == "\(file.path)\n\(file.path)\nWhere/Where.swift\n4\n", "\(direct.stdout)\(direct.stderr)")
    let run = try cli.run(["run", file.path])
    #expect(run.stdout == direct.stdout, "\(run.stderr)")
    let script = try cli.write("#!/usr/bin/env superswift\nprint(#filePath, #line)\n", to: "where-script")
    let scripted = try cli.run([script.path])
    #expect(
      scripted.stdout == "\(script.path) 2\n", "the #! line keeps its place: \(scripted.stdout)\(scripted.stderr)")
    _ = try cli.newApp("Located", source: "import SuperSwift\nprint(#filePath)\nfatalError(\"stop\")\n")
    let app = try cli.run(["run", "Located"])
    let folder = cli.library.appendingPathComponent("apps/Located").path
    #expect(app.stderr.contains(folder + "/"), "the library's file, not the cache's copy: \(app.stderr)")
    #expect(app.stderr.contains("at \(folder)/"), "the crash names the user's line: \(app.stderr)")
    #expect(!app.stderr.contains("/builds/"), "\(app.stderr)")
  }

  @Test("arguments[0] is the path as given; a #! script runs by itself, with its arguments")
  func shebang() throws {
    let cli = try CLI()
    let script = try cli.write(
      "#!/usr/bin/env superswift\nprint(CommandLine.arguments.joined(separator: \"|\"))\n", to: "tool.swift")
    chmod(script.path, 0o755)
    var environment = cli.environment
    environment["PATH"] = CLI.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    let direct = try Self.capture(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "cd '\(cli.root.path)' && ./tool.swift a 'b c' --help"],
      stdin: Data(), environment: environment)
    #expect(String(decoding: direct.stdout, as: UTF8.self) == "tool.swift|a|b c|--help\n", "\(direct.stderr)")
    #expect(direct.status == 0)
    let named = try cli.run(["run", "./tool.swift", "--", "x"])
    #expect(named.stdout == "tool.swift|x\n")
    // Without the .swift extension too, as swift-sh scripts are often named.
    let bare = cli.root.appendingPathComponent("tool")
    try FileManager.default.copyItem(at: script, to: bare)
    let plain = try cli.run([bare.path, "y"])
    #expect(plain.stdout == "\(bare.path)|y\n", "\(plain.stderr)")
  }

  @Test("a reader that goes away (| head -1) ends the program quietly, with nothing left running")
  func closedPipe() throws {
    let cli = try CLI()
    let app = try cli.write("var n = 0\nwhile true { n += 1; print(\"line \\(n)\") }\n", to: "Forever.swift")
    let started = Date()
    let result = try Self.capture(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "'\(CLI.binary.path)' run '\(app.path)' | head -1"],
      stdin: Data(), environment: cli.environment)
    #expect(String(decoding: result.stdout, as: UTF8.self).hasPrefix("line 1\n"))
    #expect(result.stderr.isEmpty, "nothing to complain about: \(result.stderr)")
    #expect(Date().timeIntervalSince(started) < 60)
    #expect(CancellationTests.processes(mentioning: app.path).isEmpty, "the program was stopped")
  }

  @Test("standard input reaches the program; exit statuses are its own; the run is in the history")
  func inputStatusHistory() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import Foundation
      let line = readLine() ?? "nothing"
      print("read \\(line)")
      FileHandle.standardError.write(Data("to stderr\\n".utf8))
      exit(line == "fail" ? 7 : 0)
      """, to: "Echo.swift")
    let ok = try cli.run(["run", app.path], stdin: Data("hello\n".utf8))
    #expect(ok.status == 0)
    #expect(ok.stdout == "read hello\n")
    #expect(ok.stderr == "to stderr\n")
    let failed = try cli.run(["run", app.path], stdin: Data("fail\n".utf8))
    #expect(failed.status == 7)
    #expect(failed.stdout == "read fail\n")
    #expect(failed.stderr == "to stderr\n", "no complaint of ours about the program's own status")
    let history = try cli.run(["history", "--json"])
    #expect(history.stdout.contains("exited with status 7"), "\(history.stdout)")
    #expect(history.stdout.contains("read fail"), "the output's tail is the run's log")
  }

  @Test("a crash still gets the report: the runtime's message and the line")
  func crash() throws {
    let cli = try CLI()
    let app = try cli.write("let values = [1, 2]\nprint(\"before\")\nprint(values[5])\n", to: "Crash.swift")
    let result = try cli.run(["run", app.path])
    // Standard output is a file here, which the C library buffers: "before" is lost with the
    // crash, as under swift FILE.
    // Ended by the same signal, as swift FILE is: a parent's waitpid sees SIGILL, not 132.
    #expect(result.signal == SIGILL, "the signal itself: \(result.status) \(String(describing: result.signal))")
    #expect(result.stderr.contains("Index out of range"), "\(result.stderr)")
    #expect(result.stderr.contains("Crash.swift:3"), "\(result.stderr)")
  }

  @Test("a binary file given as the app is refused in a sentence")
  func binaryFile() throws {
    let cli = try CLI()
    let file = cli.root.appendingPathComponent("program.swift")
    try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00]).write(to: file)
    let result = try cli.run(["run", file.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("binary data, not Swift source"), "\(result.stderr)")
    let missing = try cli.run(["run", "--", "a", "b"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("which app?"), "\(missing.stderr)")
  }

  @Test("an app that imports SuperSwift also gets arguments and standard input; exit(N) is not a crash")
  func appsToo() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import SuperSwift
      let run = RunContext.current
      let words = CommandLine.arguments.dropFirst().joined(separator: "+")
      if words == "quit" { exit(4) }
      let line = readLine() ?? "none"
      run.finish(with: .text("\\(words) \\(line) \\(run.input.text ?? "-")"))
      """, to: "Args.swift")
    let result = try cli.run(["run", app.path, "--input", "hi", "--", "a", "b"], stdin: Data("typed\n".utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "a+b typed hi\n")
    // `--input -` takes standard input: the app then reads nothing.
    let taken = try cli.run(["run", app.path, "--input", "-", "--", "c"], stdin: Data("as input\n".utf8))
    #expect(taken.stdout == "c none as input\n", "\(taken.stderr)")
    let quit = try cli.run(["run", app.path, "--", "quit"])
    #expect(quit.status == 1)
    #expect(quit.stderr.contains("the app exited with status 4"), "\(quit.stderr)")
    #expect(!quit.stderr.contains("crashed"))
  }

  @Test(".json(encoding:) gives the same bytes on every run, keys in the type's order")
  func deterministicResults() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import SuperSwift
      struct Receipt: Codable { var zebra = 1; var apple = 2; var mango = 3; var kiwi = 4; var fig = 5 }
      RunContext.current.finish(with: try .json(encoding: Receipt()))
      """, to: "Receipt.swift")
    let outputs = try (0..<4).map { _ in try cli.run(["run", app.path]).stdout }
    #expect(outputs.allSatisfy { $0 == #"{"zebra":1,"apple":2,"mango":3,"kiwi":4,"fig":5}"# + "\n" }, "\(outputs)")
  }

  @Test(
    "the compiler's default language mode, as swift FILE; --swift-version and a folder app's setting ask for another")
  func languageMode() throws {
    let cli = try CLI()
    let source = "#if swift(>=6)\nprint(\"6\")\n#else\nprint(\"5\")\n#endif\n"
    let app = try cli.write(source, to: "Mode.swift")
    let interpreter = try Self.capture(Self.swift, [app.path], stdin: Data(), environment: cli.environment)
    #expect(try cli.run(["run", app.path]).stdout == String(decoding: interpreter.stdout, as: UTF8.self))
    #expect(try cli.run(["run", app.path, "--swift-version", "6"]).stdout == "6\n")
    let bad = try cli.run(["run", app.path, "--swift-version", "six"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--swift-version takes a language mode such as 5 or 6"))
    let folder = cli.root.appendingPathComponent("ModeApp")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(source.utf8).write(to: folder.appendingPathComponent("main.swift"))
    try Data(#"{"swiftVersion": "6"}"#.utf8).write(to: folder.appendingPathComponent(".superswift-app.json"))
    #expect(try cli.run(["run", folder.path]).stdout == "6\n")
    #expect(try cli.run(["run", folder.path, "--swift-version", "5"]).stdout == "5\n")
    // A library app, run by name, keeps its setting too.
    _ = try cli.newApp("Moded", source: source)
    let metadata = cli.library.appendingPathComponent("apps/Moded/.superswift-app.json")
    let json = try String(contentsOf: metadata, encoding: .utf8)
    try Data(json.replacingOccurrences(of: "{", with: #"{"swiftVersion": 6, "#).utf8).write(to: metadata)
    let moded = try cli.run(["run", "Moded"])
    #expect(moded.stdout == "6\n", "\(moded.stderr)")
  }

  @Test("superswift FILE with a file that is not there says so")
  func missingFile() throws {
    let cli = try CLI()
    let result = try cli.run(["./nowhere.swift", "a"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("nowhere.swift"), "\(result.stderr)")
    #expect(!result.stderr.contains("unknown command"), "\(result.stderr)")
  }

  // MARK: - Helpers

  /// The toolchain's `swift`, beside the `swiftc` on `PATH`.
  static let swift: URL = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"] {
      let candidate = URL(fileURLWithPath: folder).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return URL(fileURLWithPath: "/usr/bin/swift")
  }()

  /// Runs a program with `stdin`, its output to files (so nothing blocks), and returns the raw
  /// bytes of its standard output, its standard error as text and its exit status.
  static func capture(
    _ executable: URL, _ arguments: [String], stdin: Data, environment: [String: String]
  ) throws -> (stdout: Data, stderr: String, status: Int32) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-capture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
    try stdin.write(to: files[0])
    for file in files.dropFirst() { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = folder
    process.standardInput = try FileHandle(forReadingFrom: files[0])
    process.standardOutput = try FileHandle(forWritingTo: files[1])
    process.standardError = try FileHandle(forWritingTo: files[2])
    try process.run()
    process.waitUntilExit()
    return (
      try Data(contentsOf: files[1]), String(decoding: try Data(contentsOf: files[2]), as: UTF8.self),
      process.terminationStatus
    )
  }
}

/// `superswift prepare`: the runtime ahead of time.
@Suite("Preparing the runtime")
struct PrepareTests {
  @Test("prepare builds what is missing, says what it did, and refuses unknown modules")
  func prepare() throws {
    let cli = try CLI()
    let result = try cli.run(["prepare", "--module", "SuperSwift", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(json?["modules"] as? [String] == ["SuperSwift"])
    let folder = try #require(json?["folder"] as? String)
    #expect(FileManager.default.fileExists(atPath: folder + "/SuperSwift/complete"))
    let again = try cli.run(["prepare", "--module", "SuperSwift"])
    #expect(again.stdout == "SuperSwift already prepared for this toolchain.\n")
    let unknown = try cli.run(["prepare", "--module", "AppKit"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("there is no runtime module 'AppKit'"))
  }
}

/// What a person at a terminal sees while the runtime is compiled the first time.
@Suite("First use on a terminal")
struct FirstUseTerminalTests {
  @Test("the runtime build shows its progress with the seconds spent, then clears the line")
  func progress() throws {
    let cli = try CLI(privateBuilds: true)
    // No shared runtime: this sandbox compiles its own SuperSwift module (about ten seconds).
    let runtime = URL(fileURLWithPath: cli.environment["XDG_CACHE_HOME"]!).appendingPathComponent("superswift/runtime")
    try FileManager.default.removeItem(at: runtime)
    let command = "'\(CLI.binary.path)' prepare --module SuperSwift"
    // `script` gives the command a pseudo-terminal, as a terminal emulator would.
    let result = try PlainProgramTests.capture(
      URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], stdin: Data(),
      environment: cli.environment)
    let screen = String(decoding: result.stdout, as: UTF8.self)
    #expect(result.status == 0, "\(screen)")
    #expect(screen.contains("Compiling the runtime (SuperSwift) for this Swift toolchain, first use only… 0 s"))
    #expect(screen.contains("first use only… 2 s"), "the seconds go on: \(screen)")
    #expect(screen.contains("Prepared SuperSwift in "), "\(screen)")
  }

  @Test("the module is named after the file, as swift FILE names it: types print with its name")
  func moduleName() throws {
    let cli = try CLI()
    let source =
      "struct Circle {}\nenum Kind { case round }\nprint(String(reflecting: Circle.self), Kind.round, String(reflecting: Kind.round))\n"
    let named = try cli.write(source, to: "Shapes.swift")
    #expect(try cli.run(["run", named.path]).stdout == "Shapes.Circle round Shapes.Kind.round\n")
    // A name that is no identifier, or a module's, is `main`, as the driver makes it.
    let dashed = try cli.write(source, to: "my-shapes.swift")
    #expect(try cli.run(["run", dashed.path]).stdout == "main.Circle round main.Kind.round\n")
    let clash = try cli.write("import Foundation\n" + source, to: "Foundation.swift")
    #expect(try cli.run(["run", clash.path]).stdout == "main.Circle round main.Kind.round\n")
  }
}
