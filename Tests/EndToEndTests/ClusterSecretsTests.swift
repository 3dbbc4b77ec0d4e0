import Foundation
import SuperSwift
import Testing

extension ClusterTests {
  @Test("secrets in a cluster: sealed with AES-256-GCM in PostgreSQL, opened by a worker with the key, nil without it")
  func secretsInACluster() throws {
    let postgres = try self.postgres
    let cli = try CLI()
    let value = "sk_cluster_\(UUID().uuidString)"
    let id = try cli.newApp(
      "Caller",
      source: """
        import SuperSwift
        let key = RunContext.current.secret("API_KEY")
        RunContext.current.finish(with: .json([
          "length": .number(Double(key?.count ?? 0)), "start": .string(String((key ?? "none").prefix(3))),
        ]))
        """)
    #expect(try cli.run(["secret", "set", "Caller", "API_KEY"], stdin: Data(value.utf8)).status == 0)
    let cluster = try TestCluster(cli, postgres: postgres, workers: 1)
    let answer = try cluster.server.request("POST", "/api/apps/\(id)/result")
    #expect(answer.status == 200, "\(answer.text)")
    #expect(JSON(parsing: answer.body)?["length"]?.int == value.count && JSON(parsing: answer.body)?["start"] == "sk_")

    // The database holds a box, not the value.
    let stored = try postgres.psql(
      cluster.queue, "SELECT encode(box, 'hex') FROM superswift_secrets WHERE name = 'API_KEY'")
    #expect(!stored.isEmpty && !stored.contains(Data(value.utf8).map { String(format: "%02x", $0) }.joined()))
    #expect(stored.count == (12 + value.utf8.count + 16) * 2, "nonce, ciphertext, tag")
    // Changed on the coordinator: the next run sees the new value.
    #expect(try cli.run(["secret", "set", "Caller", "API_KEY"], stdin: Data("second-value".utf8)).status == 0)
    let again = try cluster.server.request("POST", "/api/apps/\(id)/result")
    #expect(JSON(parsing: again.body)?["length"]?.int == "second-value".count, "\(again.text)")
    #expect(try postgres.psql(cluster.queue, "SELECT count(*) FROM superswift_secrets") == "1")

    // A worker on another machine without the key: nil, and it said why when it started.
    for worker in cluster.workers {
      worker.signal(SIGTERM)
      _ = try? worker.finish()
    }
    let elsewhere = cli.root.appendingPathComponent("other-config", isDirectory: true)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let keyless = try cli.setting("XDG_CONFIG_HOME", elsewhere.path).start(["worker", "--queue", cluster.queue])
    defer {
      keyless.signal(SIGTERM)
      _ = try? keyless.finish()
    }
    #expect(keyless.waitForStderr("is waiting for runs", seconds: 60))
    #expect(keyless.stderrSoFar.contains("no secrets key"))
    let without = try cluster.server.request("POST", "/api/apps/\(id)/result")
    #expect(JSON(parsing: without.body)?["start"] == "non", "\(without.text)")
  }
}
