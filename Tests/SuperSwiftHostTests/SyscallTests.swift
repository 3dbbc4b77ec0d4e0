import Foundation
import Synchronization
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

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

  @Test("a file is read whole at its size, an empty one as nothing; bytes with no contiguous storage are written too")
  func readAllFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("syscall-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for size in [0, 1, 16383, 16384, 16385, 3_000_001] {
      let payload = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) }
      let url = folder.appendingPathComponent("\(size)")
      // A lazy map has no contiguous storage: the write copies it first.
      try ScratchFile.write(payload.lazy.map { $0 }, to: url)
      let descriptor = open(url.path, O_RDONLY)
      defer { close(descriptor) }
      let read = try Syscall.readAll(descriptor)
      #expect(read.count == size)
      #expect(read == payload)
    }
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

  @Test(
    "a ready read gives bytes, then the end; nothing yet on an empty non-blocking pipe; a bad descriptor ends with its errno"
  )
  func readyReads() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    var buffer = [UInt8](repeating: 0, count: 4)
    guard case .notYet = Syscall.readReady(ends[0], into: &buffer) else {
      Issue.record("an empty pipe read as something")
      return
    }
    try Syscall.writeAll(Array("hello".utf8), to: ends[1])
    close(ends[1])
    var read: [UInt8] = []
    while case .bytes(let bytes) = Syscall.readReady(ends[0], into: &buffer) { read += bytes }
    #expect(String(decoding: read, as: UTF8.self) == "hello")
    guard case .ended(nil) = Syscall.readReady(ends[0], into: &buffer) else {
      Issue.record("a closed pipe did not read as its end")
      return
    }
    guard case .ended(let error?) = Syscall.readReady(-1, into: &buffer) else {
      Issue.record("a bad descriptor did not end with an error")
      return
    }
    #expect(error.errno == EBADF && error.call == "read")
  }

  @Test("accept hands over a connection close-on-exec with its peer; a closed listener is an error with errno")
  func accepting() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        #expect(bind(listener, $0, length) == 0)
        #expect(getsockname(listener, $0, &length) == 0)
      }
    }
    #expect(listen(listener, 4) == 0)
    let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(client) }
    withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { #expect(connect(client, $0, length) == 0) }
    }
    let accepted = try Syscall.accept(listener)
    defer { close(accepted.descriptor) }
    #expect(fcntl(accepted.descriptor, F_GETFD) & FD_CLOEXEC != 0)
    #expect(accepted.peer.ss_family == sa_family_t(AF_INET))
    close(listener)
    #expect(throws: IOError.self) { try Syscall.accept(listener) }
  }

  @Test("a process exists while it runs and not once reaped; removing a file that is gone is no error")
  func processesAndFiles() throws {
    #expect(Syscall.processExists(getpid()))
    #expect(Syscall.processExists(1))  // init: not ours to signal (EPERM), but there
    let child = fork()
    if child == 0 { _exit(0) }
    _ = try Syscall.wait(for: child)
    #expect(!Syscall.processExists(child))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("syscall-\(UUID().uuidString)").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
    try Syscall.removeFile(path, action: "could not remove \(path)")
    #expect(!FileManager.default.fileExists(atPath: path))
    try Syscall.removeFile(path, action: "could not remove \(path)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("syscall-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = try #require(throws: IOError.self) {
      try Syscall.removeFile(folder.path, action: "could not remove it")
    }
    #expect(error.errno == EISDIR && error.description.hasPrefix("could not remove it: "))
  }
}
