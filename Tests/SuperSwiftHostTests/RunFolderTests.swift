import Foundation
import Testing

@testable import SuperSwiftHost

#if canImport(Glibc)
  import Glibc
#endif

/// A folder kept for one run after another (a worker's slot) is emptied between them.
@Suite("Run folders kept between runs")
struct RunFolderTests {
  func inode(_ path: String) -> UInt64? {
    var info = stat()
    return lstat(path, &info) == 0 ? UInt64(info.st_ino) : nil
  }

  @Test("everything but the input goes; the input is truncated in place, keeping its inode")
  func emptied() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slot-\(UUID().uuidString)")
    defer { RunFolder.remove(folder) }
    try RunFolder.create(folder)
    try RunFolder.create(folder)  // a slot's folder exists on every run but the first
    let input = folder.appendingPathComponent("input.json")
    try Data("{\"a\":1}".utf8).write(to: input)
    let before = try #require(inode(input.path))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out/deep"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: folder.appendingPathComponent("out/deep/file.txt"))
    try Data("report".utf8).write(to: folder.appendingPathComponent("crash.txt"))
    RunFolder.empty(folder, keeping: "input.json")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["input.json"])
    #expect(inode(input.path) == before)
    #expect(try Data(contentsOf: input).isEmpty)
    RunFolder.empty(folder)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("an input the app replaced with a link, a hard link or a folder is removed, never followed")
  func notFollowed() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("slot-\(UUID().uuidString)")
    defer { RunFolder.remove(root) }
    let folder = root.appendingPathComponent("run")
    try RunFolder.create(folder)
    let precious = root.appendingPathComponent("precious.txt")
    try Data("keep me".utf8).write(to: precious)
    let input = folder.appendingPathComponent("input.json")
    for plant in ["symbolic", "hard", "folder"] {
      switch plant {
      case "symbolic": try FileManager.default.createSymbolicLink(at: input, withDestinationURL: precious)
      case "hard": #expect(link(precious.path, input.path) == 0)
      default:
        try FileManager.default.createDirectory(
          at: input.appendingPathComponent("inside"), withIntermediateDirectories: true)
      }
      RunFolder.empty(folder, keeping: "input.json")
      #expect(inode(input.path) == nil, "\(plant)")
      #expect(try String(contentsOf: precious, encoding: .utf8) == "keep me", "\(plant)")
    }
  }
}
