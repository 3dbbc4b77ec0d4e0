import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// User settings, from `$XDG_CONFIG_HOME/superswift/settings.json`; every one has a default.
///
/// ```json
/// {"history": {"maxRuns": 1000, "maxAgeDays": 30, "maxMiB": 1024},
///  "limits": {"memoryMiB": 4096, "fileSizeMiB": 1024, "processes": 256},
///  "server": {"maxUploadMiB": 256}}
/// ```
public struct Settings: Sendable, Equatable {
  /// How much run history to keep.
  public struct Retention: Sendable, Equatable {
    /// At most this many runs.
    public var runs: Int
    /// Nothing older than this many days.
    public var days: Int
    /// At most this many bytes of records and results together (`history.maxMiB`).
    public var bytes: Int64 = 1024 << 20
  }

  /// History retention.
  public var retention = Retention(runs: 1000, days: 30)
  /// The bounds of every app's process (`limits`; 0 turns one off).
  public var limits = RunLimits.defaults
  /// How much disk the apps' fast-starting static binaries may take, in bytes
  /// (`{"cache": {"staticBinariesMiB": 2048}}`; 0 keeps none).
  public var staticBinaryBudget = StaticLink.defaultBudget
  /// The largest request body `serve` takes, in bytes (`{"server": {"maxUploadMiB": 256}}`):
  /// room for a phone's video.
  public var uploadBytes = 256 * 1024 * 1024

  /// The largest retention kept as given: a million runs, or days (2,700 years).
  static let forever = 1_000_000

  /// The defaults.
  public init() {}

  /// What is wrong with the file, one sentence each (the file, the key or line, and that the
  /// default is used); empty when it is fine or absent.
  public private(set) var problems: [String] = []

  /// The keys the file may have, by section.
  static let known: [String: Set<String>] = [
    "history": ["maxRuns", "maxAgeDays", "maxMiB"], "cache": ["staticBinariesMiB"],
    "limits": ["memoryMiB", "fileSizeMiB", "processes"], "server": ["maxUploadMiB"],
  ]

  /// The settings in `paths`' config folder; defaults for anything missing or unreadable, each
  /// such thing named in `problems`.
  public init(paths: Paths) {
    let file = paths.config.appendingPathComponent("settings.json")
    guard let data = ScratchFile.read(file) else { return }
    guard let json = JSON(parsing: data) else {
      problems.append("\(file.path) is not valid JSON\(Self.where(Data(data))); using the default settings")
      return
    }
    guard case .object(let top) = json else {
      problems.append(
        "\(file.path) must be a JSON object such as {\"history\": {\"maxRuns\": 1000}}; using the default settings")
      return
    }
    for (section, value) in zip(top.keys, top.values) {
      guard let keys = Self.known[section] else {
        problems.append(
          "\(file.path): unknown section \"\(section)\" (known: \(Self.known.keys.sorted().joined(separator: ", "))); ignored"
        )
        continue
      }
      guard let members = value.object else {
        problems.append("\(file.path): \"\(section)\" must be an object; using its defaults")
        continue
      }
      for key in members.keys where !keys.contains(key) {
        problems.append(
          "\(file.path): unknown key \"\(section).\(key)\" (known: \(keys.sorted().joined(separator: ", "))); ignored")
      }
    }
    func number(_ section: String, _ key: String, minimum: Int) -> Int? {
      guard let value = json[section]?[key] else { return nil }
      guard case .number = value, let number = value.int, number >= minimum else {
        problems.append(
          "\(file.path): \"\(section).\(key)\" must be a whole number, at least \(minimum), not \(value.text); using the default"
        )
        return nil
      }
      return number
    }
    // Very large values mean "keep everything"; they are capped so no arithmetic on them traps.
    if let runs = number("history", "maxRuns", minimum: 1) { retention.runs = min(runs, Self.forever) }
    if let days = number("history", "maxAgeDays", minimum: 1) { retention.days = min(days, Self.forever) }
    if let mebibytes = number("history", "maxMiB", minimum: 1) {
      retention.bytes = Int64(min(mebibytes, 1 << 40)) << 20
    }
    // Capped far beyond any machine (a petabyte, a million processes) so no shift overflows.
    if let mebibytes = number("limits", "memoryMiB", minimum: 0) { limits.memoryMiB = min(mebibytes, 1 << 30) }
    if let mebibytes = number("limits", "fileSizeMiB", minimum: 0) { limits.fileSizeMiB = min(mebibytes, 1 << 30) }
    if let count = number("limits", "processes", minimum: 0) { limits.processes = min(count, Self.forever) }
    // At most 64 GiB: a body is held in memory while a run starts.
    if let mebibytes = number("server", "maxUploadMiB", minimum: 1) { uploadBytes = min(mebibytes, 64 << 10) << 20 }
    if let mebibytes = number("cache", "staticBinariesMiB", minimum: 0) {
      staticBinaryBudget = Int64(min(mebibytes, 1 << 40)) << 20
    }
  }

  /// Where and why a JSON reader stops in `data` (" (line L, column C)", or its own words),
  /// when it can say.
  static func `where`(_ data: Data) -> String {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return ""
    } catch {
      let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      if let range = text.range(of: #"line \d+, column \d+"#, options: .regularExpression) {
        return " (\(text[range]))"
      }
      return text.isEmpty ? "" : " (\(text.trimmingCharacters(in: CharacterSet(charactersIn: ". "))))"
    }
  }
}
