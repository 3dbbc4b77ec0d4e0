import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// The SuperSwift runtime compiled for one toolchain: the modules apps import, as static
/// libraries and module files, one folder per module, built the first time an app needs it.
/// A plain program needs none; an app importing SuperSwift needs that module; one importing
/// SwiftUI needs both.
///
/// Invariant: a module's folder under its final name is complete. Modules are built under a
/// temporary name and renamed, dependencies first, while holding the runtime's lock, so no
/// one ever links against half of one.
public struct RuntimeLibrary: Sendable {
  /// The folder holding a folder per module: `lib<Module>.a` and `<Module>.swiftmodule`.
  public let directory: URL
  /// Identifies this runtime build; part of every app's build key.
  public let key: String
  /// The modules apps get from it, dependencies first.
  public let modules: [String]

  /// A runtime in `directory` (for tests: nothing is built or checked).
  public init(directory: URL, key: String, modules: [String] = EmbeddedRuntime.modules.map(\.name)) {
    self.directory = directory
    self.key = key
    self.modules = modules
  }

  /// Flags the runtime is compiled with. Frame pointers are kept in optimised code too: the
  /// crash reporter walks them on Linux, and a frame of the runtime without one ends the walk
  /// before the app's line (the clang option reaches Swift's code generation as well).
  /// The quick tier has no debug information (a sixth of SwiftUI's compile): a crash report
  /// needs the app's lines, not the runtime's, and its frames are walked by their frame pointers.
  /// Nor does it run LLVM's verifier over the compiler's own output (a check of the compiler,
  /// 4 % of SwiftUI's compile).
  static func flags(tier: Tier) -> [String] {
    [
      "-swift-version", "6", "-wmo", "-parse-as-library", "-enable-experimental-feature", "SymbolLinkageMarkers",
      "-D", "SUPERSWIFT_APP_RUNTIME", "-Xcc", "-fno-omit-frame-pointer",
    ] + (tier == .optimised ? ["-g"] : ["-Xfrontend", "-disable-llvm-verify"])
  }

  /// How a runtime's code is compiled. A first run waits for the quick one; the optimised one
  /// is what `prepare` and `serve` build ahead of time, and what a run's build starts in the
  /// background after building the quick one, to be used from the next build on.
  public enum Tier: String, Sendable, CaseIterable {
    /// Every module unoptimised: the shortest wait for a first run.
    case quick
    /// SuperSwift and SuperSwiftLayout optimised (below).
    case optimised
  }

  /// The optimisation level of each module. In the optimised tier SuperSwift is optimised: it
  /// parses and writes whatever the caller sends, megabytes of JSON included; so is
  /// SuperSwiftLayout, which lays out every node of the tree on every change (bench/layout.py).
  /// SwiftUI and Combine never are: their work per event is a tree of a few hundred views at
  /// most, while optimising SwiftUI took 18 s of the first run's wait (8 s unoptimised); what a
  /// click costs is measured in bench/ui_latency.py.
  static func optimization(of module: String, tier: Tier) -> String {
    tier == .optimised && (module == "SuperSwift" || module == "SuperSwiftLayout") ? "-O" : "-Onone"
  }

  /// The runtime modules a program importing `imports` needs: those and what they import, in
  /// build order (dependencies first). A module no import leads to is not built, so the
  /// frameworks after SwiftUI in the order cost a SwiftUI app nothing.
  public static func modules(for imports: [String]) -> [String] {
    var wanted = Set(imports.filter { dependencies[$0] != nil })
    var pending = Array(wanted)
    while let name = pending.popLast() {
      for dependency in dependencies[name, default: []] where wanted.insert(dependency).inserted {
        pending.append(dependency)
      }
    }
    return EmbeddedRuntime.modules.map(\.name).filter(wanted.contains)
  }

  /// The runtime an app being edited is checked against (built first if this toolchain has
  /// not got it), or `nil` for an app that uses none.
  static func forEditing(_ app: AppSource, toolchain: Toolchain, paths: Paths, environment: [String: String]) throws
    -> RuntimeLibrary?
  {
    let modules = modules(for: app.runtimeImports)
    guard !modules.isEmpty else { return nil }
    return try forBuild(modules: modules, toolchain: toolchain, paths: paths, status: .silent, environment: environment)
  }

  /// Each runtime module's runtime imports, as the embedder read them when the host was built
  /// (not decoded from the embedded sources at each run: a warm run takes milliseconds).
  static var dependencies: [String: [String]] { EmbeddedRuntime.dependencies }

  /// The key of the runtime for `toolchain` in `tier`: its sources, the compiler, the protocol,
  /// the flags.
  static func key(toolchain: Toolchain, tier: Tier) -> String {
    var hash = SHA256()
    hash.update(field: "superswift-runtime-v3")
    hash.update(field: EmbeddedRuntime.fingerprint)
    hash.update(field: toolchain.version)
    hash.update(field: "\(RunProtocol.version)")
    for flag in flags(tier: tier) { hash.update(field: flag) }
    for module in EmbeddedRuntime.modules {
      hash.update(field: "\(module.name) \(optimization(of: module.name, tier: tier))")
    }
    return String(hash.finalize().prefix(32))
  }

  /// The runtime for `toolchain` in `tier` with `modules` and what they depend on, as the cache
  /// has it (nothing is built or checked).
  static func cached(modules: [String], toolchain: Toolchain, paths: Paths, tier: Tier) -> RuntimeLibrary {
    let key = key(toolchain: toolchain, tier: tier)
    return RuntimeLibrary(
      directory: paths.runtimes.appendingPathComponent(key, isDirectory: true), key: key,
      modules: Self.modules(for: modules))
  }

  /// The runtime a build uses now: the optimised one if the cache has it; else the quick one,
  /// compiled now if need be, with the optimised one started in the background for the builds
  /// after this one. With background builds off (`SUPERSWIFT_STATIC_LINK=0`) the optimised one
  /// is compiled now instead, as `prepare` does.
  public static func forBuild(
    modules wanted: [String], toolchain: Toolchain, paths: Paths, status: StatusLine,
    environment: [String: String], stop: Cancellation? = nil
  ) throws -> RuntimeLibrary {
    let optimised = cached(modules: wanted, toolchain: toolchain, paths: paths, tier: .optimised)
    if optimised.isReady { return optimised }
    guard StaticLink.isEnabled(environment: environment) else {
      return try prepare(modules: wanted, toolchain: toolchain, paths: paths, status: status, stop: stop)
    }
    let quick = try prepare(
      modules: wanted, toolchain: toolchain, paths: paths, status: status, stop: stop, tier: .quick)
    startOptimising(modules: quick.modules, claim: optimisingClaim(toolchain: toolchain, paths: paths))
    return quick
  }

  /// The hidden command that compiles the optimised runtime in the background.
  public static let optimiseCommand = "__optimise-runtime"

  /// Starts `superswift __optimise-runtime MODULE…` detached, at the lowest priority, unless
  /// one is at it already (`BackgroundWork`): eight quick runs in a row start one, not eight.
  static func startOptimising(modules: [String], claim: URL) {
    BackgroundWork.start([optimiseCommand] + modules, unlessClaimed: claim)
  }

  /// The claim the background optimiser of `toolchain`'s runtime holds while it works.
  package static func optimisingClaim(toolchain: Toolchain, paths: Paths) -> URL {
    BackgroundWork.claimFile(
      besides: paths.runtimes.appendingPathComponent("\(key(toolchain: toolchain, tier: .optimised)).lock"))
  }

  /// Whether every module of this runtime is in the cache, complete.
  var isReady: Bool { modules.allSatisfy(isComplete) }

  /// The runtime for `toolchain` in `tier` with `modules` (and what they depend on), compiling
  /// now those the cache does not have yet. A terminal shows the progress with the time spent.
  public static func prepare(
    modules wanted: [String], toolchain: Toolchain, paths: Paths, status: StatusLine, stop: Cancellation? = nil,
    tier: Tier = .optimised
  ) throws -> RuntimeLibrary {
    let library = cached(modules: wanted, toolchain: toolchain, paths: paths, tier: tier)
    if library.isReady { return library }
    let key = library.key
    let directory = library.directory

    let lock = try FileLock(paths.runtimes.appendingPathComponent("\(key).lock"))
    defer { lock.unlock() }
    let missing = library.modules.filter { !library.isComplete($0) }
    if missing.isEmpty { return library }

    AtomicFile.removeAbandoned(in: paths.runtimes)
    let progress = status.progress(
      "Compiling the runtime (\(missing.joined(separator: ", "))) for this Swift toolchain, first use only")
    defer { progress.stop() }
    let manager = FileManager.default
    let staging = paths.runtimes.appendingPathComponent(AtomicFile.temporaryName(for: key))
    defer { BestEffort.remove(staging) }  // best effort: a leftover is removed as abandoned
    @Sendable func folder(of module: String) -> URL {
      (missing.contains(module) ? staging : directory).appendingPathComponent(module, isDirectory: true)
    }
    var sources: [String: [String]] = [:]
    var dependencies: [String: [String]] = [:]
    var systemImports: Set<String> = []
    for name in missing {
      guard let module = EmbeddedRuntime.modules.first(where: { $0.name == name }) else { continue }
      let sourceFolder = folder(of: name).appendingPathComponent("src", isDirectory: true)
      var files: [String] = []
      var imports: Set<String> = []
      for file in module.files {
        let url = sourceFolder.appendingPathComponent(file.path)
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let contents = file.contents
        try ScratchFile.write(contents, to: url)
        files.append(url.path)
        imports.formUnion(SourceText.modules(in: String(decoding: contents, as: UTF8.self)))
      }
      sources[name] = files
      systemImports.formUnion(imports.subtracting(EmbeddedRuntime.modules.map(\.name)))
      // Only the missing ones are waited for: the others are complete already.
      dependencies[name] = missing.filter { $0 != name && imports.contains($0) }
    }
    let includes = library.modules.flatMap { ["-I", folder(of: $0).path] }
    let threads = ProcessInfo.processInfo.activeProcessorCount
    // Two kinds of job a module: its interface, which is all a module built on it needs (quick:
    // function bodies are not even type-checked, as SwiftPM's separate module builds do), and
    // its library. The interfaces other modules wait for come first, in build order; then the
    // libraries, largest first, so the long one (SwiftUI) starts as soon as the interfaces it
    // needs are there and the small ones fill the other core beside it; last the interfaces
    // only apps need, and the system modules warmed for apps (`warmAppModules`).
    let needed = Set(dependencies.values.joined())
    func interface(_ name: String) -> JobGraph<RuntimeJob>.Job {
      .init(.interface(name), after: dependencies[name, default: []].map(RuntimeJob.interface))
    }
    let jobs: [JobGraph<RuntimeJob>.Job] =
      missing.filter(needed.contains).map(interface)
      + missing.sorted { sources[$0, default: []].count > sources[$1, default: []].count }
      .map { .init(.library($0), after: dependencies[$0, default: []].map(RuntimeJob.interface)) }
      + missing.filter { !needed.contains($0) }.map(interface)
      + [.init(.warmAppModules)]

    let sourcesByModule = sources
    let warmFile = staging.appendingPathComponent("warm-app-modules.swift")
    try ScratchFile.write(Data(Self.warmSource(importing: systemImports).utf8), to: warmFile)
    try JobGraph(jobs).run(workers: threads) { job in
      if case .warmAppModules = job {
        // Best effort, by decision: a failure only means the app's first build warms them itself.
        _ = try? Subprocess.run(
          toolchain.swiftc,
          BuildPlan.baseFlags + ["-typecheck", "-module-cache-path", paths.moduleCache.path, warmFile.path],
          directory: staging, stop: stop)
        return
      }
      let name = job.module
      let output = folder(of: name)
      var arguments =
        flags(tier: tier) + [optimization(of: name, tier: tier)] + includes + [
          "-module-name", name, "-module-cache-path", paths.moduleCache.path,
        ]
      switch job {
      case .interface:
        arguments += [
          "-emit-module", "-emit-module-path", output.appendingPathComponent("\(name).swiftmodule").path,
          // What the driver's own separate module job passes: the frontend's flag (given to
          // `swiftc` alone it is dropped without a word, and every body is type-checked).
          "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies-without-types",
        ]
      case .warmAppModules:
        return
      case .library:
        // `-num-threads`: LLVM's half of a build runs on every core, one part per source file.
        // Not part of the key: it changes how the code is split into objects, not the code.
        arguments += [
          "-num-threads", "\(threads)", "-emit-library", "-static", "-o",
          output.appendingPathComponent("lib\(name).a").path,
        ]
      }
      let result = try Subprocess.run(
        toolchain.swiftc, arguments + sourcesByModule[name, default: []], directory: output, stop: stop)
      guard result.status == 0 else { throw HostError.runtimeBuildFailed(result.text) }
    }
    // Dependencies first: a module is never complete before what it is built on.
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in missing {
      let built = staging.appendingPathComponent(name, isDirectory: true)
      try Data(key.utf8).write(to: built.appendingPathComponent("complete"))
      let final = directory.appendingPathComponent(name, isDirectory: true)
      BestEffort.remove(final)  // absent unless a complete copy was half removed
      try manager.moveItem(at: built, to: final)
    }
    return library
  }

  /// One compile of the runtime's build.
  enum RuntimeJob: Hashable, Sendable {
    /// A module's interface (`.swiftmodule`): what the modules built on it compile against.
    case interface(String)
    /// A module's code, as a static library.
    case library(String)
    /// The system modules the runtime imports, type-checked with the flags apps are compiled
    /// with, so that the Clang modules an app's first build needs are in the module cache
    /// already. Clang's module cache is kept per optimisation and debug level, and neither
    /// tier's is the apps' (line tables, `BuildPlan.baseFlags`): without this an app's first
    /// build compiled them (1.2 s of a first run, after the runtime). It runs last, on the
    /// core the long SwiftUI library leaves free; `-Xcc -g0` on apps does not share the
    /// cache, Clang's key comes from Swift's own debug flag.
    case warmAppModules

    /// The module compiled (empty for `warmAppModules`, which compiles none).
    var module: String {
      switch self {
      case .interface(let name), .library(let name): name
      case .warmAppModules: ""
      }
    }
  }

  /// The source that imports `modules`, each only where the platform has it.
  static func warmSource(importing modules: Set<String>) -> String {
    modules.sorted().map { "#if canImport(\($0))\nimport \($0)\n#endif\n" }.joined()
  }

  /// The runtime modules this toolchain has ready in the cache, without building anything.
  public static func ready(toolchain: Toolchain, paths: Paths, tier: Tier = .optimised) -> [String] {
    let library = cached(
      modules: EmbeddedRuntime.modules.map(\.name), toolchain: toolchain, paths: paths, tier: tier)
    return library.modules.filter(library.isComplete)
  }

  private func isComplete(_ module: String) -> Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(module)/complete").path)
  }

  /// Compiler flags that let an app import and link the runtime. The anchor symbol makes the
  /// linker take the runtime's object even from an app that uses nothing of it, so the runtime's
  /// start-up work (line-buffered output) always happens; `abort` likewise (`AbortFromHere`).
  /// Modules every file of an app sees without importing them: Combine, for an app built with
  /// it, as on Apple's systems, where Foundation brings it (a model file that imports only
  /// Foundation declares an `ObservableObject` with `@Published` properties).
  /// CoreGraphics likewise: Foundation brings its types (and the Foundation declarations Linux
  /// lacks, which live beside them) on Apple's systems.
  /// Observation too, for an app built with SwiftUI: a model file that imports only Foundation
  /// marks its class `@Observable`, as Apple's SDK lets it.
  var implicitImports: [String] {
    let modules =
      ["CoreGraphics", "Combine", "FoundationCompatibility"].filter(self.modules.contains)
      + (self.modules.contains("SwiftUI") ? ["Observation"] : [])
    return modules.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
  }

  var appFlags: [String] {
    guard !modules.isEmpty else { return [] }
    var flags: [String] = []
    for module in modules {
      let folder = directory.appendingPathComponent(module).path
      flags += ["-I", folder, "-L", folder]
    }
    flags += implicitImports
    flags += ["-Xlinker", "-u", "-Xlinker", "superswift_runtime_anchor"]
    // The runtime's `abort`, which a crash report can unwind from, before the C library's.
    flags += ["-Xlinker", "-u", "-Xlinker", "abort"]
    // Dependents before what they depend on, for linkers that read archives once, in order.
    for module in modules.reversed() { flags += ["-l\(module)"] }
    return flags
  }
}
