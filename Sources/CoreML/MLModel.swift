import Foundation

/// Why Core ML failed.
public struct MLModelError: Error, LocalizedError, CustomStringConvertible, Sendable {
  /// Core ML's kinds of failure.
  public enum Code: Int, Sendable {
    /// A general failure.
    case generic = 0
    /// A feature had the wrong type.
    case featureType = 1
    /// The model could not be read.
    case io = 3
    /// A custom layer failed.
    case customLayer = 4
    /// A custom model failed.
    case customModel = 5
    /// An update failed.
    case update = 6
    /// Parameters were wrong.
    case parameters = 7
    /// The model could not be decrypted.
    case modelDecryptionKeyFetch = 8
    /// The model could not be decrypted.
    case modelDecryption = 9
    /// A model collection failed.
    case modelCollection = 10
    /// A prediction was cancelled.
    case predictionCancelled = 11
  }
  /// The kind of failure.
  public let code: Code
  /// What failed.
  public let description: String

  init(_ code: Code, _ description: String) {
    self.code = code
    self.description = description
  }
  /// What failed, for a person.
  public var errorDescription: String? { description }

  /// Every model load's answer: there is no Core ML engine here.
  static let unavailable = MLModelError(
    .io,
    "Core ML models cannot run here: SuperSwift runs apps on Linux, which has no Core ML engine; "
      + "show what the app shows when a model fails to load")
}

/// The hardware a model may run on.
public enum MLComputeUnits: Int, Sendable {
  /// The CPU only.
  case cpuOnly = 0
  /// The CPU and GPU.
  case cpuAndGPU = 1
  /// Any.
  case all = 2
  /// The CPU and Neural Engine.
  case cpuAndNeuralEngine = 3
}

/// How a model is loaded.
public final class MLModelConfiguration: NSObject, @unchecked Sendable {
  /// The hardware it may run on.
  public var computeUnits: MLComputeUnits = .all
  /// Whether the GPU may accumulate in lower precision.
  public var allowLowPrecisionAccumulationOnGPU = false
  /// The model's name, for display.
  public var modelDisplayName: String?
  /// Parameters for updatable models.
  public var parameters: [MLParameterKey: Any]?
  /// A configuration with the defaults.
  public override init() {}
}

/// A parameter of an updatable model.
public struct MLParameterKey: Hashable, Sendable {
  /// The parameter's name.
  public let rawValue: String
  /// The learning rate.
  public static let learningRate = MLParameterKey(rawValue: "learningRate")
  /// The number of epochs.
  public static let epochs = MLParameterKey(rawValue: "epochs")
  /// The batch size.
  public static let miniBatchSize = MLParameterKey(rawValue: "miniBatchSize")
}

/// Options for one prediction.
public final class MLPredictionOptions: NSObject, @unchecked Sendable {
  /// Whether to run on the CPU only.
  public var usesCPUOnly = false
  /// Buffers to write outputs into.
  public var outputBackings: [String: Any] = [:]
  /// Options with the defaults.
  public override init() {}
}

/// What a feature must be.
public final class MLFeatureDescription: NSObject, @unchecked Sendable {
  /// The feature's name.
  public let name: String
  /// Its kind.
  public let type: MLFeatureType
  /// Whether it may be left out.
  public let isOptional: Bool
  init(name: String, type: MLFeatureType, isOptional: Bool) {
    self.name = name
    self.type = type
    self.isOptional = isOptional
  }
  /// Whether `value` fits the description.
  public func isAllowedValue(_ value: MLFeatureValue) -> Bool {
    value.type == type || (isOptional && value.isUndefined)
  }
}

/// Keys of a model's metadata.
public struct MLModelMetadataKey: Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// A key of `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The model's description.
  public static let description = MLModelMetadataKey(rawValue: "MLModelDescriptionKey")
  /// The model's version.
  public static let versionString = MLModelMetadataKey(rawValue: "MLModelVersionStringKey")
  /// The model's author.
  public static let author = MLModelMetadataKey(rawValue: "MLModelAuthorKey")
  /// The model's licence.
  public static let license = MLModelMetadataKey(rawValue: "MLModelLicenseKey")
  /// Its creator's own metadata.
  public static let creatorDefinedKey = MLModelMetadataKey(rawValue: "MLModelCreatorDefinedKey")
}

/// A model's inputs, outputs and metadata.
public final class MLModelDescription: NSObject, @unchecked Sendable {
  /// The inputs, by name.
  public let inputDescriptionsByName: [String: MLFeatureDescription] = [:]
  /// The outputs, by name.
  public let outputDescriptionsByName: [String: MLFeatureDescription] = [:]
  /// The output a classifier predicts.
  public let predictedFeatureName: String? = nil
  /// The output holding a classifier's probabilities.
  public let predictedProbabilitiesName: String? = nil
  /// The model's metadata.
  public let metadata: [MLModelMetadataKey: Any] = [:]
  /// A classifier's labels.
  public let classLabels: [Any]? = nil
}

/// A compiled machine-learning model. None can be loaded here: every load throws
/// `MLModelError` (`.io`), which apps already handle when a model fails to load.
open class MLModel: NSObject, @unchecked Sendable {
  /// The model's inputs and outputs.
  open var modelDescription: MLModelDescription { MLModelDescription() }
  /// How it was loaded.
  open var configuration: MLModelConfiguration { MLModelConfiguration() }

  /// Loads the compiled model at `url`: throws, as Core ML does not run here.
  public init(contentsOf url: URL) throws { throw MLModelError.unavailable }
  /// Loads the compiled model at `url` with `configuration`: throws.
  public init(contentsOf url: URL, configuration: MLModelConfiguration) throws { throw MLModelError.unavailable }
  /// Loads a model in the background; `handler` gets the failure.
  open class func load(
    contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration(),
    completionHandler handler: @escaping (Result<MLModel, any Error>) -> Void
  ) {
    nonisolated(unsafe) let handler = handler
    DispatchQueue.global().async { handler(.failure(MLModelError.unavailable)) }
  }
  /// Loads a model: throws.
  open class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration())
    async throws -> MLModel
  { throw MLModelError.unavailable }
  /// Loads a model from an asset: throws.
  open class func load(asset: MLModelAsset, configuration: MLModelConfiguration) async throws -> MLModel {
    throw MLModelError.unavailable
  }
  /// Compiles a model file: throws, as there is no compiler here.
  open class func compileModel(at url: URL) throws -> URL { throw MLModelError.unavailable }
  /// Compiles a model file: throws.
  open class func compileModel(at url: URL) async throws -> URL { throw MLModelError.unavailable }

  /// A prediction from `input`.
  open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider {
    throw MLModelError.unavailable
  }
  /// A prediction from `input` with `options`.
  open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws
    -> any MLFeatureProvider
  { throw MLModelError.unavailable }
  /// A prediction from `input`, in the background.
  open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions = MLPredictionOptions())
    async throws -> any MLFeatureProvider
  { throw MLModelError.unavailable }
  /// Predictions for a batch.
  open func predictions(from inputBatch: any MLBatchProvider, options: MLPredictionOptions = MLPredictionOptions())
    throws -> any MLBatchProvider
  { throw MLModelError.unavailable }
  /// Predictions for several inputs.
  open func predictions(fromBatch inputBatch: any MLBatchProvider) throws -> any MLBatchProvider {
    throw MLModelError.unavailable
  }
}

/// A model's data, before it is loaded.
public final class MLModelAsset: @unchecked Sendable {
  /// An asset of a compiled model's bytes: throws, as no model can be read here.
  public init(specification: Data) throws { throw MLModelError.unavailable }
  /// An asset of a compiled model at `url`.
  public init(url: URL) throws { throw MLModelError.unavailable }
}
