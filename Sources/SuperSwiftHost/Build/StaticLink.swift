import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A second, faster-starting binary for each compiled app, built in the background after its
/// first build: the Swift runtime and Foundation linked in statically (`-static-stdlib`).
///
/// Why: a dynamically linked app spends most of its start-up loading and relocating the Swift
/// libraries (the tip calculator: 15.6 ms, against 6.2 ms static); a warm run is mostly
/// start-up. Why in the background: the static build takes 0.2–0.5 s more than the dynamic one,
/// which the first run (the one after an edit) should not wait for. So the first run uses the
/// dynamic binary and the next ones the static one, once it is there.
///
/// Invariants: `app.static` is used only when it is the very file `static.json` describes
/// (like `app` and `manifest.json`), so a half-written or replaced one is never run; one link
/// per entry at a time (a lock); static binaries are large (9 MB for a program of the standard
/// library, 70 MB with Foundation's data), so those used least recently are removed when they
/// take more than `budget` in all, leaving their entries' dynamic binaries.
public enum StaticLink {
  /// The binary's name in a build entry.
  static let binaryName = "app.static"
  /// Its manifest, touched on every use, so its modification time says when it was last used.
  static let manifestName = "static.json"
  /// How much disk the static binaries of all apps may take, by default.
  public static let defaultBudget: Int64 = 2 << 30

  /// How the static binary is placed in memory: at a fixed address (`-no-pie`), unless
  /// `SUPERSWIFT_PIE=1` asks for a position-independent one.
  ///
  /// Why: a position-independent binary with the Swift runtime and Foundation inside carries
  /// some 72,000 relative relocations, which the loader applies at every start, copying the
  /// ~190 pages they touch: a third of a no-op app's start (3.4 ms of CPU against 2.2 ms at a
  /// fixed address, `docs/performance.md`). The libraries it loads (glibc) and its heap and
  /// stack are still placed at random; what is given up is the randomisation of the app's own
  /// code, as Go's static binaries do by default.
  static func positionArguments(environment: [String: String]) -> [String] {
    environment["SUPERSWIFT_PIE"] == "1" ? [] : ["-Xclang-linker", "-no-pie"]
  }

  /// Whether apps get static binaries: yes, unless `SUPERSWIFT_STATIC_LINK=0`.
  public static func isEnabled(environment: [String: String]) -> Bool {
    environment["SUPERSWIFT_STATIC_LINK"] != "0"
  }

  /// The entry's static binary if it is there and is the very file that was linked; marks it used.
  static func validBinary(in entry: URL) -> URL? {
    valid(in: entry)?.binary
  }

  /// The entry's static binary, as `validBinary` finds it, and whether it was built optimised:
  /// both from one read of its manifest (a warm run's path).
  static func valid(in entry: URL) -> (binary: URL, optimised: Bool)? {
    let manifest = entry.appendingPathComponent(manifestName)
    guard let data = ScratchFile.read(manifest), let json = JSON(parsing: data),
      let recorded = json["binary"].flatMap(FileIdentity.init(json:))
    else { return nil }
    let binary = entry.appendingPathComponent(binaryName)
    guard FileIdentity(of: binary) == recorded else { return nil }
    // Least recently used goes first when the budget is exceeded: a warm run says it was used.
    _ = manifest.withUnsafeFileSystemRepresentation { utimensat(AT_FDCWD, $0!, nil, 0) }
    return (binary, json["optimized"]?.bool == true)
  }

  /// Starts the static link of `entry` in a process of its own that outlives this one
  /// (`superswift __link-static ENTRY`).
  package static func startInBackground(entry: URL, optimise: Bool = false) {
    BackgroundWork.start([command, entry.path] + (optimise ? [optimiseFlag] : []), unlessClaimed: claim(of: entry))
  }

  /// The claim a background link of `entry` holds while it works: one link a build at a time.
  package static func claim(of entry: URL) -> URL {
    BackgroundWork.claimFile(besides: entry.appendingPathComponent("static.lock"))
  }

  /// What `__link-static` takes to build optimised.
  public static let optimiseFlag = "--optimise"

  /// How long a first run must work before its static build is optimised (half a second:
  /// an `-O` build then pays for itself within a run or two).
  package static let optimiseAfter: Duration = .milliseconds(500)

  /// The hidden command the background link runs as.
  public static let command = "__link-static"

  /// Links `entry`'s object file statically into `app.static`, unless that is done already,
  /// then keeps the static binaries within `budget`.
  public static func link(
    entry: URL, paths: Paths, environment: [String: String], budget: Int64 = defaultBudget, optimise: Bool = false
  ) throws {
    guard validBinary(in: entry) == nil,
      let data = ScratchFile.read(entry.appendingPathComponent("manifest.json")),
      let manifest = JSON(parsing: data),
      let arguments = manifest["arguments"]?.array?.compactMap(\.string), !arguments.isEmpty
    else { return }
    let lock = try FileLock(entry.appendingPathComponent("static.lock"))
    defer { lock.unlock() }
    guard validBinary(in: entry) == nil else { return }
    let toolchain = try Toolchain.locate(paths: paths, environment: environment)
    // Optimised as well as static: CPU-heavy scripts run at `swiftc -O`'s speed from the second
    // run on, with `swift FILE`'s semantics kept (assertions stay on; overflow is still checked).
    let moduleName =
      arguments.firstIndex(of: "-module-name").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
      ?? "main"
    let optimised =
      (optimise ? BuildPlan.optimised(arguments) : arguments)
      .map { $0 == moduleName ? CompilePlan.modulePlaceholder : $0 }
    guard
      let plan = CompilePlan.prepare(
        arguments: optimised + ["-static-stdlib"] + positionArguments(environment: environment), toolchain: toolchain,
        paths: paths)
    else { return }
    let output = entry.appendingPathComponent(AtomicFile.temporaryName(for: binaryName))
    defer { FileSystem.removeIfPresent(output) }
    // The whole plan, not just its link: with `-static-stdlib` the compiler asks for other
    // libraries (Foundation's static parts) in the object file it writes.
    let sources = (manifest["files"]?.array ?? []).compactMap(\.string).map {
      entry.appendingPathComponent(BuildCache.sourceFolder).appendingPathComponent($0).path
    }
    guard !sources.isEmpty, sources.allSatisfy(FileManager.default.fileExists(atPath:)) else { return }
    let result = try plan.run(sources: sources, output: output.path, staging: entry, moduleName: moduleName, stop: nil)
    guard result.status == 0 else { throw HostError.unreadable(entry.path, "the static link failed: \(result.text)") }
    let binary = entry.appendingPathComponent(binaryName)
    _ = try Syscall.check("rename", "could not store \(binary.path)") { rename(output.path, binary.path) }
    guard let identity = FileIdentity(of: binary) else { throw IOError("stat", "could not store \(binary.path)") }
    let json: JSON = ["binary": identity.json, "optimized": .bool(optimise)]
    try AtomicFile.write(Data(json.text.utf8), to: entry.appendingPathComponent(manifestName))
    evict(in: entry.deletingLastPathComponent(), budget: budget)
  }

  /// Removes the least recently used static binaries under `builds` until they take at most
  /// `budget` bytes in all.
  static func evict(in builds: URL, budget: Int64) {
    struct Found {
      let entry: URL
      let size: Int64
      let used: Int64
    }
    var found: [Found] = []
    for name in FileSystem.names(in: builds.path) ?? [] where !name.hasPrefix(".") && !name.hasSuffix(".lock") {
      let entry = builds.appendingPathComponent(name, isDirectory: true)
      guard let binary = FileIdentity(of: entry.appendingPathComponent(binaryName)),
        let manifest = FileIdentity(of: entry.appendingPathComponent(manifestName))
      else { continue }
      found.append(Found(entry: entry, size: binary.size, used: manifest.modified))
    }
    var total = found.reduce(0) { $0 + $1.size }
    for oldest in found.sorted(by: { $0.used < $1.used }) where total > budget {
      // The manifest first: a binary without one is never used.
      FileSystem.removeIfPresent(oldest.entry.appendingPathComponent(manifestName))
      FileSystem.removeIfPresent(oldest.entry.appendingPathComponent(binaryName))
      total -= oldest.size
    }
  }
}
