import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

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
    let files = BestEffort.names(in: folder)
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
  package static func readsInput(_ source: String) -> Bool {
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
