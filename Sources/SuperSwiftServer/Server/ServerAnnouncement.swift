import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Where a running `serve` can be reached, in `$XDG_CONFIG_HOME/superswift/serving.json` while
/// it runs: `superswift login-link` reads it to mint a link for that server without a restart.
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

  static func file(in paths: Paths) -> URL { paths.config.appendingPathComponent("serving.json") }

  /// Writes it (replacing an older server's).
  public func publish(paths: Paths) throws {
    let json: JSON = [
      "pid": .number(Double(pid)), "local": .string(local), "network": .array(network.map(JSON.string)),
    ]
    try AtomicFile.writeQuickly(Data((json.text(pretty: true) + "\n").utf8), to: Self.file(in: paths))
  }

  /// Removes it, if it is still this server's.
  public func withdraw(paths: Paths) {
    if Self.current(paths: paths)?.pid == pid { FileSystem.removeIfPresent(Self.file(in: paths)) }
  }

  /// The running server's announcement; `nil` when none runs (a file left by a killed server
  /// names a process that is gone).
  public static func current(paths: Paths) -> ServerAnnouncement? {
    guard let bytes = ScratchFile.read(file(in: paths)), let json = JSON(parsing: Data(bytes)),
      let pid = json["pid"]?.int, let local = json["local"]?.string
    else { return nil }
    guard Syscall.processExists(Int32(pid)) else { return nil }
    return ServerAnnouncement(
      pid: Int32(pid), local: local, network: json["network"]?.array?.compactMap(\.string) ?? [])
  }
}
