@_spi(Host) import SuperSwift

/// The keys of an object of the app model (a manifest, a schedule, a policy) that this version
/// does not know: read beside the known ones and written back as they were, so what a newer
/// version stored survives an older binary.
package enum UnknownKeys {
  /// Any key of an object.
  package struct Key: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ string: String) { stringValue = string }
    package init(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
  }

  /// The members of the object `decoder` reads whose keys are not in `known`.
  package static func decode(from decoder: any Decoder, known: Set<String>) throws -> JSONObject {
    let container = try decoder.container(keyedBy: Key.self)
    var members = JSONObject()
    for name in container.allKeys.map(\.stringValue).sorted() where !known.contains(name) {
      members[name] = try container.decode(JSON.self, forKey: Key(name))
    }
    return members
  }

  /// Writes `members` into the object `encoder` writes, beside its known keys (`known`, which
  /// a member never overwrites).
  package static func encode(_ members: JSONObject, to encoder: any Encoder, known: Set<String> = []) throws {
    var container = encoder.container(keyedBy: Key.self)
    for (name, value) in members where !known.contains(name) { try container.encode(value, forKey: Key(name)) }
  }
}
