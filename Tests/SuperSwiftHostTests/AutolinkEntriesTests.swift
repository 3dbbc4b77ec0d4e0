import Foundation
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

/// The in-process `swift-autolink-extract`, against the real tool on a real object file.
@Suite("Autolink entries")
struct AutolinkEntriesTests {
  @Test("the same libraries as swift-autolink-extract (lld does not mind their order)")
  func sameAsTool() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-autolink-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("main.swift")
    try Data("import Foundation\nimport Dispatch\nprint(Date())\n".utf8).write(to: source)
    let object = folder.appendingPathComponent("main.o")
    let toolchain = try Toolchain.locate(paths: Paths(environment: ["HOME": folder.path]))
    let compiled = try Subprocess.run(
      toolchain.swiftc,
      ["-c", source.path, "-o", object.path, "-module-cache-path", folder.appendingPathComponent("mc").path])
    try #require(compiled.status == 0, "\(compiled.text)")
    let expected = folder.appendingPathComponent("tool.autolink")
    let tool = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("swift-autolink-extract")
    let ran = try Subprocess.run(tool, [object.path, "-o", expected.path])
    try #require(ran.status == 0, "\(ran.text)")
    let ours = folder.appendingPathComponent("ours.autolink")
    #expect(CompilePlan.extractAutolinkEntries([object.path, "-o", ours.path]))
    let want = try String(contentsOf: expected, encoding: .utf8).split(separator: "\n")
    let got = try String(contentsOf: ours, encoding: .utf8).split(separator: "\n")
    #expect(Set(got) == Set(want))
    #expect(got.count == Set(got).count, "each once")
    #expect(want.contains("-lFoundation"))
  }

  @Test("anything that is not a 64-bit ELF object is left to the tool")
  func notAnObject() {
    #expect(AutolinkEntries.entries(inObject: Data("not an object".utf8)) == nil)
    #expect(
      AutolinkEntries.entries(inObject: Data([0x7F, 0x45, 0x4C, 0x46, 1, 1] + [UInt8](repeating: 0, count: 80))) == nil)
    var truncated = [UInt8](repeating: 0, count: 64)
    truncated[0...5] = [0x7F, 0x45, 0x4C, 0x46, 2, 1]
    truncated[0x28] = 0xFF  // a section table beyond the end
    truncated[0x3A] = 64
    truncated[0x3C] = 2
    #expect(AutolinkEntries.entries(inObject: Data(truncated)) == nil)
    #expect(!CompilePlan.extractAutolinkEntries(["/nonexistent.o", "-o", "/tmp/x"]))
  }
}
