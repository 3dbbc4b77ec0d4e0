import Foundation

/// A list as a sentence (`Ana, Ben, and Cy`), as Apple's Foundation writes it in English;
/// Linux's Foundation has no `ListFormatter`. Two items are joined with "and" alone, three or
/// more with commas and a final ", and" (the serial comma Apple's English locales use).
open class ListFormatter: Formatter, @unchecked Sendable {
  /// The locale (English wording whatever it is).
  open var locale: Locale! = .current
  /// What each item is formatted with first, if anything.
  open var itemFormatter: Formatter?

  /// A formatter.
  public override init() { super.init() }
  /// A formatter from an archive (nothing is read from it).
  public required init?(coder: NSCoder) { super.init() }

  /// The items as a sentence.
  open class func localizedString(byJoining strings: [String]) -> String { join(strings) }

  /// The items as a sentence, each described by the item formatter or as text; `nil` for
  /// something that is not a list.
  open func string(from items: [Any]) -> String? {
    Self.join(items.map { item in itemFormatter?.string(for: item) ?? "\(item)" })
  }

  /// A list as a sentence; anything else is `nil`.
  open override func string(for obj: Any?) -> String? {
    (obj as? [Any]).flatMap(string(from:))
  }

  static func join(_ strings: [String]) -> String {
    switch strings.count {
    case 0: ""
    case 1: strings[0]
    case 2: "\(strings[0]) and \(strings[1])"
    default: strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
    }
  }
}
