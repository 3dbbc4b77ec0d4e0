import Foundation

/// What the caller passed in: an ordered list of items, each text, a URL or a file.
public struct RunInput: Sendable, Hashable {
  /// The items, in the order the caller gave them.
  public let items: [InputItem]

  /// Input made of these items.
  public init(items: [InputItem] = []) {
    self.items = items
  }

  /// No input at all.
  public static let empty = RunInput()

  /// Input that is this JSON value, as a Dictionary from Shortcuts arrives:
  /// `runApp("Order", input: .json(["items": [["price": "4.50"]]]))`.
  public static func json(_ value: JSON) -> RunInput {
    RunInput(items: [.text(value.text)])
  }

  /// Input that is this text.
  public static func text(_ value: String) -> RunInput {
    RunInput(items: [.text(value)])
  }

  /// Whether the caller passed nothing.
  public var isEmpty: Bool { items.isEmpty }

  /// The text items joined by newlines, or `nil` if there are none.
  public var text: String? {
    let texts = items.compactMap(\.text)
    return texts.isEmpty ? nil : texts.joined(separator: "\n")
  }

  /// The text input parsed as JSON; `nil` when there is none or it is not valid JSON.
  ///
  /// Shortcuts turns a dictionary or a list into JSON text, so this gives the structure back.
  public var json: JSON? {
    text.flatMap { JSON(parsing: $0) }
  }

  /// The URL items, in order.
  public var urls: [URL] { items.compactMap(\.url) }

  /// The file items, in order.
  public var files: [InputFile] { items.compactMap(\.file) }

  /// Decodes the JSON input into `type`.
  ///
  /// A typed input: the host learns the type's fields from this call (describing them, not
  /// running the rest of the app), so the web page shows a form, `superswift run APP --field
  /// VALUE` takes flags, and bad input is refused before the app runs. `InputFields` adds help
  /// and defaults. Make it the app's first call that does anything.
  ///
  /// Throws `RunInputError.noJSON` when the input is not JSON, or the decoder's error.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    InputSchemaRecorder.describeIfAsked(type)
    guard let json else { throw RunInputError.noJSON }
    return try json.decode(type)
  }
}

/// Why the input could not be read as asked.
public enum RunInputError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// There is no text input, or it is not valid JSON.
  case noJSON

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .noJSON: "The input is not JSON. Pass a dictionary or a list as JSON text."
    }
  }

  /// The sentence too, as an error the app does not catch is reported.
  public var debugDescription: String { description }
}
