import CLibPQ
import Foundation

/// A value sent with a statement: text (PostgreSQL reads it as the parameter's type), bytes
/// (a `bytea`, sent in binary), or NULL.
enum PostgresValue: Sendable {
  case text(String)
  case bytes(Data)
  case null
}

/// What went wrong talking to PostgreSQL, kept as data: libpq's message, the SQLSTATE when the
/// server sent one, and whether the connection itself is gone (then reconnecting may help).
struct PostgresError: Error, CustomStringConvertible {
  var message: String
  var sqlState: String?
  var connectionLost: Bool

  var description: String {
    "PostgreSQL: \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
      + (sqlState.map { " (SQLSTATE \($0))" } ?? "")
  }
}

/// One libpq connection. Not safe to use from two threads at once: `Database` and `Listener`
/// each own theirs and use it from one place at a time.
final class PostgresConnection: @unchecked Sendable {
  private let handle: OpaquePointer
  /// The statements prepared on this connection, by their text: each is parsed and planned by
  /// the server once, not at every run (a queued run sends the same few statements each time).
  /// A statement is prepared at its second use: one sent once (the schema's) is sent whole.
  private var prepared: [String: String] = [:]
  /// The statements sent once so far, which their next use prepares.
  private var seenOnce: Set<String> = []
  /// The most statements one connection prepares (and remembers having seen); any more are
  /// sent whole each time: a text that varies must not grow either side's memory without end.
  static let preparedLimit = 64

  /// Connects to `url` (`postgres://user@host:port/db` or a conninfo string), naming the
  /// session `applicationName` (in `pg_stat_activity`, where the reaper looks for workers).
  init(url: String, applicationName: String) throws(PostgresError) {
    // The URL as libpq takes it, with the session's name added as a keyword of its own.
    let keywords = ["dbname", "application_name", "connect_timeout"]
    let values = [url, applicationName, "5"]
    var keywordPointers = keywords.map { strdup($0) } + [nil]
    var valuePointers = values.map { strdup($0) } + [nil]
    defer {
      for pointer in keywordPointers { free(pointer) }
      for pointer in valuePointers { free(pointer) }
    }
    let connection: OpaquePointer? = keywordPointers.withUnsafeMutableBufferPointer { keys in
      valuePointers.withUnsafeMutableBufferPointer { vals in
        keys.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: keys.count) { k in
          vals.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: vals.count) { v in
            PQconnectdbParams(k, v, 1)
          }
        }
      }
    }
    guard let connection else { throw PostgresError(message: "out of memory", sqlState: nil, connectionLost: true) }
    guard PQstatus(connection) == CONNECTION_OK else {
      let message = String(cString: PQerrorMessage(connection))
      PQfinish(connection)
      throw PostgresError(message: message, sqlState: nil, connectionLost: true)
    }
    handle = connection
    // The server's notices ("relation already exists, skipping") are not the user's business.
    PQsetNoticeProcessor(connection, { _, _ in }, nil)
  }

  deinit { PQfinish(handle) }

  /// The socket, to wait on for notifications.
  var socket: Int32 { PQsocket(handle) }

  /// Whether the connection still works as far as libpq knows.
  var isOK: Bool { PQstatus(handle) == CONNECTION_OK }

  /// The name `sql` is prepared under on this connection, preparing it now if it is not yet;
  /// `nil` at its first use, past `preparedLimit`, or when preparing failed (the statement is
  /// then sent whole, and the server's answer says what is wrong with it).
  private func statementName(for sql: String, parameters: Int32) -> String? {
    if let name = prepared[sql] { return name }
    guard prepared.count < Self.preparedLimit else { return nil }
    guard seenOnce.remove(sql) != nil else {
      if seenOnce.count < Self.preparedLimit * 4 { seenOnce.insert(sql) }
      return nil
    }
    let name = "superswift_\(prepared.count)"
    guard let result = PQprepare(handle, name, sql, parameters, nil) else { return nil }
    defer { PQclear(result) }
    guard PQresultStatus(result) == PGRES_COMMAND_OK else { return nil }
    prepared[sql] = name
    return name
  }

  /// Runs one statement with `$1…` parameters; returns its rows, each value as text (NULL as
  /// `nil`), or with `binary`, as bytes. A text parameter holding U+0000 is refused (PostgreSQL
  /// text cannot hold it): send such a value as bytes, or escaped.
  @discardableResult
  func execute(_ sql: String, _ parameters: [PostgresValue] = [], binary: Bool = false) throws(PostgresError)
    -> [[Data?]]
  {
    // libpq reads a text parameter up to its first NUL: one would cut the value short, silently.
    for (position, value) in parameters.enumerated() {
      if case .text(let text) = value, text.utf8.contains(0) {
        throw PostgresError(
          message: "parameter $\(position + 1) holds U+0000, which a PostgreSQL text value cannot hold",
          sqlState: nil, connectionLost: false)
      }
    }
    var buffers: [Data?] = parameters.map { value in
      switch value {
      case .text(let text): Data(text.utf8) + Data([0])
      case .bytes(let bytes): bytes
      case .null: nil
      }
    }
    let formats: [Int32] = parameters.map { if case .bytes = $0 { 1 } else { 0 } }
    let lengths: [Int32] = buffers.map { Int32($0?.count ?? 0) }
    let result: OpaquePointer? = buffers.withUnsafeMutableBufferPointer { buffers in
      // Every buffer stays alive (and unmoved) while libpq reads it.
      var pointers: [UnsafePointer<CChar>?] = []
      var pinned: [UnsafeMutableRawPointer] = []
      defer { for pointer in pinned { pointer.deallocate() } }
      for buffer in buffers {
        guard let buffer else {
          pointers.append(nil)
          continue
        }
        let copy = UnsafeMutableRawPointer.allocate(byteCount: max(buffer.count, 1), alignment: 1)
        buffer.copyBytes(to: copy.assumingMemoryBound(to: UInt8.self), count: buffer.count)
        pinned.append(copy)
        pointers.append(UnsafePointer(copy.assumingMemoryBound(to: CChar.self)))
      }
      if let name = statementName(for: sql, parameters: Int32(parameters.count)) {
        return PQexecPrepared(handle, name, Int32(parameters.count), pointers, lengths, formats, binary ? 1 : 0)
      }
      return PQexecParams(
        handle, sql, Int32(parameters.count), nil, pointers, lengths, formats, binary ? 1 : 0)
    }
    guard let result else {
      throw PostgresError(message: String(cString: PQerrorMessage(handle)), sqlState: nil, connectionLost: !isOK)
    }
    defer { PQclear(result) }
    switch PQresultStatus(result) {
    case PGRES_COMMAND_OK, PGRES_TUPLES_OK: break
    default:
      let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
      // The primary message: the full one may carry the failing row itself (megabytes, and the
      // very value that was refused).
      let primary = PQresultErrorField(result, Int32(UInt8(ascii: "M"))).map { String(cString: $0) }
      throw PostgresError(
        message: primary ?? String(cString: PQresultErrorMessage(result)), sqlState: state,
        connectionLost: !isOK || state?.hasPrefix("08") == true || state == "57P01")
    }
    var rows: [[Data?]] = []
    let columns = PQnfields(result)
    for row in 0..<PQntuples(result) {
      var values: [Data?] = []
      for column in 0..<columns {
        if PQgetisnull(result, row, column) == 1 {
          values.append(nil)
        } else {
          let length = Int(PQgetlength(result, row, column))
          values.append(Data(bytes: PQgetvalue(result, row, column), count: length))
        }
      }
      rows.append(values)
    }
    return rows
  }

  /// The notifications that have arrived, after reading what the socket has; throws when the
  /// connection is gone.
  func notifications() throws(PostgresError) -> [(channel: String, payload: String)] {
    guard PQconsumeInput(handle) == 1 else {
      throw PostgresError(message: String(cString: PQerrorMessage(handle)), sqlState: nil, connectionLost: true)
    }
    var found: [(String, String)] = []
    while let notify = PQnotifies(handle) {
      found.append((String(cString: notify.pointee.relname), String(cString: notify.pointee.extra)))
      PQfreemem(notify)
    }
    return found
  }
}

extension Array where Element == Data? {
  /// The value at `index` as text.
  func text(_ index: Int) -> String? {
    guard index < count, let value = self[index] else { return nil }
    return String(decoding: value, as: UTF8.self)
  }
}
