import Foundation

/// The element types of a multi-dimensional array.
public enum MLMultiArrayDataType: Int, Sendable {
  /// 64-bit floating point.
  case double = 65600
  /// 32-bit floating point.
  case float32 = 65568
  /// 16-bit floating point.
  case float16 = 65552
  /// 32-bit integers.
  case int32 = 131104
  /// 8-bit integers.
  case int8 = 131080

  /// 32-bit floating point.
  public static var float: MLMultiArrayDataType { .float32 }

  /// The bytes one element takes.
  var size: Int {
    switch self {
    case .double: return 8
    case .float32, .int32: return 4
    case .float16: return 2
    case .int8: return 1
    }
  }
}

/// A multi-dimensional array of numbers, laid out row by row in memory it owns (or is lent).
public final class MLMultiArray: NSObject, @unchecked Sendable {
  /// The size of each dimension.
  public let shape: [NSNumber]
  /// The elements to step over for one step in each dimension.
  public let strides: [NSNumber]
  /// The element type.
  public let dataType: MLMultiArrayDataType
  /// The first element's memory.
  public let dataPointer: UnsafeMutableRawPointer
  private let deallocator: ((UnsafeMutableRawPointer) -> Void)?

  /// The number of elements.
  public var count: Int { shape.reduce(1) { $0 * $1.intValue } }

  /// A zeroed array of `shape` and `dataType`.
  public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
    guard shape.allSatisfy({ $0.intValue > 0 }) else {
      throw MLModelError(.generic, "a multi-array's shape needs positive sizes, not \(shape)")
    }
    self.shape = shape
    self.dataType = dataType
    strides = MLMultiArray.rowMajorStrides(shape.map(\.intValue)).map { NSNumber(value: $0) }
    let bytes = max(1, shape.reduce(1) { $0 * $1.intValue } * dataType.size)
    dataPointer = .allocate(byteCount: bytes, alignment: 16)
    dataPointer.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    deallocator = { $0.deallocate() }
  }

  /// An array over memory the caller lends, freed by `deallocator` when the array goes.
  public init(
    dataPointer: UnsafeMutableRawPointer, shape: [NSNumber], dataType: MLMultiArrayDataType, strides: [NSNumber],
    deallocator: ((UnsafeMutableRawPointer) -> Void)? = nil
  ) throws {
    guard shape.count == strides.count else {
      throw MLModelError(.generic, "a multi-array needs one stride per dimension")
    }
    self.dataPointer = dataPointer
    self.shape = shape
    self.dataType = dataType
    self.strides = strides
    self.deallocator = deallocator
  }

  /// An array holding a shaped array's elements.
  public convenience init<Scalar: MLShapedArrayScalar>(_ shapedArray: MLShapedArray<Scalar>) {
    // The shape's sizes are positive: a shaped array has made sure.
    // swift-format-ignore: NeverUseForceTry
    try! self.init(shape: shapedArray.shape.map { NSNumber(value: $0) }, dataType: Scalar.multiArrayDataType)
    for (index, scalar) in shapedArray.scalars.enumerated() { self[index] = NSNumber(value: scalar.doubleValue) }
  }

  /// Several arrays joined along `axis`.
  public convenience init(concatenating arrays: [MLMultiArray], axis: Int, dataType: MLMultiArrayDataType) {
    var shape = arrays.first?.shape.map(\.intValue) ?? [0]
    if axis < shape.count { shape[axis] = arrays.reduce(0) { $0 + ($1.shape[axis].intValue) } }
    // swift-format-ignore: NeverUseForceTry
    try! self.init(shape: shape.map { NSNumber(value: max(1, $0)) }, dataType: dataType)
    var offset = 0
    for array in arrays {
      for index in 0..<array.count where offset + index < count { self[offset + index] = array[index] }
      offset += array.count
    }
  }

  deinit { deallocator?(dataPointer) }

  static func rowMajorStrides(_ shape: [Int]) -> [Int] {
    var strides = [Int](repeating: 1, count: shape.count)
    var step = 1
    for dimension in shape.indices.reversed() {
      strides[dimension] = step
      step *= shape[dimension]
    }
    return strides
  }

  /// The element at linear `index`.
  public subscript(index: Int) -> NSNumber {
    get { NSNumber(value: value(at: index)) }
    set { setValue(newValue.doubleValue, at: index) }
  }

  /// The element at one index per dimension.
  public subscript(key: [NSNumber]) -> NSNumber {
    get { self[offset(of: key)] }
    set { self[offset(of: key)] = newValue }
  }

  private func offset(of key: [NSNumber]) -> Int {
    zip(key, strides).reduce(0) { $0 + $1.0.intValue * $1.1.intValue }
  }

  private func value(at index: Int) -> Double {
    precondition(index >= 0 && index < count, "index \(index) is outside the multi-array's \(count) elements")
    switch dataType {
    case .double: return dataPointer.load(fromByteOffset: index * 8, as: Double.self)
    case .float32: return Double(dataPointer.load(fromByteOffset: index * 4, as: Float.self))
    case .float16:
      return Double(
        Float(bitPattern: Self.float(fromHalf: dataPointer.load(fromByteOffset: index * 2, as: UInt16.self))))
    case .int32: return Double(dataPointer.load(fromByteOffset: index * 4, as: Int32.self))
    case .int8: return Double(dataPointer.load(fromByteOffset: index, as: Int8.self))
    }
  }

  private func setValue(_ value: Double, at index: Int) {
    precondition(index >= 0 && index < count, "index \(index) is outside the multi-array's \(count) elements")
    switch dataType {
    case .double: dataPointer.storeBytes(of: value, toByteOffset: index * 8, as: Double.self)
    case .float32: dataPointer.storeBytes(of: Float(value), toByteOffset: index * 4, as: Float.self)
    case .float16:
      dataPointer.storeBytes(of: Self.half(fromFloat: Float(value)), toByteOffset: index * 2, as: UInt16.self)
    case .int32: dataPointer.storeBytes(of: Int32(clamping: Int64(value)), toByteOffset: index * 4, as: Int32.self)
    case .int8: dataPointer.storeBytes(of: Int8(clamping: Int64(value)), toByteOffset: index, as: Int8.self)
    }
  }

  /// IEEE half-precision bits as single-precision bits (subnormals flushed to zero).
  static func float(fromHalf half: UInt16) -> UInt32 {
    let sign = UInt32(half & 0x8000) << 16
    let exponent = UInt32(half >> 10) & 0x1F
    let mantissa = UInt32(half & 0x3FF)
    if exponent == 0 { return sign }
    if exponent == 0x1F { return sign | 0x7F80_0000 | (mantissa << 13) }
    return sign | ((exponent + 112) << 23) | (mantissa << 13)
  }

  /// Single-precision as IEEE half-precision bits (rounded toward zero; out of range is infinity).
  static func half(fromFloat value: Float) -> UInt16 {
    let bits = value.bitPattern
    let sign = UInt16((bits >> 16) & 0x8000)
    let exponent = Int((bits >> 23) & 0xFF) - 127 + 15
    let mantissa = UInt16((bits >> 13) & 0x3FF)
    if value.isNaN { return sign | 0x7E00 }
    if exponent >= 0x1F { return sign | 0x7C00 }
    if exponent <= 0 { return sign }
    return sign | UInt16(exponent) << 10 | mantissa
  }

  /// Calls `body` with the elements as `type`, and their shape and strides.
  public func withUnsafeBufferPointer<S, R>(ofType type: S.Type, _ body: (UnsafeBufferPointer<S>) throws -> R) rethrows
    -> R
  {
    try body(UnsafeBufferPointer(start: dataPointer.assumingMemoryBound(to: S.self), count: count))
  }
  /// Calls `body` with the elements as `type`, to change, and their strides.
  public func withUnsafeMutableBufferPointer<S, R>(
    ofType type: S.Type, _ body: (UnsafeMutableBufferPointer<S>, [Int], [Int]) throws -> R
  ) rethrows -> R {
    try body(
      UnsafeMutableBufferPointer(start: dataPointer.assumingMemoryBound(to: S.self), count: count),
      shape.map(\.intValue), strides.map(\.intValue))
  }

  /// The array's shape and first elements, in words.
  public override var description: String {
    let shown = (0..<min(count, 8)).map { "\(value(at: $0))" }.joined(separator: ", ")
    return "MLMultiArray(\(shape.map(\.intValue)), \(dataType)) [\(shown)\(count > 8 ? ", …" : "")]"
  }
}

/// The element types a shaped array holds.
public protocol MLShapedArrayScalar: Sendable {
  /// The multi-array element type it matches.
  static var multiArrayDataType: MLMultiArrayDataType { get }
  /// The element as a `Double`.
  var doubleValue: Double { get }
  /// The element from a `Double`.
  init(fromDouble value: Double)
}

extension Float: MLShapedArrayScalar {
  /// 32-bit floating point.
  public static var multiArrayDataType: MLMultiArrayDataType { .float32 }
  /// The element as a `Double`.
  public var doubleValue: Double { Double(self) }
  /// The element from a `Double`.
  public init(fromDouble value: Double) { self = Float(value) }
}

extension Double: MLShapedArrayScalar {
  /// 64-bit floating point.
  public static var multiArrayDataType: MLMultiArrayDataType { .double }
  /// The element as a `Double`.
  public var doubleValue: Double { self }
  /// The element from a `Double`.
  public init(fromDouble value: Double) { self = value }
}

extension Int32: MLShapedArrayScalar {
  /// 32-bit integers.
  public static var multiArrayDataType: MLMultiArrayDataType { .int32 }
  /// The element as a `Double`.
  public var doubleValue: Double { Double(self) }
  /// The element from a `Double`.
  public init(fromDouble value: Double) { self = Int32(clamping: Int64(value)) }
}

/// A multi-dimensional array of a Swift element type.
public struct MLShapedArray<Scalar: MLShapedArrayScalar>: Sendable, Equatable where Scalar: Equatable {
  /// The elements, row by row.
  public var scalars: [Scalar]
  /// The size of each dimension.
  public let shape: [Int]
  /// The elements to step over for one step in each dimension.
  public var strides: [Int] { MLMultiArray.rowMajorStrides(shape) }
  /// The number of elements.
  public var scalarCount: Int { scalars.count }
  /// Whether it holds a single element.
  public var isScalar: Bool { shape.isEmpty }

  /// An array of `scalars` in `shape` (their count must be the shape's).
  public init(scalars: [Scalar], shape: [Int]) {
    precondition(
      scalars.count == shape.reduce(1, *), "\(scalars.count) scalars do not fill a shaped array of shape \(shape)")
    self.scalars = scalars
    self.shape = shape
  }
  /// An array of `shape` with every element `repeatedValue`.
  public init(repeating repeatedValue: Scalar, shape: [Int]) {
    self.init(scalars: [Scalar](repeating: repeatedValue, count: shape.reduce(1, *)), shape: shape)
  }
  /// A single element.
  public init(scalar: Scalar) { self.init(scalars: [scalar], shape: []) }
  /// The elements of a multi-array.
  public init(_ multiArray: MLMultiArray) {
    self.init(
      scalars: (0..<multiArray.count).map { Scalar(fromDouble: multiArray[$0].doubleValue) },
      shape: multiArray.shape.map(\.intValue))
  }
  /// The elements of a feature's multi-array (empty when it holds none).
  public init?(_ featureValue: MLFeatureValue) {
    guard let array = featureValue.multiArrayValue else { return nil }
    self.init(array)
  }

  /// The element at one index per dimension.
  public subscript(scalarAt indices: [Int]) -> Scalar {
    get { scalars[zip(indices, strides).reduce(0) { $0 + $1.0 * $1.1 }] }
    set { scalars[zip(indices, strides).reduce(0) { $0 + $1.0 * $1.1 }] = newValue }
  }
  /// The element at one index per dimension.
  public subscript(scalarAt indices: Int...) -> Scalar {
    get { self[scalarAt: indices] }
    set { self[scalarAt: indices] = newValue }
  }
  /// The single element, when it holds one.
  public var scalar: Scalar? { scalars.count == 1 ? scalars[0] : nil }
}
