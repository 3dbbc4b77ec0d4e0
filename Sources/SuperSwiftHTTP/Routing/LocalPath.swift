/// A path on this server, as a redirect may take it from what a request says (sign-in's `next`,
/// a form's `back`): never another site. Pure.
package enum LocalPath {
  /// `text` when it is a path on this server only, else `nil`: it starts with one `/`, and has
  /// no backslash (`/\evil.example` is `//evil.example` to a browser), no white space and no
  /// control character (a browser drops a tab or a newline, so `/<TAB>/evil.example` would be
  /// `//evil.example`).
  package static func checked(_ text: String) -> String? {
    guard text.hasPrefix("/"), !text.hasPrefix("//"), !text.contains("\\") else { return nil }
    let unsafe = text.unicodeScalars.contains {
      $0.value <= 0x20 || $0.value == 0x7F || $0.properties.isWhitespace
        || ($0.value >= 0x80 && $0.value <= 0x9F)
    }
    return unsafe ? nil : text
  }
}
