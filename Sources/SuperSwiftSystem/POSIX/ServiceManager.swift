import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a program started by systemd tells it and how its output reaches the journal: the
/// readiness protocol (`sd_notify`: one datagram to `$NOTIFY_SOCKET`, such as `READY=1`) and
/// whether standard error is the journal (`$JOURNAL_STREAM` names its device and inode), where
/// each line may start with its priority (`<3>` an error, `<4>` a warning, `<6>` information).
/// Written here rather than linked from libsystemd: both are a few lines of a stable, documented
/// protocol (sd_notify(3), systemd.exec(5)), and the binary stays static.
package enum ServiceManager {
  /// Sends `state` (`READY=1`, `STOPPING=1`, `STATUS=…`) to the service manager, when this
  /// process was started by one with `Type=notify`; `false` when there is none or it could not
  /// be told (a service without the protocol just goes on).
  @discardableResult
  package static func notify(_ state: String, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Bool
  {
    guard let path = environment["NOTIFY_SOCKET"], let address = socketAddress(path) else { return false }
    let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var storage = address.storage
    let bytes = Array(state.utf8)
    let sent = bytes.withUnsafeBytes { buffer in
      withUnsafePointer(to: &storage) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          sendto(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL), $0, address.length)
        }
      }
    }
    return sent == bytes.count
  }

  /// The socket address `$NOTIFY_SOCKET` names: a path, or an abstract name after `@`; `nil`
  /// for anything else (relative, empty, longer than a socket address holds).
  package static func socketAddress(_ text: String) -> (storage: sockaddr_un, length: socklen_t)? {
    var bytes = Array(text.utf8)
    guard let first = bytes.first, first == UInt8(ascii: "/") || first == UInt8(ascii: "@") else { return nil }
    if first == UInt8(ascii: "@") { bytes[0] = 0 }
    var address = sockaddr_un()
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count < capacity || (first == UInt8(ascii: "@") && bytes.count <= capacity) else { return nil }
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { path in
      for (index, byte) in bytes.enumerated() { path[index] = byte }
    }
    let offset = MemoryLayout<sockaddr_un>.offset(of: \sockaddr_un.sun_path) ?? 2
    // A path counts its terminating zero; an abstract name is exactly its bytes.
    let length = offset + bytes.count + (first == UInt8(ascii: "@") ? 0 : 1)
    return (address, socklen_t(length))
  }

  /// Whether `descriptor` is the journal's stream: `$JOURNAL_STREAM` is `DEVICE:INODE` of it.
  package static func isJournal(
    _ descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> Bool
  {
    guard let value = environment["JOURNAL_STREAM"] else { return false }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return false }
    return value == "\(status.st_dev):\(status.st_ino)"
  }

  /// A syslog priority, as the journal reads it at the start of a line.
  package enum Priority: Int, Sendable {
    /// An error (`<3>`).
    case error = 3
    /// A warning (`<4>`).
    case warning = 4
    /// Normal but worth noticing (`<5>`).
    case notice = 5
    /// Information (`<6>`).
    case info = 6
  }

  /// `text` with each line led by its priority: the one its `superswift: error:` / `warning:`
  /// / `note:` prefix says; a line without one continues the line before it (a message written
  /// as several lines), and the first takes `fallback`. A line that already starts with a
  /// priority is left as it is.
  package static func prefixed(_ text: String, fallback: Priority = .info) -> String {
    var out = ""
    var current = fallback
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.offset > 0 { out += "\n" }
      let content = line.element
      guard !content.isEmpty else { continue }
      if content.first == "<", content.dropFirst().first?.isNumber == true, content.dropFirst(2).first == ">" {
        out += content
        continue
      }
      if content.hasPrefix("superswift: error:") {
        current = .error
      } else if content.hasPrefix("superswift: warning:") {
        current = .warning
      } else if content.hasPrefix("superswift: note:") {
        current = .notice
      } else if content.hasPrefix("superswift: ") {
        current = fallback
      }
      out += "<\(current.rawValue)>" + content
    }
    return out
  }
}
