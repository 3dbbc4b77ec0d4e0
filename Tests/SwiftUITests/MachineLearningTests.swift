import CoreML
import Foundation
import FoundationModels
import Testing
import Vision

/// Apple's machine-learning frameworks as a system without their engines has them: the values
/// apps build are real, loading a model, analysing an image and asking the language model fail
/// with the errors apps already handle.
@Suite("Core ML, Vision and Foundation Models without their engines")
struct MachineLearningTests {
  @Test("a multi-array keeps each element type, row-major strides and half-precision values")
  func multiArray() throws {
    let array = try MLMultiArray(shape: [2, 3], dataType: .float32)
    #expect(array.count == 6 && array.strides == [3, 1])
    array[[1, 2]] = 4.5
    #expect(array[5].floatValue == 4.5 && array[[1, 2] as [NSNumber]].doubleValue == 4.5)
    let halves = try MLMultiArray(shape: [3], dataType: .float16)
    halves[0] = 1.5
    halves[1] = -0.25
    halves[2] = 65504
    #expect([halves[0].doubleValue, halves[1].doubleValue, halves[2].doubleValue] == [1.5, -0.25, 65504])
    let whole = try MLMultiArray(shape: [1], dataType: .int32)
    whole[0] = NSNumber(value: 7.9)
    #expect(whole[0].intValue == 7)
    #expect(throws: MLModelError.self) { try MLMultiArray(shape: [0, 2], dataType: .double) }
    let shaped = MLShapedArray<Float>(scalars: [1, 2, 3, 4, 5, 6], shape: [2, 3])
    #expect(shaped[scalarAt: 1, 0] == 4 && shaped.strides == [3, 1])
    let back = MLShapedArray<Float>(MLMultiArray(shaped))
    #expect(back == shaped)
  }

  @Test("features and providers hold what they are given; a model never loads and says why")
  func features() throws {
    let provider = try MLDictionaryFeatureProvider(dictionary: ["text": "great", "count": 3, "score": 0.5])
    #expect(provider.featureNames == ["text", "count", "score"])
    #expect(provider["text"]?.stringValue == "great" && provider["count"]?.int64Value == 3)
    #expect(provider.featureValue(for: "score")?.type == .double)
    #expect(throws: MLModelError.self) { try MLDictionaryFeatureProvider(dictionary: ["date": Date()]) }
    let batch = MLArrayBatchProvider(array: [provider, provider])
    #expect(batch.count == 2 && batch.features(at: 1).featureValue(for: "text")?.stringValue == "great")
    let url = URL(fileURLWithPath: "/nowhere/Model.mlmodelc")
    let error = try #require(throws: MLModelError.self) { try MLModel(contentsOf: url) }
    #expect(error.code == .io && error.description.contains("no Core ML engine"))
    var buffer: CVPixelBuffer?
    #expect(CVPixelBufferCreate(nil, 4, 2, kCVPixelFormatType_32BGRA, nil, &buffer) == kCVReturnSuccess)
    let image = try #require(buffer)
    #expect(CVPixelBufferGetBytesPerRow(image) == 16 && CVPixelBufferGetHeight(image) == 2)
    #expect(MLFeatureValue(pixelBuffer: image).imageBufferValue?.width == 4)
  }

  @Test("performing Vision requests throws, after each request's handler hears the same error")
  func vision() throws {
    final class Heard: @unchecked Sendable { var errors: [String] = [] }
    let heard = Heard()
    let text = VNRecognizeTextRequest { request, error in
      heard.errors.append("\(type(of: request)): \(error.map { "\($0)" } ?? "none")")
    }
    text.recognitionLevel = .fast
    let faces = VNDetectFaceRectanglesRequest()
    var buffer: CVPixelBuffer?
    _ = CVPixelBufferCreate(nil, 2, 2, kCVPixelFormatType_32BGRA, nil, &buffer)
    let handler = VNImageRequestHandler(cvPixelBuffer: try #require(buffer), options: [:])
    let error = try #require(throws: VNError.self) { try handler.perform([text, faces]) }
    #expect(error.code == .unsupportedRequest)
    #expect(heard.errors.count == 1 && heard.errors[0].hasPrefix("VNRecognizeTextRequest: Vision cannot analyse"))
    let observations: [VNRecognizedTextObservation]? = text.results  // typed, as Apple's SDK has it
    #expect(observations == nil && faces.results == nil)
    #expect(
      VNImageRectForNormalizedRect(CGRect(x: 0.5, y: 0, width: 0.5, height: 1), 200, 100)
        == CGRect(x: 100, y: 0, width: 100, height: 100))
  }

  @Test("the language model is unavailable; a session is made, keeps its instructions and its requests throw")
  func languageModel() async throws {
    #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
    #expect(!SystemLanguageModel.default.isAvailable)
    let session = LanguageModelSession(instructions: "Answer briefly.")
    #expect(session.transcript.count == 1 && session.transcript.first?.description == "Answer briefly.")
    await #expect(throws: LanguageModelSession.GenerationError.self) { try await session.respond(to: "Hi") }
    do {
      _ = try await session.respond(to: "Three words", generating: [String].self)
      Issue.record("a response was generated with no model")
    } catch let error as LanguageModelSession.GenerationError {
      guard case .assetsUnavailable(let context) = error else { throw error }
      #expect(context.debugDescription.contains("without Apple Intelligence"))
      #expect(error.errorDescription == "The language model is not available on this device.")
    }
    var snapshots = 0
    await #expect(throws: LanguageModelSession.GenerationError.self) {
      for try await _ in session.streamResponse(to: "Stream") { snapshots += 1 }
    }
    #expect(snapshots == 0)
  }

  @Test("generated content reads JSON, keeps Booleans apart from numbers, and converts to Swift values")
  func generatedContent() throws {
    let content = try GeneratedContent(
      json: #"{"name": "Tea", "cups": 2, "hot": true, "tags": ["a", "b"], "note": null}"#)
    #expect(try content.value(String.self, forProperty: "name") == "Tea")
    #expect(try content.value(Int.self, forProperty: "cups") == 2)
    #expect(try content.value(Bool.self, forProperty: "hot"))
    #expect(try content.value([String].self, forProperty: "tags") == ["a", "b"])
    #expect(try content.value(String?.self, forProperty: "note") == nil)
    #expect(throws: GeneratedContentConversionError.self) { try content.value(Int.self, forProperty: "name") }
    #expect(GeneratedContent(properties: ["a": 1, "b": "x"]).jsonString == #"{"a": 1, "b": "x"}"#)
  }
}
