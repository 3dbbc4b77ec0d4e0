import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// What the scheduler remembers of one schedule between fires and across restarts: the last
/// due time it handled (so a restart knows what it missed), and the last outcome (for
/// `schedule list` and the web app). One small file per schedule, so 1,000 schedules firing
/// never rewrite one large file.
public struct ScheduleState: Codable, Sendable, Equatable {
  /// The last due time handled (fired or skipped).
  public var lastDue: Date?
  /// The run the last fire started.
  public var lastRunID: String?
  /// How the last fire ended: a run status (`finished`, `failed`…), `running`, or
  /// `skipped: …` with the reason.
  public var lastOutcome: String?
  /// When that outcome was recorded.
  public var lastOutcomeAt: Date?
  /// How many fires were skipped, in all.
  public var skipped: Int
  /// How many runs it started, in all.
  public var runs: Int
  /// How many due times it handled, in all: each becomes a run or a skip, so once the
  /// scheduler has stopped `runs + skipped == fires`.
  public var fires: Int

  /// A schedule that has not fired yet.
  public init() {
    skipped = 0
    runs = 0
    fires = 0
  }

  /// The state kept in `folder` for schedule `id` (a fresh one if none or unreadable: the
  /// worst a lost state does is a catch-up fire).
  package static func read(_ id: String, in folder: URL) -> ScheduleState {
    guard let bytes = ScratchFile.read(folder.appendingPathComponent("\(id).json")),
      let state = try? JSONDecoder().decode(ScheduleState.self, from: Data(bytes))  // else fresh, as said
    else { return ScheduleState() }
    return state
  }

  /// Stores the state of schedule `id` in `folder`.
  package func write(_ id: String, in folder: URL) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    try AtomicFile.writeQuickly(encoder.encode(self), to: folder.appendingPathComponent("\(id).json"))
  }

  private enum CodingKeys: String, CodingKey {
    case lastDue, lastRunID, lastOutcome, lastOutcomeAt, skipped, runs, fires
  }

  /// Reads a state; dates are seconds since 1970.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    lastDue = try container.decodeIfPresent(Double.self, forKey: .lastDue).map(Date.init(timeIntervalSince1970:))
    lastRunID = try container.decodeIfPresent(String.self, forKey: .lastRunID)
    lastOutcome = try container.decodeIfPresent(String.self, forKey: .lastOutcome)
    lastOutcomeAt = try container.decodeIfPresent(Double.self, forKey: .lastOutcomeAt).map(
      Date.init(timeIntervalSince1970:))
    skipped = try container.decodeIfPresent(Int.self, forKey: .skipped) ?? 0
    runs = try container.decodeIfPresent(Int.self, forKey: .runs) ?? 0
    // A state from before the count: its fires were its runs and skips.
    fires = try container.decodeIfPresent(Int.self, forKey: .fires) ?? (runs + skipped)
  }
}
