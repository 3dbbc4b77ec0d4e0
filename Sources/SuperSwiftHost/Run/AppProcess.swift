import CSpawn
import Foundation
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// One running app: its process group, its log pipe and its message channel.
///
/// Invariants: the app leads a process group of its own, and every way a run ends kills that
/// whole group, so nothing the app started outlives the run; the group is killed before the
/// app is reaped, so its id cannot have been reused by then.
final class AppProcess {
  /// How the process ended.
  typealias Termination = WaitStatus

  /// Why the host stopped the process, if it did.
  enum Stop: Sendable, Equatable {
    case timedOut
    case cancelled(Cancellation.Reason)
    /// A message on the channel grew past `maximumMessage` without ending.
    case messageTooLarge
  }

  /// The largest message the host takes on the channel (a line of JSON: a result, a render).
  /// Beyond it the app is stopped: the host keeps a message whole until its newline, and must
  /// not grow without bound because an app writes without one.
  static let maximumMessage = 64 << 20

  /// Where the app's standard output and error go.
  enum Output: Sendable, Equatable {
    /// Both into one pipe the host reads as the app's log (their order kept).
    case log
    /// To the host's own standard output and error, as they are: a terminal is handed to the
    /// app itself (so it sees a terminal, as it would if started directly); anything else
    /// goes through a pipe the host copies on at once, keeping the tail for the record.
    case passedOn
  }

  /// One pipe the host reads the app's output from.
  struct OutputPipe {
    /// The host's (reading) end; `-1` once closed.
    var descriptor: Int32
    /// Where its bytes belong: 0 for the log, else the host's own descriptor (1 or 2).
    let stream: Int32
  }

  let pid: pid_t
  private let pidDescriptor: Int32
  private var pipes: [OutputPipe]
  private var channelDescriptor: Int32
  /// The host's end of the channel, for an interface session to duplicate; `-1` once closed.
  var channel: Int32 { channelDescriptor }

  /// How long a stopped app gets to exit after SIGTERM before SIGKILL.
  static let terminationGrace: Duration = .seconds(1)
  /// After the app exited, how long reading may go without any data before the host stops
  /// waiting for the pipes to close (something the app started may still hold them open).
  static let drainGrace: Duration = .milliseconds(200)

  /// Starts `executable` with `environment`; fd 3 in the app is the channel. `input` is the
  /// host's descriptor the app reads as standard input (-1: /dev/null). The app gets `limits`
  /// and the user's own umask (`PrivateFiles.userMask`), both set before exec.
  init(
    executable: URL, argumentZero: String? = nil, arguments: [String] = [], environment: [String: String],
    directory: String?, input: Int32 = -1, output: Output = .log, limits: RunLimits = .none
  ) throws {
    var pipes: [OutputPipe] = []
    var writeEnds: [Int32] = []
    func closeAll() {
      for end in writeEnds { close(end) }
      for pipe in pipes { close(pipe.descriptor) }
    }
    func makePipe(for stream: Int32) throws -> Int32 {
      var ends: [Int32] = [0, 0]
      guard cspawn_pipe(&ends) == 0 else {
        closeAll()
        throw IOError("pipe2", "could not make the app's output pipe")
      }
      pipes.append(OutputPipe(descriptor: ends[0], stream: stream))
      writeEnds.append(ends[1])
      return ends[1]
    }
    let appOutput: Int32
    let appError: Int32
    switch output {
    case .log:
      appOutput = try makePipe(for: 0)
      appError = appOutput
    case .passedOn:
      appOutput = isatty(STDOUT_FILENO) == 1 ? STDOUT_FILENO : try makePipe(for: STDOUT_FILENO)
      if isatty(STDERR_FILENO) == 1 {
        appError = STDERR_FILENO
      } else if appOutput != STDOUT_FILENO, FileSystem.sameFile(STDOUT_FILENO, STDERR_FILENO) {
        // `2>&1`: one pipe for both keeps their order exactly.
        appError = appOutput
      } else {
        appError = try makePipe(for: STDERR_FILENO)
      }
    }
    var channel: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &channel) == 0
    else {
      closeAll()
      throw IOError("socketpair", "could not make the message channel")
    }
    let bounds = limits.spawnLimits(mask: PrivateFiles.userMask)
    let spawned = ProcessTree.register {
      let result = Spawner.shared.spawn(
        executable.path, argumentZero: argumentZero, arguments: arguments, environment: environment,
        directory: directory, input: input, output: appOutput, error: appError, channel: channel[1],
        limits: bounds)
      return (result, (try? result.get()) ?? -1)
    }
    for end in writeEnds { close(end) }
    writeEnds = []
    close(channel[1])
    switch spawned {
    case .failure(let error):
      closeAll()
      close(channel[0])
      throw error
    case .success(let pid):
      self.pid = pid
    }
    self.pipes = pipes
    channelDescriptor = channel[0]
    pidDescriptor = cspawn_pidfd_open(pid)
  }

  deinit {
    for descriptor in pipes.map(\.descriptor) + [channelDescriptor, pidDescriptor] where descriptor >= 0 {
      close(descriptor)
    }
  }

  /// Waits for the app to end, passing on its output (with the stream it belongs to, 0 for the
  /// log) and its channel's lines as they come, and stopping it when `timeLimit` rings while
  /// `limited()` (a timer of the caller's clock rings it) or on cancellation. When `onOutput` returns false, nobody reads that stream any more: its pipe
  /// is closed, so the app's next write to it fails (SIGPIPE), as with a closed pipe of its own.
  func wait(
    timeLimit: Cancellation?, limited: () -> Bool, cancellation: Cancellation,
    onOutput: (_ chunk: [UInt8], _ stream: Int32) -> Bool, onMessage: ([UInt8]) -> Void
  ) -> (Termination, Stop?) {
    let clock = ContinuousClock()
    var termination: Termination?
    var stop: Stop?
    var killAt: ContinuousClock.Instant?
    var drainUntil: ContinuousClock.Instant?
    var pending: [UInt8] = []
    var scanned = 0  // bytes of `pending` already searched for a newline
    var buffer = [UInt8](repeating: 0, count: 65536)

    while true {
      let limitApplies = timeLimit != nil && limited()
      if pipes.allSatisfy({ $0.descriptor < 0 }), channelDescriptor < 0 {
        // Both pipes closed: the app is gone or going (or pidfd is unavailable here).
        if termination == nil {
          ProcessTree.stop(root: pid)
          termination = reap()
        }
        break
      }
      if let drainUntil, clock.now >= drainUntil { break }
      if termination == nil, stop == nil {
        if let reason = cancellation.reason {
          stop = .cancelled(reason)
        } else if limitApplies, timeLimit?.reason != nil {
          stop = .timedOut
        }
        if stop != nil {
          kill(-pid, SIGTERM)
          killAt = clock.now + Self.terminationGrace
        }
      }
      if termination == nil, let at = killAt, clock.now >= at {
        ProcessTree.stop(root: pid)
        killAt = nil
      }

      var descriptors: [pollfd] = []
      for descriptor in pipes.map(\.descriptor) + [channelDescriptor] where descriptor >= 0 {
        descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      }
      if termination == nil {
        descriptors.append(pollfd(fd: pidDescriptor, events: Int16(POLLIN), revents: 0))
        if stop == nil {
          descriptors.append(pollfd(fd: cancellation.descriptor, events: Int16(POLLIN), revents: 0))
          if limitApplies, let timeLimit {
            descriptors.append(pollfd(fd: timeLimit.descriptor, events: Int16(POLLIN), revents: 0))
          }
        }
      }
      let wakeAt = [killAt, drainUntil].compactMap { $0 }.min()
      let timeout =
        wakeAt.map { at -> Int32 in
          let remaining = clock.now.duration(to: at)
          return remaining <= .zero ? 0 : Int32(min(remaining.milliseconds + 1, 60_000))
        } ?? -1
      if Syscall.poll(&descriptors, timeout: timeout) < 0 { break }

      for entry in descriptors where entry.revents != 0 {
        if entry.fd == pidDescriptor {
          // Exited but not yet reaped, so its pid cannot be reused: stop whatever it left
          // behind, then reap.
          ProcessTree.stop(root: pid)
          termination = reap()
          drainUntil = clock.now + Self.drainGrace
        } else if let index = pipes.firstIndex(where: { $0.descriptor == entry.fd }) {
          switch Syscall.readReady(entry.fd, into: &buffer) {
          case .bytes(let bytes):
            if termination != nil { drainUntil = clock.now + Self.drainGrace }
            if !onOutput(Array(bytes), pipes[index].stream) {
              close(entry.fd)
              pipes[index].descriptor = -1
            }
          case .notYet: break
          case .ended:
            close(entry.fd)
            pipes[index].descriptor = -1
          }
        } else if entry.fd == channelDescriptor {
          switch Syscall.readReady(entry.fd, into: &buffer) {
          case .bytes(let bytes):
            if termination != nil { drainUntil = clock.now + Self.drainGrace }
            pending.append(contentsOf: bytes)
            while let newline = pending[scanned...].firstIndex(of: 0x0A) {
              onMessage(Array(pending[..<newline]))
              pending.removeSubrange(...newline)
              scanned = 0
            }
            scanned = pending.count
            if pending.count > Self.maximumMessage, stop == nil, termination == nil {
              pending = []
              scanned = 0
              stop = .messageTooLarge
              close(entry.fd)
              channelDescriptor = -1
              ProcessTree.stop(root: pid)
            }
          case .notYet: break
          case .ended:
            close(entry.fd)
            channelDescriptor = -1
          }
        }
      }
    }
    if termination == nil {
      ProcessTree.stop(root: pid)
      termination = reap()
    }
    if !pending.isEmpty { onMessage(pending) }
    return (termination!, stop)
  }

  private func reap() -> Termination {
    defer { ProcessTree.forget(pid) }
    do {
      return try Syscall.wait(for: pid)
    } catch {
      // Only a bug (our child, waited for twice) gets here: the status is unknown.
      return .exited(-1)
    }
  }
}
