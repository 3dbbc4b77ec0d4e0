import Foundation
import SuperSwift
import SuperSwiftHTTP
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftServer

/// The body mapping's pure parts: which kind a Content-Type is, forms, base64 with line
/// breaks, a file's name that came instead of the file.
@Suite("Run bodies")
struct RunBodyTests {
  @Test("content types name the body's kind")
  func kinds() {
    #expect(RunBody.Kind(contentType: "application/json") == .json)
    #expect(RunBody.Kind(contentType: "Application/JSON; charset=utf-8") == .json)
    #expect(RunBody.Kind(contentType: "application/vnd.api+json") == .json)
    #expect(RunBody.Kind(contentType: "multipart/form-data; boundary=\"a b\"") == .multipart(boundary: "a b"))
    #expect(RunBody.Kind(contentType: "multipart/form-data") == .multipart(boundary: nil))
    #expect(RunBody.Kind(contentType: "application/x-www-form-urlencoded; charset=utf-8") == .urlEncoded)
    #expect(RunBody.Kind(contentType: "text/plain; charset=utf-8") == .text)
    #expect(RunBody.Kind(contentType: "image/HEIC") == .file(type: "image/heic"))
    #expect(RunBody.Kind(contentType: nil) == .file(type: nil))
  }

  @Test("urlencoded forms: + is a space, escapes decode, a broken escape is refused")
  func urlEncoded() throws {
    let fields = try FormField.urlEncoded(Data("bill=42%2C50&note=two+words&empty=&flag".utf8))
    #expect(fields.map(\.name) == ["bill", "note", "empty", "flag"])
    #expect(fields.map { String(decoding: $0.value, as: UTF8.self) } == ["42,50", "two words", "", ""])
    #expect(throws: FormField.Malformed.self) { try FormField.urlEncoded(Data("a=%zz".utf8)) }
  }

  @Test("a body labelled a form with no field in it (curl -d 'text') is its text; one with fields is a form")
  func bareFormBody() throws {
    let uploads = FileManager.default.temporaryDirectory.appendingPathComponent("ss-uploads-\(UUID())")
    defer { try? FileManager.default.removeItem(at: uploads) }
    func items(_ body: String) throws -> [String] {
      let request = HTTPRequest(
        method: "POST", path: "/api/apps/x/run", segments: ["api", "apps", "x", "run"], query: [],
        headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Data(body.utf8))
      return try RunBody.items(from: request, uploads: uploads).compactMap(\.text)
    }
    #expect(try items("fail") == ["fail"])
    #expect(try items("two words") == ["two words"])
    #expect(try items("input=two+words") == ["two words"])
    #expect(try items("bill=42&tip=15").first.flatMap { JSON(parsing: $0) } == ["bill": "42", "tip": "15"])
  }

  @Test("multipart: a closing delimiter ends it, file names in RFC 6266's UTF-8 form")
  func multipart() throws {
    let body =
      "preamble\r\n--b\r\nContent-Disposition: form-data; name=\"photo\"; filename*=UTF-8''Caf%C3%A9.jpg\r\nContent-Type: image/jpeg\r\n\r\nJPEG\r\n--b--\r\nepilogue --b\r\n"
    let fields = try FormField.multipart(Data(body.utf8), boundary: "b")
    #expect(
      fields == [FormField(name: "photo", value: Data("JPEG".utf8), fileName: "Café.jpg", contentType: "image/jpeg")])
    #expect(throws: FormField.Malformed.self) { try FormField.multipart(Data("no parts".utf8), boundary: "b") }
  }

  @Test("base64 with Base64 Encode's line breaks, or without padding, decodes; garbage does not")
  func base64() {
    let data = Data((0..<200).map { UInt8($0) })
    let wrapped = data.base64EncodedString(options: [
      .lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed,
    ])
    #expect(RunBody.base64(wrapped) == data)
    #expect(RunBody.base64("aGk") == Data("hi".utf8))
    #expect(RunBody.base64("not*base64") == nil)
  }

  @Test("a file's name in a text field is caught; ordinary text is not")
  func strandedNames() {
    #expect(RunBody.strandedFileName("IMG_0001.HEIC") == "IMG_0001.HEIC")
    #expect(RunBody.strandedFileName(" Scan 2026-03-01.pdf\n") == "Scan 2026-03-01.pdf")
    for text in ["hello", "notes.txt", "42,50", "see photo.jpg and more\nlines", "/tmp/a.png", ".jpg", "v1.2"] {
      #expect(RunBody.strandedFileName(text) == nil, "\(text)")
    }
  }

  @Test("a single web address is text and a URL; anything else is text")
  func textItems() {
    #expect(RunBody.textItems("https://swift.org/\n").compactMap(\.url) == [URL(string: "https://swift.org/")!])
    #expect(RunBody.textItems("see https://swift.org").compactMap(\.url).isEmpty)
    #expect(RunBody.textItems("mailto:a@b.c").compactMap(\.url).isEmpty)
  }
}
