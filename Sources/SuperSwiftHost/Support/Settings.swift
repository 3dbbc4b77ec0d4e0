import Foundation
@_spi(Host) import SuperSwift

/// User settings, from `$XDG_CONFIG_HOME/superswift/settings.json`; every one has a default.
///
/// ```json
/// {"history": {"maxRuns": 1000, "maxAgeDays": 30}}
/// ```
public struct Settings: Sendable, Equatable {
  /// How much run history to keep.
  public struct Retention: Sendable, Equatable {
    /// At most this many runs.
    public var runs: Int
    /// Nothing older than this many days.
    public var days: Int
  }

  /// History retention.
  public var retention = Retention(runs: 1000, days: 30)
  /// How much disk the apps' fast-starting static binaries may take, in bytes
  /// (`{"cache": {"staticBinariesMiB": 2048}}`; 0 keeps none).
  public var staticBinaryBudget = StaticLink.defaultBudget

  /// The largest retention kept as given: a million runs, or days (2,700 years).
  static let forever = 1_000_000

  /// The defaults.
  public init() {}

  /// The settings in `paths`' config folder; defaults for anything missing or unreadable.
  public init(paths: Paths) {
    guard let data = ScratchFile.read(paths.config.appendingPathComponent("settings.json")),
      let json = JSON(parsing: data)
    else { return }
    // Very large values mean "keep everything"; they are capped so no arithmetic on them traps.
    if let runs = json["history"]?["maxRuns"]?.int, runs > 0 { retention.runs = min(runs, Self.forever) }
    if let days = json["history"]?["maxAgeDays"]?.int, days > 0 { retention.days = min(days, Self.forever) }
    if let mebibytes = json["cache"]?["staticBinariesMiB"]?.int, mebibytes >= 0, mebibytes < 1 << 40 {
      staticBinaryBudget = Int64(mebibytes) << 20
    }
  }
}
