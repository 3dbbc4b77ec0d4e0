import Foundation

/// The Swift classes Xcode generates for each Core ML model an app holds (`Sentiment.mlmodel`,
/// `Embedding.mlpackage`): `Sentiment`, `SentimentInput` and `SentimentOutput`, with one typed
/// property per feature of the model's description, so code written against them compiles.
/// Loading the model then fails as the CoreML runtime module says (no engine on Linux), where
/// the app handles a model that does not load.
///
/// The description is read from the model's protobuf (Core ML's `Model.proto`: `Model.description`
/// is field 2, its inputs field 1 and outputs field 10, each a `FeatureDescription` of a name
/// (1) and a `FeatureType` (3) whose set field says the kind). Pure.
package enum CoreMLModelClasses {
  /// The file and folder kinds Xcode compiles into a bundle's `.mlmodelc`.
  package static let modelKinds: Set<String> = ["mlmodel", "mlpackage"]

  /// The most of a model file read: the description comes first (field 2, after the version),
  /// before the weights, which can be hundreds of megabytes.
  static let descriptionReadLimit = 4 << 20

  /// The description of the model at `url` (a `.mlmodel` file, or a `.mlpackage` folder's
  /// `Data/com.apple.CoreML/model.mlmodel`), or `nil` when it cannot be read as one.
  package static func description(ofModelAt url: URL) -> Description? {
    let file =
      url.pathExtension == "mlpackage" ? url.appendingPathComponent("Data/com.apple.CoreML/model.mlmodel") : url
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }  // a read-only handle: closing cannot lose anything
    // This runs whenever the app is read (each run): the first 64 KiB hold a description but a
    // rare one, and only for that one is more read.
    guard var data = try? handle.read(upToCount: 64 << 10) else { return nil }
    if let found = description(in: Array(data)) { return found }
    guard data.count == 64 << 10, let more = try? handle.read(upToCount: descriptionReadLimit - data.count) else {
      return nil
    }
    data += more
    return description(in: Array(data))
  }

  /// Whether `source` declares a class, struct or enum named one of `names`.
  static func declares(_ names: String..., in source: Data) -> Bool {
    let text = String(decoding: source, as: UTF8.self)
    for name in names {
      for keyword in ["class ", "struct ", "enum "] where holds(keyword + name, in: text) { return true }
    }
    return false
  }

  /// Whether `text` holds `declaration` (`class Name`) not followed by more of a name.
  private static func holds(_ declaration: String, in text: String) -> Bool {
    var searched = text[...]
    while let range = searched.range(of: declaration) {
      let after = searched[range.upperBound...].first
      if after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
      searched = searched[range.upperBound...]
    }
    return false
  }

  /// A feature of a model's input or output.
  package struct Feature: Equatable, Sendable {
    /// The feature's name.
    package var name: String
    /// Its kind.
    package var kind: Kind
    /// Whether it may be left out.
    package var isOptional: Bool
  }

  /// The kinds of feature, as `FeatureType`'s `oneof` numbers them.
  package enum Kind: Equatable, Sendable {
    /// `Int64FeatureType` (1).
    case int64
    /// `DoubleFeatureType` (2).
    case double
    /// `StringFeatureType` (3).
    case string
    /// `ImageFeatureType` (4), of its `width` (1) and `height` (2) in pixels.
    case image(width: Int, height: Int)
    /// `ArrayFeatureType` (5).
    case multiArray
    /// `DictionaryFeatureType` (6), keyed by whole numbers (`int64KeyType`) or text.
    case dictionary(intKeys: Bool)
    /// `SequenceFeatureType` (7), of whole numbers or text.
    case sequence(ofInts: Bool)
    /// `StateFeatureType` (8), or a kind this reader does not know.
    case other
  }

  /// A model's inputs and outputs.
  package struct Description: Equatable, Sendable {
    /// The inputs, in order.
    package var inputs: [Feature] = []
    /// The outputs, in order.
    package var outputs: [Feature] = []
  }

  /// The description in a model file's first bytes, or `nil` when they are not a Core ML model.
  package static func description(in bytes: [UInt8]) -> Description? {
    var reader = ProtobufReader(bytes: bytes[...])
    while let (field, value) = reader.next() {
      if field == 2, case .bytes(let body) = value { return description(of: body) }
    }
    return nil
  }

  static func description(of body: ArraySlice<UInt8>) -> Description? {
    var result = Description()
    var reader = ProtobufReader(bytes: body)
    while let (field, value) = reader.next() {
      guard case .bytes(let message) = value, field == 1 || field == 10, let feature = feature(of: message) else {
        continue
      }
      if field == 1 { result.inputs.append(feature) } else { result.outputs.append(feature) }
    }
    return reader.failed || (result.inputs.isEmpty && result.outputs.isEmpty) ? nil : result
  }

  static func feature(of message: ArraySlice<UInt8>) -> Feature? {
    var name: String?
    var kind = Kind.other
    var isOptional = false
    var reader = ProtobufReader(bytes: message)
    while let (field, value) = reader.next() {
      switch (field, value) {
      case (1, .bytes(let text)): name = String(decoding: text, as: UTF8.self)
      case (3, .bytes(let type)): (kind, isOptional) = Self.kind(of: type)
      default: continue
      }
    }
    guard let name, !name.isEmpty else { return nil }
    return Feature(name: name, kind: kind, isOptional: isOptional)
  }

  static func kind(of type: ArraySlice<UInt8>) -> (Kind, Bool) {
    var kind = Kind.other
    var isOptional = false
    var reader = ProtobufReader(bytes: type)
    while let (field, value) = reader.next() {
      switch (field, value) {
      case (1, _): kind = .int64
      case (2, _): kind = .double
      case (3, _): kind = .string
      case (4, .bytes(let image)):
        var size = (width: 0, height: 0)
        var inner = ProtobufReader(bytes: image)
        while let (field, value) = inner.next() {
          guard case .varint(let pixels) = value, pixels < 1 << 20 else { continue }
          if field == 1 { size.width = Int(pixels) } else if field == 2 { size.height = Int(pixels) }
        }
        kind = .image(width: size.width, height: size.height)
      case (5, _): kind = .multiArray
      case (6, .bytes(let keys)):
        var inner = ProtobufReader(bytes: keys)
        kind = .dictionary(intKeys: inner.next()?.field == 1)
      case (7, .bytes(let elements)):
        var inner = ProtobufReader(bytes: elements)
        kind = .sequence(ofInts: inner.next()?.field == 1)
      case (1000, .varint(let flag)): isOptional = flag != 0
      default: continue
      }
    }
    return (kind, isOptional)
  }

  /// The Swift type a feature's property has in Xcode's generated classes, and how it is read
  /// from (`get`) and written to (`make`) an `MLFeatureValue`.
  static func swift(_ kind: Kind) -> (type: String, get: String, make: String) {
    switch kind {
    case .int64: return ("Int64", ".int64Value", "MLFeatureValue(int64: %@)")
    case .double: return ("Double", ".doubleValue", "MLFeatureValue(double: %@)")
    case .string: return ("String", ".stringValue", "MLFeatureValue(string: %@)")
    case .image: return ("CVPixelBuffer", ".imageBufferValue!", "MLFeatureValue(pixelBuffer: %@)")
    case .multiArray: return ("MLMultiArray", ".multiArrayValue!", "MLFeatureValue(multiArray: %@)")
    case .dictionary(let intKeys):
      let key = intKeys ? "Int64" : "String"
      return (
        "[\(key) : Double]", ".dictionaryValue as! [\(key) : Double]",
        "try! MLFeatureValue(dictionary: %@ as [AnyHashable : NSNumber])"
      )
    case .sequence(let ofInts):
      return ofInts
        ? (
          "[Int64]", ".sequenceValue!.int64Values.map { $0.int64Value }",
          "MLFeatureValue(sequence: MLSequence(int64s: %@.map { NSNumber(value: $0) }))"
        )
        : ("[String]", ".sequenceValue!.stringValues", "MLFeatureValue(sequence: MLSequence(strings: %@))")
    case .other: return ("MLFeatureValue", "", "%@")
    }
  }

  /// A Swift identifier for a feature's name (Xcode's rule: characters that cannot be in one
  /// become `_`; a leading digit gets a `_` before it).
  static func identifier(_ name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if result.first?.isNumber ?? true { result = "_" + result }
    return result
  }

  /// The source of the three classes for the model `name` described by `description`.
  package static func source(name: String, description: Description) -> String {
    let model = identifier(name)
    var lines = [
      "// The classes Xcode generates for \(name)'s Core ML model (written by SuperSwift).",
      "import CoreML", "",
      "/// The input of \(model).",
      "class \(model)Input : MLFeatureProvider {",
    ]
    for feature in description.inputs {
      lines.append("    var \(identifier(feature.name)): \(swift(feature.kind).type)")
    }
    let inputNames = description.inputs.map { "\"\($0.name)\"" }.joined(separator: ", ")
    lines.append("    var featureNames: Set<String> { [\(inputNames)] }")
    lines.append("    func featureValue(for featureName: String) -> MLFeatureValue? {")
    for feature in description.inputs {
      let make = swift(feature.kind).make.replacingOccurrences(of: "%@", with: identifier(feature.name))
      lines.append("        if featureName == \"\(feature.name)\" { return \(make) }")
    }
    lines.append("        return nil")
    lines.append("    }")
    let parameters = description.inputs.map { "\(identifier($0.name)): \(swift($0.kind).type)" }
    lines.append("    init(\(parameters.joined(separator: ", "))) {")
    for feature in description.inputs {
      lines.append("        self.\(identifier(feature.name)) = \(identifier(feature.name))")
    }
    lines.append("    }")
    // Xcode's conveniences for a model whose one input is an image: from a `CGImage` or a file.
    if description.inputs.count == 1, let image = description.inputs.first, case .image(let wide, let high) = image.kind
    {
      let id = identifier(image.name)
      let size = "pixelsWide: \(max(wide, 1)), pixelsHigh: \(max(high, 1))"
      lines += [
        "    convenience init(\(id)With \(id): CGImage) throws {",
        "        self.init(\(id): try MLFeatureValue(cgImage: \(id), \(size), pixelFormatType: kCVPixelFormatType_32BGRA, options: nil).imageBufferValue!)",
        "    }",
        "    convenience init(\(id)At \(id): URL) throws {",
        "        self.init(\(id): try MLFeatureValue(imageAt: \(id), \(size), pixelFormatType: kCVPixelFormatType_32BGRA, options: nil).imageBufferValue!)",
        "    }",
        "    func set\(id.prefix(1).uppercased() + id.dropFirst())(with \(id): CGImage) throws {",
        "        self.\(id) = try MLFeatureValue(cgImage: \(id), \(size), pixelFormatType: kCVPixelFormatType_32BGRA, options: nil).imageBufferValue!",
        "    }",
      ]
    }
    lines += ["}", ""]

    lines += [
      "/// The output of \(model).",
      "class \(model)Output : MLFeatureProvider {",
      "    private let provider : MLFeatureProvider",
    ]
    for feature in description.outputs {
      let kind = swift(feature.kind)
      lines.append(
        "    var \(identifier(feature.name)): \(kind.type) { provider.featureValue(for: \"\(feature.name)\")!\(kind.get) }"
      )
      if case .multiArray = feature.kind {
        lines.append(
          "    var \(identifier(feature.name))ShapedArray: MLShapedArray<Double> { MLShapedArray<Double>(\(identifier(feature.name))) }"
        )
      }
    }
    lines += [
      "    var featureNames: Set<String> { provider.featureNames }",
      "    func featureValue(for featureName: String) -> MLFeatureValue? { provider.featureValue(for: featureName) }",
    ]
    let outputParameters = description.outputs.map { "\(identifier($0.name)): \(swift($0.kind).type)" }
    let outputEntries = description.outputs.map { feature in
      "\"\(feature.name)\" : " + swift(feature.kind).make.replacingOccurrences(of: "%@", with: identifier(feature.name))
    }
    lines += [
      "    init(\(outputParameters.joined(separator: ", "))) {",
      "        self.provider = try! MLDictionaryFeatureProvider(dictionary: [\(outputEntries.isEmpty ? ":" : outputEntries.joined(separator: ", "))])",
      "    }",
      "    init(features: MLFeatureProvider) { self.provider = features }",
      "}", "",
    ]

    let inputArguments = description.inputs.map { "\(identifier($0.name)): \(identifier($0.name))" }
    lines += [
      "/// \(name)'s model, loaded from the app's bundle.",
      "class \(model) {",
      "    let model: MLModel",
      "    class var urlOfModelInThisBundle : URL {",
      "        Bundle.main.url(forResource: \"\(name)\", withExtension: \"mlmodelc\") ?? Bundle.main.bundleURL.appendingPathComponent(\"\(name).mlmodelc\")",
      "    }",
      "    init(model: MLModel) { self.model = model }",
      "    @available(*, deprecated, message: \"Use init(configuration:) instead and handle errors appropriately.\")",
      "    convenience init() { try! self.init(contentsOf: type(of: self).urlOfModelInThisBundle) }",
      "    convenience init(configuration: MLModelConfiguration) throws { try self.init(contentsOf: type(of: self).urlOfModelInThisBundle, configuration: configuration) }",
      "    convenience init(contentsOf modelURL: URL) throws { try self.init(model: MLModel(contentsOf: modelURL)) }",
      "    convenience init(contentsOf modelURL: URL, configuration: MLModelConfiguration) throws { try self.init(model: MLModel(contentsOf: modelURL, configuration: configuration)) }",
      "    class func load(configuration: MLModelConfiguration = MLModelConfiguration(), completionHandler handler: @escaping (Swift.Result<\(model), Error>) -> Void) {",
      "        load(contentsOf: urlOfModelInThisBundle, configuration: configuration, completionHandler: handler)",
      "    }",
      "    class func load(configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> \(model) {",
      "        try await load(contentsOf: urlOfModelInThisBundle, configuration: configuration)",
      "    }",
      "    class func load(contentsOf modelURL: URL, configuration: MLModelConfiguration = MLModelConfiguration(), completionHandler handler: @escaping (Swift.Result<\(model), Error>) -> Void) {",
      "        MLModel.load(contentsOf: modelURL, configuration: configuration) { result in handler(result.map { \(model)(model: $0) }) }",
      "    }",
      "    class func load(contentsOf modelURL: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> \(model) {",
      "        \(model)(model: try await MLModel.load(contentsOf: modelURL, configuration: configuration))",
      "    }",
      "    func prediction(input: \(model)Input) throws -> \(model)Output { try prediction(input: input, options: MLPredictionOptions()) }",
      "    func prediction(input: \(model)Input, options: MLPredictionOptions) throws -> \(model)Output {",
      "        \(model)Output(features: try model.prediction(from: input, options: options))",
      "    }",
      "    func prediction(input: \(model)Input, options: MLPredictionOptions = MLPredictionOptions()) async throws -> \(model)Output {",
      "        \(model)Output(features: try await model.prediction(from: input, options: options))",
      "    }",
      "    func prediction(\(parameters.joined(separator: ", "))) throws -> \(model)Output {",
      "        try prediction(input: \(model)Input(\(inputArguments.joined(separator: ", "))))",
      "    }",
      "    func predictions(inputs: [\(model)Input], options: MLPredictionOptions = MLPredictionOptions()) throws -> [\(model)Output] {",
      "        let outputs = try model.predictions(from: MLArrayBatchProvider(array: inputs), options: options)",
      "        return (0..<outputs.count).map { \(model)Output(features: outputs.features(at: $0)) }",
      "    }",
      "}", "",
    ]
    return lines.joined(separator: "\n")
  }
}

/// Reads a protobuf message's fields one by one (wire types 0, 1, 2 and 5); stops, and says it
/// `failed`, at bytes that are not a message.
struct ProtobufReader {
  /// A field's value.
  enum Value {
    /// A varint.
    case varint(UInt64)
    /// Length-delimited bytes (a string, bytes or a message).
    case bytes(ArraySlice<UInt8>)
    /// A fixed 32- or 64-bit value.
    case fixed
  }

  var bytes: ArraySlice<UInt8>
  private(set) var failed = false

  init(bytes: ArraySlice<UInt8>) { self.bytes = bytes }

  /// The next field's number and value, or `nil` at the end (or at bytes that are no field).
  mutating func next() -> (field: Int, value: Value)? {
    guard !bytes.isEmpty, !failed else { return nil }
    guard let key = varint(), key >> 3 > 0, key >> 3 < 1 << 29 else { return fail() }
    let field = Int(key >> 3)
    switch key & 7 {
    case 0:
      guard let value = varint() else { return fail() }
      return (field, .varint(value))
    case 1, 5:
      let size = key & 7 == 1 ? 8 : 4
      guard bytes.count >= size else { return fail() }
      bytes = bytes.dropFirst(size)
      return (field, .fixed)
    case 2:
      guard let length = varint(), length <= UInt64(bytes.count) else { return fail() }
      let body = bytes.prefix(Int(length))
      bytes = bytes.dropFirst(Int(length))
      return (field, .bytes(body))
    default:
      return fail()
    }
  }

  private mutating func fail() -> (field: Int, value: Value)? {
    failed = true
    return nil
  }

  private mutating func varint() -> UInt64? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while let byte = bytes.first, shift < 64 {
      bytes = bytes.dropFirst()
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
    return nil
  }
}
