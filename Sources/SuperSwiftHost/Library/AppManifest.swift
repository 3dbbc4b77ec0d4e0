import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Synchronization

/// What an app is beyond its files: `.superswift-app.json` in its folder, the one description
/// every part reads and writes (the library, the build, duplicate and repair). It travels with
/// the folder, so an app renamed or moved by hand inside the library keeps its identifier.
///
/// Invariant: nothing read is lost. Keys this version does not know (a newer version's
/// schedules, secrets or dependencies) are kept as they were read and written back beside the
/// known ones, so an older `superswift` never strips what a newer one stored.
public struct AppManifest: Codable, Sendable, Equatable {
  /// The file's name inside an app's folder.
  public static let fileName = ".superswift-app.json"

  /// The app's stable identifier (links, history, storage and shortcuts name it).
  public var id: String
  /// When the app was created.
  public var created: Date
  /// The names the app had before its current one (its folder's), oldest first.
  public var formerNames: [FormerName]
  /// The Swift language mode to compile in (`"5"`, `"6"`), when not the toolchain's default.
  public var swiftVersion: String?
  /// The file that starts the app, when it is not `main.swift` or the only file.
  public var entryFile: String?
  /// Per-app settings, as written (the server's and the CLI's options for this app).
  public var settings: JSONObject
  /// The app's schedules (`superswift schedule`), which `serve` fires.
  public var schedules: [Schedule]
  /// Schedules this version cannot read (a newer one's), written back as they were.
  public var unreadableSchedules: [JSON]
  /// What happens when an unattended run fails (`superswift policy`); `nil`: nothing.
  public var policy: RunPolicy?
  /// Everything else the file held, kept for whoever wrote it.
  public var unknown: JSONObject

  /// A name the app had, and when it stopped being its name.
  public struct FormerName: Codable, Sendable, Equatable {
    /// The earlier name.
    public var name: String
    /// When the app was renamed from it.
    public var until: Date

    /// A name left at `until`.
    public init(name: String, until: Date) {
      self.name = name
      self.until = until
    }

    private enum CodingKeys: String, CodingKey { case name, until }

    /// Reads `{"name": …, "until": seconds}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      until = Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .until))
    }

    /// Writes `{"name": …, "until": seconds}`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(until.timeIntervalSince1970.rounded(), forKey: .until)
    }
  }

  /// A new app's manifest.
  public init(id: String, created: Date = Date()) {
    self.id = id
    self.created = created
    formerNames = []
    settings = JSONObject()
    schedules = []
    unreadableSchedules = []
    unknown = JSONObject()
  }

  /// The keys this version knows; any other is `unknown`.
  private enum Key: String, CaseIterable {
    case id, created, formerNames, swiftVersion, entryFile, settings, schedules, policy
  }

  /// Reads a manifest; `swiftVersion` may be a string or a number (`6`, as people write it).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: UnknownKeys.Key.self)
    func key(_ known: Key) -> UnknownKeys.Key { UnknownKeys.Key(known.rawValue) }
    id = try container.decode(String.self, forKey: key(.id))
    created = Date(timeIntervalSince1970: try container.decodeIfPresent(Double.self, forKey: key(.created)) ?? 0)
    formerNames = try container.decodeIfPresent([FormerName].self, forKey: key(.formerNames)) ?? []
    if let text = try? container.decodeIfPresent(String.self, forKey: key(.swiftVersion)) {
      swiftVersion = text
    } else if let number = try container.decodeIfPresent(Double.self, forKey: key(.swiftVersion)) {
      swiftVersion = number == number.rounded() ? "\(Int(number))" : "\(number)"
    }
    entryFile = try container.decodeIfPresent(String.self, forKey: key(.entryFile))
    settings = JSONObject()
    if case .object(let object)? = try container.decodeIfPresent(JSON.self, forKey: key(.settings)) {
      settings = object
    }
    schedules = []
    unreadableSchedules = []
    // Each entry decoded in place, once: every run reads the manifest, and an app may have
    // many schedules.
    for entry in try container.decodeIfPresent([ScheduleEntry].self, forKey: key(.schedules)) ?? [] {
      switch entry {
      case .schedule(let schedule): schedules.append(schedule)
      case .unreadable(let raw): unreadableSchedules.append(raw)  // a newer version's: kept, not fired
      }
    }
    policy = try container.decodeIfPresent(RunPolicy.self, forKey: key(.policy))
    unknown = try UnknownKeys.decode(from: decoder, known: Set(Key.allCases.map(\.rawValue)))
  }

  /// Writes the known keys, then the unknown ones as they were read; absent values are left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: UnknownKeys.Key.self)
    func key(_ known: Key) -> UnknownKeys.Key { UnknownKeys.Key(known.rawValue) }
    try container.encode(id, forKey: key(.id))
    try container.encode(created.timeIntervalSince1970.rounded(), forKey: key(.created))
    if !formerNames.isEmpty { try container.encode(formerNames, forKey: key(.formerNames)) }
    try container.encodeIfPresent(swiftVersion, forKey: key(.swiftVersion))
    try container.encodeIfPresent(entryFile, forKey: key(.entryFile))
    if !settings.isEmpty { try container.encode(JSON.object(settings), forKey: key(.settings)) }
    if !schedules.isEmpty || !unreadableSchedules.isEmpty {
      let all = schedules.map(ScheduleEntry.schedule) + unreadableSchedules.map(ScheduleEntry.unreadable)
      try container.encode(all, forKey: key(.schedules))
    }
    try container.encodeIfPresent(policy, forKey: key(.policy))
    try UnknownKeys.encode(unknown, to: encoder, known: Set(Key.allCases.map(\.rawValue)))
  }

  /// What reading a folder's manifest found.
  public enum Reading: Sendable, Equatable {
    /// No manifest file.
    case missing
    /// A file that is not a manifest (not JSON, or no valid identifier): `repair` keeps what
    /// it can of it (`salvaged`).
    case damaged(salvaged: AppManifest?)
    /// A manifest.
    case found(AppManifest)
  }

  /// The manifest in `folder`.
  public static func read(in folder: URL) -> Reading {
    let file = folder.appendingPathComponent(fileName)
    guard let data = ScratchFile.read(file) else { return .missing }
    // A run reads its app's manifest several times (its language mode, settings, schedules),
    // and a scheduler every app's: reading the small file is cheap, decoding it is not. The
    // bytes themselves say whether the last decoding still holds (a file's times are too
    // coarse to tell two quick writes of one size apart).
    if let cached = decoded.withLock({ $0[file.path] }), cached.bytes == data { return cached.reading }
    let reading = decode(data)
    decoded.withLock { cache in
      if cache.count >= 512 { cache.removeAll() }
      cache[file.path] = (data, reading)
    }
    return reading
  }

  /// The last decoding of each manifest file, with the bytes it came from.
  private static let decoded = Mutex<[String: (bytes: [UInt8], reading: Reading)]>([:])

  /// Decodes a manifest file's bytes.
  private static func decode(_ data: [UInt8]) -> Reading {
    guard let manifest = try? JSONDecoder().decode(AppManifest.self, from: Data(data)) else {
      // Keep what can be kept of valid JSON whose identifier is missing or not a string.
      guard case .object(var object)? = JSON(parsing: data) else { return .damaged(salvaged: nil) }
      object["id"] = .string("")
      let salvaged = (try? JSONEncoder().encode(JSON.object(object))).flatMap {
        try? JSONDecoder().decode(AppManifest.self, from: $0)
      }
      return .damaged(salvaged: salvaged)
    }
    guard AppIdentifier.isValid(manifest.id) else { return .damaged(salvaged: manifest) }
    return .found(manifest)
  }

  /// The manifest in `folder` if it is a valid one.
  public static func valid(in folder: URL) -> AppManifest? {
    if case .found(let manifest) = read(in: folder) { return manifest }
    return nil
  }

  /// Writes the manifest into `folder`, atomically, keys sorted, one per line.
  public func write(in folder: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try AtomicFile.write(encoder.encode(self) + Data("\n".utf8), to: folder.appendingPathComponent(Self.fileName))
  }

  /// The same manifest for a copy of the app: a new identifier and creation time, no former
  /// names; its language mode, entry file, settings and unknown keys kept.
  public func copy(id: String, created: Date = Date()) -> AppManifest {
    var copy = self
    copy.id = id
    copy.created = created
    copy.formerNames = []
    // The copy's schedules are its own: new ids, so pausing or removing one leaves the
    // original's alone (their fire state is kept by id).
    copy.schedules = schedules.map { schedule in
      var own = schedule
      own.id = Schedule.makeID()
      return own
    }
    return copy
  }
}

/// One entry of a manifest's `schedules`: a schedule this version reads, or a newer version's,
/// kept as it was.
private enum ScheduleEntry: Codable {
  case schedule(Schedule)
  case unreadable(JSON)

  init(from decoder: any Decoder) throws {
    do {
      self = .schedule(try Schedule(from: decoder))
    } catch {
      self = .unreadable(try JSON(from: decoder))
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .schedule(let schedule): try schedule.encode(to: encoder)
    case .unreadable(let raw): try raw.encode(to: encoder)
    }
  }
}
