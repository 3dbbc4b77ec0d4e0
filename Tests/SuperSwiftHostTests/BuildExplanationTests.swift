import Foundation
import Testing

@testable import SuperSwiftHost

/// Plain sentences next to the compiler's and the linker's own words.
@Suite("Build failures explained")
struct BuildExplanationTests {
  @Test("a link failure names the undefined symbols in a sentence")
  func linkFailure() {
    let lld = """
      ld.lld: error: undefined symbol: nowhere_defined
      >>> referenced by SuperSwiftApp-1.o:(main)
      ld.lld: error: undefined symbol: nowhere_defined
      clang: error: linker command failed with exit code 1 (use -v to see invocation)
      """
    let summary = BuildExplanation.summary(appName: "Tool", diagnostics: lld)
    #expect(summary.hasPrefix("Tool compiled, but could not be linked: nothing defines 'nowhere_defined'."))
    #expect(BuildExplanation.summary(appName: "Tool", diagnostics: "a.swift:1:1: error: x") == "Tool did not compile")
  }

  @Test("SwiftUI outside the subset is named, only for apps that import SwiftUI")
  func outsideSubset() {
    let diagnostics = """
      /a/App.swift:4:12: error: value of type 'some View' has no member 'glassBackgroundEffect'
      /a/App.swift:5:9: error: cannot find 'SignInWithAppleButton' in scope
      /a/App.swift:6:9: error: cannot find 'helper' in scope
      /a/App.swift:7:9: error: cannot find type 'PhotosPicker' in scope
      """
    let notes = BuildExplanation.notes(diagnostics: diagnostics, importsSwiftUI: true)
    #expect(notes.count == 3)
    guard notes.count == 3 else { return }
    #expect(notes[0].hasPrefix("note: 'glassBackgroundEffect' is not in SuperSwift's SwiftUI yet"))
    #expect(notes[1].contains("'SignInWithAppleButton'"))
    #expect(notes[2].contains("'PhotosPicker'"))
    #expect(BuildExplanation.notes(diagnostics: diagnostics, importsSwiftUI: false).isEmpty)
  }

  @Test("a name outside the subset that surfaces as a type mismatch is named from the line the error points at")
  func mismatchOnTheLine() {
    // Swift's own diagnostic style: the code line, then the marker under it.
    let swiftStyle = """
      /a/App.swift:9:13: error: cannot convert value of type 'Binding<MKCoordinateRegion>' to expected argument type 'Double'
       7 |   var body: some View {
       8 |     VStack {
       9 |       Map(coordinateRegion: $region).frame(height: 200)
         |           `- error: cannot convert value of type 'Binding<MKCoordinateRegion>' to expected argument type 'Double'
      10 |       Chart(points) { BarMark(x: .value("x", $0)) }
      11 |         .glassBackgroundEffect(Shimmer())
         |          |- error: no exact matches in call to instance method 'glassBackgroundEffect'
      12 |     }
      """
    let notes = BuildExplanation.notes(diagnostics: swiftStyle, importsSwiftUI: true)
    #expect(notes.map { $0.split(separator: "'")[1] } == ["Map", "glassBackgroundEffect"])
    #expect(notes.first?.contains("docs/swiftui-api.tsv") == true)
    // LLVM's style: the header, the line, the caret.
    let llvmStyle = """
      /a/App.swift:3:5: error: extra argument 'selection' in call
          PhotosPicker(selection: $item, matching: .images) { Text("Pick") }
          ^
      """
    #expect(
      BuildExplanation.notes(diagnostics: llvmStyle, importsSwiftUI: true).first?.contains("'PhotosPicker'") == true)
    // A line no error points at (line 10 above) is not read: Chart is not named.
    #expect(!notes.contains { $0.contains("'Chart'") })
  }

  @Test("Apple-only features are named with what to do instead, once per kind, whatever the app imports")
  func appleOnly() {
    let diagnostics = """
      /a/Model.swift:29:5: error: Objective-C interoperability is disabled
      /a/Model.swift:47:19: error: '#selector' can only be used with the Objective-C runtime
      /a/Format.swift:12:20: error: 'DateComponentsFormatter' is unavailable: Not supported in swift-corelibs-foundation
      """
    let notes = BuildExplanation.notes(diagnostics: diagnostics, importsSwiftUI: false)
    #expect(notes.count == 2)
    #expect(notes.first?.contains("Objective-C's runtime") == true && notes.first?.contains("closure") == true)
    #expect(notes.last?.contains("format styles") == true)
    #expect(
      BuildExplanation.notes(diagnostics: "/a/A.swift:1:1: error: cannot find 'x' in scope", importsSwiftUI: true)
        .isEmpty)
  }

  @Test("nothing on the list of what is missing is declared in Sources/SwiftUI")
  func listIsHonest() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/SwiftUI")
    var declared = ""
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      if file.pathExtension == "swift" { declared += try String(contentsOf: file, encoding: .utf8) }
    }
    #expect(declared.count > 10_000)
    // Every name that follows a declaring keyword.
    let words = declared.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    let keywords: Set<String> = ["func", "struct", "var", "let", "class", "enum", "protocol", "typealias", "case"]
    let names = Set(zip(words, words.dropFirst()).filter { keywords.contains($0.0) }.map(\.1))
    #expect(names.contains("Text") && names.contains("padding"), "the scan finds declarations")
    let declaredAnyway = SwiftUISubset.outside.intersection(names).sorted()
    #expect(declaredAnyway.isEmpty, "declared in Sources/SwiftUI: take them off SwiftUISubset.outside")
  }

  @Test(
    "only builds whose every error is main-actor state reached from a nonisolated context ask for the main-actor default"
  )
  func mainActorDefault() {
    let isolation = """
      /a/A.swift:9:42: error: main actor-isolated property 'x' can not be referenced from a nonisolated context
         |  `- error: main actor-isolated property 'x' can not be referenced from a nonisolated context
      /a/A.swift:12:5: error: call to main actor-isolated instance method 'go()' in a synchronous nonisolated context
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      """
    #expect(BuildExplanation.needsMainActorIsolation(diagnostics: isolation))
    #expect(
      !BuildExplanation.needsMainActorIsolation(
        diagnostics: isolation + "\n/a/B.swift:1:1: error: cannot find 'y' in scope"))
    #expect(
      !BuildExplanation.needsMainActorIsolation(
        diagnostics: "/a/A.swift:1:1: warning: main actor-isolated x in a nonisolated context"))
    #expect(!BuildExplanation.needsMainActorIsolation(diagnostics: ""))
  }
}
