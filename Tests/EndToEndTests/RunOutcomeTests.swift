import Foundation
import Testing

/// Every way a run can end, each with its own exit status and message.
@Suite("Run outcomes")
struct RunOutcomeTests {
  @Test("finish with text, JSON and a URL prints each as itself")
  func results() throws {
    let cli = try CLI()
    let text = try cli.write(#"import SuperSwift; RunContext.current.finish(with: .text("Saved"))"#, to: "Text.swift")
    let json = try cli.write(
      #"import SuperSwift; RunContext.current.finish(with: .json(["total": 46, "items": ["a", "b"]]))"#,
      to: "JSON.swift")
    let url = try cli.write(
      #"import SuperSwift; RunContext.current.finish(with: .url(URL(string: "https://superswift.app")!))"#,
      to: "URL.swift")
    #expect(try cli.run(["run", text.path]).stdout == "Saved\n")
    #expect(try cli.run(["run", json.path]).stdout == "{\"total\":46,\"items\":[\"a\",\"b\"]}\n")
    #expect(try cli.run(["run", url.path]).stdout == "https://superswift.app\n")
  }

  @Test("finish() and code that just ends both finish with no result")
  func noResult() throws {
    let cli = try CLI()
    for source in ["import SuperSwift\nRunContext.current.finish()", "import SuperSwift\nlet x = 1"] {
      let app = try cli.write(source, to: "NoResult\(source.count).swift")
      let result = try cli.run(["run", app.path, "--json"])
      #expect(result.status == 0)
      #expect(result.stdout.contains(#""status": "finished""#))
      #expect(result.stdout.contains(#""result": null"#))
    }
  }

  @Test("fail ends the run with the message verbatim")
  func failure() throws {
    let cli = try CLI()
    let app = try cli.write(#"import SuperSwift; RunContext.current.fail("Bill must be positive — ünïcödé")"#)
    let result = try cli.run(["run", app.path])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("Bill must be positive — ünïcödé"))
    let json = try cli.run(["run", app.path, "--json"])
    #expect(json.status == 1)
    #expect(json.stdout.contains(#""error": "Bill must be positive — ünïcödé""#))
  }

  @Test("the first call decides; code after it does not run; timers stop")
  func firstCallDecides() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import SuperSwift
      let run = RunContext.current
      Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in print("tick") }
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
        run.finish(with: .text("first"))
      }
      RunLoop.main.run(until: Date().addingTimeInterval(0.3))
      run.fail("second")
      print("after")
      """)
    let result = try cli.run(["run", app.path, "--json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""value": "first""#))
    #expect(!result.stdout.contains("after"))
  }

  @Test("racing calls from many threads still give exactly one result")
  func racingCalls() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import SuperSwift
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        if index % 2 == 0 { RunContext.current.finish(with: .text("finished \\(index)")) }
        else { RunContext.current.fail("failed \\(index)") }
      }
      print("unreachable")
      """)
    let result = try cli.run(["run", app.path, "--json"])
    #expect(result.stdout.contains(#""status": "finished""#) != result.stdout.contains(#""status": "failed""#))
    #expect(!result.stdout.contains("unreachable"))
  }

  @Test("what the app prints is its log, never its result")
  func logIsSeparate() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import SuperSwift
      print("noise on stdout")
      FileHandle.standardError.write(Data("noise on stderr\\n".utf8))
      RunContext.current.finish(with: .text("clean"))
      """)
    let result = try cli.run(["run", app.path])
    #expect(result.stdout == "clean\n")
    #expect(result.stderr.contains("noise on stdout"))
    #expect(result.stderr.contains("noise on stderr"))
    let quiet = try cli.run(["run", app.path, "--quiet"])
    #expect(quiet.stdout == "clean\n")
    #expect(quiet.stderr == "")
    let json = try cli.run(["run", app.path, "--json", "--quiet"])
    #expect(json.stdout.contains(#""log": "noise on stdout\nnoise on stderr\n""#))
  }

  @Test("a view that contains itself without end is said in a sentence, not a stack overflow")
  func endlessView() throws {
    let cli = try CLI()
    // `foregroundColor(.white)` without its dot, inside the body: the whole view, itself included.
    let app = try cli.write(
      """
      import SwiftUI
      @main struct Orders: App {
        var body: some Scene { WindowGroup { Home() } }
      }
      struct Home: View {
        var body: some View {
          NavigationStack {
            VStack {
              Text("Coffee orders")
              Image(systemName: "plus")
              foregroundColor(.white)
            }
          }
        }
      }
      """, to: "Orders.swift")
    let result = try cli.run(["run", app.path, "--no-open"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("the view Home contains itself without end"), "\(result.stderr)")
    #expect(result.stderr.contains("'.foregroundColor(.white)'"))
    #expect(!result.stderr.contains("SIGSEGV"))
  }

  @Test(
    "crashes give the runtime's one-line message and the user's line",
    arguments: [
      ("fatalError(\"boom\")", "Fatal error: boom", 2),
      ("let a: [Int] = []\nprint(a[3])", "Fatal error: Index out of range", 3),
      ("let x: Int? = nil\nprint(x!)", "Fatal error: Unexpectedly found nil while unwrapping an Optional value", 3),
      ("var i = Int.max\ni += CommandLine.arguments.count", "arithmetic overflow", 3),
      ("precondition(CommandLine.arguments.isEmpty, \"need none\")", "Precondition failed: need none", 2),
      // abort() is raised from a frame the report can walk back from, on whichever thread called it.
      ("import Glibc\nfunc stop() {\n  abort()\n}\nstop()", "stopped by SIGABRT (abort)", 4),
      (
        "import Foundation\nThread.detachNewThread {\n  abort()\n}\nThread.sleep(forTimeInterval: 30)",
        "stopped by SIGABRT (abort)", 4
      ),
    ])
  func crashes(code: String, message: String, line: Int) throws {
    let cli = try CLI()
    let app = try cli.write("import SuperSwift\n" + code, to: "Crash\(abs(code.hashValue)).swift")
    let result = try cli.run(["run", app.path])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("the app crashed: "))
    #expect(result.stderr.contains(message))
    #expect(result.stderr.contains("at \(app.path):\(line)"))
    #expect(!result.stderr.contains("Backtracing"))
    #expect(!result.stderr.contains("0x0000"), "no wall of backtrace")
    let json = try cli.run(["run", app.path, "--json"])
    #expect(json.stdout.contains(#""status": "crashed""#))
    #expect(json.stdout.contains(#""location": "\#(app.path):\#(line)""#))
  }

  @Test("an error thrown at top level is a failure with the error's name, said once")
  func thrownError() throws {
    let cli = try CLI()
    let app = try cli.write("import SuperSwift\nstruct BadBill: Error {}\nprint(\"before\")\nthrow BadBill()")
    let result = try cli.run(["run", app.path])
    #expect(result.status == 1)
    // Named with its module, the file's name, as swift FILE names it.
    #expect(result.stderr.contains("the app threw App.BadBill() and did not catch it"), "\(result.stderr)")
    #expect(!result.stderr.contains("Error raised at top level"), "\(result.stderr)")
    let json = try cli.run(["run", app.path, "--json"])
    #expect(json.stdout.contains(#""status": "failed""#), "\(json.stdout)")
    #expect(result.stderr.contains("before"), "output printed before a crash is kept")
  }

  @Test("a non-zero exit is a crash with its status")
  func exitStatus() throws {
    let cli = try CLI()
    let app = try cli.write("import SuperSwift\nexit(3)")
    let result = try cli.run(["run", app.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("exited with status 3"))
  }

  @Test("a build failure shows the compiler's diagnostics at the user's file and line")
  func buildFailure() throws {
    let cli = try CLI()
    let app = try cli.write("import SuperSwift\nlet x: Int = \"nope\"\n", to: "Broken.swift")
    let result = try cli.run(["run", app.path])
    #expect(result.status == 3)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("\(app.path):2:14: error: cannot convert value of type 'String'"))
    #expect(result.stderr.contains("Broken did not compile"))
    let json = try cli.run(["run", app.path, "--json"])
    #expect(json.status == 3)
    #expect(json.stdout.contains(#""status": "buildFailed""#))
  }

  @Test("a time limit stops a slow app with status 124")
  func timeout() throws {
    let cli = try CLI()
    let app = try cli.write("import SuperSwift\nprint(\"waiting\")\nsleep(60)")
    let started = Date()
    let result = try cli.run(["run", app.path, "--timeout", "0.5"])
    #expect(result.status == 124)
    #expect(result.stderr.contains("did not finish within 0.5 s"))
    #expect(Date().timeIntervalSince(started) < 30)
  }

  @Test("apps with @main build and run")
  func mainAttribute() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import SuperSwift

      @main
      struct Greeter {
        static func main() {
          RunContext.current.finish(with: .text("hello from @main"))
        }
      }
      """)
    let result = try cli.run(["run", app.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "hello from @main\n")
  }

  @Test("a folder of files is one app")
  func folderApp() throws {
    let cli = try CLI()
    try cli.write(
      "import SuperSwift\nRunContext.current.finish(with: .text(greeting(\"folder\")))", to: "Tool/main.swift")
    try cli.write("func greeting(_ name: String) -> String { \"hi \\(name)\" }", to: "Tool/Support/Greeting.swift")
    let result = try cli.run(["run", cli.root.appendingPathComponent("Tool").path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "hi folder\n")
  }
}
