import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app's side of the run protocol: reads the envelope, sends the final message, ends.
struct HostConnection: Sendable {
  let envelope: RunEnvelope
  /// The run folder's path. A string, not a `URL`: the start of every run reads from it, and
  /// a `URL`'s first use costs a no-op app a tenth of its start.
  let runDirectory: String
  let channel: Int32

  /// The connection named by the environment, or `nil` when the app was started by hand.
  static func fromEnvironment() -> HostConnection? {
    guard let directory = EnvironmentVariable.value(RunProtocol.runDirectoryVariable) else { return nil }
    guard let channelText = EnvironmentVariable.value(RunProtocol.channelVariable),
      let channel = Int32(channelText),
      let bytes = ChannelSyscalls.readFile(Self.path(RunProtocol.inputFileName, in: directory)),
      let json = JSON(parsing: bytes),
      let envelope = RunEnvelope(
        json: json, readApart: { ChannelSyscalls.readText(Self.path($0, in: directory)) })
    else {
      HostConnection.abort("superswift: this app was started with a run folder it cannot read.")
    }
    return HostConnection(envelope: envelope, runDirectory: directory, channel: channel)
  }

  /// The path of `name` in folder `directory`.
  static func path(_ name: String, in directory: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// Sends the final message and ends the process.
  func deliver(_ ending: RunContext.Ending) -> Never {
    let message: FinalMessage
    switch ending {
    case .failed(let text):
      message = .failed(text)
    case .closed:
      message = .closed
    case .finished(nil):
      message = .finished(nil)
    case .finished(let result?):
      do {
        message = .finished(try wire(result))
      } catch {
        message = .failed("Could not save the result's files: \(error.localizedDescription)")
      }
    }
    // A long text result goes in a file of its own beside the message; one that cannot be
    // written there goes in the message, as any other.
    let (json, apart) = message.wire(apartOver: RunProtocol.textApartThreshold)
    if let apart,
      ChannelSyscalls.writeNewFile(Self.path(apart.name, in: runDirectory), text: apart.text)
    {
      send(json)
    } else {
      send(message.json)
    }
    HostConnection.exitNow(0)
  }

  /// Sends one message as a line of JSON, all of it, whatever the pipe's size.
  func send(_ json: JSON) {
    HostConnection.writeLine(json, to: channel)
  }

  /// Serialises writers, so a final message from one thread never lands inside a render
  /// message from another.
  private static let writeLock = Mutex(())

  /// Writes one message as a line of JSON to `channel`, whole.
  static func writeLine(_ json: JSON, to channel: Int32) {
    var line = json.utf8
    line.append(0x0A)
    // A host that is gone stops the write early; there is nobody left to tell.
    writeLock.withLock { _ in _ = ChannelSyscalls.writeAll(line, to: channel) }
  }

  private func wire(_ result: RunResult) throws -> WireResult {
    switch result {
    case .text(let text): return .text(text)
    case .json(let value): return .json(value)
    case .url(let url): return .url(url.absoluteString)
    case .files(let files):
      let folder = URL(fileURLWithPath: runDirectory, isDirectory: true)
      let out = folder.appendingPathComponent(RunProtocol.outputDirectoryName)
      // Private, as the run folder it is in: the host makes nothing here ahead of time.
      try FileManager.default.createDirectory(
        at: out, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      var entries: [WireFile] = []
      for (index, file) in files.enumerated() {
        let relative = "\(RunProtocol.outputDirectoryName)/\(index)"
        try file.data.write(to: folder.appendingPathComponent(relative))
        entries.append(WireFile(name: file.name, contentType: file.type.mimeType, path: relative))
      }
      return .files(entries)
    }
  }

  /// Flushes what the app printed and ends the process at once, without running other
  /// threads' code or static destructors.
  static func exitNow(_ status: Int32) -> Never {
    fflush(nil)
    _exit(status)
  }

  static func abort(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exitNow(70)
  }
}
