import Foundation

/// The systemd unit `superswift service install` writes: `serve` as a service that starts at
/// boot (or at login, for a user unit), tells systemd when it is ready (`Type=notify`), comes
/// back after a crash with a back-off, and stops gracefully — SIGTERM to `serve` alone, which
/// gives its runs time to end and records the rest as interrupted before systemd's own
/// deadline. Pure: the text follows from the options, so it is tested without a systemd.
///
/// Invariants: every value written into the unit is quoted or checked, so no option can add a
/// line or a directive of its own; the library the unit serves is the one named at install time
/// (a user manager's environment is not the installing shell's).
package struct SystemdUnit: Equatable, Sendable {
  /// Whose manager runs it.
  package enum Scope: String, Equatable, Sendable {
    /// The user's own manager (`systemctl --user`): starts at login, or at boot with lingering.
    case user
    /// The system manager, as a system user of its own.
    case system
  }

  /// The unit's file name.
  package static let name = "superswift.service"
  /// The system user a system unit runs as.
  package static let systemUser = "superswift"
  /// Where a system unit keeps its library, cache and settings (`StateDirectory=superswift`).
  package static let systemState = "/var/lib/superswift"
  /// How long `serve` gives runs in flight to end after SIGTERM before it cancels them.
  package static let stopGrace: Duration = .seconds(30)

  /// Whose manager runs it.
  package var scope: Scope
  /// The `superswift` binary, by its absolute path.
  package var executable: String
  /// `serve`'s arguments after `serve` (`--listen`, `--tls`, …).
  package var serveArguments: [String]
  /// The environment it runs with (the library's folders, for a user unit).
  package var environment: [(String, String)]
  /// The version of the systemd it is written for: `RestartSteps` (a growing back-off) came in 254.
  package var systemdVersion: Int

  /// A unit for `scope`.
  package init(
    scope: Scope, executable: String, serveArguments: [String], environment: [(String, String)], systemdVersion: Int
  ) {
    self.scope = scope
    self.executable = executable
    self.serveArguments = serveArguments
    self.environment = environment
    self.systemdVersion = systemdVersion
  }

  /// Two units are the same when they write the same file.
  package static func == (a: SystemdUnit, b: SystemdUnit) -> Bool {
    a.text == b.text
  }

  /// Why a value cannot go into a unit: a control character (a newline would start a line of its
  /// own) or, in a path, a relative one.
  package struct Refusal: Error, Equatable, CustomStringConvertible, Sendable {
    /// What is wrong, in a sentence.
    package let description: String
  }

  /// Checks what will be written: absolute executable, no control characters anywhere.
  package func validate() throws(Refusal) {
    guard executable.hasPrefix("/") else {
      throw Refusal(description: "the executable must be an absolute path, not '\(executable)'")
    }
    let values = [executable] + serveArguments + environment.flatMap { [$0.0, $0.1] }
    for value in values where value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      throw Refusal(description: "'\(value.debugDescription)' holds a control character, which a unit file cannot")
    }
    for (name, _) in environment
    where name.isEmpty || !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
      throw Refusal(description: "'\(name)' is not an environment variable's name")
    }
  }

  /// The unit file's text.
  package var text: String {
    var lines = [
      "# Written by 'superswift service install'; 'superswift service uninstall' removes it.",
      "# Edit with 'systemctl \(scope == .user ? "--user " : "")edit superswift' to keep changes across reinstalls.",
      "[Unit]",
      "Description=SuperSwift: your apps, their web app and HTTP API",
    ]
    if scope == .system {
      // The user manager has no network-online.target; a user's session has its network.
      lines += ["Wants=network-online.target", "After=network-online.target"]
    }
    // Never give up restarting: a home server comes back however often it fell.
    lines += ["StartLimitIntervalSec=0", "", "[Service]"]
    lines += [
      "Type=notify",
      "NotifyAccess=main",
      "ExecStart=" + ([executable, "serve"] + serveArguments).map { Self.quoted($0) }.joined(separator: " "),
    ]
    for (name, value) in environment {
      lines.append("Environment=" + Self.quoted("\(name)=\(value)", command: false))
    }
    lines += ["Restart=on-failure", "RestartSec=2s"]
    if systemdVersion >= 254 {
      // 2 s, growing in five steps to 5 minutes between tries.
      lines += ["RestartSteps=5", "RestartMaxDelaySec=5min"]
    }
    lines += [
      // SIGTERM to serve alone: it gives runs their time, then cancels and records them. Its
      // apps are its own children; systemd kills what is left after the stop timeout.
      "KillMode=mixed",
      "TimeoutStopSec=\(Int(Self.stopGrace.components.seconds) + 15)s",
      "SyslogIdentifier=superswift",
      "UMask=0077",
      "NoNewPrivileges=yes",
    ]
    switch scope {
    case .user:
      lines += ["", "[Install]", "WantedBy=default.target"]
    case .system:
      lines += [
        "User=\(Self.systemUser)",
        "Group=\(Self.systemUser)",
        "StateDirectory=superswift",
        "StateDirectoryMode=0700",
        "Environment=HOME=\(Self.systemState)",
        "Environment=SUPERSWIFT_HOME=\(Self.systemState)/library",
        "Environment=XDG_CACHE_HOME=\(Self.systemState)/cache",
        "Environment=XDG_CONFIG_HOME=\(Self.systemState)/config",
        "ProtectSystem=strict",
        "ProtectHome=yes",
        "PrivateTmp=yes",
        "ReadWritePaths=\(Self.systemState)",
        "", "[Install]", "WantedBy=multi-user.target",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A word of a unit's command line (or, not `command`, an environment line), quoted as
  /// systemd reads it (double quotes; backslash, quote and `%` escaped, and `$` in a command
  /// line, where it would name a variable), or as it is when it needs none.
  package static func quoted(_ word: String, command: Bool = true) -> String {
    let plain =
      !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./:=@+,".contains($0)) }
    if plain { return word }
    var escaped = ""
    for character in word {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "$" where command: escaped += "$$"
      case "%": escaped += "%%"
      default: escaped.append(character)
      }
    }
    return "\"" + escaped + "\""
  }

  /// The version of the systemd `systemctl --version` describes (its first line, `systemd 252
  /// (252.38-1~deb12u1)`), or `nil`.
  package static func version(fromSystemctl output: String) -> Int? {
    let first = output.split(separator: "\n").first ?? ""
    let words = first.split(separator: " ")
    guard words.count >= 2, words[0] == "systemd" else { return nil }
    return Int(words[1])
  }
}
