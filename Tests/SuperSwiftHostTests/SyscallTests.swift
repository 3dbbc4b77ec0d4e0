import Foundation
import Synchronization
import Testing

@testable import SuperSwiftHost

#if canImport(Glibc)
  import Glibc
#endif

/// The POSIX layer: signals retried in one place, errors that keep their call and `errno`, wait
/// statuses and `/proc` parsed by pure functions.
@Suite("Syscall")
struct SyscallTests {
  @Test(
    "wait statuses decode as WIFEXITED and WTERMSIG do",
    arguments: [
      (Int32(0), WaitStatus.exited(0), Int32(0)),
      (0x0100, .exited(1), 1),
      (0xff00, .exited(255), 255),
      (9, .signaled(9), 137),
      (0x80 | 11, .signaled(11), 139),  // a core dump sets 0x80 beside the signal
      (15, .signaled(15), 143),
    ])
  func waitStatus(raw: Int32, status: WaitStatus, shell: Int32) {
    #expect(WaitStatus(raw: raw) == status)
    #expect(status.shellStatus == shell)
  }

  @Test("a real child's status comes back through the layer")
  func realWait() throws {
    let exited = try Subprocess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo hi; exit 3"])
    #expect(exited.status == 3)
    #expect(exited.text == "hi\n")
    let killed = try Subprocess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "kill -9 $$"])
    #expect(killed.status == 137)
  }

  @Test("a call interrupted by a signal is made again; any other failure is returned")
  func retrying() {
    var calls = 0
    let result = Syscall.retrying { () -> Int32 in
      calls += 1
      if calls < 3 {
        errno = EINTR
        return -1
      }
      return 7
    }
    #expect(result == 7)
    #expect(calls == 3)

    calls = 0
    let failed = Syscall.retrying { () -> Int32 in
      calls += 1
      errno = EBADF
      return -1
    }
    #expect(failed == -1)
    #expect(calls == 1)
  }

  @Test("a failure keeps its call and errno; its sentence says what the host was doing and why")
  func errorsAsData() throws {
    let missing = "/nonexistent-\(UUID().uuidString)/file"
    #expect {
      try Syscall.open(missing, O_RDONLY, action: "could not read \(missing)")
    } throws: { error in
      guard let error = error as? IOError else { return false }
      return error.errno == ENOENT && error.call == "open"
        && error.description == "could not read \(missing): No such file or directory"
    }
    #expect(ScratchFile.read(URL(fileURLWithPath: missing)) == nil)
    #expect(throws: IOError.self) { try ScratchFile.write([1], to: URL(fileURLWithPath: missing)) }
  }

  @Test("all bytes are written through a pipe a reader drains slowly; a gone peer is EPIPE")
  func writeAll() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let payload = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let reader = ends[0]
    let received = Mutex<[UInt8]>([])
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let bytes = (try? Syscall.readAll(reader)) ?? []  // the test compares what arrived
      received.withLock { $0 = bytes }
      done.signal()
    }
    try Syscall.writeAll(payload, to: ends[1])
    close(ends[1])
    done.wait()
    close(reader)
    #expect(received.withLock { $0 } == payload)

    var pair: [Int32] = [-1, -1]
    #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
    close(pair[1])
    #expect {
      try Syscall.writeAll([1, 2, 3], to: pair[0], as: .socket)
    } throws: { ($0 as? IOError)?.errno == EPIPE && ($0 as? IOError)?.call == "send" }
    close(pair[0])
  }

  @Test("a stat line's fields are found after the last parenthesis, whatever the name holds")
  func statParsing() {
    let line = "4242 (a (b) c) d) S 1 4242 4000 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 987654 1000 10\n"
    let fields = ProcFiles.parseStat(Array(line.utf8))
    #expect(fields?.first == "S")
    #expect(fields?[3] == "4000")
    #expect(fields?[19] == "987654")
    #expect(ProcFiles.parseStat(Array("no name here".utf8)) == nil)
  }

  @Test("children and task counts parse, and nonsense gives nothing")
  func listParsing() {
    #expect(ProcFiles.parseChildren(Array("12 345 6789 \n".utf8)) == [12, 345, 6789])
    #expect(ProcFiles.parseChildren([]) == [])
    #expect(ProcFiles.parseTaskCount(Array("0.10 0.20 0.30 2/345 6789\n".utf8)) == 345)
    #expect(ProcFiles.parseTaskCount(Array("0.10 0.20".utf8)) == nil)
    #expect(ProcFiles.parseTaskCount(Array("0.10 0.20 0.30 nothing 1".utf8)) == nil)
  }

  @Test("the live /proc agrees with the system calls")
  func liveProc() throws {
    #expect(ProcFiles.session(of: getpid()) == getsid(0))
    let started = try #require(ProcFiles.startTime(of: getpid()))
    #expect(ProcFiles.startTime(of: getpid()) == started)
    #expect((ProcFiles.taskCount() ?? 0) > 0)
    #expect(ProcFiles.stat(of: -5) == nil)
    #expect(ProcFiles.processes().contains(String(getpid())))
    #expect(ProcFiles.environment(of: String(getpid()))?.isEmpty == false)
  }
}
