import Foundation

/// The rules for app names: any printable text without path separators, not empty, unique
/// regardless of case. The name is the app's folder name in the library.
public enum AppName {
  /// Why `name` cannot be an app's name, or `nil` when it can.
  public static func problem(with name: String) -> String? {
    if name.isEmpty { return "an app's name cannot be empty" }
    if name.contains("/") || name.contains("\\") {
      return "\"\(name)\" contains a path separator; app names cannot contain / or \\"
    }
    if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "the name contains control characters; use printable text"
    }
    if name.trimmingCharacters(in: .whitespacesAndNewlines) != name {
      return "\"\(name)\" starts or ends with white space; drop it"
    }
    if name.hasPrefix(".") {
      return "\"\(name)\" starts with a dot, which would hide the app; choose another name"
    }
    if name.utf8.count > 200 { return "the name is longer than 200 bytes; choose a shorter one" }
    return nil
  }

  /// The form names are compared in: two names that fold alike cannot both exist.
  public static func folded(_ name: String) -> String {
    name.lowercased()
  }

  /// The names among `candidates` closest to `name`, closest first (at most three), for
  /// "did you mean" suggestions.
  public static func suggestions(for name: String, among candidates: [String]) -> [String] {
    Suggestions.closest(to: name, among: candidates, limit: 3)
  }
}
