import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import Testing

@testable import SuperSwiftCluster

/// A run request as it travels through the queue to a worker on another machine.
@Suite("Queued run requests")
struct RunPayloadTests {
  @Test("the app's files, the input (files by position), the source, timeout and arguments survive the trip")
  func roundTrip() throws {
    let app = AppSource(
      location: URL(fileURLWithPath: "/home/ann/apps/Notes"), name: "Notes",
      files: [
        AppSource.File(path: "main.swift", contents: Data("import SuperSwift\n".utf8)),
        AppSource.File(path: "Model/Note.swift", contents: Data([0xF0, 0x9F, 0x93, 0x9D])),
      ], isSingleFile: false, languageMode: "6")
    let photo = InputFile(url: URL(fileURLWithPath: "/uploads/0"), name: "IMG_1.HEIC", contentType: "image/heic")
    var request = RunRequest(
      app: app, appID: "0d4d1a0b-958c-4678-b622-22f74871a982", source: .shareSheet,
      input: RunInput(items: [.text("{\"a\": 1}"), .file(photo), .url(URL(string: "https://example.com/x")!)]),
      timeout: .milliseconds(2500))
    request.arguments = ["--flag", "value"]
    request.languageMode = "5"
    let json = RunPayload.json(of: request)
    // Through the database as text.
    let stored = try #require(JSON(parsing: Data(json.text.utf8)))
    let output = URL(fileURLWithPath: "/tmp/out")
    let back = try #require(
      RunPayload.request(
        from: stored, inputFiles: [URL(fileURLWithPath: "/worker/in/0")], outputDirectory: output, runID: "r"))
    #expect(back.app.name == "Notes" && back.app.location == app.location && !back.app.isSingleFile)
    #expect(back.app.files == app.files, "bytes exactly, any bytes")
    #expect(back.app.languageMode == "6" && back.languageMode == "5")
    #expect(back.appID == request.appID && back.source == .shareSheet && back.runID == "r")
    #expect(back.timeout == .milliseconds(2500))
    #expect(back.arguments == ["--flag", "value"])
    #expect(back.outputDirectory == output)
    #expect(back.input.text == "{\"a\": 1}")
    #expect(back.input.urls == [URL(string: "https://example.com/x")!])
    let file = try #require(back.input.files.first)
    #expect(file.path == "/worker/in/0" && file.name == "IMG_1.HEIC" && file.contentType == "image/heic")
  }

  @Test("a request from another version of the tables is refused, not half-read")
  func foreign() {
    #expect(
      RunPayload.request(
        from: ["app": ["name": "x"]], inputFiles: [], outputDirectory: URL(fileURLWithPath: "/"), runID: "r")
        == nil)
  }

  @Test("a request says whether its coordinator takes the record in a notification and how many secrets its app has")
  func versionedHints() throws {
    let app = AppSource(
      location: URL(fileURLWithPath: "/apps/Noop.swift"), name: "Noop",
      files: [AppSource.File(path: "Noop.swift", contents: Data("print(1)\n".utf8))], isSingleFile: true)
    let request = RunRequest(app: app, source: .shortcut, input: .empty)
    let none = try #require(JSON(parsing: Data(RunPayload.json(of: request, secrets: 0).text.utf8)))
    #expect(RunPayload.wantsRecordInNotification(none), "this coordinator listens for records")
    #expect(!RunPayload.mayHaveSecrets(none), "none published: the worker does not ask")
    let two = RunPayload.json(of: request, secrets: 2)
    #expect(RunPayload.mayHaveSecrets(two))
    #expect(RunPayload.mayHaveSecrets(RunPayload.json(of: request)), "unknown: asked, as before")
    // A request from an older coordinator has neither key: it is answered on `done`, and its
    // app's secrets are asked for.
    let older: JSON = ["app": ["name": "Noop"], "source": "shortcut"]
    #expect(!RunPayload.wantsRecordInNotification(older))
    #expect(RunPayload.mayHaveSecrets(older))
    #expect(!RunPayload.wantsRecordInNotification(nil) && RunPayload.mayHaveSecrets(nil))
  }
}
