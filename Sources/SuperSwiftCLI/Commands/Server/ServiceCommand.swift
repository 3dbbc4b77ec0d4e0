import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift service install|status|logs|restart|uninstall`: `serve` as a systemd service
/// that starts at boot or login, comes back after a crash, stops gracefully and logs to the
/// journal (`SystemdUnit` is the unit it writes).
enum ServiceCommand: Command {
  static let spec = CommandSpec(
    name: "service",
    usage: """
      superswift service install [--listen HOST:PORT] [--tls] [--system] [--no-start] [--unit-dir DIR] [--json]
             superswift service status [--system] [--json]
             superswift service logs [--system] [-f]
             superswift service restart [--system]
             superswift service uninstall [--system] [--unit-dir DIR]
      """,
    summary: "Run 'superswift serve' as a systemd service: at boot, after a crash, with its logs in the journal.",
    details: """
      'service install' writes superswift.service — a user unit (~/.config/systemd/user) serving
      your library, or with --system a system unit (/etc/systemd/system, as root) that runs as
      its own user 'superswift' with its library in /var/lib/superswift — then enables and starts
      it. The unit records the library, PATH and toolchain of the shell you install from, so the
      service builds apps as you do. It restarts on failure (every 2 s; with a growing back-off
      on systemd 254 and later), and stops gracefully: 'serve' gives runs in flight 30 s to end,
      then records them as interrupted. Its output goes to the journal with a priority per line,
      never a sign-in link: 'superswift login-link' makes one.

      A user unit runs while you are logged in; to keep it running after you log out and start it
      at boot: loginctl enable-linger $USER. --no-start only writes the unit (an image, a
      machine whose systemd is not running yet); without a running systemd 'install' says so and
      writes it. Reinstalling replaces the unit; local changes belong in 'systemctl --user edit
      superswift'.

      Examples:
        superswift service install --listen 0.0.0.0:7788 --tls
        superswift service logs -f
        sudo superswift service install --system --listen 0.0.0.0:7788 --tls
      """,
    options: [
      .init(
        names: ["--listen"], value: "HOST:PORT", help: "Where the service listens (serve's default: 127.0.0.1:7788)."),
      .init(names: ["--tls"], value: nil, help: "Serve HTTPS with the local CA's certificate (serve --tls)."),
      .init(names: ["--system"], value: nil, help: "A system unit with its own user (as root), not your user unit."),
      .init(names: ["--no-start"], value: nil, help: "Only write the unit: neither enable nor start it."),
      .init(
        names: ["--unit-dir"], value: "DIR", help: "Write the unit into DIR instead (to inspect it, or for an image)."),
      .init(names: ["-f", "--follow"], value: nil, help: "logs: keep printing new lines as they come."),
      .init(names: ["--json"], value: nil, help: "Print JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let words = arguments.positionals
    guard let action = words.first else {
      throw UsageError("say what to do: install, status, logs, restart or uninstall", command: spec)
    }
    guard words.count == 1 else { throw UsageError("unexpected argument '\(words[1])'", command: spec) }
    // Each action's own options: one given to another action is said, never ignored.
    if let allowed = Self.options[action] {
      let given = arguments.flags.union(arguments.values.keys)
      if let stray = given.sorted().first(where: { !allowed.contains($0) }) {
        throw UsageError("\(stray) is not an option of 'service \(action)'", command: spec)
      }
    }
    let scope: SystemdUnit.Scope = arguments.flag("--system") ? .system : .user
    switch action {
    case "install": return try install(arguments, scope: scope)
    case "status": return try status(arguments, scope: scope)
    case "logs":
      try requireSystemd(to: "show the logs of (serve prints to its terminal when run directly)")
      var command = ["journalctl"] + (scope == .user ? ["--user"] : []) + ["--unit", SystemdUnit.name, "--no-pager"]
      if arguments.flag("-f") || arguments.flag("--follow") { command.append("--follow") }
      return try foreground(command)
    case "restart":
      try requireSystemd(to: "restart")
      return try foreground(systemctl(scope) + ["restart", SystemdUnit.name])
    case "uninstall": return try uninstall(arguments, scope: scope)
    default:
      throw UsageError(
        "unknown action '\(action)'"
          + Suggestions.didYouMean(action, among: ["install", "status", "logs", "restart", "uninstall"]),
        command: spec)
    }
  }

  /// Whether a systemd runs this machine (`sd_booted`'s test).
  static var systemdIsRunning: Bool { FileManager.default.fileExists(atPath: "/run/systemd/system") }

  static func systemctl(_ scope: SystemdUnit.Scope) -> [String] {
    ["systemctl"] + (scope == .user ? ["--user"] : [])
  }

  /// Runs `systemctl` for `scope` with `arguments`, its output captured.
  static func systemctl(_ scope: SystemdUnit.Scope, _ arguments: [String]) throws -> Subprocess.Output {
    guard let program = FileSystem.which("systemctl") else {
      throw ServeFailure("'systemctl' is not installed here; it comes with systemd")
    }
    return try Subprocess.run(URL(fileURLWithPath: program), Array(systemctl(scope).dropFirst()) + arguments)
  }

  /// The options each action takes.
  static let options: [String: Set<String>] = [
    "install": ["--listen", "--tls", "--system", "--no-start", "--unit-dir", "--json"],
    "status": ["--system", "--json"], "logs": ["--system", "-f", "--follow"], "restart": ["--system"],
    "uninstall": ["--system", "--unit-dir", "--json"],
  ]

  static func requireSystemd(to goal: String) throws {
    guard systemdIsRunning else {
      throw ServeFailure(
        "systemd is not running on this machine, so there is no service to \(goal); 'superswift serve' runs the server directly"
      )
    }
  }

  /// The folder the unit goes in.
  static func unitFolder(_ arguments: ParsedArguments, scope: SystemdUnit.Scope, paths: Paths) -> URL {
    if let folder = arguments.value("--unit-dir") { return URL(fileURLWithPath: folder, isDirectory: true) }
    switch scope {
    case .system: return URL(fileURLWithPath: "/etc/systemd/system", isDirectory: true)
    case .user:
      return paths.config.deletingLastPathComponent().appendingPathComponent("systemd/user", isDirectory: true)
    }
  }

  /// The unit's file.
  static func unitFile(_ arguments: ParsedArguments, scope: SystemdUnit.Scope, paths: Paths) -> URL {
    unitFolder(arguments, scope: scope, paths: paths).appendingPathComponent(SystemdUnit.name)
  }

  static func install(_ arguments: ParsedArguments, scope: SystemdUnit.Scope) throws -> Int32 {
    let context = CLIContext()
    var serveArguments: [String] = []
    if let listen = arguments.value("--listen") {
      let (host, port) = try ServeCommand.listenAddress(listen)
      // Checked now as serve checks it at start: a unit that cannot listen would restart forever.
      guard canBind(host) else {
        throw UsageError(
          "cannot listen on \(host):\(port): not an address this machine has; use 0.0.0.0 (every address), 127.0.0.1, or one of \(NetworkAddresses.local().joined(separator: ", "))",
          command: spec)
      }
      serveArguments += ["--listen", listen]
    }
    if arguments.flag("--tls") { serveArguments.append("--tls") }
    let environment = ProcessInfo.processInfo.environment
    // The service builds and runs apps as this shell does: the same PATH and toolchain, and
    // for a user unit the same library (a user manager's environment is not this shell's).
    var variables: [(String, String)] = [("PATH", environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")]
    for name in ["SUPERSWIFT_TOOLCHAIN", "SUPERSWIFT_PUSH_CONTACT"] {
      if let value = environment[name], !value.isEmpty { variables.append((name, value)) }
    }
    if scope == .user {
      variables += [
        ("SUPERSWIFT_HOME", context.paths.library.path),
        ("XDG_CACHE_HOME", context.paths.cache.deletingLastPathComponent().path),
        ("XDG_CONFIG_HOME", context.paths.config.deletingLastPathComponent().path),
      ]
    }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    // A system unit runs with ProtectHome=yes and PrivateTmp=yes: a binary under a home or a
    // temporary folder is not there for it, and the service would fail at every start.
    if scope == .system, arguments.value("--unit-dir") == nil,
      let hidden = ["/home/", "/root/", "/tmp/", "/run/user/"].first(where: executable.hasPrefix)
    {
      throw UsageError(
        "the system service cannot run \(executable): \(hidden) is hidden from it (ProtectHome, PrivateTmp); install superswift where every user can run it first (sudo install -m 755 \(executable) /usr/local/bin/superswift), then run /usr/local/bin/superswift service install --system",
        command: spec)
    }
    // Without a systemctl, the oldest systemd a unit here is written for (Debian 12's).
    let version = SystemdUnit.version(fromSystemctl: (try? systemctl(.system, ["--version"]))?.text ?? "")
    let unit = SystemdUnit(
      scope: scope, executable: executable, serveArguments: serveArguments, environment: variables,
      systemdVersion: version ?? 252)
    do {
      try unit.validate()
    } catch {
      throw UsageError("cannot write the unit: \(error)", command: spec)
    }
    let folder = unitFolder(arguments, scope: scope, paths: context.paths)
    let file = folder.appendingPathComponent(SystemdUnit.name)
    if scope == .system, arguments.value("--unit-dir") == nil, geteuid() != 0 {
      throw ServeFailure("a system unit is installed as root: sudo superswift service install --system …")
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try AtomicFile.write(Data(unit.text.utf8), to: file)
      _ = chmod(file.path, 0o644)
    } catch {
      throw ServeFailure("could not write \(file.path): \(error)")
    }
    var notes: [String] = []
    var started = false
    let writeOnly = arguments.flag("--no-start") || arguments.value("--unit-dir") != nil
    // The user is made whenever the unit goes where systemd reads it, started now or not (an
    // image's unit starts at its first boot); a unit written to a folder of one's own is a test's.
    if scope == .system, arguments.value("--unit-dir") == nil {
      try ensureSystemUser()
    }
    if writeOnly {
      notes.append(
        arguments.value("--unit-dir") != nil
          ? "written to \(folder.path) only (--unit-dir): copy it where systemd reads units (\(scope == .user ? "~/.config/systemd/user" : "/etc/systemd/system")), then 'systemctl \(scope == .user ? "--user " : "")enable --now superswift'"
          : "not started (--no-start): 'systemctl \(scope == .user ? "--user " : "")enable --now superswift' starts it")
    } else if !systemdIsRunning {
      notes.append(
        "systemd is not running on this machine, so the unit was only written; it starts once systemd runs it ('systemctl \(scope == .user ? "--user " : "")enable --now superswift'), and 'superswift serve' serves meanwhile"
      )
    } else {
      for step in [["daemon-reload"], ["enable", "--now", SystemdUnit.name], ["restart", SystemdUnit.name]] {
        let result = try systemctl(scope, step)
        guard result.status == 0 else {
          throw ServeFailure(
            "the unit is written (\(file.path)), but 'systemctl \(step.joined(separator: " "))' failed: \(result.text.trimmingCharacters(in: .whitespacesAndNewlines))"
          )
        }
      }
      started = true
      if scope == .user {
        notes.append(
          "it runs while you are logged in; to keep it running after you log out, and start it at boot: loginctl enable-linger \(ProcessInfo.processInfo.userName)"
        )
      }
    }
    if arguments.flag("--json") {
      let json: JSON = [
        "unit": .string(file.path), "scope": .string(scope.rawValue), "started": .bool(started),
        "systemd": .bool(systemdIsRunning), "notes": .array(notes.map(JSON.string)),
      ]
      Console.out(json.text(pretty: true) + "\n")
    } else {
      Console.out("Wrote \(file.path)\n")
      if started {
        Console.out("The service is enabled and started: 'superswift service status', 'superswift service logs -f'\n")
      }
      for note in notes { Console.err("superswift: note: \(note)\n") }
      if serveArguments.first != "--listen" || arguments.value("--listen")?.hasPrefix("127.") == true {
        Console.err(
          "superswift: note: it listens on this machine only; for your phone: superswift service install --listen 0.0.0.0:\(ServeCommand.defaultPort) --tls\n"
        )
      }
    }
    return 0
  }

  /// Whether this machine can listen on `host` (an address it has, or a name for one): a
  /// socket is bound to it on a port the system picks, and closed.
  static func canBind(_ host: String) -> Bool {
    let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(bare, "0", &hints, &found) == 0, let first = found else { return false }
    defer { freeaddrinfo(first) }
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let candidate = entry {
      defer { entry = candidate.pointee.ai_next }
      let descriptor = socket(candidate.pointee.ai_family, Int32(SOCK_STREAM.rawValue), 0)
      guard descriptor >= 0 else { continue }
      defer { close(descriptor) }
      if bind(descriptor, candidate.pointee.ai_addr, candidate.pointee.ai_addrlen) == 0 { return true }
    }
    return false
  }

  /// Makes the system user the system unit runs as, unless it exists.
  static func ensureSystemUser() throws {
    if getpwnam(SystemdUnit.systemUser) != nil { return }
    guard let useradd = FileSystem.which("useradd", path: "/usr/sbin:/sbin:/usr/bin:/bin") else {
      throw ServeFailure(
        "make the user '\(SystemdUnit.systemUser)' first (useradd is not here): useradd --system \(SystemdUnit.systemUser)"
      )
    }
    let result = try Subprocess.run(
      URL(fileURLWithPath: useradd),
      [
        "--system", "--home-dir", SystemdUnit.systemState, "--no-create-home", "--shell", "/usr/sbin/nologin",
        SystemdUnit.systemUser,
      ])
    guard result.status == 0 else {
      throw ServeFailure(
        "could not make the user '\(SystemdUnit.systemUser)': \(result.text.trimmingCharacters(in: .whitespacesAndNewlines))"
      )
    }
    Console.err(
      "superswift: made the system user '\(SystemdUnit.systemUser)'; its library is \(SystemdUnit.systemState)/library\n"
    )
  }

  static func status(_ arguments: ParsedArguments, scope: SystemdUnit.Scope) throws -> Int32 {
    let context = CLIContext()
    let file = unitFile(arguments, scope: scope, paths: context.paths)
    let installed = FileManager.default.fileExists(atPath: file.path)
    guard systemdIsRunning else {
      let sentence =
        installed
        ? "installed (\(file.path)), but systemd is not running on this machine, so nothing runs it"
        : "not installed ('superswift service install'), and systemd is not running on this machine"
      if arguments.flag("--json") {
        let json: JSON = ["unit": installed ? .string(file.path) : .null, "systemd": false, "active": .null]
        Console.out(json.text(pretty: true) + "\n")
      } else {
        Console.out("superswift.service: \(sentence)\n")
      }
      return installed ? 3 : 4
    }
    if arguments.flag("--json") {
      let result = try systemctl(
        scope, ["show", SystemdUnit.name, "--property=ActiveState,SubState,MainPID,NRestarts,ExecMainStartTimestamp"])
      var fields: [(String, JSON)] = [("unit", installed ? .string(file.path) : .null), ("systemd", true)]
      for line in result.text.split(separator: "\n") {
        guard let equals = line.firstIndex(of: "=") else { continue }
        fields.append((String(line[..<equals]), .string(String(line[line.index(after: equals)...]))))
      }
      Console.out(JSON.object(JSONObject(fields)).text(pretty: true) + "\n")
      return fields.contains { $0.0 == "ActiveState" && $0.1 == "active" } ? 0 : 3
    }
    return try foreground(systemctl(scope) + ["status", SystemdUnit.name, "--no-pager"])
  }

  static func uninstall(_ arguments: ParsedArguments, scope: SystemdUnit.Scope) throws -> Int32 {
    let context = CLIContext()
    let file = unitFile(arguments, scope: scope, paths: context.paths)
    if systemdIsRunning, arguments.value("--unit-dir") == nil {
      // Stopped gracefully (its runs get their grace), then no longer started.
      _ = try systemctl(scope, ["disable", "--now", SystemdUnit.name])
    }
    guard FileManager.default.fileExists(atPath: file.path) else {
      Console.err("superswift: note: no unit at \(file.path); nothing to remove\n")
      return 0
    }
    do {
      try FileManager.default.removeItem(at: file)
    } catch {
      throw ServeFailure("could not remove \(file.path): \(error)")
    }
    if systemdIsRunning, arguments.value("--unit-dir") == nil {
      _ = try systemctl(scope, ["daemon-reload"])
    }
    Console.out("Removed \(file.path); the library is kept\n")
    return 0
  }

  /// Runs `command` (found on the PATH) with this terminal; its exit status is ours.
  static func foreground(_ command: [String]) throws -> Int32 {
    guard let program = FileSystem.which(command[0]) else {
      throw ServeFailure("'\(command[0])' is not installed here; it comes with systemd")
    }
    return try Subprocess.runInForeground([program] + command.dropFirst())
  }
}
