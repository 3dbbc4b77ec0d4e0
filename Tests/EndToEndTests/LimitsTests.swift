import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A run has bounds (settings.json `limits`), and so has the history (`history.maxMiB`): past
/// each, the user is told which one, in its own words.
@Suite("Limits")
struct LimitsTests {
  @Test("an app that writes a file past limits.fileSizeMiB fails, saying which limit")
  func fileSize() throws {
    let cli = try CLI()
    try cli.write(#"{"limits": {"fileSizeMiB": 1}}"#, to: "config/superswift/settings.json")
    let app = try cli.write(
      """
      import SuperSwift
      let file = FileHandle(forWritingAtPath: "big.bin") ?? {
        FileManager.default.createFile(atPath: "big.bin", contents: nil)
        return FileHandle(forWritingAtPath: "big.bin")!
      }()
      for _ in 0..<4 { file.write(Data(count: 512 * 1024)) }
      RunContext.current.finish(with: .text("wrote it all"))
      """, to: "Writer.swift")
    let result = try cli.run(["run", app.path])
    #expect(result.status == 1, "stdout: \(result.stdout)")
    #expect(
      result.stderr.contains("the app wrote a file larger than the limit (1 MiB, settings.json limits.fileSizeMiB)"),
      "stderr: \(result.stderr)")
    #expect(!result.stdout.contains("wrote it all"))
  }

  @Test("an app that allocates past limits.memoryMiB crashes, saying it ran out of memory")
  func memory() throws {
    let cli = try CLI()
    try cli.write(#"{"limits": {"memoryMiB": 96}}"#, to: "config/superswift/settings.json")
    let app = try cli.write(
      """
      import SuperSwift
      var chunks: [[UInt8]] = []
      for index in 0..<64 { chunks.append([UInt8](repeating: UInt8(index), count: 8 << 20)) }
      RunContext.current.finish(with: .text("\\(chunks.count) chunks"))
      """, to: "Hungry.swift")
    let result = try cli.run(["run", app.path])
    #expect(result.status == 1, "stdout: \(result.stdout)")
    #expect(
      result.stderr.contains(
        "the app ran out of memory: it needed more than the limit (96 MiB, settings.json limits.memoryMiB)"),
      "stderr: \(result.stderr)")
  }

  @Test("an ordinary app runs within the default limits, threads and all")
  func defaults() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import SuperSwift
      DispatchQueue.concurrentPerform(iterations: 64) { _ in usleep(1000) }
      let data = try JSONSerialization.data(withJSONObject: (0..<100_000).map { ["k": $0] })
      RunContext.current.finish(with: .text("\\(data.count > 0)"))
      """, to: "Ordinary.swift")
    let result = try cli.run(["run", app.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("true"))
  }

  @Test(
    "an app past limits.processes cannot start another thread: EAGAIN",
    .enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
  func processes() throws {
    // RLIMIT_NPROC does not hold root: as root, superswift runs as nobody, in a sandbox of its own.
    let cli = try CLI(privateBuilds: true)
    try cli.write(#"{"limits": {"processes": 10, "memoryMiB": 0}}"#, to: "config/superswift/settings.json")
    let app = try cli.write(
      """
      import Glibc
      var started = 0
      var failure: Int32 = 0
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      pthread_attr_setstacksize(&attributes, 64 * 1024)
      while started < 100_000 {
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { _ in sleep(30); return nil }, nil)
        if result != 0 { failure = result; break }
        started += 1
      }
      print("started \\(started), then \\(failure == EAGAIN ? "EAGAIN" : "error \\(failure)")")
      exit(0)
      """, to: "Threads.swift")
    var arguments = [CLI.binary.path, app.path]
    if getuid() == 0 {
      let chown = try Program.run(["chown", "-R", "65534:65534", cli.root.path])
      #expect(chown.status == 0, "\(chown.errors)")
      arguments = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] + arguments
    }
    // Started in the sandbox (`env -C`): an app runs in its caller's folder, and the test's own
    // (the checkout) may be one that nobody cannot enter (a clone in a 0700 temporary folder).
    let result = try Program.run(
      ["-i", "-C", cli.root.path] + cli.environment.map { "\($0.key)=\($0.value)" } + arguments)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("then EAGAIN"), "\(result.output) \(result.errors)")
  }

  @Test("the history is pruned to history.maxMiB, oldest first, and a result over it is not kept")
  func historySize() throws {
    let cli = try CLI()
    try cli.write(#"{"history": {"maxMiB": 1}}"#, to: "config/superswift/settings.json")
    // 300 KiB results: kept apart from their records; four of them are more than 1 MiB.
    let app = try cli.write(
      #"import SuperSwift; RunContext.current.finish(with: .text(String(repeating: "x", count: 300 * 1024)))"#,
      to: "Big.swift")
    for _ in 0..<6 {
      let result = try cli.run(["run", app.path])
      #expect(result.status == 0, "stderr: \(result.stderr)")
    }
    let folder = cli.library.appendingPathComponent("history")
    func files() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    }
    func total() throws -> Int {
      try files().reduce(0) { sum, name in
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
        return sum + ((attributes[.size] as? Int) ?? 0)
      }
    }
    let kept = try files()
    #expect(try total() <= 1 << 20, "\(kept)")
    let records = try files().filter { $0.hasSuffix(".json") }
    #expect(records.count == 3, "\(records)")
    // Texts kept apart as their bytes.
    #expect(try files().filter { $0.hasSuffix(".result-text") }.count == records.count)

    // A result larger than the whole history: the caller gets it, the record says it was not kept.
    let huge = try cli.write(
      #"import SuperSwift; RunContext.current.finish(with: .text(String(repeating: "y", count: 1536 * 1024)))"#,
      to: "Huge.swift")
    let result = try cli.run(["run", huge.path])
    #expect(result.status == 0)
    #expect(result.stdout.utf8.count >= 1536 * 1024, "the caller got it whole")
    let newest = try #require(try files().filter { $0.hasSuffix(".json") }.last)
    let record = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(newest)))
    let fields = try #require(record as? [String: Any])
    #expect((fields["resultNotKept"] as? Int).map { $0 >= 1536 * 1024 } == true, "\(fields.keys.sorted())")
    #expect(fields["result"] is NSNull)
    #expect(try total() <= 1 << 20)
  }
}
