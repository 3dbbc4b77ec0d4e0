import Foundation
@_spi(Host) import SuperSwift
import Synchronization
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

/// Files inside lists and nested types are files sent with the input, never paths a remote
/// caller wrote; and two saves from one version cannot both win.
@Suite("Where files and saves may come from")
struct InputFilePlacesTests {
  let nested = InputSchema(
    json: [
      "type": "object",
      "properties": [
        "docs": ["type": "array", "items": ["type": "string", "format": "file"]],
        "trip": [
          "type": "object",
          "properties": ["ticket": ["type": "string", "format": "file"], "seat": ["type": "string"]],
        ],
      ],
    ])!

  func upload(_ name: String) -> InputFile {
    InputFile(url: URL(fileURLWithPath: "/uploads/run/\(name)"), name: name, contentType: "application/pdf")
  }

  @Test("a path written into a nested file field or a list of files is refused, with the place named")
  func forgedPaths() throws {
    let forged: [(JSON, String)] = [
      (["trip": ["ticket": ["path": "/etc/passwd", "name": "x", "contentType": "text/plain"]]], "trip.ticket"),
      (["trip": ["ticket": "/etc/passwd"]], "trip.ticket"),
      (["docs": ["/etc/passwd"]], "docs[0]"),
      (["docs": [["path": "/etc/shadow"]]], "docs[0]"),
      (["trip": #"{"ticket": {"path": "/etc/passwd"}}"#], "trip.ticket"),
    ]
    for (input, place) in forged {
      #expect(throws: InputSchema.Invalid.self, "\(input.text)") {
        try nested.validate(input, files: [upload("a.pdf")])
      }
      do {
        _ = try nested.validate(input, files: [upload("a.pdf")])
      } catch {
        #expect(error.field == place, "\(error.description)")
      }
    }
  }

  @Test("files sent with the input fill nested fields and lists by their names")
  func sentFiles() throws {
    let checked = try nested.validate(
      ["docs": ["a.pdf", "b.pdf"], "trip": ["ticket": "t.pdf", "seat": "12A"]],
      files: [upload("a.pdf"), upload("b.pdf"), upload("t.pdf")])
    #expect(checked["docs"]?.array?.compactMap { $0["path"]?.string } == ["/uploads/run/a.pdf", "/uploads/run/b.pdf"])
    #expect(checked["trip"]?["ticket"]?["path"]?.string == "/uploads/run/t.pdf")
    #expect(checked["trip"]?["seat"]?.string == "12A")
    // A list of files that is the only place for files takes every file sent.
    let list = InputSchema(
      json: [
        "type": "object", "properties": ["docs": ["type": "array", "items": ["type": "string", "format": "file"]]],
      ])!
    let filled = try list.validate(nil, files: [upload("a.pdf"), upload("b.pdf")])
    #expect(filled["docs"]?.array?.count == 2)
    // On the command line, a path is a file.
    let local = try nested.validate(["docs": ["/dev/null"]], files: [], localPaths: true)
    #expect(local["docs"]?[0]?["path"]?.string == "/dev/null")
  }

  @Test("of two saves made from the same version, one is written and the other told of the conflict")
  func concurrentSaves() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("saves-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = Library(root: folder)
    let app = try library.create(name: "Notes", template: nil, from: nil)
    let file = try #require(try AppSource(path: app.folder.path).files.first)
    let url = app.folder.appendingPathComponent(file.path)
    let base = SHA256.hex(Array(file.contents))
    let outcomes = Mutex<[Library.SaveOutcome]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let outcome = try? library.save(Data("// version \(index)\n".utf8), to: url, expecting: base)
      outcomes.withLock { $0.append(outcome ?? .conflict(current: Data())) }
    }
    let saved = outcomes.withLock { $0.filter { $0 == .saved }.count }
    #expect(saved == 1, "one save wins, seven are told")
    #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self).hasPrefix("// version "))
  }
}
