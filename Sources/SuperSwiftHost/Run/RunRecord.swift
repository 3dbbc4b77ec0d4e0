import Foundation
@_spi(Host) import SuperSwift

/// Everything known about one run once it ended: what `--json` prints and history keeps.
public struct RunRecord: Sendable, Hashable {
  /// The run's identifier.
  public var id: String
  /// The app's name.
  public var appName: String
  /// Where the app's sources are.
  public var appPath: String
  /// How the run was started.
  public var source: RunSource
  /// How it ended.
  public var status: RunStatus
  /// The result, when it finished with one.
  public var result: DeliveredResult?
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

  /// The record as JSON, keys in a stable order.
  public var json: JSON {
    [
      "id": .string(id),
      "app": ["name": .string(appName), "path": .string(appPath)],
      "source": .string(source.rawValue),
      "status": .string(status.rawValue),
      "result": result?.json ?? .null,
      "error": error.map(JSON.string) ?? .null,
      "location": location.map(JSON.string) ?? .null,
      "diagnostics": diagnostics.map(JSON.string) ?? .null,
      "startedAt": .string(Self.timestamp(startedAt)),
      "duration": .number((duration * 1000).rounded() / 1000),
      "log": .string(log),
    ]
  }

  /// An ISO 8601 timestamp in UTC with milliseconds.
  static func timestamp(_ date: Date) -> String {
    date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true))
  }
}
