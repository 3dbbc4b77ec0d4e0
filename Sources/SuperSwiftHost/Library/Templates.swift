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

    /// The files for an app called `appName`: a file named after the template's own type
    /// (`DrinkPicker.swift`, `struct DrinkPicker: App`) is named after the app instead, type and
    /// all, with `App` after it as Xcode names an app's type (`Morning Tea` gets
    /// `MorningTeaApp.swift` and `struct MorningTeaApp: App`), so an app called `Picker`,
    /// `Text` or `Data` never hides the SDK's type of that name. `main.swift` stays: it is
    /// where top-level code lives when an app has several files.
    public func files(for appName: String) -> [(path: String, contents: String)] {
      let type = Templates.appTypeName(appName)
      return files.map { file in
        guard file.path != "main.swift", file.path.hasSuffix(".swift") else { return file }
        let old = String(file.path.dropLast(".swift".count))
        guard file.contents.contains("struct \(old)") else { return file }
        return ("\(type).swift", Templates.replacingWord(old, with: type, in: file.contents))
      }
    }
  }

  /// `text` with every whole-word `word` (not part of a longer identifier: `DrinkPickerView`
  /// is not `DrinkPicker`) replaced by `replacement`.
  static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
    let isIdentifier = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
    var result = ""
    var rest = text[...]
    while let found = rest.range(of: word) {
      let before = found.lowerBound > rest.startIndex ? rest[rest.index(before: found.lowerBound)] : nil
      let after = found.upperBound < rest.endIndex ? rest[found.upperBound] : nil
      let whole = !(before.map(isIdentifier) ?? false) && !(after.map(isIdentifier) ?? false)
      result += rest[..<found.lowerBound] + (whole ? replacement : word)
      rest = rest[found.upperBound...]
    }
    return result + rest
  }

  /// A Swift type name made from an app's name: its letters and digits in UpperCamelCase
  /// (`"tip calculator 2"` is `TipCalculator2`), `App` before a leading digit, `MyApp` when
  /// nothing is left.
  public static func typeName(_ appName: String) -> String {
    let words = appName.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if name.isEmpty { return "MyApp" }
    if name.first!.isNumber { name = "App" + name }
    return name
  }

  /// The type of an app's `App` conformance, named as Xcode names it: the app's type name
  /// with `App` after it (`PickerApp`, `AppApp`), unless it already ends in `App` (`MyApp`).
  public static func appTypeName(_ appName: String) -> String {
    let name = typeName(appName)
    return name.hasSuffix("App") && name != "App" ? name : name + "App"
  }

  /// All templates, in the order help lists them.
  public static let all: [Template] = [blank, tipCalculator, shareHandler, interactive]

  /// The template `superswift new` and the web's New app start from when none is named.
  public static let defaultName = "blank"

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
