// Network's path monitor on a page: the app runs on the server, whose network is its own, so a
// monitor reports one satisfied path over a wired interface as soon as it starts (on its
// queue), as a phone on a network does; connections and listeners are not here (use
// `URLSession`).
@_exported import Foundation

/// A network interface.
public struct NWInterface: Hashable, Sendable {
  /// The kind of interface.
  public enum InterfaceType: Hashable, Sendable {
    /// Some other kind.
    case other
    /// Wi-Fi.
    case wifi
    /// Cellular.
    case cellular
    /// Wired Ethernet (the server's).
    case wiredEthernet
    /// The loopback interface.
    case loopback
  }
  /// Its kind.
  public let type: InterfaceType
  /// Its name.
  public let name: String
  /// Its index.
  public let index: Int
}

/// A route to the network and its properties.
public struct NWPath: Equatable, Sendable {
  /// Whether the network can be reached.
  public enum Status: Equatable, Sendable {
    /// It can.
    case satisfied
    /// It cannot.
    case unsatisfied
    /// It can, once a connection is made.
    case requiresConnection
  }
  /// Whether the path is usable: satisfied.
  public let status: Status
  /// The interfaces available.
  public let availableInterfaces: [NWInterface]
  /// Whether it is expensive (cellular): no.
  public let isExpensive: Bool
  /// Whether Low Data Mode is on: no.
  public let isConstrained: Bool
  /// Whether IPv4 is supported.
  public let supportsIPv4: Bool
  /// Whether IPv6 is supported.
  public let supportsIPv6: Bool
  /// Whether DNS is supported.
  public let supportsDNS: Bool
  /// Whether the path uses an interface of `type`.
  public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
    availableInterfaces.contains { $0.type == type }
  }
  /// The server's path: satisfied over a wired interface.
  static let server = NWPath(
    status: .satisfied, availableInterfaces: [NWInterface(type: .wiredEthernet, name: "eth0", index: 1)],
    isExpensive: false, isConstrained: false, supportsIPv4: true, supportsIPv6: true, supportsDNS: true)
}

/// Watches the network's path (see the module's note).
public final class NWPathMonitor: @unchecked Sendable {
  /// Called with the path when it changes (once, when the monitor starts).
  public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
  /// Called when the monitor is cancelled.
  public var cancelHandler: (@Sendable () -> Void)?
  /// The path now.
  public private(set) var currentPath = NWPath.server
  /// The queue the monitor was started on.
  public private(set) var queue: DispatchQueue?

  /// A monitor of every interface.
  public init() {}
  /// A monitor of one kind of interface.
  public init(requiredInterfaceType: NWInterface.InterfaceType) {}
  /// A monitor leaving some kinds out.
  public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {}

  /// Starts watching: the handler is called with the path on `queue`.
  public func start(queue: DispatchQueue) {
    self.queue = queue
    let path = currentPath
    queue.async { [pathUpdateHandler] in pathUpdateHandler?(path) }
  }

  /// Stops watching.
  public func cancel() {
    let handler = cancelHandler
    (queue ?? .main).async { handler?() }
  }
}
