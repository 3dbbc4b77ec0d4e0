import Foundation
import Testing

@_spi(Host) @testable import SuperSwift

/// The names an app may give its output files.
@Suite("Output file names")
struct OutputFileNameTests {
  @Test(
    "control characters, direction overrides, hidden and overlong names are refused",
    arguments: [
      "line\nbreak.txt", "tab\there.txt", "esc\u{1B}[31m.txt", "nul\0.txt", "del\u{7F}.txt",
      "invoice\u{202E}txt.exe", "iso\u{2066}late.txt", ".bashrc", String(repeating: "a", count: 241), "",
      "..", "a/b.txt",
    ])
  func refused(name: String) {
    #expect(OutputFileNames.problem(with: name) != nil, "\(name.debugDescription)")
  }

  @Test("ordinary names, in any script, are fine", arguments: ["report.csv", "Résumé 2026.pdf", "報告.txt", "a.b.c"])
  func accepted(name: String) {
    #expect(OutputFileNames.problem(with: name) == nil)
  }

  @Test("a dangling link counts as taken: the next free name is chosen")
  func danglingLink() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-names-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("out.txt").path, withDestinationPath: "/nonexistent/target")
    #expect(OutputFileNames.freeLocation(for: "out.txt", in: folder).lastPathComponent == "out-2.txt")
  }
}
