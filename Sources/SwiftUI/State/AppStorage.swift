import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A value the app keeps across runs (`UserDefaults` on iOS): in a JSON file of the app's own,
/// which the host names (`<library>/storage/<app id>.json`). Changing it renders again. Run
/// by hand, with no host, values last for the run only.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  // Not `@Sendable`: the value is read and written on the main actor only (`wrappedValue`),
  // and a sendable closure could not capture a generic enum's metatype (`Value.init(rawValue:)`).
  let encode: (Value) -> JSON
  let decode: (JSON) -> Value?

  init(
    key: String, defaultValue: Value, encode: @escaping (Value) -> JSON,
    decode: @escaping (JSON) -> Value?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.encode = encode
    self.decode = decode
  }

  /// The stored value, or the default until one is stored.
  @MainActor @preconcurrency public var wrappedValue: Value {
    get { AppStorageFile.shared.value(for: key).flatMap(decode) ?? defaultValue }
    nonmutating set { AppStorageFile.shared.set(encode(newValue), for: key) }
  }

  /// A binding to the stored value: `$name`.
  @MainActor @preconcurrency public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

extension AppStorage where Value == Bool {
  /// A stored Boolean.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, encode: { .bool($0) }, decode: { $0.bool })
  }
}

extension AppStorage where Value == Int {
  /// A stored whole number.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, encode: { .number(Double($0)) }, decode: { $0.int })
  }
}

extension AppStorage where Value == Double {
  /// A stored number.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, encode: { .number($0) }, decode: { $0.number })
  }
}

extension AppStorage where Value == String {
  /// A stored string.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, encode: { .string($0) }, decode: { $0.string })
  }
}

extension AppStorage where Value == URL {
  /// A stored URL.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { .string($0.absoluteString) },
      decode: { $0.string.flatMap(URL.init(string:)) })
  }
}

extension AppStorage where Value == Data {
  /// Stored bytes.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { .string($0.base64EncodedString()) },
      decode: { $0.string.flatMap { Data(base64Encoded: $0) } })
  }
}

extension AppStorage where Value == String? {
  /// A stored string that may be missing.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: nil, encode: { $0.map(JSON.string) ?? .null },
      decode: { $0.isNull ? .some(nil) : $0.string })
  }
}

extension AppStorage where Value == Bool? {
  /// A stored Boolean that may be missing.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: nil, encode: { $0.map(JSON.bool) ?? .null },
      decode: { $0.isNull ? .some(nil) : $0.bool })
  }
}

extension AppStorage where Value == Int? {
  /// A stored whole number that may be missing.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: nil, encode: { $0.map { .number(Double($0)) } ?? .null },
      decode: { $0.isNull ? .some(nil) : $0.int })
  }
}

extension AppStorage where Value == Double? {
  /// A stored number that may be missing.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: nil, encode: { $0.map(JSON.number) ?? .null },
      decode: { $0.isNull ? .some(nil) : $0.number })
  }
}

extension AppStorage where Value == URL? {
  /// A stored URL that may be missing.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: nil, encode: { $0.map { .string($0.absoluteString) } ?? .null },
      decode: { $0.isNull ? .some(nil) : $0.string.flatMap(URL.init(string:)) })
  }
}

extension AppStorage where Value == Data? {
  /// Stored bytes that may be missing.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: nil, encode: { $0.map { .string($0.base64EncodedString()) } ?? .null },
      decode: { $0.isNull ? .some(nil) : $0.string.flatMap { Data(base64Encoded: $0) } })
  }
}

extension AppStorage where Value == Date {
  /// A stored date (iOS 18), kept as seconds since 1970.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { .number($0.timeIntervalSince1970) },
      decode: { $0.number.map(Date.init(timeIntervalSince1970:)) })
  }
}

extension AppStorage where Value == Date? {
  /// A stored date that may be missing (iOS 18).
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: nil, encode: { $0.map { .number($0.timeIntervalSince1970) } ?? .null },
      decode: { $0.isNull ? .some(nil) : $0.number.map(Date.init(timeIntervalSince1970:)) })
  }
}

extension AppStorage {
  /// A stored enumeration with string raw values that may be missing (iOS 17).
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
    self.init(
      key: key, defaultValue: nil, encode: { $0.map { .string($0.rawValue) } ?? .null },
      decode: { $0.isNull ? .some(nil) : $0.string.flatMap(R.init(rawValue:)) })
  }

  /// A stored enumeration with whole-number raw values that may be missing (iOS 17).
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
    self.init(
      key: key, defaultValue: nil, encode: { $0.map { .number(Double($0.rawValue)) } ?? .null },
      decode: { $0.isNull ? .some(nil) : $0.int.flatMap(R.init(rawValue:)) })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// A stored enumeration with string raw values.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { .string($0.rawValue) },
      decode: { $0.string.flatMap(Value.init(rawValue:)) })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// A stored enumeration with whole-number raw values.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { .number(Double($0.rawValue)) },
      decode: { $0.int.flatMap(Value.init(rawValue:)) })
  }
}

/// The app's stored values: read from its file once, written back whole (to a temporary file,
/// then renamed) on every change, so a killed app never leaves half a file.
@MainActor
final class AppStorageFile {
  static let shared = AppStorageFile(
    file: ProcessInfo.processInfo.environment[RunProtocol.appStorageVariable].map { URL(fileURLWithPath: $0) })

  let file: URL?
  private var values: JSONObject

  init(file: URL?) {
    self.file = file
    values = file.flatMap { try? Data(contentsOf: $0) }.flatMap { JSON(parsing: $0)?.object } ?? JSONObject()
  }

  func value(for key: String) -> JSON? { values[key] }

  func set(_ value: JSON, for key: String) {
    guard values[key] != value else { return }
    values[key] = value
    if let file {
      try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      // Best effort, as UserDefaults: a value that cannot be saved lasts for this run.
      try? Data((JSON.object(values).text(pretty: true) + "\n").utf8).write(to: file, options: .atomic)
    }
    ViewGraph.invalidateLive()
  }
}

extension AppStorage where Value == TabViewCustomization {
  /// A stored arrangement of a tab view's sidebar (iOS 18; a page shows every tab, so there is
  /// nothing in it to keep).
  public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, encode: { _ in .object(JSONObject([:])) },
      decode: { _ in TabViewCustomization() }
    )
  }
}
