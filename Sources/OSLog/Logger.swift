// OSLog on Linux: Apple's unified logging has no counterpart here, so each message is written
// to standard error, one line each with its level and category (`[error] Sync: failed`), where
// a run's log collects it (`superswift history --log`). Interpolated values are written as
// they are: the log is the app owner's own, so `privacy:` changes nothing, as in a debug
// build on a Mac.
@_exported import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How private an interpolated value is (accepted; values are written as they are).
public struct OSLogPrivacy: Equatable, Sendable {
  let name: String
  /// Shown.
  public static let `public` = OSLogPrivacy(name: "public")
  /// Redacted on Apple's systems outside a debugger.
  public static let `private` = OSLogPrivacy(name: "private")
  /// Redacted always on Apple's systems.
  public static let sensitive = OSLogPrivacy(name: "sensitive")
  /// As the value's type decides.
  public static let auto = OSLogPrivacy(name: "auto")
  /// Redacted, with a hash of the value (accepted).
  public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
  /// Redacted, with a hash of the value (accepted).
  public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
  /// Redacted, with a hash of the value (accepted).
  public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
  /// A redaction's mask.
  public struct Mask: Equatable, Sendable {
    /// A hash of the value.
    public static let hash = Mask()
    /// None.
    public static let none = Mask()
  }
}

/// How an interpolated number is written (accepted; numbers are written as Swift writes them).
public struct OSLogIntegerFormatting: Sendable {
  /// Decimal.
  public static let decimal = OSLogIntegerFormatting()
  /// Hexadecimal.
  public static let hex = OSLogIntegerFormatting()
  /// Octal.
  public static let octal = OSLogIntegerFormatting()
  /// Decimal, with a minimum number of digits.
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
    .decimal
  }
  /// Hexadecimal, with options.
  public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false)
    -> OSLogIntegerFormatting
  { .hex }
}

/// How an interpolated floating-point number is written (accepted).
public struct OSLogFloatFormatting: Sendable {
  /// Fixed point.
  public static let fixed = OSLogFloatFormatting()
  /// Fixed point, with a precision.
  public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false)
    -> OSLogFloatFormatting
  { .fixed }
  /// Exponential.
  public static let exponential = OSLogFloatFormatting()
  /// Hexadecimal.
  public static let hex = OSLogFloatFormatting()
}

/// How an interpolated value is aligned (accepted).
public struct OSLogStringAlignment: Sendable {
  /// None.
  public static let none = OSLogStringAlignment()
  /// Right-aligned in a column.
  public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .none }
  /// Left-aligned in a column.
  public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .none }
}

/// A message to log, written with interpolation: `"Loaded \(count, privacy: .public) items"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  /// The message's text.
  public let text: String

  /// A message of literal text.
  public init(stringLiteral value: String) { text = value }

  /// A message built by interpolation.
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// What `OSLogMessage`'s interpolations append: any value, with Apple's options accepted.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""

  /// Room for the literal parts.
  public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

  /// Literal text.
  public mutating func appendLiteral(_ literal: String) { text += literal }

  /// A value, with its privacy.
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto, attributes: String = ""
  ) {
    text += String(describing: value())
  }

  /// A value, aligned, with its privacy.
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto
  ) {
    text += String(describing: value())
  }

  /// An integer, formatted, with its privacy.
  public mutating func appendInterpolation<T: BinaryInteger>(
    _ value: @autoclosure () -> T, format: OSLogIntegerFormatting, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += String(value())
  }

  /// A floating-point number, formatted, with its privacy.
  public mutating func appendInterpolation<T: BinaryFloatingPoint & CustomStringConvertible>(
    _ value: @autoclosure () -> T, format: OSLogFloatFormatting, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += value().description
  }
}

/// A message's level.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
  /// The level's number, as Apple's.
  public let rawValue: UInt8
  /// A level.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The default level (notice).
  public static let `default` = OSLogType(rawValue: 0)
  /// Information.
  public static let info = OSLogType(rawValue: 1)
  /// Debugging.
  public static let debug = OSLogType(rawValue: 2)
  /// An error.
  public static let error = OSLogType(rawValue: 16)
  /// A fault.
  public static let fault = OSLogType(rawValue: 17)

  /// The level as a log line names it.
  var name: String {
    switch rawValue {
    case 1: "info"
    case 2: "debug"
    case 16: "error"
    case 17: "fault"
    default: "notice"
    }
  }
}

/// A log of a subsystem and category (the older API's handle).
public final class OSLog: Sendable {
  /// The subsystem, such as the app's bundle identifier.
  public let subsystem: String
  /// The category, such as a part of the app.
  public let category: String
  /// A log of a subsystem and category.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }
  /// The default log.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that writes nothing.
  public static let disabled = OSLog(subsystem: "", category: "disabled")

  /// Whether messages of `type` are written (all are, except to the disabled log).
  public func isEnabled(type: OSLogType) -> Bool { self !== OSLog.disabled }

  /// Writes one line to standard error: the level, the category and the message.
  func write(_ type: OSLogType, _ message: String) {
    guard isEnabled(type: type) else { return }
    let prefix = category.isEmpty ? "[\(type.name)] " : "[\(type.name)] \(category): "
    let line = Array((prefix + message + "\n").utf8)
    line.withUnsafeBufferPointer { _ = Glibc.write(2, $0.baseAddress, $0.count) }
  }
}

/// Apple's logger (iOS 14): `Logger(subsystem: "app", category: "sync").error("…")`.
public struct Logger: Sendable {
  let log: OSLog

  /// A logger of a subsystem and category.
  public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
  /// The default logger.
  public init() { log = .default }
  /// A logger writing to `logObj`.
  public init(_ logObj: OSLog) { log = logObj }

  /// Logs at a level.
  public func log(level: OSLogType, _ message: OSLogMessage) { log.write(level, message.text) }
  /// Logs at the default level.
  public func log(_ message: OSLogMessage) { log.write(.default, message.text) }
  /// Logs for tracing (debug).
  public func trace(_ message: OSLogMessage) { log.write(.debug, message.text) }
  /// Logs for debugging.
  public func debug(_ message: OSLogMessage) { log.write(.debug, message.text) }
  /// Logs information.
  public func info(_ message: OSLogMessage) { log.write(.info, message.text) }
  /// Logs a notice (the default level).
  public func notice(_ message: OSLogMessage) { log.write(.default, message.text) }
  /// Logs a warning (an error on Apple's systems).
  public func warning(_ message: OSLogMessage) { log.write(.error, message.text) }
  /// Logs an error.
  public func error(_ message: OSLogMessage) { log.write(.error, message.text) }
  /// Logs a critical fault.
  public func critical(_ message: OSLogMessage) { log.write(.fault, message.text) }
  /// Logs a fault.
  public func fault(_ message: OSLogMessage) { log.write(.fault, message.text) }
}

/// Logs a message of the older API: a C format (`%@`, `%d`, `%{public}@`) filled with `args`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
  log.write(type, formatted(message, args))
}

/// Logs a message of the older API at a level.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
  log.write(type, formatted(message, args))
}

/// An older-API message's C format filled with `args`; privacy annotations (`%{public}@`) are
/// dropped before formatting, as they print nothing.
private func formatted(_ message: StaticString, _ args: [any CVarArg]) -> String {
  var format = "\(message)"
  while let open = format.range(of: "%{"), let close = format[open.upperBound...].firstIndex(of: "}") {
    format.replaceSubrange(open.lowerBound...close, with: "%")
  }
  return String(format: format, arguments: args)
}

/// Marks intervals for Instruments (accepted: nothing records them on Linux).
public struct OSSignposter: Sendable {
  /// A signposter of a subsystem and category.
  public init(subsystem: String, category: String) {}
  /// A signposter for a logger.
  public init(logger: Logger) {}
  /// The disabled signposter.
  public static let disabled = OSSignposter(subsystem: "", category: "")
  /// A new interval's identifier.
  public func makeSignpostID() -> OSSignpostID { OSSignpostID() }
  /// Begins an interval.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = OSSignpostID()) -> OSSignpostIntervalState {
    OSSignpostIntervalState()
  }
  /// Ends an interval.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
  /// Marks an event.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = OSSignpostID()) {}
  /// Runs `task` as an interval.
  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = OSSignpostID(), around task: () throws -> T
  )
    rethrows -> T
  { try task() }
}

/// An interval's identifier.
public struct OSSignpostID: Sendable, Hashable {
  /// A new identifier.
  public init() {}
  /// An identifier for `log`.
  public init(log: OSLog) {}
  /// The identifier for events with no interval.
  public static let exclusive = OSSignpostID()
}

/// An interval in progress.
public struct OSSignpostIntervalState: Sendable {}
