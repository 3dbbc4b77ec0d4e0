import Foundation

/// Runs a helper program (the compiler) to completion and collects what it printed.
enum Subprocess {
  struct Output {
    var status: Int32
    var text: String
  }

  /// Runs `executable` with `arguments`; standard output and error are merged, in order.
  static func run(_ executable: URL, _ arguments: [String], directory: URL? = nil) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try ProcessTree.register {
      try process.run()
      return ((), process.processIdentifier)
    }
    defer { ProcessTree.forget(process.processIdentifier) }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
  }
}
