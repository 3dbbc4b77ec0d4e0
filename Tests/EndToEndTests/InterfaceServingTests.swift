import Foundation
import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An interactive app's page as plain HTTP sees it (no browser): what `superswift run` serves,
/// what it accepts, and how runs with an interface end.
@Suite("Interactive apps over HTTP")
struct InterfaceServingTests {
  /// The page `superswift run … --no-open` announced.
  struct Page {
    let port: Int
    let base: String

    init(_ run: CLI.Running) throws {
      let url = try run.pageAddress()
      port = try #require(url.port)
      base = url.path.hasSuffix("/") ? String(url.path.dropLast()) : url.path
    }

    func request(_ method: String, _ path: String, body: String = "") throws -> RawResponse {
      var text = "\(method) \(base)\(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
      text += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
      return try RawHTTP(port: port).exchange(Data(text.utf8))
    }

    /// The page once it contains `text` (renders after the first come a moment later).
    func waitFor(_ text: String) throws -> RawResponse {
      let deadline = Date().addingTimeInterval(30)
      var page = try request("GET", "/")
      while !page.text.contains(text), Date() < deadline {
        usleep(20_000)
        page = try request("GET", "/")
      }
      return page
    }

    /// The identifier of the first control whose HTML contains `marker`.
    func control(_ marker: String) throws -> String {
      let html = try request("GET", "/").text
      let before = try #require(html.range(of: marker), "no \(marker) in the page").lowerBound
      let start = try #require(html[..<before].range(of: "data-id=\"", options: .backwards)).upperBound
      return String(html[start...].prefix { $0 != "\"" })
    }

    func send(_ target: String, _ action: String, value: String? = nil) throws -> Int {
      let version = try #require(
        try request("GET", "/").text.firstMatch(of: /data-version="(\d+)"/).map { String($0.1) })
      var event = #"{"version": \#(version), "target": "\#(target)", "action": "\#(action)""#
      if let value { event += #", "value": \#(value)"# }
      return try request("POST", "/event", body: event + "}").status
    }
  }

  static let coffeeOrder = repositoryRoot.appendingPathComponent("Examples/CoffeeOrder.swift").path

  @Test("the richer example compiles, shows the input it was given, streams renders, and returns its order")
  func coffeeOrder() throws {
    let cli = try CLI()
    let run = try cli.start(["run", Self.coffeeOrder, "--no-open", "--input", "Ada"])
    let page = try Page(run)
    // The name comes from the input in `onAppear`: the second render has it.
    let html = try page.waitFor("Hello, Ada!")
    #expect(html.status == 200)
    #expect(html.headers["content-security-policy"]?.contains("default-src 'self'") == true)
    for piece in [
      "<title>Coffee order</title>", "value=\"Ada\"", "Hello, Ada!", "role=\"radiogroup\"",
      "<legend class=\"visually-hidden\">Size</legend>",
      "Cups: 1", "role=\"switch\"", "type=\"range\"", "type=\"time\"", "<progress",
      "role=\"img\" aria-label=\"cup and saucer\"",
      "href=\"https://example.com/superswift\"", "b-borderedProminent",
    ] {
      #expect(html.text.contains(piece), "the page has \(piece)")
    }
    let stream = try RawHTTP(port: page.port)
    stream.send(Data("GET \(page.base)/events HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
    #expect(try stream.readResponse().headers["content-type"] == "text/event-stream")
    #expect(try stream.readStream(until: "\n\n").contains("retry:"))
    #expect(try stream.readStream(until: "\n\n").contains("Hello, Ada!"), "the current render comes first")

    #expect(try page.send(try page.control("aria-label=\"Increase Cups: 1\""), "increment") == 204)
    #expect(try stream.readStream(until: "\n\n").contains("Cups: 2"), "the change is pushed to the page")
    #expect(try page.send(try page.control("Place order"), "tap") == 204)
    #expect(try stream.readStream(until: "event: done").contains("event: done"))

    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let order = try #require(JSON(parsing: result.stdout))
    #expect(order["name"] == "Ada")
    #expect(order["cups"] == 2)
    #expect(order["size"] == "medium")
  }

  @Test("started from a superswift:// link, an interactive app opens its page too, with no input")
  func fromALink() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Picker",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/DrinkPicker.swift"), encoding: .utf8))
    let link = try cli.run(["link", "Picker"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(link == "superswift://run/\(id)")
    let run = try cli.start(["open", link, "--json"])
    let page = try Page(run)
    #expect(try page.send(try page.control(">Done<"), "tap") == 204)
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let record = try #require(JSON(parsing: result.stdout))
    #expect(record["source"] == "urlScheme")
    #expect(record["result"]?["value"] == "Coffee")
  }

  @Test("on a desktop the page opens with xdg-open, and what it starts outlives the run")
  func opensTheBrowser() throws {
    var cli = try CLI()
    // A stand-in xdg-open: records the address, leaves a long-lived process (as a browser
    // would) and exits at once.
    let bin = cli.root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let opened = cli.root.appendingPathComponent("opened.txt")
    let browserPID = cli.root.appendingPathComponent("browser.pid")
    try cli.write(
      """
      #!/bin/sh
      echo "$1" > \(opened.path)
      sleep 60 &
      echo $! > \(browserPID.path)
      """, to: "bin/xdg-open")
    chmod(bin.appendingPathComponent("xdg-open").path, 0o755)
    cli = cli.setting("DISPLAY", ":0").setting(
      "PATH", "\(bin.path):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")")
    let run = try cli.start(["run", repositoryRoot.appendingPathComponent("Examples/DrinkPicker.swift").path])
    let page = try Page(run)
    let deadline = Date().addingTimeInterval(10)
    while (try? String(contentsOf: browserPID, encoding: .utf8)) == nil, Date() < deadline { usleep(20_000) }
    let address = try String(contentsOf: opened, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    // A one-time address, not the page's own: a command line is readable by every local user.
    let prefix = "http://127.0.0.1:\(page.port)/once/"
    #expect(address.hasPrefix(prefix) && !address.contains(page.base), "\(address)")
    let once = String(address.dropFirst("http://127.0.0.1:\(page.port)".count))
    let first = try RawHTTP(port: page.port).exchange(Data("GET \(once) HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
    #expect(first.status == 303)
    #expect(first.headers["location"] == "\(page.base)/")
    let again = try RawHTTP(port: page.port).exchange(Data("GET \(once) HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
    #expect(again.status == 410, "spent")
    let pid = try #require(
      pid_t(try String(contentsOf: browserPID, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    defer { kill(pid, SIGKILL) }
    #expect(try page.send(try page.control(">Done<"), "tap") == 204)
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(isAlive(pid), "the browser xdg-open started is the user's: the run's cleanup spares it")
  }

  @Test("an alert, then dismiss() in the app, ends the run as cancelled")
  func dismiss() throws {
    let cli = try CLI()
    let run = try cli.start(["run", Self.coffeeOrder, "--no-open"])
    let page = try Page(run)
    #expect(try page.send(try page.control("Never mind"), "tap") == 204)
    #expect(try page.waitFor("role=\"alertdialog\"").text.contains("Nothing will be ordered."))
    #expect(try page.send(try page.control("Cancel order"), "tap") == 204)
    let result = try run.finish()
    #expect(result.status == 130)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("the user closed the app"))
  }

  @Test("prices and numbers on the page follow the run's locale: $9.50 for en_US, 9,50 $ for de_DE")
  func locale() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import SwiftUI
      import SuperSwift

      @main
      struct Prices: App {
          var body: some Scene { WindowGroup { ContentView() } }
      }

      struct ContentView: View {
          var body: some View {
              VStack {
                  Text(9.5, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                  Text("Count: \\(1234, format: .number)")
              }
          }
      }
      """, to: "Prices.swift")
    for (lang, price, count) in [("C.UTF-8", "$9.50", "1,234"), ("de_DE.UTF-8", "9,50", "1.234")] {
      let run = try cli.setting("LANG", lang).start(["run", app.path, "--no-open"])
      let page = try Page(run).waitFor("Count")
      #expect(page.text.contains(price) && page.text.contains("Count: \(count)"), "\(lang): \(page.text.prefix(3000))")
      #expect(!page.text.contains("US$"), "\(lang)")
      run.signal(SIGINT)
      _ = try run.finish()
    }
  }

  @Test("an app showing its interface has no time limit")
  func noTimeLimit() throws {
    let cli = try CLI()
    let run = try cli.start([
      "run", repositoryRoot.appendingPathComponent("Examples/DrinkPicker.swift").path, "--no-open", "--timeout", "2",
    ])
    let page = try Page(run)
    usleep(3_000_000)  // past the time limit, which no longer applies once the page is up
    #expect(try page.send(try page.control(">Done<"), "tap") == 204)
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == "Coffee\n")
  }

  @Test("bad events get clear errors; other paths and stale events change nothing")
  func badEvents() throws {
    let cli = try CLI()
    let run = try cli.start([
      "run", repositoryRoot.appendingPathComponent("Examples/DrinkPicker.swift").path, "--no-open",
    ])
    let page = try Page(run)
    let broken = try page.request("POST", "/event", body: "{not json")
    #expect(broken.status == 400)
    #expect(broken.text.contains("an event is"))
    #expect(
      try page.request("POST", "/event", body: #"{"version": 1, "target": "x", "action": "explode"}"#).status == 400)
    #expect(
      try page.request("POST", "/event", body: #"{"version": 1, "target": "x", "action": "set", "value": [1]}"#).status
        == 400)
    #expect(try page.request("GET", "/event").status == 405)
    let huge = String(repeating: "x", count: 2 << 20)
    let tooBig = try page.request(
      "POST", "/event", body: #"{"version": 1, "target": "x", "action": "set", "value": "\#(huge)"}"#)
    #expect(tooBig.status == 413)
    let elsewhere = try RawHTTP(port: page.port).exchange(
      Data("GET /app/not-the-token/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
    #expect(elsewhere.status == 404, "the page answers only under its secret path")
    #expect(try page.send("../../etc/passwd", "tap") == 204, "an unknown control is ignored")
    #expect(try page.request("POST", "/close").status == 204)
    let result = try run.finish()
    #expect(result.status == 130)
  }

  @Test("an app that crashes on a tap: the run is crashed with the runtime's message and the line; the page is told")
  func crashOnTap() throws {
    let cli = try CLI()
    let file = try cli.write(
      """
      import SwiftUI

      @main
      struct Fragile: App {
        var body: some Scene {
          WindowGroup {
            Button("Break") {
              let empty: [Int] = []
              print(empty[0])
            }
          }
        }
      }
      """, to: "Fragile.swift")
    let run = try cli.start(["run", file.path, "--no-open"])
    let page = try Page(run)
    let stream = try RawHTTP(port: page.port)
    stream.send(Data("GET \(page.base)/events HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
    _ = try stream.readResponse()
    #expect(try page.send(try page.control(">Break<"), "tap") == 204)
    let done = try stream.readStream(until: "event: done")
    #expect(try stream.readStream(until: "\n\n").contains("crashed"), "the page hears the run crashed: \(done)")
    let result = try run.finish()
    #expect(result.status == 1)
    #expect(result.stderr.contains("Index out of range"), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("Fragile.swift:9"))
  }

  @Test("SwiftUI code outside the subset fails at compile time with the compiler's message")
  func outsideTheSubset() throws {
    let cli = try CLI()
    let file = try cli.write(
      """
      import SwiftUI

      @main
      struct Popovers: App {
        var body: some Scene { WindowGroup { Root() } }
      }

      struct Root: View {
        @State private var shown = false
        var body: some View {
          Button("Show") { shown = true }
          Button("Pulse") {}.glassBackgroundEffect()
        }
      }
      """, to: "Popovers.swift")
    let result = try cli.run(["run", file.path, "--no-open"])
    #expect(result.status == 3)
    #expect(
      result.stderr.contains("'glassBackgroundEffect' is not in SuperSwift's SwiftUI yet"), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("Popovers.swift:12"), "the diagnostic points at the user's line")
  }
}
