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

  /// The defaults.
  public init() {}

  /// The settings in `paths`' config folder; defaults for anything missing or unreadable.
  public init(paths: Paths) {
    guard let data = ScratchFile.read(paths.config.appendingPathComponent("settings.json")),
      let json = JSON(parsing: data)
    else { return }
    if let runs = json["history"]?["maxRuns"]?.int, runs > 0 { retention.runs = runs }
    if let days = json["history"]?["maxAgeDays"]?.int, days > 0 { retention.days = days }
    if let mebibytes = json["cache"]?["staticBinariesMiB"]?.int, mebibytes >= 0, mebibytes < 1 << 40 {
      staticBinaryBudget = Int64(mebibytes) << 20
    }
  }
}
