@_spi(Host) import Combine
import Foundation
@_spi(Host) import SuperSwift
@_spi(Reflection) import Swift

/// How the editor's live preview writes down a value of an app's state, and puts it back in the
/// process of the app's next build, where none of the old values' memory exists.
///
/// An archive is JSON: `{"type": name, …}` and one of
/// - `"codable"`: the value's own encoding, for `Codable` values (numbers, text, arrays of
///   `Codable` models, …);
/// - `"raw"`: a `RawRepresentable` enum's raw value's archive; `"case"`: a `CaseIterable` enum's
///   case by name;
/// - `"kept"`: the value inside an `@Published`;
/// - `"fields"`: the stored properties of one of the app's own structs and classes (not
///   another module's: their insides are not the app's state), each an archive.
///
/// Putting back is always onto the value the new build made (its initial value): a struct is a
/// copy with the fields that match (name and type) replaced, an object is the new object with
/// its matching fields replaced in place, anything else the decoded value. A field whose
/// initial value differs from the one the old build had (its declaration changed) keeps the new
/// one, as a state variable renamed or retyped does, since it matches nothing. References are
/// never written: a field holding an object has that object's fields put back in place, and an
/// optional or `weak` reference is left as the new build made it.
enum ValueArchive {
  /// The deepest nesting of the app's own types that is written field by field.
  static let maximumDepth = 4

  /// `value` written down, or `nil` when it is nothing that can be put back.
  static func archive(_ value: Any, appModule: String, depth: Int = 0) -> JSON? {
    let type = Swift.type(of: value)
    var object: JSONObject = ["type": .string(_typeName(type, qualified: true))]
    if let published = value as? any PreviewKeptValue {
      guard let kept = archive(published.keptValue, appModule: appModule, depth: depth) else { return nil }
      object["kept"] = kept
    } else if type is AnyClass {
      guard let fields = fieldArchive(of: value, type: type, appModule: appModule, depth: depth) else { return nil }
      object["fields"] = fields
    } else if let encodable = value as? any Encodable, type is any Decodable.Type,
      let encoded = try? JSON(encoding: encodable)  // a value its own encoding refuses (NaN) is tried field by field
    {
      object["codable"] = encoded
    } else if let raw = value as? any RawRepresentable {
      guard let rawArchive = archive(raw.rawValue, appModule: appModule, depth: depth) else { return nil }
      object["raw"] = rawArchive
    } else if type is any CaseIterable.Type {
      object["case"] = .string(String(describing: value))
    } else if let fields = fieldArchive(of: value, type: type, appModule: appModule, depth: depth) {
      object["fields"] = fields
    } else {
      return nil
    }
    return .object(object)
  }

  /// `archive` put back onto `initial`, the value this build made; `previousInitial` is the
  /// archive of the value the old build made (`nil`: do not compare). `nil` when nothing of it
  /// fits (another type), or the initial value changed.
  static func restore(_ archive: JSON, previousInitial: JSON?, onto initial: Any, appModule: String, depth: Int = 0)
    -> Any?
  {
    let type = Swift.type(of: initial)
    guard archive["type"]?.string == _typeName(type, qualified: true) else { return nil }
    if let published = initial as? any PreviewKeptValue {
      guard let kept = archive["kept"],
        let value = restore(
          kept, previousInitial: previousInitial?["kept"], onto: published.keptValue, appModule: appModule,
          depth: depth),
        published.restoreKeptValue(value)
      else { return nil }
      return initial
    }
    if let fields = archive["fields"]?.object {
      return restoreFields(
        fields, previousInitial: previousInitial?["fields"]?.object, onto: initial, type: type, appModule: appModule,
        depth: depth)
    }
    if let previousInitial, !sameValue(previousInitial, as: initial, appModule: appModule) { return nil }
    if let encoded = archive["codable"] {
      guard let decodable = type as? any Decodable.Type else { return nil }
      return decoded(decodable, from: encoded)
    }
    if let raw = archive["raw"], let representable = initial as? any RawRepresentable {
      guard let rawValue = restore(raw, previousInitial: nil, onto: representable.rawValue, appModule: appModule)
      else { return nil }
      return made(like: representable, raw: rawValue)
    }
    if let name = archive["case"]?.string, let iterable = type as? any CaseIterable.Type {
      return cases(of: iterable).first { String(describing: $0) == name }
    }
    return nil
  }

  /// Whether `initial` is the value `archive` wrote down: by `==` where the type has it (a
  /// `Set`'s encoding changes order from one process to the next), or by its archive, where
  /// what is new in every process anyway (a `UUID()`, a `Date()`) does not count.
  static func sameValue(_ archive: JSON, as initial: Any, appModule: String) -> Bool {
    if let equatable = initial as? any Equatable,
      let old = restore(archive, previousInitial: nil, onto: initial, appModule: appModule), isEqual(equatable, old)
    {
      return true
    }
    guard let now = self.archive(initial, appModule: appModule) else { return false }
    return masked(now) == masked(archive)
  }

  /// `archive` with identifiers and dates made alike: text shaped like a UUID, and any value
  /// archived as a `Date`.
  static func masked(_ archive: JSON) -> JSON {
    switch archive {
    case .string(let text): return UUID(uuidString: text) == nil ? archive : .string("<uuid>")
    case .array(let items): return .array(items.map(masked))
    case .object(let object):
      if object["type"]?.string == dateTypeName { return .string("<date>") }
      return .object(JSONObject(zip(object.keys, object.values.map(masked))))
    case .null, .bool, .number: return archive
    }
  }

  private static let dateTypeName = _typeName(Date.self, qualified: true)

  // MARK: Field by field

  /// The stored properties of `value` (one of the app's own types), each written down; those
  /// that cannot be are left out. `nil` for a type of another module, or too deep.
  private static func fieldArchive(of value: Any, type: Any.Type, appModule: String, depth: Int) -> JSON? {
    guard depth < maximumDepth, isAppType(type, appModule: appModule),
      [.struct, .class].contains(Mirror(reflecting: value).displayStyle)
    else { return nil }
    var fields = JSONObject()
    for (label, child) in storedValues(of: value) {
      // The macros' own storage (`_$observationRegistrar`) is the runtime's, not the app's.
      guard !label.hasPrefix("_$"),
        !isReference(Swift.type(of: child)) || isAppType(Swift.type(of: child), appModule: appModule)
      else { continue }
      if let archived = archive(child, appModule: appModule, depth: depth + 1) { fields[label] = archived }
    }
    return .object(fields)
  }

  /// `initial` with the archived fields that match one of its own put back.
  private static func restoreFields(
    _ fields: JSONObject, previousInitial: JSONObject?, onto initial: Any, type: Any.Type, appModule: String,
    depth: Int
  ) -> Any? {
    guard depth < maximumDepth, isAppType(type, appModule: appModule) else { return nil }
    let current = Dictionary(storedValues(of: initial), uniquingKeysWith: { first, _ in first })
    var writes: [(offset: Int, type: Any.Type, value: Any)] = []
    for field in layout(of: type) {
      guard let archived = fields[field.name], let now = current[field.name] else { continue }
      let nowType = Swift.type(of: now)
      if isReference(nowType) {
        // An object: its fields go back in place; the reference stays the new build's.
        _ = restore(
          archived, previousInitial: previousInitial?[field.name], onto: now, appModule: appModule, depth: depth + 1)
        continue
      }
      // An optional reference (perhaps `weak`, whose storage is not an optional's) is never written.
      guard !isOptionalReference(field.type),
        let value = restore(
          archived, previousInitial: previousInitial?[field.name], onto: now, appModule: appModule, depth: depth + 1)
      else { continue }
      writes.append((field.offset, field.type, value))
    }
    if type is AnyClass {
      let base = UnsafeMutableRawPointer(Unmanaged.passUnretained(initial as AnyObject).toOpaque())
      for write in writes { _ = store(write.value, as: write.type, at: base + write.offset) }
      return initial
    }
    return copy(initial, writing: writes)
  }

  /// A copy of the struct `value` with `writes` made to its fields.
  private static func copy<T>(_ value: T, writing writes: [(offset: Int, type: Any.Type, value: Any)]) -> T {
    var copy = value
    withUnsafeMutableBytes(of: &copy) { bytes in
      guard let base = bytes.baseAddress else { return }
      for write in writes { _ = store(write.value, as: write.type, at: base + write.offset) }
    }
    return copy
  }

  /// Assigns `value` to the field of type `F` at `address` (releasing what was there); `false`
  /// when it is not an `F`.
  private static func store<F>(_ value: Any, as type: F.Type, at address: UnsafeMutableRawPointer) -> Bool {
    guard let value = value as? F else { return false }
    address.assumingMemoryBound(to: F.self).pointee = value
    return true
  }

  /// The stored properties of `value` by name, read as `Mirror` reads them (which reads a
  /// `weak` or `unowned` one correctly); a class's inherited ones first.
  private static func storedValues(of value: Any) -> [(String, Any)] {
    var mirror: Mirror? = Mirror(reflecting: value)
    var found: [(String, Any)] = []
    while let current = mirror {
      found.insert(contentsOf: current.children.compactMap { child in child.label.map { ($0, child.value) } }, at: 0)
      mirror = current.superclassMirror
    }
    return found
  }

  /// Where each stored property of `type` lies in its value (a class's, in its object).
  private static func layout(of type: Any.Type) -> [(name: String, offset: Int, type: Any.Type)] {
    var fields: [(name: String, offset: Int, type: Any.Type)] = []
    // `_EachFieldOptions.classType`, spelled by value: the static is not concurrency-safe.
    let options = type is AnyClass ? _EachFieldOptions(rawValue: 1 << 0) : []
    let complete = _forEachField(of: type, options: options) { name, offset, fieldType, _ in
      fields.append((String(cString: name), offset, fieldType))
      return true
    }
    return complete ? fields : []
  }

  /// Whether `type` is declared in the app's module (a generic of it too: `App.Box<Swift.Int>`).
  private static func isAppType(_ type: Any.Type, appModule: String) -> Bool {
    _typeName(type, qualified: true).hasPrefix(appModule + ".")
  }

  private static func isReference(_ type: Any.Type) -> Bool { type is AnyClass }

  private static func isOptionalReference(_ type: Any.Type) -> Bool {
    (type as? any OptionalType.Type)?.wrappedType is AnyClass
  }

  private static func decoded<T: Decodable>(_ type: T.Type, from json: JSON) -> Any? {
    // A value that no longer decodes (its type changed shape) starts afresh: a named decision.
    try? json.decode(T.self)
  }

  private static func made<R: RawRepresentable>(like _: R, raw: Any) -> Any? {
    (raw as? R.RawValue).flatMap(R.init(rawValue:))
  }

  private static func cases<C: CaseIterable>(of type: C.Type) -> [Any] { Array(type.allCases) }

  private static func isEqual<E: Equatable>(_ value: E, _ other: Any) -> Bool { (other as? E) == value }
}

/// An optional's wrapped type, for telling an optional reference from an optional value.
private protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }
}
