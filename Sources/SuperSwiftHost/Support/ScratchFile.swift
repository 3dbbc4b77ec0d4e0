import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes throwaway files (run folders, build staging) with plain `write`, without the
/// `fsync` that `Data.write` does: durability is worthless for a file that lives for one run,
/// and an `fsync` can cost tens of milliseconds.
enum ScratchFile {
  static func write(_ bytes: some Collection<UInt8>, to url: URL, mode: mode_t = 0o644) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw SystemError("could not create \(url.path)") }
    defer { close(descriptor) }
    let data = Array(bytes)
    var offset = 0
    while offset < data.count {
      let written = data[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw SystemError("could not write \(url.path)")
      }
      offset += written
    }
  }
}
