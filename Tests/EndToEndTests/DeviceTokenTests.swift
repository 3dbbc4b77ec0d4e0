import Foundation
import SuperSwift
import Testing

/// Devices' tokens through the built binary: made, listed, used, rotated and revoked from the
/// command line against a running server, as a person would.
@Suite("Device tokens")
struct DeviceTokenTests {
  /// A request with `token`, on a fresh connection.
  static func request(
    _ server: TestServer, _ method: String, _ path: String, token: String, body: Data = Data()
  ) throws -> RawResponse {
    var text =
      "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer \(token)\r\n"
    text += "Content-Length: \(body.count)\r\n\r\n"
    var bytes = Data(text.utf8)
    bytes.append(body)
    return try RawHTTP(port: server.port).exchange(bytes)
  }

  @Test("token add/list/rotate/revoke: a phone's token runs its app only, and revoking it ends its open stream")
  func lifecycle() throws {
    let cli = try CLI()
    let mine = try cli.newApp(
      "Slow Counter",
      source: """
        import Foundation
        import SuperSwift
        print("started")
        fflush(stdout)
        Thread.sleep(forTimeInterval: 60)
        RunContext.current.finish(with: .text("late"))
        """)
    let theirs = try cli.newApp("Bank", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"$$$\"))\n")
    let server = try TestServer(cli)

    // Bad input says what was wrong.
    let unknown = try cli.run(["token", "add", "phone", "--apps", "Nope"])
    #expect(unknown.status == 2 && unknown.stderr.contains("Nope"), "\(unknown.stderr)")
    let badExpiry = try cli.run(["token", "add", "phone", "--expires", "soon"])
    #expect(badExpiry.status == 2 && badExpiry.stderr.contains("not a duration"), "\(badExpiry.stderr)")

    let added = try cli.run(["token", "add", "Anna's iPhone", "--apps", "Slow Counter"])
    #expect(added.status == 0, "\(added.stderr)")
    let phone = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(phone.hasPrefix("sst_") && added.stderr.contains("only Slow Counter"))
    #expect(try cli.run(["token", "add", "anna's iphone"]).status == 2, "names are unique in any letter case")

    // It sees and runs its app; the other is not there at all.
    let apps = JSON(parsing: try Self.request(server, "GET", "/api/apps", token: phone).body)?.array ?? []
    #expect(apps.compactMap { $0["id"]?.string } == [mine])
    let refused = try Self.request(server, "POST", "/api/apps/\(theirs)/result", token: phone)
    #expect(refused.status == 404 && !refused.text.contains("Bank"))
    let byName = try Self.request(server, "POST", "/api/apps/Bank/result", token: phone)
    #expect(byName.status == 404 && byName.text.contains("no app named \\\"Bank\\\""), "\(byName.text)")

    // The list says when and from where, never the token.
    let listed = try cli.run(["token", "list", "--json"])
    #expect(!listed.stdout.contains(phone) && !listed.stdout.contains(String(phone.dropFirst(4))))
    let entry = try #require(JSON(parsing: Data(listed.stdout.utf8))?.array?.first)
    #expect(entry["name"]?.string == "Anna's iPhone")
    #expect(entry["apps"]?.array?.first?["name"]?.string == "Slow Counter")
    #expect(entry["lastAddress"]?.string == "127.0.0.1" && entry["lastUsed"]?.string != nil)

    // A run followed live with the phone's token; revoking the token ends the stream.
    let started = try Self.request(server, "POST", "/api/apps/\(mine)/run?wait=false", token: phone)
    #expect(started.status == 202, "\(started.text)")
    let run = try #require(JSON(parsing: started.body)?["id"]?.string)
    let stream = try RawHTTP(port: server.port)
    stream.send(
      Data("GET /api/runs/\(run)/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(phone)\r\n\r\n".utf8))
    _ = try stream.readStream(until: "started")
    let revoked = try cli.run(["token", "revoke", "anna's iphone"])
    #expect(revoked.status == 0, "\(revoked.stderr)")
    #expect(stream.endsWithin(seconds: 10), "the stream outlived its token")
    let after = try Self.request(server, "GET", "/api/apps", token: phone)
    #expect(after.status == 401 && after.text.contains("revoked"))
    _ = try server.request("DELETE", "/api/runs/\(run)")

    // Rotate: the old value stops, the new one works with the same apps.
    let laptop = try cli.run(["token", "add", "laptop", "--read-only", "--expires", "30d", "--json"])
    let first = try #require(JSON(parsing: Data(laptop.stdout.utf8))?["token"]?.string)
    #expect(JSON(parsing: Data(laptop.stdout.utf8))?["readOnly"] == true)
    let rotated = try cli.run(["token", "rotate", "laptop"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(try Self.request(server, "GET", "/api/apps", token: first).status == 401)
    #expect(try Self.request(server, "GET", "/api/apps", token: rotated).status == 200)
    let readOnly = try Self.request(server, "POST", "/api/apps/\(theirs)/result", token: rotated)
    #expect(readOnly.status == 403 && readOnly.text.contains("read-only"))
    // The owner's token is unchanged by all of it.
    #expect(try server.request("POST", "/api/apps/\(theirs)/result").text == "$$$")
  }
}
