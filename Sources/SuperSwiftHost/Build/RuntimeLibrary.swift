import Foundation
@_spi(Host) import SuperSwift
import Synchronization

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
  static let flags = [
    "-swift-version", "6", "-wmo", "-parse-as-library", "-g", "-enable-experimental-feature", "SymbolLinkageMarkers",
    "-D", "SUPERSWIFT_APP_RUNTIME", "-Xcc", "-fno-omit-frame-pointer",
  ]

  /// The optimisation level of each module. SuperSwift is optimised: it parses and writes
  /// whatever the caller sends, megabytes of JSON included; so is SuperSwiftLayout, which lays
  /// out every node of the tree on every change (bench/layout.py). SwiftUI and Combine are not:
  /// their work per event is a tree of a few hundred views at most, while optimising it took
  /// 18 s of the first run's wait (8 s unoptimised); what a click costs is measured in
  /// bench/ui_latency.py.
  static func optimization(of module: String) -> String {
    module == "SuperSwift" || module == "SuperSwiftLayout" ? "-O" : "-Onone"
  }

  /// The runtime modules a program importing `imports` needs, dependencies first. Each module
  /// is built on those before it, so that is the prefix up to the last one imported.
  public static func modules(for imports: [String]) -> [String] {
    let names = EmbeddedRuntime.modules.map(\.name)
    guard let last = names.lastIndex(where: imports.contains) else { return [] }
    return Array(names[...last])
  }

  /// The key of the runtime for `toolchain`: its sources, the compiler, the protocol, the flags.
  static func key(toolchain: Toolchain) -> String {
    var hash = SHA256()
    hash.update(field: "superswift-runtime-v2")
    hash.update(field: EmbeddedRuntime.fingerprint)
    hash.update(field: toolchain.version)
    hash.update(field: "\(RunProtocol.version)")
    for flag in flags { hash.update(field: flag) }
    for module in EmbeddedRuntime.modules { hash.update(field: "\(module.name) \(optimization(of: module.name))") }
    return String(hash.finalize().prefix(32))
  }

  /// The runtime for `toolchain` with `modules` (and what they depend on), compiling now those
  /// the cache does not have yet. A terminal shows the progress with the time spent.
  public static func prepare(
    modules wanted: [String], toolchain: Toolchain, paths: Paths, status: StatusLine, stop: Cancellation? = nil
  ) throws -> RuntimeLibrary {
    let key = key(toolchain: toolchain)
    let directory = paths.runtimes.appendingPathComponent(key, isDirectory: true)
    let library = RuntimeLibrary(directory: directory, key: key, modules: modules(for: wanted))
    if library.modules.allSatisfy(library.isComplete) { return library }

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
    defer { try? manager.removeItem(at: staging) }
    @Sendable func folder(of module: String) -> URL {
      (missing.contains(module) ? staging : directory).appendingPathComponent(module, isDirectory: true)
    }
    var written: [[String]] = []
    for name in missing {
      guard let module = EmbeddedRuntime.modules.first(where: { $0.name == name }) else { continue }
      let sourceFolder = folder(of: name).appendingPathComponent("src", isDirectory: true)
      var files: [String] = []
      for file in module.files {
        let url = sourceFolder.appendingPathComponent(file.path)
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ScratchFile.write(file.contents, to: url)
        files.append(url.path)
      }
      written.append(files)
    }
    let sources = written
    let includes = library.modules.flatMap { ["-I", folder(of: $0).path] }
    // A module needs the interfaces of those before it, not their code. So the interfaces of
    // all but the last come first, one by one (quick); then every library at once, the last
    // module's interface with its library: on two cores, two libraries build side by side.
    @Sendable func compile(_ index: Int, module: Bool, library: Bool) throws {
      let name = missing[index]
      let output = folder(of: name)
      // `-num-threads`: LLVM's half of an optimised build (about as long as the optimiser's)
      // runs on every core, one part per source file; a third less time for SuperSwift alone.
      // Not part of the key: it changes how the code is split into objects, not the code.
      var arguments =
        flags + [optimization(of: name)] + includes + [
          "-num-threads", "\(ProcessInfo.processInfo.activeProcessorCount)",
          "-module-name", name, "-module-cache-path", paths.moduleCache.path,
        ]
      if module {
        arguments += ["-emit-module", "-emit-module-path", output.appendingPathComponent("\(name).swiftmodule").path]
      }
      if library {
        arguments += ["-emit-library", "-static", "-o", output.appendingPathComponent("lib\(name).a").path]
      }
      let result = try Subprocess.run(toolchain.swiftc, arguments + sources[index], directory: output, stop: stop)
      guard result.status == 0 else { throw HostError.runtimeBuildFailed(result.text) }
    }
    for index in missing.indices.dropLast() { try compile(index, module: true, library: false) }
    let failures = Mutex<[any Error]>([])
    DispatchQueue.concurrentPerform(iterations: missing.count) { index in
      do {
        try compile(index, module: index == missing.count - 1, library: true)
      } catch {
        failures.withLock { $0.append(error) }
      }
    }
    if let failure = failures.withLock({ $0.first }) { throw failure }
    // Dependencies first: a module is never complete before what it is built on.
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in missing {
      let built = staging.appendingPathComponent(name, isDirectory: true)
      try Data(key.utf8).write(to: built.appendingPathComponent("complete"))
      let final = directory.appendingPathComponent(name, isDirectory: true)
      try? manager.removeItem(at: final)
      try manager.moveItem(at: built, to: final)
    }
    return library
  }

  /// The runtime modules this toolchain has ready in the cache, without building anything.
  public static func ready(toolchain: Toolchain, paths: Paths) -> [String] {
    let key = key(toolchain: toolchain)
    let library = RuntimeLibrary(directory: paths.runtimes.appendingPathComponent(key, isDirectory: true), key: key)
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
  var implicitImports: [String] {
    ["CoreGraphics", "Combine"].filter(modules.contains).flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
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
