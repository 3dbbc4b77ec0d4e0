import Foundation

/// A rate: at most `count` runs started in any window of `period` seconds (`10/1m`). Written
/// as `COUNT/DURATION`, in the manifest and on the command line alike.
public struct RunRate: Codable, Sendable, Equatable, CustomStringConvertible {
  /// The most runs in a window.
  public var count: Int
  /// The window's length, in seconds.
  public var period: Double

  /// A rate of `count` runs per `period` seconds.
  public init(count: Int, period: Double) {
    self.count = count
    self.period = period
  }

  /// Reads `10/1m`, `100/1h`, `1/30s`; throws a sentence for anything else.
  public init(parsing text: String) throws(CronExpression.ParseError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let count = Int(parts[0].trimmingCharacters(in: .whitespaces)) else {
      throw CronExpression.ParseError(description: "a rate is a count and a window, such as 10/1m, not '\(text)'")
    }
    self.count = count
    period = try ScheduleDuration.parse(String(parts[1]))
  }

  /// `10/1m`.
  public var description: String { "\(count)/\(ScheduleDuration.format(period))" }

  /// Reads the written form.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      self = try RunRate(parsing: text)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Writes `10/1m`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
