import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift prepare`: compiles the runtime modules now, so no app's first run waits for it.
enum PrepareCommand: Command {
  static let spec = CommandSpec(
    name: "prepare",
    usage: "superswift prepare [--module SuperSwift|Combine|SwiftUI|UIKit]... [--json]",
    summary: "Compile SuperSwift's runtime for this Swift toolchain now (for CI, images and services).",
    details: """
      Apps that import SuperSwift, Combine, SwiftUI or UIKit link against SuperSwift's runtime,
      compiled once per Swift toolchain into the cache (~/.cache/superswift/runtime) the first
      time an app needs it, which takes a while. This does it ahead of time: every module unless
      --module names one (with the modules it is built on). Plain Swift programs need no runtime. Nothing is rebuilt that is ready.

      Examples:
        superswift prepare
        superswift prepare --module SuperSwift --json
      """,
    options: [
      .init(names: ["--module"], value: "NAME", help: "Prepare this module (and what it needs).", repeatable: true),
      .init(names: ["--json"], value: nil, help: "Print what was prepared as JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(arguments.positionals[0])'", command: spec)
    }
    let known = EmbeddedRuntime.modules.map(\.name)
    var wanted = arguments.all("--module")
    for name in wanted where !known.contains(name) {
      throw UsageError(
        "there is no runtime module '\(name)'; the modules are \(known.joined(separator: " and "))", command: spec)
    }
    if wanted.isEmpty { wanted = known }
    let context = CLIContext()
    let toolchain = try Toolchain.locate(paths: context.paths)
    let before = RuntimeLibrary.ready(toolchain: toolchain, paths: context.paths)
    let clock = ContinuousClock()
    let started = clock.now
    let cancellation = Cancellation()
    cancellation.forwardSignals()
    defer { cancellation.stopForwardingSignals() }
    let library: RuntimeLibrary
    do {
      library = try RuntimeLibrary.prepare(
        modules: wanted, toolchain: toolchain, paths: context.paths, status: StatusLine(), stop: cancellation)
    } catch  where cancellation.reason != nil {
      Console.err("superswift: cancelled\n")
      return 130
    } catch {
      Console.error("\(error)")
      return 1
    }
    let seconds = started.duration(to: clock.now).seconds
    let built = library.modules.filter { !before.contains($0) }
    if arguments.flag("--json") {
      let json: JSON = [
        "modules": .array(library.modules.map(JSON.string)),
        "built": .array(built.map(JSON.string)),
        "seconds": .number((seconds * 10).rounded() / 10),
        "toolchain": .string(toolchain.version.split(separator: "\n").first.map(String.init) ?? ""),
        "folder": .string(library.directory.path),
      ]
      Console.out(json.text(pretty: true) + "\n")
    } else if built.isEmpty {
      Console.out("\(library.modules.joined(separator: " and ")) already prepared for this toolchain.\n")
    } else {
      Console.out(
        "Prepared \(built.joined(separator: " and ")) in \(String(format: "%.1f", seconds)) s (\(library.directory.path)).\n"
      )
    }
    return 0
  }

  /// `superswift __optimise-runtime MODULE…`, which a first build starts detached after
  /// compiling the quick runtime: compiles the optimised one at the lowest CPU priority, so
  /// that the app the user is waiting for keeps the cores. Exits 0 when it is ready.
  static func optimiseInBackground(modules: [String]) -> Int32 {
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)  // best effort: at worst it competes
    let paths = Paths(environment: ProcessInfo.processInfo.environment)
    do {
      let toolchain = try Toolchain.locate(paths: paths)
      // One optimiser at a time: one started in a race leaves at once, the first does the work.
      try BackgroundWork.alone(claiming: RuntimeLibrary.optimisingClaim(toolchain: toolchain, paths: paths)) {
        _ = try RuntimeLibrary.prepare(
          modules: modules, toolchain: toolchain, paths: paths, status: StatusLine(enabled: false))
      }
      return 0
    } catch {
      Console.error("\(error)")
      return 1
    }
  }
}
