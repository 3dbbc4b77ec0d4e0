import Foundation
import Testing

@testable import SuperSwiftHost

/// Line diffs and the version store, without a server or a browser.
@Suite("Versions and diffs")
struct VersionsTests {
  /// The old and the new text a diff's lines describe.
  static func sides(_ lines: [LineDiff.Line]) -> (old: [String], new: [String]) {
    var old: [String] = []
    var new: [String] = []
    for line in lines {
      switch line {
      case .same(let text):
        old.append(text)
        new.append(text)
      case .removed(let text): old.append(text)
      case .added(let text): new.append(text)
      }
    }
    return (old, new)
  }

  /// The length of the longest common subsequence, by dynamic programming (the reference).
  static func lcs(_ a: [String], _ b: [String]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  @Test("a diff describes both texts exactly and keeps as many lines as possible (random texts against a reference)")
  func minimalAndExact() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      let alphabet = ["a", "b", "c", "d"]
      let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let lines = LineDiff.lines(from: old, to: new)
      let (gotOld, gotNew) = Self.sides(lines)
      #expect(gotOld == old && gotNew == new, "\(old) → \(new)")
      let kept = lines.filter { if case .same = $0 { true } else { false } }.count
      #expect(kept == Self.lcs(old, new), "\(old) → \(new)")
    }
  }

  @Test("unified output: headers, hunk ranges as diff -u gives them, context of three, far changes apart")
  func unified() {
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
    var newLines = (1...20).map { "line \($0)" }
    newLines[1] = "line two"
    newLines.remove(at: 17)
    let new = newLines.joined(separator: "\n") + "\n"
    let text = LineDiff.unified(from: old, to: new, oldName: "v1/main.swift", newName: "v2/main.swift")
    #expect(
      text == """
        --- v1/main.swift
        +++ v2/main.swift
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +line two
         line 3
         line 4
         line 5
        @@ -15,6 +15,5 @@
         line 15
         line 16
         line 17
        -line 18
         line 19
         line 20

        """)
    #expect(LineDiff.unified(from: old, to: old, oldName: "a", newName: "b") == "")
    #expect(LineDiff.hunks(from: "", to: "x\n").first?.lines == [.added("x")])
  }

  /// A version store for a fresh app in a temporary library.
  func store(keep: Int = 100) throws -> (AppVersions, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("versions-\(UUID().uuidString.prefix(8))")
    return (AppVersions(library: Library(root: root), id: AppIdentifier.make(), keep: keep), root)
  }

  @Test("the same sources are one version; a change is the next; files come back byte for byte")
  func record() throws {
    let (versions, _) = try store()
    let first = [(path: "main.swift", contents: Data("print(1)\n".utf8))]
    #expect(try versions.record(first, source: .created) == 1)
    #expect(try versions.record(first, source: .disk) == 1, "unchanged sources are the newest version")
    let second = first + [(path: "Model.swift", contents: Data("struct M {}\n".utf8))]
    #expect(try versions.record(second, source: .editor) == 2)
    #expect(versions.list().map(\.source) == [.created, .editor])
    #expect(try versions.files(of: 2).map(\.path) == ["Model.swift", "main.swift"])
    #expect(try versions.files(of: 1).first?.contents == Data("print(1)\n".utf8))
    #expect(try versions.diff(from: 1, to: 2).contains("+++ v2/Model.swift"))
    #expect(throws: VersionError.noSuchVersion(7, kept: [1, 2])) { try versions.files(of: 7) }
  }

  @Test("retention keeps the newest versions and removes only the contents no kept version uses")
  func retention() throws {
    let (versions, _) = try store(keep: 2)
    let shared = (path: "Shared.swift", contents: Data("let shared = 1\n".utf8))
    for n in 1...4 {
      try versions.record([shared, (path: "main.swift", contents: Data("print(\(n))\n".utf8))], source: .editor)
    }
    #expect(versions.list().map(\.number) == [3, 4])
    let objects = try FileManager.default.contentsOfDirectory(
      atPath: versions.folder.appendingPathComponent("objects").path)
    #expect(objects.count == 3, "shared once, and main.swift of versions 3 and 4: \(objects)")
    #expect(try versions.files(of: 3).count == 2)
    #expect(throws: VersionError.self) { try versions.files(of: 1) }
  }

  @Test("rollback writes a version's files back, removes Swift files it did not have, and is a new version")
  func rollback() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("rollback-\(UUID().uuidString.prefix(8))")
    let library = Library(root: root)
    let app = try library.create(name: "Counter", template: nil, from: nil)
    let main = app.folder.appendingPathComponent("main.swift")
    let original = try Data(contentsOf: main)
    try Data("print(\"changed\")\n".utf8).write(to: main)
    try Data("struct Extra {}\n".utf8).write(to: app.folder.appendingPathComponent("Extra.swift"))
    #expect(try library.recordVersion(of: app, source: .editor) == 2)
    let restored = try library.rollback(app.id, to: 1)
    #expect(restored.version == 3)
    #expect(try Data(contentsOf: main) == original)
    #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Extra.swift").path))
    let newest = try #require(library.versions(of: app).list().last)
    #expect(newest.source == .rollback && newest.restored == 1)
    #expect(try library.rollback(app.id, to: 2).version == 4, "a rollback can be rolled back")
    #expect(FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Extra.swift").path))
  }
}
