import Foundation
import SuperSwift
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A real headless Chromium, driven over WebDriver through Debian's `chromedriver`.
final class Browser {
  private let driver: Process
  private let port: Int
  private let session: String
  /// The browser's profile, a folder of this test's own: removed when the browser goes, so a
  /// driver that is killed cannot leave it behind (chromedriver's own scoped profiles were
  /// found by the thousand in /tmp, gigabytes of them).
  private let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
    "superswift-chromium-\(UUID().uuidString)", isDirectory: true)

  /// Whether Chromium and its driver are installed (`.ci/run` installs them).
  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
  }

  init() throws {
    // A random port may be taken (another test's driver or server): a driver that exits is
    // started again on another; a loaded machine gets up to 60 s to bring one up.
    var started: (Process, Int)?
    for _ in 0..<3 where started == nil {
      let port = Int.random(in: 20_000..<40_000)
      let driver = Process()
      driver.executableURL = URL(fileURLWithPath: "/usr/bin/chromedriver")
      driver.arguments = ["--port=\(port)"]
      driver.standardOutput = FileHandle.nullDevice
      driver.standardError = FileHandle.nullDevice
      try driver.run()
      for _ in 0..<1200 where driver.isRunning {
        usleep(50_000)
        if (try? Self.call(port: port, "GET", "/status"))?["value"]?["ready"]?.bool == true {
          started = (driver, port)
          break
        }
      }
      if started == nil, driver.isRunning { driver.terminate() }
    }
    guard let (driver, port) = started else { throw TestFailure("chromedriver did not start") }
    self.driver = driver
    self.port = port
    let capabilities: JSON = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "binary": "/usr/bin/chromium",
            "args": [
              "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=412,900",
              .string("--user-data-dir=\(profile.path)"),
            ],
          ],
        ]
      ]
    ]
    let created = try Self.call(port: port, "POST", "/session", body: capabilities)
    guard let id = created["value"]?["sessionId"]?.string else {
      throw TestFailure("no browser session: \(created)")
    }
    session = id
  }

  deinit {
    _ = try? Self.call(port: port, "DELETE", "/session/\(session)")
    // chromedriver ignores SIGTERM while it has sessions to wind down; the browser is gone by now.
    kill(driver.processIdentifier, SIGKILL)
    driver.waitUntilExit()
    try? FileManager.default.removeItem(at: profile)  // best effort: /tmp is cleared anyway
  }

  /// Sets a permission for the page's origin as a person's answer to the browser's prompt
  /// would (WebDriver's Permissions extension): `granted`, `denied` or `prompt`.
  func setPermission(_ name: String, _ state: String) throws {
    _ = try command("POST", "permissions", ["descriptor": ["name": .string(name)], "state": .string(state)])
  }

  func open(_ url: String) throws {
    _ = try command("POST", "url", ["url": .string(url)])
  }

  /// The page's HTML as the browser has it now.
  func source() throws -> String {
    try command("GET", "source")["value"]?.string ?? ""
  }

  /// The element a CSS selector finds.
  func element(_ selector: String) throws -> String {
    let found = try command("POST", "element", ["using": "css selector", "value": .string(selector)])
    guard let id = found["value"]?.object?.values.first?.string else {
      throw TestFailure("no element \(selector): \(found)")
    }
    return id
  }

  func click(_ selector: String) throws {
    _ = try command("POST", "element/\(try element(selector))/click", [:])
  }

  /// WebDriver's codes for the keys tests press.
  enum Key: String {
    case tab = "\u{E004}"
    case enter = "\u{E007}"
    case space = "\u{E00D}"
    case escape = "\u{E00C}"
    case arrowDown = "\u{E015}"
    case f2 = "\u{E032}"
    case f12 = "\u{E03C}"
  }

  /// Presses keys one after the other, as a person at the keyboard would, wherever focus is.
  func press(_ keys: [Key]) throws {
    let actions: [JSON] = keys.flatMap { key -> [JSON] in
      [["type": "keyDown", "value": .string(key.rawValue)], ["type": "keyUp", "value": .string(key.rawValue)]]
    }
    _ = try command("POST", "actions", ["actions": [["type": "key", "id": "keyboard", "actions": .array(actions)]]])
  }

  /// Runs JavaScript in the page and returns what it returns.
  func execute(_ script: String, _ arguments: [JSON] = []) throws -> JSON {
    try command("POST", "execute/sync", ["script": .string(script), "args": .array(arguments)])["value"] ?? .null
  }

  /// Runs asynchronous JavaScript; the script calls `arguments[arguments.length - 1]` with its result.
  func executeAsync(_ script: String, _ arguments: [JSON] = []) throws -> JSON {
    try command("POST", "execute/async", ["script": .string(script), "args": .array(arguments)])["value"] ?? .null
  }

  /// Waits until `script` returns `true` in the page.
  func waitUntil(_ script: String, seconds: Double = 30) throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try execute(script).bool == true { return true }
      usleep(50_000)
    }
    return false
  }

  func type(_ text: String, into selector: String) throws {
    _ = try command("POST", "element/\(try element(selector))/value", ["text": .string(text)])
  }

  /// Clicks the app's button whose text is `title` (the last such button with `last`), through
  /// the page's own click handling.
  func tapButton(_ title: String, last: Bool = false) throws {
    let found = try execute(
      """
      const buttons = [...document.querySelectorAll('button[data-action=tap]')]
        .filter(b => b.textContent.trim() === arguments[0]);
      const button = arguments[1] ? buttons.pop() : buttons[0];
      if (!button) return false;
      button.click();
      return true;
      """, [.string(title), .bool(last)])
    guard found.bool == true else { throw TestFailure("no button \(title)") }
  }

  /// Moves into the frame `selector` finds (an app's page inside the editor): what is found and
  /// clicked afterwards is inside it, until `leaveFrame`.
  func enterFrame(_ selector: String) throws {
    let frame = try element(selector)
    _ = try command("POST", "frame", ["id": ["element-6066-11e4-a52e-4f735466cecf": .string(frame)]])
  }

  /// Back to the page around the frame.
  func leaveFrame() throws {
    _ = try command("POST", "frame/parent", [:])
  }

  /// Makes the window this size (a phone is 390 × 844).
  func resize(width: Int, height: Int) throws {
    _ = try command("POST", "window/rect", ["width": .number(Double(width)), "height": .number(Double(height))])
  }

  /// What the window shows now, as PNG.
  func screenshot() throws -> Data {
    guard let encoded = try command("GET", "screenshot")["value"]?.string, let png = Data(base64Encoded: encoded) else {
      throw TestFailure("no screenshot")
    }
    return png
  }

  /// Waits until the page's source contains `text`.
  /// Waits until an interface's page shows a render laid out in the page's own width
  /// (`data-settled`): the first render is laid out for a phone's screen, and a page measured
  /// before the app has heard its size measures that one.
  func waitForSettledLayout(seconds: Double = 60) throws -> Bool {
    try waitUntil("return document.getElementById('app')?.dataset.settled === 'true'", seconds: seconds)
  }

  func waitFor(_ text: String, seconds: Double = 60) throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try source().contains(text) { return true }
      usleep(100_000)
    }
    return false
  }

  private func command(_ method: String, _ path: String, _ body: JSON? = nil) throws -> JSON {
    try Self.call(port: port, method, "/session/\(session)/\(path)", body: body)
  }

  private static func call(port: Int, _ method: String, _ path: String, body: JSON? = nil) throws -> JSON {
    let payload = Data((body?.text ?? (method == "POST" ? "{}" : "")).utf8)
    var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    request += "Content-Type: application/json\r\nContent-Length: \(payload.count)\r\n\r\n"
    var bytes = Data(request.utf8)
    bytes.append(payload)
    let response = try RawHTTP(port: port).exchange(bytes)
    return JSON(parsing: response.text) ?? .null
  }
}
