#if canImport(Glibc)
  import Glibc
#endif

/// The host's one layer over the system calls it makes in loops: each retries after a signal
/// (`EINTR`) here and nowhere else, writes all of its bytes, and reports a failure as an
/// `IOError` that keeps the call and its `errno`.
package enum Syscall {
  /// `POLLRDHUP` (the peer closed its end), which Swift cannot see without `_GNU_SOURCE`.
  package static let peerHangUp = Int16(0x2000)

  /// Calls `body` again while it fails with `EINTR`; returns its first other result (`errno`
  /// says why when that is negative).
  @inline(__always)
  package static func retrying<T: SignedInteger>(_ body: () -> T) -> T {
    while true {
      let result = body()
      if result < 0 && errno == EINTR { continue }
      return result
    }
  }

  /// Calls `body` as `retrying` does and throws an `IOError` for `call` when it fails.
  @inline(__always)
  package static func check<T: SignedInteger>(
    _ call: String, _ action: @autoclosure () -> String, _ body: () -> T
  ) throws(IOError) -> T {
    let result = retrying(body)
    guard result >= 0 else { throw IOError(call, action()) }
    return result
  }

  /// How `writeAll` puts bytes on a descriptor.
  package enum Writer: Sendable {
    /// `write`, waiting (with `poll`) while a non-blocking descriptor is full.
    case file
    /// `send` with `MSG_NOSIGNAL`: a closed peer is an error here, never a SIGPIPE that ends
    /// the host.
    case socket
  }

  /// Writes all of `bytes` to `descriptor`; throws the first failure that is not a signal (a
  /// closed pipe or peer is `EPIPE`).
  package static func writeAll(
    _ bytes: some Collection<UInt8>, to descriptor: Int32, as writer: Writer = .file,
    action: @autoclosure () -> String = "could not write"
  ) throws(IOError) {
    // Contiguous bytes (an array, a string's UTF-8) are written where they are, not copied first.
    func written(_ buffer: UnsafeRawBufferPointer) -> Result<Void, IOError> {
      Result { () throws(IOError) in try writeAll(buffer, to: descriptor, as: writer, action: action()) }
    }
    let result =
      bytes.withContiguousStorageIfAvailable { written(UnsafeRawBufferPointer($0)) }
      ?? Array(bytes).withUnsafeBytes(written)
    try result.get()
  }

  private static func writeAll(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, as writer: Writer, action: @autoclosure () -> String
  ) throws(IOError) {
    var offset = 0
    while offset < bytes.count {
      let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
      let written =
        switch writer {
        case .file: write(descriptor, rest.baseAddress, rest.count)
        case .socket: send(descriptor, rest.baseAddress, rest.count, Int32(MSG_NOSIGNAL))
        }
      if written >= 0 {
        offset += written
      } else if errno == EINTR {
        continue
      } else if errno == EAGAIN && writer == .file {
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = Glibc.poll(&ready, 1, -1)
      } else {
        throw IOError(writer == .file ? "write" : "send", action())
      }
    }
  }

  /// Reads `descriptor` to its end, straight into the array it returns: a regular file's
  /// size is known from `fstat` (one read, no copy after), and anything else (a pipe, a
  /// socket) is read into room that doubles as it fills.
  package static func readAll(_ descriptor: Int32, action: @autoclosure () -> String = "could not read")
    throws(IOError) -> [UInt8]
  {
    var status = stat()
    let isFile = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    // One byte more than the file's size, so the read that finds its end needs no new room.
    var capacity = max(isFile ? Int(status.st_size) + 1 : 0, 16384)
    var bytes: [UInt8] = []
    while true {
      // Room that is never filled with zeros first: the read writes it, and only what it wrote
      // is counted as the array's.
      var ended = false
      var failure: IOError?
      let full = bytes
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        count = full.count
        _ = UnsafeMutableBufferPointer(rebasing: buffer[0..<count]).initialize(from: full)
        while count < buffer.count {
          let got = retrying { read(descriptor, buffer.baseAddress! + count, buffer.count - count) }
          if got < 0 { failure = IOError("read", action()) }
          if got <= 0 {
            ended = true
            break
          }
          count += got
        }
      }
      if let failure { throw failure }
      if ended { return bytes }
      capacity *= 2
    }
  }

  /// Reads what `descriptor` has now, into `buffer`: the bytes, an empty array at the end, or
  /// `nil` when nothing is there yet (`EAGAIN` on a non-blocking descriptor).
  package static func readSome(_ descriptor: Int32, into buffer: inout [UInt8]) throws(IOError) -> ArraySlice<UInt8>? {
    let count = retrying { read(descriptor, &buffer, buffer.count) }
    if count >= 0 { return buffer[0..<count] }
    if errno == EAGAIN { return nil }
    throw IOError("read", "could not read")
  }

  /// Accepts the next connection on `listener`, close-on-exec, with its peer's address;
  /// retries after a signal and after a connection that was aborted before it was accepted
  /// (`ECONNABORTED`: nothing to serve, so not an error).
  package static func accept(_ listener: Int32) throws(IOError) -> (descriptor: Int32, peer: sockaddr_storage) {
    while true {
      var address = sockaddr_storage()
      var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
      let client = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.accept(listener, $0, &length) }
      }
      if client >= 0 {
        // Glibc's module hides `accept4` (it needs _GNU_SOURCE). The gap leaks nothing: every
        // spawn closes the descriptors it does not pass on (CSpawn's `close_range`).
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        return (client, address)
      }
      if errno == EINTR || errno == ECONNABORTED { continue }
      throw IOError("accept", "could not accept a connection")
    }
  }

  /// Whether a process `pid` exists: one this user may not signal (`EPERM`) exists too.
  package static func processExists(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// Removes the file at `path`; one that is already gone is not an error (`ENOENT`).
  package static func removeFile(_ path: String, action: @autoclosure () -> String) throws(IOError) {
    guard unlink(path) != 0, errno != ENOENT else { return }
    throw IOError("unlink", action())
  }

  /// What reading a descriptor that `poll` called readable gave.
  package enum ReadyRead: Sendable {
    /// Bytes (never empty).
    case bytes(ArraySlice<UInt8>)
    /// Nothing after all (`EAGAIN` on a non-blocking descriptor): poll again.
    case notYet
    /// The end: the writer closed it (`nil`), or reading failed with this error. Either way
    /// the descriptor has nothing more to give, and the caller closes it.
    case ended(IOError?)
  }

  /// Reads what a ready `descriptor` has into `buffer`, retrying after a signal.
  package static func readReady(_ descriptor: Int32, into buffer: inout [UInt8]) -> ReadyRead {
    do throws(IOError) {
      guard let bytes = try readSome(descriptor, into: &buffer) else { return .notYet }
      return bytes.isEmpty ? .ended(nil) : .bytes(bytes)
    } catch {
      return .ended(error)
    }
  }

  /// Waits until one of `descriptors` is ready or `timeout` milliseconds (-1: no limit) pass;
  /// the number ready, 0 on time-out. A signal ends the wait early with 0, so a caller's
  /// deadline arithmetic stays right.
  package static func poll(_ descriptors: inout [pollfd], timeout: Int32) -> Int32 {
    let ready = Glibc.poll(&descriptors, nfds_t(descriptors.count), timeout)
    guard ready < 0 && errno == EINTR else { return ready }
    for index in descriptors.indices { descriptors[index].revents = 0 }
    return 0
  }

  /// Reaps `pid`, waiting for it to end.
  package static func wait(for pid: pid_t) throws(IOError) -> WaitStatus {
    var status: Int32 = 0
    _ = try check("waitpid", "could not wait for process \(pid)") { waitpid(pid, &status, 0) }
    return WaitStatus(raw: status)
  }

  /// Opens `path` with `flags` (`O_CLOEXEC` always added).
  package static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o600, action: @autoclosure () -> String)
    throws(IOError) -> Int32
  {
    try check("open", action()) { Glibc.open(path, flags | O_CLOEXEC, mode) }
  }
}

/// How a child process ended, decoded from `waitpid`'s status word.
public enum WaitStatus: Sendable, Equatable {
  /// It exited with this status (0–255).
  case exited(Int32)
  /// A signal ended it.
  case signaled(Int32)

  /// Decodes a raw status as `WIFEXITED`/`WEXITSTATUS`/`WTERMSIG` do: the low seven bits are
  /// the signal (0 for a normal exit), the next byte the exit status.
  package init(raw: Int32) {
    let signal = raw & 0x7f
    self = signal == 0 ? .exited((raw >> 8) & 0xff) : .signaled(signal)
  }

  /// The status a shell would report: the exit status, or 128 + the signal.
  package var shellStatus: Int32 {
    switch self {
    case .exited(let status): status
    case .signaled(let signal): 128 + signal
    }
  }
}
