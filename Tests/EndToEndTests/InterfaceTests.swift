import Foundation
import SuperSwift
import Testing

/// Interactive apps in a real headless Chromium: `superswift run --no-open` prints the page's
/// address, the browser opens it, the user acts, and the run ends with what the app returns.
@Suite(
  "Interactive apps in Chromium", .serialized, .enabled(if: Browser.isAvailable, "needs chromium and chromium-driver"))
struct InterfaceTests {
  static let drinkPicker = repositoryRoot.appendingPathComponent("Examples/DrinkPicker.swift").path

  /// Runs the seed's DrinkPicker with `--no-open` and opens its page in a browser.
  static func openDrinkPicker(_ cli: CLI) throws -> (CLI.Running, Browser) {
    let run = try cli.start(["run", drinkPicker, "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Coffee"))
    return (run, browser)
  }

  @Test("the seed's DrinkPicker: choose Tea, press Done, superswift prints Tea and exits 0")
  func chooseTea() throws {
    let (run, browser) = try Self.openDrinkPicker(try CLI())
    try browser.click("select[aria-label='Drink'] option[value='1']")
    try browser.click("button[data-action='tap']")
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == "Tea\n")
    #expect(try browser.waitFor("The app is done"), "the page says the app is done")
  }

  @Test("the page works from the keyboard alone: Tab to the picker, arrow down to Tea, Tab to Done, Enter")
  func keyboard() throws {
    let (run, browser) = try Self.openDrinkPicker(try CLI())
    try browser.press([.tab, .tab])
    #expect(try browser.execute("return document.activeElement.getAttribute('aria-label')").string == "Drink")
    try browser.press([.arrowDown])
    #expect(try browser.waitUntil("return document.querySelector('select').value === '1'"))
    try browser.press([.tab])
    #expect(try browser.execute("return document.activeElement.textContent").string == "Done")
    try browser.press([.enter])
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == "Tea\n")
  }

  @Test("a Foundation timer fires on the main thread and its changes reach the page, as on iOS")
  func timerFires() throws {
    let cli = try CLI()
    let file = cli.root.appendingPathComponent("Countdown.swift")
    try """
    import SwiftUI
    import SuperSwift

    @MainActor
    final class Countdown: ObservableObject {
      @Published var left = 3
      func start() {
        Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
          self.left -= 1
          if self.left == 0 { timer.invalidate() }
        }
      }
    }

    @main
    struct CountdownApp: App {
      @StateObject private var countdown = Countdown()
      var body: some Scene {
        WindowGroup {
          VStack {
            Text(countdown.left == 0 ? "Lift off" : "Left \\(countdown.left)")
            Button("Done") { RunContext.current.finish(with: .text(Thread.isMainThread ? "main" : "other")) }
          }
          .onAppear { countdown.start() }
        }
      }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try cli.start(["run", file.path, "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Lift off"), "stderr: \(run.stderrSoFar)")
    try browser.click("button[data-action='tap']")
    let result = try run.finish()
    #expect(result.status == 0 && result.stdout == "main\n", "stderr: \(result.stderr)")
  }

  @Test("the App's own body is read when what it reads changes, not at every render below it, as on iOS")
  func appBodyReadOnChange() throws {
    let cli = try CLI()
    let file = cli.root.appendingPathComponent("Quiz.swift")
    // The body takes the next question as it reads it (a published quiz app's shape): on iOS it
    // is read once, when it is shown; taps in the board below must not ask for another.
    try """
    import SwiftUI
    import SuperSwift
    import Observation

    @Observable final class Quiz {
      var questions = ["Q3", "Q2", "Q1"]
      func next() -> String? { questions.popLast() }
    }

    @main
    struct QuizApp: App {
      @State private var quiz = Quiz()
      @State private var signedIn = false
      var body: some Scene {
        WindowGroup {
          if !signedIn {
            Button("Sign in") { signedIn = true }
          } else if let question = quiz.next() {
            Board(question: question)
          } else {
            Text("No questions")
          }
        }
      }
    }

    struct Board: View {
      let question: String
      @State private var taps = 0
      var body: some View {
        VStack {
          Text("Asked \\(question)")
          Button("Tap \\(taps)") { taps += 1 }
          Button("Done") { RunContext.current.finish(with: .text(question)) }
        }
      }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try cli.start(["run", file.path, "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    // The App's own @State, set by a button: its body is read again.
    try browser.tapButton("Sign in")
    #expect(try browser.waitFor("Asked Q1"), "stderr: \(run.stderrSoFar)")
    for count in 1...3 {
      try browser.tapButton("Tap \(count - 1)")
      #expect(try browser.waitFor("Tap \(count)"))
    }
    #expect(try browser.source().contains("Asked Q1"), "the board's taps asked the App for no other question")
    try browser.tapButton("Done")
    let result = try run.finish()
    #expect(result.status == 0 && result.stdout == "Q1\n", "stderr: \(result.stderr)")
  }

  @Test("pressing Close ends the run as cancelled: exit 130 and no result")
  func close() throws {
    let (run, browser) = try Self.openDrinkPicker(try CLI())
    try browser.click("#close")
    let result = try run.finish()
    #expect(result.status == 130)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("closed"), "stderr: \(result.stderr)")
    #expect(try browser.waitFor("The app was closed"))
  }

  @Test("a form with TextField, Stepper, Toggle and an if returns what was entered; typing is never overwritten")
  func form() throws {
    let cli = try CLI()
    let file = try cli.write(Self.dinnerForm, to: "Dinner.swift")
    let run = try cli.start(["run", file.path, "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Guests: 1"))
    #expect(try browser.execute("return document.title").string == "Dinner")
    try browser.type("Ada Lovelace", into: "input[aria-label='Name']")
    try browser.click("button[aria-label='Increase Guests: 1']")
    #expect(try browser.waitFor("Guests: 2"))
    try browser.click("button[data-action='increment']")
    #expect(try browser.waitFor("Guests: 3"))
    #expect(!(try browser.source().contains("Allergies")), "the if branch is hidden while the toggle is off")
    try browser.click("input[aria-label='Vegetarian']")
    #expect(try browser.waitFor("Allergies"))
    try browser.type("nuts", into: "input[aria-label='Allergies']")
    #expect(try browser.waitFor("Hello, Ada Lovelace"), "the app saw every keystroke")
    #expect(
      try browser.execute("return document.querySelector(\"input[aria-label='Name']\").value").string == "Ada Lovelace")
    try browser.click("button[data-action='tap']")
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let json = try #require(JSON(parsing: result.stdout))
    #expect(json["name"] == "Ada Lovelace")
    #expect(json["guests"] == 3)
    #expect(json["vegetarian"] == true)
    #expect(json["allergies"] == "nuts")
  }

  @Test("a NavigationLink pushes a screen, Back pops it, and the pushed screen can finish the run")
  func navigation() throws {
    let cli = try CLI()
    let file = try cli.write(Self.fruitPicker, to: "Fruit.swift")
    let run = try cli.start(["run", file.path, "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Pear"))
    try browser.click("button.link-row[data-id$='[Apple]']")
    #expect(try browser.waitUntil("return document.title === 'Apple'"))
    try browser.click("button.r-back")
    #expect(try browser.waitUntil("return document.title === 'Fruit'"))
    try browser.click("button.link-row[data-id$='[Pear]']")
    #expect(try browser.waitUntil("return document.title === 'Pear'"))
    try browser.click("button.b-borderedProminent")
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == "Pear\n")
  }

  @Test("the page gone for longer than the grace period closes the app: exit 130")
  func pageGone() throws {
    let cli = try CLI().setting("SUPERSWIFT_PAGE_GRACE", "1")
    let (run, browser) = try Self.openDrinkPicker(cli)
    try browser.open("about:blank")
    let result = try run.finish()
    #expect(result.status == 130)
    #expect(result.stdout.isEmpty)
  }

  @Test("under superswift serve the app's page is the run's page, and the API says it waits for you")
  func served() throws {
    let cli = try CLI()
    let source = try String(contentsOfFile: Self.drinkPicker, encoding: .utf8)
    let id = try cli.newApp("DrinkPicker", source: source)
    let server = try TestServer(cli)
    let started = try server.request("POST", "/api/apps/\(id)/run?wait=false")
    #expect(started.status == 202)
    let runID = try #require(JSON(parsing: started.text)?["id"]?.string)
    var waiting = false
    for _ in 0..<600 where !waiting {
      waiting = JSON(parsing: try server.request("GET", "/api/runs/\(runID)").text)?["waitingForYou"] == true
      if !waiting { usleep(100_000) }
    }
    #expect(waiting, "the run says it is waiting for you")
    #expect(server.process.waitForStderr("DrinkPicker is waiting for you: \(server.base)/runs/\(runID)"))
    let listed = JSON(parsing: try server.request("GET", "/api/runs?app=\(id)").text)?[0]
    #expect(listed?["waitingForYou"] == true, "the run list says so too")
    let browser = try Browser()
    try browser.open(try #require(server.loginLink))
    try browser.open("\(server.base)/apps/\(id)")
    #expect(try browser.waitFor("waiting for you"), "the app's recent runs say the run waits for you")
    try browser.open("\(server.base)/runs/\(runID)")
    #expect(try browser.waitFor("waiting for you"))
    try browser.click("select[aria-label='Drink'] option[value='1']")
    try browser.click("button[data-action='tap']")
    // The run's page becomes the finished run, with its result.
    #expect(
      try browser.waitUntil("return document.getElementById('result')?.textContent.trim() === 'Tea'", seconds: 60))
    // The record is final once the app's process has exited and been recorded.
    var record = try #require(JSON(parsing: try server.request("GET", "/api/runs/\(runID)").text))
    for _ in 0..<100 where record["status"] == "running" {
      usleep(50_000)
      record = try #require(JSON(parsing: try server.request("GET", "/api/runs/\(runID)").text))
    }
    #expect(record["status"] == "finished")
    #expect(record["result"]?["value"] == "Tea")
  }

  static let fruitPicker = """
    import SwiftUI
    import SuperSwift

    @main
    struct FruitPicker: App {
      var body: some Scene {
        WindowGroup {
          NavigationStack {
            List {
              ForEach(["Apple", "Pear"], id: \\.self) { fruit in
                NavigationLink(fruit) {
                  VStack {
                    Text("A fine \\(fruit.lowercased()).")
                    Button("Take the \\(fruit.lowercased())") {
                      RunContext.current.finish(with: .text(fruit))
                    }
                    .buttonStyle(.borderedProminent)
                  }
                  .navigationTitle(fruit)
                }
              }
            }
            .navigationTitle("Fruit")
          }
        }
      }
    }
    """

  static let dinnerForm = """
    import SwiftUI
    import SuperSwift

    @main
    struct Dinner: App {
      var body: some Scene {
        WindowGroup { DinnerForm() }
      }
    }

    struct Reply: Encodable {
      var name: String
      var guests: Int
      var vegetarian: Bool
      var allergies: String
    }

    struct DinnerForm: View {
      @State private var name = ""
      @State private var guests = 1
      @State private var vegetarian = false
      @State private var allergies = ""

      var body: some View {
        NavigationStack {
          Form {
            Section("You") {
              TextField("Name", text: $name)
              if !name.isEmpty {
                Text("Hello, \\(name)")
              }
            }
            Section("Dinner") {
              Stepper("Guests: \\(guests)", value: $guests, in: 1...5)
              Toggle("Vegetarian", isOn: $vegetarian)
              if vegetarian {
                TextField("Allergies", text: $allergies)
              }
            }
            Button("Send") {
              let reply = Reply(name: name, guests: guests, vegetarian: vegetarian, allergies: allergies)
              do {
                RunContext.current.finish(with: try .json(encoding: reply))
              } catch {
                RunContext.current.fail(error)
              }
            }
          }
          .navigationTitle("Dinner")
        }
      }
    }
    """
}
