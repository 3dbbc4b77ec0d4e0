import Foundation
import SuperSwift
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

/// The app manifest: one reader and writer that loses nothing, and the library operations that
/// copy or repair an app keeping every field and file.
@Suite("App manifest")
struct AppManifestTests {
  /// A fresh library in a temporary folder.
  func makeLibrary() throws -> (Library, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "manifest-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return (Library(root: root), root)
  }

  /// A manifest with every field this version knows and two it does not.
  static let full = """
    {
      "created" : 1780000000,
      "entryFile" : "Start.swift",
      "formerNames" : [{"name" : "Old", "until" : 1780000100}],
      "id" : "%ID%",
      "packages" : [{"url" : "https://example.com/x.git", "from" : "1.0.0"}],
      "secrets" : {"TOKEN" : "ref:keyring/1"},
      "settings" : {"timeoutSeconds" : 30},
      "swiftVersion" : 6
    }
    """

  @Test("a manifest with keys this version does not know round-trips them, and the known ones, exactly")
  func roundTrip() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let id = AppIdentifier.make()
    try Data(Self.full.replacingOccurrences(of: "%ID%", with: id).utf8)
      .write(to: folder.appendingPathComponent(AppManifest.fileName))
    let read = try #require(AppManifest.valid(in: folder))
    #expect(read.id == id)
    #expect(read.swiftVersion == "6", "a number, as people write it, reads as the mode")
    #expect(read.entryFile == "Start.swift")
    #expect(read.formerNames == [.init(name: "Old", until: Date(timeIntervalSince1970: 1_780_000_100))])
    #expect(read.settings["timeoutSeconds"] == .number(30))
    #expect(read.unknown.keys.sorted() == ["packages", "secrets"])
    try read.write(in: folder)
    let again = try #require(AppManifest.valid(in: folder))
    #expect(again == read)
    let text = try String(contentsOf: folder.appendingPathComponent(AppManifest.fileName), encoding: .utf8)
    #expect(text.contains("\"from\" : \"1.0.0\""), "\(text)")
    #expect(text.contains("ref:keyring/1"))
  }

  @Test("missing, damaged and salvageable manifests are told apart")
  func readings() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(AppManifest.read(in: folder) == .missing)
    let file = folder.appendingPathComponent(AppManifest.fileName)
    try Data("{not json".utf8).write(to: file)
    #expect(AppManifest.read(in: folder) == .damaged(salvaged: nil))
    try Data(#"{"id": 7, "swiftVersion": "5", "later": true}"#.utf8).write(to: file)
    guard case .damaged(let salvaged?) = AppManifest.read(in: folder) else {
      Issue.record("a manifest with a bad identifier keeps the rest")
      return
    }
    #expect(salvaged.swiftVersion == "5")
    #expect(salvaged.unknown["later"] == .bool(true))
  }

  @Test("a reading is never stale: a quick rewrite in place, of the same size, is read anew; a removed file is missing")
  func readingsFollowTheFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { BestEffort.remove(folder) }
    let file = folder.appendingPathComponent(AppManifest.fileName)
    let id = AppIdentifier.make()
    for version in ["5", "6", "5", "6"] {
      // In place (not a rename), within the file system's time granularity, size unchanged.
      try Data(#"{"created": 1780000000, "id": "\#(id)", "swiftVersion": "\#(version)"}"#.utf8)
        .write(to: file)
      #expect(AppManifest.valid(in: folder)?.swiftVersion == version)
      #expect(AppManifest.valid(in: folder)?.swiftVersion == version)
    }
    try FileManager.default.removeItem(at: file)
    #expect(AppManifest.read(in: folder) == .missing)
  }

  @Test("duplicate copies the whole app: files, images, manifest fields, unknown keys, stored values; a new id")
  func duplicate() throws {
    let (library, root) = try makeLibrary()
    let app = try library.create(name: "Tips", template: nil, from: nil)
    var manifest = try #require(AppManifest.valid(in: app.folder))
    manifest.swiftVersion = "6"
    manifest.settings = ["timeoutSeconds": 30]
    manifest.unknown = ["packages": [["url": "https://example.com/x.git"]]]
    try manifest.write(in: app.folder)
    try FileManager.default.createDirectory(
      at: app.folder.appendingPathComponent("Assets"), withIntermediateDirectories: true)
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: app.folder.appendingPathComponent("Assets/icon.png"))
    try Data("notes".utf8).write(to: app.folder.appendingPathComponent("README.txt"))
    try FileManager.default.createDirectory(
      at: library.storageFile(for: app.id).deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"count":3}"#.utf8).write(to: library.storageFile(for: app.id))

    let copy = try library.duplicate(app.id, as: "Tips copy")
    #expect(copy.id != app.id)
    #expect(copy.name == "Tips copy")
    let copied = try #require(AppManifest.valid(in: copy.folder))
    #expect(copied.swiftVersion == "6")
    #expect(copied.settings == manifest.settings)
    #expect(copied.unknown == manifest.unknown)
    #expect(copied.formerNames.isEmpty)
    #expect(FileManager.default.contents(atPath: copy.folder.appendingPathComponent("Assets/icon.png").path) != nil)
    #expect(FileManager.default.contents(atPath: copy.folder.appendingPathComponent("README.txt").path) != nil)
    #expect(FileManager.default.contents(atPath: library.storageFile(for: copy.id).path) == Data(#"{"count":3}"#.utf8))
    // The original is untouched, and both are in the library.
    #expect(AppManifest.valid(in: app.folder) == manifest)
    #expect(Set(try library.list().map(\.id)) == [app.id, copy.id])
    #expect(throws: LibraryError.self) { try library.duplicate(app.id, as: "tips COPY") }
    _ = root
  }

  @Test("repair keeps every field: a folder copied by hand gets a new id only; a damaged id is replaced, the rest kept")
  func repair() throws {
    let (library, root) = try makeLibrary()
    let app = try library.create(name: "Clock", template: nil, from: nil)
    var manifest = try #require(AppManifest.valid(in: app.folder))
    manifest.swiftVersion = "5"
    manifest.unknown = ["dependencies": ["swift-numerics"]]
    try manifest.write(in: app.folder)
    let byHand = root.appendingPathComponent("apps/Clock 2", isDirectory: true)
    try FileManager.default.copyItem(at: app.folder, to: byHand)

    let apps = try library.list()
    #expect(apps.count == 2)
    let copy = try #require(AppManifest.valid(in: byHand))
    #expect(copy.id != manifest.id)
    #expect(copy.swiftVersion == "5")
    #expect(copy.unknown == manifest.unknown)
    #expect(AppManifest.valid(in: app.folder) == manifest, "the original keeps its identity")

    let damaged = #"{"id": "not an id", "swiftVersion": "6", "secrets": {"A": 1}}"#
    try Data(damaged.utf8).write(to: byHand.appendingPathComponent(AppManifest.fileName))
    _ = try library.list()
    let repaired = try #require(AppManifest.valid(in: byHand))
    #expect(AppIdentifier.isValid(repaired.id))
    #expect(repaired.swiftVersion == "6")
    #expect(repaired.unknown["secrets"] == ["A": 1])
  }

  @Test("a rename keeps the identifier and remembers the name left")
  func rename() throws {
    let (library, _) = try makeLibrary()
    let app = try library.create(name: "Draft", template: nil, from: nil)
    let renamed = try library.rename(app.id, to: "Final")
    #expect(renamed.id == app.id)
    let manifest = try #require(AppManifest.valid(in: renamed.folder))
    #expect(manifest.formerNames.map(\.name) == ["Draft"])
  }

  @Test("find reads without the lock, repairs a dropped-in folder, and says when the library cannot be read")
  func findErrors() throws {
    let (library, root) = try makeLibrary()
    let app = try library.create(name: "Tip", template: nil, from: nil)
    #expect(throws: Never.self) { try library.find(app.id) }
    // A folder dropped in by hand has no identifier yet: the locked scan gives it one.
    let dropped = root.appendingPathComponent("apps/Dropped", isDirectory: true)
    try FileManager.default.createDirectory(at: dropped, withIntermediateDirectories: true)
    try Data("print(1)\n".utf8).write(to: dropped.appendingPathComponent("main.swift"))
    guard case .found(let found) = try library.find("dropped") else {
      Issue.record("a dropped-in folder was not found by a case-insensitive name")
      return
    }
    #expect(AppManifest.valid(in: found.folder)?.id == found.id)
    // A library whose apps folder is not a folder: an error that says so, not "no such app".
    let apps = root.appendingPathComponent("apps")
    try FileManager.default.removeItem(at: apps)
    try Data().write(to: apps)
    #expect {
      try library.find("Something")
    } throws: { error in
      guard case .io(let message) = error as? LibraryError else { return false }
      return message.contains(root.path) && message.contains("apps")
    }
  }
}
