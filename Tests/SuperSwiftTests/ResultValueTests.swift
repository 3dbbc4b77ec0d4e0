import Foundation
import Testing

@_spi(Host) @testable import SuperSwift

/// The one result model: the channel's and the records' forms are one type, one JSON shape.
@Suite("Result model")
struct ResultValueTests {
  static let delivered = DeliveredFile(
    name: "report.csv", contentType: "text/csv", url: URL(fileURLWithPath: "/tmp/out/report.csv"), size: 12)

  @Test("every kind round-trips, through JSON and through Codable, with either kind of file")
  func roundTrips() throws {
    let wire: [WireResult] = [
      .text("Saved"), .json(["items": [1, 2], "total": 46]), .url("https://superswift.app"),
      .files([WireFile(name: "report.csv", contentType: "text/csv", path: "out/0")]), .files([]),
    ]
    let records: [DeliveredResult] = [.text(""), .json(.null), .url("x"), .files([Self.delivered])]
    for result in wire {
      #expect(WireResult(json: result.json) == result)
      #expect(try JSONDecoder().decode(WireResult.self, from: JSONEncoder().encode(result)) == result)
    }
    for result in records {
      #expect(DeliveredResult(json: result.json) == result)
      #expect(try JSONDecoder().decode(DeliveredResult.self, from: JSONEncoder().encode(result)) == result)
    }
    #expect(Set(wire.map(\.kind)) == Set(ResultKind.allCases))
  }

  @Test("one JSON shape everywhere: {kind, value}, the kind RunResult names too")
  func shape() {
    #expect(WireResult.text("Hi").json == ["kind": "text", "value": "Hi"])
    #expect(DeliveredResult.url("https://a.example").json == ["kind": "url", "value": "https://a.example"])
    let results: [RunResult] = [.text("a"), .json(1), .url(URL(string: "https://a.example")!), .files([])]
    #expect(results.map(\.kind) == ResultKind.allCases.map(\.rawValue))
  }

  @Test("malformed results are refused: an unknown kind, a value of the wrong type, one bad file")
  func malformed() {
    let bad: [JSON] = [
      ["kind": "poem", "value": "x"], ["kind": "text"], ["kind": "text", "value": 3], ["kind": "url", "value": []],
      ["kind": "files", "value": "report.csv"],
      ["kind": "files", "value": [["name": "a", "contentType": "text/plain", "path": "out/0"], ["name": "b"]]],
      // The old wire form (the value under the kind's name) is not a result any more.
      ["kind": "text", "text": "Saved"], "text", .null,
    ]
    for json in bad { #expect(WireResult(json: json) == nil, "\(json.text)") }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(WireResult.self, from: Data(#"{"kind":"poem"}"#.utf8))
    }
    // A delivered file needs its size; a wire file has none.
    #expect(DeliveredResult(json: WireResult.files([WireFile(name: "a", contentType: "t", path: "p")]).json) == nil)
  }

  @Test("mapFiles keeps the kind and the order, and changes only how files are held")
  func mapFiles() throws {
    let wire = WireResult.files([
      WireFile(name: "a.txt", contentType: "text/plain", path: "out/0"),
      WireFile(name: "b.png", contentType: "image/png", path: "out/1"),
    ])
    let delivered = wire.mapFiles { file in
      DeliveredFile(
        name: file.name, contentType: file.contentType, url: URL(fileURLWithPath: "/out/\(file.name)"), size: 1)
    }
    #expect(delivered.summary == "a.txt, b.png")
    guard case .files(let files) = delivered else { Issue.record("not files: \(delivered)"); return }
    #expect(files.map(\.url.path) == ["/out/a.txt", "/out/b.png"])
    #expect(WireResult.text("x").mapFiles { _ in Self.delivered } == .text("x"))
    #expect(DeliveredResult.text(String(repeating: "ab\n", count: 100)).summary.count == 120)
  }
}
