import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes throwaway files (run folders, build staging) with plain `write`, without the
/// `fsync` that `Data.write` does: durability is worthless for a file that lives for one run,
/// and an `fsync` can cost tens of milliseconds.
enum ScratchFile {
  /// A small file's bytes, or `nil` if it cannot be read. No `Error` is built for a missing
  /// file, which with Foundation costs more than the read itself.
  static func read(_ url: URL) -> [UInt8]? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count > 0 {
        bytes += buffer[0..<count]
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        return nil
      }
    }
  }

  /// Writes `bytes` to `url`, replacing what was there; a new file is 0600 unless `mode` says
  /// otherwise (what the host keeps is its user's alone, `PrivateFiles`).
  static func write(_ bytes: some Collection<UInt8>, to url: URL, mode: mode_t = 0o600) throws {
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
