import Foundation
import Testing

@testable import SuperSwiftHost

/// The one description of a build that the cache, the rebuilds, the type check and the
/// cluster all use.
@Suite("BuildPlan")
struct BuildPlanTests {
  static let toolchain = Toolchain(swiftc: URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc"), version: "Swift 6.3.1")
  static let paths = Paths(environment: ["HOME": "/tmp/plan-home"])

  static func app(_ source: String, name: String = "Tip.swift", languageMode: String? = nil) -> AppSource {
    AppSource(
      location: URL(fileURLWithPath: "/tmp/\(name)"), name: "Tip",
      files: [AppSource.File(path: name, contents: Data(source.utf8))], languageMode: languageMode)
  }

  @Test(
    "an app written for Xcode is compiled as Xcode's projects are: DEBUG and bare regex literals; a script as swift FILE"
  )
  func xcodeFlags() {
    let app = BuildPlan(
      app: Self.app("import SwiftUI\nlet r = /a+/"), runtime: nil, languageMode: nil, toolchain: Self.toolchain)
    #expect(app.identityFlags.contains("-enable-bare-slash-regex"))
    #expect(app.identityFlags.joined(separator: " ").contains("-D DEBUG"))
    #expect(app.identityFlags.joined(separator: " ").contains("-D SUPERSWIFT_OS_IOS"), "it runs as the iOS app it is")
    let script = BuildPlan(app: Self.app("print(1)"), runtime: nil, languageMode: nil, toolchain: Self.toolchain)
    #expect(!script.identityFlags.contains("-enable-bare-slash-regex") && !script.identityFlags.contains("DEBUG"))
    #expect(!script.identityFlags.contains(PlatformConditions.condition))
  }

  @Test("the key follows the sources, the language mode and the runtime, and nothing else")
  func key() {
    let plain = BuildPlan(app: Self.app("print(1)"), runtime: nil, languageMode: nil, toolchain: Self.toolchain)
    #expect(
      plain.key == BuildPlan(app: Self.app("print(1)"), runtime: nil, languageMode: nil, toolchain: Self.toolchain).key)
    #expect(
      plain.key != BuildPlan(app: Self.app("print(2)"), runtime: nil, languageMode: nil, toolchain: Self.toolchain).key)
    #expect(
      plain.key != BuildPlan(app: Self.app("print(1)"), runtime: nil, languageMode: "6", toolchain: Self.toolchain).key)
    #expect(
      plain.key
        == BuildPlan(app: Self.app("print(1)"), runtime: nil, languageMode: nil, toolchain: Self.toolchain).key,
      "the same plan twice")
    let runtime = RuntimeLibrary(directory: URL(fileURLWithPath: "/tmp/rt"), key: "k", modules: ["SuperSwift"])
    #expect(
      plain.key
        != BuildPlan(app: Self.app("print(1)"), runtime: runtime, languageMode: nil, toolchain: Self.toolchain).key)
    #expect(
      BuildPlan(
        app: Self.app("print(1)", languageMode: "5"), runtime: nil, languageMode: nil, toolchain: Self.toolchain
      )
      .languageMode == "5", "the app's own setting when none is asked for")
  }

  @Test("build and type-check arguments: the module named after the file, @main, the runtime, no outputs")
  func arguments() {
    let runtime = RuntimeLibrary(directory: URL(fileURLWithPath: "/tmp/rt"), key: "k", modules: ["SuperSwift"])
    let plan = BuildPlan(
      app: Self.app("@main struct Tip { static func main() {} }", name: "tips.swift"), runtime: runtime,
      languageMode: "6", toolchain: Self.toolchain)
    let build = plan.arguments(paths: Self.paths)
    #expect(Array(build.prefix(2)) == ["-swift-version", "6"])
    #expect(build.contains("-parse-as-library"))
    #expect(build.contains("-lSuperSwift"))
    #expect(build[build.firstIndex(of: "-module-name")! + 1] == "tips")
    let check = plan.typeCheckArguments(paths: Self.paths)
    #expect(check.contains("-typecheck") && check.contains("/tmp/rt/SuperSwift") && !check.contains("-lSuperSwift"))
    #expect(!check.contains("-o"))
    #expect(BuildPlan.optimised(build).contains("-O") && !BuildPlan.optimised(build).contains("-Onone"))
    #expect(BuildPlan.optimised(build).contains("Debug"), "assertions kept, as swift FILE keeps them")
  }
}
