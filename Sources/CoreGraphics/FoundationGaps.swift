import Foundation

// Foundation declarations published apps use that swift-corelibs-foundation lacks (it has
// them on Apple's systems). Those Linux's Foundation marks unavailable are declared again in
// `FoundationCompatibility` (format strings, the duration and measurement formatters), built
// and imported only for apps that name them; `Selector`, which SwiftUI's UIKit names use, is
// here. What needs Objective-C's runtime (`@objc`, `perform(_:)`) is not there: the compiler's
// message says so, with the build's note.

extension URL {
  /// The user's documents folder (`~/Documents`; an app's sandbox home when it runs sandboxed).
  public static var documentsDirectory: URL { home.appendingPathComponent("Documents", isDirectory: true) }
  /// The user's home folder.
  public static var homeDirectory: URL { home }
  /// The folder for the app's support files (`~/.local/share`, XDG's data folder).
  public static var applicationSupportDirectory: URL {
    xdg("XDG_DATA_HOME", default: ".local/share")
  }
  /// The folder for caches (`~/.cache`, XDG's cache folder).
  public static var cachesDirectory: URL { xdg("XDG_CACHE_HOME", default: ".cache") }
  /// The folder for downloads.
  public static var downloadsDirectory: URL { home.appendingPathComponent("Downloads", isDirectory: true) }
  /// The folder for the user's pictures.
  public static var picturesDirectory: URL { home.appendingPathComponent("Pictures", isDirectory: true) }
  /// The folder for the user's music.
  public static var musicDirectory: URL { home.appendingPathComponent("Music", isDirectory: true) }
  /// The folder for the user's movies.
  public static var moviesDirectory: URL { home.appendingPathComponent("Videos", isDirectory: true) }
  /// The folder for the user's libraries.
  public static var libraryDirectory: URL { home.appendingPathComponent(".local", isDirectory: true) }
  /// The user's desktop.
  public static var desktopDirectory: URL { home.appendingPathComponent("Desktop", isDirectory: true) }

  private static var home: URL { FileManager.default.homeDirectoryForCurrentUser }

  private static func xdg(_ variable: String, default relative: String) -> URL {
    if let path = ProcessInfo.processInfo.environment[variable], path.hasPrefix("/") {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return home.appendingPathComponent(relative, isDirectory: true)
  }
}

extension Data.WritingOptions {
  /// Writes to a temporary file first, then moves it in place (`.atomic`'s other name).
  public static var atomicWrite: Data.WritingOptions { .atomic }
}

extension UserDefaults {
  /// Stores `value` for `key` (key-value coding's spelling of `set(_:forKey:)`).
  public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
  /// The value for `key` (key-value coding's spelling of `object(forKey:)`).
  public func value(forKey key: String) -> Any? { object(forKey: key) }
}

extension URLError {
  /// An error of `code`, as `URLError(.init(rawValue: status))` makes one: Linux's
  /// `URLError.Code(rawValue:)` can fail where Apple's cannot, so a code it does not know is
  /// `.unknown` instead of a compile error.
  public init(_ code: URLError.Code?, userInfo: [String: Any] = [:]) {
    self.init(code ?? .unknown, userInfo: userInfo)
  }
}

extension FileManager {
  /// The folder an app group shares (on iOS, with the app's widgets and extensions): a folder
  /// of the group's own in the app support folder, made when first asked for; `nil` when it
  /// cannot be made, as iOS answers for a group the app is not entitled to.
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    let name = groupIdentifier.replacingOccurrences(of: "/", with: "_")
    guard !name.isEmpty, name != ".", name != ".." else { return nil }
    let folder = URL.applicationSupportDirectory.appendingPathComponent("AppGroups", isDirectory: true)
      .appendingPathComponent(name, isDirectory: true)
    do {
      try createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return nil
    }
    return folder
  }
}

/// A serial dispatch queue that is also an actor's executor (`unownedExecutor`), as Apple's
/// Dispatch has it since iOS 17. Linux's Dispatch has none, and its `DispatchQueue` cannot be
/// subclassed here, so this one wraps a queue of its own and forwards what apps call.
public final class DispatchSerialQueue: SerialExecutor, @unchecked Sendable {
  /// The queue jobs and blocks run on.
  public let queue: DispatchQueue

  /// A serial queue named `label`.
  public init(
    label: String, qos: DispatchQoS = .unspecified,
    autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
  ) {
    queue = DispatchQueue(label: label, qos: qos, autoreleaseFrequency: autoreleaseFrequency, target: target)
  }

  /// The queue's name.
  public var label: String { queue.label }

  /// Runs an actor's job on the queue, in order.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }

  /// This queue as an actor's executor.
  public func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

  /// Runs `work` on the queue, later.
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    queue.async(group: group, qos: qos, flags: flags, execute: work)
  }

  /// Runs `work` on the queue after `deadline`.
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
  }

  /// Runs `work` on the queue and waits for its result.
  public func sync<T>(execute work: () throws -> T) rethrows -> T { try queue.sync(execute: work) }
}
