import Foundation
import SuperSwift
import Testing

/// A new user's first day on the command line (issue 23): mistypes get "did you mean", `new`
/// says what to do next, `remove --purge` asks a person, completion knows the library, and
/// `history` leads to each run.
@Suite("A new user's first day on the command line")
struct FirstDayCLITests {
  @Test("a mistyped command, option, field, template, source or status gets the closest right one")
  func didYouMean() throws {
    let cli = try CLI()
    let split = repositoryRoot.appendingPathComponent("Examples/SplitBill.swift").path
    let cases: [([String], String)] = [
      (["rnu", "x"], "Did you mean 'run'?"),
      (["new", "X", "--templte", "blank"], "Did you mean '--template'?"),
      (["new", "X", "--template", "tip-calc"], "Did you mean 'tip-calculator'?"),
      (["run", split, "--amout", "42"], "Did you mean '--amount'?"),
      (["run", split, "--source", "shortcat"], "Did you mean 'shortcut'?"),
      (["history", "--status", "finshed"], "Did you mean 'finished'?"),
      (["completions", "bsh"], "Did you mean 'bash'?"),
    ]
    for (arguments, suggestion) in cases {
      let result = try cli.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains(suggestion), "\(arguments): \(result.stderr)")
    }
    // Over HTTP, a typed app's misspelt key is named with the right one (a 422, nothing run).
    let id = try cli.newApp("Split", source: try typedTipSource)
    let server = try TestServer(cli)
    let answer = try server.request(
      "POST", "/api/apps/\(id)/result", body: Data(#"{"input": {"amout": 42}}"#.utf8),
      headers: ["Content-Type": "application/json"])
    #expect(answer.status == 422)
    #expect(answer.text.contains("did you mean \\\"amount\\\"?"), "\(answer.text)")
  }

  @Test("new says how to edit and run the app, and a template's type and file are named after it")
  func newSaysWhatNext() throws {
    let cli = try CLI()
    let made = try cli.run(["new", "Morning Tea", "--template", "interactive"])
    #expect(made.status == 0)
    #expect(made.stderr.contains("superswift edit 'Morning Tea'"), "\(made.stderr)")
    #expect(made.stderr.contains("superswift run 'Morning Tea'"), "\(made.stderr)")
    let folder = cli.library.appendingPathComponent("apps/Morning Tea")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(files == ["MorningTeaApp.swift"])
    let source = try String(contentsOf: folder.appendingPathComponent("MorningTeaApp.swift"), encoding: .utf8)
    #expect(source.contains("struct MorningTeaApp: App"))
    #expect(!source.contains("DrinkPicker"))
    // A template of top-level code keeps main.swift, where several files want it.
    #expect(try cli.run(["new", "Tips", "--template", "tip-calculator"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: cli.library.appendingPathComponent("apps/Tips/main.swift").path))
  }

  @Test("apps named after the SDK's own types compile and run from every template")
  func reservedNames() throws {
    let cli = try CLI()
    // Top-level templates: main.swift, whatever the name.
    for (name, template) in [("Text", "blank"), ("Data", "tip-calculator"), ("URL", "share-handler")] {
      #expect(try cli.run(["new", name, "--template", template]).status == 0)
      let run = try cli.run(["run", name, "--input", #"{"bill": 10, "percent": 10}"#, "--json"])
      #expect(
        run.stdout.contains(#""status": "finished""#) || run.stdout.contains(#""status": "failed""#),
        "\(name): \(run.stdout)\(run.stderr)")
      #expect(!run.stdout.contains("buildFailed"), "\(name): \(run.stdout)")
    }
    // The interface template names its type as Xcode does, so `Picker` is SwiftUI's Picker still.
    for name in ["Picker", "App", "JSON"] {
      #expect(try cli.run(["new", name, "--template", "interactive"]).status == 0)
      let run = try cli.start(["run", name, "--no-open"])
      let page = try run.pageAddress()
      #expect(page.port != nil, "\(name) compiled and serves its page")
      run.signal(SIGTERM)
      _ = try run.finish()
    }
  }

  @Test("remove --purge asks on a terminal (no keeps the app), and not in a script or with --yes")
  func purgeAsks() throws {
    let cli = try CLI()
    for name in ["Keep Me", "Drop Me", "Script Me"] { #expect(try cli.run(["new", name]).status == 0) }
    let terminal = SayWhatToDoTests()
    let declined = try terminal.run(cli, ["remove", "Keep Me", "--purge"], stdin: Data("n\n".utf8), through: true)
    #expect(declined.output.contains("for good? It cannot be restored. [y/N]"), "\(declined.output)")
    #expect(declined.output.contains("Nothing deleted"), "\(declined.output)")
    #expect(try cli.run(["show", "Keep Me"]).status == 0, "the app is still there")
    let accepted = try terminal.run(cli, ["remove", "Drop Me", "--purge"], stdin: Data("y\n".utf8), through: true)
    #expect(accepted.output.contains("for good"), "\(accepted.output)")
    #expect(try cli.run(["show", "Drop Me"]).status != 0, "the app is gone")
    // A script (no terminal) is not asked: it said --purge.
    let scripted = try cli.run(["remove", "Script Me", "--purge"])
    #expect(scripted.status == 0 && !scripted.stderr.contains("[y/N]"))
  }

  @Test("bash completion offers the library's apps, templates, sources and a typed app's fields")
  func completion() throws {
    let cli = try CLI()
    _ = try cli.newApp("Split Bill", source: try typedTipSource)
    #expect(try cli.run(["new", "Notes"]).status == 0)
    let script = cli.root.appendingPathComponent("completion.bash")
    try cli.run(["completions", "bash"]).stdout.write(to: script, atomically: true, encoding: .utf8)
    let bin = cli.root.appendingPathComponent("bin", isDirectory: true)
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("superswift"), withDestinationURL: CLI.binary)
    /// What bash offers for these words, the last being completed.
    func complete(_ words: [String]) throws -> [String] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
      process.arguments = [
        "-c",
        "source '\(script.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _superswift; printf '%s\\n' \"${COMPREPLY[@]}\"",
      ]
      var environment = cli.environment
      environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      process.environment = environment
      process.currentDirectoryURL = cli.root
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
    #expect(try complete(["superswift", "run", "Sp"]) == ["Split\\ Bill"])
    #expect(try complete(["superswift", "edit", "N"]).contains("Notes"))
    #expect(try complete(["superswift", "new", "X", "--template", "sh"]) == ["share-handler"])
    #expect(Set(try complete(["superswift", "run", "Notes", "--source", "s"])) == ["shortcut", "shareSheet"])
    #expect(try complete(["superswift", "history", "--status", "build"]) == ["buildFailed"])
    let fields = try complete(["superswift", "run", "Split\\ Bill", "--p"])
    #expect(Set(fields) == ["--percent", "--people"], "\(fields)")
  }

  @Test("history shows each run's id, show ID gives its input, log and result, and filters as the API does")
  func history() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Echo",
      source: """
        import SuperSwift
        let run = RunContext.current
        print("got \\(run.input.text ?? "nothing")")
        if run.input.text == "bad" { run.fail("bad input") }
        run.finish(with: .text("echo: \\(run.input.text ?? "")"))
        """)
    #expect(try cli.run(["run", id, "--input", "hello"]).status == 0)
    #expect(try cli.run(["run", id, "--input", "bad"]).status == 1)
    #expect(try cli.run(["run", id]).status == 0)
    let lines = try cli.run(["history"]).stdout.split(separator: "\n")
    #expect(lines.count == 3)
    let records = try #require(JSON(parsing: Data(try cli.run(["history", "--json"]).stdout.utf8))?.array)
    let short = lines.compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(
      short == records.compactMap { $0["id"]?.string.map { String($0.prefix(8)) } }, "each line starts with its id")
    let hello = try #require(records.first { $0["result"]?["value"]?.string == "echo: hello" }?["id"]?.string)
    let shown = try cli.run(["history", "show", String(hello.prefix(8))])
    #expect(shown.status == 0)
    #expect(shown.stdout.contains("Input\n  hello"), "\(shown.stdout)")
    #expect(shown.stdout.contains("Log\n  got hello"), "\(shown.stdout)")
    #expect(shown.stdout.contains("Result\necho: hello"), "\(shown.stdout)")
    #expect(try cli.run(["history", "show", "last"]).stdout.contains("source    app"))
    #expect(try cli.run(["history", "show", "ffffffff"]).status == 2)
    #expect(try cli.run(["history", "--status", "failed"]).stdout.split(separator: "\n").count == 1)
    #expect(try cli.run(["history", "--source", "shortcut"]).stdout.split(separator: "\n").count == 2)
    #expect(try cli.run(["history", "--app", "Echo", "--source", "app"]).stdout.split(separator: "\n").count == 1)
  }
}

/// Words a person reads on the third day: what the command line says to small mistakes, and
/// a whole app copied from it.
@Suite("A new user's third day")
struct ThirdDayTests {
  @Test("duplicate copies the whole app, its schedules with new ids; small mistakes get sentences that point the way")
  func duplicateAndWords() throws {
    let cli = try CLI()
    #expect(try cli.run(["new", "Backup"]).status == 0)
    let folder = cli.library.appendingPathComponent("apps/Backup")
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("icon.png"))
    #expect(try cli.run(["schedule", "add", "Backup", "--every", "5m"]).status == 0)
    let copy = try cli.run(["duplicate", "Backup"])
    #expect(copy.status == 0, "\(copy.stderr)")
    #expect(copy.stderr.contains("Copied to \"Backup copy\""), "\(copy.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: cli.library.appendingPathComponent("apps/Backup copy/icon.png").path))
    #expect(try cli.run(["duplicate", "Backup", "Nightly"]).status == 0)
    let list = try cli.run(["schedule", "list", "--json"])
    let ids = try #require(JSON(parsing: Data(list.stdout.utf8))?.array).compactMap { $0["id"]?.string }
    #expect(ids.count == 3 && Set(ids).count == 3, "each copy's schedule has its own id: \(list.stdout)")
    #expect(try cli.run(["duplicate", "Bakup"]).stderr.contains("Did you mean \"Backup\"?"))
    // `new --from FOLDER` copies the whole folder too, images included, hidden folders left.
    let source = cli.root.appendingPathComponent("Pictures App", isDirectory: true)
    try FileManager.default.createDirectory(
      at: source.appendingPathComponent("Assets.xcassets/Logo.imageset"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: source.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Data("print(1)\n".utf8).write(to: source.appendingPathComponent("main.swift"))
    try Data([1, 2, 3]).write(to: source.appendingPathComponent("Assets.xcassets/Logo.imageset/logo.png"))
    try Data("ref".utf8).write(to: source.appendingPathComponent(".git/HEAD"))
    #expect(try cli.run(["new", "Pictures", "--from", source.path]).status == 0)
    let made = cli.library.appendingPathComponent("apps/Pictures")
    #expect(
      FileManager.default.fileExists(atPath: made.appendingPathComponent("Assets.xcassets/Logo.imageset/logo.png").path)
    )
    #expect(!FileManager.default.fileExists(atPath: made.appendingPathComponent(".git").path))

    let cron = try cli.run(["schedule", "add", "Backup", "--cron", "@every 5m"])
    #expect(cron.status == 2 && cron.stderr.contains("use --every 5m"), "\(cron.stderr)")
    let share = try cli.run(["share", ""])
    #expect(share.status == 2 && share.stderr.contains("there is nothing to share"), "\(share.stderr)")
    let diff = try cli.run(["versions", "Backup", "--diff", "7"])
    #expect(diff.stderr.contains("there is no version 7"), "\(diff.stderr)")
    #expect(try cli.run(["policy", "Backup", "--alert-after", "1h"]).status == 0)
    #expect(try cli.run(["policy", "Backup", "--alert-after", "0s"]).status == 0)
    #expect(try cli.run(["policy", "Backup"]).stdout.contains("alert: none"))
  }
}
