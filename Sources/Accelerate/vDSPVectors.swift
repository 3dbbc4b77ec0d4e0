// vDSP's C-style vector functions, for Float and (with a `D`) Double: each public function is
// one line over the generic strided loops below, as vDSP's own are one routine per precision.
import Foundation

/// The loops every vDSP vector function is: elements `stride` apart, `n` of them.
enum Strided {
  /// c[k] = combine(a[k], b[k]).
  static func map<T>(
    _ a: UnsafePointer<T>, _ ia: vDSP_Stride, _ b: UnsafePointer<T>, _ ib: vDSP_Stride, _ c: UnsafeMutablePointer<T>,
    _ ic: vDSP_Stride, _ n: vDSP_Length, _ combine: (T, T) -> T
  ) {
    for k in 0..<Int(n) { c[k * ic] = combine(a[k * ia], b[k * ib]) }
  }

  /// c[k] = transform(a[k]).
  static func map<T>(
    _ a: UnsafePointer<T>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<T>, _ ic: vDSP_Stride, _ n: vDSP_Length,
    _ transform: (T) -> T
  ) {
    for k in 0..<Int(n) { c[k * ic] = transform(a[k * ia]) }
  }

  /// c[k] = value(k).
  static func fill<T>(_ c: UnsafeMutablePointer<T>, _ ic: vDSP_Stride, _ n: vDSP_Length, _ value: (Int) -> T) {
    for k in 0..<Int(n) { c[k * ic] = value(k) }
  }

  /// The elements folded from `initial`.
  static func fold<T>(
    _ a: UnsafePointer<T>, _ ia: vDSP_Stride, _ n: vDSP_Length, _ initial: T, _ combine: (T, T) -> T
  ) -> T {
    (0..<Int(n)).reduce(initial) { combine($0, a[$1 * ia]) }
  }

  /// The first element that `isBetter` than all others and its index times the stride (vDSP's).
  static func best<T>(
    _ a: UnsafePointer<T>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<T>, _ i: UnsafeMutablePointer<vDSP_Length>,
    _ n: vDSP_Length, _ isBetter: (T, T) -> Bool
  ) {
    guard n > 0 else { return }
    var (best, index) = (a[0], 0)
    for k in 1..<Int(n) where isBetter(a[k * ia], best) { (best, index) = (a[k * ia], k) }
    c.pointee = best
    i.pointee = vDSP_Length(index * ia)
  }
}

/// C = A + B.
public func vDSP_vadd(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, b, ib, c, ic, n, +) }

/// C = A − B (B first, as vDSP's).
public func vDSP_vsub(
  _ b: UnsafePointer<Float>, _ ib: vDSP_Stride, _ a: UnsafePointer<Float>, _ ia: vDSP_Stride,
  _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, b, ib, c, ic, n, -) }

/// C = A × B.
public func vDSP_vmul(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, b, ib, c, ic, n, *) }

/// C = A ÷ B (B first, as vDSP's).
public func vDSP_vdiv(
  _ b: UnsafePointer<Float>, _ ib: vDSP_Stride, _ a: UnsafePointer<Float>, _ ia: vDSP_Stride,
  _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, b, ib, c, ic, n, /) }

/// C = A × b.
public func vDSP_vsmul(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { $0 * b.pointee } }

/// C = A + b.
public func vDSP_vsadd(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { $0 + b.pointee } }

/// C = A ÷ b.
public func vDSP_vsdiv(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { $0 / b.pointee } }

/// C = −A.
public func vDSP_vneg(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { -$0 } }

/// C = |A|.
public func vDSP_vabs(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { abs($0) } }

/// C = A².
public func vDSP_vsq(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { $0 * $0 } }

/// C = a, every element.
public func vDSP_vfill(_ a: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length)
{ Strided.fill(c, ic, n) { _ in a.pointee } }

/// C = 0, every element.
public func vDSP_vclr(_ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length) {
  Strided.fill(c, ic, n) { _ in 0 }
}

/// C[k] = a + k × b.
public func vDSP_vramp(
  _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride,
  _ n: vDSP_Length
) {
  Strided.fill(c, ic, n) { a.pointee + Float($0) * b.pointee }
}

/// c = the sum of A.
public func vDSP_sve(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) {
  c.pointee = Strided.fold(a, ia, n, 0, +)
}

/// c = the sum of squares of A.
public func vDSP_svesq(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length)
{ c.pointee = Strided.fold(a, ia, n, 0) { $0 + $1 * $1 } }

/// c = the mean of A.
public func vDSP_meanv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length)
{ c.pointee = n == 0 ? 0 : Strided.fold(a, ia, n, 0, +) / Float(n) }

/// c = the mean of squares of A.
public func vDSP_measqv(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length
) { c.pointee = n == 0 ? 0 : Strided.fold(a, ia, n, 0) { $0 + $1 * $1 } / Float(n) }

/// c = the root mean square of A.
public func vDSP_rmsqv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length)
{ c.pointee = n == 0 ? 0 : (Strided.fold(a, ia, n, 0) { $0 + $1 * $1 } / Float(n)).squareRoot() }

/// c = the largest of A.
public func vDSP_maxv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length)
{ c.pointee = Strided.fold(a, ia, n, -.infinity, max) }

/// c = the smallest of A.
public func vDSP_minv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length)
{ c.pointee = Strided.fold(a, ia, n, .infinity, min) }

/// c = the largest magnitude of A.
public func vDSP_maxmgv(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length
) { c.pointee = Strided.fold(a, ia, n, 0) { max($0, abs($1)) } }

/// c = the largest of A, i = its index (in elements, times the stride, as vDSP's).
public func vDSP_maxvi(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>,
  _ i: UnsafeMutablePointer<vDSP_Length>, _ n: vDSP_Length
) {
  Strided.best(a, ia, c, i, n, >)
}

/// c = the smallest of A, i = its index (in elements, times the stride, as vDSP's).
public func vDSP_minvi(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>,
  _ i: UnsafeMutablePointer<vDSP_Length>, _ n: vDSP_Length
) {
  Strided.best(a, ia, c, i, n, <)
}

/// c = A · B.
public func vDSP_dotpr(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length
) {
  c.pointee = (0..<Int(n)).reduce(0) { $0 + a[$1 * ia] * b[$1 * ib] }
}

/// C = A clipped to [low, high].
public func vDSP_vclip(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ low: UnsafePointer<Float>, _ high: UnsafePointer<Float>,
  _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  Strided.map(a, ia, c, ic, n) { min(max($0, low.pointee), high.pointee) }
}

/// C = A in decibels against the reference b (`flag` 0: power, 10·log10; 1: amplitude, 20·log10).
public func vDSP_vdbcon(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>,
  _ ic: vDSP_Stride, _ n: vDSP_Length, _ flag: UInt32
) {
  let factor: Float = flag == 1 ? 20 : 10
  Strided.map(a, ia, c, ic, n) { factor * log10($0 / b.pointee) }
}

/// C = a Hann window of n points (`vDSP_HANN_NORM` scales its mean to that of a rectangle's square root; `vDSP_HALF_WINDOW` makes half).
public func vDSP_hann_window(_ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length, _ flag: Int32) {
  let count = flag & vDSP_HALF_WINDOW != 0 ? (n + 1) / 2 : n
  let scale: Float = flag & vDSP_HANN_NORM != 0 ? 0.8165 : 1
  Strided.fill(c, 1, count) { scale * 0.5 * (1 - cos(2 * .pi * Float($0) / Float(n))) }
}

/// C = A + B.
public func vDSP_vaddD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, b, ib, c, ic, n, +) }

/// C = A − B (B first, as vDSP's).
public func vDSP_vsubD(
  _ b: UnsafePointer<Double>, _ ib: vDSP_Stride, _ a: UnsafePointer<Double>, _ ia: vDSP_Stride,
  _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, b, ib, c, ic, n, -) }

/// C = A × B.
public func vDSP_vmulD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, b, ib, c, ic, n, *) }

/// C = A ÷ B (B first, as vDSP's).
public func vDSP_vdivD(
  _ b: UnsafePointer<Double>, _ ib: vDSP_Stride, _ a: UnsafePointer<Double>, _ ia: vDSP_Stride,
  _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, b, ib, c, ic, n, /) }

/// C = A × b.
public func vDSP_vsmulD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { $0 * b.pointee } }

/// C = A + b.
public func vDSP_vsaddD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { $0 + b.pointee } }

/// C = A ÷ b.
public func vDSP_vsdivD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { $0 / b.pointee } }

/// C = −A.
public func vDSP_vnegD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { -$0 } }

/// C = |A|.
public func vDSP_vabsD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { abs($0) } }

/// C = A².
public func vDSP_vsqD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.map(a, ia, c, ic, n) { $0 * $0 } }

/// C = a, every element.
public func vDSP_vfillD(
  _ a: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) { Strided.fill(c, ic, n) { _ in a.pointee } }

/// C = 0, every element.
public func vDSP_vclrD(_ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length) {
  Strided.fill(c, ic, n) { _ in 0 }
}

/// C[k] = a + k × b.
public func vDSP_vrampD(
  _ a: UnsafePointer<Double>, _ b: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride,
  _ n: vDSP_Length
) {
  Strided.fill(c, ic, n) { a.pointee + Double($0) * b.pointee }
}

/// c = the sum of A.
public func vDSP_sveD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) { c.pointee = Strided.fold(a, ia, n, 0, +) }

/// c = the sum of squares of A.
public func vDSP_svesqD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) { c.pointee = Strided.fold(a, ia, n, 0) { $0 + $1 * $1 } }

/// c = the mean of A.
public func vDSP_meanvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) { c.pointee = n == 0 ? 0 : Strided.fold(a, ia, n, 0, +) / Double(n) }

/// c = the mean of squares of A.
public func vDSP_measqvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) { c.pointee = n == 0 ? 0 : Strided.fold(a, ia, n, 0) { $0 + $1 * $1 } / Double(n) }

/// c = the root mean square of A.
public func vDSP_rmsqvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) { c.pointee = n == 0 ? 0 : (Strided.fold(a, ia, n, 0) { $0 + $1 * $1 } / Double(n)).squareRoot() }

/// c = the largest of A.
public func vDSP_maxvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) { c.pointee = Strided.fold(a, ia, n, -.infinity, max) }

/// c = the smallest of A.
public func vDSP_minvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) { c.pointee = Strided.fold(a, ia, n, .infinity, min) }

/// c = the largest magnitude of A.
public func vDSP_maxmgvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) { c.pointee = Strided.fold(a, ia, n, 0) { max($0, abs($1)) } }

/// c = the largest of A, i = its index (in elements, times the stride, as vDSP's).
public func vDSP_maxviD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>,
  _ i: UnsafeMutablePointer<vDSP_Length>, _ n: vDSP_Length
) {
  Strided.best(a, ia, c, i, n, >)
}

/// c = the smallest of A, i = its index (in elements, times the stride, as vDSP's).
public func vDSP_minviD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>,
  _ i: UnsafeMutablePointer<vDSP_Length>, _ n: vDSP_Length
) {
  Strided.best(a, ia, c, i, n, <)
}

/// c = A · B.
public func vDSP_dotprD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) {
  c.pointee = (0..<Int(n)).reduce(0) { $0 + a[$1 * ia] * b[$1 * ib] }
}

/// C = A clipped to [low, high].
public func vDSP_vclipD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ low: UnsafePointer<Double>, _ high: UnsafePointer<Double>,
  _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  Strided.map(a, ia, c, ic, n) { min(max($0, low.pointee), high.pointee) }
}

/// C = A in decibels against the reference b (`flag` 0: power, 10·log10; 1: amplitude, 20·log10).
public func vDSP_vdbconD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>,
  _ ic: vDSP_Stride, _ n: vDSP_Length, _ flag: UInt32
) {
  let factor: Double = flag == 1 ? 20 : 10
  Strided.map(a, ia, c, ic, n) { factor * log10($0 / b.pointee) }
}

/// C = a Hann window of n points (`vDSP_HANN_NORM` scales its mean to that of a rectangle's square root; `vDSP_HALF_WINDOW` makes half).
public func vDSP_hann_windowD(_ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length, _ flag: Int32) {
  let count = flag & vDSP_HALF_WINDOW != 0 ? (n + 1) / 2 : n
  let scale: Double = flag & vDSP_HANN_NORM != 0 ? 0.8165 : 1
  Strided.fill(c, 1, count) { scale * 0.5 * (1 - cos(2 * .pi * Double($0) / Double(n))) }
}
