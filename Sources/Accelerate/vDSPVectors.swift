// vDSP's C-style vector functions, for Float and (with a `D`) Double: generated in one shape
// per operation, each walking its vectors by their strides.
import Foundation

/// C = A + B.
public func vDSP_vadd(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] + b[k * ib] }
}

/// C = A − B (B first, as vDSP's).
public func vDSP_vsub(
  _ b: UnsafePointer<Float>, _ ib: vDSP_Stride, _ a: UnsafePointer<Float>, _ ia: vDSP_Stride,
  _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] - b[k * ib] }
}

/// C = A × B.
public func vDSP_vmul(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] * b[k * ib] }
}

/// C = A ÷ B (B first, as vDSP's).
public func vDSP_vdiv(
  _ b: UnsafePointer<Float>, _ ib: vDSP_Stride, _ a: UnsafePointer<Float>, _ ia: vDSP_Stride,
  _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] / b[k * ib] }
}

/// C = A × b.
public func vDSP_vsmul(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] * b.pointee }
}

/// C = A + b.
public func vDSP_vsadd(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] + b.pointee }
}

/// C = A ÷ b.
public func vDSP_vsdiv(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] / b.pointee }
}

/// C = −A.
public func vDSP_vneg(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = -a[k * ia] }
}

/// C = |A|.
public func vDSP_vabs(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = abs(a[k * ia]) }
}

/// C = A².
public func vDSP_vsq(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] * a[k * ia] }
}

/// C = a, every element.
public func vDSP_vfill(_ a: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length)
{
  for k in 0..<Int(n) { c[k * ic] = a.pointee }
}

/// C = 0, every element.
public func vDSP_vclr(_ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length) {
  for k in 0..<Int(n) { c[k * ic] = 0 }
}

/// C[k] = a + k × b.
public func vDSP_vramp(
  _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride,
  _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a.pointee + Float(k) * b.pointee }
}

/// c = the sum of A.
public func vDSP_sve(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length) {
  var total: Float = 0
  for k in 0..<Int(n) { total += a[k * ia] }
  c.pointee = total
}

/// c = the sum of squares of A.
public func vDSP_svesq(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length)
{
  var total: Float = 0
  for k in 0..<Int(n) { total += a[k * ia] * a[k * ia] }
  c.pointee = total
}

/// c = the mean of A.
public func vDSP_meanv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length)
{
  var total: Float = 0
  for k in 0..<Int(n) { total += a[k * ia] }
  c.pointee = n == 0 ? 0 : total / Float(n)
}

/// c = the mean of squares of A.
public func vDSP_measqv(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length
) {
  var total: Float = 0
  for k in 0..<Int(n) { total += a[k * ia] * a[k * ia] }
  c.pointee = n == 0 ? 0 : total / Float(n)
}

/// c = the root mean square of A.
public func vDSP_rmsqv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length)
{
  var total: Float = 0
  for k in 0..<Int(n) { total += a[k * ia] * a[k * ia] }
  c.pointee = n == 0 ? 0 : (total / Float(n)).squareRoot()
}

/// c = the largest of A.
public func vDSP_maxv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length)
{
  var total: Float = -.infinity
  for k in 0..<Int(n) { total = max(total, a[k * ia]) }
  c.pointee = total
}

/// c = the smallest of A.
public func vDSP_minv(_ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length)
{
  var total: Float = .infinity
  for k in 0..<Int(n) { total = min(total, a[k * ia]) }
  c.pointee = total
}

/// c = the largest magnitude of A.
public func vDSP_maxmgv(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length
) {
  var total: Float = 0
  for k in 0..<Int(n) { total = max(total, abs(a[k * ia])) }
  c.pointee = total
}

/// c = the largest of A, i = its index (in elements, times the stride, as vDSP's).
public func vDSP_maxvi(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>,
  _ i: UnsafeMutablePointer<vDSP_Length>, _ n: vDSP_Length
) {
  guard n > 0 else { return }
  var (best, index) = (a[0], 0)
  for k in 1..<Int(n) where a[k * ia] > best { (best, index) = (a[k * ia], k) }
  c.pointee = best
  i.pointee = vDSP_Length(index * ia)
}

/// c = the smallest of A, i = its index (in elements, times the stride, as vDSP's).
public func vDSP_minvi(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Float>,
  _ i: UnsafeMutablePointer<vDSP_Length>, _ n: vDSP_Length
) {
  guard n > 0 else { return }
  var (best, index) = (a[0], 0)
  for k in 1..<Int(n) where a[k * ia] < best { (best, index) = (a[k * ia], k) }
  c.pointee = best
  i.pointee = vDSP_Length(index * ia)
}

/// c = A · B.
public func vDSP_dotpr(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length
) {
  var total: Float = 0
  for k in 0..<Int(n) { total += a[k * ia] * b[k * ib] }
  c.pointee = total
}

/// C = A clipped to [low, high].
public func vDSP_vclip(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ low: UnsafePointer<Float>, _ high: UnsafePointer<Float>,
  _ c: UnsafeMutablePointer<Float>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = min(max(a[k * ia], low.pointee), high.pointee) }
}

/// C = A in decibels against the reference b (`flag` 0: power, 10·log10; 1: amplitude, 20·log10).
public func vDSP_vdbcon(
  _ a: UnsafePointer<Float>, _ ia: vDSP_Stride, _ b: UnsafePointer<Float>, _ c: UnsafeMutablePointer<Float>,
  _ ic: vDSP_Stride, _ n: vDSP_Length, _ flag: UInt32
) {
  let factor: Float = flag == 1 ? 20 : 10
  for k in 0..<Int(n) { c[k * ic] = factor * log10(a[k * ia] / b.pointee) }
}

/// C = a Hann window of n points (`vDSP_HANN_NORM` scales its mean to that of a rectangle's square root; `vDSP_HALF_WINDOW` makes half).
public func vDSP_hann_window(_ c: UnsafeMutablePointer<Float>, _ n: vDSP_Length, _ flag: Int32) {
  let count = flag & vDSP_HALF_WINDOW != 0 ? (Int(n) + 1) / 2 : Int(n)
  let scale: Float = flag & vDSP_HANN_NORM != 0 ? 0.8165 : 1
  for k in 0..<count { c[k] = scale * 0.5 * (1 - cos(2 * .pi * Float(k) / Float(n))) }
}

/// C = A + B.
public func vDSP_vaddD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] + b[k * ib] }
}

/// C = A − B (B first, as vDSP's).
public func vDSP_vsubD(
  _ b: UnsafePointer<Double>, _ ib: vDSP_Stride, _ a: UnsafePointer<Double>, _ ia: vDSP_Stride,
  _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] - b[k * ib] }
}

/// C = A × B.
public func vDSP_vmulD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] * b[k * ib] }
}

/// C = A ÷ B (B first, as vDSP's).
public func vDSP_vdivD(
  _ b: UnsafePointer<Double>, _ ib: vDSP_Stride, _ a: UnsafePointer<Double>, _ ia: vDSP_Stride,
  _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] / b[k * ib] }
}

/// C = A × b.
public func vDSP_vsmulD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] * b.pointee }
}

/// C = A + b.
public func vDSP_vsaddD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] + b.pointee }
}

/// C = A ÷ b.
public func vDSP_vsdivD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>,
  _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] / b.pointee }
}

/// C = −A.
public func vDSP_vnegD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = -a[k * ia] }
}

/// C = |A|.
public func vDSP_vabsD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = abs(a[k * ia]) }
}

/// C = A².
public func vDSP_vsqD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a[k * ia] * a[k * ia] }
}

/// C = a, every element.
public func vDSP_vfillD(
  _ a: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a.pointee }
}

/// C = 0, every element.
public func vDSP_vclrD(_ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length) {
  for k in 0..<Int(n) { c[k * ic] = 0 }
}

/// C[k] = a + k × b.
public func vDSP_vrampD(
  _ a: UnsafePointer<Double>, _ b: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride,
  _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = a.pointee + Double(k) * b.pointee }
}

/// c = the sum of A.
public func vDSP_sveD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) {
  var total: Double = 0
  for k in 0..<Int(n) { total += a[k * ia] }
  c.pointee = total
}

/// c = the sum of squares of A.
public func vDSP_svesqD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) {
  var total: Double = 0
  for k in 0..<Int(n) { total += a[k * ia] * a[k * ia] }
  c.pointee = total
}

/// c = the mean of A.
public func vDSP_meanvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) {
  var total: Double = 0
  for k in 0..<Int(n) { total += a[k * ia] }
  c.pointee = n == 0 ? 0 : total / Double(n)
}

/// c = the mean of squares of A.
public func vDSP_measqvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) {
  var total: Double = 0
  for k in 0..<Int(n) { total += a[k * ia] * a[k * ia] }
  c.pointee = n == 0 ? 0 : total / Double(n)
}

/// c = the root mean square of A.
public func vDSP_rmsqvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) {
  var total: Double = 0
  for k in 0..<Int(n) { total += a[k * ia] * a[k * ia] }
  c.pointee = n == 0 ? 0 : (total / Double(n)).squareRoot()
}

/// c = the largest of A.
public func vDSP_maxvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) {
  var total: Double = -.infinity
  for k in 0..<Int(n) { total = max(total, a[k * ia]) }
  c.pointee = total
}

/// c = the smallest of A.
public func vDSP_minvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) {
  var total: Double = .infinity
  for k in 0..<Int(n) { total = min(total, a[k * ia]) }
  c.pointee = total
}

/// c = the largest magnitude of A.
public func vDSP_maxmgvD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) {
  var total: Double = 0
  for k in 0..<Int(n) { total = max(total, abs(a[k * ia])) }
  c.pointee = total
}

/// c = the largest of A, i = its index (in elements, times the stride, as vDSP's).
public func vDSP_maxviD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>,
  _ i: UnsafeMutablePointer<vDSP_Length>, _ n: vDSP_Length
) {
  guard n > 0 else { return }
  var (best, index) = (a[0], 0)
  for k in 1..<Int(n) where a[k * ia] > best { (best, index) = (a[k * ia], k) }
  c.pointee = best
  i.pointee = vDSP_Length(index * ia)
}

/// c = the smallest of A, i = its index (in elements, times the stride, as vDSP's).
public func vDSP_minviD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ c: UnsafeMutablePointer<Double>,
  _ i: UnsafeMutablePointer<vDSP_Length>, _ n: vDSP_Length
) {
  guard n > 0 else { return }
  var (best, index) = (a[0], 0)
  for k in 1..<Int(n) where a[k * ia] < best { (best, index) = (a[k * ia], k) }
  c.pointee = best
  i.pointee = vDSP_Length(index * ia)
}

/// c = A · B.
public func vDSP_dotprD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ ib: vDSP_Stride,
  _ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length
) {
  var total: Double = 0
  for k in 0..<Int(n) { total += a[k * ia] * b[k * ib] }
  c.pointee = total
}

/// C = A clipped to [low, high].
public func vDSP_vclipD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ low: UnsafePointer<Double>, _ high: UnsafePointer<Double>,
  _ c: UnsafeMutablePointer<Double>, _ ic: vDSP_Stride, _ n: vDSP_Length
) {
  for k in 0..<Int(n) { c[k * ic] = min(max(a[k * ia], low.pointee), high.pointee) }
}

/// C = A in decibels against the reference b (`flag` 0: power, 10·log10; 1: amplitude, 20·log10).
public func vDSP_vdbconD(
  _ a: UnsafePointer<Double>, _ ia: vDSP_Stride, _ b: UnsafePointer<Double>, _ c: UnsafeMutablePointer<Double>,
  _ ic: vDSP_Stride, _ n: vDSP_Length, _ flag: UInt32
) {
  let factor: Double = flag == 1 ? 20 : 10
  for k in 0..<Int(n) { c[k * ic] = factor * log10(a[k * ia] / b.pointee) }
}

/// C = a Hann window of n points (`vDSP_HANN_NORM` scales its mean to that of a rectangle's square root; `vDSP_HALF_WINDOW` makes half).
public func vDSP_hann_windowD(_ c: UnsafeMutablePointer<Double>, _ n: vDSP_Length, _ flag: Int32) {
  let count = flag & vDSP_HALF_WINDOW != 0 ? (Int(n) + 1) / 2 : Int(n)
  let scale: Double = flag & vDSP_HANN_NORM != 0 ? 0.8165 : 1
  for k in 0..<count { c[k] = scale * 0.5 * (1 - cos(2 * .pi * Double(k) / Double(n))) }
}
