import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Where a running `serve` can be reached, in `$XDG_CONFIG_HOME/superswift/serving/PID.json`
/// while it runs: `superswift login-link` reads it to mint a link for that server without a
/// restart. One file a server, so two servers (plain and `--tls`) are both found, and the one
/// that stops takes only its own away.
public struct ServerAnnouncement: Sendable, Equatable {
  /// The server's process.
  public var pid: Int32
  /// Its address from this machine (`http://127.0.0.1:7788`).
  public var local: String
  /// Its addresses from the network (LAN addresses, `name.local`), best first; empty when it
  /// listens on loopback only.
  public var network: [String]

  /// An announcement of this process's server.
  public init(pid: Int32 = getpid(), local: String, network: [String]) {
    self.pid = pid
    self.local = local
    self.network = network
  }

  static func folder(in paths: Paths) -> URL { paths.config.appendingPathComponent("serving", isDirectory: true) }

  static func file(in paths: Paths, pid: Int32) -> URL {
    folder(in: paths).appendingPathComponent("\(pid).json")
  }

  /// Writes it.
  public func publish(paths: Paths) throws {
    let json: JSON = [
      "pid": .number(Double(pid)), "local": .string(local), "network": .array(network.map(JSON.string)),
    ]
    try FileManager.default.createDirectory(at: Self.folder(in: paths), withIntermediateDirectories: true)
    try AtomicFile.writeQuickly(Data((json.text(pretty: true) + "\n").utf8), to: Self.file(in: paths, pid: pid))
  }

  /// Removes it.
  public func withdraw(paths: Paths) {
    FileSystem.removeIfPresent(Self.file(in: paths, pid: pid))
  }

  /// The servers running now, the most recently started first; a file a killed server left
  /// (naming a process that is gone) is removed on the way.
  public static func running(paths: Paths) -> [ServerAnnouncement] {
    let folder = folder(in: paths)
    // No folder yet: no server has run.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var found: [(Date, ServerAnnouncement)] = []
    for name in names where name.hasSuffix(".json") {
      let url = folder.appendingPathComponent(name)
      guard let bytes = ScratchFile.read(url), let json = JSON(parsing: Data(bytes)),
        let pid = json["pid"]?.int, let local = json["local"]?.string
      else { continue }
      guard Syscall.processExists(Int32(pid)) else {
        FileSystem.removeIfPresent(url)
        continue
      }
      // A file whose date cannot be read counts as the oldest.
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      let started = attributes?[.modificationDate] as? Date ?? .distantPast
      found.append(
        (
          started,
          ServerAnnouncement(
            pid: Int32(pid), local: local, network: json["network"]?.array?.compactMap(\.string) ?? [])
        ))
    }
    return found.sorted { $0.0 > $1.0 }.map(\.1)
  }

  /// The most recently started server that runs now; `nil` when none does.
  public static func current(paths: Paths) -> ServerAnnouncement? {
    running(paths: paths).first
  }
}
