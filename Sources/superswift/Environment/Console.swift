import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where the tool writes: results on standard output, everything else on standard error.
enum Console {
  static func out(_ text: String) {
    write(STDOUT_FILENO, Array(text.utf8))
  }

  static func err(_ text: String) {
    write(STDERR_FILENO, Array(text.utf8))
  }

  static func write(_ descriptor: Int32, _ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }

  /// An error line: `superswift: error: …`.
  static func error(_ message: String) {
    err("superswift: error: \(message)\n")
  }

  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
