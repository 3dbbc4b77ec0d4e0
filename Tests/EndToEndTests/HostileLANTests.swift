import Foundation
import SuperSwift
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What an attacker on the same Wi-Fi could try, on loopback, over real sockets: without the
/// token they must not lock the server out, swell its memory, or make it work for nobody.
@Suite("A hostile LAN")
struct HostileLANTests {
  /// The server's resident memory, in MiB.
  static func residentMiB(_ pid: pid_t) -> Double {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
  }

  /// Times a token request, in seconds, and checks its answer.
  static func timedRequest(_ server: TestServer) throws -> Double {
    let started = ContinuousClock.now
    let response = try server.request("GET", "/api/apps")
    #expect(response.status == 200, "\(response.status) \(response.text)")
    let elapsed = started.duration(to: .now)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  @Test("130 trickled sign-ins, 130 pipeliners that never read, and 60 MiB bodies lock nobody out")
  func noLockOut() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    let pid = server.process.process.processIdentifier
    #expect(try Self.timedRequest(server) < 1)
    let before = Self.residentMiB(pid)

    // 1. Sign-in forms that promise 4000 bytes and trickle them a byte at a time.
    var tricklers: [RawHTTP] = []
    for _ in 0..<130 {
      let client = try RawHTTP(port: server.port)
      client.send(
        Data(
          "POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 4000\r\n\r\nt"
            .utf8))
      tricklers.append(client)
    }
    let stop = Atomic(false)
    let descriptors = tricklers.map(\.descriptor)
    let trickling = Thread {
      var byte = UInt8(ascii: "x")
      while !stop.load(ordering: .relaxed) {
        for descriptor in descriptors { _ = send(descriptor, &byte, 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        usleep(500_000)
      }
    }
    trickling.start()
    defer { stop.store(true, ordering: .relaxed) }
    #expect(try Self.timedRequest(server) < 1, "with 130 trickling sign-ins")

    // 2. Connections that pipeline requests for public pages and never read an answer.
    var pipeliners: [RawHTTP] = []
    let pipelined = Data(String(repeating: "GET /web/app.js HTTP/1.1\r\nHost: x\r\n\r\n", count: 200).utf8)
    for _ in 0..<130 {
      let client = try RawHTTP(port: server.port)
      client.send(pipelined)
      pipeliners.append(client)
    }
    #expect(try Self.timedRequest(server) < 1, "with 130 pipeliners that do not read")

    // 3. Big bodies without credentials, announced with Expect: 100-continue and sent anyway.
    let body = Data(count: 4 << 20)
    DispatchQueue.concurrentPerform(iterations: 5) { _ in
      guard let client = try? RawHTTP(port: server.port) else { return }
      client.send(
        Data("GET /history HTTP/1.1\r\nHost: x\r\nContent-Length: 62914560\r\nExpect: 100-continue\r\n\r\n".utf8))
      for _ in 0..<15 { client.send(body) }
    }
    #expect(try Self.timedRequest(server) < 1, "with big bodies sent")
    let after = Self.residentMiB(pid)
    #expect(after - before < 60, "resident memory went from \(before) to \(after) MiB")

    // Each of several requests in a row, while all of it is still going on.
    for _ in 0..<5 { #expect(try Self.timedRequest(server) < 1) }
    // A sign-in form must arrive whole within 5 s: the tricklers are gone by now.
    usleep(1_000_000)
    #expect(tricklers.allSatisfy { $0.endsWithin(seconds: 5) }, "trickled sign-ins are dropped")
    #expect(pipeliners.allSatisfy { $0.endsWithin(seconds: 5) }, "pipeliners without credentials are answered once")
  }

  @Test("pipelined runs behind a caller that reset its connection never start")
  func goneCallers() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Slow", source: #"import Foundation; import SuperSwift; sleep(1); RunContext.current.finish(with: .text("done"))"#
    )
    let server = try TestServer(cli)
    #expect(try server.request("POST", "/api/apps/Slow/result").status == 200, "built once")
    let request =
      "POST /api/apps/Slow/run HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(server.token)\r\nContent-Length: 0\r\n\r\n"
    for _ in 0..<10 {
      let client = try RawHTTP(port: server.port)
      client.send(Data(String(repeating: request, count: 20).utf8))
      // A reset, not a polite close: SO_LINGER with no time.
      var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
      setsockopt(client.descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    }
    // The clients are gone (closed by deinit at the end of each loop turn). Give anything that
    // did start the time to end.
    usleep(3_000_000)
    let history = try cli.run(["history", "Slow", "--json", "--limit", "1000"]).stdout
    guard case .array(let records)? = JSON(parsing: Data(history.utf8)) else {
      Issue.record("history --json is not an array: \(history)")
      return
    }
    let runs = records.count
    let statuses = records.compactMap { $0["status"]?.string }
    // The warm-up, plus at most the first request of each of the 10 connections.
    #expect(runs <= 11, "\(runs) runs were recorded for 10 connections of 20 requests each: \(statuses)")
    #expect(try server.request("GET", "/api/apps").status == 200)
  }

  @Test("one address cannot hold every connection; the token still gets in from it")
  func perPeer() throws {
    let cli = try CLI()
    let server = try TestServer(cli)
    var idle: [RawHTTP] = []
    for _ in 0..<200 { idle.append(try RawHTTP(port: server.port)) }
    #expect(try Self.timedRequest(server) < 1)
    // The oldest of them were shut down to make room: a connection can tell.
    #expect(idle.prefix(20).allSatisfy { $0.endsWithin(seconds: 2) })
  }
}
