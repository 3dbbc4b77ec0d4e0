import Foundation
@_spi(Host) import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

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

  @Test(
    "hostile places and states: devices, folders, links and missing folders refused; webhooks sealed; a configuration in use, a running server or a backup that lies about itself refused"
  )
  func hostile() throws {
    let home = try CLI()
    _ = try home.newApp("Hook", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"ok\"))\n")
    let added = try home.run(["webhook", "add", "Hook", "--json"])
    #expect(added.status == 0, "\(added.stderr)")
    let hookToken = try #require(
      Self.json(added)?["url"]?.string?.split(separator: "/").last.map(String.init), "\(added.stdout)")

    // Where a backup may not go: a pipe, a folder, a link, a folder that is not there.
    let fifo = home.root.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let link = home.root.appendingPathComponent("link.zip")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/tmp/elsewhere.zip")
    for (target, words) in [
      (fifo.path, "not a regular file"), (home.root.path, "is a folder"), (link.path, "symbolic link"),
      (home.root.appendingPathComponent("unmounted/b.zip").path, "does not exist"),
      (home.root.path + "/sub/", "names a folder"),
    ] {
      let refused = try home.run(["backup", "create", target, "--no-secrets"])
      #expect(refused.status != 0 && refused.stderr.contains(words), "\(target): \(refused.stderr)")
    }
    var status = stat()
    #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
    #expect(!FileManager.default.fileExists(atPath: home.root.appendingPathComponent("unmounted").path))

    // A webhook's token is a secret: a passphrase is asked for, and it is sealed.
    let file = home.root.appendingPathComponent("hooks.zip")
    let asked = try home.run(["backup", "create", file.path], stdin: Data())
    #expect(asked.status != 0 && asked.stderr.contains("passphrase"), "\(asked.stderr)")
    #expect(try home.run(["backup", "create", file.path], stdin: Data("hook words\n".utf8)).status == 0)
    let bytes = try Data(contentsOf: file)
    #expect(bytes.range(of: Data(hookToken.utf8)) == nil, "the webhook's token is not in the file in the clear")
    let bare = home.root.appendingPathComponent("bare.zip")
    #expect(try home.run(["backup", "create", bare.path, "--no-secrets"]).status == 0)
    #expect(try Data(contentsOf: bare).range(of: Data(hookToken.utf8)) == nil)

    // A configuration whose devices are in use is not replaced; beside it, with its own, it is.
    let away = try CLI()
    #expect(try away.run(["token", "add", "laptop"]).status == 0)
    let inUse = try away.run(["backup", "restore", file.path], stdin: Data("hook words\n".utf8))
    #expect(inUse.status != 0 && inUse.stderr.contains("XDG_CONFIG_HOME"), "\(inUse.stderr)")
    #expect(try away.run(["token", "list"]).stdout.contains("laptop"), "the laptop's token is as it was")
    let beside = away.setting("SUPERSWIFT_HOME", away.root.appendingPathComponent("beside").path)
      .setting("XDG_CONFIG_HOME", away.root.appendingPathComponent("beside-config").path)
    let restored = try beside.run(["backup", "restore", file.path], stdin: Data("hook words\n".utf8))
    #expect(restored.status == 0, "\(restored.stderr)")
    #expect(try beside.run(["webhook", "list"]).stdout.contains("Hook"), "the webhook came back, unsealed")

    // Not under a running server.
    let fresh = try CLI()
    do {
      let server = try TestServer(fresh)
      let underServer = try fresh.run(["backup", "restore", bare.path])
      #expect(underServer.status != 0 && underServer.stderr.contains("a server is running"), "\(underServer.stderr)")
      _ = server
    }

    // A backup that lies about itself: sealed part missing, a broken token list, a stamp that
    // disagrees with its manifest. Each refused, nothing written.
    for (name, change) in [
      ("unsealed", "del members['sealed.json']"),
      ("tokens", "members['config/tokens.json'] = b'[{\"name\": 5}]'"),
      ("stamp", "members['library/.superswift/format.json'] = b'{\"format\": 7}'"),
    ] {
      let forged = fresh.root.appendingPathComponent("\(name).zip")
      let made = try Program.run([
        "python3", "-c",
        """
        import zipfile, sys
        members = {}
        with zipfile.ZipFile(sys.argv[1]) as z:
            for n in z.namelist(): members[n] = z.read(n)
        members.setdefault('config/tokens.json', b'[]')
        \(change)
        with zipfile.ZipFile(sys.argv[2], 'w') as z:
            for n, d in members.items(): z.writestr(n, d)
        """, file.path, forged.path,
      ])
      #expect(made.status == 0, "\(made.errors)")
      let lie = try fresh.run(["backup", "restore", forged.path], stdin: Data("hook words\n".utf8))
      #expect(lie.status != 0 && lie.stderr.contains("nothing was restored"), "\(name): \(lie.stderr)")
      #expect(!FileManager.default.fileExists(atPath: fresh.library.appendingPathComponent("apps").path), "\(name)")
    }
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
    // A passphrase file others can read is refused when the plan is made.
    _ = chmod(passphrase.path, 0o644)
    let readable = try cli.run([
      "backup", "create", "--schedule", "1s", "--keep", "2", "--to", out.path, "--passphrase-file", passphrase.path,
    ])
    #expect(readable.status == 2 && readable.stderr.contains("chmod 600"), "\(readable.stderr)")
    _ = chmod(passphrase.path, 0o600)
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
