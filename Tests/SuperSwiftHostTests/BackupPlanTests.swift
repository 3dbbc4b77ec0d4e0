import Foundation
import SuperSwiftHost
import SuperSwiftServer
import SuperSwiftSystem
import Synchronization
import Testing

/// The backups `serve` makes by itself: when each is due, what it is called, which old ones go,
/// and a month of them on a manual clock.
@Suite("Scheduled backups")
struct BackupPlanTests {
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  static func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

  static func plan(_ every: BackupPlan.Every, keep: Int = 3, folder: URL = URL(fileURLWithPath: "/tmp/b")) -> BackupPlan
  {
    BackupPlan(every: every, keep: keep, folder: folder, history: false, passphraseFile: nil)
  }

  @Test("daily at 03:00, weekly on Sunday at 03:00, or every so long")
  func nextDue() {
    let daily = Self.plan(.daily)
    #expect(
      daily.next(after: Self.date("2026-12-04T14:00:00Z"), calendar: Self.utc) == Self.date("2026-12-05T03:00:00Z"))
    #expect(
      daily.next(after: Self.date("2026-12-04T02:59:00Z"), calendar: Self.utc) == Self.date("2026-12-04T03:00:00Z"))
    #expect(
      daily.next(after: Self.date("2026-12-04T03:00:00Z"), calendar: Self.utc) == Self.date("2026-12-05T03:00:00Z"))
    // 2026-12-04 is a Friday: the next Sunday is the 6th.
    #expect(
      Self.plan(.weekly).next(after: Self.date("2026-12-04T14:00:00Z"), calendar: Self.utc)
        == Self.date("2026-12-06T03:00:00Z"))
    #expect(
      Self.plan(.interval(6 * 3600)).next(after: Self.date("2026-12-04T14:00:00Z"), calendar: Self.utc)
        == Self.date("2026-12-04T20:00:00Z"))
  }

  @Test("names sort by time; only the plan's own files beyond the newest N go")
  func names() throws {
    #expect(BackupPlan.fileName(at: Self.date("2026-12-04T03:00:05Z")) == "superswift-backup-2026-12-04T030005Z.zip")
    let names = [
      "superswift-backup-2026-12-01T030000Z.zip", "superswift-backup-2026-12-03T030000Z.zip", "notes.txt",
      "superswift-backup-2026-12-02T030000Z.zip", "superswift-backup-mine.zip",
    ]
    #expect(BackupPlan.surplus(names, keep: 2) == ["superswift-backup-2026-12-01T030000Z.zip"])
    #expect(BackupPlan.surplus(names, keep: 5).isEmpty)
    #expect(try BackupPlan.Every.parse("daily") == .daily && BackupPlan.Every.parse("6h") == .interval(21_600))
    #expect(throws: (any Error).self) { try BackupPlan.Every.parse("sometimes") }
  }

  @Test("a plan is kept in the settings folder and read back; a damaged one is said")
  func kept() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let paths = Paths(
      library: root.appendingPathComponent("library"), cache: root.appendingPathComponent("cache"),
      config: root.appendingPathComponent("config"))
    #expect(try BackupPlan.read(paths) == nil)
    let plan = BackupPlan(
      every: .weekly, keep: 4, folder: root.appendingPathComponent("out"), history: true,
      passphraseFile: root.appendingPathComponent("pass"))
    try plan.write(paths)
    #expect(try BackupPlan.read(paths) == plan)
    try Data("{\"every\": \"never\"}".utf8).write(to: paths.config.appendingPathComponent("backup.json"))
    #expect(throws: (any Error).self) { try BackupPlan.read(paths) }
    #expect(BackupPlan.remove(paths) && !BackupPlan.remove(paths))
  }

  @Test("on a manual clock: one backup each time it is due, the newest kept, none after stop")
  func onTheClock() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let paths = Paths(
      library: root.appendingPathComponent("library"), cache: root.appendingPathComponent("cache"),
      config: root.appendingPathComponent("config"))
    try FileManager.default.createDirectory(
      at: paths.library.appendingPathComponent("apps"), withIntermediateDirectories: true)
    let out = root.appendingPathComponent("out")
    let clock = ManualClock(start: Self.date("2026-12-04T14:00:00Z"))
    let said = Mutex<[String]>([])
    let outcomes = Mutex<[String?]>([])
    let backups = ScheduledBackups(
      plan: Self.plan(.interval(3600), keep: 2, folder: out), paths: paths, clock: clock,
      report: { line in said.withLock { $0.append(line) } },
      outcome: { failure in outcomes.withLock { $0.append(failure) } }, submit: { $0() })
    backups.start()
    // The folder is not there (a disk not mounted): the first one fails, said, and no folder is made.
    clock.advance(by: .seconds(3600))
    #expect(backups.made.isEmpty)
    #expect(outcomes.withLock { $0 }.count == 1 && outcomes.withLock { $0 }[0]?.contains("is not there") == true)
    #expect(!FileManager.default.fileExists(atPath: out.path))
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    clock.advance(by: .seconds(3599))
    #expect(backups.made.isEmpty, "not due yet")
    clock.advance(by: .seconds(1))
    #expect(backups.made.map(\.lastPathComponent) == ["superswift-backup-2026-12-04T160000Z.zip"])
    #expect(outcomes.withLock { $0 }.last == .some(nil), "made: told so")
    clock.advance(by: .seconds(3 * 3600))
    #expect(backups.made.count == 4, "\(said.withLock { $0 })")
    let kept = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(kept == ["superswift-backup-2026-12-04T180000Z.zip", "superswift-backup-2026-12-04T190000Z.zip"])
    #expect(try LibraryBackup.read(out.appendingPathComponent(kept[1])).manifest["kind"] == "superswift-backup")
    backups.stop()
    clock.advance(by: .seconds(5 * 3600))
    #expect(backups.made.count == 4)
  }
}
