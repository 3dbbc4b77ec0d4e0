// The Swift overlay of vDSP and vForce: the same operations on arrays (and anything else whose
// elements lie together), returning new arrays.
import Foundation

/// Elements that lie together in memory, as vDSP's Swift API takes them.
public protocol AccelerateBuffer<Element> {
  /// The element type.
  associatedtype Element
  /// How many elements.
  var count: Int { get }
  /// Calls `body` with the elements.
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
}

extension Array: AccelerateBuffer {}
extension ContiguousArray: AccelerateBuffer {}
extension ArraySlice: AccelerateBuffer {}
extension UnsafeBufferPointer: AccelerateBuffer {
  /// Calls `body` with itself.
  public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
    try body(self)
  }
}

/// vDSP's Swift API: element-wise arithmetic and reductions on vectors.
public enum vDSP {
  static func elements<U: AccelerateBuffer>(_ vector: U) -> [U.Element] { vector.withUnsafeBufferPointer { Array($0) } }

  static func zipped<U: AccelerateBuffer, V: AccelerateBuffer, T>(_ a: U, _ b: V, _ combine: (T, T) -> T) -> [T]
  where U.Element == T, V.Element == T {
    precondition(a.count == b.count, "vDSP: the vectors must have the same count")
    return zip(elements(a), elements(b)).map(combine)
  }

  /// A + B.
  public static func add<U: AccelerateBuffer, V: AccelerateBuffer>(_ a: U, _ b: V) -> [U.Element]
  where U.Element: BinaryFloatingPoint, V.Element == U.Element { zipped(a, b, +) }
  /// scalar + B.
  public static func add<U: AccelerateBuffer>(_ scalar: U.Element, _ vector: U) -> [U.Element]
  where U.Element: BinaryFloatingPoint { elements(vector).map { scalar + $0 } }
  /// A − B.
  public static func subtract<U: AccelerateBuffer, V: AccelerateBuffer>(_ a: U, _ b: V) -> [U.Element]
  where U.Element: BinaryFloatingPoint, V.Element == U.Element { zipped(a, b, -) }
  /// A × B.
  public static func multiply<U: AccelerateBuffer, V: AccelerateBuffer>(_ a: U, _ b: V) -> [U.Element]
  where U.Element: BinaryFloatingPoint, V.Element == U.Element { zipped(a, b, *) }
  /// scalar × B.
  public static func multiply<U: AccelerateBuffer>(_ scalar: U.Element, _ vector: U) -> [U.Element]
  where U.Element: BinaryFloatingPoint { elements(vector).map { scalar * $0 } }
  /// A ÷ B.
  public static func divide<U: AccelerateBuffer, V: AccelerateBuffer>(_ a: U, _ b: V) -> [U.Element]
  where U.Element: BinaryFloatingPoint, V.Element == U.Element { zipped(a, b, /) }
  /// A ÷ scalar.
  public static func divide<U: AccelerateBuffer>(_ vector: U, _ scalar: U.Element) -> [U.Element]
  where U.Element: BinaryFloatingPoint { elements(vector).map { $0 / scalar } }
  /// |A|.
  public static func absolute<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
    elements(vector).map { abs($0) }
  }
  /// −A.
  public static func negative<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
    elements(vector).map { -$0 }
  }
  /// A².
  public static func square<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
    elements(vector).map { $0 * $0 }
  }
  /// A clipped to `bounds`.
  public static func clip<U: AccelerateBuffer>(_ vector: U, to bounds: ClosedRange<U.Element>) -> [U.Element]
  where U.Element: BinaryFloatingPoint { elements(vector).map { min(max($0, bounds.lowerBound), bounds.upperBound) } }
  /// The sum.
  public static func sum<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
    elements(vector).reduce(0, +)
  }
  /// The sum of squares.
  public static func sumOfSquares<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
    elements(vector).reduce(0) { $0 + $1 * $1 }
  }
  /// The mean (0 for no elements).
  public static func mean<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
    vector.count == 0 ? 0 : sum(vector) / U.Element(vector.count)
  }
  /// The mean of squares.
  public static func meanSquare<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
    vector.count == 0 ? 0 : sumOfSquares(vector) / U.Element(vector.count)
  }
  /// The root mean square.
  public static func rootMeanSquare<U: AccelerateBuffer>(_ vector: U) -> U.Element
  where U.Element: BinaryFloatingPoint {
    meanSquare(vector).squareRoot()
  }
  /// The largest element (−∞ for none).
  public static func maximum<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
    elements(vector).max() ?? -.infinity
  }
  /// The smallest element (+∞ for none).
  public static func minimum<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
    elements(vector).min() ?? .infinity
  }
  /// The largest magnitude.
  public static func maximumMagnitude<U: AccelerateBuffer>(_ vector: U) -> U.Element
  where U.Element: BinaryFloatingPoint { elements(vector).map { abs($0) }.max() ?? 0 }
  /// The index and value of the largest element.
  public static func indexOfMaximum<U: AccelerateBuffer>(_ vector: U) -> (UInt, U.Element)
  where U.Element: BinaryFloatingPoint {
    let values = elements(vector)
    guard let index = values.indices.max(by: { values[$0] < values[$1] }) else { return (0, -.infinity) }
    return (UInt(index), values[index])
  }
  /// The index and value of the smallest element.
  public static func indexOfMinimum<U: AccelerateBuffer>(_ vector: U) -> (UInt, U.Element)
  where U.Element: BinaryFloatingPoint {
    let values = elements(vector)
    guard let index = values.indices.min(by: { values[$0] < values[$1] }) else { return (0, .infinity) }
    return (UInt(index), values[index])
  }
  /// A · B.
  public static func dot<U: AccelerateBuffer, V: AccelerateBuffer>(_ a: U, _ b: V) -> U.Element
  where U.Element: BinaryFloatingPoint, V.Element == U.Element { zipped(a, b, *).reduce(0, +) }
  /// `count` values from `range.lowerBound` to `range.upperBound`, evenly spaced.
  public static func ramp<T: BinaryFloatingPoint>(in range: ClosedRange<T>, count: Int) -> [T] {
    guard count > 1 else { return count == 1 ? [range.lowerBound] : [] }
    let step = (range.upperBound - range.lowerBound) / T(count - 1)
    return (0..<count).map { range.lowerBound + T($0) * step }
  }
  /// `count` values from `initialValue`, `increment` apart.
  public static func ramp<T: BinaryFloatingPoint>(withInitialValue initialValue: T, increment: T, count: Int) -> [T] {
    (0..<count).map { initialValue + T($0) * increment }
  }
  /// Decibels of A against `zeroReference` (power: 10·log10, amplitude: 20·log10).
  public static func convert<U: AccelerateBuffer>(
    power vector: U, toDecibels: Void = (), zeroReference: U.Element
  ) -> [U.Element] where U.Element: BinaryFloatingPoint {
    elements(vector).map { U.Element(10 * log10(Double($0) / Double(zeroReference))) }
  }
  /// Decibels of amplitudes against `zeroReference` (20·log10).
  public static func convert<U: AccelerateBuffer>(
    amplitude vector: U, toDecibels: Void = (), zeroReference: U.Element
  ) -> [U.Element] where U.Element: BinaryFloatingPoint {
    elements(vector).map { U.Element(20 * log10(Double($0) / Double(zeroReference))) }
  }
  /// Floats as integers or other floats, rounded toward zero.
  public static func convertElements<U: AccelerateBuffer, T: BinaryFloatingPoint>(of source: U, to type: T.Type) -> [T]
  where U.Element: BinaryInteger { elements(source).map { T($0) } }
  /// The kinds of window.
  public enum WindowSequence: Sendable {
    /// Hann, normalised.
    case hanningNormalized
    /// Hann, denormalised.
    case hanningDenormalized
    /// Hamming.
    case hamming
    /// Blackman.
    case blackman
  }
  /// A window of `count` points.
  public static func window<T: BinaryFloatingPoint>(
    ofType type: T.Type, usingSequence sequence: WindowSequence, count: Int, isHalfWindow: Bool
  ) -> [T] {
    let length = isHalfWindow ? (count + 1) / 2 : count
    return (0..<length).map { k in
      let x = 2 * Double.pi * Double(k) / Double(count)
      switch sequence {
      case .hanningNormalized: return T(0.8165 * 0.5 * (1 - cos(x)))
      case .hanningDenormalized: return T(0.5 * (1 - cos(x)))
      case .hamming: return T(0.54 - 0.46 * cos(x))
      case .blackman: return T(0.42 - 0.5 * cos(x) + 0.08 * cos(2 * x))
      }
    }
  }
}

/// vForce's Swift API: elementary functions of each element.
public enum vForce {
  /// √A.
  public static func sqrt<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
    vDSP.elements(vector).map { $0.squareRoot() }
  }
  /// e^A.
  public static func exp<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
    vDSP.elements(vector).map { U.Element(Foundation.exp(Double($0))) }
  }
  /// ln A.
  public static func log<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
    vDSP.elements(vector).map { U.Element(Foundation.log(Double($0))) }
  }
  /// log10 A.
  public static func log10<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
    vDSP.elements(vector).map { U.Element(Foundation.log10(Double($0))) }
  }
  /// sin A.
  public static func sin<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
    vDSP.elements(vector).map { U.Element(Foundation.sin(Double($0))) }
  }
  /// cos A.
  public static func cos<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
    vDSP.elements(vector).map { U.Element(Foundation.cos(Double($0))) }
  }
  /// A^B.
  public static func pow<U: AccelerateBuffer, V: AccelerateBuffer>(bases: U, exponents: V) -> [U.Element]
  where U.Element: BinaryFloatingPoint, V.Element == U.Element {
    vDSP.zipped(bases, exponents) { U.Element(Foundation.pow(Double($0), Double($1))) }
  }
}
