import Foundation
import Synchronization

/// Runs an outside program found on the PATH (curl, openssl, python3, zbarimg, a shell) to its
/// end: its status, its standard output, and its standard error apart (where programs put
/// noise: zbarimg's D-Bus complaints, curl's progress).
enum Program {
  static func run(_ arguments: [String], stdin: Data? = nil) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let input = stdin.map { _ in Pipe() }
    if let input { process.standardInput = input }
    try process.run()
    if let input, let stdin {
      input.fileHandleForWriting.write(stdin)
      try input.fileHandleForWriting.close()
    }
    // Standard error is drained on a thread of its own, so neither pipe can fill and stall.
    let errorText = Mutex("")
    let done = DispatchSemaphore(value: 0)
    let errorHandle = errors.fileHandleForReading
    Thread.detachNewThread {
      let text = String(decoding: errorHandle.readDataToEndOfFile(), as: UTF8.self)
      errorText.withLock { $0 = text }
      done.signal()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self), errorText.withLock { $0 })
  }
}
