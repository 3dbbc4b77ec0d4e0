/// `superswift://run/<identifier>` links: the seed's Home Screen links. Any page or program can
/// open one, so a link never carries input: anything beyond the identifier is dropped, with a
/// warning, and anything that tries to be clever is refused.
public enum RunLink {
  /// The URL scheme.
  public static let scheme = "superswift"

  /// The link that runs the app with identifier `id`.
  public static func make(id: String) -> String {
    "\(scheme)://run/\(id)"
  }

  /// A link that was read: the app's identifier, and what was dropped from the link.
  public struct Parsed: Sendable, Equatable {
    /// The app's identifier.
    public let id: String
    /// One line per part of the link that was ignored, for warnings.
    public let dropped: [String]
  }

  /// A link that cannot be followed.
  public struct Invalid: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong with it.
    public let description: String
  }

  /// Reads a link, refusing anything malformed: another scheme, no identifier, `..`, percent
  /// encoding, control characters.
  public static func parse(_ text: String) throws(Invalid) -> Parsed {
    func refuse(_ why: String) -> Invalid {
      Invalid(
        description:
          "\(why). A SuperSwift link looks like \(scheme)://run/<identifier>; 'superswift link APP' prints one")
    }
    if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " }) {
      throw refuse("the link contains spaces or control characters")
    }
    guard let colon = text.firstIndex(of: ":"), text[..<colon].lowercased() == scheme else {
      throw refuse("\"\(text)\" is not a SuperSwift link")
    }
    var rest = text[text.index(after: colon)...]
    guard rest.hasPrefix("//") else { throw refuse("\"\(text)\" has no \"//run/\" part") }
    rest = rest.dropFirst(2)
    var dropped: [String] = []

    // Fragment and query: never input.
    if let hash = rest.firstIndex(of: "#") {
      dropped.append("the fragment \"\(rest[hash...])\"")
      rest = rest[..<hash]
    }
    if let question = rest.firstIndex(of: "?") {
      dropped.append("the query \"\(rest[question...])\"")
      rest = rest[..<question]
    }
    if rest.contains("%") { throw refuse("percent-encoded characters are not allowed in a link") }

    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    var authority = rest[..<slash]
    if let at = authority.lastIndex(of: "@") {
      dropped.append("the user information \"\(authority[...at])\"")
      authority = authority[authority.index(after: at)...]
    }
    if let portColon = authority.firstIndex(of: ":") {
      dropped.append("the port \"\(authority[portColon...])\"")
      authority = authority[..<portColon]
    }
    guard authority.lowercased() == "run" else {
      throw refuse("\"\(text)\" does not start with \(scheme)://run/")
    }
    var components = rest[slash...].split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    if components.last == "" && components.count > 1 { components = components.dropLast() }
    if components.contains(where: { $0 == ".." || $0 == "." }) {
      throw refuse("\"\(text)\" contains \"..\" or \".\"")
    }
    guard let id = components.first, !id.isEmpty else { throw refuse("\"\(text)\" names no app") }
    guard AppIdentifier.isValid(String(id)) else {
      throw refuse("\"\(id)\" is not an app identifier")
    }
    if components.count > 1 {
      dropped.insert("the extra path \"/\(components.dropFirst().joined(separator: "/"))\"", at: 0)
    }
    return Parsed(id: String(id), dropped: dropped)
  }
}
