import Foundation
import Testing

/// The runtime's two tiers: a first run from an empty cache waits only for the quick one; the
/// optimised one is compiled in the background and used from the next build on.
@Suite("Runtime tiers")
struct RuntimeTiersTests {
  @Test(
    "a first run from an empty cache uses the quick runtime, crashes still name the user's line, and the optimised one follows"
  )
  func quickThenOptimised() throws {
    let base = try CLI()
    let cache = base.root.appendingPathComponent("empty-cache", isDirectory: true)
    // Background builds on: the optimised runtime is one of them.
    let cli = base.setting("XDG_CACHE_HOME", cache.path).setting("SUPERSWIFT_STATIC_LINK", "1")
    let runtimes = cache.appendingPathComponent("superswift/runtime", isDirectory: true)
    func completeRuntimes() -> Set<String> {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: runtimes.path)) ?? []
      return Set(
        names.filter {
          FileManager.default.fileExists(atPath: runtimes.appendingPathComponent("\($0)/SuperSwift/complete").path)
        })
    }

    let crash = try cli.write("import SuperSwift\nlet a: [Int] = []\nprint(a[3])", to: "Crash.swift")
    let first = try cli.run(["run", crash.path])
    #expect(first.status == 1)
    #expect(first.stderr.contains("Fatal error: Index out of range"), "\(first.stderr)")
    #expect(first.stderr.contains("at \(crash.path):3"), "\(first.stderr)")
    let quick = completeRuntimes()
    #expect(quick.count == 1, "the quick runtime, and the optimised one not yet: \(quick)")

    // More quick runs while the optimiser works join it: one background optimiser, not one a run.
    for number in 1...5 {
      let other = try cli.write("import SuperSwift\nprint(\(number))", to: "Quick\(number).swift")
      #expect(try cli.run(["run", other.path]).status == 0)
    }
    #expect(Self.optimisers(cache: cache.path) <= 1, "one background optimiser at a time")

    // `prepare` builds the optimised tier, or waits for the background build and finds it done.
    let prepared = try cli.run(["prepare", "--module", "SuperSwift", "--json"])
    #expect(prepared.status == 0, "\(prepared.stderr) \(prepared.signal.map(String.init) ?? "")")
    let both = completeRuntimes()
    #expect(both.count == 2 && both.isSuperset(of: quick), "\(both)")
    #expect(prepared.stdout.contains(runtimes.path))
    #expect(!quick.contains { prepared.stdout.contains($0) }, "prepare names the optimised folder: \(prepared.stdout)")

    let app = try cli.write("import SuperSwift\nRunContext.current.finish(with: .text(\"ok\"))", to: "Fine.swift")
    let next = try cli.run(["run", app.path])
    #expect(next.stdout == "ok\n", "\(next.stderr)")
    let again = try cli.run(["run", crash.path, "--json"])
    #expect(again.stdout.contains(#""location": "\#(crash.path):3""#), "\(again.stdout)")
  }

  /// The `__optimise-runtime` processes working for the cache at `cache`.
  static func optimisers(cache: String) -> Int {
    let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
    return pids.filter { pid in
      // A process that ended meanwhile has nothing to read: it is not counted.
      guard let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
        String(decoding: command, as: UTF8.self).contains("__optimise-runtime"),
        let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
      else { return false }
      return String(decoding: environment, as: UTF8.self).contains("XDG_CACHE_HOME=\(cache)")
    }.count
  }
}
