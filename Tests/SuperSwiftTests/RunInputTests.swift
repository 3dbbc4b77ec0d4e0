import Foundation
import Testing

@_spi(Host) @testable import SuperSwift

@Suite("Input")
struct RunInputTests {
  @Test("items keep their order and each shortcut picks its kind")
  func itemsAndShortcuts() throws {
    let file = InputFile(url: URL(fileURLWithPath: "/tmp/photo.png"))
    let input = RunInput(items: [
      .text("first"), .url(URL(string: "https://a.example")!), .file(file), .text("second"),
      .url(URL(string: "https://b.example")!),
    ])
    #expect(input.text == "first\nsecond")
    #expect(input.urls.map(\.absoluteString) == ["https://a.example", "https://b.example"])
    #expect(input.files == [file])
    #expect(input.items.count == 5)
    #expect(input.json == nil)
    #expect(!input.isEmpty)
  }

  @Test("empty input has no text, no JSON, no URLs, no files")
  func emptyInput() {
    let input = RunInput.empty
    #expect(input.isEmpty)
    #expect(input.text == nil)
    #expect(input.json == nil)
    #expect(input.urls.isEmpty)
    #expect(input.files.isEmpty)
  }

  struct Bill: Decodable, Equatable {
    let bill: Double
  }

  @Test("JSON input decodes, and non-JSON input says so")
  func decodeInput() throws {
    #expect(try RunInput(items: [.text(#"{"bill": 12.5}"#)]).decode(Bill.self) == Bill(bill: 12.5))
    #expect(throws: RunInputError.self) { try RunInput(items: [.text("hello")]).decode(Bill.self) }
    #expect(RunInput(items: [.text("42")]).json == .number(42))
  }

  @Test("file items read their contents and know their type")
  func fileContents() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("notes.csv")
    try Data("a,b\n".utf8).write(to: url)
    let file = InputFile(url: url)
    #expect(file.name == "notes.csv")
    #expect(file.contentType == "text/csv")
    #expect(file.uniformTypeIdentifier == "public.comma-separated-values-text")
    #expect(file.text == "a,b\n")
    #expect(file.data == Data("a,b\n".utf8))
    let missing = InputFile(url: folder.appendingPathComponent("gone.bin"))
    #expect(missing.text == nil)
    #expect(missing.data.isEmpty)
  }

  @Test("the envelope round-trips through JSON")
  func envelopeRoundTrip() throws {
    let input = RunInput(items: [
      .text("hi"), .url(URL(string: "https://x.example/a?b=c")!),
      .file(InputFile(url: URL(fileURLWithPath: "/tmp/a b.txt"), name: "a b.txt", contentType: "text/plain")),
    ])
    let envelope = RunEnvelope(runID: "r1", source: .shareSheet, input: input)
    let parsed = try #require(JSON(parsing: envelope.json.text).flatMap { RunEnvelope(json: $0) })
    #expect(parsed == envelope)
    #expect(RunEnvelope(json: ["version": 99, "runID": "x", "source": "app", "items": []]) == nil)
  }

  @Test("long texts cross apart, by names that are never paths")
  func envelopeApart() throws {
    let long = String(repeating: "a\"b\\c\n é", count: 20)
    let input = RunInput(items: [.text("short"), .text(long), .url(URL(string: "https://x.example")!), .text(long)])
    let envelope = RunEnvelope(runID: "r1", source: .shortcut, input: input)
    let (json, apart) = envelope.wire(apartOver: 100)
    #expect(apart.map(\.name) == ["input-1.txt", "input-3.txt"])
    #expect(apart.allSatisfy { $0.text == long })
    #expect(json["items"]?[1] == ["type": "text", "file": "input-1.txt"])
    #expect(json["items"]?[0] == ["type": "text", "text": "short"])
    // Read back through the files, as the app reads them; nothing else is asked for.
    var asked: [String] = []
    let files = Dictionary(uniqueKeysWithValues: apart.map { ($0.name, $0.text) })
    let parsed = RunEnvelope(
      json: JSON(parsing: json.text)!,
      readApart: {
        asked.append($0); return files[$0]
      })
    #expect(parsed == envelope)
    #expect(asked == ["input-1.txt", "input-3.txt"])
    // Without a reader, or with one that cannot read the file, the envelope is unreadable.
    #expect(RunEnvelope(json: json) == nil)
    #expect(RunEnvelope(json: json, readApart: { _ in nil }) == nil)
    // Under the threshold, or with none, everything is inline.
    #expect(envelope.wire(apartOver: 10_000).apart.isEmpty)
    #expect(envelope.wire(apartOver: nil).json == envelope.json)
    // A name that is a path, or any other file, is refused before it is read.
    for bad in ["../input-1.txt", "/etc/passwd", "input-.txt", "input-1.txt/x", "input-1x.txt", "out/0", "input.json"] {
      var object = json
      if case .object(var root) = object, case .array(var items) = root["items"] {
        items[1] = ["type": "text", "file": .string(bad)]
        root["items"] = .array(items)
        object = .object(root)
      }
      #expect(
        RunEnvelope(
          json: object,
          readApart: { _ in
            Issue.record("read \(bad)"); return ""
          }) == nil, "\(bad)")
    }
  }
}

@Suite("Results")
struct RunResultTests {
  @Test(
    "content types map between MIME and UTI, and come from names",
    arguments: [
      ("public.comma-separated-values-text", "text/csv", "public.comma-separated-values-text"),
      ("text/csv", "text/csv", "public.comma-separated-values-text"),
      ("TEXT/PLAIN; charset=utf-8", "text/plain", "public.plain-text"),
      ("public.png", "image/png", "public.png"),
      ("application/x-custom", "application/x-custom", "public.data"),
      ("com.example.unknown", "application/octet-stream", "public.data"),
    ])
  func contentTypes(given: String, mime: String, uti: String) {
    let type = ContentType(given)
    #expect(type.mimeType == mime)
    #expect(type.uniformTypeIdentifier == uti)
  }

  @Test("a name's extension decides the type when none is given")
  func typesFromNames() {
    #expect(ContentType(fileName: "report.CSV").mimeType == "text/csv")
    #expect(ContentType(fileName: "photo.jpeg").uniformTypeIdentifier == "public.jpeg")
    #expect(ContentType(fileName: "Makefile").mimeType == "application/octet-stream")
    #expect(ContentType(fileName: ".hidden").mimeType == "application/octet-stream")
    #expect(OutputFile(name: "data.json", text: "{}").type.mimeType == "application/json")
    #expect(OutputFile(name: "x.bin", data: Data([1, 2])).data == Data([1, 2]))
  }

  @Test("output file names are plain names, unique")
  func outputNames() {
    for bad in [
      "", ".", "..", "../x", "/etc/x", "a/../../b", "a/b", "nul\0x", String(repeating: "x", count: 256), "..hidden",
    ] {
      #expect(OutputFileNames.problem(with: bad) != nil, "\(bad)")
    }
    for good in ["report.csv", "a b.txt", "résumé.pdf", "x"] {
      #expect(OutputFileNames.problem(with: good) == nil, "\(good)")
    }
    #expect(OutputFileNames.problem(with: ["a.txt", "b.txt"]) == nil)
    #expect(OutputFileNames.problem(with: ["a.txt", "a.txt"])?.contains("both named") == true)
  }

  @Test("final messages round-trip through JSON")
  func finalMessages() throws {
    let messages: [FinalMessage] = [
      .finished(nil), .failed("Bill must be positive"), .finished(.text("Saved")),
      .finished(.json(["total": 46])), .finished(.url("https://superswift.app")),
      .finished(.files([WireFile(name: "report.csv", contentType: "text/csv", path: "out/0")])),
    ]
    for message in messages {
      #expect(JSON(parsing: message.json.text).flatMap { FinalMessage(json: $0) } == message)
    }
    #expect(FinalMessage(json: ["type": "finished", "result": ["kind": "nope"]]) == nil)
    // A long text result crosses apart, under its one name; only a text does.
    let long = FinalMessage.finished(.text(String(repeating: "é\"\n", count: 50)))
    let (json, apart) = long.wire(apartOver: 100)
    #expect(json == ["type": "finished", "result": ["kind": "text", "file": "result.txt"]])
    #expect(apart?.name == "result.txt")
    #expect(FinalMessage(json: json, readApart: { $0 == "result.txt" ? apart?.text : nil }) == long)
    #expect(FinalMessage(json: json) == nil)
    #expect(FinalMessage.finished(.text("short")).wire(apartOver: 100).apart == nil)
    #expect(FinalMessage.finished(.json(.string(String(repeating: "x", count: 500)))).wire(apartOver: 100).apart == nil)
    #expect(
      FinalMessage(
        json: ["type": "finished", "result": ["kind": "text", "file": "../secret"]],
        readApart: { _ in
          Issue.record("read a path"); return ""
        }) == nil)
    #expect(FinalMessage(json: ["type": "exploded"]) == nil)
  }
}
