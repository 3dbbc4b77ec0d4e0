import Foundation
import Testing

/// Every sample of the seed page, run through the real binary.
@Suite("Seed examples")
struct SeedExamplesTests {
  func example(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Examples/\(name)").path
  }

  @Test("the tip calculator returns the tip and the total")
  func tipCalculator() throws {
    let cli = try CLI()
    let result = try cli.run(["run", example("TipCalculator.swift"), "--input", #"{"bill": 42, "percent": 18}"#])
    #expect(result.status == 0)
    #expect(result.stdout == "{\"tip\":7.56,\"total\":49.56}\n")
    #expect(result.stderr == "")
  }

  @Test("the tip calculator reads numbers typed as Text, with a decimal comma too (the README's example)")
  func tipWithTextNumbers() throws {
    let result = try CLI().run([
      "run", example("TipCalculator.swift"), "--input", #"{"bill": "42,00", "percent": "18"}"#,
    ])
    #expect(result.stdout == "{\"tip\":7.56,\"total\":49.56}\n", "\(result.stderr)")
  }

  @Test("the tip calculator defaults to 15 percent")
  func tipDefault() throws {
    let result = try CLI().run(["run", example("TipCalculator.swift"), "--input", #"{"bill": 10}"#])
    #expect(result.stdout == "{\"tip\":1.5,\"total\":11.5}\n")
  }

  @Test("run directly, the tip calculator fails with the seed's message")
  func tipWithoutInput() throws {
    let result = try CLI().run(["run", example("TipCalculator.swift")])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains(#"Pass a dictionary like {"bill": 42}."#))
  }

  @Test("the seed's style at top level: guard … else { run.fail(…) } needs no return, and stops the run there")
  func topLevelGuard() throws {
    let cli = try CLI()
    let file = try cli.write(
      """
      import SuperSwift

      let run = RunContext.current
      guard let bill = run.input.json?["bill"]?.number else {
        run.fail("Pass a dictionary with a bill.")
      }
      guard bill > 0 else { run.fail("Bill must be positive") }
      run.finish(with: .text("tip \\(bill * 0.15)"))
      """, to: "TopLevel.swift")
    let missing = try cli.run(["run", file.path])
    #expect(missing.status == 1, "stderr: \(missing.stderr)")
    #expect(missing.stderr.contains("Pass a dictionary with a bill."))
    let negative = try cli.run(["run", file.path, "--input", #"{"bill": -5}"#])
    #expect(negative.status == 1)
    #expect(negative.stderr.contains("Bill must be positive"))
    let fine = try cli.run(["run", file.path, "--input", #"{"bill": 40}"#])
    #expect(fine.stdout == "tip 6.0\n", "stderr: \(fine.stderr)")
  }

  @Test("the tip calculator reads standard input with --input -")
  func tipFromStdin() throws {
    let result = try CLI().run(
      ["run", example("TipCalculator.swift"), "--input", "-"], stdin: Data(#"{"bill": 100, "percent": 20}"#.utf8))
    #expect(result.stdout == "{\"tip\":20,\"total\":120}\n")
  }

  @Test("the RunContext and JSON input samples compile and run")
  func fragments() throws {
    let cli = try CLI()
    for name in ["RunContextBasics.swift", "JSONInput.swift"] {
      let result = try cli.run(["run", example(name), "--json"])
      #expect(result.status == 0, "\(name): \(result.stderr)")
      #expect(result.stdout.contains(#""status": "finished""#))
      #expect(result.stdout.contains(#""result": null"#))
    }
  }

  @Test("the returning-a-result sample: the first call decides")
  func returningResults() throws {
    let result = try CLI().run(["run", example("ReturningResults.swift"), "--json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""status": "finished""#))
    #expect(result.stdout.contains(#""result": null"#))
  }

  @Test("the share handler reads urls, text and files in order")
  func shareHandler() throws {
    let cli = try CLI()
    let file = try cli.write("a,b\n1,2\n", to: "data.csv")
    let result = try cli.run([
      "run", example("ShareHandler.swift"), "--source", "share", "--input", "hello",
      "--url", "https://swift.org", "--file", file.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("source: shareSheet"))
    #expect(result.stdout.contains("text: hello"))
    #expect(result.stdout.contains("url: https://swift.org"))
    #expect(result.stdout.contains("file: data.csv (text/csv, 8 bytes)"))
  }
}
