import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Several hundred runs, eight at a time: every answer right, nothing leaked afterwards.
@Suite("HTTP API under load")
struct ServerLoadTests {
  func openDescriptors(_ pid: pid_t) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
  }

  func children(_ pid: pid_t) -> [String] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.flatMap { task in
      ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
        .split(separator: " ").map(String.init)
    }
  }

  @Test("240 runs at 8 at a time all answer right; no leaked processes or descriptors")
  func load() throws {
    let cli = try CLI()
    _ = try cli.newApp(
      "Double",
      source:
        #"import SuperSwift; let n = RunContext.current.input.json?["n"]?.int ?? -1; RunContext.current.finish(with: .json(["n": .number(Double(n * 2))]))"#
    )
    let server = try TestServer(cli)
    let pid = server.process.process.processIdentifier
    // Warm up: compile once, and let the server's threads settle.
    #expect(try server.request("POST", "/api/apps/Double/result", body: Data(#"{"n": 1}"#.utf8)).status == 200)
    let baseline = openDescriptors(pid)

    let wrong = ManagedCounter()
    let failures = ManagedCounter()
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for round in 0..<30 {
        let n = worker * 1000 + round
        do {
          let response = try server.request(
            "POST", "/api/apps/Double/result", body: Data(#"{"input": {"n": \#(n)}}"#.utf8),
            headers: ["Content-Type": "application/json"])
          if response.status != 200 || !response.text.contains(#""n": \#(n * 2)"#) { wrong.add() }
        } catch {
          failures.add()
        }
      }
    }
    #expect(wrong.value == 0)
    #expect(failures.value == 0)
    usleep(300_000)
    #expect(children(pid).isEmpty, "no app process left behind")
    #expect(openDescriptors(pid) <= baseline + 2, "descriptors: \(baseline) before, \(openDescriptors(pid)) after")
    let history = try cli.run(["history", "Double", "--json", "--limit", "1000"]).stdout
    #expect(history.components(separatedBy: #""status": "finished""#).count - 1 == 241)
  }
}

/// A counter several threads can add to.
final class ManagedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func add() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
