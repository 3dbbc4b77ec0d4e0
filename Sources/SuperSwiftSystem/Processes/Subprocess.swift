import CSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a helper program (the compiler) to completion and collects what it printed.
///
/// Not Foundation's `Process`: its `waitUntilExit` polls a run loop and adds tens of
/// milliseconds per program, which a cold build of three programs would pay three times.
package enum Subprocess {
  package struct Output {
    package var status: Int32
    package var text: String

    /// An outcome: the exit status and what the program printed.
    package init(status: Int32, text: String) {
      self.status = status
      self.text = text
    }
  }

  /// The caller cancelled while the program ran; it has been killed.
  package struct Cancelled: Error, CustomStringConvertible {
    /// The cancellation, thrown by work that stopped as a program does (a build's).
    package init() {}
    package var description: String { "the run was cancelled" }
  }

  /// Runs `executable` with `arguments`; standard output and error are merged, in order. When
  /// `stop` is cancelled meanwhile, the program (and its process group) is killed and
  /// `Cancelled` thrown, so Ctrl-C never waits for a long compile.
  package static func run(
    _ executable: URL, _ arguments: [String], directory: URL? = nil, environment: [String: String] = [:],
    stop: Cancellation? = nil
  ) throws -> Output {
    var ends: [Int32] = [-1, -1]
    guard cspawn_pipe(&ends) == 0 else { throw IOError("pipe2", "could not make a pipe") }
    let nowhere = open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer { close(nowhere) }
    let spawned = ProcessTree.register {
      let result = Spawner.shared.spawn(
        executable.path, arguments: arguments,
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
        directory: directory?.path, output: ends[1], channel: nowhere)
      return (result, (try? result.get()) ?? -1)
    }
    close(ends[1])
    defer { close(ends[0]) }
    let pid = try spawned.get()
    defer { ProcessTree.forget(pid) }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    var killed = false
    while true {
      if let stop, !killed {
        var ready = [
          pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0),
          pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0),
        ]
        if Syscall.poll(&ready, timeout: -1) <= 0 { continue }
        if ready[1].revents != 0, stop.reason != nil {
          // The whole tree, not only the group: the Swift driver starts each frontend job in a
          // process group of its own, which a group kill would leave compiling (issue 13, 4).
          ProcessTree.stop(root: pid)
          killed = true
        }
        if ready[0].revents == 0 { continue }
      }
      // A read error ends the output as its end does: the status below says how it went.
      guard let chunk = try? Syscall.readSome(ends[0], into: &buffer), !chunk.isEmpty else { break }
      output += chunk
    }
    let status = try Syscall.wait(for: pid)
    if killed { throw Cancelled() }
    return Output(status: status.shellStatus, text: String(decoding: output, as: UTF8.self))
  }
}

extension Subprocess {
  /// Runs an interactive program (an editor) in the foreground, as `git commit` does: in this
  /// process's group, so it owns the terminal (a program in a group of its own is stopped the
  /// moment it reads the keyboard), with the terminal as its input and output. Meanwhile Ctrl-C
  /// and Ctrl-\ are the program's alone: this process ignores them and the program gets them
  /// with their default meaning (and SIGPIPE's, which this process ignores). Returns the
  /// program's status, 128 + N for a signal.
  package static func runInForeground(_ arguments: [String]) throws -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

    let previousInterrupt = signal(SIGINT, SIG_IGN)
    let previousQuit = signal(SIGQUIT, SIG_IGN)
    defer {
      signal(SIGINT, previousInterrupt)
      signal(SIGQUIT, previousQuit)
    }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], nil, &attributes, &argv, environ)
    guard spawned == 0 else {
      throw IOError(errno: spawned, call: "posix_spawnp", action: "could not start \(arguments[0])")
    }
    return try Syscall.wait(for: pid).shellStatus
  }
}
