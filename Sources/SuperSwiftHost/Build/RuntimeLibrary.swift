import Foundation
@_spi(Host) import SuperSwift
import Synchronization

/// The SuperSwift runtime compiled for one toolchain: the modules apps import, as static
/// libraries and module files in one folder of the cache.
///
/// Invariant: a runtime folder under its final name is complete. It is built under a
/// temporary name and renamed, while holding a lock, so no one ever links against half of it.
public struct RuntimeLibrary: Sendable {
  /// The folder that holds `lib<Module>.a` and `<Module>.swiftmodule` for each module.
  public let directory: URL
  /// Identifies this runtime build; part of every app's build key.
  public let key: String

  /// Flags the runtime is compiled with.
  static let flags = [
    "-swift-version", "6", "-O", "-wmo", "-parse-as-library", "-g",
    "-enable-experimental-feature", "SymbolLinkageMarkers",
  ]

  /// The runtime for `toolchain`, compiled now if the cache does not have it yet.
  public static func prepare(
    toolchain: Toolchain, paths: Paths, status: StatusLine, stop: Cancellation? = nil
  ) throws -> RuntimeLibrary {
    var hash = SHA256()
    hash.update(field: "superswift-runtime-v1")
    hash.update(field: EmbeddedRuntime.fingerprint)
    hash.update(field: toolchain.version)
    hash.update(field: "\(RunProtocol.version)")
    for flag in flags { hash.update(field: flag) }
    let key = String(hash.finalize().prefix(32))
    let directory = paths.runtimes.appendingPathComponent(key, isDirectory: true)
    let library = RuntimeLibrary(directory: directory, key: key)
    if library.isComplete { return library }

    let lock = try FileLock(paths.runtimes.appendingPathComponent("\(key).lock"))
    defer { lock.unlock() }
    if library.isComplete { return library }

    AtomicFile.removeAbandoned(in: paths.runtimes)
    status.show("Preparing the SuperSwift runtime for this Swift toolchain (first use only)…")
    defer { status.clear() }
    let manager = FileManager.default
    let staging = paths.runtimes.appendingPathComponent(AtomicFile.temporaryName(for: key))
    defer { try? manager.removeItem(at: staging) }
    var written: [[String]] = []
    for module in EmbeddedRuntime.modules {
      let sourceFolder = staging.appendingPathComponent("src/\(module.name)", isDirectory: true)
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
    // A module needs the interfaces of those before it, not their code. So the interfaces of
    // all but the last come first, one by one (quick); then every library at once, the last
    // module's interface with its library: on two cores, two libraries build side by side.
    let modules = EmbeddedRuntime.modules
    @Sendable func compile(_ index: Int, module: Bool, library: Bool) throws {
      let name = modules[index].name
      var arguments =
        flags + [
          "-module-name", name, "-I", staging.path, "-module-cache-path", paths.moduleCache.path,
        ]
      if module {
        arguments += ["-emit-module", "-emit-module-path", staging.appendingPathComponent("\(name).swiftmodule").path]
      }
      if library {
        arguments += ["-emit-library", "-static", "-o", staging.appendingPathComponent("lib\(name).a").path]
      }
      let output = try Subprocess.run(toolchain.swiftc, arguments + sources[index], directory: staging, stop: stop)
      guard output.status == 0 else { throw HostError.runtimeBuildFailed(output.text) }
    }
    for index in modules.indices.dropLast() { try compile(index, module: true, library: false) }
    let failures = Mutex<[any Error]>([])
    DispatchQueue.concurrentPerform(iterations: modules.count) { index in
      do {
        try compile(index, module: index == modules.count - 1, library: true)
      } catch {
        failures.withLock { $0.append(error) }
      }
    }
    if let failure = failures.withLock({ $0.first }) { throw failure }
    try Data(key.utf8).write(to: staging.appendingPathComponent("complete"))
    try? manager.removeItem(at: directory)
    try manager.moveItem(at: staging, to: directory)
    return library
  }

  private var isComplete: Bool {
    FileManager.default.fileExists(atPath: directory.appendingPathComponent("complete").path)
  }

  /// Compiler flags that let an app import and link the runtime. The anchor symbol makes the
  /// linker take the runtime's object even from an app that uses nothing of it, so the runtime's
  /// start-up work (line-buffered output) always happens.
  var appFlags: [String] {
    var flags = ["-I", directory.path, "-L", directory.path, "-Xlinker", "-u", "-Xlinker", "superswift_runtime_anchor"]
    // Dependents before what they depend on, for linkers that read archives once, in order.
    for module in EmbeddedRuntime.modules.reversed() { flags += ["-l\(module.name)"] }
    return flags
  }
}
