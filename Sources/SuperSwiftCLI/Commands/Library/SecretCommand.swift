import Foundation
import SuperSwift
import SuperSwiftHost

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift secret set|list|remove`: an app's secrets, set from standard input, listed by
/// name only.
enum SecretCommand: Command {
  static let spec = CommandSpec(
    name: "secret",
    usage:
      "superswift secret set|list|remove APP [NAME] [--json]\n       superswift secret set APP NAME   (the value on standard input)\n       superswift secret list APP [--json]\n       superswift secret remove APP NAME",
    summary:
      "An app's secrets (API keys): set from standard input, read in the app with RunContext.current.secret(\"NAME\").",
    details: """
      'secret set' reads the value from standard input (on a terminal it asks, without echo);
      never from the command line, where other users and the shell's history would see it.
      Values are kept in the library's .superswift/secrets.json (readable by you alone),
      outside the app's folder: no version, copy or backup of the app holds one. 'secret list'
      shows names and when each was set, never a value. Wherever a run's log, result or error
      would show a value of 6 characters or more, it shows •••••• instead.

      Example:
        superswift secret set Weather API_KEY < key.txt
      """,
    options: [.init(names: ["--json"], value: nil, help: "Print the list as JSON.")])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let words = arguments.positionals
    guard let action = words.first else {
      throw UsageError("say what to do: set, list or remove", command: spec)
    }
    let library = CLIContext().library
    let store = SecretStore(library: library.root)
    func app(_ query: String) throws -> LibraryApp {
      try LibraryCommands.change { try library.app(query) }
    }
    switch action {
    case "set":
      guard words.count == 3 else {
        throw UsageError(
          "give the app and the secret's name; the value comes on standard input (never as an argument)",
          command: spec)
      }
      let target = try app(words[1])
      guard SecretStore.isName(words[2]) else { throw UsageError(SecretStore.Problem.badName(words[2]).description) }
      let value = try readValue(name: words[2])
      do {
        try store.set(words[2], to: value, for: target.id)
      } catch let problem as SecretStore.Problem {
        throw UsageError(problem.description)
      }
      var note = "Set \(words[2]) for \(target.name)"
      if value.count < SecretMask.minimumLength {
        note += " (shorter than \(SecretMask.minimumLength) characters: not masked in logs and results)"
      }
      Console.err(note + "\n")
      return 0
    case "list":
      guard words.count == 2 else { throw UsageError("give the app whose secrets to list", command: spec) }
      let target = try app(words[1])
      let entries = store.entries(of: target.id)
      if arguments.flag("--json") {
        let list = entries.map { entry -> JSON in
          ["name": .string(entry.name), "set": entry.set.map { .string(RunRecord.timestamp($0)) } ?? .null]
        }
        Console.out(JSON.array(list).text(pretty: true) + "\n")
      } else if entries.isEmpty {
        Console.err(
          "\(target.name) has no secrets. Set one: superswift secret set \(Console.shellWord(target.name)) NAME\n")
      } else {
        for entry in entries {
          Console.out(
            "\(entry.name)  \(entry.set.map { "set \(RunRecord.displayTime($0))" } ?? "empty (a copy's: set it)")\n")
        }
      }
      return 0
    case "remove":
      guard words.count == 3 else { throw UsageError("give the app and the secret's name", command: spec) }
      let target = try app(words[1])
      guard try store.remove(words[2], for: target.id) else {
        let names = store.entries(of: target.id).map(\.name)
        throw UsageError(
          "\(target.name) has no secret \(words[2])." + Suggestions.didYouMean(words[2], among: names))
      }
      Console.err("Removed \(words[2]) from \(target.name)\n")
      return 0
    default:
      throw UsageError(
        "unknown action '\(action)': set, list or remove."
          + Suggestions.didYouMean(action, among: ["set", "list", "remove"]),
        command: spec)
    }
  }

  /// The value from standard input: on a terminal, asked for without echo; else all of it,
  /// one final line break dropped.
  static func readValue(name: String) throws -> String {
    if isatty(STDIN_FILENO) == 1 {
      Console.err("Value for \(name) (not shown): ")
      var saved = termios()
      tcgetattr(STDIN_FILENO, &saved)
      var quiet = saved
      quiet.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
      defer {
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        Console.err("\n")
      }
      return readLine(strippingNewline: true) ?? ""
    }
    var text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    if text.hasSuffix("\r\n") {
      text.removeLast(2)
    } else if text.hasSuffix("\n") {
      text.removeLast()
    }
    return text
  }
}
