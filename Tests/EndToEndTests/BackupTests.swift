import Foundation
@_spi(Host) import SuperSwift
import Testing

/// `superswift backup`: a backup taken while `serve` runs and a schedule fires, restored into an
/// empty library on another "machine", gives the same apps, versions, schedules and secrets
/// (which the app reads after the restore); what is wrong is refused before anything is written.
@Suite("Backups of the library")
struct BackupTests {
  static let passphrase = Data("correct horse battery staple\n".utf8)

  static func json(_ result: CLI.Result) -> JSON? { JSON(parsing: Array(result.stdout.utf8)) }

  @Test(
    "taken under a running server with a schedule firing, restored into an empty library: the same apps, versions, schedules and secrets"
  )
  func roundTrip() throws {
    let home = try CLI()
    _ = try home.newApp(
      "Keeper",
      source:
        #"import SuperSwift; RunContext.current.finish(with: .text(RunContext.current.secret("TOKEN") == "s3cret" ? "secret ok" : "no secret"))"#
    )
    #expect(try home.run(["secret", "set", "Keeper", "TOKEN"], stdin: Data("s3cret".utf8)).status == 0)
    // A second version.
    let folder = home.library.appendingPathComponent("apps/Keeper")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".swift") })
    let source = folder.appendingPathComponent(name)
    let text = try String(contentsOf: source, encoding: .utf8)
    try (text + "\n// the second version\n").write(to: source, atomically: true, encoding: .utf8)
    #expect(try home.run(["run", "Keeper"]).stdout == "secret ok\n")
    _ = try home.newApp("Beat", source: "print(\"tick\")\n")
    let scheduled = try home.run(["schedule", "add", "Beat", "--every", "1s"])
    let scheduleID = scheduled.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let server = try TestServer(home)
    // The schedule is firing while the backup is taken.
    let deadline = Date().addingTimeInterval(60)
    while Self.json(try home.run(["history", "--json"]))?.array?.contains(where: { $0["schedule"] != .null }) != true,
      Date() < deadline
    {
      usleep(100_000)
    }
    let file = home.root.appendingPathComponent("backup.zip")
    let made = try home.run(["backup", "create", file.path, "--history", "--json"], stdin: Self.passphrase)
    #expect(made.status == 0, "\(made.stderr)")
    let summary = try #require(Self.json(made))
    #expect(summary["apps"] == 2 && summary["schedules"] == 1 && summary["secrets"] == 1 && summary["sealed"] == true)
    #expect(summary["versions"]?.int ?? 0 >= 3, "\(summary.text)")
    server.process.signal(SIGTERM)
    _ = try server.process.finish()
    // Readable by its owner alone, and no secret in the clear.
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(try Data(contentsOf: file).range(of: Data("s3cret".utf8)) == nil)

    let away = try CLI()
    let restored = try away.run(["backup", "restore", file.path], stdin: Self.passphrase)
    #expect(restored.status == 0, "\(restored.stderr)")
    #expect(restored.stdout.contains("Restored 2 apps"), "\(restored.stdout)")
    let names = Self.json(try away.run(["list", "--json"]))?.array?.compactMap { $0["name"]?.string }
    #expect(names?.sorted() == ["Beat", "Keeper"])
    #expect(try away.run(["versions", "Keeper"]).stdout == (try home.run(["versions", "Keeper"]).stdout))
    let schedules = Self.json(try away.run(["schedule", "list", "--json"]))?.array ?? []
    #expect(schedules.map { $0["id"]?.string } == [scheduleID])
    #expect(try away.run(["run", "Keeper"]).stdout == "secret ok\n", "the app reads its secret after the restore")
    #expect(try away.run(["token", "list"]).stdout == (try home.run(["token", "list"]).stdout))

    // Once more into the same library: it holds apps now.
    let again = try away.run(["backup", "restore", file.path], stdin: Self.passphrase)
    #expect(again.status == 2 && again.stderr.contains("holds 2 apps"), "\(again.stderr)")
  }

  @Test("a wrong passphrase, a damaged file, a hostile name or a missing passphrase: refused, nothing written")
  func refusals() throws {
    let home = try CLI()
    _ = try home.newApp("Keeper", source: #"import SuperSwift; RunContext.current.finish()"#)
    #expect(try home.run(["secret", "set", "Keeper", "TOKEN"], stdin: Data("s3cret".utf8)).status == 0)
    let empty = try home.run(["backup", "create", home.root.appendingPathComponent("x.zip").path], stdin: Data())
    #expect(empty.status == 2 && empty.stderr.contains("passphrase is empty"), "\(empty.stderr)")
    let file = home.root.appendingPathComponent("backup.zip")
    #expect(try home.run(["backup", "create", file.path], stdin: Self.passphrase).status == 0)

    let away = try CLI()
    let wrong = try away.run(["backup", "restore", file.path], stdin: Data("not it\n".utf8))
    #expect(wrong.status == 2 && wrong.stderr.contains("passphrase does not open"), "\(wrong.stderr)")
    #expect(!FileManager.default.fileExists(atPath: away.library.appendingPathComponent("apps").path))

    let bytes = try Data(contentsOf: file)
    let truncated = away.root.appendingPathComponent("truncated.zip")
    try bytes.prefix(bytes.count / 2).write(to: truncated)
    let damaged = try away.run(["backup", "restore", truncated.path], stdin: Self.passphrase)
    #expect(damaged.status == 2 && damaged.stderr.contains("not a SuperSwift backup, or a damaged one"))

    // A member named to escape the library, made with Python's zipfile as anyone could.
    let hostile = away.root.appendingPathComponent("hostile.zip")
    let crafted = try Program.run([
      "python3", "-c",
      """
      import zipfile, sys
      with zipfile.ZipFile(sys.argv[1], "w") as z:
          z.writestr("superswift-backup.json", '{"kind": "superswift-backup", "format": 1, "libraryFormat": 1}')
          z.writestr("library/../../escaped.txt", "gotcha")
      """, hostile.path,
    ])
    #expect(crafted.status == 0, "\(crafted.errors)")
    let escaped = try away.run(["backup", "restore", hostile.path])
    #expect(escaped.status == 2 && escaped.stderr.contains("which no backup does"), "\(escaped.stderr)")
    #expect(!FileManager.default.fileExists(atPath: away.root.appendingPathComponent("escaped.txt").path))
    #expect(!FileManager.default.fileExists(atPath: away.library.appendingPathComponent("apps").path))

    // The default name never replaces an earlier backup of the day.
    let first = try home.run(["backup", "create", "--no-secrets"], in: home.root)
    let second = try home.run(["backup", "create", "--no-secrets"], in: home.root)
    #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
    let made = try FileManager.default.contentsOfDirectory(atPath: home.root.path).filter {
      $0.hasPrefix("superswift-backup-")
    }
    #expect(made.count == 2 && made.contains { $0.hasSuffix("-2.zip") }, "\(made)")

    // Without the secrets, no passphrase is asked, and the restored app has none.
    let plain = home.root.appendingPathComponent("plain.zip")
    let noSecrets = try home.run(["backup", "create", plain.path, "--no-secrets"])
    #expect(noSecrets.status == 0 && noSecrets.stderr.contains("left out"), "\(noSecrets.stderr)")
    #expect(try away.run(["backup", "restore", plain.path]).status == 0)
    #expect(try away.run(["secret", "list", "Keeper"]).stdout.contains("TOKEN") == false)
  }

  @Test("--schedule: serve makes the backups by itself, keeping the newest; what it needs is asked for")
  func scheduled() throws {
    let cli = try CLI()
    _ = try cli.newApp("Keeper", source: #"import SuperSwift; RunContext.current.finish()"#)
    #expect(try cli.run(["secret", "set", "Keeper", "TOKEN"], stdin: Data("s3cret".utf8)).status == 0)
    let out = cli.root.appendingPathComponent("backups")
    let needs = try cli.run(["backup", "create", "--schedule", "1s", "--keep", "2", "--to", out.path])
    #expect(needs.status == 2 && needs.stderr.contains("--passphrase-file"), "\(needs.stderr)")
    #expect(try cli.run(["backup", "create", "--schedule", "1s", "--to", out.path, "--no-secrets"]).status == 2)
    #expect(try cli.run(["backup", "create", "--schedule", "often", "--keep", "2", "--to", out.path]).status == 2)
    #expect(try cli.run(["backup", "create", "--keep", "2"]).status == 2)
    let passphrase = cli.root.appendingPathComponent("passphrase")
    try Data("correct horse\n".utf8).write(to: passphrase)
    let planned = try cli.run([
      "backup", "create", "--schedule", "1s", "--keep", "2", "--to", out.path, "--passphrase-file", passphrase.path,
    ])
    #expect(planned.status == 0 && planned.stdout.contains("every 1s"), "\(planned.stdout)\(planned.stderr)")
    let server = try TestServer(cli)
    #expect(server.process.waitForStderr("backed up the library", seconds: 60), "\(server.process.stderrSoFar)")
    // Each second one more; no more than two kept (the made count is the server's word for it).
    let deadline = Date().addingTimeInterval(60)
    while server.process.stderrSoFar.components(separatedBy: "backed up the library").count - 1 < 4, Date() < deadline {
      usleep(100_000)
    }
    server.process.signal(SIGTERM)
    _ = try server.process.finish()
    let kept = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".zip") }
    #expect(kept.count == 2, "\(kept)")
    let away = try CLI()
    let file = out.appendingPathComponent(try #require(kept.sorted().last))
    #expect(try away.run(["backup", "restore", file.path], stdin: Data("correct horse\n".utf8)).status == 0)
    #expect(try away.run(["secret", "list", "Keeper"]).stdout.contains("TOKEN"))
    #expect(try cli.run(["backup", "create", "--schedule", "off"]).stdout.contains("No more scheduled backups"))
  }
}
