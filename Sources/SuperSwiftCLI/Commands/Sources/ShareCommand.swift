import Foundation
import SuperSwift
import SuperSwiftHost

/// `superswift share ITEM... --to APP`: the share sheet.
enum ShareCommand: Command {
  static let spec = CommandSpec(
    name: "share",
    usage: "superswift share ITEM... --to APP [--file PATH]... [--url URL]... [--text TEXT]...",
    summary: "Share files, links or text with an app (source shareSheet).",
    details: """
      Each ITEM becomes one input item, in order: an existing path is a file, something with a
      URL scheme (https://…, mailto:…) is a URL, anything else is text; '-' reads standard input
      as text. --file, --url and --text force a kind. Shared files get their content type from
      the system's MIME database.

      Examples:
        superswift share https://swift.org --to "Share Handler"
        superswift share report.pdf photo.png --to Archive
        pbpaste | superswift share - --to Notes
      """,
    options: [
      .init(names: ["--to"], value: "APP", help: "The app to share with (name or identifier)."),
      .init(names: ["--pick"], value: nil, help: "Ask which app in a dialog (zenity or kdialog)."),
      .init(names: ["--file"], value: "PATH", help: "Share this path as a file.", repeatable: true),
      .init(names: ["--url"], value: "URL", help: "Share this as a URL.", repeatable: true),
      .init(names: ["--text"], value: "TEXT", help: "Share this as text.", repeatable: true),
    ] + RunOptions.specs)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let context = CLIContext()
    // `share ""` (an empty variable, say) is nothing to share, whatever else is missing.
    if !arguments.positionals.isEmpty, arguments.positionals.allSatisfy({ $0.isEmpty }) {
      throw UsageError("there is nothing to share: the item given is empty; give a file, a link or text", command: spec)
    }
    guard
      let target = try arguments.value("--to")
        ?? (arguments.flag("--pick") ? AppPicker.pick(from: context.library) : nil)
    else {
      throw UsageError("which app? Add --to APP (or --pick to choose in a dialog)", command: spec)
    }
    let options = try RunOptions.parse(arguments, spec: spec)
    let items = try sharedItems(arguments)
    guard !items.isEmpty else { throw UsageError("nothing to share: give files, links or text", command: spec) }
    let (app, id) = try context.resolve(target)
    let request = RunOptions.request(app: app, id: id, source: .shareSheet, items: items, options: options)
    return context.run(request, options: options.output)
  }

  private static func sharedItems(_ arguments: ParsedArguments) throws -> [InputItem] {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    var items: [InputItem] = []
    var readStandardInput = false
    do {
      for (name, value) in arguments.occurrences {
        switch name {
        case "--file": items.append(try InputValidation.file(value, relativeTo: here))
        case "--url": items.append(try InputValidation.url(value))
        case "--text": items.append(.text(value))
        case "" where value == "-":
          guard !readStandardInput else { throw UsageError("'-' can be given once") }
          readStandardInput = true
          items.append(try InputValidation.standardInput())
        case "":
          items.append(try classify(value, relativeTo: here))
        default:
          continue
        }
      }
    } catch let error as InputValidation.Invalid {
      throw UsageError(error.description)
    }
    return items
  }

  /// An existing path is a file; a scheme makes a URL; anything else is text.
  private static func classify(_ word: String, relativeTo here: URL) throws -> InputItem {
    let path = word.hasPrefix("/") ? word : here.appendingPathComponent(word).path
    if FileManager.default.fileExists(atPath: path) {
      return try InputValidation.file(word, relativeTo: here)
    }
    if let scheme = URLSyntax.schemeLength(word), word.count > scheme + 1, !word.contains(where: \.isWhitespace),
      let item = try? InputValidation.url(word)
    {
      return item
    }
    // "notes.txt", "./a", "~/x": a person meant a file that is not there, not the text.
    if looksLikePath(word) {
      throw UsageError("no file \(word) here (\(path)); to share the words themselves, use --text \"\(word)\"")
    }
    return .text(word)
  }

  /// Whether a word reads as a file's path: it has a folder in it, or a short extension after
  /// a name, and no spaces.
  static func looksLikePath(_ word: String) -> Bool {
    guard !word.contains(where: \.isWhitespace), !word.isEmpty else { return false }
    if word.hasPrefix("/") || word.hasPrefix("./") || word.hasPrefix("../") || word.hasPrefix("~/") { return true }
    guard let dot = word.lastIndex(of: "."), dot != word.startIndex else { return false }
    let ext = word[word.index(after: dot)...]
    return (1...5).contains(ext.count) && ext.allSatisfy { $0.isLetter || $0.isNumber }
      && ext.contains(where: \.isLetter)
  }
}
