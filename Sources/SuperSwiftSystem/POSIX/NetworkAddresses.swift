import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// This machine's addresses on its networks (`getifaddrs`): what a phone on the same Wi-Fi
/// can reach, for the links `serve` prints and the pairing page shows.
package enum NetworkAddresses {
  /// The IPv4 addresses of interfaces that are up, loopback and link-local (169.254/16) left
  /// out, private ranges (192.168/16, 10/8, 172.16/12) first.
  package static func local() -> [String] {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0, let first else { return [] }
    defer { freeifaddrs(first) }
    var found: [String] = []
    var next: UnsafeMutablePointer<ifaddrs>? = first
    while let entry = next {
      defer { next = entry.pointee.ifa_next }
      let flags = Int32(entry.pointee.ifa_flags)
      guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
        flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0
      else { continue }
      var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
      let ok = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
        var raw = ipv4.pointee.sin_addr
        return inet_ntop(AF_INET, &raw, &text, socklen_t(INET_ADDRSTRLEN)) != nil
      }
      let string = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if ok, !string.hasPrefix("169.254."), !found.contains(string) { found.append(string) }
    }
    return found.sorted { isPrivate($0) && !isPrivate($1) }
  }

  /// The IPv4 networks of the interfaces `local()` reads (`192.168.1.0/24`), for a CA that
  /// follows the machine's address within them. A network wider than `/16` (a `10.0.0.0/8`
  /// office network) is narrowed to the `/16` around the address: what such a CA could vouch
  /// for stays a home network's size.
  package static func localNetworks() -> [IPv4Network] {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0, let first else { return [] }
    defer { freeifaddrs(first) }
    var found: [IPv4Network] = []
    var next: UnsafeMutablePointer<ifaddrs>? = first
    while let entry = next {
      defer { next = entry.pointee.ifa_next }
      let flags = Int32(entry.pointee.ifa_flags)
      guard let address = entry.pointee.ifa_addr, let netmask = entry.pointee.ifa_netmask,
        address.pointee.sa_family == sa_family_t(AF_INET), flags & Int32(IFF_UP) != 0,
        flags & Int32(IFF_LOOPBACK) == 0
      else { continue }
      let bits = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        UInt32(bigEndian: $0.pointee.sin_addr.s_addr)
      }
      let mask = netmask.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        UInt32(bigEndian: $0.pointee.sin_addr.s_addr)
      }
      guard bits >> 16 != 0xA9FE else { continue }  // 169.254/16, link-local
      let network = IPv4Network(address: bits, prefixLength: max(16, mask.nonzeroBitCount))
      if !found.contains(network) { found.append(network) }
    }
    return found
  }

  /// This machine's host name (`gethostname`), or `nil` when it cannot be had.
  package static func hostName() -> String? {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count) == 0 else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `name.local`, the name Bonjour (Avahi here) answers for this machine, or `nil` when the
  /// host name is not a plain label.
  package static func bonjourName() -> String? {
    guard let name = hostName() else { return nil }
    let label = name.split(separator: ".").first.map(String.init) ?? ""
    guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), label != "localhost" else {
      return nil
    }
    return label.lowercased() + ".local"
  }

  package static func isPrivate(_ address: String) -> Bool {
    let parts = address.split(separator: ".").compactMap { Int($0) }
    guard parts.count == 4 else { return false }
    return parts[0] == 10 || (parts[0] == 192 && parts[1] == 168) || (parts[0] == 172 && (16...31).contains(parts[1]))
  }
}
