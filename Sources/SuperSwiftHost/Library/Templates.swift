/// The starting points for `superswift new --template NAME`.
public enum Templates {
  /// One template: its files, by path in the app's folder.
  public struct Template: Sendable {
    /// What `--template` calls it.
    public let name: String
    /// A one-line description, for help.
    public let summary: String
    /// The files, by path.
    public let files: [(path: String, contents: String)]
  }

  /// All templates, in the order help lists them.
  public static let all: [Template] = [blank, tipCalculator, shareHandler, interactive]

  /// The templates' names.
  public static var names: [String] { all.map(\.name) }

  /// The template called `name`.
  public static func named(_ name: String) -> Template? {
    all.first { $0.name == name.lowercased() }
  }

  static let blank = Template(
    name: "blank", summary: "says how it was started and how many input items it got",
    files: [
      (
        "main.swift",
        """
        import SuperSwift

        let run = RunContext.current
        // run.source is .app, .shortcut, .shareSheet or .urlScheme; run.input is what the caller passed.
        run.finish(with: .text("Hello from \\(run.source) with \\(run.input.items.count) input item(s)"))

        """
      )
    ])

  static let tipCalculator = Template(
    name: "tip-calculator", summary: "a tip calculator: {\"bill\": 42, \"percent\": 18} in, JSON out",
    files: [("main.swift", EmbeddedRuntime.example("TipCalculator.swift"))])

  static let shareHandler = Template(
    name: "share-handler", summary: "describes what was shared with it: links, text and files",
    files: [
      (
        "main.swift",
        """
        import SuperSwift

        let run = RunContext.current
        var lines: [String] = []
        for url in run.input.urls {
            lines.append("Link: \\(url.absoluteString)")
        }
        if let text = run.input.text {
            lines.append("Text: \\(text)")
        }
        for file in run.input.files {
            lines.append("File: \\(file.name) (\\(file.contentType), \\(file.data.count) bytes)")
        }
        if lines.isEmpty {
            run.fail("Share a link, some text or a file with this app.")
        } else {
            run.finish(with: .text(lines.joined(separator: "\\n")))
        }

        """
      )
    ])

  static let interactive = Template(
    name: "interactive", summary: "a drink picker: a form that returns the choice",
    files: [("DrinkPicker.swift", EmbeddedRuntime.example("DrinkPicker.swift"))])
}
