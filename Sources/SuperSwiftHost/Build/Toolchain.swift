import Foundation
import SuperSwiftSystem
import Synchronization

/// The Swift compiler apps are built with, and what identifies it for the build cache.
public struct Toolchain: Sendable {
  /// The `swiftc` driver.
  public let swiftc: URL
  /// `swiftc --version`, which keys every cache entry built with it.
  public let version: String

  /// Whether the toolchain ships the lld linker beside the compiler.
  public var hasLLD: Bool {
    FileManager.default.isExecutableFile(
      atPath: swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld").path)
  }

  /// The Swift backtracer, which the runtime finds beside its own shared library; an app linked
  /// with the runtime statically must be told where it is, or a crash has no report.
  public var backtracer: URL? {
    // Where it was found for this compiler is remembered for the process (resolving the
    // compiler's links is most of the cost, before every run); one check says it is still there.
    if let known = Self.backtracers.withLock({ $0[swiftc.path] }),
      FileManager.default.isExecutableFile(atPath: known.path)
    {
      return known
    }
    let libexec = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("libexec/swift/linux")
    for name in ["swift-backtrace-static", "swift-backtrace"] {
      let candidate = libexec.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        Self.backtracers.withLock { $0[swiftc.path] = candidate }
        return candidate
      }
    }
    return nil
  }

  /// Each compiler's backtracer, by the compiler's path, as found last in this process.
  private static let backtracers = Mutex<[String: URL]>([:])

  /// Finds `swiftc`: `$SUPERSWIFT_SWIFTC`, else the `PATH`, else the usual install places.
  ///
  /// Asking the compiler its version costs tens of milliseconds, so the answer is cached,
  /// keyed by the compiler binary's identity (path, size, inode, modification time).
  public static func locate(
    paths: Paths, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Toolchain {
    // Where the search led last time, for this PATH: one stat confirms it is still the same
    // binary, instead of walking PATH and resolving links on every run.
    var search = SHA256()
    search.update(field: environment["SUPERSWIFT_SWIFTC"] ?? "")
    search.update(field: environment["PATH"] ?? "")
    let shortcut = paths.cache.appendingPathComponent("toolchains/path-\(search.finalize().prefix(32))")
    if let bytes = ScratchFile.read(shortcut), let text = String(validating: bytes, as: UTF8.self) {
      let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
      if lines.count == 3, let identity = FileIdentity(of: URL(fileURLWithPath: lines[1])),
        lines[2].hasPrefix(identity.summary + "\n")
      {
        return Toolchain(
          swiftc: URL(fileURLWithPath: lines[0]), version: String(lines[2].dropFirst(identity.summary.count + 1)))
      }
    }
    let toolchain = try locateSlowly(paths: paths, environment: environment)
    let resolved = toolchain.swiftc.resolvingSymlinksInPath()
    if let identity = FileIdentity(of: resolved) {
      let text = "\(toolchain.swiftc.path)\n\(resolved.path)\n\(identity.summary)\n\(toolchain.version)"
      BestEffort.cache(Data(text.utf8), to: shortcut)
    }
    return toolchain
  }

  private static func locateSlowly(paths: Paths, environment: [String: String]) throws -> Toolchain {
    if let explicit = environment["SUPERSWIFT_SWIFTC"], !explicit.isEmpty,
      !FileManager.default.isExecutableFile(atPath: explicit)
    {
      throw HostError.toolchainNotAt(variable: "SUPERSWIFT_SWIFTC", path: explicit)
    }
    guard let swiftc = find(environment: environment) else {
      throw HostError.toolchainMissing
    }
    // stat, not FileManager's attributes, which look up the owner's name in /etc/passwd.
    let resolved = swiftc.resolvingSymlinksInPath()
    let file = FileIdentity(of: resolved)
    let identity = [
      resolved.path, "\(file?.size ?? 0)", "\(file?.inode ?? 0)", "\(file?.modified ?? 0)",
    ].joined(separator: "|")
    let memo = paths.cache.appendingPathComponent("toolchains/\(SHA256.hex(identity.utf8))")
    if let bytes = ScratchFile.read(memo), let text = String(validating: bytes, as: UTF8.self), !text.isEmpty {
      return Toolchain(swiftc: swiftc, version: text)
    }
    let output = try Subprocess.run(swiftc, ["--version"])
    guard output.status == 0 else { throw HostError.toolchainBroken(swiftc.path, output.text) }
    let version = output.text.trimmingCharacters(in: .whitespacesAndNewlines)
    BestEffort.cache(Data(version.utf8), to: memo)
    return Toolchain(swiftc: swiftc, version: version)
  }

  private static func find(environment: [String: String]) -> URL? {
    let manager = FileManager.default
    if let explicit = environment["SUPERSWIFT_SWIFTC"], !explicit.isEmpty {
      return manager.isExecutableFile(atPath: explicit) ? URL(fileURLWithPath: explicit) : nil
    }
    let found = FileSystem.which("swiftc", path: (environment["PATH"] ?? "") + ":/opt/swift/usr/bin:/usr/bin")
    return found.map(URL.init(fileURLWithPath:))
  }
}
