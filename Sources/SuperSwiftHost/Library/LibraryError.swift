/// What the library refuses, each with what to do instead.
public enum LibraryError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The name breaks the naming rules.
  case badName(String)
  /// Another app already has this name (compared regardless of case).
  case nameTaken(String)
  /// No app matches; the closest names follow.
  case notFound(String, suggestions: [String])
  /// Several apps match.
  case ambiguous(String, candidates: [String])
  /// Nothing in the trash matches.
  case notInTrash(String, suggestions: [String])
  /// No such template.
  case unknownTemplate(String)
  /// `--from` names nothing usable.
  case badSource(String)
  /// A file operation failed.
  case io(String)

  /// Whether the library could not be read or written (a file or folder failed), rather than
  /// what was asked being wrong.
  public var isSystemFailure: Bool {
    if case .io = self { return true }
    return false
  }

  /// What is wrong and what to do.
  public var description: String {
    switch self {
    case .badName(let problem): problem
    case .nameTaken(let name):
      "an app named \"\(name)\" already exists; choose another name, or rename that one first"
    case .notFound(let query, let suggestions):
      "no app named \"\(query)\""
        + (suggestions.isEmpty
          ? "; 'superswift list' shows your apps"
          : ". Did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: ", "))?")
    case .ambiguous(let query, let candidates):
      "\"\(query)\" matches several apps: \(candidates.joined(separator: ", ")); use the exact name or the identifier"
    case .notInTrash(let query, let suggestions):
      "nothing named \"\(query)\" in the trash"
        + (suggestions.isEmpty ? "" : ". Did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: ", "))?")
    case .unknownTemplate(let name):
      "no template named \"\(name)\"; choose one of: \(Templates.names.joined(separator: ", ")).\(Suggestions.didYouMean(name, among: Templates.names))"
    case .badSource(let problem): problem
    case .io(let problem): problem
    }
  }
}
