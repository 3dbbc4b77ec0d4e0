import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost

/// A worker's record of a run, as the coordinator reads it from the database: input to check,
/// not truth to copy. Only what is the worker's to say is taken (how the run ended, its result,
/// error, location, diagnostics, log, duration, exit status and signal), each checked for its
/// type and size; the run's identifier, app, source, input and start stay the coordinator's
/// own (its placeholder), so a forged row cannot rename the run or move its history record.
enum WorkerRecord {
  /// Why a worker's record was not taken, as a sentence.
  struct Refusal: Error, Equatable, CustomStringConvertible {
    /// What was wrong, such as "its status \"exploded\" is not one SuperSwift knows".
    let description: String
  }

  /// The most output files a record may name.
  static let fileLimit = 10_000
  /// The most a `location` (`path:line`) may be, in bytes.
  static let locationLimit = 4096
  /// The most an output file's content type may be, in bytes.
  static let contentTypeLimit = 255

  /// `placeholder` with the worker's outcome from `text` (the record's JSON text, at most
  /// `limit` bytes), or why it cannot be taken. Output files keep the worker's names and types;
  /// where they are written is the coordinator's to decide (their `url` is left empty here).
  static func read(_ text: String, placeholder: RunRecord, limit: Int) -> Result<RunRecord, Refusal> {
    Result(catching: { () throws(Refusal) in try take(text, placeholder: placeholder, limit: limit) })
  }

  private static func take(_ text: String, placeholder: RunRecord, limit: Int) throws(Refusal) -> RunRecord {
    let size = text.utf8.count
    guard size <= limit else { throw Refusal(description: "it is \(size) bytes, more than the limit of \(limit)") }
    guard let json = JSON(parsing: Data(text.utf8)), case .object = json else {
      throw Refusal(description: "it is not a JSON object")
    }
    var record = placeholder
    guard case .string(let statusText)? = json["status"] else { throw Refusal(description: "it has no status") }
    guard let status = RunStatus(rawValue: statusText), status.isFinal else {
      throw Refusal(description: "its status \(quoted(statusText)) is not one a finished run can have")
    }
    record.status = status
    record.result = try result(json["result"])
    record.error = try string(json["error"], "error")
    record.location = try string(json["location"], "location")
    if let location = record.location, location.utf8.count > locationLimit {
      throw Refusal(description: "its location is \(location.utf8.count) bytes, more than \(locationLimit)")
    }
    record.diagnostics = try string(json["diagnostics"], "diagnostics")
    record.log = try string(json["log"], "log") ?? ""
    switch json["duration"] {
    case nil, .null?: break
    case .number(let seconds)? where seconds.isFinite && seconds >= 0 && seconds <= 1e9:
      record.duration = seconds
    default: throw Refusal(description: "its duration is not a number of seconds")
    }
    record.exitStatus = try int32(json["exitStatus"], "exit status")
    record.signal = try int32(json["signal"], "signal")
    record.resultApart = nil
    return record
  }

  private static func result(_ value: JSON?) throws(Refusal) -> DeliveredResult? {
    guard let value, value != .null else { return nil }
    guard let result = DeliveredResult(json: value) else {
      throw Refusal(description: "its result is not one SuperSwift knows")
    }
    guard case .files(let files) = result else { return result }
    guard files.count <= fileLimit else {
      throw Refusal(description: "it names \(files.count) output files, more than \(fileLimit)")
    }
    var checked: [DeliveredFile] = []
    for file in files {
      if let problem = OutputFileNames.problem(with: file.name) { throw Refusal(description: problem) }
      guard file.contentType.utf8.count <= contentTypeLimit,
        !file.contentType.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
      else { throw Refusal(description: "the output file \(quoted(file.name)) has a content type that is not one") }
      guard file.size >= 0 else { throw Refusal(description: "the output file \(quoted(file.name)) has no size") }
      // Where the worker wrote it means nothing here.
      checked.append(
        DeliveredFile(name: file.name, contentType: file.contentType, url: URL(fileURLWithPath: "/"), size: file.size))
    }
    if let problem = OutputFileNames.problem(with: checked.map(\.name)) { throw Refusal(description: problem) }
    return .files(checked)
  }

  private static func string(_ value: JSON?, _ name: String) throws(Refusal) -> String? {
    switch value {
    case nil, .null?: return nil
    case .string(let text)?: return text
    default: throw Refusal(description: "its \(name) is not text")
    }
  }

  private static func int32(_ value: JSON?, _ name: String) throws(Refusal) -> Int32? {
    switch value {
    case nil, .null?: return nil
    case .number(let number)?:
      guard let whole = Int32(exactly: number) else { break }
      return whole
    default: break
    }
    throw Refusal(description: "its \(name) is not a whole number a process can end with")
  }

  /// `text` in quotes, shortened and without control characters, for a sentence.
  static func quoted(_ text: String) -> String {
    let shown = String(text.unicodeScalars.prefix(80).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    return "\"\(shown)\(text.unicodeScalars.count > 80 ? "…" : "")\""
  }
}
