// The NIST curves P-256, P-384 and P-521: ECDSA signatures and ECDH key agreement, keys kept
// as their bytes (the private scalar and the uncompressed public point) and handed to
// libcrypto's EC_KEY for each operation.
import Foundation

/// What sets one NIST curve apart.
public protocol NISTCurve: Sendable {
  /// The hash its signatures of data use (SHA-256 for P-256, SHA-384, SHA-512).
  associatedtype SignatureHash: HashFunction
  /// The size of a coordinate and of the private scalar, in bytes.
  static var coordinateByteCount: Int { get }
  /// OpenSSL's number for the curve (`NID_X9_62_prime256v1`…).
  static var openSSLCurveIdentifier: Int32 { get }
  /// The curve's object identifier, its DER content bytes.
  static var objectIdentifier: [UInt8] { get }
}

/// A NIST curve's ECDSA names: `P256.Signing.PrivateKey`, `.PublicKey`, `.ECDSASignature`.
public enum NISTSigning<Curve: NISTCurve> {
  /// A signing key.
  public typealias PrivateKey = NISTPrivateKey<Curve, ECDSASigning>
  /// A key that checks signatures.
  public typealias PublicKey = NISTPublicKey<Curve, ECDSASigning>
  /// An ECDSA signature.
  public typealias ECDSASignature = NISTSignature<Curve>
}

/// A NIST curve's ECDH names: `P256.KeyAgreement.PrivateKey`, `.PublicKey`.
public enum NISTKeyAgreement<Curve: NISTCurve> {
  /// A key-agreement key.
  public typealias PrivateKey = NISTPrivateKey<Curve, ECDHKeyAgreement>
  /// The other party's key-agreement key.
  public typealias PublicKey = NISTPublicKey<Curve, ECDHKeyAgreement>
}

extension NISTCurve {
  /// ECDSA over the curve with its hash (`P256.Signing`).
  public typealias Signing = NISTSigning<Self>
  /// ECDH over the curve (`P256.KeyAgreement`).
  public typealias KeyAgreement = NISTKeyAgreement<Self>
}

/// Signatures with ECDSA: what a key of this purpose can do.
public enum ECDSASigning: Sendable {}
/// Key agreement with ECDH: what a key of this purpose can do.
public enum ECDHKeyAgreement: Sendable {}

/// The NIST P-256 curve (secp256r1).
public enum P256: NISTCurve {
  /// SHA-256.
  public typealias SignatureHash = SHA256
  /// 32 bytes.
  public static let coordinateByteCount = 32
  /// `NID_X9_62_prime256v1`.
  public static let openSSLCurveIdentifier: Int32 = 415
  /// 1.2.840.10045.3.1.7.
  public static let objectIdentifier: [UInt8] = [0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07]
}

/// The NIST P-384 curve (secp384r1).
public enum P384: NISTCurve {
  /// SHA-384.
  public typealias SignatureHash = SHA384
  /// 48 bytes.
  public static let coordinateByteCount = 48
  /// `NID_secp384r1`.
  public static let openSSLCurveIdentifier: Int32 = 715
  /// 1.3.132.0.34.
  public static let objectIdentifier: [UInt8] = [0x2b, 0x81, 0x04, 0x00, 0x22]
}

/// The NIST P-521 curve (secp521r1).
public enum P521: NISTCurve {
  /// SHA-512.
  public typealias SignatureHash = SHA512
  /// 66 bytes.
  public static let coordinateByteCount = 66
  /// `NID_secp521r1`.
  public static let openSSLCurveIdentifier: Int32 = 716
  /// 1.3.132.0.35.
  public static let objectIdentifier: [UInt8] = [0x2b, 0x81, 0x04, 0x00, 0x23]
}

/// A public key on a NIST curve (`P256.Signing.PublicKey`…): its point.
public struct NISTPublicKey<Curve: NISTCurve, Purpose>: Sendable {
  /// The point, uncompressed: `04 ‖ x ‖ y`.
  let point: [UInt8]

  init(checkedPoint point: [UInt8]) { self.point = point }

  /// The key whose point is `x ‖ y` (CryptoKit's raw form).
  public init<D: ContiguousBytes>(rawRepresentation: D) throws {
    let bytes = rawRepresentation.withUnsafeBytes { Array($0) }
    guard bytes.count == 2 * Curve.coordinateByteCount else { throw CryptoKitError.incorrectKeySize }
    point = try ECOperations<Curve>.checkedPoint([4] + bytes)
  }

  /// The key whose point is in ANSI X9.63's form (`04 ‖ x ‖ y`).
  public init<Bytes: ContiguousBytes>(x963Representation: Bytes) throws {
    let bytes = x963Representation.withUnsafeBytes { Array($0) }
    guard bytes.count == 1 + 2 * Curve.coordinateByteCount, bytes.first == 4 else {
      throw CryptoKitError.incorrectKeySize
    }
    point = try ECOperations<Curve>.checkedPoint(bytes)
  }

  /// The key whose point is compressed (`02`/`03 ‖ x`).
  public init<Bytes: ContiguousBytes>(compressedRepresentation: Bytes) throws {
    let bytes = compressedRepresentation.withUnsafeBytes { Array($0) }
    guard bytes.count == 1 + Curve.coordinateByteCount, bytes.first == 2 || bytes.first == 3 else {
      throw CryptoKitError.incorrectKeySize
    }
    point = try ECOperations<Curve>.checkedPoint(bytes)
  }

  /// The key in an X.509 SubjectPublicKeyInfo, DER.
  public init<Bytes: RandomAccessCollection>(derRepresentation: Bytes) throws where Bytes.Element == UInt8 {
    let info = try DER.elements(DER.only(ArraySlice(derRepresentation), tag: DER.sequence))
    guard info.count == 2, info[0].tag == DER.sequence, info[1].tag == DER.bitString,
      try ECOperations<Curve>.isCurveAlgorithm(info[0].content), info[1].content.first == 0
    else { throw CryptoKitError.invalidParameter }
    point = try ECOperations<Curve>.checkedPoint(Array(info[1].content.dropFirst()))
  }

  /// The key in a PEM block labelled `PUBLIC KEY`.
  public init(pemRepresentation: String) throws {
    try self.init(derRepresentation: PEM.read(pemRepresentation, labels: ["PUBLIC KEY"]).der)
  }

  /// `x ‖ y`.
  public var rawRepresentation: Data { Data(point.dropFirst()) }
  /// `04 ‖ x ‖ y`.
  public var x963Representation: Data { Data(point) }
  /// `02`/`03 ‖ x`: the parity of y, then x.
  public var compressedRepresentation: Data {
    Data([2 + (point.last! & 1)] + point[1...Curve.coordinateByteCount])
  }
  /// An X.509 SubjectPublicKeyInfo, DER.
  public var derRepresentation: Data {
    Data(
      DER.element(
        DER.sequence,
        ECOperations<Curve>.algorithm + DER.element(DER.bitString, [0] + point)))
  }
  /// A PEM block labelled `PUBLIC KEY`.
  public var pemRepresentation: String { PEM.write(Array(derRepresentation), label: "PUBLIC KEY") }
}

/// A private key on a NIST curve (`P256.Signing.PrivateKey`…): its scalar and public point.
public struct NISTPrivateKey<Curve: NISTCurve, Purpose>: Sendable {
  let scalar: [UInt8]
  /// The matching public key.
  public let publicKey: NISTPublicKey<Curve, Purpose>

  /// A new random key (`compactRepresentable` is accepted and makes no difference here).
  public init(compactRepresentable: Bool = true) {
    let (scalar, point) = ECOperations<Curve>.generate()
    self.scalar = scalar
    publicKey = NISTPublicKey(checkedPoint: point)
  }

  /// The key whose scalar is these bytes.
  public init<Bytes: ContiguousBytes>(rawRepresentation: Bytes) throws {
    let bytes = rawRepresentation.withUnsafeBytes { Array($0) }
    guard bytes.count == Curve.coordinateByteCount else { throw CryptoKitError.incorrectKeySize }
    scalar = bytes
    publicKey = NISTPublicKey(checkedPoint: try ECOperations<Curve>.publicPoint(of: bytes))
  }

  /// The key in ANSI X9.63's form: `04 ‖ x ‖ y ‖ scalar`.
  public init<Bytes: ContiguousBytes>(x963Representation: Bytes) throws {
    let bytes = x963Representation.withUnsafeBytes { Array($0) }
    let size = Curve.coordinateByteCount
    guard bytes.count == 1 + 3 * size, bytes.first == 4 else { throw CryptoKitError.incorrectKeySize }
    try self.init(rawRepresentation: Array(bytes.suffix(size)))
    guard publicKey.point == Array(bytes.prefix(1 + 2 * size)) else { throw CryptoKitError.invalidParameter }
  }

  /// The key in PKCS #8 or SEC 1's ECPrivateKey, DER.
  public init<Bytes: RandomAccessCollection>(derRepresentation: Bytes) throws where Bytes.Element == UInt8 {
    let outer = try DER.elements(DER.only(ArraySlice(derRepresentation), tag: DER.sequence))
    var ecPrivateKey = outer
    if outer.count >= 3, outer[1].tag == DER.sequence {  // PKCS #8: version, algorithm, key
      guard outer[0].tag == DER.integer, outer[2].tag == DER.octetString,
        try ECOperations<Curve>.isCurveAlgorithm(outer[1].content)
      else { throw CryptoKitError.invalidParameter }
      ecPrivateKey = try DER.elements(DER.only(outer[2].content, tag: DER.sequence))
    }
    guard ecPrivateKey.count >= 2, ecPrivateKey[0].tag == DER.integer, ecPrivateKey[1].tag == DER.octetString else {
      throw CryptoKitError.invalidParameter
    }
    let raw = Array(ecPrivateKey[1].content)
    guard raw.count <= Curve.coordinateByteCount else { throw CryptoKitError.incorrectKeySize }
    try self.init(rawRepresentation: [UInt8](repeating: 0, count: Curve.coordinateByteCount - raw.count) + raw)
  }

  /// The key in a PEM block labelled `PRIVATE KEY` (PKCS #8) or `EC PRIVATE KEY` (SEC 1).
  public init(pemRepresentation: String) throws {
    try self.init(derRepresentation: PEM.read(pemRepresentation, labels: ["PRIVATE KEY", "EC PRIVATE KEY"]).der)
  }

  /// The scalar's bytes.
  public var rawRepresentation: Data { Data(scalar) }
  /// `04 ‖ x ‖ y ‖ scalar`.
  public var x963Representation: Data { Data(publicKey.point + scalar) }
  /// PKCS #8 holding SEC 1's ECPrivateKey with its public point, DER.
  public var derRepresentation: Data {
    let ecPrivateKey = DER.element(
      DER.sequence,
      DER.element(DER.integer, [1]) + DER.element(DER.octetString, scalar)
        + DER.element(DER.contextOne, DER.element(DER.bitString, [0] + publicKey.point)))
    return Data(
      DER.element(
        DER.sequence,
        DER.element(DER.integer, [0]) + ECOperations<Curve>.algorithm + DER.element(DER.octetString, ecPrivateKey)))
  }
  /// A PEM block labelled `PRIVATE KEY` (PKCS #8).
  public var pemRepresentation: String { PEM.write(Array(derRepresentation), label: "PRIVATE KEY") }
}

/// An ECDSA signature on a NIST curve: the pair (r, s).
public struct NISTSignature<Curve: NISTCurve>: ContiguousBytes, Sendable {
  /// `r ‖ s`, each a coordinate's size.
  public let rawRepresentation: Data

  /// The signature whose `r ‖ s` are these bytes.
  public init<D: DataProtocol>(rawRepresentation: D) throws {
    guard rawRepresentation.count == 2 * Curve.coordinateByteCount else { throw CryptoKitError.incorrectParameterSize }
    self.rawRepresentation = Data(rawRepresentation)
  }

  /// The signature in DER (`SEQUENCE { r INTEGER, s INTEGER }`), as X.509 and JOSE's ES
  /// algorithms outside JWS carry it.
  public init<D: DataProtocol>(derRepresentation: D) throws {
    let parts = try DER.elements(DER.only(ArraySlice(derRepresentation), tag: DER.sequence))
    guard parts.count == 2, parts.allSatisfy({ $0.tag == DER.integer }) else { throw CryptoKitError.invalidParameter }
    let size = Curve.coordinateByteCount
    rawRepresentation = Data(
      try DER.unsignedValue(parts[0].content, count: size) + DER.unsignedValue(parts[1].content, count: size))
  }

  /// The signature in DER.
  public var derRepresentation: Data {
    let size = Curve.coordinateByteCount
    let bytes = Array(rawRepresentation)
    return Data(
      DER.element(DER.sequence, DER.unsignedInteger(Array(bytes[..<size])) + DER.unsignedInteger(Array(bytes[size...])))
    )
  }

  /// Calls `body` with `r ‖ s`.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try rawRepresentation.withUnsafeBytes(body)
  }
}

extension NISTPrivateKey where Purpose == ECDSASigning {
  /// The signature of `data`, hashed with the curve's hash.
  public func signature<D: DataProtocol>(for data: D) throws -> NISTSignature<Curve> {
    try signature(for: Curve.SignatureHash.hash(data: data))
  }

  /// The signature of a digest already made.
  public func signature<D: Digest>(for digest: D) throws -> NISTSignature<Curve> {
    try NISTSignature(
      rawRepresentation: ECOperations<Curve>.sign(Array(digest), scalar: scalar, point: publicKey.point))
  }
}

extension NISTPublicKey where Purpose == ECDSASigning {
  /// Whether `signature` is this key's signature of `data`.
  public func isValidSignature<D: DataProtocol>(_ signature: NISTSignature<Curve>, for data: D) -> Bool {
    isValidSignature(signature, for: Curve.SignatureHash.hash(data: data))
  }

  /// Whether `signature` is this key's signature of `digest`.
  public func isValidSignature<D: Digest>(_ signature: NISTSignature<Curve>, for digest: D) -> Bool {
    ECOperations<Curve>.verify(Array(digest), signature: Array(signature.rawRepresentation), point: point)
  }
}

extension NISTPrivateKey where Purpose == ECDHKeyAgreement {
  /// The secret this key and `publicKeyShare` agree on (the shared point's x coordinate).
  public func sharedSecretFromKeyAgreement(with publicKeyShare: NISTPublicKey<Curve, ECDHKeyAgreement>) throws
    -> SharedSecret
  {
    SharedSecret(
      bytes: try ECOperations<Curve>.agree(scalar: scalar, point: publicKey.point, peer: publicKeyShare.point))
  }
}

/// One operation on a curve, through libcrypto's EC_KEY.
enum ECOperations<Curve: NISTCurve> {
  /// The AlgorithmIdentifier of an EC key on this curve, DER.
  static var algorithm: [UInt8] {
    DER.element(
      DER.sequence,
      DER.element(DER.objectIdentifier, DER.ecPublicKey) + DER.element(DER.objectIdentifier, Curve.objectIdentifier))
  }

  /// Whether `content` (an AlgorithmIdentifier's) names an EC key on this curve.
  static func isCurveAlgorithm(_ content: ArraySlice<UInt8>) throws -> Bool {
    let parts = try DER.elements(content)
    return parts.count == 2 && parts.allSatisfy { $0.tag == DER.objectIdentifier }
      && Array(parts[0].content) == DER.ecPublicKey && Array(parts[1].content) == Curve.objectIdentifier
  }

  /// A new key pair: the scalar and the uncompressed point.
  static func generate() -> (scalar: [UInt8], point: [UInt8]) {
    let library = LibCrypto.required
    guard let key = library.newCurveKey(Curve.openSSLCurveIdentifier), library.generateCurveKey(key) == 1,
      let scalar = library.curveKeyPrivate(key).map({ number(library, $0) }),
      let point = try? pointBytes(library, key)  // a key just made has its point: no error to name
    else { fatalError("libcrypto could not make a key on \(Curve.self)") }
    library.freeCurveKey(key)
    return (scalar, point)
  }

  /// The uncompressed point of `bytes` (compressed or not), if it is on the curve.
  static func checkedPoint(_ bytes: [UInt8]) throws -> [UInt8] {
    try withKey { library, key, group in
      guard let point = library.newPoint(group) else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
      defer { library.freePoint(point) }
      guard library.pointFromBytes(group, point, bytes, bytes.count, nil) == 1,
        library.setCurveKeyPublic(key, point) == 1, library.checkCurveKey(key) == 1
      else { throw CryptoKitError.invalidParameter }
      return try pointBytes(library, key)
    }
  }

  /// The uncompressed public point of the scalar `bytes`, if it is a valid private key.
  static func publicPoint(of scalar: [UInt8]) throws -> [UInt8] {
    try withKey(scalar: scalar) { library, key, _ in try pointBytes(library, key) }
  }

  /// `r ‖ s` of an ECDSA signature of `digest`.
  static func sign(_ digest: [UInt8], scalar: [UInt8], point: [UInt8]) throws -> [UInt8] {
    try withKey(scalar: scalar, point: point) { library, key, _ in
      guard let signature = library.sign(digest, Int32(digest.count), key) else {
        throw CryptoKitError.underlyingCoreCryptoError(error: 0)
      }
      defer { library.freeSignature(signature) }
      var r: OpaquePointer?
      var s: OpaquePointer?
      library.signatureParts(signature, &r, &s)
      guard let r, let s else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
      return number(library, r) + number(library, s)
    }
  }

  /// Whether `signature` (`r ‖ s`) signs `digest` under the public `point`.
  static func verify(_ digest: [UInt8], signature: [UInt8], point: [UInt8]) -> Bool {
    let size = Curve.coordinateByteCount
    // A key that fails to load verifies nothing: the answer is "not valid", never an error.
    let valid = try? withKey(point: point) { library, key, _ -> Bool in
      guard let made = library.newSignature() else { return false }
      defer { library.freeSignature(made) }
      let r = library.numberFromBytes(signature, Int32(size), nil)
      let s = Array(signature[size...]).withUnsafeBufferPointer {
        library.numberFromBytes($0.baseAddress!, Int32(size), nil)
      }
      // The signature owns r and s once they are set; until then they are freed here.
      guard let r, let s, library.setSignature(made, r, s) == 1 else {
        library.freeNumber(r)
        library.freeNumber(s)
        return false
      }
      return library.verify(digest, Int32(digest.count), made, key) == 1
    }
    return valid ?? false
  }

  /// The x coordinate of the scalar times the peer's point.
  /// (`peer` is a public key's point, checked when that key was made.)
  static func agree(scalar: [UInt8], point: [UInt8], peer: [UInt8]) throws -> [UInt8] {
    try withKey(scalar: scalar, point: point) { library, key, group in
      guard let other = library.newPoint(group) else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
      defer { library.freePoint(other) }
      guard library.pointFromBytes(group, other, peer, peer.count, nil) == 1 else {
        throw CryptoKitError.invalidParameter
      }
      var secret = [UInt8](repeating: 0, count: Curve.coordinateByteCount)
      guard library.agree(&secret, secret.count, other, key, nil) == Int32(Curve.coordinateByteCount) else {
        throw CryptoKitError.underlyingCoreCryptoError(error: 0)
      }
      return secret
    }
  }

  /// Calls `body` with a fresh EC_KEY on the curve, holding the private `scalar` and the public
  /// `point` when given. A key's own point was checked when the key was made, so it is set as it
  /// is; a scalar given without its point is a key being made: its point is computed and the
  /// pair checked (`checkedPoint` checks a point given alone).
  private static func withKey<R>(
    scalar: [UInt8]? = nil, point: [UInt8]? = nil, _ body: (LibCrypto, OpaquePointer, OpaquePointer) throws -> R
  ) throws -> R {
    let library = LibCrypto.required
    guard let key = library.newCurveKey(Curve.openSSLCurveIdentifier), let group = library.curveKeyGroup(key) else {
      throw CryptoKitError.underlyingCoreCryptoError(error: 0)
    }
    defer { library.freeCurveKey(key) }
    var number: OpaquePointer?
    defer { library.freeNumber(number) }
    if let scalar {
      number = library.numberFromBytes(scalar, Int32(scalar.count), nil)
      guard let number else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
      guard library.setCurveKeyPrivate(key, number) == 1 else { throw CryptoKitError.invalidParameter }
    }
    if scalar != nil || point != nil {
      guard let made = library.newPoint(group) else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
      defer { library.freePoint(made) }
      let placed =
        if let point { library.pointFromBytes(group, made, point, point.count, nil) == 1 } else {
          library.multiply(group, made, number, nil, nil, nil) == 1
        }
      guard placed, library.setCurveKeyPublic(key, made) == 1, point != nil || library.checkCurveKey(key) == 1 else {
        throw CryptoKitError.invalidParameter
      }
    }
    return try body(library, key, group)
  }

  /// The key's public point, uncompressed.
  private static func pointBytes(_ library: LibCrypto, _ key: OpaquePointer) throws -> [UInt8] {
    guard let group = library.curveKeyGroup(key), let point = library.curveKeyPublic(key) else {
      throw CryptoKitError.invalidParameter
    }
    var bytes = [UInt8](repeating: 0, count: 1 + 2 * Curve.coordinateByteCount)
    guard library.pointToBytes(group, point, 4, &bytes, bytes.count, nil) == bytes.count else {
      throw CryptoKitError.invalidParameter
    }
    return bytes
  }

  /// A BIGNUM as a coordinate's size of big-endian bytes.
  private static func number(_ library: LibCrypto, _ value: OpaquePointer) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: Curve.coordinateByteCount)
    _ = library.numberToBytes(value, &bytes, Int32(bytes.count))
    return bytes
  }
}
