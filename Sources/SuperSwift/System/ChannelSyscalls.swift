#if canImport(Glibc)
  import Glibc
#endif

/// The app side's system calls on its channel to the host, each retried after a signal here and
/// nowhere else: the app side's counterpart of the host's `Syscall` (an app cannot link the
/// host), as small as what the channel needs.
enum ChannelSyscalls {
  /// Reads what `descriptor` has into `buffer`, waiting for it: the bytes, or `nil` at the end
  /// or on an error (either way the host is gone, and there is nothing more to read).
  static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> ArraySlice<UInt8>? {
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      return count > 0 ? buffer[0..<count] : nil
    }
  }

  /// The bytes of the file at `path` (the run's envelope), read at its size straight into the
  /// array returned: a 5 MB input is one read and no copy. `nil` when it cannot be read.
  static func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size)) { buffer, count in
      while count < buffer.count {
        let got = Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if got < 0 && errno == EINTR { continue }
        failed = got < 0
        if got <= 0 { break }
        count += got
      }
    }
    // Whatever the file grew by since `fstat`, read the ordinary way.
    var more = [UInt8](repeating: 0, count: 16384)
    while !failed, let chunk = read(descriptor, into: &more) { bytes += chunk }
    return failed ? nil : bytes
  }

  /// The text of the file at `path` (an input item the host kept apart), read at its size
  /// straight into the string's own storage: one copy, then the string's check that it is
  /// UTF-8 (the host wrote it from a string, so nothing is repaired). `nil` when it cannot be
  /// read whole, or is not a plain file (never followed through a link).
  static func readText(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let size = Int(status.st_size)
    var complete = true
    let text = String(unsafeUninitializedCapacity: size) { buffer in
      var count = 0
      while count < size {
        let got = Glibc.read(descriptor, buffer.baseAddress! + count, size - count)
        if got < 0 && errno == EINTR { continue }
        if got <= 0 {
          complete = false
          break
        }
        count += got
      }
      return count
    }
    return complete ? text : nil
  }

  /// Writes `text` to a new file at `path` (a result kept apart), 0600, replacing none: `false`
  /// when it could not be written whole.
  static func writeNewFile(_ path: String, text: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var text = text
    return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// Writes all of `bytes` to `descriptor`; `false` when it stopped early because the host is
  /// gone (there is nobody left to tell).
  @discardableResult
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// Writes all of `buffer` to `descriptor`; `false` when it stopped early.
  @discardableResult
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}
