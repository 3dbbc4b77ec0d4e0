import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem

/// `superswift lock APP|FILE [--update [PACKAGE]]`: resolves an app's packages again and keeps
/// the lock beside it.
enum LockCommand: Command {
  static let spec = CommandSpec(
    name: "lock",
    usage: "superswift lock APP|FILE [--update [PACKAGE]] [--json]",
    summary: "Resolve an app's packages (import Foo // @owner ~> 1.2) and keep the lock beside it.",
    details: """
      An app asks for packages in comments after its imports, swift-sh's way:
        import ArgumentParser  // @apple/swift-argument-parser ~> 1.3
      The first build resolves them with the toolchain's package manager and keeps the pins
      beside the app (Package.resolved in an app's folder, FILE.swift.resolved beside a script);
      every build after uses exactly those pins, offline once they are in the cache. 'lock'
      resolves now and builds the packages; --update moves every package (or PACKAGE) to the
      newest its requirement allows, and rewrites the lock.

      Examples:
        superswift lock Weather
        superswift lock Weather --update swift-collections
      """,
    options: [
      .init(names: ["--update"], value: nil, help: "Take the newest allowed versions (of one PACKAGE, when named)."),
      .init(
        names: ["--json"], value: nil, help: "Print the pins, and the seconds resolving and building took, as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let words = arguments.positionals
    guard (1...2).contains(words.count), words.count == 1 || arguments.flag("--update") else {
      throw UsageError("name one app or file (and, with --update, at most one package)", command: spec)
    }
    let context = CLIContext()
    let source: AppSource
    if FileManager.default.fileExists(atPath: words[0]), words[0].hasSuffix(".swift") || words[0].contains("/") {
      source = try AppSource(path: words[0])
    } else {
      let app = try LibraryCommands.app(words[0], in: context.library)
      source = try AppSource(path: app.folder.path).named(app.name)
    }
    let toolchain = try Toolchain.locate(paths: context.paths)
    let update: PackageWorkspace.Update =
      arguments.flag("--update") ? (words.count == 2 ? .package(words[1]) : .all) : .none
    let cancellation = Cancellation()
    cancellation.forwardSignals()
    defer { cancellation.stopForwardingSignals() }
    let products: PackageWorkspace.Products?
    do {
      products = try PackageWorkspace(paths: context.paths, toolchain: toolchain).prepare(
        for: source, update: update, status: StatusLine(), stop: cancellation)
    } catch  where cancellation.reason != nil {
      Console.err("superswift: cancelled\n")
      return 130
    } catch {
      Console.error(String(describing: error))
      return 3
    }
    let lockFile = PackageWorkspace.lockFile(of: source)
    guard products != nil else {
      Console.err("\(source.name) asks for no packages (import Foo  // @owner ~> 1.2 asks for one).\n")
      return 0
    }
    let pins = ScratchFile.read(lockFile).flatMap { JSON(parsing: Data($0)) }?["pins"]?.array ?? []
    if arguments.flag("--json") {
      let seconds = { (value: Double?) -> JSON in value.map { .number(($0 * 1000).rounded() / 1000) } ?? .null }
      let json: JSON = [
        "lock": .string(lockFile.path), "pins": .array(pins), "resolveSeconds": seconds(products?.resolveSeconds),
        "buildSeconds": seconds(products?.buildSeconds),
      ]
      Console.out(json.text(pretty: true) + "\n")
    } else {
      for pin in pins {
        let state = pin["state"]
        let revision = state?["revision"]?.string.map { String($0.prefix(12)) }
        let at: String = state?["version"]?.string ?? state?["branch"]?.string ?? revision ?? "?"
        Console.out("\(pin["identity"]?.string ?? "?")  \(at)  \(pin["location"]?.string ?? "")\n")
      }
      Console.err("Locked in \(lockFile.path)\n")
    }
    return 0
  }
}
