import Foundation
import Testing

/// The host's layers as the build holds them: System < HTTP, Host < Server, and the in-process
/// client beside Server (above HTTP). Read from `swift package dump-package`, as tools see the
/// package, and from each target's own `import` lines, which SwiftPM does not check (a module
/// built in the same build can be imported without being a declared dependency).
@Suite("Layering")
struct LayeringTests {
  /// The package's folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The layered targets and the layered targets each may use. Every other edge between them
  /// runs sideways or up the stack.
  static let allowed: [String: Set<String>] = [
    "SuperSwiftSystem": [],
    "SuperSwiftHTTP": ["SuperSwiftSystem"],
    "SuperSwiftHost": ["SuperSwiftSystem"],
    "SuperSwiftServer": ["SuperSwiftSystem", "SuperSwiftHTTP", "SuperSwiftHost"],
    "SuperSwiftHTTPTesting": ["SuperSwiftSystem", "SuperSwiftHTTP"],
  ]

  /// Targets below all five, which none of them may be used by in turn: the apps' modules.
  static let appSide: Set<String> = ["SuperSwift", "SuperSwiftLayout", "SwiftUI", "Combine", "CoreGraphics", "UIKit"]

  /// The manifest's targets and their declared dependencies, from `swift package dump-package`.
  static func manifest() throws -> [String: (type: String, dependencies: [String])] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }  // a temporary folder: nothing to tell
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "swift package dump-package failed")
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try #require(json["targets"] as? [[String: Any]])
    var result: [String: (type: String, dependencies: [String])] = [:]
    for target in targets {
      let name = try #require(target["name"] as? String)
      let type = try #require(target["type"] as? String)
      let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
        // `{"byName": ["X", null]}`, `{"target": ["X", null]}` or `{"product": ["X", "package", …]}`.
        dependency.values.first.flatMap { ($0 as? [Any])?.first as? String }
      }
      result[name] = (type, dependencies)
    }
    return result
  }

  /// The modules a target's sources import (whatever attributes come first).
  static func imports(of target: String) throws -> Set<String> {
    let folder = root.appendingPathComponent("Sources/\(target)")
    var found: Set<String> = []
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    for case let file as URL in files where file.pathExtension == "swift" {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        if words.count == 2, words[0] == "import" { found.insert(String(words[1])) }
      }
    }
    return found
  }

  @Test("the five layered targets exist, and no declared dependency runs up the stack")
  func declaredDependencies() throws {
    let targets = try Self.manifest()
    for (name, may) in Self.allowed {
      let target = try #require(targets[name], "\(name) is not a target")
      #expect(target.type == "regular", "\(name) is a \(target.type) target")
      let layered = Set(target.dependencies).intersection(Self.allowed.keys)
      #expect(layered.isSubset(of: may), "\(name) depends on \(layered.subtracting(may).sorted()), above or beside it")
    }
    #expect(!(targets["SuperSwiftSystem"]?.dependencies.contains { Self.appSide.contains($0) } ?? true))
    for (name, target) in targets where target.type != "test" {
      #expect(!target.dependencies.contains("SuperSwiftHTTPTesting"), "\(name) uses the testing target")
      if Self.appSide.contains(name) {
        let layered = Set(target.dependencies).intersection(Self.allowed.keys)
        #expect(layered.isEmpty, "the apps' module \(name) depends on the host's \(layered.sorted())")
      }
    }
  }

  @Test("no target's sources import a layer above or beside it")
  func importedModules() throws {
    for (name, may) in Self.allowed {
      let layered = try Self.imports(of: name).intersection(Self.allowed.keys).subtracting([name])
      #expect(layered.isSubset(of: may), "\(name) imports \(layered.subtracting(may).sorted())")
    }
    #expect(try !Self.imports(of: "SuperSwiftSystem").contains("SuperSwift"), "the POSIX layer knows nothing of apps")
  }

  @Test("the host names no HTTP: no HTTPError, HTTPStatus, HTTP messages or HTML outside comments")
  func hostKnowsNoHTTP() throws {
    let folder = Self.root.appendingPathComponent("Sources/SuperSwiftHost")
    let words = ["HTTPError", "HTTPStatus", "HTTPRequest", "HTTPResponse", "HTML"]
    var found: [String] = []
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    for case let file as URL in files where file.pathExtension == "swift" {
      for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n").enumerated() {
        let code = line.components(separatedBy: "//")[0]
        for word in words where code.range(of: "\\b\(word)\\b", options: .regularExpression) != nil {
          found.append("\(file.lastPathComponent):\(number + 1): \(word)")
        }
      }
    }
    #expect(found.isEmpty, "\(found)")
  }
}
