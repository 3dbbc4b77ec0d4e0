import Foundation
@_spi(Host) import SuperSwift

/// One app in the library.
public struct LibraryApp: Sendable, Hashable {
  /// Its stable identifier.
  public let id: String
  /// Its name: the folder's name.
  public let name: String
  /// Its folder.
  public let folder: URL
  /// When it was created.
  public let created: Date
  /// Whether it reads input: it imports SuperSwift and its code reads `.input` ("Accepts
  /// input"; an interface that reads none, or a plain program, does not).
  public let acceptsInput: Bool

  /// The file to open in an editor: `main.swift` if there is one, else the first Swift file.
  public var mainFile: URL {
    let main = folder.appendingPathComponent("main.swift")
    if FileManager.default.fileExists(atPath: main.path) { return main }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().first.map { folder.appendingPathComponent($0) } ?? main
  }

  /// The app's link, which never carries input.
  public var link: String { RunLink.make(id: id) }

  /// The app as JSON, for `--json` listings.
  public var json: JSON {
    [
      "id": .string(id), "name": .string(name), "acceptsInput": .bool(acceptsInput),
      "path": .string(folder.path), "created": .string(RunRecord.timestamp(created)),
      "link": .string(link),
    ]
  }

  /// Whether Swift source imports SuperSwift and reads the run's input.
  static func readsInput(_ source: String) -> Bool {
    importsSuperSwift(source) && source.contains(".input")
  }

  /// Whether Swift source imports SuperSwift.
  static func importsSuperSwift(_ source: String) -> Bool {
    source.split(separator: "\n").contains { line in
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
      // Attributes may come first (`@preconcurrency import SuperSwift`); nothing else may.
      return words[..<index].allSatisfy { $0.hasPrefix("@") } && words[index + 1] == "SuperSwift"
    }
  }
}

/// The metadata file inside each app's folder. It travels with the folder, so an app renamed or
/// moved by hand inside the library keeps its identifier.
struct AppMetadata: Equatable {
  static let fileName = ".superswift-app.json"

  var id: String
  var created: Date

  init(id: String, created: Date) {
    self.id = id
    self.created = created
  }

  /// The metadata in `folder`, or `nil` when missing or damaged.
  init?(in folder: URL) {
    guard let data = ScratchFile.read(folder.appendingPathComponent(Self.fileName)),
      let json = JSON(parsing: data), let id = json["id"]?.string, AppIdentifier.isValid(id)
    else { return nil }
    self.id = id
    created = json["created"]?.number.map { Date(timeIntervalSince1970: $0) } ?? Date(timeIntervalSince1970: 0)
  }

  /// Writes the metadata into `folder`, atomically.
  func write(in folder: URL) throws {
    let json: JSON = ["id": .string(id), "created": .number(created.timeIntervalSince1970.rounded())]
    try AtomicFile.write(Data((json.text(pretty: true) + "\n").utf8), to: folder.appendingPathComponent(Self.fileName))
  }
}
