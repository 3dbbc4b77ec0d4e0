import Foundation
@_spi(Host) import SuperSwift
import Synchronization
import Testing

/// `Idempotency-Key` on run requests (issue 42): a retried request gets the first one's run,
/// never a second, however many arrive at once; the same key with another body is refused.
@Suite("Idempotency keys on run requests", .serialized)
struct IdempotencyTests {
  func tipApp(_ cli: CLI) throws -> String {
    try cli.newApp(
      "Tip",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/TipCalculator.swift"), encoding: .utf8))
  }

  func post(_ server: TestServer, _ path: String, key: String?, body: String) throws -> RawResponse {
    var headers = ["Content-Type": "application/json"]
    if let key { headers["Idempotency-Key"] = key }
    return try server.request("POST", path, body: Data(body.utf8), headers: headers)
  }

  func runs(_ cli: CLI) throws -> Int {
    JSON(parsing: try cli.run(["history", "Tip", "--json"]).stdout)?.array?.count ?? -1
  }

  @Test("a repeat gets the first run, marked replayed; another body with the key is a 422; a bad key a 400")
  func repeats() throws {
    let cli = try CLI()
    _ = try tipApp(cli)
    let server = try TestServer(cli)
    let body = #"{"bill": 42, "percent": 18}"#
    let first = try post(server, "/api/apps/Tip/run", key: "order-1", body: body)
    #expect(first.status == 200, "\(first.text)")
    let id = try #require(JSON(parsing: first.body)?["id"]?.string)
    let again = try post(server, "/api/apps/Tip/run", key: "order-1", body: body)
    #expect(JSON(parsing: again.body)?["id"]?.string == id)
    #expect(again.headers["idempotent-replayed"] == "true")
    #expect(try runs(cli) == 1)

    let other = try post(server, "/api/apps/Tip/run", key: "order-1", body: #"{"bill": 10}"#)
    #expect(other.status == 422 && other.text.contains("new key"), "\(other.text)")
    // The same key on the other route asks for something else too.
    #expect(try post(server, "/api/apps/Tip/result", key: "order-1", body: body).status == 422)
    #expect(try post(server, "/api/apps/Tip/run", key: "has space", body: body).status == 400)
    // A new key is a new run; no key, as before, always a new run.
    _ = try post(server, "/api/apps/Tip/run", key: "order-2", body: body)
    _ = try post(server, "/api/apps/Tip/run", key: nil, body: body)
    _ = try post(server, "/api/apps/Tip/run", key: nil, body: body)
    #expect(try runs(cli) == 4)

    // Not waiting: 202 with the run, and the repeat names the same one.
    let queued = try post(server, "/api/apps/Tip/run?wait=false", key: "order-3", body: body)
    #expect(queued.status == 202, "\(queued.text)")
    let queuedID = JSON(parsing: queued.body)?["id"]?.string
    let queuedAgain = try post(server, "/api/apps/Tip/run?wait=false", key: "order-3", body: body)
    #expect(queuedAgain.status == 202 && JSON(parsing: queuedAgain.body)?["id"]?.string == queuedID)
  }

  @Test("twelve requests with one key at once start one run, and all get it")
  func concurrent() throws {
    let cli = try CLI()
    _ = try tipApp(cli)
    let server = try TestServer(cli, extra: ["--max-runs", "16"])
    let body = #"{"bill": 100, "percent": 10}"#
    let answers = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 12) { _ in
      let response = try? post(server, "/api/apps/Tip/run", key: "same-tap", body: body)
      let json = response.flatMap { JSON(parsing: $0.body) }
      let total = json?["result"]?.text.contains("110") == true ? "110" : "?"
      let seen = "\(response?.status ?? 0) \(json?["id"]?.string ?? "-") \(total)"
      answers.withLock { $0.append(seen) }
    }
    let all = answers.withLock { $0 }
    #expect(all.count == 12)
    #expect(Set(all).count == 1, "\(all)")
    #expect(all.first?.hasPrefix("200 ") == true && all.first?.hasSuffix(" 110") == true, "\(all)")
    #expect(try runs(cli) == 1)
  }

  @Test("a sender's redelivery with the key of a delivery gets that delivery's run")
  func webhooks() throws {
    let cli = try CLI()
    _ = try tipApp(cli)
    let server = try TestServer(cli)
    let added = try cli.run(["webhook", "add", "Tip"])
    let line = try #require(added.stdout.split(separator: "\n").first { $0.contains("/hooks/wh_") })
    let start = try #require(line.range(of: "/hooks/")).lowerBound
    let path = String(line[start...]).trimmingCharacters(in: CharacterSet(charactersIn: "\" ,"))
    let body = #"{"bill": 20, "percent": 20}"#
    func deliver(_ key: String, _ text: String) throws -> RawResponse {
      try server.request(
        "POST", path + "?wait=true", body: Data(text.utf8),
        headers: ["Content-Type": "application/json", "Idempotency-Key": key], authorized: false)
    }
    let first = try deliver("delivery-7", body)
    #expect(first.status == 200, "\(first.text)")
    let again = try deliver("delivery-7", body)
    #expect(again.headers["idempotent-replayed"] == "true")
    #expect(JSON(parsing: again.body)?["id"] == JSON(parsing: first.body)?["id"])
    #expect(try deliver("delivery-7", #"{"bill": 1}"#).status == 422)
    #expect(try runs(cli) == 1)
  }
}
