import Foundation
import Testing

@testable import SuperSwiftHost

/// The package comments after imports, swift-sh's forms, parsed without a network.
@Suite("Package directives")
struct PackageDirectiveTests {
  static func one(_ line: String) throws -> PackageDirective? {
    try PackageDirective.parse(line, file: "main.swift").first
  }

  @Test("every form: @owner, @owner/Repo, git URLs, paths; ~>, == version, branch, revision; product=")
  func forms() throws {
    let plain = try #require(try Self.one("import Yams  // @jpsim ~> 5"))
    #expect(plain.location == .url("https://github.com/jpsim/Yams.git") && plain.requirement == .upToNextMajor("5.0.0"))
    #expect(plain.product == "Yams" && plain.identity == "yams" && plain.line == 1)
    let renamed = try #require(try Self.one("import ArgumentParser // @apple/swift-argument-parser ~> 1.3"))
    #expect(renamed.location == .url("https://github.com/apple/swift-argument-parser.git"))
    #expect(renamed.identity == "swift-argument-parser" && renamed.requirement == .upToNextMajor("1.3.0"))
    #expect(try Self.one("import A // @o == 1.2.3")?.requirement == .exact("1.2.3"))
    #expect(try Self.one("import A // @o == main")?.requirement == .branch("main"))
    #expect(try Self.one("import A // @o == release/1.x")?.requirement == .branch("release/1.x"))
    #expect(try Self.one("import A // @o == 1A2B3C4")?.requirement == .revision("1a2b3c4"))
    #expect(try Self.one("import A // https://git.example.com/team/a.git ~> 1.0")?.identity == "a")
    #expect(try Self.one("import A // git@github.com:team/a.git == 2.0.0")?.identity == "a")
    let local = try #require(try Self.one("import Local // ../Local"))
    #expect(local.location == .path("../Local") && local.requirement == .local)
    #expect(try Self.one("import NIOCore // @apple/swift-nio ~> 2.60 product=NIOCore")?.product == "NIOCore")
    #expect(try Self.one("import Kit // @o/Toolbox ~> 1 product=ToolboxKit")?.product == "ToolboxKit")
    #expect(try Self.one("@testable import A // @o ~> 1")?.module == "A")
    #expect(try Self.one("import struct A.Thing // @o ~> 1")?.module == "A")
    // Ordinary comments and imports are left alone.
    #expect(try Self.one("import Foundation  // for Date") == nil)
    #expect(try Self.one("import Foundation") == nil)
    #expect(try Self.one("let x = 1 // @o ~> 1") == nil)
    let lines = try PackageDirective.parse("import Foundation\n\nimport A // @o ~> 1\n", file: "Sources/x.swift")
    #expect(lines.map(\.line) == [3] && lines.first?.file == "Sources/x.swift")
  }

  @Test("a line that reads as no form is refused with its file and line, saying what is wrong")
  func refusals() {
    let cases: [(String, String)] = [
      ("import A // @o", "say which versions"),
      ("import A // @o 1.2", "needs an operator before it"),
      ("import A // @o >= 1.2", "is not ~> or =="),
      ("import A // @o ~> latest", "~> takes a version"),
      ("import A // @o/x/y ~> 1", "is not @owner or @owner/Repo"),
      ("import A // ../Local ~> 1.0", "a local package takes no version"),
      ("import A // @o ~> 1 extra", "too many words"),
      ("import A // @o ~> 1 product=", "product= takes"),
    ]
    for (line, reason) in cases {
      #expect(throws: PackageDirective.Problem.self, "\(line)") {
        try PackageDirective.parse("// first\n" + line, file: "main.swift")
      }
      do {
        _ = try PackageDirective.parse("// first\n" + line, file: "main.swift")
      } catch {
        #expect(error.line == 2 && error.file == "main.swift" && error.description.contains(reason), "\(error)")
      }
    }
  }

  @Test("one package asked twice differently is a conflict; the manifest lists each package once")
  func manifest() throws {
    let a = try #require(try Self.one("import A // @o/Pkg ~> 1"))
    var b = try #require(try Self.one("import B // @o/Pkg ~> 1"))
    b.line = 2
    let text = try PackageWorkspace.manifest([a, b], base: URL(fileURLWithPath: "/tmp"))
    #expect(text.components(separatedBy: ".package(").count == 2)
    #expect(
      text.contains(#".product(name: "A", package: "pkg")"#) && text.contains(#".product(name: "B", package: "pkg")"#))
    var c = try #require(try Self.one("import C // @o/Pkg == 1.0.0"))
    c.line = 3
    #expect(throws: PackageWorkspace.Failure.conflict(a, c)) {
      try PackageWorkspace.manifest([a, c], base: URL(fileURLWithPath: "/tmp"))
    }
    let local = try #require(try Self.one("import L // ../Local"))
    #expect(try PackageWorkspace.manifest([local], base: URL(fileURLWithPath: "/w/app")).contains(#"path: "/w/Local""#))
  }
}
