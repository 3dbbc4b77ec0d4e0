import Foundation
import Testing

/// The web page over HTTP (the HTML itself; browser tests come with the page's next steps).
@Suite("Web page")
struct WebPageTests {
  @Test("without signing in the page says how; signed in it lists the apps, accepting ones first")
  func library() throws {
    let cli = try CLI()
    _ = try cli.newApp("Zed Plain", source: "print(1)")
    let id = try cli.newApp(
      "Tip <Calculator>",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/TipCalculator.swift"), encoding: .utf8))
    let server = try TestServer(cli)
    let anonymous = try server.request("GET", "/", authorized: false)
    #expect(anonymous.status == 401)
    #expect(anonymous.text.contains("login link"))
    let cookie = try server.signIn()
    let page = try server.request("GET", "/", headers: ["Cookie": cookie], authorized: false)
    #expect(page.status == 200)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(page.text.contains("Tip &lt;Calculator&gt;"), "names are escaped")
    #expect(!page.text.contains("Tip <Calculator>"))
    #expect(page.text.contains("/apps/\(id)") && page.text.contains("Zed Plain"))
    // Accepts input is a filter, not a badge on every row.
    #expect(!page.text.contains("class=tag"))
    let accepting = try server.request("GET", "/?kind=input", headers: ["Cookie": cookie], authorized: false)
    #expect(accepting.text.contains("/apps/\(id)") && !accepting.text.contains("Zed Plain"))
    let searched = try server.request("GET", "/?q=zed", headers: ["Cookie": cookie], authorized: false)
    #expect(searched.text.contains("Zed Plain") && !searched.text.contains("/apps/\(id)\""))
    #expect(page.text.contains("name=viewport"))
  }

  @Test("the run form runs the tip calculator; the run page shows 49.56 and the app page lists the run")
  func runFromForm() throws {
    let cli = try CLI()
    let id = try cli.newApp(
      "Tip",
      source: try String(
        contentsOf: repositoryRoot.appendingPathComponent("Examples/TipCalculator.swift"), encoding: .utf8))
    let server = try TestServer(cli)
    let cookie = try server.signIn()
    let app = try server.request("GET", "/apps/\(id)", headers: ["Cookie": cookie], authorized: false)
    #expect(app.text.contains("<form method=\"post\" action=\"/apps/\(id)/run\""))
    #expect(app.text.contains("run.finish(with: .json(.object(["), "the source is shown")

    let boundary = "form"
    let form =
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"input\"\r\n\r\n{\"bill\": 42, \"percent\": 18}\r\n"
      + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\"\r\nContent-Type: application/octet-stream\r\n\r\n\r\n"
      + "--\(boundary)--\r\n"
    let headers = [
      "Cookie": cookie, "Origin": server.base, "Content-Type": "multipart/form-data; boundary=\(boundary)",
    ]
    let posted = try server.request(
      "POST", "/apps/\(id)/run", body: Data(form.utf8), headers: headers, authorized: false)
    #expect(posted.status == 303)
    let location = try #require(posted.headers["location"])
    var page = ""
    for _ in 0..<200 {
      page = try server.request("GET", location, headers: ["Cookie": cookie], authorized: false).text
      if !page.contains("data-events=") { break }
      usleep(50_000)
    }
    #expect(page.contains("49.56"))
    #expect(page.contains("Edit the input and run again"))
    #expect(!page.contains("http-equiv=refresh"), "the page never reloads itself: the log comes live")
    let history = try server.request("GET", "/apps/\(id)", headers: ["Cookie": cookie], authorized: false)
    #expect(history.text.contains(location))

    let crossSite = try server.request(
      "POST", "/apps/\(id)/run", body: Data(form.utf8),
      headers: [
        "Cookie": cookie, "Origin": "https://evil.example", "Content-Type": "multipart/form-data; boundary=\(boundary)",
      ],
      authorized: false)
    #expect(crossSite.status == 403)
  }
}
