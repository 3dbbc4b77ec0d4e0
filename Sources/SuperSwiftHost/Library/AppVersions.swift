import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// Every version of an app's sources, numbered from 1, content-addressed, so keeping them is
/// cheap: a file's bytes are stored once however many versions hold them.
///
/// ```
/// <library>/versions/<id>/objects/<sha256>   one file's bytes
/// <library>/versions/<id>/log.json           the versions, oldest first
/// <library>/versions/<id>/lock               serialises changes to both
/// ```
///
/// A version is recorded when the sources change through SuperSwift (the editor's save, `edit`,
/// a rollback) and when a run finds them changed on disk; a run record names the version it
/// ran. Retention: the newest `keep` versions (100 unless set), and the objects they use.
/// Invariant: an object is written before the log names it, and removed only after the log
/// that named it is gone, so every version in the log can be restored.
public struct AppVersions: Sendable {
  /// Where this app's versions are.
  public let folder: URL
  /// How many versions are kept.
  public let keep: Int

  /// The versions of the app `id` in `library`.
  public init(library: Library, id: String, keep: Int = 100) {
    folder = library.root.appendingPathComponent("versions", isDirectory: true)
      .appendingPathComponent(id, isDirectory: true)
    self.keep = max(1, keep)
  }

  /// Where a version came from.
  public enum Source: String, Codable, Sendable, CaseIterable {
    /// The app was made (`new`, the web's New app, Duplicate).
    case created
    /// Saved from the web editor.
    case editor
    /// Edited with `superswift edit`.
    case edit
    /// Changed on disk by something else, noticed when the app next ran.
    case disk
    /// Restored from an earlier version.
    case rollback
  }

  /// One version: its number, when and how it came, and its files' digests by path.
  public struct Version: Codable, Sendable, Equatable {
    /// 1 for the first, then one more for each.
    public var number: Int
    /// When it was recorded.
    public var time: Date
    /// Where it came from.
    public var source: Source
    /// For a rollback, the version restored.
    public var restored: Int?
    /// Each file's path in the app and the SHA-256 of its bytes.
    public var files: [String: String]

    /// The version as JSON, for `--json` and the API.
    public var json: JSON {
      [
        "number": .number(Double(number)), "time": .string(RunRecord.timestamp(time)),
        "source": .string(source.rawValue), "restored": restored.map { .number(Double($0)) } ?? .null,
        "files": .array(files.keys.sorted().map(JSON.string)),
      ]
    }
  }

  /// The versions, oldest first (those retention kept).
  public func list() -> [Version] {
    guard let data = ScratchFile.read(folder.appendingPathComponent("log.json")) else { return [] }
    return (try? JSONDecoder.versions.decode([Version].self, from: Data(data))) ?? []
  }

  /// The newest version's number and files, read with the project's own JSON parser and
  /// nothing decoded but that entry: every run of a library app asks this (`record`), so the
  /// unchanged case does not decode the whole log (up to `keep` versions) through `Codable`.
  private func newest() -> (number: Int, files: [String: String])? {
    guard let data = ScratchFile.read(folder.appendingPathComponent("log.json")),
      let last = JSON(parsing: data)?.array?.last, let number = last["number"]?.number,
      case .object(let object)? = last["files"]
    else { return nil }
    var files: [String: String] = [:]
    for (path, digest) in object {
      guard let digest = digest.string else { return nil }
      files[path] = digest
    }
    return (Int(number), files)
  }

  /// The version numbered `number`, if it is kept.
  public func version(_ number: Int) -> Version? {
    list().first { $0.number == number }
  }

  /// Records `files` (path, bytes) as the newest version unless they are the newest already;
  /// returns the number of the version that holds them.
  @discardableResult
  public func record(_ files: [(path: String, contents: Data)], source: Source, restored: Int? = nil) throws -> Int {
    let digests = Dictionary(files.map { ($0.path, SHA256.hex($0.contents)) }, uniquingKeysWith: { $1 })
    if let newest = newest(), newest.files == digests { return newest.number }
    try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
    let lock = try FileLock(folder.appendingPathComponent("lock"))
    defer { lock.unlock() }
    var versions = list()
    if let newest = versions.last, newest.files == digests { return newest.number }
    for file in files {
      let object = objects.appendingPathComponent(digests[file.path] ?? SHA256.hex(file.contents))
      if !FileManager.default.fileExists(atPath: object.path) { try AtomicFile.write(file.contents, to: object) }
    }
    let number = (versions.last?.number ?? 0) + 1
    versions.append(Version(number: number, time: Date(), source: source, restored: restored, files: digests))
    let dropped = versions.count > keep ? Array(versions.prefix(versions.count - keep)) : []
    versions.removeFirst(dropped.count)
    try AtomicFile.write(JSONEncoder.versions.encode(versions), to: folder.appendingPathComponent("log.json"))
    // Objects no kept version uses any more go, after the log that named them.
    let used = Set(versions.flatMap(\.files.values))
    for digest in Set(dropped.flatMap(\.files.values)).subtracting(used) {
      FileSystem.removeIfPresent(objects.appendingPathComponent(digest))
    }
    return number
  }

  /// The files of version `number`, by path, sorted.
  public func files(of number: Int) throws -> [(path: String, contents: Data)] {
    guard let version = version(number) else { throw VersionError.noSuchVersion(number, kept: list().map(\.number)) }
    return try version.files.sorted { $0.key < $1.key }.map { path, digest in
      guard let data = ScratchFile.read(objects.appendingPathComponent(digest)) else {
        throw VersionError.missingObject(path: path, version: number)
      }
      return (path, Data(data))
    }
  }

  /// The unified diff from version `old` to version `new`, file by file.
  public func diff(from old: Int, to new: Int) throws -> String {
    let before = Dictionary(try files(of: old).map { ($0.path, $0.contents) }, uniquingKeysWith: { $1 })
    let after = Dictionary(try files(of: new).map { ($0.path, $0.contents) }, uniquingKeysWith: { $1 })
    var text = ""
    for path in Set(before.keys).union(after.keys).sorted() {
      guard before[path] != after[path] else { continue }
      // An image of a catalog is said to have changed, never printed.
      if [before[path], after[path]].contains(where: { $0.map(Self.isBinary) == true }) {
        text += "Binary file \(path) \(before[path] == nil ? "added" : after[path] == nil ? "removed" : "changed")\n"
        continue
      }
      text += LineDiff.unified(
        from: before[path].map { String(decoding: $0, as: UTF8.self) } ?? "",
        to: after[path].map { String(decoding: $0, as: UTF8.self) } ?? "",
        oldName: before[path] == nil ? "/dev/null" : "v\(old)/\(path)",
        newName: after[path] == nil ? "/dev/null" : "v\(new)/\(path)")
    }
    return text
  }

  /// Whether `contents` is not text a diff can show (a NUL, or not UTF-8).
  static func isBinary(_ contents: Data) -> Bool {
    contents.prefix(8192).contains(0) || String(validating: contents, as: UTF8.self) == nil
  }

  /// The unified diff that made version `new`, from nothing (the first version's files).
  public func diff(fromNothingTo new: Int) throws -> String {
    try files(of: new).map {
      if Self.isBinary($0.contents) { return "Binary file \($0.path) added\n" }
      return LineDiff.unified(
        from: "", to: String(decoding: $0.contents, as: UTF8.self), oldName: "/dev/null", newName: "v\(new)/\($0.path)")
    }.joined()
  }

  private var objects: URL { folder.appendingPathComponent("objects", isDirectory: true) }
}

/// What asking for a version can meet.
public enum VersionError: Error, CustomStringConvertible, Equatable {
  /// No version with that number is kept.
  case noSuchVersion(Int, kept: [Int])
  /// A file of a kept version is gone from the store (removed by hand).
  case missingObject(path: String, version: Int)

  public var description: String {
    switch self {
    case .noSuchVersion(let number, let kept):
      guard let first = kept.first, let last = kept.last else {
        return "there is no version \(number): the app has no versions yet"
      }
      return "there is no version \(number): versions \(first) to \(last) are kept"
    case .missingObject(let path, let version):
      return "version \(version)'s \(path) is missing from the version store (removed by hand?)"
    }
  }
}

extension JSONEncoder {
  /// How the versions log is written: times as seconds, keys sorted.
  static var versions: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}

extension JSONDecoder {
  /// How the versions log is read.
  static var versions: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return decoder
  }
}
