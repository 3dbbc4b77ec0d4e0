import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// Backups `serve` makes by itself (`superswift backup create --schedule daily --keep 7 --to
/// DIR`): how often, where, how many to keep, and how the secrets are sealed. Kept in
/// `$XDG_CONFIG_HOME/superswift/backup.json` — this machine's, since the folder is — and read by
/// `serve` when it starts. When the next one is due, the files it names, and which old ones go
/// are pure, so a manual clock tests a month of them.
package struct BackupPlan: Equatable, Sendable {
  /// How often.
  package enum Every: Equatable, Sendable {
    /// Each day at 03:00, this machine's time.
    case daily
    /// Each Sunday at 03:00.
    case weekly
    /// Every so many seconds from the server's start (`6h`, `30m`).
    case interval(TimeInterval)

    /// As written: `daily`, `weekly`, or a duration.
    package var text: String {
      switch self {
      case .daily: "daily"
      case .weekly: "weekly"
      case .interval(let seconds): ScheduleDuration.format(seconds)
      }
    }

    /// When, in words: `daily at 03:00`, `on Sundays at 03:00`, `every 6h`.
    package var sentence: String {
      switch self {
      case .daily: "daily at 03:00"
      case .weekly: "on Sundays at 03:00"
      case .interval: "every \(text)"
      }
    }

    /// `daily`, `weekly`, or a duration of at least a second (`6h`, `1d12h`).
    package static func parse(_ text: String) throws -> Every {
      switch text.lowercased() {
      case "daily": return .daily
      case "weekly": return .weekly
      default: return .interval(try ScheduleDuration.parse(text))
      }
    }
  }

  /// How often.
  package var every: Every
  /// How many backups to keep in `folder` (older ones the plan made are removed).
  package var keep: Int
  /// Where they go.
  package var folder: URL
  /// Whether they carry the run history.
  package var history: Bool
  /// The file holding the passphrase that seals the secrets; `nil`: the secrets are left out.
  package var passphraseFile: URL?

  /// A plan.
  package init(every: Every, keep: Int, folder: URL, history: Bool, passphraseFile: URL?) {
    self.every = every
    self.keep = keep
    // By their paths, so a plan read back is the plan written.
    self.folder = URL(fileURLWithPath: folder.path, isDirectory: true)
    self.history = history
    self.passphraseFile = passphraseFile.map { URL(fileURLWithPath: $0.path, isDirectory: false) }
  }

  /// Where the plan is kept.
  static func file(_ paths: Paths) -> URL { paths.config.appendingPathComponent("backup.json") }

  /// The plan in `paths`' settings, if there is one; a damaged file is said, not ignored.
  package static func read(_ paths: Paths) throws -> BackupPlan? {
    guard let data = ScratchFile.read(file(paths)) else { return nil }
    guard let json = JSON(parsing: data), let everyText = json["every"]?.string,
      let every = try? Every.parse(everyText), let keep = json["keep"]?.int, keep >= 1,
      let folder = json["to"]?.string, folder.hasPrefix("/")
    else {
      throw LibraryBackup.Problem.io(
        "\(file(paths).path) is not a backup plan ('superswift backup create --schedule daily --keep 7 --to DIR' writes one)"
      )
    }
    return BackupPlan(
      every: every, keep: keep, folder: URL(fileURLWithPath: folder, isDirectory: true),
      history: json["history"]?.bool ?? false,
      passphraseFile: json["passphraseFile"]?.string.map { URL(fileURLWithPath: $0) })
  }

  /// Keeps the plan in `paths`' settings.
  package func write(_ paths: Paths) throws {
    let json: JSON = [
      "every": .string(every.text), "keep": .number(Double(keep)), "to": .string(folder.path),
      "history": .bool(history), "passphraseFile": passphraseFile.map { .string($0.path) } ?? .null,
    ]
    try FileManager.default.createDirectory(at: paths.config, withIntermediateDirectories: true)
    try AtomicFile.write(Data((json.text(pretty: true) + "\n").utf8), to: Self.file(paths))
  }

  /// Removes the plan; whether there was one.
  package static func remove(_ paths: Paths) -> Bool {
    (try? FileManager.default.removeItem(at: file(paths))) != nil
  }

  /// When the backup after `time` is due, by `calendar` (this machine's time zone).
  package func next(after time: Date, calendar: Calendar = .current) -> Date {
    switch every {
    case .interval(let seconds):
      return time.addingTimeInterval(max(seconds, 1))
    case .daily:
      return calendar.nextDate(
        after: time, matching: DateComponents(hour: 3, minute: 0, second: 0), matchingPolicy: .nextTime)
        ?? time.addingTimeInterval(86_400)
    case .weekly:
      return calendar.nextDate(
        after: time, matching: DateComponents(hour: 3, minute: 0, second: 0, weekday: 1), matchingPolicy: .nextTime)
        ?? time.addingTimeInterval(7 * 86_400)
    }
  }

  /// The prefix of the files a plan makes; only those are ever removed.
  static let prefix = "superswift-backup-"

  /// The name of the backup made at `time` (UTC, to the second, so names sort by time).
  package static func fileName(at time: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: time)
    return prefix
      + String(
        format: "%04d-%02d-%02dT%02d%02d%02dZ.zip", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
        parts.minute ?? 0, parts.second ?? 0)
  }

  /// Of `names` (a folder's), the plan's backups beyond the newest `keep`: the ones to remove.
  /// Files of any other name are never among them.
  package static func surplus(_ names: [String], keep: Int) -> [String] {
    Array(backups(among: names).reversed().dropFirst(keep))
  }

  /// Of `names` (a folder's), the backups a plan made, oldest first.
  package static func backups(among names: [String]) -> [String] {
    names.filter { $0.hasPrefix(prefix) && $0.hasSuffix("Z.zip") }.sorted()
  }

  /// Makes one backup now into the plan's folder and removes the surplus; the file made.
  package func run(paths: Paths, now: Date) throws -> URL {
    // Never made here: a folder that is gone is a disk that is not mounted, said, not filled.
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw LibraryBackup.Problem.io(
        "the backups' folder \(folder.path) is not there (a disk that is not mounted?): nothing was written")
    }
    var passphrase: String?
    if let passphraseFile {
      guard let data = FileManager.default.contents(atPath: passphraseFile.path) else {
        throw LibraryBackup.Problem.io("cannot read the passphrase file \(passphraseFile.path)")
      }
      passphrase = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
    let destination = folder.appendingPathComponent(Self.fileName(at: now))
    _ = try LibraryBackup.create(
      paths: paths, to: destination, passphrase: passphrase, history: history, leaveSecrets: passphrase == nil, now: now
    )
    for name in Self.surplus(BestEffort.names(in: folder), keep: keep) {
      BestEffort.remove(folder.appendingPathComponent(name))
    }
    return destination
  }
}
