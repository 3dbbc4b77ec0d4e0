import Foundation
import Testing

@testable import SuperSwiftHost

@Suite("App sources")
struct AppSourceTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-src-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func write(_ text: String, _ path: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test(
    "a file and a folder are read; hidden folders, .build, and playgrounds and projects Xcode never compiles skipped")
  func reading() throws {
    try write("print(1)", "Tool/main.swift")
    try write("let x = 1", "Tool/Model/Bill.swift")
    try write("junk", "Tool/.build/x.swift")
    try write("junk", "Tool/.git/y.swift")
    try write("not swift", "Tool/readme.md")
    try write("var greeting = \"Hello, playground\"\ngreeting", "Tool/MyPlayground.playground/Contents.swift")
    try write("junk", "Tool/Tool.xcodeproj/x.swift")
    try write("junk", "Tool/Tool.docc/z.swift")
    let app = try AppSource(path: folder.appendingPathComponent("Tool").path)
    #expect(app.name == "Tool")
    #expect(app.files.map(\.path) == ["Model/Bill.swift", "main.swift"])
    let single = try AppSource(path: folder.appendingPathComponent("Tool/main.swift").path)
    #expect(single.name == "main")
    #expect(single.originalURL(of: "main.swift").lastPathComponent == "main.swift")
  }

  @Test(
    "a Swift Playgrounds app's package manifest is not compiled into the app; a file named like one that is code is")
  func playgroundManifest() throws {
    try write(
      "// swift-tools-version: 5.9\nimport PackageDescription\nimport AppleProductTypes\nlet package = Package(name: \"Demo\")",
      "Demo.swiftpm/Package.swift")
    try write(
      "import PackageDescription\nlet package = Package(name: \"Local\")", "Demo.swiftpm/Local/Package@swift-5.9.swift")
    try write(
      "import SwiftUI\n@main struct DemoApp: App { var body: some Scene { WindowGroup { Text(\"Hi\") } } }",
      "Demo.swiftpm/MyApp.swift")
    try write("let package = \"a box\"", "Demo.swiftpm/Models/Package.swift")
    let app = try AppSource(path: folder.appendingPathComponent("Demo.swiftpm").path)
    #expect(app.files.map(\.path) == ["Models/Package.swift", "MyApp.swift"])
  }

  @Test("bad app paths are refused with what to do")
  func badPaths() throws {
    try write("hello", "notes.txt")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
    #expect(throws: HostError.appNotFound("/nowhere/x.swift")) { try AppSource(path: "/nowhere/x.swift") }
    #expect(throws: HostError.notSwift(folder.appendingPathComponent("notes.txt").path)) {
      try AppSource(path: folder.appendingPathComponent("notes.txt").path)
    }
    #expect(throws: HostError.notSwift(folder.appendingPathComponent("Empty").path)) {
      try AppSource(path: folder.appendingPathComponent("Empty").path)
    }
  }

  @Test("@main is found in code, not in comments")
  func mainAttribute() {
    func app(_ text: String) -> AppSource {
      AppSource(location: folder, name: "x", files: [.init(path: "a.swift", contents: Data(text.utf8))])
    }
    #expect(app("@main\nstruct Tool { static func main() {} }").hasMainAttribute)
    #expect(app("  @main struct Tool: App {}").hasMainAttribute)
    #expect(!app("// @main is not used here\nprint(1)").hasMainAttribute)
    #expect(!app("print(\"@main\")").hasMainAttribute)
  }

  @Test("the build key depends on content and on where the app is (its files are compiled as themselves)")
  func buildKey() throws {
    let toolchain = Toolchain(swiftc: URL(fileURLWithPath: "/usr/bin/swiftc"), version: "Swift 6")
    let cache = BuildCache(paths: Paths(environment: ["HOME": folder.path]), toolchain: toolchain)
    let runtime = RuntimeLibrary(directory: folder, key: "runtime")
    let file = AppSource.File(path: "main.swift", contents: Data("print(1)".utf8))
    let here = AppSource(location: URL(fileURLWithPath: "/a/Tool"), name: "Tool", files: [file])
    let there = AppSource(location: URL(fileURLWithPath: "/b/Other"), name: "Other", files: [file])
    let edited = AppSource(
      location: URL(fileURLWithPath: "/a/Tool"), name: "Tool",
      files: [.init(path: "main.swift", contents: Data("print(2)".utf8))])
    let renamed = AppSource(
      location: URL(fileURLWithPath: "/a/Tool"), name: "Tool",
      files: [.init(path: "other.swift", contents: Data("print(1)".utf8))])
    // `#filePath` names the user's file: the same bytes elsewhere are another build.
    #expect(cache.key(for: here, runtime: runtime) != cache.key(for: there, runtime: runtime))
    let again = AppSource(location: URL(fileURLWithPath: "/a/Tool"), name: "Tool", files: [file])
    #expect(cache.key(for: here, runtime: runtime) == cache.key(for: again, runtime: runtime))
    #expect(cache.key(for: here, runtime: runtime) != cache.key(for: edited, runtime: runtime))
    #expect(cache.key(for: here, runtime: runtime) != cache.key(for: renamed, runtime: runtime))
    #expect(
      cache.key(for: here, runtime: runtime)
        != cache.key(for: here, runtime: RuntimeLibrary(directory: folder, key: "other")))
  }

  @Test("the byte search that decides which runtime modules an app needs finds a name anywhere, and only a whole one")
  func byteSearch() {
    let text = Data("import SwiftUI\nlet é = NSExpression(format: x) // @objc".utf8)
    #expect(AppSource.contains(text, "import SwiftUI"), "at the start")
    #expect(AppSource.contains(text, "@objc"), "at the end")
    #expect(AppSource.contains(text, "NSExpression"))
    #expect(AppSource.contains(text, "é = N"), "across a multi-byte character")
    #expect(!AppSource.contains(text, "@objcMembers"), "running past the end")
    #expect(!AppSource.contains(text, "NSPredicate"))
    #expect(!AppSource.contains(Data(), "x") && AppSource.contains(Data(), ""))
    #expect(AppSource.contains(Data("aab".utf8), "ab"), "after a false start on the same byte")
  }
}
