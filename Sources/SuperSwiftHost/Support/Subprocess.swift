import CSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a helper program (the compiler) to completion and collects what it printed.
///
/// Not Foundation's `Process`: its `waitUntilExit` polls a run loop and adds tens of
/// milliseconds per program, which a cold build of three programs would pay three times.
enum Subprocess {
  struct Output {
    var status: Int32
    var text: String
  }

  /// The caller cancelled while the program ran; it has been killed.
  struct Cancelled: Error, CustomStringConvertible {
    var description: String { "the run was cancelled" }
  }

  /// Runs `executable` with `arguments`; standard output and error are merged, in order. When
  /// `stop` is cancelled meanwhile, the program (and its process group) is killed and
  /// `Cancelled` thrown, so Ctrl-C never waits for a long compile.
  static func run(
    _ executable: URL, _ arguments: [String], directory: URL? = nil, environment: [String: String] = [:],
    stop: Cancellation? = nil
  ) throws -> Output {
    var ends: [Int32] = [-1, -1]
    guard cspawn_pipe(&ends) == 0 else { throw SystemError("could not make a pipe") }
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
        if poll(&ready, 2, -1) < 0 { continue }
        if ready[1].revents != 0, stop.reason != nil {
          // The whole tree, not only the group: the Swift driver starts each frontend job in a
          // process group of its own, which a group kill would leave compiling (issue 13, 4).
          ProcessTree.stop(root: pid)
          killed = true
        }
        if ready[0].revents == 0 { continue }
      }
      let count = read(ends[0], &buffer, buffer.count)
      if count > 0 {
        output += buffer[0..<count]
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if killed { throw Cancelled() }
    let signal = status & 0x7f
    return Output(
      status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, text: String(decoding: output, as: UTF8.self))
  }
}
