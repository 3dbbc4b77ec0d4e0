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
}
