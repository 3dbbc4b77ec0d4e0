/// What a command accepts, and its help text, in one place so they cannot drift apart.
struct CommandSpec {
  /// One option.
  struct Option {
    let names: [String]
    let value: String?
    let help: String
    var repeatable = false

    /// `--input TEXT|-`
    var display: String {
      names.joined(separator: ", ") + (value.map { " \($0)" } ?? "")
    }
  }

  let name: String
  let usage: String
  let summary: String
  let details: String
  let options: [Option]
  /// Whether words after `--` are the app's own arguments (`trailing`), not positionals.
  var passesArguments = false
  /// Whether options it does not know are an app's input fields (`run APP --bill 42`).
  var takesFieldOptions = false

  /// The usage line: the written one, with every option it leaves out added from the spec, so
  /// the line never lacks an option the command takes.
  var completeUsage: String {
    var line = usage
    for option in options where !option.names.contains(where: { usage.contains($0) }) {
      let name = option.names.first { $0.hasPrefix("--") } ?? option.names[0]
      line += " [\(name)\(option.value.map { " \($0)" } ?? "")]\(option.repeatable ? "..." : "")"
    }
    return line
  }

  /// `--help` output.
  var help: String {
    var text = "\(summary)\n\nUsage: \(completeUsage)\n"
    if !details.isEmpty { text += "\n\(details)\n" }
    let all = options + [Option(names: ["-h", "--help"], value: nil, help: "Show this help.")]
    let width = min(all.map(\.display.count).max() ?? 0, 30)
    text += "\nOptions:\n"
    for option in all {
      let display = option.display
      let padding = String(repeating: " ", count: max(1, width - display.count + 2))
      text +=
        display.count > width
        ? "  \(display)\n  \(String(repeating: " ", count: width + 2))\(option.help)\n"
        : "  \(display)\(padding)\(option.help)\n"
    }
    return text
  }
}
