import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What a new user hit on the command line (issue 13), each driven through the built binary.
@Suite("A new user's command line")
struct NewUserTests {
  @Test("--as url: only a real absolute URL is a link; 'Note: buy milk' is refused, not percent-encoded")
  func asURL() throws {
    let cli = try CLI()
    let echo = try cli.newApp(
      "Echo", source: "import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.input.text ?? \"\"))"
    )
    let note = try cli.run(["run", echo, "--input", "Note: buy milk", "--as", "url"])
    #expect(note.status != 0)
    #expect(note.stdout.isEmpty)
    #expect(note.stderr.contains("not a link"), "\(note.stderr)")
    for text in ["mailto", "Note:buy", "http://", "a b://c", "https:// example.com"] {
      let refused = try cli.run(["run", echo, "--input", text, "--as", "url"])
      #expect(refused.status != 0 && refused.stdout.isEmpty, "\(text): \(refused.stdout)")
    }
    for link in ["https://swift.org/blog", "mailto:someone@example.com", "superswift://run/abc"] {
      let accepted = try cli.run(["run", echo, "--input", " \(link)\n", "--as", "url"])
      #expect(accepted.status == 0 && accepted.stdout == link + "\n", "\(link): \(accepted.stdout) \(accepted.stderr)")
    }
  }

  @Test("--as text on a files result prints their text and writes no file")
  func asTextWritesNothing() throws {
    let cli = try CLI()
    let app = try cli.newApp(
      "Report",
      source:
        #"import SuperSwift; RunContext.current.finish(with: .files([OutputFile(name: "a.txt", text: "alpha"), OutputFile(name: "b.txt", text: "beta")]))"#
    )
    let folder = cli.root.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let result = try cli.run(["run", app, "--as", "text"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "alpha\nbeta\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written here")
    // Without --as text, the files are written as before.
    let files = try cli.run(["run", app], in: folder)
    #expect(files.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.txt", "b.txt"])
  }

  @Test("every command's help: its examples exist, it speaks the user's words, and the command list lines up")
  func helpTexts() throws {
    let cli = try CLI()
    let overview = try cli.run(["--help"])
    let lines = overview.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
    let names = lines.compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(names.contains("run") && names.contains("certificate"))
    // Summaries start in one column, past the longest name.
    let columns = Set(
      lines.map { line in
        line.dropFirst(2).firstIndex(of: " ").map { index in
          line.dropFirst(2)[index...].prefix { $0 == " " }.count
            + line.dropFirst(2).distance(from: line.dropFirst(2).startIndex, to: index)
        } ?? 0
      })
    #expect(columns.count == 1, "summaries in one column: \(columns)")
    for name in names {
      let help = try cli.run([name, "--help"])
      #expect(help.status == 0, "\(name) --help")
      #expect(!help.stdout.lowercased().contains("seed"), "\(name) --help speaks of 'the seed'")
      for example in help.stdout.matches(of: /Examples\/[A-Za-z]+\.swift/) {
        let path = repositoryRoot.appendingPathComponent(String(example.output)).path
        #expect(FileManager.default.fileExists(atPath: path), "\(name) --help names \(example.output)")
      }
    }
    #expect(!overview.stdout.lowercased().contains("seed"))
  }

  @Test("--source takes the records' spellings and the short ones; records print one")
  func sourceSpellings() throws {
    let cli = try CLI()
    let app = try cli.newApp(
      "Where", source: "import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.source.rawValue))")
    for spelling in ["shareSheet", "share", "ShareSheet"] {
      let run = try cli.run(["run", app, "--source", spelling, "--input", "x"])
      #expect(run.stdout == "shareSheet\n", "\(spelling): \(run.stderr)")
    }
    #expect(try cli.run(["run", app, "--source", "urlScheme"]).stdout == "urlScheme\n")
    #expect(try cli.run(["run", app, "--source", "link"]).stdout == "urlScheme\n")
    let bad = try cli.run(["run", app, "--source", "phone"])
    #expect(bad.status == 2 && bad.stderr.contains("shareSheet or urlScheme (or share, link)"))
    #expect(try cli.run(["run", "--help"]).stdout.contains("[--source app|shortcut|shareSheet|urlScheme]"))
  }

  @Test("the blank template does what its summary says")
  func blankTemplate() throws {
    let cli = try CLI()
    let made = try cli.run(["new", "Blank", "--template", "blank"])
    #expect(made.status == 0, "\(made.stderr)")
    let run = try cli.run(["run", "Blank", "--input", "hello"])
    #expect(run.stdout == "Hello from shortcut with 1 input item(s)\n", "\(run.stdout)")
    let help = try cli.run(["new", "--help"])
    #expect(help.stdout.contains("says how it was started and how many input items it got"))
  }
}

/// settings.json that is wrong is named, never silently ignored.
@Suite("Settings a person mistyped")
struct SettingsWarningTests {
  @Test("a misspelt key, a wrong value, an unknown section and a truncated file each get a warning naming the file")
  func warnings() throws {
    let cli = try CLI()
    let file = cli.root.appendingPathComponent("config/superswift/settings.json")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #"{"history": {"maxRun": 5, "maxAgeDays": "x"}, "cach": {}}"#.write(to: file, atomically: true, encoding: .utf8)
    let listed = try cli.run(["list"])
    #expect(listed.status == 0)
    #expect(
      listed.stderr.contains(
        #"\#(file.path): unknown key "history.maxRun" (known: maxAgeDays, maxMiB, maxRuns); ignored"#),
      "\(listed.stderr)")
    #expect(
      listed.stderr.contains(#""history.maxAgeDays" must be a whole number, at least 1, not "x"; using the default"#))
    #expect(listed.stderr.contains(#"unknown section "cach""#))
    try "{\"history\": {\"maxRuns\": 5,\n  }".write(to: file, atomically: true, encoding: .utf8)
    let truncated = try cli.run(["list"])
    #expect(truncated.status == 0)
    #expect(
      truncated.stderr.contains("\(file.path) is not valid JSON")
        && truncated.stderr.contains("using the default settings"))
    try #"{"history": {"maxRuns": 5}}"#.write(to: file, atomically: true, encoding: .utf8)
    #expect(!(try cli.run(["list"]).stderr.contains("warning")), "a good file says nothing")
  }
}

/// The confusing parts: each now says what happened and what to do.
@Suite("Messages that say what to do")
struct SayWhatToDoTests {
  init() {}
  /// Runs the binary with `environment` changed, and `stdin`, outside the harness's helpers.
  func run(
    _ cli: CLI, _ arguments: [String], set: [String: String] = [:], stdin: Data = Data(), through script: Bool = false
  )
    throws -> (status: Int32, output: String)
  {
    let process = Process()
    var environment = cli.environment
    for (key, value) in set { environment[key] = value }
    process.environment = environment
    process.currentDirectoryURL = cli.root
    if script {
      // A pseudo-terminal, as a person's: util-linux's script runs the command on one (within a
      // minute: a program stopped by the terminal would otherwise hang the test).
      process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
      let command = ([CLI.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
      process.arguments = ["60", "/usr/bin/script", "-qec", command, "/dev/null"]
    } else {
      process.executableURL = CLI.binary
      process.arguments = arguments
    }
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(stdin)
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(
    "no command is a usage error (2); a missing compiler names the variable; --input - on a terminal says how to end")
  func messages() throws {
    let cli = try CLI()
    let bare = try run(cli, [])
    #expect(bare.status == 2 && bare.output.contains("Usage: superswift <command>"))
    let missing = try run(
      cli, ["run", repositoryRoot.appendingPathComponent("Examples/Greet.swift").path],
      set: ["SUPERSWIFT_SWIFTC": "/nonexistent"])
    #expect(missing.status != 0)
    #expect(
      missing.output.contains("SUPERSWIFT_SWIFTC is /nonexistent, which is not an executable file"), "\(missing.output)"
    )
    let typed = try run(
      cli, ["run", repositoryRoot.appendingPathComponent("Examples/JSONInput.swift").path, "--input", "-"],
      stdin: Data("{\"bill\": 1}\n\u{4}".utf8), through: true)
    #expect(typed.output.contains("reading the input from the terminal; end it with Ctrl-D"), "\(typed.output)")
    let piped = try run(
      cli, ["run", repositoryRoot.appendingPathComponent("Examples/JSONInput.swift").path, "--input", "-"],
      stdin: Data("{}".utf8))
    #expect(!piped.output.contains("Ctrl-D"), "nothing to say when the input is piped")
  }

  @Test("edit runs a terminal editor in the foreground, reading the keyboard; with no editor at all it says so")
  func edit() throws {
    let cli = try CLI()
    let id = try cli.newApp("Notes", source: "import SuperSwift\nRunContext.current.finish()")
    // An "editor" that reads a line from the terminal, as vi or nano would, and writes it in.
    let editor = #"sh -c 'read line; echo "// $line" >> "$0"'"#
    let edited = try run(
      cli, ["edit", id], set: ["EDITOR": editor, "VISUAL": ""], stdin: Data("typed here\n".utf8), through: true)
    #expect(edited.status == 0, "\(edited.output)")
    let folder = cli.library.appendingPathComponent("apps/Notes")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    let source = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
    #expect(source.contains("// typed here"), "\(source)")
    let empty = cli.root.appendingPathComponent("empty-path")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let none = try run(cli, ["edit", id], set: ["EDITOR": "", "VISUAL": "", "PATH": empty.path, "DISPLAY": ""])
    #expect(none.status == 2 && none.output.contains("no editor: set $VISUAL or $EDITOR to one you have installed"))
  }

  @Test("--notify without notify-send says so, with the outcome, instead of nothing")
  func notifyWithoutNotifySend() throws {
    let cli = try CLI()
    let empty = cli.root.appendingPathComponent("bin-without-notify-send")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let app = try cli.newApp("Quiet", source: "import SuperSwift\nRunContext.current.fail(\"no milk\")")
    let swiftc = try #require(Installed.which("swiftc")).replacingOccurrences(of: "/swiftc", with: "")
    let result = try run(cli, ["run", app, "--notify"], set: ["PATH": "\(empty.path):\(swiftc):/usr/bin:/bin"])
    if Installed.which("notify-send") == nil || !FileManager.default.isExecutableFile(atPath: "/usr/bin/notify-send") {
      #expect(result.output.contains("--notify needs notify-send") && result.output.contains("Quiet: failed: no milk"))
    }
  }

  @Test("share of a path that is not there says so and offers --text; restore's name clash offers --as")
  func shareAndRestore() throws {
    let cli = try CLI()
    let app = try cli.newApp(
      "Echo",
      source: "import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.input.text ?? \"none\"))")
    let missing = try cli.run(["share", "missing.txt", "--to", app])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no file missing.txt here") && missing.stderr.contains(#"--text "missing.txt""#))
    let words = try cli.run(["share", "--text", "missing.txt", "--to", app])
    #expect(words.status == 0 && words.stdout == "missing.txt\n")
    #expect(try cli.run(["share", "hello", "--to", app]).stdout == "hello\n", "plain words are still text")

    _ = try cli.run(["remove", "Echo"])
    _ = try cli.newApp("Echo", source: "import SuperSwift\nRunContext.current.finish()")
    let clash = try cli.run(["restore", "Echo"])
    #expect(clash.status == 2 && clash.stderr.contains("--as NEWNAME"), "\(clash.stderr)")
    #expect(try cli.run(["restore", "Echo", "--as", "Echo Old"]).status == 0)
  }
}

/// `history` as a terminal shows it.
@Suite("History on a terminal")
struct HistoryDisplayTests {
  @Test("control characters from results are escaped on a terminal; columns line up; one time format with its zone")
  func display() throws {
    let cli = try CLI()
    let noisy = try cli.newApp(
      "Noisy",
      source: #"import SuperSwift; RunContext.current.finish(with: .text("red \u{1B}[31mALERT\u{1B}[0m and \u{0}nul"))"#
    )
    _ = try cli.newApp(
      "A much longer app name", source: #"import SuperSwift; RunContext.current.finish(with: .text("ok"))"#)
    _ = try cli.run(["run", noisy])
    _ = try cli.run(["run", "A much longer app name"])
    let helper = SayWhatToDoTests()
    let shown = try helper.run(cli, ["history"], through: true)
    #expect(shown.output.contains(#"red \e[31mALERT\e[0m and \0nul"#), "\(shown.output)")
    #expect(!shown.output.contains("\u{1B}[31m"), "no raw escape sequence reaches the terminal")
    // Each row starts with the run's short id, then when: 2026-12-01 02:11:05 +0000 (a date, a
    // time and the zone's offset).
    let rows = shown.output.split(separator: "\r\n").map(String.init).filter {
      $0.range(of: #"^[0-9a-f]{8}  \d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}  "#, options: .regularExpression) != nil
    }
    #expect(rows.count == 2, "\(shown.output)")
    // The status column starts at the same place in every row.
    let starts = rows.map { $0.range(of: "finished")?.lowerBound.utf16Offset(in: $0) ?? -1 }
    #expect(Set(starts).count == 1, "\(rows)")
    // Piped, the text is as the app returned it.
    let piped = try cli.run(["history"])
    #expect(piped.stdout.contains("\u{1B}[31mALERT"))
  }

  @Test("an app's failure message with control characters is shown escaped on a terminal too")
  func failureMessage() throws {
    let cli = try CLI()
    let app = try cli.newApp("Clearer", source: #"import SuperSwift; RunContext.current.fail("\u{1B}[2Jgone")"#)
    let shown = try SayWhatToDoTests().run(cli, ["run", app], set: ["NO_COLOR": "1"], through: true)
    #expect(shown.output.contains(#"superswift: error: \e[2Jgone"#), "\(shown.output)")
    #expect(!shown.output.contains("\u{1B}[2J"))
  }
}

/// Small conveniences a tool like this is expected to have.
@Suite("Conveniences")
struct ConvenienceTests {
  @Test("errors and warnings in colour on a terminal, not with NO_COLOR nor through a pipe")
  func colours() throws {
    let cli = try CLI()
    let helper = SayWhatToDoTests()
    let coloured = try helper.run(
      cli, ["show", "Nothing Here"], set: ["TERM": "xterm-256color", "NO_COLOR": ""], through: true)
    #expect(coloured.output.contains("superswift: \u{1B}[1;31merror:\u{1B}[0m no app named"), "\(coloured.output)")
    let plain = try helper.run(
      cli, ["show", "Nothing Here"], set: ["TERM": "xterm-256color", "NO_COLOR": "1"], through: true)
    #expect(plain.output.contains("superswift: error: no app named"))
    #expect(try cli.run(["show", "Nothing Here"]).stderr.hasPrefix("superswift: error: "))
    // The compiler's diagnostics too: its kind red, its annotation under the line as well.
    let app = try cli.newApp("Typo", source: "import SuperSwift\nRunContext.current.finish(with: .text(missing))")
    let build = try helper.run(cli, ["run", app], set: ["TERM": "xterm-256color", "NO_COLOR": ""], through: true)
    #expect(
      build.output.contains("\u{1B}[1;31merror:\u{1B}[0m\u{1B}[1m cannot find 'missing' in scope"), "\(build.output)")
    #expect(build.output.contains("\u{1B}[1;31m`- error: cannot find 'missing' in scope\u{1B}[0m"))
    let piped = try cli.run(["run", app]).stderr
    #expect(piped.contains(": error: cannot find 'missing' in scope") && !piped.contains("\u{1B}["))
  }

  @Test("a short identifier finds its app, as git takes a short hash; too short or ambiguous is refused")
  func shortIdentifiers() throws {
    let cli = try CLI()
    let id = try cli.newApp("Short", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"short\"))")
    #expect(try cli.run(["run", String(id.prefix(8))]).stdout == "short\n")
    #expect(try cli.run(["show", String(id.prefix(6)).uppercased()]).status == 0)
    #expect(try cli.run(["run", String(id.prefix(3))]).status == 2, "three digits could be anything")
  }

  @Test("--timeout on an app with an interface says it stops applying once the app shows")
  func timeoutNote() throws {
    let cli = try CLI()
    let run = try cli.start([
      "run", repositoryRoot.appendingPathComponent("Examples/DrinkPicker.swift").path, "--no-open", "--timeout", "5",
    ])
    _ = try run.pageAddress()
    for _ in 0..<200 where !run.stderrSoFar.contains("time limit") { usleep(50_000) }
    #expect(run.stderrSoFar.contains("the time limit no longer applies"), "\(run.stderrSoFar)")
    run.signal(SIGTERM)
    _ = try run.finish()
  }
}

/// Shell completion, generated from the command specs.
@Suite("Shell completion")
struct CompletionTests {
  /// Runs a shell command line, returning what it printed.
  func shell(_ program: String, _ script: String) throws -> String { try Program.run([program, "-c", script]).output }

  @Test("bash completes commands and each command's options; every option of every command is in every shell's script")
  func completions() throws {
    let cli = try CLI()
    let bash = try cli.run(["completions", "bash"]).stdout
    let script = cli.root.appendingPathComponent("completion.bash")
    try bash.write(to: script, atomically: true, encoding: .utf8)
    let commands = try shell(
      "bash", "source '\(script.path)'; COMP_WORDS=(superswift ru); COMP_CWORD=1; _superswift; echo \"${COMPREPLY[@]}\""
    )
    #expect(commands.trimmingCharacters(in: .whitespacesAndNewlines) == "run")
    let options = try shell(
      "bash",
      "source '\(script.path)'; COMP_WORDS=(superswift serve --tl); COMP_CWORD=2; _superswift; echo \"${COMPREPLY[@]}\""
    )
    #expect(
      Set(options.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }) == [
        "--tls-cert", "--tls-key", "--tls",
      ])
    // The specs, as --help shows them: every option appears in each shell's script.
    let overview = try cli.run(["--help"]).stdout
    let names = overview.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    let zsh = try cli.run(["completions", "zsh"]).stdout
    let fish = try cli.run(["completions", "fish"]).stdout
    for name in names {
      let help = try cli.run([name, "--help"]).stdout
      for option in help.matches(of: /\n  (--[a-z-]+)/) where option.output.1 != "--help" {
        let flag = String(option.output.1)
        #expect(
          bash.contains(flag) && zsh.contains("'\(flag)[") && fish.contains("-l \(flag.dropFirst(2))"),
          "\(name) \(flag)")
      }
    }
    // Where the shells are installed, their own parsers accept the scripts.
    for (program, text) in [("zsh", zsh), ("fish", fish)] where Installed.which(program) != nil {
      let file = cli.root.appendingPathComponent("completion.\(program)")
      try text.write(to: file, atomically: true, encoding: .utf8)
      #expect(try shell(program, "\(program) -n '\(file.path)' && echo parsed").contains("parsed"), "\(program)")
    }
  }
}

/// The usage lines and the manual come from the specs.
@Suite("Help from the specs")
struct HelpFromSpecsTests {
  @Test("every option of every command is in its usage line and in the manual, which man reads without complaint")
  func usageAndManual() throws {
    let cli = try CLI()
    let manual = try cli.run(["help", "--man"])
    #expect(manual.status == 0 && manual.stdout.hasPrefix(".TH SUPERSWIFT 1"))
    let overview = try cli.run(["--help"]).stdout
    let names = overview.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    for name in names {
      let help = try cli.run([name, "--help"]).stdout
      let usage = try #require(help.split(separator: "\n").first { $0.hasPrefix("Usage: ") })
      #expect(manual.stdout.contains(".SS \(name)\n"), "the manual has \(name)")
      for option in help.matches(of: /\n  (--[a-z-]+)/) where option.output.1 != "--help" {
        #expect(usage.contains(option.output.1), "\(name)'s usage line lacks \(option.output.1)")
        #expect(manual.stdout.contains(".B \(option.output.1)"), "the manual lacks \(name) \(option.output.1)")
      }
    }
    #expect(try cli.run(["help", "run"]).stdout == (try cli.run(["run", "--help"]).stdout))
    if Installed.which("man") != nil, Installed.which("groff") != nil {
      let file = cli.root.appendingPathComponent("superswift.1")
      try manual.stdout.write(to: file, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["man", "--warnings", "-l", file.path]
      process.environment = ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100", "PATH": "/usr/bin:/bin"]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(text.contains("superswift - write tiny Swift programs"), "\(text.prefix(300))")
      #expect(!text.contains("warning:"), "\(text.components(separatedBy: "\n").filter { $0.contains("warning") })")
    }
  }
}
