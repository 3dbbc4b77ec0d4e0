import Foundation
import Synchronization
import Testing

@testable import SuperSwiftHTTP
@testable import SuperSwiftHost
@testable import SuperSwiftServer
@testable import SuperSwiftSystem

/// The editor's type checks are bounded: a cap on how many run, a deadline that kills the
/// compiler's process tree, a newer check of the file superseding the older.
/// How many stand-in checks were stopped.
final class StopCount: Sendable {
  private let count = Mutex(0)
  func add() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}

@Suite("Type check limits")
struct TypeCheckServiceTests {
  /// A stand-in compiler that runs for `seconds` unless `stop` is cancelled first, as
  /// `Subprocess.run(_:_:stop:)` does for the real one (which then kills the compiler's whole
  /// process tree: tested end to end in CancellationTests). No process is started here: a
  /// process-tree sweep in this shared test process would take other tests' children (the
  /// openssl of the CA tests) for orphans. `stopped` counts the checks that were stopped.
  static func slowCompiler(_ seconds: Int, _ stop: Cancellation, stopped: StopCount? = nil) throws -> String {
    var ready = pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0)
    if poll(&ready, 1, Int32(seconds * 1000)) > 0 {
      stopped?.add()
      throw Subprocess.Cancelled()
    }
    return "done"
  }

  @Test("a check past its deadline has its compiler killed and says so")
  func deadline() throws {
    let service = TypeCheckService(maximumAtOnce: 2, deadline: .milliseconds(500))
    let started = ContinuousClock.now
    let stopped = StopCount()
    #expect(throws: HTTPError.self) {
      try service.run(key: "app/main.swift", connection: -1) { try Self.slowCompiler(37, $0, stopped: stopped) }
    }
    do {
      _ = try service.run(key: "app/main.swift", connection: -1) { try Self.slowCompiler(37, $0, stopped: stopped) }
    } catch {
      #expect(error.status == 422 && error.message.contains("was stopped"), "\(error.message)")
    }
    #expect(started.duration(to: .now) < .seconds(5))
    #expect(stopped.value == 2, "the compiler was stopped both times")
    #expect(service.running == 0)
  }

  @Test("a newer check of the same file supersedes the older; other files are not touched")
  func supersede() throws {
    let service = TypeCheckService(maximumAtOnce: 4, deadline: .seconds(30))
    let older = Mutex<HTTPError?>(nil)
    let other = Mutex<String?>(nil)
    let stopped = StopCount()
    // Set inside the older check itself: `service.running` alone may count the other file's.
    let olderStarted = Mutex(false)
    let first = Thread {
      do {
        _ = try service.run(key: "a/main.swift", connection: -1) { stop in
          olderStarted.withLock { $0 = true }
          return try Self.slowCompiler(38, stop, stopped: stopped)
        }
      } catch {
        older.withLock { $0 = error as? HTTPError }
      }
    }
    let elsewhere = Thread {
      other.withLock { $0 = try? service.run(key: "b/main.swift", connection: -1) { _ in "b" } }
    }
    first.start()
    elsewhere.start()
    while !olderStarted.withLock({ $0 }) { usleep(10_000) }
    let newer = try service.run(key: "a/main.swift", connection: -1) { _ in "newer" }
    #expect(newer == "newer")
    for _ in 0..<200 where older.withLock({ $0 }) == nil { usleep(10_000) }
    #expect(older.withLock { $0 }?.status == 409)
    #expect(other.withLock { $0 } == "b")
    #expect(stopped.value == 1, "the older check's compiler was stopped")
  }

  @Test("only a few compilers at once: one more waits, then is told the server is busy")
  func cap() throws {
    let service = TypeCheckService(maximumAtOnce: 2, deadline: .seconds(30), queueTimeout: .milliseconds(300))
    let release = Cancellation()
    let threads = (0..<2).map { index in
      Thread {
        _ = try? service.run(key: "app\(index)/main.swift", connection: -1) { stop -> String in
          var ready = [pollfd(fd: release.descriptor, events: Int16(POLLIN), revents: 0)]
          _ = poll(&ready, 1, 10_000)
          return "held"
        }
      }
    }
    threads.forEach { $0.start() }
    while service.running < 2 { usleep(10_000) }
    do {
      _ = try service.run(key: "app9/main.swift", connection: -1) { _ in "third" }
      Issue.record("a third check ran while two held the places")
    } catch {
      #expect(error.status == 503 && error.headers.contains { $0.name == "Retry-After" })
    }
    release.cancel()
    for _ in 0..<200 where service.running > 0 { usleep(10_000) }
    #expect(try service.run(key: "app9/main.swift", connection: -1) { _ in "third" } == "third")
  }

  @Test("only the server's own uploads and kept inputs may be kept for a run again")
  func keptFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = Paths(
      library: folder.appendingPathComponent("library"), cache: folder.appendingPathComponent("cache"),
      config: folder.appendingPathComponent("config"))
    let server = try SuperSwiftServer(paths: paths)
    let id = Runner.newRunID()
    #expect(server.runs.isServerInputFile(server.runs.uploadsFolder(id).appendingPathComponent("0")))
    #expect(server.runs.isServerInputFile(server.runs.keptInputFolder(id).appendingPathComponent("kept-0")))
    #expect(!server.runs.isServerInputFile(server.runs.filesFolder(id).appendingPathComponent("out.txt")))
    #expect(!server.runs.isServerInputFile(URL(fileURLWithPath: "/etc/passwd")))
    #expect(
      !server.runs.isServerInputFile(server.runs.uploadsFolder(id).appendingPathComponent("../../../etc/passwd")))
    #expect(!server.runs.isServerInputFile(paths.library.appendingPathComponent("apps/x/main.swift")))
  }
}
