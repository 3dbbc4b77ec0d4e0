import Foundation
import SuperSwift
import Testing

/// Packages asked for in a file (`import Foo // @owner ~> 1.2`), through the built binary,
/// without a network: git repositories made here, reached by path and `file://` URL, and
/// `@owner` names mapped to them through SwiftPM's own mirrors.
@Suite("Packages in one file")
struct PackagesTests {
  /// A git repository of a package made for the test: `Name` with a library product.
  struct Repository {
    let folder: URL
    /// The package's and its module's name.
    let name: String
    /// The repository's name (`name` unless made unique: SwiftPM's cache of repositories, which
    /// the tests share, knows a repository by it).
    let repositoryName: String

    init(in root: URL, name: String, product: String? = nil, unique: Bool = false) throws {
      self.name = name
      repositoryName = unique ? "\(name)-\(UUID().uuidString.prefix(8).lowercased())" : name
      folder = root.appendingPathComponent("repos/\(repositoryName)", isDirectory: true)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Sources/\(name)"), withIntermediateDirectories: true)
      let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "\(name)", products: [.library(name: "\(product ?? name)", targets: ["\(name)"])],
          targets: [.target(name: "\(name)")])
        """
      try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
      try git("init", "-q", "-b", "main")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
      let result = try Program.run(
        ["git", "-C", folder.path, "-c", "user.email=t@example.com", "-c", "user.name=Test"] + arguments)
      guard result.status == 0 else { throw TestFailure("git \(arguments): \(result.errors)") }
      return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Commits `greeting` as what `greet` says, tagged `tag` when given; the commit's hash.
    @discardableResult
    func release(_ greeting: String, tag: String?) throws -> String {
      try "public func greet(_ name: String) -> String { \"\(greeting), \\(name)\" }\n".write(
        to: folder.appendingPathComponent("Sources/\(name)/\(name).swift"), atomically: true, encoding: .utf8)
      try git("add", "-A")
      try git("commit", "-qm", greeting)
      if let tag { try git("tag", tag) }
      return try git("rev-parse", "HEAD")
    }
  }

  /// `git daemon` serving a folder of repositories on a loopback port: a remote, as SwiftPM sees
  /// it (cached in its repositories), that the test can take away.
  final class GitDaemon {
    let process = Process()
    let port: Int

    init(serving folder: URL) throws {
      port = Int.random(in: 20_000...40_000)
      // The daemon itself, not `git daemon` (whose wrapper would outlive a signal to it).
      process.executableURL = URL(fileURLWithPath: "/usr/lib/git-core/git-daemon")
      process.arguments = [
        "--reuseaddr", "--export-all", "--base-path=\(folder.path)", "--port=\(port)",
        "--listen=127.0.0.1", folder.path,
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Listening once a connection is taken.
      for _ in 0..<100 {
        if (try? RawHTTP(port: port)) != nil { return }
        usleep(50_000)
      }
      throw TestFailure("git daemon did not listen on \(port)")
    }

    func stop() {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }

    deinit { if process.isRunning { stop() } }
  }

  /// Maps `https://github.com/OWNER/NAME.git` to each repository (or to `daemon`'s address of
  /// it), in SwiftPM's own mirrors file.
  static func mirror(_ repositories: [Repository], owner: String, cli: CLI, daemon: GitDaemon? = nil) throws {
    let folder = cli.root.appendingPathComponent("config/swiftpm/configuration", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let entries = repositories.map { repository -> JSON in
      let mirror = daemon.map { "git://127.0.0.1:\($0.port)/\(repository.repositoryName)" } ?? repository.folder.path
      return [
        "original": .string("https://github.com/\(owner)/\(repository.repositoryName).git"), "mirror": .string(mirror),
      ]
    }
    let json: JSON = ["object": .array(entries), "version": 1]
    try json.text.write(to: folder.appendingPathComponent("mirrors.json"), atomically: true, encoding: .utf8)
  }

  @Test(
    "resolved, locked beside the script, the lock honoured until --update; two apps on two versions; a branch and a revision"
  )
  func lockAndVersions() throws {
    let cli = try CLI()
    let owner = "o\(UUID().uuidString.prefix(8).lowercased())"
    let greeter = try Repository(in: cli.root, name: "Greeter")
    try greeter.release("Hello", tag: "1.0.0")
    try greeter.release("Hi", tag: "1.1.0")
    try greeter.release("Hey", tag: "2.0.0")
    try Self.mirror([greeter], owner: owner, cli: cli)
    let work = cli.root.appendingPathComponent("work", isDirectory: true)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let script = work.appendingPathComponent("hello.swift")
    try "import Greeter  // @\(owner) ~> 1.0\nprint(greet(\"you\"))\n".write(
      to: script, atomically: true, encoding: .utf8)

    let first = try cli.run(["run", script.path])
    #expect(first.status == 0 && first.stdout == "Hi, you\n", "\(first.stderr)")
    let lock = try String(contentsOf: URL(fileURLWithPath: script.path + ".resolved"), encoding: .utf8)
    #expect(lock.contains("\"version\" : \"1.1.0\""), "\(lock)")

    // A newer release does not move a locked script: the warm run resolves nothing.
    try greeter.release("Howdy", tag: "1.2.0")
    #expect(try cli.run(["run", script.path]).stdout == "Hi, you\n")
    let updated = try cli.run(["lock", script.path, "--update"])
    #expect(updated.status == 0 && updated.stdout.contains("greeter  1.2.0"), "\(updated.stdout)\(updated.stderr)")
    #expect(try cli.run(["run", script.path]).stdout == "Howdy, you\n")

    // Two library apps, two versions of one package.
    let old = try cli.newApp("Old", source: "import Greeter  // @\(owner) == 1.0.0\nprint(greet(\"old\"))\n")
    let new = try cli.newApp("New", source: "import Greeter  // @\(owner) ~> 2.0\nprint(greet(\"new\"))\n")
    #expect(try cli.run(["run", old]).stdout == "Hello, old\n")
    #expect(try cli.run(["run", new]).stdout == "Hey, new\n")
    #expect(
      FileManager.default.fileExists(atPath: cli.library.appendingPathComponent("apps/Old/Package.resolved").path))

    // A script whose lock stays in the cache.
    let loose = work.appendingPathComponent("loose.swift")
    try "import Greeter  // @\(owner) ~> 1.0\nprint(greet(\"loose\"))\n".write(
      to: loose, atomically: true, encoding: .utf8)
    let unlocked = try cli.run(["run", "--no-lock", loose.path])
    #expect(unlocked.stdout == "Howdy, loose\n", "\(unlocked.stderr)")
    #expect(!FileManager.default.fileExists(atPath: loose.path + ".resolved"))
    #expect(try cli.run(["run", "--no-lock", old]).status == 2, "an app keeps its lock in its folder")

    // A branch, and a revision.
    let tip = try greeter.release("Yo", tag: nil)
    try "import Greeter  // @\(owner) == main\nprint(greet(\"branch\"))\n".write(
      to: script, atomically: true, encoding: .utf8)
    #expect(try cli.run(["run", script.path]).stdout == "Yo, branch\n")
    let pinned = work.appendingPathComponent("pinned.swift")
    try "import Greeter  // file://\(greeter.folder.path) == \(tip.prefix(10))\nprint(greet(\"commit\"))\n".write(
      to: pinned, atomically: true, encoding: .utf8)
    let byRevision = try cli.run(["run", pinned.path])
    #expect(byRevision.stdout == "Yo, commit\n", "\(byRevision.stderr)")
  }

  @Test("a local package by path, a product named otherwise than its module, and offline from the cache")
  func localProductAndOffline() throws {
    let cli = try CLI()
    let owner = "o\(UUID().uuidString.prefix(8).lowercased())"
    let toolbox = try Repository(in: cli.root, name: "Toolbox", product: "ToolboxKit", unique: true)
    try toolbox.release("Tooled", tag: "1.0.0")
    let daemon = try GitDaemon(serving: toolbox.folder.deletingLastPathComponent())
    try Self.mirror([toolbox], owner: owner, cli: cli, daemon: daemon)
    let work = cli.root.appendingPathComponent("work", isDirectory: true)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let product = work.appendingPathComponent("product.swift")
    let asked = "@\(owner)/\(toolbox.repositoryName) ~> 1.0 product=ToolboxKit"
    try "import Toolbox  // \(asked)\nprint(greet(\"kit\"))\n".write(
      to: product, atomically: true, encoding: .utf8)
    let kit = try cli.run(["run", product.path])
    #expect(kit.stdout == "Tooled, kit\n", "\(kit.stderr)")

    let local = work.appendingPathComponent("local.swift")
    try "import Toolbox  // ../repos/\(toolbox.repositoryName) product=ToolboxKit\nprint(greet(\"path\"))\n".write(
      to: local, atomically: true, encoding: .utf8)
    let byPath = try cli.run(["run", local.path])
    #expect(byPath.stdout == "Tooled, path\n", "\(byPath.stderr)")

    // The remote goes away (no network): the locked script still builds from the cache, the
    // packages' built products and work folders cleared first.
    daemon.stop()
    // This test's built packages and work folders go too (found by the owner they name), so the
    // packages are resolved and built again from the repositories SwiftPM keeps in the cache.
    let packages = URL(fileURLWithPath: cli.environment["XDG_CACHE_HOME"]!).appendingPathComponent(
      "superswift/packages")
    for part in ["built", "work"] {
      let folder = packages.appendingPathComponent(part)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
        let entry = folder.appendingPathComponent(name)
        let text = ["Package.resolved", "Package.swift"].compactMap {
          try? String(contentsOf: entry.appendingPathComponent($0), encoding: .utf8)
        }.joined()
        if text.contains(owner) { try FileManager.default.removeItem(at: entry) }
      }
    }
    try "import Toolbox  // \(asked)\nprint(greet(\"again\"))\n".write(
      to: product, atomically: true, encoding: .utf8)
    let offline = try cli.run(["run", product.path])
    #expect(offline.stdout == "Tooled, again\n", "\(offline.stderr)")
  }

  @Test(
    "each wrong line is a sentence at its file and line, exit 3: unreadable, unknown, no such version or module, conflicting, unreachable"
  )
  func errors() throws {
    let cli = try CLI()
    let owner = "o\(UUID().uuidString.prefix(8).lowercased())"
    let greeter = try Repository(in: cli.root, name: "Greeter")
    try greeter.release("Hello", tag: "1.0.0")
    try Self.mirror([greeter], owner: owner, cli: cli)
    let work = cli.root.appendingPathComponent("work", isDirectory: true)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    func attempt(_ source: String, _ name: String = "bad.swift") throws -> CLI.Result {
      let file = work.appendingPathComponent(name)
      try source.write(to: file, atomically: true, encoding: .utf8)
      return try cli.run(["run", file.path])
    }
    let cases: [(String, String)] = [
      ("// first\nimport Greeter  // @\(owner) >= 1\n", "bad.swift:2: \">=\" is not ~> or =="),
      ("import Greeter  // @\(owner)\n", "bad.swift:1: say which versions"),
      (
        "import Greeter  // file://\(cli.root.path)/nowhere ~> 1.0\n",
        "bad.swift:1: the package nowhere could not be resolved: there is no repository at"
      ),
      ("import Greeter  // @\(owner) ~> 9.0\n", "bad.swift:1: the package greeter could not be resolved"),
      ("import Nope  // @\(owner)/Greeter ~> 1.0\nprint(1)\n", "bad.swift:1: the package greeter has no product Nope"),
      (
        "import Greeter  // @\(owner) ~> 1.0\nimport Greeter  // @\(owner) == 1.0.0\n",
        "bad.swift:2: greeter is asked for twice with different versions"
      ),
      (
        "import Faraway  // https://unreachable.invalid/team/Faraway.git ~> 1.0\n",
        "bad.swift:1: the package faraway (https://unreachable.invalid/team/Faraway.git) is not in the cache and could not be fetched"
      ),
    ]
    for (source, expected) in cases {
      let result = try attempt(source)
      #expect(result.status == 3, "\(source): \(result.status) \(result.stderr)")
      #expect(result.stderr.contains(expected), "\(source): \(result.stderr)")
    }
  }
}

extension PackagesTests {
  @Test("the web editor's check marks a wrong package line; a run over HTTP builds with the app's packages")
  func editorAndServer() throws {
    let cli = try CLI()
    let owner = "o\(UUID().uuidString.prefix(8).lowercased())"
    let greeter = try Repository(in: cli.root, name: "Greeter")
    try greeter.release("Served", tag: "1.0.0")
    try Self.mirror([greeter], owner: owner, cli: cli)
    let id = try cli.newApp(
      "Hello",
      source:
        "import SuperSwift\nimport Greeter  // @\(owner) ~> 1.0\nRunContext.current.finish(with: .text(greet(\"web\")))\n"
    )
    let server = try TestServer(cli)
    let ran = try server.request("POST", "/api/apps/\(id)/result")
    #expect(ran.status == 200 && ran.text == "Served, web", "\(ran.text)")
    let wrong = "import SuperSwift\nimport Greeter  // @\(owner) ~> soon\n"
    let shown = JSON(parsing: Data(try cli.run(["show", id, "--json"]).stdout.utf8))
    let file = try #require(shown?["files"]?.array?.first?.string)
    let check = try server.request(
      "POST", "/api/apps/\(id)/check",
      body: Data(JSON.object(["file": .string(file), "source": .string(wrong)]).text.utf8),
      headers: ["Content-Type": "application/json"])
    let diagnostic = JSON(parsing: check.body)?["diagnostics"]?.array?.first
    #expect(diagnostic?["line"]?.int == 2, "\(check.text)")
    #expect(diagnostic?["message"]?.string?.contains("~> takes a version") == true, "\(check.text)")
  }
}
