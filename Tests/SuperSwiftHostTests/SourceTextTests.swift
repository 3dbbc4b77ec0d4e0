import Foundation
import Testing

@testable import SuperSwiftHost

/// Reading imports and `@main` from a file's text, as people write them.
@Suite("Source text")
struct SourceTextTests {
  @Test("imports in every spelling, in order, once each")
  func imports() {
    let text = """
      #!/usr/bin/env superswift
      import Foundation
      @preconcurrency import Dispatch
      @testable import SuperSwift
      import struct SwiftUI.Text
      import FoundationNetworking.URLSession; import Glibc
        import Foundation  // again
      """
    #expect(
      SourceText.modules(in: text) == [
        "Foundation", "Dispatch", "SuperSwift", "SwiftUI", "FoundationNetworking", "Glibc",
      ])
  }

  @Test("an import inside a comment or a string is not one")
  func notImports() {
    let text = """
      // import SwiftUI
      /* a block comment
         /* nested */
         import SuperSwift
      */
      let help = "import SwiftUI"
      let raw = #"import SwiftUI "quoted" "#
      let long = \"\"\"
        import SwiftUI
        \"\"\"
      print(help, raw, long)
      """
    #expect(SourceText.modules(in: text) == [])
  }

  @Test("which runtime modules a program needs: those it imports and what they import, in build order")
  func runtimeModules() {
    #expect(RuntimeLibrary.modules(for: ["Foundation", "Dispatch"]) == [])
    #expect(RuntimeLibrary.modules(for: ["Foundation", "SuperSwift"]) == ["SuperSwift"])
    #expect(
      RuntimeLibrary.modules(for: ["SwiftUI"]) == [
        "SuperSwift", "CoreGraphics", "Combine", "UserNotifications", "UniformTypeIdentifiers", "SuperSwiftLayout",
        "SwiftUI",
      ])
    #expect(RuntimeLibrary.modules(for: ["Combine"]) == ["Combine"])
    #expect(
      RuntimeLibrary.modules(for: ["UIKit"]).suffix(2) == ["SwiftUI", "UIKit"])
    #expect(RuntimeLibrary.modules(for: ["CoreGraphics"]) == ["CoreGraphics"])
    #expect(RuntimeLibrary.modules(for: ["CoreHaptics"]) == ["CoreHaptics"])
    // A framework after SwiftUI brings SwiftUI's modules and itself, not the ones between.
    let video = RuntimeLibrary.modules(for: ["AVKit"])
    #expect(video.suffix(2) == ["AVFoundation", "AVKit"] && video.contains("SwiftUI") && !video.contains("WebKit"))
    #expect(!RuntimeLibrary.modules(for: ["SwiftUI"]).contains("FoundationCompatibility"))
  }

  @Test("#if canImport(…) asks for runtime modules in an app that uses the runtime, and only there")
  func canImport() {
    let helper = """
      import SwiftUI
      #if canImport(UIKit)
      extension View { func hideKeyboard() {} }
      #elseif canImport(AppKit) && canImport(Cocoa)
      // "canImport(WebKit)" in a comment asks for nothing
      #endif
      let text = "#if canImport(MapKit)"
      """
    #expect(SourceText.conditionallyImported(in: helper) == ["UIKit", "AppKit", "Cocoa"])
    let app = AppSource(
      location: URL(fileURLWithPath: "/tmp/App"), name: "App",
      files: [AppSource.File(path: "App.swift", contents: Data(helper.utf8))])
    #expect(app.imports == ["SwiftUI"])
    #expect(app.runtimeImports == ["SwiftUI", "UIKit"], "AppKit and Cocoa are not runtime modules")
    // A plain program stays plain: its canImport asks for nothing.
    let plain = AppSource(
      location: URL(fileURLWithPath: "/tmp/tool.swift"), name: "tool",
      files: [AppSource.File(path: "tool.swift", contents: Data("#if canImport(UIKit)\nprint(1)\n#endif\n".utf8))])
    #expect(plain.runtimeImports.isEmpty)
    #expect(!plain.usesRuntime)
  }

  @Test("@main is found on a line with a string, and not in comments or strings")
  func mainAttribute() {
    #expect(SourceText.hasMainAttribute(#"@main struct A: App { var body: some Scene { WindowGroup { Text("x") } } }"#))
    #expect(SourceText.hasMainAttribute("@MainActor\n@main\nstruct Tool {\n static func main() {}\n}"))
    #expect(!SourceText.hasMainAttribute("@MainActor func f() {}\nprint(\"@main\")\n// @main"))
  }

  @Test("a binary file and a script without .swift")
  func files() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-text-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = folder.appendingPathComponent("a.swift")
    try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0]).write(to: binary)
    #expect(throws: HostError.self) { try AppSource(path: binary.path) }
    let script = folder.appendingPathComponent("tool")
    try Data("#!/usr/bin/env superswift\nprint(1)\n".utf8).write(to: script)
    let app = try AppSource(path: script.path)
    #expect(app.files.map(\.path) == ["tool.swift"])
    #expect(app.originalURL(of: "tool.swift") == script.standardizedFileURL)
    #expect(!app.usesRuntime)
  }
}
