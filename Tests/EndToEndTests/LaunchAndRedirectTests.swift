import Foundation
import SuperSwift
import Testing

/// The third campaign's findings: a launch that is not a person's navigation starts nothing, a
/// form's `back` never leaves the server, and no working sign-in link goes into a log.
@Suite("Launches, redirects and sign-in links")
struct LaunchAndRedirectTests {
  /// How many runs the history holds.
  static func runs(_ cli: CLI) throws -> Int {
    JSON(parsing: Data(try cli.run(["history", "--json"]).stdout.utf8))?.array?.count ?? -1
  }

  @Test("a launch runs the app on a person's navigation only; an image or a frame gets a button")
  func launch() throws {
    let cli = try CLI()
    let id = try cli.newApp("Stamp", source: "import SuperSwift\nRunContext.current.finish(with: .text(\"ok\"))\n")
    let server = try TestServer(cli)
    defer {
      server.process.signal(SIGTERM)
      _ = try? server.process.finish()
    }
    let cookie = try server.signIn()
    let path = "/apps/\(id)/launch"
    let image = try server.request(
      "GET", path,
      headers: [
        "Cookie": cookie, "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image",
      ], authorized: false)
    #expect(image.status == 200 && image.text.contains("Run Stamp?"), "\(image.status) \(image.text)")
    let unknown = try server.request("GET", path, headers: ["Cookie": cookie], authorized: false)
    #expect(unknown.status == 200 && unknown.text.contains("method=post action=\"/apps/\(id)/launch\""))
    #expect(try Self.runs(cli) == 0, "nothing ran")
    let navigation = try server.request(
      "GET", path,
      headers: [
        "Cookie": cookie, "Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document",
      ],
      authorized: false)
    #expect(navigation.status == 303 && navigation.headers["location"]?.hasPrefix("/runs/") == true)
    let pressed = try server.request(
      "POST", path, headers: ["Cookie": cookie, "Origin": server.base], authorized: false)
    #expect(pressed.status == 303 && pressed.headers["location"]?.hasPrefix("/runs/") == true, "\(pressed.text)")
    let otherPort = try server.request(
      "POST", path, headers: ["Cookie": cookie, "Origin": "http://127.0.0.1:1"], authorized: false)
    #expect(otherPort.status == 403, "a form on another port of this host runs nothing")
  }

  @Test("a schedule button's back never leaves the server")
  func back() throws {
    let cli = try CLI()
    _ = try cli.newApp("Stamp", source: "print(1)\n")
    let schedule = try cli.run(["schedule", "add", "Stamp", "--every", "1h"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let server = try TestServer(cli)
    defer {
      server.process.signal(SIGTERM)
      _ = try? server.process.finish()
    }
    let cookie = try server.signIn()
    for back in ["/\\evil.example", "/\t/evil.example", "//evil.example", "https://evil.example"] {
      let body = Data("back=\(back.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")".utf8)
      let response = try server.request(
        "POST", "/schedules/\(schedule)/pause", body: body,
        headers: ["Cookie": cookie, "Origin": server.base, "Content-Type": "application/x-www-form-urlencoded"],
        authorized: false)
      #expect(response.status == 303, "\(response.text)")
      #expect(response.headers["location"]?.hasPrefix("/schedules?done=") == true, "\(back): \(response.headers)")
    }
  }
}
