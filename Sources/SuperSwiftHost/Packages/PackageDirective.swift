import Foundation

/// A package an app's file asks for, swift-sh's way, in a comment after its import:
///
/// ```swift
/// import ArgumentParser     // @apple/swift-argument-parser ~> 1.3
/// import Algorithms         // @apple/swift-algorithms == 1.2.0
/// import Collections        // @apple/swift-collections == main
/// import Greeter            // @someone == 1a2b3c4
/// import Yams               // https://github.com/jpsim/Yams.git ~> 5.0
/// import Local              // ../Local
/// import NIOCore            // @apple/swift-nio ~> 2.60 product=NIOCore
/// ```
///
/// `@owner` is a repository on GitHub named as the module (`@owner/Repo` when it is named
/// otherwise); any git URL (`https://`, `ssh://`, `git@host:path`, `file://`) works as well; a
/// path (`../Local`, `./Local`, `/abs/Local`) is a local package, relative to the file's folder.
/// `~> 1.2` takes versions up to the next major; `== 1.2.3` one version, `== NAME` a branch,
/// `== HEX` (7 to 40 hex digits) a revision. `product=NAME` names the package's product when it
/// is not the module's name. Pure: parsed from text, tested without a network.
package struct PackageDirective: Sendable, Hashable {
  /// The module the file imports.
  package var module: String
  /// Where the package is.
  package var location: Location
  /// Which of its versions.
  package var requirement: Requirement
  /// The product that holds the module (the module's name unless said).
  package var product: String
  /// The file (its path in the app) and line that asked for it.
  package var file: String
  package var line: Int

  /// Where a package comes from.
  package enum Location: Sendable, Hashable {
    /// A git repository's URL.
    case url(String)
    /// A folder on this machine, as written (relative to the asking file's folder).
    case path(String)
  }

  /// Which versions.
  package enum Requirement: Sendable, Hashable {
    /// From this version up to the next major.
    case upToNextMajor(String)
    /// Exactly this version.
    case exact(String)
    /// The tip of a branch.
    case branch(String)
    /// One commit.
    case revision(String)
    /// A local package: whatever its folder holds.
    case local
  }

  /// A line that looks like a package's but is not one, with where and why.
  package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var reason: String

    package var description: String {
      "\(file):\(line): \(reason). Write it as: import Foo  // @owner ~> 1.2 (or == 1.2.3, == branch, == commit, @owner/Repo, a git URL, or ../path)"
    }
  }

  /// The directives of one file, or the first line that reads as none.
  package static func parse(_ text: String, file: String) throws(Problem) -> [PackageDirective] {
    var found: [PackageDirective] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let directive = try directive(in: Substring(line), file: file, line: index + 1) { found.append(directive) }
    }
    return found
  }

  /// The directive on one line: `nil` for a line that is not an import with a package comment.
  static func directive(in line: Substring, file: String, line number: Int) throws(Problem) -> PackageDirective? {
    var text = line.trimmingCharacters(in: .whitespaces)[...]
    // `@testable import`, `@_exported import`, `import struct Foo.Bar`: the import itself.
    while text.hasPrefix("@") {
      guard let space = text.firstIndex(of: " ") else { return nil }
      text = text[space...].drop { $0 == " " }
    }
    guard text.hasPrefix("import "), let slashes = text.range(of: "//") else { return nil }
    var declaration = text[text.index(text.startIndex, offsetBy: 7)..<slashes.lowerBound].split(separator: " ")
    if let first = declaration.first,
      ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(String(first))
    {
      declaration.removeFirst()
    }
    guard let path = declaration.first else { return nil }
    let module = String(path.split(separator: ".").first ?? path)
    let comment = text[slashes.upperBound...].trimmingCharacters(in: .whitespaces)
    // An ordinary comment after an import is a comment: only what starts as a package does is read.
    let looksLikePackage =
      comment.hasPrefix("@") || comment.hasPrefix("https://") || comment.hasPrefix("http://")
      || comment.hasPrefix("ssh://") || comment.hasPrefix("git@") || comment.hasPrefix("file://")
      || comment.hasPrefix("./") || comment.hasPrefix("../") || comment.hasPrefix("/") || comment.hasPrefix("~/")
    guard looksLikePackage else { return nil }
    func problem(_ reason: String) -> Problem { Problem(file: file, line: number, reason: reason) }
    guard module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !module.isEmpty else {
      throw problem("\"\(module)\" is not a module's name")
    }
    var words = comment.split(separator: " ").map(String.init)
    var product = module
    if let last = words.last, last.hasPrefix("product=") {
      product = String(last.dropFirst("product=".count))
      words.removeLast()
      guard !product.isEmpty, product.allSatisfy({ $0.isLetter || $0.isNumber || "_-.".contains($0) }) else {
        throw problem("product= takes the product's name")
      }
    }
    guard let source = words.first else { return nil }
    let location: Location
    if source.hasPrefix("@") {
      let parts = source.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && Self.isGitHubName($0) }) else {
        throw problem("\"\(source)\" is not @owner or @owner/Repo")
      }
      let repository = parts.count == 2 ? String(parts[1]) : module
      location = .url("https://github.com/\(parts[0])/\(repository).git")
    } else if source.hasPrefix(".") || source.hasPrefix("/") || source.hasPrefix("~/") {
      location = .path(source)
    } else {
      guard source.count > 8, !source.contains("\"") else { throw problem("\"\(source)\" is not a git URL") }
      location = .url(source)
    }
    let rest = Array(words.dropFirst())
    let requirement: Requirement
    switch (location, rest.count) {
    case (.path, 0): requirement = .local
    case (.path, _): throw problem("a local package takes no version: it is what its folder holds")
    case (.url, 0): throw problem("say which versions: ~> 1.2, == 1.2.3, == branch or == commit")
    case (.url, 1): throw problem("\"\(rest[0])\" needs an operator before it: ~> \(rest[0]) or == \(rest[0])")
    case (.url, 2):
      switch rest[0] {
      case "~>":
        guard let version = Self.version(rest[1]) else {
          throw problem("~> takes a version such as 1.2 or 1.2.3, not \"\(rest[1])\"")
        }
        requirement = .upToNextMajor(version)
      case "==":
        if let version = Self.version(rest[1]), rest[1].split(separator: ".").count == 3 {
          requirement = .exact(version)
        } else if (7...40).contains(rest[1].count), rest[1].allSatisfy(\.isHexDigit) {
          requirement = .revision(rest[1].lowercased())
        } else if rest[1].allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) }), !rest[1].hasPrefix("-") {
          requirement = .branch(rest[1])
        } else {
          throw problem("== takes a version (1.2.3), a branch or a commit, not \"\(rest[1])\"")
        }
      default:
        throw problem("\"\(rest[0])\" is not ~> or ==")
      }
    default:
      throw problem("too many words after the package: \(rest.joined(separator: " "))")
    }
    return PackageDirective(
      module: module, location: location, requirement: requirement, product: product, file: file, line: number)
  }

  /// `1`, `1.2` or `1.2.3` as a full `1.2.3`; `nil` for anything else.
  static func version(_ text: String) -> String? {
    let core = text.split(separator: "-", maxSplits: 1).first.map(String.init) ?? text
    let parts = core.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
      return nil
    }
    let padded = parts.map(String.init) + Array(repeating: "0", count: 3 - parts.count)
    return padded.joined(separator: ".") + (text.count > core.count ? String(text.dropFirst(core.count)) : "")
  }

  /// Whether `name` can be a GitHub owner's or repository's name.
  static func isGitHubName(_ name: Substring) -> Bool {
    name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
  }

  /// The package's name as SwiftPM knows it (its identity): the last part of its URL or path,
  /// without `.git`, lowercased.
  package var identity: String {
    let text: String
    switch location {
    case .url(let url): text = url
    case .path(let path): text = path
    }
    var last = text.split(separator: "/").last.map(String.init) ?? text
    if last.hasSuffix(".git") { last.removeLast(4) }
    if let colon = last.lastIndex(of: ":") { last = String(last[last.index(after: colon)...]) }
    return last.lowercased()
  }
}
