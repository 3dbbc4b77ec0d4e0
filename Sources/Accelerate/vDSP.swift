// Accelerate's vDSP and vForce as apps call them (audio levels, spectra, vector arithmetic),
// in plain Swift over the same memory layout: C-style functions on pointers with strides, the
// FFTs (radix 2, vDSP's own scaling and packing), and the Swift overlay's `vDSP.add`,
// `vDSP.mean`… on arrays. Not vectorised by hand; the compiler does what it can.
import Foundation

/// A count of elements.
public typealias vDSP_Length = UInt
/// A distance between elements.
public typealias vDSP_Stride = Int
/// An FFT's radix.
public typealias FFTRadix = Int32
/// An FFT's direction.
public typealias FFTDirection = Int32
/// Radix 2.
public let kFFTRadix2: FFTRadix = 0
/// Forward.
public let FFT_FORWARD: FFTDirection = 1
/// Inverse.
public let FFT_INVERSE: FFTDirection = -1
/// Forward.
public let kFFTDirection_Forward: FFTDirection = 1
/// Inverse.
public let kFFTDirection_Inverse: FFTDirection = -1
/// Hann window, normalised.
public let vDSP_HANN_NORM: Int32 = 2
/// Hann window, denormalised.
public let vDSP_HANN_DENORM: Int32 = 0
/// Half a window.
public let vDSP_HALF_WINDOW: Int32 = 1

/// Complex numbers as two arrays: real parts and imaginary parts.
public struct DSPSplitComplex {
  /// The real parts.
  public var realp: UnsafeMutablePointer<Float>
  /// The imaginary parts.
  public var imagp: UnsafeMutablePointer<Float>
  /// A split complex over these arrays.
  public init(realp: UnsafeMutablePointer<Float>, imagp: UnsafeMutablePointer<Float>) {
    (self.realp, self.imagp) = (realp, imagp)
  }
}

/// Complex doubles as two arrays.
public struct DSPDoubleSplitComplex {
  /// The real parts.
  public var realp: UnsafeMutablePointer<Double>
  /// The imaginary parts.
  public var imagp: UnsafeMutablePointer<Double>
  /// A split complex over these arrays.
  public init(realp: UnsafeMutablePointer<Double>, imagp: UnsafeMutablePointer<Double>) {
    (self.realp, self.imagp) = (realp, imagp)
  }
}

/// A complex number, interleaved.
public struct DSPComplex {
  /// The real part.
  public var real: Float
  /// The imaginary part.
  public var imag: Float
  /// A complex number.
  public init(real: Float, imag: Float) { (self.real, self.imag) = (real, imag) }
  /// Zero.
  public init() { self.init(real: 0, imag: 0) }
}

/// An FFT's set-up: the largest size it serves.
public typealias FFTSetup = OpaquePointer
/// A double-precision FFT's set-up.
public typealias FFTSetupD = OpaquePointer

/// A set-up for FFTs of up to 2^`log2n` points.
public func vDSP_create_fftsetup(_ log2n: vDSP_Length, _ radix: FFTRadix) -> FFTSetup? {
  guard radix == kFFTRadix2, log2n < 32 else { return nil }
  let box = UnsafeMutablePointer<vDSP_Length>.allocate(capacity: 1)
  box.initialize(to: log2n)
  return OpaquePointer(box)
}
/// A double-precision set-up.
public func vDSP_create_fftsetupD(_ log2n: vDSP_Length, _ radix: FFTRadix) -> FFTSetupD? {
  vDSP_create_fftsetup(log2n, radix)
}
/// Frees a set-up.
public func vDSP_destroy_fftsetup(_ setup: FFTSetup?) {
  setup.map { UnsafeMutablePointer<vDSP_Length>($0).deallocate() }
}
/// Frees a double-precision set-up.
public func vDSP_destroy_fftsetupD(_ setup: FFTSetupD?) { vDSP_destroy_fftsetup(setup) }

/// An in-place complex FFT of 2^`log2n` points (unscaled in both directions, as vDSP's).
public func vDSP_fft_zip(
  _ setup: FFTSetup, _ c: UnsafePointer<DSPSplitComplex>, _ stride: vDSP_Stride, _ log2n: vDSP_Length,
  _ direction: FFTDirection
) {
  let n = 1 << Int(log2n)
  var re = (0..<n).map { Double(c.pointee.realp[$0 * stride]) }
  var im = (0..<n).map { Double(c.pointee.imagp[$0 * stride]) }
  FourierTransform.transform(&re, &im, inverse: direction == FFT_INVERSE)
  for k in 0..<n {
    c.pointee.realp[k * stride] = Float(re[k])
    c.pointee.imagp[k * stride] = Float(im[k])
  }
}

/// An in-place real FFT of 2^`log2n` points packed as 2^(`log2n`−1) complex ones (`vDSP_ctoz`'s
/// even–odd packing): forward gives twice the DFT, the DC and Nyquist terms' real parts in
/// `realp[0]` and `imagp[0]`; inverse gives the signal times 2^`log2n`·2… as vDSP's does (a
/// forward then inverse pair scales by 2N).
public func vDSP_fft_zrip(
  _ setup: FFTSetup, _ c: UnsafePointer<DSPSplitComplex>, _ stride: vDSP_Stride, _ log2n: vDSP_Length,
  _ direction: FFTDirection
) {
  let n = 1 << Int(log2n)
  let half = n / 2
  guard half > 0 else { return }
  if direction == FFT_FORWARD {
    var re = [Double](repeating: 0, count: n)
    var im = [Double](repeating: 0, count: n)
    for k in 0..<half {
      re[2 * k] = Double(c.pointee.realp[k * stride])
      re[2 * k + 1] = Double(c.pointee.imagp[k * stride])
    }
    FourierTransform.transform(&re, &im, inverse: false)
    c.pointee.realp[0] = Float(2 * re[0])
    c.pointee.imagp[0] = Float(2 * re[half])
    for k in 1..<half {
      c.pointee.realp[k * stride] = Float(2 * re[k])
      c.pointee.imagp[k * stride] = Float(2 * im[k])
    }
  } else {
    var re = [Double](repeating: 0, count: n)
    var im = [Double](repeating: 0, count: n)
    re[0] = Double(c.pointee.realp[0])
    re[half] = Double(c.pointee.imagp[0])
    for k in 1..<half {
      re[k] = Double(c.pointee.realp[k * stride])
      im[k] = Double(c.pointee.imagp[k * stride])
      re[n - k] = re[k]
      im[n - k] = -im[k]
    }
    FourierTransform.transform(&re, &im, inverse: true)
    for k in 0..<half {
      c.pointee.realp[k * stride] = Float(re[2 * k])
      c.pointee.imagp[k * stride] = Float(re[2 * k + 1])
    }
  }
}

/// Interleaved complex numbers to split ones (a real signal's even samples to `realp`, odd to
/// `imagp`, when `c` is the signal seen as complex pairs).
public func vDSP_ctoz(
  _ c: UnsafePointer<DSPComplex>, _ strideC: vDSP_Stride, _ z: UnsafePointer<DSPSplitComplex>, _ strideZ: vDSP_Stride,
  _ n: vDSP_Length
) {
  let step = strideC / 2
  for k in 0..<Int(n) {
    z.pointee.realp[k * strideZ] = c[k * step].real
    z.pointee.imagp[k * strideZ] = c[k * step].imag
  }
}

/// Split complex numbers to interleaved ones.
public func vDSP_ztoc(
  _ z: UnsafePointer<DSPSplitComplex>, _ strideZ: vDSP_Stride, _ c: UnsafeMutablePointer<DSPComplex>,
  _ strideC: vDSP_Stride, _ n: vDSP_Length
) {
  let step = strideC / 2
  for k in 0..<Int(n) {
    c[k * step] = DSPComplex(real: z.pointee.realp[k * strideZ], imag: z.pointee.imagp[k * strideZ])
  }
}

/// The magnitudes squared of split complex numbers.
public func vDSP_zvmags(
  _ a: UnsafePointer<DSPSplitComplex>, _ strideA: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ strideC: vDSP_Stride,
  _ n: vDSP_Length
) {
  for k in 0..<Int(n) {
    let (re, im) = (a.pointee.realp[k * strideA], a.pointee.imagp[k * strideA])
    c[k * strideC] = re * re + im * im
  }
}

/// The magnitudes of split complex numbers.
public func vDSP_zvabs(
  _ a: UnsafePointer<DSPSplitComplex>, _ strideA: vDSP_Stride, _ c: UnsafeMutablePointer<Float>, _ strideC: vDSP_Stride,
  _ n: vDSP_Length
) {
  vDSP_zvmags(a, strideA, c, strideC, n)
  for k in 0..<Int(n) { c[k * strideC] = c[k * strideC].squareRoot() }
}

/// The radix-2 FFT itself, on doubles.
enum FourierTransform {
  /// The DFT of (re, im) in place, unscaled; `inverse` uses e^{+i…}.
  static func transform(_ re: inout [Double], _ im: inout [Double], inverse: Bool) {
    let n = re.count
    guard n > 1 else { return }
    var j = 0
    for i in 1..<n {
      var bit = n >> 1
      while j & bit != 0 {
        j ^= bit
        bit >>= 1
      }
      j |= bit
      if i < j {
        re.swapAt(i, j)
        im.swapAt(i, j)
      }
    }
    var length = 2
    while length <= n {
      let angle = (inverse ? 2 : -2) * Double.pi / Double(length)
      for start in Swift.stride(from: 0, to: n, by: length) {
        for k in 0..<length / 2 {
          let (wr, wi) = (cos(angle * Double(k)), sin(angle * Double(k)))
          let (a, b) = (start + k, start + k + length / 2)
          let tr = re[b] * wr - im[b] * wi
          let ti = re[b] * wi + im[b] * wr
          (re[b], im[b]) = (re[a] - tr, im[a] - ti)
          (re[a], im[a]) = (re[a] + tr, im[a] + ti)
        }
      }
      length <<= 1
    }
  }
}
