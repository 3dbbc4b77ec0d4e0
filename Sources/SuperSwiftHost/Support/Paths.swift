import Foundation

/// Where SuperSwift keeps things, following the XDG base directory rules.
public struct Paths: Sendable, Hashable {
  /// The app library: `$SUPERSWIFT_HOME`, else `$XDG_DATA_HOME/superswift`.
  public var library: URL
  /// Build products and run folders: `$XDG_CACHE_HOME/superswift`. Safe to delete.
  public var cache: URL
  /// Settings and the API token: `$XDG_CONFIG_HOME/superswift`.
  public var config: URL

  /// Paths for these folders.
  public init(library: URL, cache: URL, config: URL) {
    self.library = library
    self.cache = cache
    self.config = config
  }

  /// The paths an environment names, with the XDG defaults under `$HOME`.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let home = URL(
      fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory(),
      isDirectory: true)
    func xdg(_ variable: String, _ fallback: String) -> URL {
      // The spec says relative values are invalid and must be ignored.
      if let value = environment[variable], value.hasPrefix("/") {
        return URL(fileURLWithPath: value, isDirectory: true)
      }
      return home.appendingPathComponent(fallback, isDirectory: true)
    }
    let library =
      environment["SUPERSWIFT_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
      ?? xdg("XDG_DATA_HOME", ".local/share").appendingPathComponent("superswift", isDirectory: true)
    self.init(
      library: library,
      cache: xdg("XDG_CACHE_HOME", ".cache").appendingPathComponent("superswift", isDirectory: true),
      config: xdg("XDG_CONFIG_HOME", ".config").appendingPathComponent("superswift", isDirectory: true))
  }

  /// Compiled copies of the SuperSwift runtime, one folder per runtime and toolchain.
  public var runtimes: URL { cache.appendingPathComponent("runtime", isDirectory: true) }
  /// Compiled apps, one folder per content key.
  public var builds: URL { cache.appendingPathComponent("builds", isDirectory: true) }
  /// The compiler's module cache. Named explicitly, by its real path: left to itself the
  /// compiler picks one under `$XDG_CACHE_HOME`, and reaching the same cache through two paths
  /// (a symlink) makes it fail with "module defined in both".
  public var moduleCache: URL {
    cache.resolvingSymlinksInPath().appendingPathComponent("module-cache", isDirectory: true)
  }
  /// Run folders of runs in flight.
  public var runs: URL { cache.appendingPathComponent("runs", isDirectory: true) }
}
