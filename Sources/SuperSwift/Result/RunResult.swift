import Foundation

/// What a run hands back: one kind of result, as the seed's Run Result offers it.
public enum RunResult: Sendable, Hashable {
  /// Text.
  case text(String)
  /// Structured data, which a caller reads as JSON text.
  case json(JSON)
  /// A link.
  case url(URL)
  /// One or more files.
  case files([OutputFile])

  /// A JSON result from any `Encodable` value.
  public static func json(encoding value: some Encodable) throws -> RunResult {
    .json(try JSON(encoding: value))
  }

  /// The kind's name as the protocol and `--json` output spell it.
  public var kind: String { resultKind.rawValue }

  /// Which kind of result this is.
  public var resultKind: ResultKind {
    switch self {
    case .text: .text
    case .json: .json
    case .url: .url
    case .files: .files
    }
  }
}
