import SuperSwiftHost

/// A command line read against a `CommandSpec`: options by name, and positionals in order.
struct ParsedArguments {
  private(set) var values: [String: [String]] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positionals: [String] = []
  /// Every option value and positional in the order given, for commands where the relative
  /// order matters (input items); positionals have the name "".
  private(set) var occurrences: [(name: String, value: String)] = []
  private(set) var wantsHelp = false
  /// The words after `--`, for a command that passes them on to the app; `nil` without `--`.
  private(set) var trailing: [String]?
  /// Options the spec does not name, for a command whose app declares fields (`run APP
  /// --bill 42`): the name without `--`, and its value (`nil` for a bare `--name`, true).
  private(set) var fieldOptions: [(name: String, value: String?)] = []

  /// Reads `arguments`. Accepts `--name value`, `--name=value`, and `--` before positionals.
  init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
    var remaining = arguments[...]
    while let word = remaining.popFirst() {
      if word == "--", spec.passesArguments {
        trailing = Array(remaining)
        break
      }
      if word == "--" {
        positionals.append(contentsOf: remaining)
        occurrences.append(contentsOf: remaining.map { ("", $0) })
        break
      }
      if word == "-h" || word == "--help" {
        wantsHelp = true
        continue
      }
      guard word.hasPrefix("-"), word != "-" else {
        positionals.append(word)
        occurrences.append(("", word))
        continue
      }
      var name = word
      var inline: String?
      if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
        name = String(word[..<equals])
        inline = String(word[word.index(after: equals)...])
      }
      guard let option = spec.options.first(where: { $0.names.contains(name) }) else {
        if spec.takesFieldOptions, name.hasPrefix("--"), name.count > 2 {
          // The next word is the value unless it is another option (a negative number is a value).
          var value = inline
          if value == nil, let next = remaining.first,
            !next.hasPrefix("-") || next.dropFirst().first.map({ $0.isNumber || $0 == "." }) == true
          {
            value = remaining.popFirst()
          }
          fieldOptions.append((String(name.dropFirst(2)), value))
          continue
        }
        let suggestion = Suggestions.didYouMean(name, among: spec.options.flatMap(\.names))
        throw UsageError("unknown option \(name) for '\(spec.name)'.\(suggestion)", command: spec)
      }
      let key = option.names.last!
      if option.value != nil {
        guard let value = inline ?? remaining.popFirst() else {
          throw UsageError("\(name) needs a value (\(option.value!))", command: spec)
        }
        if !option.repeatable, values[key] != nil {
          throw UsageError("\(name) was given twice", command: spec)
        }
        values[key, default: []].append(value)
        occurrences.append((key, value))
      } else {
        guard inline == nil else { throw UsageError("\(name) takes no value", command: spec) }
        flags.insert(key)
      }
    }
  }

  /// The value of a single-valued option.
  func value(_ name: String) -> String? { values[name]?.first }

  /// Every value of a repeatable option, in order.
  func all(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A command line that does not make sense; exits with status 2.
struct UsageError: Error {
  let message: String
  let command: CommandSpec?

  init(_ message: String, command: CommandSpec? = nil) {
    self.message = message
    self.command = command
  }
}
