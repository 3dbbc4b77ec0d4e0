import Foundation

// Core Animation's value types and clock, beside `CALayer` (the layer classes that draw are in
// SwiftUI, with the paths they draw).

/// A time interval, as Core Foundation names it.
public typealias CFTimeInterval = Double

/// The time now, in seconds of the system's monotonic clock (as Core Animation's is).
public func CACurrentMediaTime() -> CFTimeInterval {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// A 3D transform (a 4 × 4 matrix), as Core Animation's.
public struct CATransform3D: Hashable, Sendable {
  // swift-format-ignore
  /// The matrix's entries, row by row.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// The second row.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// The third row.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// The fourth row (translation).
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
  m43: 0, m44: 1)

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let left = [
    [a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34],
    [a.m41, a.m42, a.m43, a.m44],
  ]
  let right = [
    [b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34],
    [b.m41, b.m42, b.m43, b.m44],
  ]
  var m = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for row in 0..<4 {
    for column in 0..<4 {
      m[row][column] = (0..<4).reduce(0) { $0 + left[row][$1] * right[$1][column] }
    }
  }
  return CATransform3D(
    m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3], m21: m[1][0], m22: m[1][1], m23: m[1][2], m24: m[1][3],
    m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3], m41: m[3][0], m42: m[3][1], m43: m[3][2], m44: m[3][3])
}

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let (c, s) = (cos(angle), sin(angle))
  let t = 1 - c
  return CATransform3D(
    m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
    m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
    m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` then a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` then a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` then a rotation.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
