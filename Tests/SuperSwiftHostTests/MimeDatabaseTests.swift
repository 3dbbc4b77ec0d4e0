import Foundation
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftServer

@Suite("MIME database")
struct MimeDatabaseTests {
  @Test("types come from the system database, with SuperSwift's table and a look at the bytes behind it")
  func types() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mime-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = MimeDatabase()
    func type(_ name: String, _ contents: [UInt8] = Array("hello".utf8)) throws -> String {
      let url = folder.appendingPathComponent(name)
      try Data(contents).write(to: url)
      return database.type(of: url)
    }
    #expect(try type("photo.PNG", [0x89, 0x50]) == "image/png")
    #expect(try type("table.csv") == "text/csv")
    #expect(try type("data.json") == "application/json")
    #expect(try type("LETTER") == "text/plain")
    #expect(try type("README") == "text/x-readme", "the system database knows more than extensions")
    #expect(try type("blob", [0, 1, 2, 255]) == "application/octet-stream")
  }

  @Test("the system database is used when present")
  func systemDatabase() {
    let database = MimeDatabase()
    if FileManager.default.fileExists(atPath: "/usr/share/mime/globs2") {
      #expect(database.isAvailable)
      #expect(database.bestGlob(for: "archive.tar.gz") == "application/x-compressed-tar")
    }
    let empty = MimeDatabase(environment: ["XDG_DATA_DIRS": "/nonexistent"])
    #expect(!empty.isAvailable)
  }
}
