import Foundation

/// A request built byte for byte as Shortcuts' "Get Contents of URL" action sends it from an
/// iPhone: CFNetwork's header order and values, the `BackgroundShortcutRunner` user agent,
/// `Connection: keep-alive`, the headers the person added by hand where CFNetwork puts them,
/// and a body as the action's Request Body menu makes it (JSON from NSJSONSerialization, which
/// writes `/` as `\/`; a Form as multipart with a `Boundary-…` boundary, or urlencoded; a File
/// as its bytes with the file's own type).
struct ShortcutsRequest {
  static let userAgent = "BackgroundShortcutRunner/3607.0.2 CFNetwork/3826.400.120 Darwin/24.3.0"

  var method = "POST"
  var path: String
  /// What the person typed in the action's Headers, in their order and spelling.
  var headers: [(String, String)] = []
  var contentType: String?
  var body = Data()

  /// Request Body: JSON, with the body text as NSJSONSerialization writes it.
  static func json(_ path: String, _ text: String, headers: [(String, String)]) -> Self {
    Self(path: path, headers: headers, contentType: "application/json", body: Data(text.utf8))
  }

  /// Request Body: Form with a file or more (multipart): `fields` are (name, text) or (name,
  /// file name, type, bytes).
  static func form(_ path: String, _ fields: [FormPart], headers: [(String, String)]) -> Self {
    let boundary = "Boundary-6F1A2B3C-4D5E-4F60-8172-93A4B5C6D7E8"
    var body = Data()
    for field in fields {
      body.append(Data("--\(boundary)\r\n".utf8))
      switch field {
      case .text(let name, let value):
        body.append(Data("Content-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
      case .file(let name, let fileName, let type, let bytes):
        body.append(
          Data(
            "Content-Disposition: form-data; name=\"\(name)\"; filename=\"\(fileName)\"\r\nContent-Type: \(type)\r\n\r\n"
              .utf8))
        body.append(bytes)
        body.append(Data("\r\n".utf8))
      }
    }
    body.append(Data("--\(boundary)--\r\n".utf8))
    return Self(
      path: path, headers: headers, contentType: "multipart/form-data; boundary=\(boundary)", body: body)
  }

  /// Request Body: Form with text fields only, as urlencoded.
  static func urlEncoded(_ path: String, _ text: String, headers: [(String, String)]) -> Self {
    Self(
      path: path, headers: headers, contentType: "application/x-www-form-urlencoded; charset=utf-8",
      body: Data(text.utf8))
  }

  /// Request Body: File: the file's bytes with its own type.
  static func file(_ path: String, type: String, _ bytes: Data, headers: [(String, String)]) -> Self {
    Self(path: path, headers: headers, contentType: type, body: bytes)
  }

  enum FormPart {
    case text(String, String)
    case file(String, fileName: String, type: String, Data)
  }

  /// The bytes on the wire.
  func bytes(host: String) -> Data {
    var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\n"
    if let contentType { head += "Content-Type: \(contentType)\r\n" }
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "Accept: */*\r\nAccept-Language: en-GB,en;q=0.9\r\n"
    if method != "GET" || !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
    head += "User-Agent: \(Self.userAgent)\r\nAccept-Encoding: gzip, deflate\r\nConnection: keep-alive\r\n\r\n"
    return Data(head.utf8) + body
  }
}

extension TestServer {
  /// Sends a request as an iPhone's Shortcuts builds it, over a connection of its own.
  func shortcut(_ request: ShortcutsRequest) throws -> RawResponse {
    try RawHTTP(port: port, ipv6: ipv6).exchange(request.bytes(host: "\(ipv6 ? "[::1]" : "192.168.1.20"):\(port)"))
  }
}

/// Reads a zip archive with a real reader (Python's zipfile), as Extract Archive would.
enum ZipReader {
  static func entries(_ data: Data) throws -> [String: String] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("ss-\(UUID()).zip")
    try data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (status, output, _) = try Program.run([
      "python3", "-c",
      "import json,sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(json.dumps({n: z.read(n).decode() for n in z.namelist()}))",
      file.path,
    ])
    guard status == 0, let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: String]
    else { throw TestFailure("not a zip archive zipfile can read") }
    return object
  }
}
