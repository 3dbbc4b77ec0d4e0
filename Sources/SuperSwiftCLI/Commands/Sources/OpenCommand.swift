import SuperSwift
import SuperSwiftHost

/// `superswift open URL`: follows a `superswift://run/<identifier>` link.
enum OpenCommand: Command {
  static let spec = CommandSpec(
    name: "open",
    usage: "superswift open superswift://run/<identifier>",
    summary: "Run the app a superswift:// link names (source urlScheme, never any input).",
    details: """
      Any page or program can open a link, so a link never carries input: a query, a fragment,
      extra path or user information is dropped with a warning, and the app sees an empty input.
      Links that are malformed, use '..' or percent-encoding, or name no app are refused.
      This is the command the desktop runs for superswift:// links ('superswift desktop install').
      """,
    options: RunOptions.specs)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1 else { throw UsageError("give one link", command: spec) }
    let options = try RunOptions.parse(arguments, spec: spec)
    let parsed: RunLink.Parsed
    do {
      parsed = try RunLink.parse(arguments.positionals[0])
    } catch {
      throw UsageError(error.description)
    }
    for part in parsed.dropped {
      Console.err("superswift: warning: ignoring \(part): a link never carries input\n")
    }
    let context = CLIContext()
    // Only identifiers: a link that named apps by name would follow renames to the wrong app.
    guard case .found(let app) = try context.library.find(parsed.id), app.id == parsed.id else {
      throw UsageError(
        "no app has the identifier \(parsed.id); it may have been removed ('superswift list --trash')")
    }
    let (source, id) = try context.resolve(app.id)
    let request = RunOptions.request(app: source, id: id, source: .urlScheme, items: [], options: options)
    return context.run(request, options: options.output)
  }
}
