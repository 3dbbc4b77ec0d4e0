import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The app library: names, identifiers that survive renames, the trash, and recovery.
@Suite("Library")
struct LibraryTests {
  static let echo =
    #"import SuperSwift; RunContext.current.finish(with: .text("\(RunContext.current.source) \(RunContext.current.input.text ?? "-")"))"#

  func isIdentifier(_ text: String) -> Bool {
    text.range(of: "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", options: .regularExpression) != nil
  }

  @Test("new prints an identifier; list shows accepting apps first; --json has the fields")
  func newAndList() throws {
    let cli = try CLI()
    let plain = try cli.run(["new", "Zeta Plain", "--from", try cli.write("print(1)", to: "p.swift").path])
    #expect(plain.status == 0)
    let tip = try cli.run(["new", "Tip Calculator", "--template", "tip-calculator"])
    #expect(tip.status == 0)
    let tipID = tip.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(isIdentifier(tipID))
    let blank = try cli.run(["new", "blank one"])
    #expect(blank.status == 0)
    let list = try cli.run(["list"])
    let lines = list.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("blank one") && lines[0].hasSuffix("accepts input"))
    #expect(lines[1].hasPrefix("Tip Calculator") && lines[1].contains(tipID))
    #expect(lines[2].hasPrefix("Zeta Plain") && !lines[2].contains("accepts input"))
    let json = try cli.run(["list", "--json"])
    for field in [
      #""id": "\#(tipID)""#, #""name": "Tip Calculator""#, #""acceptsInput": true"#, #""acceptsInput": false"#,
      #""path": "#,
    ] {
      #expect(json.stdout.contains(field), "\(field)")
    }
    let run = try cli.run(["run", "Tip Calculator", "--input", #"{"bill": 42, "percent": 18}"#])
    #expect(run.stdout == "{\"tip\":7.56,\"total\":49.56}\n")
  }

  @Test("every template creates an app; an unknown one is refused")
  func templates() throws {
    let cli = try CLI()
    for template in ["blank", "tip-calculator", "share-handler", "interactive"] {
      #expect(try cli.run(["new", "T \(template)", "--template", template]).status == 0)
    }
    let bad = try cli.run(["new", "X", "--template", "rocket"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("choose one of: blank, tip-calculator, share-handler, interactive"))
    #expect(try cli.run(["run", "T blank"]).stdout == "Hello from app with 0 input item(s)\n")
  }

  @Test(
    "bad and duplicate names are refused", arguments: ["", "a/b", ".hidden", " padded", "tab\there", "back\\slash"])
  func badNames(name: String) throws {
    let cli = try CLI()
    let result = try cli.run(["new", name])
    #expect(result.status == 2)
    #expect(result.stderr.contains("superswift: error:"))
    #expect(
      !FileManager.default.fileExists(atPath: cli.library.appendingPathComponent("apps/\(name)").path) || name.isEmpty)
  }

  @Test("names are unique regardless of case, for new and rename")
  func duplicates() throws {
    let cli = try CLI()
    _ = try cli.newApp("Notes", source: Self.echo)
    _ = try cli.newApp("Other", source: Self.echo)
    let again = try cli.run(["new", "NOTES"])
    #expect(again.status == 2)
    #expect(again.stderr.contains(#"an app named "Notes" already exists"#))
    let rename = try cli.run(["rename", "Other", "notes"])
    #expect(rename.status == 2)
    // A change of case of its own name is fine.
    #expect(try cli.run(["rename", "Notes", "NOTES"]).status == 0)
    #expect(try cli.run(["list"]).stdout.contains("NOTES"))
  }

  @Test("rename keeps the identifier; stored identifiers and links still run")
  func renameKeepsIdentifier() throws {
    let cli = try CLI()
    let id = try cli.newApp("Old Name", source: Self.echo)
    let link = try cli.run(["link", "Old Name"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(link == "superswift://run/\(id)")
    #expect(try cli.run(["rename", "Old Name", "New Name"]).status == 0)
    #expect(try cli.run(["run", id, "--input", "x"]).stdout == "shortcut x\n")
    #expect(try cli.run(["open", link]).stdout == "urlScheme -\n")
    #expect(try cli.run(["show", "New Name", "--json"]).stdout.contains(#""id": "\#(id)""#))
    let gone = try cli.run(["run", "Old Name"])
    #expect(gone.status == 2)
  }

  @Test("an app renamed or moved by hand is still found by its identifier")
  func renamedByHand() throws {
    let cli = try CLI()
    let id = try cli.newApp("Handy", source: Self.echo)
    let apps = cli.library.appendingPathComponent("apps")
    try FileManager.default.moveItem(
      at: apps.appendingPathComponent("Handy"), to: apps.appendingPathComponent("Renamed"))
    #expect(try cli.run(["run", id]).stdout == "app -\n")
    try FileManager.default.createDirectory(at: apps.appendingPathComponent("Group"), withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: apps.appendingPathComponent("Renamed"), to: apps.appendingPathComponent("Group/Moved"))
    #expect(try cli.run(["run", id]).stdout == "app -\n")
    #expect(try cli.run(["run", "moved"]).stdout == "app -\n")
    #expect(try cli.run(["list"]).stdout.contains("Moved"))
  }

  @Test("unknown names suggest the closest; ambiguous ones list the candidates")
  func lookups() throws {
    let cli = try CLI()
    _ = try cli.newApp("Tip Calculator", source: Self.echo)
    let unknown = try cli.run(["run", "Tip Calculater"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains(#"Did you mean "Tip Calculator"?"#))
    #expect(try cli.run(["run", "tip calculator"]).status == 0)
    // Two apps of one name in two groups, made by hand.
    let apps = cli.library.appendingPathComponent("apps")
    for group in ["Home", "Work"] {
      try cli.write(Self.echo, to: "library/apps/\(group)/Report/main.swift")
      _ = group
    }
    _ = apps
    let ambiguous = try cli.run(["run", "report"])
    #expect(ambiguous.status == 2)
    #expect(ambiguous.stderr.contains("matches several apps"))
  }

  @Test("remove moves to the trash; restore brings the same identifier back; purge deletes")
  func trash() throws {
    let cli = try CLI()
    let id = try cli.newApp("Keeper", source: Self.echo)
    #expect(try cli.run(["remove", "Keeper"]).status == 0)
    #expect(!(try cli.run(["list"]).stdout.contains("Keeper")))
    #expect(try cli.run(["list", "--trash"]).stdout.contains(id))
    #expect(try cli.run(["run", "Keeper"]).status == 2)
    // The name is free again while the app is in the trash …
    _ = try cli.newApp("Keeper", source: Self.echo)
    let blocked = try cli.run(["restore", "Keeper"])
    #expect(blocked.status == 2)
    #expect(blocked.stderr.contains("is in the library already") && blocked.stderr.contains("--as NEWNAME"))
    // … so restore it under another name, by identifier.
    let restored = try cli.run(["restore", id, "--as", "Keeper 2"])
    #expect(restored.status == 0)
    #expect(restored.stdout == id + "\n")
    #expect(try cli.run(["run", id]).status == 0)
    #expect(try cli.run(["remove", "Keeper 2", "--purge"]).status == 0)
    #expect(try cli.run(["restore", id]).status == 2)
    #expect(!(try cli.run(["list", "--trash"]).stdout.contains(id)))
    let missing = try cli.run(["remove", "Nobody"])
    #expect(missing.status == 2)
  }

  @Test("lost metadata or a damaged index are recovered without losing an app")
  func recovery() throws {
    let cli = try CLI()
    let first = try cli.newApp("First", source: Self.echo)
    let second = try cli.newApp("Second", source: Self.echo)
    let library = cli.library
    // The app's own metadata is gone: the index remembers the identifier.
    try FileManager.default.removeItem(at: library.appendingPathComponent("apps/First/.superswift-app.json"))
    #expect(try cli.run(["run", first]).stdout == "app -\n")
    // The index is garbage: the apps' metadata rebuilds it.
    try Data("{not json".utf8).write(to: library.appendingPathComponent(".superswift/index.json"))
    #expect(try cli.run(["run", second]).stdout == "app -\n")
    let list = try cli.run(["list", "--json"]).stdout
    #expect(list.contains(first) && list.contains(second))
    // Both gone at once: the app is kept, with a new identifier.
    try FileManager.default.removeItem(at: library.appendingPathComponent("apps/Second/.superswift-app.json"))
    try FileManager.default.removeItem(at: library.appendingPathComponent(".superswift/index.json"))
    let after = try cli.run(["list"]).stdout
    #expect(after.contains("Second"))
    #expect(after.contains(first))
    // A folder copied by hand gets its own identifier.
    try FileManager.default.copyItem(
      at: library.appendingPathComponent("apps/First"), to: library.appendingPathComponent("apps/First Copy"))
    let copies = try cli.run(["list", "--json"]).stdout
    #expect(copies.components(separatedBy: first).count == 3, "the identifier appears in id and link of one app")
  }

  @Test("two commands at once cannot corrupt the library")
  func concurrentChanges() throws {
    let cli = try CLI()
    let creators = try (0..<6).map { try cli.start(["new", "App \($0)"]) }
    let sameName = try (0..<4).map { _ in try cli.start(["new", "Contested"]) }
    for creator in creators { #expect(try creator.finish().status == 0) }
    let outcomes = try sameName.map { try $0.finish().status }
    #expect(outcomes.filter { $0 == 0 }.count == 1)
    #expect(outcomes.filter { $0 == 2 }.count == 3)
    let list = try cli.run(["list", "--json"]).stdout
    for index in 0..<6 { #expect(list.contains("App \(index)")) }
    let index = try String(contentsOf: cli.library.appendingPathComponent(".superswift/index.json"), encoding: .utf8)
    #expect(index.components(separatedBy: "\"App ").count == 7)
  }

  @Test("renaming an app while it runs does not disturb the run")
  func renameDuringRun() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Slow",
      source:
        #"import SuperSwift; FileHandle.standardError.write(Data("started\n".utf8)); sleep(1); RunContext.current.finish(with: .text("done"))"#
    )
    _ = try cli.run(["run", "Slow"])  // build it first
    let running = try cli.start(["run", "Slow"])
    #expect(running.waitForStderr("started"))
    #expect(try cli.run(["rename", "Slow", "Quick"]).status == 0)
    let result = try running.finish()
    #expect(result.status == 0)
    #expect(result.stdout == "done\n")
    #expect(try cli.run(["run", "Quick", "--quiet"]).stdout == "done\n")
  }

  @Test("edit opens the main file in $VISUAL or $EDITOR, and says so when there is none")
  func edit() throws {
    let cli = try CLI()
    _ = try cli.newApp("Editable", source: Self.echo)
    let marker = cli.root.appendingPathComponent("edited")
    var environment = cli.environment
    // An "editor" that writes down which file it was given.
    environment["EDITOR"] = "printf %s > '\(marker.path)'"
    environment["VISUAL"] = nil
    let result = try CLI.Running(
      arguments: ["edit", "Editable"], stdin: nil, directory: cli.root, environment: environment
    )
    .finish()
    #expect(result.status == 0, "\(result.stderr)")
    let opened = try String(contentsOf: marker, encoding: .utf8)
    #expect(opened.hasSuffix("apps/Editable/") == false)
    #expect(opened.hasPrefix(cli.library.appendingPathComponent("apps/Editable").path))
    #expect(opened.hasSuffix(".swift"))
    environment["EDITOR"] = nil
    // No `editor` or `vi` on the PATH either, and no desktop: nothing to fall back to.
    let empty = cli.root.appendingPathComponent("no-editors")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    environment["PATH"] = empty.path
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    let none = try CLI.Running(
      arguments: ["edit", "Editable"], stdin: nil, directory: cli.root, environment: environment
    )
    .finish()
    #expect(none.status == 2)
    #expect(none.stderr.contains("set $VISUAL or $EDITOR"))
  }
}
