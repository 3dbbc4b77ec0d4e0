import Foundation
import SuperSwift
import Testing

/// Versions of an app through the CLI and the web app, as people change apps: on disk, with an
/// editor, from the browser, and back again.
@Suite("Versions and rollback")
struct VersionsEndToEndTests {
  /// The `version` a run's JSON record names (a plain program's own output comes before it).
  static func version(of result: CLI.Result) -> Int? {
    result.stdout.split(separator: "\n").first { $0.hasPrefix(#"  "version": "#) }
      .flatMap { Int(($0.split(separator: " ").last ?? "").trimmingCharacters(in: CharacterSet(charactersIn: ","))) }
  }

  /// The app's one source file.
  static func mainFile(of app: String, in cli: CLI) throws -> URL {
    let folder = cli.library.appendingPathComponent("apps/\(app)")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".swift") })
    return folder.appendingPathComponent(name)
  }

  @Test("a change on disk and an edit are versions; runs name theirs; list, diff, roll back")
  func commandLine() throws {
    let cli = try CLI()
    let id = try cli.newApp("Tally", source: "print(1)\n")
    let main = try Self.mainFile(of: "Tally", in: cli)
    #expect(Self.version(of: try cli.run(["run", id, "--json"])) == 1)
    try Data("print(2)\n".utf8).write(to: main)
    let changed = try cli.run(["run", id, "--json"])
    #expect(Self.version(of: changed) == 2, "a change on disk is noticed at the next run: \(changed.stdout)")
    let edited = try cli.setting("EDITOR", #"sh -c 'echo "print(3)" >> "$0"'"#).run(["edit", id])
    #expect(edited.status == 0, "\(edited.stderr)")

    let listed = try cli.run(["versions", "Tally", "--json"])
    let versions = try #require(JSON(parsing: Array(listed.stdout.utf8))?.array)
    #expect(versions.compactMap { $0["number"]?.number } == [3, 2, 1], "newest first: \(listed.stdout)")
    #expect(versions.compactMap { $0["source"]?.string } == ["edit", "disk", "created"])
    let diff = try cli.run(["versions", "Tally", "--diff", "2"])
    #expect(diff.stdout.contains("-print(1)\n+print(2)\n"), "\(diff.stdout)")
    #expect(try cli.run(["versions", "Tally", "--diff", "1", "3"]).stdout.contains("+print(3)"))

    let back = try cli.run(["rollback", "Tally", "1"])
    #expect(back.status == 0, "\(back.stderr)")
    #expect(back.stderr.contains("as version 4"))
    #expect(try String(contentsOf: main, encoding: .utf8) == "print(1)\n")
    let after = try cli.run(["run", id, "--json"])
    #expect(Self.version(of: after) == 4)
    #expect(after.stdout.hasPrefix("1\n"), "\(after.stdout)")

    let missing = try cli.run(["rollback", "Tally", "9"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("there is no version 9: versions 1 to 4 are kept"), "\(missing.stderr)")
    #expect(try cli.run(["versions", "Tally", "--diff", "x"]).status == 2)
  }

  @Test("a folder app's asset catalog: versions keep its images, a rollback brings one back, the pages list it")
  func catalogs() throws {
    let cli = try CLI()
    let folder = cli.root.appendingPathComponent("Gallery", isDirectory: true)
    let image = folder.appendingPathComponent("Assets.xcassets/Logo.imageset/logo.png")
    try FileManager.default.createDirectory(at: image.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"images":[{"filename":"logo.png","idiom":"universal"}]}"#.utf8)
      .write(to: image.deletingLastPathComponent().appendingPathComponent("Contents.json"))
    let colour = folder.appendingPathComponent("Assets.xcassets/Brand.colorset/Contents.json")
    try FileManager.default.createDirectory(at: colour.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(
      #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1","blue":"0.2","green":"0.4","red":"1"}},"idiom":"universal"}]}"#
        .utf8
    ).write(to: colour)
    try Data("print(1)\n".utf8).write(to: folder.appendingPathComponent("main.swift"))
    let first = Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 3])
    try first.write(to: image)
    let made = try cli.run(["new", "Gallery", "--from", folder.path])
    #expect(made.status == 0, "\(made.stderr)")
    let id = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let app = cli.library.appendingPathComponent("apps/Gallery")
    let copied = app.appendingPathComponent("Assets.xcassets/Logo.imageset/logo.png")
    #expect(Self.version(of: try cli.run(["run", "Gallery", "--json"])) == 1)

    try Data([0x89, 0x50, 0x4E, 0x47, 9, 9]).write(to: copied)
    #expect(Self.version(of: try cli.run(["run", "Gallery", "--json"])) == 2, "a changed image is a new version")
    let diff = try cli.run(["versions", "Gallery", "--diff", "2"])
    #expect(diff.stdout.contains("Binary file Assets.xcassets/Logo.imageset/logo.png changed"), "\(diff.stdout)")
    #expect(!diff.stdout.contains("\u{0}"), "no bytes of an image in a diff")
    #expect(try cli.run(["rollback", "Gallery", "1"]).status == 0)
    #expect(try Data(contentsOf: copied) == first, "the rollback brings the image back")

    let server = try TestServer(cli)
    let cookie = try server.signIn()
    for path in ["/apps/\(id)", "/apps/\(id)/edit"] {
      let page = try server.request("GET", path, headers: ["Cookie": cookie], authorized: false)
      #expect(page.text.contains("Assets (2)"), "\(path)")
      #expect(page.text.contains("/apps/\(id)/asset?name=Logo") && page.text.contains(#"Color("Brand")"#), "\(path)")
      #expect(!page.text.contains("GeneratedAssetSymbols"), "generated files are not the user's")
    }
    let served = try server.request(
      "GET", "/apps/\(id)/asset?name=Logo", headers: ["Cookie": cookie], authorized: false)
    #expect(served.status == 200 && served.body == first)
    #expect(served.headers["content-type"] == "image/png")
    #expect(served.headers["content-security-policy"]?.contains("sandbox") == true)
    let missing = try server.request(
      "GET", "/apps/\(id)/asset?name=Nope", headers: ["Cookie": cookie], authorized: false)
    #expect(missing.status == 404 && missing.text.contains("has no image set named Nope"))
  }

  @Test(
    "from the browser: two saves are two versions, the list shows them, a diff, Restore, and the run page links its version",
    .enabled(if: Browser.isAvailable))
  func web() throws {
    let cli = try CLI()
    let id = try cli.newApp("Greeting", source: "print(\"hello\")\n")
    let main = try Self.mainFile(of: "Greeting", in: cli)
    let server = try TestServer(cli)
    let browser = try WebAppTests.signedIn(server)
    try browser.resize(width: 390, height: 844)
    for word in ["hi", "hey"] {
      try browser.open(server.base + "/apps/\(id)/edit")
      #expect(try browser.waitUntil("return window.superswiftEditor !== undefined"))
      _ = try browser.execute("window.superswiftEditor.setText('print(\"\(word)\")\\n')")
      #expect(try browser.waitUntil("return document.getElementById('save-state').textContent.startsWith('Saved ')"))
    }
    #expect(try String(contentsOf: main, encoding: .utf8) == "print(\"hey\")\n")

    try browser.open(server.base + "/apps/\(id)")
    try browser.click("a[href$='/versions']")
    #expect(try browser.waitFor("Versions of Greeting"))
    let rows = try browser.execute("return [...document.querySelectorAll('main li .name')].map(a => a.textContent)")
    #expect(rows.array?.compactMap(\.string) == ["Version 3", "Version 2", "Version 1"], "\(rows)")
    #expect(try WebAppTests.fitsWidth(browser), "the versions page fits 390 px")
    try browser.click("a[href$='/versions/3']")
    #expect(try browser.waitUntil("return document.querySelector('pre.diff') !== null"))
    let removed = try browser.execute("return document.querySelector('.diff-removed')?.textContent")
    let added = try browser.execute("return document.querySelector('.diff-added')?.textContent")
    #expect(removed.string == "-print(\"hi\")" && added.string == "+print(\"hey\")", "\(removed) \(added)")

    try browser.open(server.base + "/apps/\(id)/versions")
    _ = try browser.execute("window.confirm = () => true")
    try browser.click("form[action$='/versions/1/restore'] button")
    #expect(try browser.waitFor("Restored version 1"))
    #expect(try String(contentsOf: main, encoding: .utf8) == "print(\"hello\")\n")
    #expect(try browser.execute("return document.querySelector('main li .name').textContent").string == "Version 4")

    try browser.open(server.base + "/apps/\(id)")
    try browser.click("main form.run-form button[type=submit]")
    #expect(try browser.waitUntil("return document.querySelector('a[href$=\"/versions/4\"]') !== null", seconds: 60))
    // The same store the CLI reads.
    #expect(try cli.run(["versions", id]).stdout.hasPrefix("4 "))
  }
}
