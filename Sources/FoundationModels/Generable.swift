// Guided generation's vocabulary: the types a model could generate, their schemas and the
// content they are made from. A page has no Apple model (SystemLanguageModel.swift), so nothing
// is ever generated here; what matters is that an app's `@Generable` types, written for iOS 26,
// compile as they do there. `@Generable` and `@Guide` are macros on Apple's systems; Swift on
// Linux has no plugin for them, so the host writes their expansion into the app's source before
// compiling (SuperSwiftHost's `GenerableMacro`): the conformance, and a `PartiallyGenerated`
// whose properties are optional.
@_exported import Foundation

/// A type that can be made from generated content.
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
  /// The value the content describes.
  init(_ content: GeneratedContent) throws
}

/// A type that can be turned into generated content.
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
  /// This value as generated content.
  var generatedContent: GeneratedContent { get }
}

/// A type a model can generate when it responds (marked `@Generable` in an app).
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
  /// The type with every property optional, for content still being generated.
  associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
  /// The schema a model generates the type by.
  static var generationSchema: GenerationSchema { get }
}

/// Why generated content could not become a value: here none is ever generated.
public struct GeneratedContentConversionError: Error, Sendable, CustomStringConvertible {
  /// What could not be made.
  public let description: String
}

extension Generable {
  /// The value the content describes: content made by a model cannot exist here, so this throws.
  public init(_ content: GeneratedContent) throws {
    throw GeneratedContentConversionError(
      description: "\(Self.self) cannot be made from generated content: no language model generates any here")
  }
  /// The type's schema: its name, for a model to generate by.
  public static var generationSchema: GenerationSchema {
    GenerationSchema(type: Self.self, description: nil, properties: [])
  }
  /// This value as generated content: its description.
  public var generatedContent: GeneratedContent { GeneratedContent(String(describing: self)) }
  /// This value as it would be partially generated.
  public func asPartiallyGenerated() -> PartiallyGenerated {
    if let same = self as? PartiallyGenerated { return same }
    // A partial value is always made from content; a model's is its whole content.
    // swift-format-ignore: NeverUseForceTry
    return try! PartiallyGenerated(generatedContent)
  }
}

extension ConvertibleToGeneratedContent {
  /// This value as a prompt.
  public var promptRepresentation: Prompt { Prompt(generatedContent.jsonString) }
  /// This value as instructions.
  public var instructionsRepresentation: Instructions { Instructions(generatedContent.jsonString) }
}

/// An identifier stable while one response is generated.
public struct GenerationID: Hashable, Sendable {
  private let value = UUID()
  /// A new identifier.
  public init() {}
}

/// Structured content as a model generates it: a value, a list or named properties.
public struct GeneratedContent: Sendable, Equatable, Generable, CustomDebugStringConvertible {
  /// The shapes content comes in.
  public enum Kind: Sendable, Equatable {
    /// No value.
    case null
    /// A Boolean.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// Text.
    case string(String)
    /// A list.
    case array([GeneratedContent])
    /// Named properties, in their order.
    case structure(properties: [String: GeneratedContent], orderedKeys: [String])
  }

  /// The content's shape and values.
  public let kind: Kind
  /// The identifier of the response it belongs to, if any.
  public let id: GenerationID?
  /// Whether the whole content has been generated.
  public var isComplete: Bool { true }

  /// Content of `kind`.
  public init(kind: Kind, id: GenerationID? = nil) {
    self.kind = kind
    self.id = id
  }
  /// Content of a value that converts to it.
  public init(_ value: some ConvertibleToGeneratedContent) { self = value.generatedContent }
  /// Content of a value that converts to it, with an identifier.
  public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
    self.init(kind: value.generatedContent.kind, id: id)
  }
  /// Content of a list.
  public init<S: Sequence>(elements: S, id: GenerationID? = nil) where S.Element: ConvertibleToGeneratedContent {
    self.init(kind: .array(elements.map(\.generatedContent)), id: id)
  }
  /// Content of named properties.
  public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
    var values: [String: GeneratedContent] = [:]
    var keys: [String] = []
    for (key, value) in properties {
      if values[key] == nil { keys.append(key) }
      values[key] = value.generatedContent
    }
    self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
  }
  /// Content read from JSON text.
  public init(json: String) throws {
    self = try JSONDecoder().decode(JSONContent.self, from: Data(json.utf8)).content
  }
  /// Content as generated content: itself.
  public init(_ content: GeneratedContent) throws { self = content }

  /// Itself.
  public var generatedContent: GeneratedContent { self }
  /// The content's schema: any content.
  public static var generationSchema: GenerationSchema {
    GenerationSchema(type: GeneratedContent.self, description: nil, properties: [])
  }

  /// The content as a value of `type`.
  public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
    try Value(self)
  }
  /// The property `name` as a value of `type`.
  public func value<Value: ConvertibleFromGeneratedContent>(
    _ type: Value.Type = Value.self, forProperty name: String
  ) throws -> Value {
    guard case .structure(let properties, _) = kind, let property = properties[name] else {
      throw GeneratedContentConversionError(description: "the content has no property \(name)")
    }
    return try Value(property)
  }
  /// The content as JSON text.
  public var jsonString: String {
    switch kind {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .string(let text):
      // Encoding a string cannot fail.
      // swift-format-ignore: NeverUseForceTry
      return String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    case .array(let elements): return "[" + elements.map(\.jsonString).joined(separator: ", ") + "]"
    case .structure(let properties, let keys):
      let pairs = keys.compactMap { key in
        properties[key].map { GeneratedContent(key).jsonString + ": " + $0.jsonString }
      }
      return "{" + pairs.joined(separator: ", ") + "}"
    }
  }
  /// The JSON text.
  public var debugDescription: String { jsonString }

  public static func == (lhs: GeneratedContent, rhs: GeneratedContent) -> Bool { lhs.kind == rhs.kind }
}

extension String: Generable {
  /// Text read from content.
  public init(_ content: GeneratedContent) throws {
    guard case .string(let text) = content.kind else {
      throw GeneratedContentConversionError(description: "the content is not text")
    }
    self = text
  }
  /// The text as content.
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
}

extension Bool: Generable {
  /// A Boolean read from content.
  public init(_ content: GeneratedContent) throws {
    guard case .bool(let value) = content.kind else {
      throw GeneratedContentConversionError(description: "the content is not a Boolean")
    }
    self = value
  }
  /// The Boolean as content.
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

/// Numbers generated content holds as a `Double`.
public protocol _GeneratedNumber: Generable {
  /// The number as a `Double`.
  var _generatedDouble: Double { get }
  /// The number from a `Double`.
  init(_generatedDouble: Double)
}

extension _GeneratedNumber {
  /// A number read from content.
  public init(_ content: GeneratedContent) throws {
    guard case .number(let value) = content.kind else {
      throw GeneratedContentConversionError(description: "the content is not a number")
    }
    self.init(_generatedDouble: value)
  }
  /// The number as content.
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(_generatedDouble)) }
}

extension Int: _GeneratedNumber {
  /// The number as a `Double`.
  public var _generatedDouble: Double { Double(self) }
  /// The number from a `Double`.
  public init(_generatedDouble value: Double) { self = Int(value) }
}

extension Double: _GeneratedNumber {
  /// The number as a `Double`.
  public var _generatedDouble: Double { self }
  /// The number from a `Double`.
  public init(_generatedDouble value: Double) { self = value }
}

extension Float: _GeneratedNumber {
  /// The number as a `Double`.
  public var _generatedDouble: Double { Double(self) }
  /// The number from a `Double`.
  public init(_generatedDouble value: Double) { self = Float(value) }
}

extension Decimal: _GeneratedNumber {
  /// The number as a `Double`.
  public var _generatedDouble: Double { NSDecimalNumber(decimal: self).doubleValue }
  /// The number from a `Double`.
  public init(_generatedDouble value: Double) { self = Decimal(value) }
}

extension Array: InstructionsRepresentable, PromptRepresentable where Element: ConvertibleToGeneratedContent {}
extension Array: ConvertibleToGeneratedContent where Element: ConvertibleToGeneratedContent {
  /// The list as content.
  public var generatedContent: GeneratedContent { GeneratedContent(elements: self) }
}
extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
  /// A list read from content.
  public init(_ content: GeneratedContent) throws {
    guard case .array(let elements) = content.kind else {
      throw GeneratedContentConversionError(description: "the content is not a list")
    }
    self = try elements.map(Element.init)
  }
}
extension Array: Generable where Element: Generable {
  /// A list as it is partially generated: its elements partially generated.
  public typealias PartiallyGenerated = [Element.PartiallyGenerated]
  /// A list's schema.
  public static var generationSchema: GenerationSchema {
    GenerationSchema(type: Self.self, description: nil, properties: [])
  }
}

extension Optional: InstructionsRepresentable, PromptRepresentable where Wrapped: ConvertibleToGeneratedContent {}
extension Optional: ConvertibleToGeneratedContent where Wrapped: ConvertibleToGeneratedContent {
  /// The value as content, or none.
  public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}
extension Optional: ConvertibleFromGeneratedContent where Wrapped: ConvertibleFromGeneratedContent {
  /// A value read from content, or none when the content is null.
  public init(_ content: GeneratedContent) throws {
    if case .null = content.kind { self = nil } else { self = try Wrapped(content) }
  }
}

/// A description of what a type's generated values look like.
public struct GenerationSchema: Sendable, CustomDebugStringConvertible {
  /// A property of a schema.
  public struct Property: Sendable {
    /// The property's name.
    public let name: String
    /// What it is for.
    public let description: String?
    /// Its type's name.
    public let typeName: String
    /// A property of `type`.
    public init<Value: Generable>(
      name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []
    ) {
      self.name = name
      self.description = description
      typeName = String(describing: type)
    }
    /// A property whose value matches `guides`' regular expressions.
    public init<RegexOutput>(
      name: String, description: String? = nil, type: String.Type, guides: [Regex<RegexOutput>] = []
    ) {
      self.name = name
      self.description = description
      typeName = "String"
    }
  }
  /// Why a dynamic schema could not be made.
  public enum SchemaError: Error, Sendable {
    /// A name was used for two types.
    case duplicateType(schema: String?, type: String, context: Context)
    /// A property's name appears twice.
    case duplicateProperty(schema: String, property: String, context: Context)
    /// An enumeration's choice appears twice.
    case emptyTypeChoices(schema: String, context: Context)
    /// A reference names no type.
    case undefinedReferences(schema: String?, references: [String], context: Context)
    /// What went wrong, in words.
    public struct Context: Sendable {
      /// The explanation.
      public let debugDescription: String
      /// An explanation.
      public init(debugDescription: String) { self.debugDescription = debugDescription }
    }
  }

  /// The type's name.
  public let typeName: String
  /// What it is for.
  public let description: String?
  /// Its properties.
  public let properties: [Property]

  /// The schema of an object of `type`'s properties.
  public init(type: any Generable.Type, description: String? = nil, properties: [Property]) {
    typeName = String(describing: type)
    self.description = description
    self.properties = properties
  }
  /// The schema of a choice among strings.
  public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
    self.init(type: type, description: description, properties: [])
  }
  /// The schema of a choice among types.
  public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
    self.init(type: type, description: description, properties: [])
  }
  /// A schema made from a dynamic one and the ones it refers to.
  public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
    typeName = root.name
    description = root.description
    properties = []
  }
  /// The schema in words.
  public var debugDescription: String { "GenerationSchema(\(typeName))" }
}

/// A schema built while the app runs.
public struct DynamicGenerationSchema: Sendable {
  /// A property of a dynamic schema.
  public struct Property: Sendable {
    /// The property's name.
    public let name: String
    /// A property of `schema`.
    public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false) {
      self.name = name
    }
  }
  /// The schema's name.
  public let name: String
  /// What it is for.
  public let description: String?
  /// An object of properties.
  public init(name: String, description: String? = nil, properties: [Property]) {
    self.name = name
    self.description = description
  }
  /// A choice among schemas.
  public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {
    self.init(name: name, description: description, properties: [])
  }
  /// A choice among strings.
  public init(name: String, description: String? = nil, anyOf choices: [String]) {
    self.init(name: name, description: description, properties: [])
  }
  /// A list of `arrayOf`'s values.
  public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
    self.init(name: "[\(itemSchema.name)]", description: nil, properties: [])
  }
  /// A schema referring to another by name.
  public init(referenceTo name: String) { self.init(name: name, description: nil, properties: []) }
  /// The schema of a `Generable` type, with guides.
  public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {
    self.init(name: String(describing: type), description: nil, properties: [])
  }
}

/// A rule a generated value keeps to (a count, a range, a choice).
public struct GenerationGuide<Value>: @unchecked Sendable {
  init() {}
}

extension GenerationGuide where Value == String {
  /// Always this text.
  public static func constant(_ value: String) -> GenerationGuide<String> { .init() }
  /// One of these texts.
  public static func anyOf(_ values: [String]) -> GenerationGuide<String> { .init() }
  /// Text matching a regular expression.
  public static func pattern<Output>(_ regex: Regex<Output>) -> GenerationGuide<String> { .init() }
}

extension GenerationGuide where Value: Comparable {
  /// No less than `value`.
  public static func minimum(_ value: Value) -> GenerationGuide<Value> { .init() }
  /// No more than `value`.
  public static func maximum(_ value: Value) -> GenerationGuide<Value> { .init() }
  /// Within `range`.
  public static func range(_ range: ClosedRange<Value>) -> GenerationGuide<Value> { .init() }
}

extension GenerationGuide {
  /// Exactly `count` elements.
  public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] { .init() }
  /// Between `range`'s counts of elements.
  public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]>
  where Value == [Element] { .init() }
  /// At least `count` elements.
  public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
    .init()
  }
  /// At most `count` elements.
  public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
    .init()
  }
  /// Every element kept to `guide`.
  public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]>
  where Value == [Element] { .init() }
}

/// JSON text read as generated content (a Boolean before a number, so `true` stays one).
private struct JSONContent: Decodable {
  let content: GeneratedContent

  init(from decoder: any Decoder) throws {
    if var list = try? decoder.unkeyedContainer() {
      var elements: [GeneratedContent] = []
      while !list.isAtEnd { elements.append(try list.decode(JSONContent.self).content) }
      content = GeneratedContent(kind: .array(elements))
      return
    }
    if let object = try? decoder.container(keyedBy: Key.self) {
      var properties: [String: GeneratedContent] = [:]
      for key in object.allKeys {
        properties[key.stringValue] = try object.decode(JSONContent.self, forKey: key).content
      }
      content = GeneratedContent(kind: .structure(properties: properties, orderedKeys: properties.keys.sorted()))
      return
    }
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      content = GeneratedContent(kind: .null)
    } else if let flag = try? value.decode(Bool.self) {
      content = GeneratedContent(kind: .bool(flag))
    } else if let number = try? value.decode(Double.self) {
      content = GeneratedContent(kind: .number(number))
    } else {
      content = GeneratedContent(kind: .string(try value.decode(String.self)))
    }
  }

  /// Any property name.
  struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// Makes a struct or enum `Generable` (iOS 26): the host writes the expansion into the app's
/// source before compiling (`GenerableMacro`), as Swift on Linux has no plugin for it.
@attached(extension, conformances: Generable, names: named(init(_:)), named(generatedContent))
@attached(member, names: arbitrary)
public macro Generable(description: String? = nil) =
  #externalMacro(module: "SuperSwiftMacros", type: "GenerableMacro")

/// Describes a generated property for the model (blanked before compiling: no model reads it).
@attached(peer)
public macro Guide(description: String) = #externalMacro(module: "SuperSwiftMacros", type: "GuideMacro")

/// Describes a generated property and the rules its values keep to (blanked before compiling).
@attached(peer)
public macro Guide<Value>(description: String? = nil, _ guides: GenerationGuide<Value>...) =
  #externalMacro(module: "SuperSwiftMacros", type: "GuideMacro")

/// Describes a generated text property and the pattern it matches (blanked before compiling).
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guides: Regex<RegexOutput>) =
  #externalMacro(module: "SuperSwiftMacros", type: "GuideMacro")
