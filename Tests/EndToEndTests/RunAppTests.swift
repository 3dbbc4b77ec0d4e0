import Foundation
import SuperSwift
import Testing

/// Apps that run apps (`RunContext.runApp`), as people compose them: a result handed back,
/// files, a failure caught, a cycle refused, from the command line and through the server.
@Suite("Apps that run apps")
struct RunAppTests {
  /// A library with the apps the tests compose.
  static func library() throws -> CLI {
    let cli = try CLI()
    _ = try cli.newApp(
      "Double",
      source: """
        import SuperSwift
        let n = Int(RunContext.current.input.text ?? "") ?? 0
        RunContext.current.finish(with: .text(String(n * 2)))
        """)
    _ = try cli.newApp(
      "Maker",
      source: """
        import SuperSwift
        RunContext.current.finish(with: .files([OutputFile(name: "note.txt", text: "made")]))
        """)
    _ = try cli.newApp("Refuser", source: "import SuperSwift\nRunContext.current.fail(\"not today\")\n")
    _ = try cli.newApp(
      "Chain",
      source: """
        import Foundation
        import SuperSwift
        let run = RunContext.current
        var parts: [String] = []
        if case .text(let doubled) = try await run.runApp("Double", input: "21") { parts.append("double=\\(doubled)") }
        if case .files(let files) = try await run.runApp("Maker") {
          parts.append("file=\\(files[0].name):\\(String(decoding: files[0].data, as: UTF8.self))")
        }
        do {
          _ = try await run.runApp("Refuser")
        } catch let error as RunAppError {
          parts.append("refused=\\(error.status):\\(error.message)")
        }
        do {
          _ = try await run.runApp("Chain")
        } catch let error as RunAppError {
          parts.append("cycle=\\(error.status):\\(error.message.contains("cycle"))")
        }
        do {
          _ = try await run.runApp("Nobody")
        } catch let error as RunAppError {
          parts.append("missing=\\(error.status)")
        }
        run.finish(with: .text(parts.joined(separator: " ")))
        """)
    return cli
  }

  static let expected =
    "double=42 file=note.txt:made refused=failed:not today cycle=refused:true missing=refused"

  @Test(
    "from the command line: results, files, a failure, a refused cycle and a missing app; children linked to the parent"
  )
  func commandLine() throws {
    let cli = try Self.library()
    let result = try cli.run(["run", "Chain", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let record = try #require(JSON(parsing: Array(result.stdout.utf8)))
    #expect(record["result"]?["value"]?.string == Self.expected, "\(result.stdout)")
    let parent = try #require(record["id"]?.string)
    let history = JSON(parsing: Array(try cli.run(["history", "--json"]).stdout.utf8))?.array ?? []
    let children = history.filter { $0["parentRun"]?.string == parent }
    #expect(
      Set(children.compactMap { $0["app"]?["name"]?.string }) == ["Double", "Maker", "Refuser"],
      "\(children.map(\.text))")
    #expect(children.first { $0["app"]?["name"]?.string == "Refuser" }?["status"]?.string == "failed")
  }

  @Test("through the server: the same answers, the children in the history; cancelling the parent cancels its child")
  func server() throws {
    let cli = try Self.library()
    _ = try cli.newApp("Slow", source: "import Foundation\nimport SuperSwift\nsleep(60)\nRunContext.current.finish()\n")
    _ = try cli.newApp(
      "Waiter",
      source: "import SuperSwift\n_ = try await RunContext.current.runApp(\"Slow\")\nRunContext.current.finish()\n")
    let server = try TestServer(cli)
    let response = try server.request("POST", "/api/apps/Chain/run")
    #expect(String(decoding: response.body, as: UTF8.self).contains(Self.expected))

    let waiter = try #require(try server.request("POST", "/api/apps/Waiter/run?wait=false").firstIdentifier)
    var child: JSON?
    for _ in 0..<120 where child == nil {
      Thread.sleep(forTimeInterval: 0.5)
      let history = JSON(parsing: Array(try cli.run(["history", "--json"]).stdout.utf8))?.array ?? []
      child = history.first { $0["parentRun"]?.string == waiter && $0["status"]?.string == "running" }
    }
    let childID = try #require(child?["id"]?.string, "the child started")
    _ = try server.request("DELETE", "/api/runs/\(waiter)")
    var status: String?
    for _ in 0..<40 {
      Thread.sleep(forTimeInterval: 0.25)
      let shown = JSON(parsing: Array(try cli.run(["history", "show", childID, "--json"]).stdout.utf8))
      status = shown?["status"]?.string
      if status != "running" { break }
    }
    #expect(status == "cancelled", "the child ends with its parent")
    server.process.signal(SIGTERM)
    _ = try server.process.finish()
  }

  @Test(
    "from an interactive app: a button's task runs another app and shows its result", .enabled(if: Browser.isAvailable))
  func interactive() throws {
    let cli = try Self.library()
    let id = try cli.newApp(
      "Asker",
      source: """
        import SwiftUI
        import SuperSwift

        @main
        struct Asker: App {
          var body: some Scene {
            WindowGroup { AskView() }
          }
        }

        struct AskView: View {
          @State private var answer = "nothing yet"
          var body: some View {
            VStack {
              Text("Answer: \\(answer)")
              Button("Ask") {
                Task {
                  do {
                    if case .text(let text) = try await RunContext.current.runApp("Double", input: "21") { answer = text }
                  } catch {
                    answer = "failed: \\(error)"
                  }
                }
              }
              Button("Done") { RunContext.current.finish(with: .text(answer)) }
            }
          }
        }
        """)
    let server = try TestServer(cli)
    let runID = try #require(try server.request("POST", "/api/apps/\(id)/run?wait=false").firstIdentifier)
    let browser = try Browser()
    try browser.open(try #require(server.loginLink))
    try browser.open("\(server.base)/runs/\(runID)")
    #expect(try browser.waitFor("Answer: nothing yet", seconds: 120))
    try browser.tapButton("Ask")
    #expect(try browser.waitFor("Answer: 42"), "the other app's result reached the interface")
    try browser.tapButton("Done")
    #expect(try browser.waitUntil("return document.getElementById('result')?.textContent.trim() === '42'", seconds: 60))
    server.process.signal(SIGTERM)
    _ = try server.process.finish()
  }

  /// A library with a typed child and a parent that runs it as Shortcuts would, with text for
  /// numbers, then with a field missing, a misspelt name, and a refusal it does not catch.
  static func typedLibrary() throws -> CLI {
    let cli = try CLI()
    _ = try cli.newApp(
      "Order Total",
      source: """
        import SuperSwift
        struct Item: Decodable { var name: String; var price: Double; var qty: Int? }
        struct Order: Decodable { var items: [Item]; var taxPercent: Double }
        let run = RunContext.current
        let order = try run.input.decode(Order.self)
        let sum = order.items.reduce(0) { $0 + $1.price * Double($1.qty ?? 1) } * (1 + order.taxPercent / 100)
        run.finish(with: .text(String(format: "%.2f", sum)))
        """)
    _ = try cli.newApp(
      "Parent",
      source: """
        import SuperSwift
        let run = RunContext.current
        var parts: [String] = []
        let given: JSON = ["items": [["name": "coffee", "price": "4.50", "qty": "2"]], "taxPercent": "8"]
        if case .text(let total) = try await run.runApp("Order Total", input: .json(given)) { parts.append(total) }
        if case .text(let total) = try await run.runApp("Order Total", input: ["items": [["name": "tea", "price": "3,00"]], "taxPercent": 0]) {
          parts.append(total)
        }
        do {
          _ = try await run.runApp("Order Total", input: .json(.object(["items": [["name": "tea"]], "taxPercent": 0])))
        } catch let error as RunAppError {
          parts.append("\\(error.status): \\(error.message)")
        }
        do {
          _ = try await run.runApp("Order Totl")
        } catch let error as RunAppError {
          parts.append(error.message)
        }
        print(parts.joined(separator: " | "))
        _ = try await run.runApp("Order Total", input: ["items": [["name": "x", "price": "lots"]], "taxPercent": 0])
        """)
    return cli
  }

  @Test(
    "a typed child reads its input as the command line does; its refusals name the field, end an uncaught parent as failed"
  )
  func typedChild() throws {
    let cli = try Self.typedLibrary()
    let result = try cli.run(["run", "Parent"])
    // What the parent printed is its log, on standard error.
    #expect(
      result.stderr.contains("9.72 | 3.00 | invalidInput: Order Total did not run: items[0].price is required"),
      "\(result.stderr)")
    #expect(result.stderr.contains(#"Did you mean "Order Total"?"#), "\(result.stderr)")
    #expect(result.status == 1)
    #expect(result.stderr.contains(#"items[0].price takes a number, not "lots""#), "\(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
    #expect(!result.stderr.contains("crashed"), "\(result.stderr)")
    let json = try cli.run(["run", "Parent", "--json"])
    #expect(json.stdout.contains(#""status": "failed""#), "\(json.stdout)")
    // `history show` names a child's parent run, as the run's page does.
    let records = JSON(parsing: Data(try cli.run(["history", "--json"]).stdout.utf8))?.array ?? []
    let child = try #require(records.first { $0["parentRun"]?.string != nil })
    let shown = try cli.run(["history", "show", try #require(child["id"]?.string)])
    #expect(shown.stdout.contains("parent    \(child["parentRun"]?.string ?? "?") (Parent, failed)"), "\(shown.stdout)")
    // Through the server, the same.
    let server = try TestServer(cli)
    defer {
      server.process.signal(SIGTERM)
      _ = try? server.process.finish()
    }
    let response = try server.request("POST", "/api/apps/Parent/run")
    #expect(response.text.contains("items[0].price takes a number"), "\(response.text)")
    #expect(
      response.text.contains(#""status":"failed""#) || response.text.contains(#""status": "failed""#),
      "\(response.text)")
  }
}
