import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes throwaway files (run folders, build staging) with plain `write`, without the
/// `fsync` that `Data.write` does: durability is worthless for a file that lives for one run,
/// and an `fsync` can cost tens of milliseconds.
package enum ScratchFile {
  /// A small file's bytes, or `nil` if it cannot be read. No `Error` is built for a missing
  /// file, which with Foundation costs more than the read itself.
  package static func read(_ url: URL) -> [UInt8]? {
    let descriptor = Syscall.retrying { open(url.path, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return try? Syscall.readAll(descriptor)
  }

  /// The text of the plain file at `url` (a text an app kept apart in its run folder), never
  /// followed through a link; `nil` when it cannot be read or is not UTF-8.
  package static func readText(_ url: URL) -> String? {
    let descriptor = Syscall.retrying { open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      // A file that cannot be read is no text (said by the caller as a message it could not read).
      let bytes = try? Syscall.readAll(descriptor)
    else { return nil }
    return String(validating: bytes, as: UTF8.self)
  }

  /// Writes `bytes` to `url`, replacing what was there; a new file is 0600 unless `mode` says
  /// otherwise (what the host keeps is its user's alone, `PrivateFiles`).
  package static func write(_ bytes: some Collection<UInt8>, to url: URL, mode: mode_t = 0o600) throws(IOError) {
    let action = "could not create \(url.path)"
    let descriptor = try Syscall.open(url.path, O_WRONLY | O_CREAT | O_TRUNC, mode: mode, action: action)
    defer { close(descriptor) }
    try Syscall.writeAll(bytes, to: descriptor, action: "could not write \(url.path)")
  }
}
