import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift backup create|restore`: the whole library in one archive, to keep or to move to
/// another machine (`LibraryBackup` says what is in one).
enum BackupCommand: Command {
  static let spec = CommandSpec(
    name: "backup",
    usage: """
      superswift backup create [FILE] [--history] [--no-secrets] [--json]
             superswift backup restore FILE [--json]
      """,
    summary: "Back up the whole library into one file, or restore one into an empty library.",
    details: """
      'backup create' writes every app with its versions, schedules and policies, the webhooks,
      the trash, the push subscriptions, settings.json and the device tokens (kept hashed, as
      always) into one zip file (default: superswift-backup-DATE.zip here), readable by you
      alone. The apps' secrets and the push key go in sealed with a passphrase (scrypt and
      AES-256-GCM), asked on the terminal or read from standard input; --no-secrets leaves
      them out instead. --history adds the run history. It is taken under the library's lock,
      so it is whole while 'superswift serve' runs.

      'backup restore FILE' brings it back into an empty library — a new machine, or
      SUPERSWIFT_HOME=/another/folder — and asks for the passphrase if it has secrets. It
      checks the whole file first and writes nothing if anything is wrong; a library that
      holds apps is refused. ('superswift restore' brings one app back from the trash.)

      Examples:
        superswift backup create ~/backups/superswift.zip
        echo "$PASSPHRASE" | superswift backup create --history /mnt/nas/superswift.zip
        superswift backup restore superswift-backup-2026-12-04.zip
      """,
    options: [
      .init(names: ["--history"], value: nil, help: "create: the run history too."),
      .init(names: ["--no-secrets"], value: nil, help: "create: leave the apps' secrets out (no passphrase asked)."),
      .init(names: ["--json"], value: nil, help: "Print what the backup holds as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let words = arguments.positionals
    guard let action = words.first else { throw UsageError("say what to do: create or restore", command: spec) }
    let context = CLIContext()
    switch action {
    case "create":
      guard words.count <= 2 else { throw UsageError("unexpected argument '\(words[2])'", command: spec) }
      let day = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
      let destination = URL(fileURLWithPath: words.count == 2 ? words[1] : "superswift-backup-\(day).zip")
      let noSecrets = arguments.flag("--no-secrets")
      let secrets = LibraryBackup.hasSecrets(library: context.library.root)
      var passphrase: String?
      if secrets && !noSecrets {
        passphrase = try readPassphrase(confirm: true)
      }
      let summary = try LibraryBackup.create(
        paths: context.paths, to: destination, passphrase: passphrase, history: arguments.flag("--history"),
        leaveSecrets: noSecrets)
      report(summary, verb: "Backed up", file: destination, json: arguments.flag("--json"))
      if noSecrets && secrets { Console.err("superswift: note: the apps' secrets were left out (--no-secrets)\n") }
      return 0
    case "restore":
      guard words.count == 2 else { throw UsageError("give the backup file to restore", command: spec) }
      let source = URL(fileURLWithPath: words[1])
      guard FileManager.default.isReadableFile(atPath: source.path) else {
        throw UsageError("cannot read \(source.path)", command: spec)
      }
      let contents = try LibraryBackup.read(source)
      let summary = try LibraryBackup.restore(contents, paths: context.paths) { try readPassphrase(confirm: false) }
      report(summary, verb: "Restored", file: source, json: arguments.flag("--json"))
      return 0
    default:
      throw UsageError(
        "unknown action '\(action)'" + Suggestions.didYouMean(action, among: ["create", "restore"]), command: spec)
    }
  }

  /// The passphrase: asked on the terminal (twice when making one), else standard input's
  /// first line. An empty one is refused.
  static func readPassphrase(confirm: Bool) throws -> String {
    let first = try SecretCommand.readValue(name: "the backup's passphrase")
    guard !first.isEmpty else {
      throw UsageError("the passphrase is empty; the secrets are sealed with it, so it needs words")
    }
    if confirm && isatty(STDIN_FILENO) == 1 {
      let again = try SecretCommand.readValue(name: "the same passphrase again")
      guard again == first else { throw UsageError("the two passphrases differ; nothing was written") }
    }
    return first
  }

  static func report(_ summary: LibraryBackup.Summary, verb: String, file: URL, json: Bool) {
    if json {
      var object = summary.json.object ?? JSONObject()
      object["file"] = .string(file.path)
      Console.out(JSON.object(object).text(pretty: true) + "\n")
      return
    }
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    var parts = [count(summary.apps, "app"), count(summary.versions, "version"), count(summary.schedules, "schedule")]
    if summary.sealed { parts.append("\(count(summary.secrets, "secret")) (sealed)") }
    if summary.runs > 0 { parts.append(count(summary.runs, "run")) }
    Console.out("\(verb) \(parts.joined(separator: ", ")) \(verb == "Restored" ? "from" : "to") \(file.path)\n")
  }
}
