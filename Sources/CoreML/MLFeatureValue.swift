// Core ML's values: features, feature providers, batches and multi-dimensional arrays, all real
// (an app fills them, reads them and passes them around as on iOS). What a page cannot do is run
// a model (MLModel.swift): there is no Core ML engine on Linux.
@_exported import CoreVideo
@_exported import Foundation
// Apple's CoreML brings Core Graphics' `CGImage`, which lives here beside ImageIO's types.
@_exported import ImageIO

/// The kinds of value a feature holds.
public enum MLFeatureType: Int, Sendable {
  /// No value.
  case invalid = 0
  /// A whole number.
  case int64 = 1
  /// A real number.
  case double = 2
  /// Text.
  case string = 3
  /// An image.
  case image = 4
  /// A multi-dimensional array.
  case multiArray = 5
  /// A dictionary of numbers.
  case dictionary = 6
  /// A sequence.
  case sequence = 7
  /// A model's state.
  case state = 8
}

/// A sequence of strings or whole numbers, as a feature.
public final class MLSequence: @unchecked Sendable {
  /// The kind of its elements.
  public let type: MLFeatureType
  /// Its strings.
  public let stringValues: [String]
  /// Its numbers.
  public let int64Values: [NSNumber]
  init(type: MLFeatureType, strings: [String], numbers: [NSNumber]) {
    self.type = type
    stringValues = strings
    int64Values = numbers
  }
  /// An empty sequence of `type`.
  public static func empty(_ type: MLFeatureType) -> MLSequence { MLSequence(type: type, strings: [], numbers: []) }
  /// A sequence of strings.
  public convenience init(strings: [String]) { self.init(type: .string, strings: strings, numbers: []) }
  /// A sequence of whole numbers.
  public convenience init(int64s: [NSNumber]) { self.init(type: .int64, strings: [], numbers: int64s) }
}

/// A feature's value: a number, text, an image, an array, a dictionary or a sequence.
public final class MLFeatureValue: NSObject, @unchecked Sendable {
  /// The kind of value.
  public let type: MLFeatureType
  /// Whether it holds no value.
  public var isUndefined: Bool { type == .invalid }
  /// The whole number (0 when it is not one).
  public let int64Value: Int64
  /// The real number (0 when it is not one).
  public let doubleValue: Double
  /// The text ("" when it is not text).
  public let stringValue: String
  /// The array, when it is one.
  public let multiArrayValue: MLMultiArray?
  /// The dictionary, when it is one.
  public let dictionaryValue: [AnyHashable: NSNumber]
  /// The image, when it is one.
  public let imageBufferValue: CVPixelBuffer?
  /// The sequence, when it is one.
  public let sequenceValue: MLSequence?

  init(
    type: MLFeatureType, int64: Int64 = 0, double: Double = 0, string: String = "", array: MLMultiArray? = nil,
    dictionary: [AnyHashable: NSNumber] = [:], image: CVPixelBuffer? = nil, sequence: MLSequence? = nil
  ) {
    self.type = type
    int64Value = int64
    doubleValue = double
    stringValue = string
    multiArrayValue = array
    dictionaryValue = dictionary
    imageBufferValue = image
    sequenceValue = sequence
  }

  /// A whole number.
  public convenience init(int64 value: Int64) { self.init(type: .int64, int64: value, double: Double(value)) }
  /// A real number.
  public convenience init(double value: Double) { self.init(type: .double, int64: Int64(value), double: value) }
  /// Text.
  public convenience init(string value: String) { self.init(type: .string, string: value) }
  /// A multi-dimensional array.
  public convenience init(multiArray value: MLMultiArray) { self.init(type: .multiArray, array: value) }
  /// A shaped array.
  public convenience init<Scalar: MLShapedArrayScalar>(shapedArray value: MLShapedArray<Scalar>) {
    self.init(type: .multiArray, array: MLMultiArray(value))
  }
  /// An image.
  public convenience init(pixelBuffer value: CVPixelBuffer) { self.init(type: .image, image: value) }
  /// A sequence.
  public convenience init(sequence value: MLSequence) { self.init(type: .sequence, sequence: value) }
  /// A dictionary of numbers keyed by text or whole numbers.
  public convenience init(dictionary value: [AnyHashable: NSNumber]) throws {
    self.init(type: .dictionary, dictionary: value)
  }
  /// No value of `type`.
  public convenience init(undefined type: MLFeatureType) { self.init(type: .invalid) }

  /// Whether two values are the same.
  public func isEqual(to value: MLFeatureValue) -> Bool {
    type == value.type && int64Value == value.int64Value && doubleValue == value.doubleValue
      && stringValue == value.stringValue && dictionaryValue == value.dictionaryValue
  }

  /// The value in words.
  public override var description: String {
    switch type {
    case .invalid: return "Undefined"
    case .int64: return "\(int64Value)"
    case .double: return "\(doubleValue)"
    case .string: return stringValue
    case .image: return "Image \(imageBufferValue?.width ?? 0) × \(imageBufferValue?.height ?? 0)"
    case .multiArray: return multiArrayValue?.description ?? "MultiArray"
    case .dictionary: return "\(dictionaryValue)"
    case .sequence: return "Sequence"
    case .state: return "State"
    }
  }
}

/// A set of named features: a model's input or output.
public protocol MLFeatureProvider {
  /// The features' names.
  var featureNames: Set<String> { get }
  /// The feature named `featureName`, if any.
  func featureValue(for featureName: String) -> MLFeatureValue?
}

/// Named features in a dictionary.
public final class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider, @unchecked Sendable {
  /// The features by name.
  public let dictionary: [String: MLFeatureValue]
  /// Features from values that are features, numbers, text or arrays.
  public init(dictionary: [String: Any]) throws {
    var features: [String: MLFeatureValue] = [:]
    for (name, value) in dictionary {
      switch value {
      case let feature as MLFeatureValue: features[name] = feature
      case let text as String: features[name] = MLFeatureValue(string: text)
      case let whole as Int: features[name] = MLFeatureValue(int64: Int64(whole))
      case let whole as Int64: features[name] = MLFeatureValue(int64: whole)
      case let real as Double: features[name] = MLFeatureValue(double: real)
      case let real as Float: features[name] = MLFeatureValue(double: Double(real))
      case let array as MLMultiArray: features[name] = MLFeatureValue(multiArray: array)
      case let image as CVPixelBuffer: features[name] = MLFeatureValue(pixelBuffer: image)
      default:
        throw MLModelError(.featureType, "the feature \(name) is a \(type(of: value)), which is not a feature's type")
      }
    }
    self.dictionary = features
  }
  /// The features' names.
  public var featureNames: Set<String> { Set(dictionary.keys) }
  /// The feature named `featureName`.
  public func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }
  /// The feature named `featureName`.
  public subscript(featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}

/// Several inputs or outputs at once.
public protocol MLBatchProvider {
  /// How many there are.
  var count: Int { get }
  /// The one at `index`.
  func features(at index: Int) -> any MLFeatureProvider
}

/// A batch kept in an array.
public final class MLArrayBatchProvider: NSObject, MLBatchProvider, @unchecked Sendable {
  /// The providers.
  public let array: [any MLFeatureProvider]
  /// A batch of `array`.
  public init(array: [any MLFeatureProvider]) { self.array = array }
  /// A batch of dictionaries of features.
  public convenience init(dictionary: [String: [Any]]) throws {
    let count = dictionary.values.map(\.count).max() ?? 0
    var providers: [any MLFeatureProvider] = []
    for index in 0..<count {
      var entry: [String: Any] = [:]
      for (name, values) in dictionary where index < values.count { entry[name] = values[index] }
      providers.append(try MLDictionaryFeatureProvider(dictionary: entry))
    }
    self.init(array: providers)
  }
  /// How many there are.
  public var count: Int { array.count }
  /// The one at `index`.
  public func features(at index: Int) -> any MLFeatureProvider { array[index] }
}

/// What an image feature must be: its size and pixel format.
public final class MLImageConstraint: NSObject, @unchecked Sendable {
  /// Its width in pixels.
  public let pixelsWide: Int
  /// Its height in pixels.
  public let pixelsHigh: Int
  /// Its pixel format.
  public let pixelFormatType: OSType
  init(pixelsWide: Int, pixelsHigh: Int, pixelFormatType: OSType) {
    self.pixelsWide = pixelsWide
    self.pixelsHigh = pixelsHigh
    self.pixelFormatType = pixelFormatType
  }
}

extension MLFeatureValue {
  /// An option for making an image feature.
  public struct ImageOption: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// An option of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The part of the image used.
    public static let cropRect = ImageOption(rawValue: "cropRect")
    /// How the image is scaled to the size.
    public static let cropAndScale = ImageOption(rawValue: "cropAndScale")
  }

  /// An image feature of `cgImage` at `pixelsWide` × `pixelsHigh` in `pixelFormatType` (its
  /// buffer the size asked for: a page's images carry no pixels on the app's side).
  public convenience init(
    cgImage: CGImage, pixelsWide: Int, pixelsHigh: Int, pixelFormatType: OSType, options: [ImageOption: Any]? = nil
  ) throws {
    self.init(pixelBuffer: try MLFeatureValue.buffer(pixelsWide, pixelsHigh, pixelFormatType))
  }
  /// An image feature of `cgImage` fitted to `constraint`.
  public convenience init(cgImage: CGImage, constraint: MLImageConstraint, options: [ImageOption: Any]? = nil) throws {
    try self.init(
      cgImage: cgImage, pixelsWide: constraint.pixelsWide, pixelsHigh: constraint.pixelsHigh,
      pixelFormatType: constraint.pixelFormatType, options: options)
  }
  /// An image feature of the image file at `url`, at `pixelsWide` × `pixelsHigh`.
  public convenience init(
    imageAt url: URL, pixelsWide: Int, pixelsHigh: Int, pixelFormatType: OSType, options: [ImageOption: Any]? = nil
  ) throws {
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw MLModelError(.io, "no image file at \(url.path)")
    }
    self.init(pixelBuffer: try MLFeatureValue.buffer(pixelsWide, pixelsHigh, pixelFormatType))
  }
  /// An image feature of the image file at `url`, fitted to `constraint`.
  public convenience init(imageAt url: URL, constraint: MLImageConstraint, options: [ImageOption: Any]? = nil) throws {
    try self.init(
      imageAt: url, pixelsWide: constraint.pixelsWide, pixelsHigh: constraint.pixelsHigh,
      pixelFormatType: constraint.pixelFormatType, options: options)
  }

  static func buffer(_ width: Int, _ height: Int, _ format: OSType) throws -> CVPixelBuffer {
    var buffer: CVPixelBuffer?
    guard CVPixelBufferCreate(nil, width, height, format, nil, &buffer) == kCVReturnSuccess, let buffer else {
      throw MLModelError(.featureType, "an image feature needs a positive size, not \(width) × \(height)")
    }
    return buffer
  }
}
