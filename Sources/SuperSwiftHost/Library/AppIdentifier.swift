import Foundation

/// An app's stable identifier: made when the app is created, kept through renames, moves and
/// trips to the trash. It is what links, launchers and HTTP callers store.
public enum AppIdentifier {
  /// A new identifier: a random UUID in lowercase, safe in URLs and file names.
  public static func make() -> String {
    UUID().uuidString.lowercased()
  }

  /// Whether `text` has the form of an identifier (36 characters of lowercase hex and dashes
  /// in UUID layout). Anything else is never looked up as one.
  public static func isValid(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 36 else { return false }
    for (index, scalar) in scalars.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard scalar == "-" else { return false }
      } else {
        guard ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar) else { return false }
      }
    }
    return true
  }
}
