import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Each app's secrets (API keys and the like): `<library>/.superswift/secrets.json`, mode
/// 0600, outside every app folder, so no version, copy or editor ever holds a value. An app
/// reads its own with `RunContext.current.secret("NAME")` (asked over the run's channel, never
/// through its arguments or environment); people set them with `superswift secret set`, and
/// see names and dates only.
///
/// Invariant: a value is written only to this file, and read only to answer its own app or to
/// mask it (`SecretMask`) in what a run shows.
package struct SecretStore: Sendable {
  /// The file.
  package let file: URL

  /// The store of the library at `root`.
  package init(library root: URL) {
    file = root.appendingPathComponent(".superswift/secrets.json")
  }

  /// One secret as listed: its name and when it was set (`nil`: a copy's name, waiting for
  /// its value); never its value.
  package struct Entry: Sendable, Equatable {
    package var name: String
    package var set: Date?
  }

  /// Why a secret could not be set.
  package enum Problem: Error, Equatable, CustomStringConvertible {
    case badName(String)
    case emptyValue
    case tooLarge

    package var description: String {
      switch self {
      case .badName(let name):
        "\"\(name)\" is not a secret's name: use letters, digits and _ (not first a digit), at most 64, such as API_KEY"
      case .emptyValue: "the value is empty: give it on standard input"
      case .tooLarge: "the value is larger than 64 KiB"
      }
    }
  }

  /// Whether `name` can name a secret: `[A-Za-z_][A-Za-z0-9_]{0,63}`.
  package static func isName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64, first.isASCII,
      first == "_" || CharacterSet.letters.contains(first)
    else { return false }
    return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || CharacterSet.alphanumerics.contains($0)) }
  }

  /// The secrets of app `id`, by name, newest set last.
  package func entries(of id: String) -> [Entry] {
    let app = read()[id]?.object ?? JSONObject()
    return app.keys.map { name in
      let isSet = app[name]?["value"]?.string != nil
      return Entry(name: name, set: isSet ? app[name]?["set"]?.number.map(Date.init(timeIntervalSince1970:)) : nil)
    }.sorted { $0.name < $1.name }
  }

  /// The values of app `id`'s secrets, by name: for its own run, and for masking.
  package func values(of id: String) -> [String: String] {
    var values: [String: String] = [:]
    for (name, entry) in read()[id]?.object ?? JSONObject() {
      if let value = entry["value"]?.string { values[name] = value }
    }
    return values
  }

  /// Sets app `id`'s secret `name` to `value`, replacing any.
  package func set(_ name: String, to value: String, for id: String, now: Date = Date()) throws {
    guard Self.isName(name) else { throw Problem.badName(name) }
    guard !value.isEmpty else { throw Problem.emptyValue }
    guard value.utf8.count <= 65_536 else { throw Problem.tooLarge }
    try change { all in
      var app = all[id]?.object ?? JSONObject()
      app[name] = ["value": .string(value), "set": .number(now.timeIntervalSince1970.rounded())]
      all[id] = .object(app)
    }
  }

  /// Gives app `copy` the names of app `original`'s secrets, without their values (a duplicate:
  /// the person sees what to set; the values stay with the original).
  package func copyNames(from original: String, to copy: String) throws {
    try change { all in
      guard let names = all[original]?.object?.keys, !names.isEmpty else { return }
      all[copy] = .object(JSONObject(names.map { ($0, ["value": .null]) }))
    }
  }

  /// Removes app `id`'s secret `name`; whether there was one.
  @discardableResult
  package func remove(_ name: String, for id: String) throws -> Bool {
    var found = false
    try change { all in
      guard var app = all[id]?.object, app[name] != nil else { return }
      found = true
      app[name] = nil
      all[id] = app.isEmpty ? nil : .object(app)
    }
    return found
  }

  private func read() -> JSONObject {
    // No file yet: no secrets.
    guard let bytes = ScratchFile.read(file), let json = JSON(parsing: Data(bytes)) else { return JSONObject() }
    return json.object ?? JSONObject()
  }

  /// Reads, changes and writes the file under its lock, atomically, mode 0600.
  private func change(_ body: (inout JSONObject) throws -> Void) throws {
    let lock = try FileLock(file.deletingLastPathComponent().appendingPathComponent("secrets.lock"))
    defer { lock.unlock() }
    var all = read()
    try body(&all)
    try AtomicFile.write(Data(JSON.object(all).text.utf8), to: file)
  }
}

/// Masks an app's secret values in what a run shows (its log, live and kept; its result; its
/// error): each value, and each line of a value that spans lines, becomes `••••••`. Values
/// under 6 characters are not masked: masking "yes" or "1234" would garble ordinary output.
/// Pure.
package struct SecretMask: Sendable {
  /// The shortest value masked.
  package static let minimumLength = 6
  /// What a value becomes.
  package static let mask = "••••••"

  /// The texts masked, longest first (a value that contains another is masked whole).
  package let values: [String]
  /// The same, as bytes: made once, since every line of a log is searched for them.
  private let patterns: [[UInt8]]

  /// A mask for these secret values.
  package init(_ secrets: some Sequence<String>) {
    var all: Set<String> = []
    for value in secrets where value.count >= Self.minimumLength {
      all.insert(value)
      for line in value.split(whereSeparator: \.isNewline) where line.count >= Self.minimumLength {
        all.insert(String(line))
      }
    }
    values = all.sorted { $0.count > $1.count }
    patterns = values.map { Array($0.utf8) }
  }

  /// Whether there is anything to mask.
  package var isEmpty: Bool { values.isEmpty }

  /// `text` with every value masked.
  package func apply(_ text: String) -> String {
    guard !values.isEmpty else { return text }
    var masked = text
    for value in values where masked.contains(value) {
      masked = masked.replacingOccurrences(of: value, with: Self.mask)
    }
    return masked
  }

  /// `bytes` (a line of a log) with every value masked, byte for byte: bytes that are not
  /// UTF-8 stay as they were. A line with no value in it (almost every line) is returned as it
  /// came, found so by `ByteSearch` (glibc's vectorised `memchr`): masking costs a search, not a
  /// copy.
  package func apply(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard !patterns.isEmpty else { return bytes }
    var line = bytes
    for pattern in patterns where Self.find(pattern, in: line, from: line.startIndex) != nil {
      var result: [UInt8] = []
      result.reserveCapacity(line.count)
      var index = line.startIndex
      while let found = Self.find(pattern, in: line, from: index) {
        result.append(contentsOf: line[index..<found])
        result.append(contentsOf: Self.maskBytes)
        index = found + pattern.count
      }
      result.append(contentsOf: line[index...])
      line = result[...]
    }
    return line
  }

  private static let maskBytes = Array(mask.utf8)

  /// Where `pattern` first occurs in `line` at or after `start`, or `nil`.
  private static func find(_ pattern: [UInt8], in line: ArraySlice<UInt8>, from start: Int) -> Int? {
    guard start < line.endIndex, line.endIndex - start >= pattern.count else { return nil }
    return line[start...].withUnsafeBytes { haystack in
      pattern.withUnsafeBytes { needle in ByteSearch.firstOffset(of: needle, in: haystack).map { start + $0 } }
    }
  }

  /// `json` with every string in it masked, keys included.
  package func apply(_ json: JSON) -> JSON {
    guard !values.isEmpty else { return json }
    switch json {
    case .string(let text): return .string(apply(text))
    case .array(let elements): return .array(elements.map(apply))
    case .object(let object): return .object(JSONObject(object.map { (apply($0.key), apply($0.value)) }))
    case .null, .bool, .number: return json
    }
  }
}
