import Foundation
@_spi(Host) import SuperSwift
import Testing

/// Upgrades: a library written by the SuperSwift before the library had a format stamp
/// (`Tests/Fixtures/library-format-1`, made by `make-library-format-1.sh`) is read whole by
/// this one, and one a newer SuperSwift wrote is refused before anything of it is touched.
@Suite("The library's format across versions")
struct LibraryFormatTests {
  static let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/library-format-1")

  /// A sandbox whose library and settings are a copy of the fixture's.
  static func sandbox() throws -> CLI {
    let cli = try CLI()
    let manager = FileManager.default
    try? manager.removeItem(at: cli.library)
    try manager.copyItem(at: fixture.appendingPathComponent("library"), to: cli.library)
    let config = cli.root.appendingPathComponent("config")
    try? manager.removeItem(at: config)
    try manager.copyItem(at: fixture.appendingPathComponent("config"), to: config)
    return cli
  }

  static func json(_ result: CLI.Result) -> JSON? {
    JSON(parsing: Array(result.stdout.utf8))
  }

  @Test(
    "a format-1 library: apps, versions, history, schedules, policy, webhooks, secrets, tokens and settings read; stamped on use"
  )
  func readsFormatOne() throws {
    let cli = try Self.sandbox()
    let stamp = cli.library.appendingPathComponent(".superswift/format.json")
    #expect(!FileManager.default.fileExists(atPath: stamp.path), "the fixture has no stamp")

    let listed = try cli.run(["list", "--json"])
    #expect(!listed.stderr.contains("settings.json"), "its settings read without a word: \(listed.stderr)")
    let apps = Self.json(listed)?.array ?? []
    #expect(apps.map { $0["name"]?.string } == ["Greeter"], "\(apps.map(\.text))")
    let versions = try cli.run(["versions", "Greeter"])
    #expect(versions.status == 0 && versions.stdout.contains("2"), "\(versions.stdout)\(versions.stderr)")
    let diff = try cli.run(["versions", "Greeter", "--diff", "1", "2"])
    #expect(diff.stdout.contains("-RunContext.current.finish(with: .text(\"Hello"), "\(diff.stdout)\(diff.stderr)")
    #expect(diff.stdout.contains("+RunContext.current.finish(with: .text(\"Hi"))

    let history = Self.json(try cli.run(["history", "--json"]))?.array ?? []
    let results = Set(history.compactMap { $0["result"]?["value"]?.string })
    #expect(results == ["Hello, Ada!", "Hi, Grace!"], "\(history.map(\.text))")

    let schedules = Self.json(try cli.run(["schedule", "list", "--json"]))?.array ?? []
    #expect(schedules.count == 1 && schedules.first?["every"]?.number == 3600, "\(schedules.map(\.text))")
    #expect(schedules.first?["input"]?.string == "Morning")
    let policy = try cli.run(["policy", "Greeter", "--json"])
    #expect(Self.json(policy)?["policy"]?["maxConcurrent"]?.int == 2, "\(policy.stdout)\(policy.stderr)")
    #expect(Self.json(policy)?["policy"]?["retries"]?.int == 1)

    #expect(Self.json(try cli.run(["webhook", "list", "--json"]))?.array?.count == 1)
    #expect(try cli.run(["secret", "list", "Greeter"]).stdout.contains("API_KEY"))
    #expect(try cli.run(["token", "list"]).stdout.contains("phone"))

    // And it runs, as the newest version, its secret still its own.
    let run = try cli.run(["run", "Greeter", "--input", "Linus"])
    #expect(run.stdout == "Hi, Linus!\n", "\(run.stderr)")
    let stamped = try Data(contentsOf: stamp)
    #expect(JSON(parsing: Array(stamped))?["format"] == 1)
  }

  @Test("a library from a newer SuperSwift is refused by every command, with a sentence, and left as it was")
  func refusesNewer() throws {
    let cli = try Self.sandbox()
    let stamp = cli.library.appendingPathComponent(".superswift/format.json")
    try Data(#"{"format": 2}"#.utf8).write(to: stamp)
    func listing() -> [String: Date] {
      var files: [String: Date] = [:]
      let enumerator = FileManager.default.enumerator(
        at: cli.library, includingPropertiesForKeys: [.contentModificationDateKey])
      while let url = enumerator?.nextObject() as? URL {
        files[url.path] = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
      }
      return files
    }
    let before = listing()
    for command in [
      ["list"], ["run", "Greeter"], ["new", "Other"], ["schedule", "list"], ["serve", "--listen", "127.0.0.1:0"],
    ] {
      let result = try cli.run(command)
      #expect(result.status == 4, "\(command): \(result.status) \(result.stderr)")
      #expect(
        result.stderr.contains(
          "written by a newer SuperSwift (its format is 2; this superswift reads formats up to 1)"),
        "\(command): \(result.stderr)")
    }
    #expect(listing() == before, "nothing of the library was written")

    try Data("garbage".utf8).write(to: stamp)
    let unreadable = try cli.run(["list"])
    #expect(unreadable.status == 4 && unreadable.stderr.contains("format.json says nothing"), "\(unreadable.stderr)")
  }

  @Test("a new library is stamped with the current format when it is made")
  func newLibraryStamped() throws {
    let cli = try CLI()
    #expect(try cli.run(["new", "Fresh"]).status == 0)
    let stamp = try Data(contentsOf: cli.library.appendingPathComponent(".superswift/format.json"))
    #expect(JSON(parsing: Array(stamp))?["format"] == 1)
  }
}
