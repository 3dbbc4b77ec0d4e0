import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftServer
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
      superswift backup create [FILE] [--history] [--no-secrets] [--json] [--schedule daily|weekly|DURATION|off --keep N --to DIR [--passphrase-file FILE]]
             superswift backup restore FILE [--json]
      """,
    summary: "Back up the whole library into one file, or restore one into an empty library.",
    details: """
      'backup create' writes every app with its versions, schedules and policies, the webhooks,
      the trash, the push subscriptions, settings.json and the device tokens (kept hashed, as
      always) into one zip file (default: superswift-backup-DATE.zip here, -2, -3… for a
      second that day; a FILE you name is replaced), readable by you alone. The apps' secrets and the push key go in sealed with a passphrase (scrypt and
      AES-256-GCM), asked on the terminal or read from standard input; --no-secrets leaves
      them out instead. --history adds the run history. It is taken under the library's lock,
      so it is whole while 'superswift serve' runs.

      With --schedule, 'superswift serve' makes them by itself: daily (03:00 here), weekly
      (Sundays at 03:00) or every DURATION (6h), into DIR as superswift-backup-TIME.zip,
      keeping the --keep newest it made. The secrets are sealed with the passphrase in
      --passphrase-file (a file only you can read), or left out with --no-secrets. The plan is
      this machine's ($XDG_CONFIG_HOME/superswift/backup.json); --schedule off ends it.

      'backup restore FILE' brings it back into an empty library — a new machine, or
      SUPERSWIFT_HOME=/another/folder — and asks for the passphrase if it has secrets. It
      checks the whole file first and writes nothing if anything is wrong; a library that
      holds apps is refused. ('superswift restore' brings one app back from the trash.)

      Examples:
        superswift backup create ~/backups/superswift.zip
        echo "$PASSPHRASE" | superswift backup create --history /mnt/nas/superswift.zip
        superswift backup create --schedule daily --keep 7 --to /mnt/nas/superswift --passphrase-file ~/.superswift-passphrase
        superswift backup restore superswift-backup-2026-12-04.zip
      """,
    options: [
      .init(names: ["--history"], value: nil, help: "create: the run history too."),
      .init(names: ["--no-secrets"], value: nil, help: "create: leave the apps' secrets out (no passphrase asked)."),
      .init(
        names: ["--schedule"], value: "daily|weekly|DURATION|off",
        help: "create: have 'serve' make backups by itself this often (off: no more)."),
      .init(names: ["--keep"], value: "N", help: "With --schedule: how many of its backups to keep."),
      .init(names: ["--to"], value: "DIR", help: "With --schedule: the folder they go in."),
      .init(
        names: ["--passphrase-file"], value: "FILE",
        help: "With --schedule: the file whose first line seals the secrets."),
      .init(names: ["--json"], value: nil, help: "Print what the backup holds as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let words = arguments.positionals
    guard let action = words.first else { throw UsageError("say what to do: create or restore", command: spec) }
    let context = CLIContext()
    switch action {
    case "create":
      guard words.count <= 2 else { throw UsageError("unexpected argument '\(words[2])'", command: spec) }
      if let every = arguments.value("--schedule") {
        guard words.count == 1 else {
          throw UsageError(
            "a scheduled backup's files are named by the time they are made: give the folder with --to DIR, not '\(words[1])'",
            command: spec)
        }
        return try schedule(every, arguments, context: context)
      }
      for option in ["--keep", "--to", "--passphrase-file"] where arguments.value(option) != nil {
        throw UsageError("\(option) goes with --schedule", command: spec)
      }
      // A FILE named is written (replaced, if it is there: it was asked for); the default name
      // never replaces an earlier backup of the same day, it takes the next number.
      if words.count == 2, words[1].hasSuffix("/") {
        throw UsageError(
          "\(words[1]) names a folder: give the backup file's name (\(words[1])backup.zip)", command: spec)
      }
      let day = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
      var destination = URL(fileURLWithPath: words.count == 2 ? words[1] : "superswift-backup-\(day).zip")
      var number = 2
      while words.count == 1, FileManager.default.fileExists(atPath: destination.path) {
        destination = URL(fileURLWithPath: "superswift-backup-\(day)-\(number).zip")
        number += 1
      }
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
      if noSecrets && secrets {
        Console.err(
          "superswift: note: the apps' secrets and the webhooks (their tokens are secrets) were left out (--no-secrets): after a restore, set them and add the webhooks again\n"
        )
      }
      return 0
    case "restore":
      guard words.count <= 2 else { throw UsageError("unexpected argument '\(words[2])'", command: spec) }
      guard words.count == 2 else { throw UsageError("give the backup file to restore", command: spec) }
      for option in ["--history", "--no-secrets"] where arguments.flag(option) {
        throw UsageError("\(option) is for 'backup create': a restore brings back what the backup holds", command: spec)
      }
      let source = URL(fileURLWithPath: words[1])
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder), isFolder.boolValue {
        throw UsageError("\(source.path) is a folder: give the backup file in it", command: spec)
      }
      guard FileManager.default.isReadableFile(atPath: source.path) else {
        throw UsageError("cannot read \(source.path)", command: spec)
      }
      // A running server reads the library and the configuration as they are now: restoring
      // under it would leave it serving the old ones (its schedules would not fire).
      let serving = ServerAnnouncement.running(paths: context.paths)
      if let server = serving.first {
        throw UsageError(
          "a server is running on this configuration (process \(server.pid), \(server.local)): stop it first (systemctl --user stop superswift for the service, or Ctrl-C where it runs), restore, then start it again; nothing was restored",
          command: spec)
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

  /// `create --schedule`: writes (or with `off` removes) the plan `serve` follows.
  static func schedule(_ text: String, _ arguments: ParsedArguments, context: CLIContext) throws -> Int32 {
    if text == "off" {
      for option in ["--keep", "--to", "--passphrase-file"] where arguments.value(option) != nil {
        throw UsageError("--schedule off stops the scheduled backups: leave out \(option)", command: spec)
      }
      let removed = BackupPlan.remove(context.paths)
      Console.out(
        removed ? "No more scheduled backups (from the next start of serve)\n" : "There were no scheduled backups\n")
      return 0
    }
    let every: BackupPlan.Every
    do {
      every = try BackupPlan.Every.parse(text)
    } catch {
      throw UsageError("--schedule takes daily, weekly, off or a duration such as 6h, not '\(text)'", command: spec)
    }
    guard let keepText = arguments.value("--keep"), let keep = Int(keepText), keep >= 1, keep <= 10_000 else {
      throw UsageError("--schedule needs --keep N: how many backups to keep (1 to 10000)", command: spec)
    }
    guard let to = arguments.value("--to") else {
      throw UsageError("--schedule needs --to DIR: the folder the backups go in", command: spec)
    }
    let folder = URL(fileURLWithPath: to, isDirectory: true).standardizedFileURL
    // Made now if it is missing (asked for), and checked writable now, not at 3 a.m.
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw UsageError("cannot make the folder \(folder.path) for the backups: \(ErrorSentence.describe(error))")
    }
    guard access(folder.path, W_OK) == 0 else {
      throw UsageError("cannot write in \(folder.path): choose a folder you can write to for --to")
    }
    let passphraseFile = arguments.value("--passphrase-file").map { URL(fileURLWithPath: $0).standardizedFileURL }
    let noSecrets = arguments.flag("--no-secrets")
    if let passphraseFile {
      guard !noSecrets else {
        throw UsageError("--passphrase-file and --no-secrets say opposite things", command: spec)
      }
      guard let data = FileManager.default.contents(atPath: passphraseFile.path),
        !String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      else { throw UsageError("cannot read a passphrase from \(passphraseFile.path)", command: spec) }
      var status = stat()
      guard stat(passphraseFile.path, &status) == 0, status.st_mode & 0o077 == 0 else {
        throw UsageError(
          "\(passphraseFile.path) can be read by others: the passphrase opens every backup's secrets; make it yours alone (chmod 600 \(passphraseFile.path))",
          command: spec)
      }
    } else if LibraryBackup.hasSecrets(library: context.library.root) && !noSecrets {
      throw UsageError(
        "the library has secrets: give --passphrase-file FILE to seal them in each backup, or --no-secrets to leave them out",
        command: spec)
    }
    let plan = BackupPlan(
      every: every, keep: keep, folder: folder, history: arguments.flag("--history"), passphraseFile: passphraseFile)
    try plan.write(context.paths)
    Console.out(
      "'superswift serve' backs up the library \(every.sentence) into \(folder.path), keeping the \(keep) newest (from its next start)\n"
    )
    return 0
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
