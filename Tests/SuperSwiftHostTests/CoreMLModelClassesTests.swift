import Foundation
import Testing

@testable import SuperSwiftHost

/// A Core ML model's description read from its protobuf, and the classes Xcode would generate.
@Suite("Core ML model classes")
struct CoreMLModelClassesTests {
  /// A protobuf field: `key` then the bytes of a length-delimited value.
  static func field(_ number: Int, _ body: [UInt8]) -> [UInt8] {
    varint(UInt64(number << 3 | 2)) + varint(UInt64(body.count)) + body
  }
  static func varintField(_ number: Int, _ value: UInt64) -> [UInt8] { varint(UInt64(number << 3)) + varint(value) }
  static func varint(_ value: UInt64) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    repeat {
      var byte = UInt8(value & 0x7F)
      value >>= 7
      if value != 0 { byte |= 0x80 }
      bytes.append(byte)
    } while value != 0
    return bytes
  }
  static func feature(_ name: String, _ type: [UInt8]) -> [UInt8] {
    field(1, Array(name.utf8)) + field(2, Array("about \(name)".utf8)) + field(3, type)
  }

  /// `Model { specificationVersion: 4, description: { inputs, outputs, predictedFeatureName } }`
  /// followed by a model body (field 403, a pipeline's worth of bytes) the reader never needs.
  static let model: [UInt8] =
    varintField(1, 4)
    + field(
      2,
      field(1, feature("text", field(3, [])))
        + field(1, feature("photo", field(4, varintField(1, 224) + varintField(2, 112) + varintField(3, 20))))
        + field(10, feature("label", field(3, [])))
        + field(10, feature("labelProbability", field(6, field(2, []))))
        + field(10, feature("embedding", field(5, varintField(1, 384))))
        + field(10, feature("2x-score", field(2, []) + varintField(1000, 1)))
        + field(11, Array("label".utf8)))
    + field(403, [UInt8](repeating: 7, count: 300))

  @Test("inputs and outputs with their kinds, an image's size and optionality, are read from the protobuf")
  func description() throws {
    let read = try #require(CoreMLModelClasses.description(in: Self.model))
    #expect(read.inputs.map(\.name) == ["text", "photo"])
    #expect(read.inputs.map(\.kind) == [.string, .image(width: 224, height: 112)])
    #expect(read.outputs.map(\.name) == ["label", "labelProbability", "embedding", "2x-score"])
    #expect(read.outputs.map(\.kind) == [.string, .dictionary(intKeys: false), .multiArray, .double])
    #expect(read.outputs.map(\.isOptional) == [false, false, false, true])
  }

  @Test("bytes that are no model, or cut short, give no description")
  func notAModel() {
    #expect(CoreMLModelClasses.description(in: Array("hello, world".utf8)) == nil)
    #expect(CoreMLModelClasses.description(in: []) == nil)
    #expect(CoreMLModelClasses.description(in: Array(Self.model.prefix(12))) == nil)
    #expect(CoreMLModelClasses.description(in: [0xFF, 0xFF, 0xFF]) == nil)
  }

  @Test("the generated source declares Xcode's three classes with a typed property per feature")
  func source() throws {
    let read = try #require(CoreMLModelClasses.description(in: Self.model))
    let source = CoreMLModelClasses.source(name: "Sentiment Model", description: read)
    #expect(source.contains("class Sentiment_ModelInput : MLFeatureProvider {"))
    #expect(source.contains("var text: String"))
    #expect(source.contains("var photo: CVPixelBuffer"))
    #expect(source.contains("var labelProbability: [String : Double]"))
    #expect(source.contains("var _2x_score: Double { provider.featureValue(for: \"2x-score\")!.doubleValue }"))
    #expect(source.contains("var embeddingShapedArray: MLShapedArray<Double>"))
    #expect(source.contains("class Sentiment_Model {"))
    #expect(source.contains("withExtension: \"mlmodelc\""))
    #expect(source.contains("func prediction(text: String, photo: CVPixelBuffer) throws -> Sentiment_ModelOutput"))
  }

  @Test("a class the app declares itself is found; a longer name is another")
  func declared() {
    #expect(CoreMLModelClasses.declares("Sentiment", in: Data("class Sentiment {\n}".utf8)))
    #expect(CoreMLModelClasses.declares("Sentiment", in: Data("final class Sentiment: NSObject".utf8)))
    #expect(!CoreMLModelClasses.declares("Sentiment", in: Data("class SentimentInput {}".utf8)))
    #expect(!CoreMLModelClasses.declares("Sentiment", in: Data("let model = try Sentiment()".utf8)))
  }
}

/// Model files on disk: a description past the first read is still found; a package's is read
/// from its standard place.
@Suite("Core ML model files")
struct CoreMLModelFileTests {
  @Test("a .mlmodel whose description is longer than the first read, and a .mlpackage's, are read")
  func files() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("models-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("Embed.mlpackage/Data/com.apple.CoreML")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try Data(CoreMLModelClassesTests.model).write(to: package.appendingPathComponent("model.mlmodel"))
    let read = try #require(CoreMLModelClasses.description(ofModelAt: folder.appendingPathComponent("Embed.mlpackage")))
    #expect(read.inputs.map(\.name) == ["text", "photo"])
    // A description of 100 KB: a feature whose short description is long.
    let long =
      CoreMLModelClassesTests.feature("note", CoreMLModelClassesTests.field(3, []))
      + CoreMLModelClassesTests.field(2, [UInt8](repeating: 0x61, count: 100_000))
    let big =
      CoreMLModelClassesTests.varintField(1, 4)
      + CoreMLModelClassesTests.field(2, CoreMLModelClassesTests.field(1, long))
    let file = folder.appendingPathComponent("Big.mlmodel")
    try Data(big).write(to: file)
    #expect(CoreMLModelClasses.description(ofModelAt: file)?.inputs.map(\.name) == ["note"])
    try Data(big.prefix(70_000)).write(to: file)
    #expect(CoreMLModelClasses.description(ofModelAt: file) == nil, "cut short: no description")
  }
}
