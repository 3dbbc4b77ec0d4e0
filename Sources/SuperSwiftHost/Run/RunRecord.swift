import Foundation
@_spi(Host) import SuperSwift

#if canImport(Glibc)
  import Glibc
#endif

/// Everything known about one run: what `--json` prints and the history keeps.
public struct RunRecord: Sendable, Hashable {
  /// The run's identifier.
  public var id: String
  /// The app's identifier, for apps in the library.
  public var appID: String?
  /// The app's name.
  public var appName: String
  /// Where the app's sources are.
  public var appPath: String
  /// How the run was started.
  public var source: RunSource
  /// What the caller passed in.
  public var input: RunInput = .empty
  /// How it ended (`running` while in flight).
  public var status: RunStatus
  /// The result, when it finished with one.
  package var result: DeliveredResult?
  /// The error: `fail`'s message, the crash's runtime message, the build's summary.
  public var error: String?
  /// Where in the user's code it went wrong (`path:line`), when that could be found.
  public var location: String?
  /// The compiler's diagnostics, for a build that failed.
  public var diagnostics: String?
  /// When the run started.
  public var startedAt: Date
  /// How long it took, in seconds, build included.
  public var duration: Double
  /// What the app printed (its tail, when it printed a lot).
  public var log: String
  /// The app process's exit status, when it exited by itself (rather than by a signal).
  public var exitStatus: Int32?
  /// The signal that ended the app process, when one did.
  public var signal: Int32?
  /// When a listing left the result out because it is big: its size in bytes (a text's UTF-8,
  /// any other result's JSON).
  /// Reading the run by its identifier brings the result.
  public var resultApart: Int?
  /// When the result was too large for the history to keep (over `RunHistory.resultKeptAtMost`):
  /// its size in bytes, as `resultApart` counts it. The caller got it whole; the history has none.
  public var resultNotKept: Int?
  /// Which build of the app ran: `debug` (the first, quick to compile, `-Onone`), `static` (the
  /// same linked statically in the background after it, to start faster) or `optimized` (that,
  /// at `-O`, for a program whose first run worked a second or more); `nil` before a build.
  public var build: String?
  /// For a library app, the version of its sources that ran (`superswift versions APP`).
  public var version: Int?
  /// The schedule that fired this run and when it was due, for a scheduled run.
  public var schedule: ScheduledFire?
  /// The runs this one is linked to: the attempt it retries, the failure it reports, the run
  /// that started it.
  public var links = RunLinks()

  /// A record for a run that is starting.
  package init(
    id: String, appID: String?, appName: String, appPath: String, source: RunSource, input: RunInput = .empty,
    status: RunStatus, result: DeliveredResult? = nil, error: String? = nil, location: String? = nil,
    diagnostics: String? = nil, startedAt: Date, duration: Double = 0, log: String = ""
  ) {
    self.id = id
    self.appID = appID
    self.appName = appName
    self.appPath = appPath
    self.source = source
    self.input = input
    self.status = status
    self.result = result
    self.error = error
    self.location = location
    self.diagnostics = diagnostics
    self.startedAt = startedAt
    self.duration = duration
    self.log = log
  }

  /// The record as JSON, keys in a stable order.
  public var json: JSON {
    [
      "id": .string(id),
      "app": ["id": appID.map(JSON.string) ?? .null, "name": .string(appName), "path": .string(appPath)],
      "source": .string(source.rawValue),
      "status": .string(status.rawValue),
      "result": result?.json ?? .null,
      "error": error.map(JSON.string) ?? .null,
      "location": location.map(JSON.string) ?? .null,
      "diagnostics": diagnostics.map(JSON.string) ?? .null,
      "startedAt": .string(Self.timestamp(startedAt)),
      "duration": .number((duration * 1000).rounded() / 1000),
      "log": .string(log),
      "exitStatus": exitStatus.map { .number(Double($0)) } ?? .null,
      "signal": signal.map { .number(Double($0)) } ?? .null,
      "resultApart": resultApart.map { .number(Double($0)) } ?? .null,
      "resultNotKept": resultNotKept.map { .number(Double($0)) } ?? .null,
      "build": build.map(JSON.string) ?? .null,
      "version": version.map { .number(Double($0)) } ?? .null,
      "schedule": schedule.map { ["id": .string($0.id), "due": .string(Self.timestamp($0.due))] } ?? .null,
      "attempt": links.attempt.map { .number(Double($0)) } ?? .null,
      "retryOf": links.retryOf.map(JSON.string) ?? .null,
      "failureOf": links.failureOf.map(JSON.string) ?? .null,
      "parentRun": links.parent.map(JSON.string) ?? .null,
    ]
  }

  /// Reads a record written by `json` (plus `input`, which the history adds); `nil` if damaged.
  public init?(json: JSON) {
    guard let id = json["id"]?.string, let appName = json["app"]?["name"]?.string,
      let appPath = json["app"]?["path"]?.string,
      let source = json["source"]?.string.flatMap(RunSource.init(rawValue:)),
      let status = json["status"]?.string.flatMap(RunStatus.init(rawValue:)),
      let started = json["startedAt"]?.string.flatMap(Self.date(from:))
    else { return nil }
    self.init(
      id: id, appID: json["app"]?["id"]?.string, appName: appName, appPath: appPath, source: source,
      status: status, result: json["result"].flatMap(DeliveredResult.init(json:)), error: json["error"]?.string,
      location: json["location"]?.string, diagnostics: json["diagnostics"]?.string, startedAt: started,
      duration: json["duration"]?.number ?? 0, log: json["log"]?.string ?? "")
    exitStatus = json["exitStatus"]?.int.flatMap { Int32(exactly: $0) }
    signal = json["signal"]?.int.flatMap { Int32(exactly: $0) }
    resultApart = json["resultApart"]?.int
    resultNotKept = json["resultNotKept"]?.int
    build = json["build"]?.string
    version = json["version"]?.number.map { Int($0) }
    links = RunLinks(
      attempt: json["attempt"]?.int, retryOf: json["retryOf"]?.string, failureOf: json["failureOf"]?.string,
      parent: json["parentRun"]?.string)
    if let id = json["schedule"]?["id"]?.string, let due = json["schedule"]?["due"]?.string.flatMap(Self.date(from:)) {
      schedule = ScheduledFire(id: id, due: due)
    }
    if let items = json["input"]?.array {
      input = RunInput(items: items.compactMap(InputItem.init(wireJSON:)))
    }
  }

  /// An ISO 8601 timestamp in UTC with milliseconds, such as `2026-11-30T02:32:01.125Z`.
  /// Formatted by hand: Foundation's format styles cost a millisecond on every run.
  public static func timestamp(_ date: Date) -> String {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    var seconds = time_t(milliseconds / 1000 - (milliseconds % 1000 < 0 ? 1 : 0))
    let fraction = ((milliseconds % 1000) + 1000) % 1000
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let millis = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
      + "\(two(parts.tm_min)):\(two(parts.tm_sec)).\(millis)Z"
  }

  /// A time as people read it, the same everywhere (history, show, the web page): local time
  /// with its offset, ISO-like and locale-free, `2026-12-01 02:11:05 +0000`.
  public static func displayTime(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    localtime_r(&seconds, &parts)
    var buffer = [CChar](repeating: 0, count: 64)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M:%S %z", &parts)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  static func date(from text: String) -> Date? {
    try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
  }
}

/// Which schedule fired a run, and when that fire was due (a late or caught-up fire runs after).
public struct ScheduledFire: Sendable, Hashable {
  /// The schedule's identifier.
  public var id: String
  /// When the fire was due.
  public var due: Date

  /// A fire of schedule `id` due at `due`.
  public init(id: String, due: Date) {
    self.id = id
    self.due = due
  }
}

/// How a run is linked to others: retries of one failed run, the run that reports a failure,
/// an app run by another (`RunContext.runApp`).
public struct RunLinks: Sendable, Hashable {
  /// Which attempt this is (1 for the first), when the app's policy retries.
  public var attempt: Int?
  /// The first attempt's run, for a retry.
  public var retryOf: String?
  /// The failed run this one was started to report (`--on-failure`, an alert).
  public var failureOf: String?
  /// The run that started this one (`runApp`).
  public var parent: String?

  /// Links; each left out is none.
  public init(attempt: Int? = nil, retryOf: String? = nil, failureOf: String? = nil, parent: String? = nil) {
    self.attempt = attempt
    self.retryOf = retryOf
    self.failureOf = failureOf
    self.parent = parent
  }
}
