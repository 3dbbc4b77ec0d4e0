// OpenSSL's libcrypto (Debian's libssl3), opened with `dlopen` as the layout engine opens
// HarfBuzz: an app links no C library and needs no headers, and every Debian system that has
// `superswift` has libcrypto. CryptoKit's types keep their state as Swift values (bytes) and
// call these functions for one operation at a time.
import Foundation

/// The functions of libcrypto CryptoKit calls, looked up once.
struct LibCrypto: @unchecked Sendable {
  // @unchecked: a table of C function pointers, never changed after it is made.

  typealias HashInit = @convention(c) (UnsafeMutableRawPointer) -> Int32
  typealias HashUpdate = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer?, Int) -> Int32
  typealias HashFinal = @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutableRawPointer) -> Int32
  typealias Make = @convention(c) () -> OpaquePointer?
  typealias Free = @convention(c) (OpaquePointer?) -> Void
  typealias CipherInit =
    @convention(c) (
      OpaquePointer, OpaquePointer?, OpaquePointer?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, Int32
    ) -> Int32
  typealias CipherControl = @convention(c) (OpaquePointer, Int32, Int32, UnsafeMutableRawPointer?) -> Int32
  typealias CipherUpdate =
    @convention(c) (
      OpaquePointer, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int32>, UnsafePointer<UInt8>?, Int32
    )
    -> Int32
  typealias CipherFinal =
    @convention(c) (OpaquePointer, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int32>) -> Int32
  typealias KeyByCurve = @convention(c) (Int32) -> OpaquePointer?
  typealias KeyStep = @convention(c) (OpaquePointer) -> Int32
  typealias KeyGet = @convention(c) (OpaquePointer) -> OpaquePointer?
  typealias KeySet = @convention(c) (OpaquePointer, OpaquePointer) -> Int32
  typealias PointNew = @convention(c) (OpaquePointer) -> OpaquePointer?
  typealias PointMultiply =
    @convention(c) (OpaquePointer, OpaquePointer, OpaquePointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?) ->
    Int32
  typealias PointToBytes =
    @convention(c) (OpaquePointer, OpaquePointer, Int32, UnsafeMutablePointer<UInt8>?, Int, OpaquePointer?) -> Int
  typealias PointFromBytes =
    @convention(c) (OpaquePointer, OpaquePointer, UnsafePointer<UInt8>, Int, OpaquePointer?) -> Int32
  typealias NumberFromBytes = @convention(c) (UnsafePointer<UInt8>, Int32, OpaquePointer?) -> OpaquePointer?
  typealias NumberToBytes = @convention(c) (OpaquePointer, UnsafeMutablePointer<UInt8>, Int32) -> Int32
  typealias Sign = @convention(c) (UnsafePointer<UInt8>, Int32, OpaquePointer) -> OpaquePointer?
  typealias Verify = @convention(c) (UnsafePointer<UInt8>, Int32, OpaquePointer, OpaquePointer) -> Int32
  typealias SignatureParts =
    @convention(c) (OpaquePointer, UnsafeMutablePointer<OpaquePointer?>?, UnsafeMutablePointer<OpaquePointer?>?) -> Void
  typealias SignatureSet = @convention(c) (OpaquePointer, OpaquePointer, OpaquePointer) -> Int32
  typealias Agree =
    @convention(c) (UnsafeMutableRawPointer, Int, OpaquePointer, OpaquePointer, OpaquePointer?) -> Int32
  typealias RawKey = @convention(c) (Int32, OpaquePointer?, UnsafePointer<UInt8>, Int) -> OpaquePointer?
  typealias RawPublic = @convention(c) (OpaquePointer, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>) -> Int32
  typealias DigestSignInit =
    @convention(c) (OpaquePointer, UnsafeMutablePointer<OpaquePointer?>?, OpaquePointer?, OpaquePointer?, OpaquePointer)
    -> Int32
  typealias DigestSign =
    @convention(c) (OpaquePointer, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>, UnsafePointer<UInt8>?, Int)
    -> Int32
  typealias DigestVerify =
    @convention(c) (OpaquePointer, UnsafePointer<UInt8>, Int, UnsafePointer<UInt8>?, Int) -> Int32
  typealias ContextForKey = @convention(c) (OpaquePointer, OpaquePointer?) -> OpaquePointer?
  typealias Derive = @convention(c) (OpaquePointer, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>) -> Int32

  /// A hash's three steps.
  struct Hash {
    let start: HashInit
    let update: HashUpdate
    let finish: HashFinal
  }

  /// The hashes by CryptoKit's name for them (`SHA256`, `MD5`…).
  private let hashes: [String: Hash]

  /// The hash CryptoKit names `name`; every name CryptoKit has is looked up when the library opens.
  func hash(named name: String) -> Hash {
    guard let hash = hashes[name] else { fatalError("libcrypto has no hash named \(name)") }
    return hash
  }

  let newCipherContext: Make
  let freeCipherContext: Free
  private let ciphers: [String: Make]

  /// The cipher libcrypto names `name` (`aes-256-gcm`, `chacha20-poly1305`).
  func cipher(named name: String) -> OpaquePointer? { ciphers[name]?() }
  let cipherInit: CipherInit
  let cipherControl: CipherControl
  let cipherUpdate: CipherUpdate
  let cipherFinal: CipherFinal

  let newCurveKey: KeyByCurve
  let freeCurveKey: Free
  let generateCurveKey: KeyStep
  let checkCurveKey: KeyStep
  let curveKeyGroup: KeyGet
  let curveKeyPublic: KeyGet
  let curveKeyPrivate: KeyGet
  let setCurveKeyPublic: KeySet
  let setCurveKeyPrivate: KeySet
  let newPoint: PointNew
  let freePoint: Free
  let multiply: PointMultiply
  let pointToBytes: PointToBytes
  let pointFromBytes: PointFromBytes
  let numberFromBytes: NumberFromBytes
  let numberToBytes: NumberToBytes
  let freeNumber: Free
  let sign: Sign
  let verify: Verify
  let newSignature: Make
  let freeSignature: Free
  let signatureParts: SignatureParts
  let setSignature: SignatureSet
  let agree: Agree

  let rawPrivateKey: RawKey
  let rawPublicKey: RawKey
  let rawPublicKeyBytes: RawPublic
  let freeKey: Free
  let newDigestContext: Make
  let freeDigestContext: Free
  let digestSignInit: DigestSignInit
  let digestSign: DigestSign
  let digestVerifyInit: DigestSignInit
  let digestVerify: DigestVerify
  let newKeyContext: ContextForKey
  let freeKeyContext: Free
  let deriveInit: KeyStep
  let deriveSetPeer: KeySet
  let derive: Derive

  /// The library, or `nil` when it cannot be opened (no libssl3) or lacks a function.
  static let loaded: LibCrypto? = LibCrypto()

  /// The library; stops the app with a sentence saying what to install when it is not there
  /// (CryptoKit's hashes do not throw, so there is no error to hand back).
  static var required: LibCrypto {
    guard let loaded else {
      fatalError(
        "CryptoKit needs OpenSSL's libcrypto (libcrypto.so.3), which was not found: install Debian's libssl3"
      )
    }
    return loaded
  }

  private init?() {
    guard let library = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL) else { return nil }
    func symbol<T>(_ name: String, as type: T.Type = T.self) -> T? {
      dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
    func hash(_ name: String) -> Hash? {
      guard let start: HashInit = symbol("\(name)_Init"), let update: HashUpdate = symbol("\(name)_Update"),
        let finish: HashFinal = symbol("\(name)_Final")
      else { return nil }
      return Hash(start: start, update: update, finish: finish)
    }
    guard let md5 = hash("MD5"), let sha1 = hash("SHA1"), let sha256 = hash("SHA256"), let sha384 = hash("SHA384"),
      let sha512 = hash("SHA512"),
      let newCipherContext: Make = symbol("EVP_CIPHER_CTX_new"),
      let freeCipherContext: Free = symbol("EVP_CIPHER_CTX_free"),
      let aes128GCM: Make = symbol("EVP_aes_128_gcm"), let aes192GCM: Make = symbol("EVP_aes_192_gcm"),
      let aes256GCM: Make = symbol("EVP_aes_256_gcm"),
      let chaCha20Poly1305: Make = symbol("EVP_chacha20_poly1305"),
      let cipherInit: CipherInit = symbol("EVP_CipherInit_ex"),
      let cipherControl: CipherControl = symbol("EVP_CIPHER_CTX_ctrl"),
      let cipherUpdate: CipherUpdate = symbol("EVP_CipherUpdate"),
      let cipherFinal: CipherFinal = symbol("EVP_CipherFinal_ex")
    else { return nil }
    guard let newCurveKey: KeyByCurve = symbol("EC_KEY_new_by_curve_name"),
      let freeCurveKey: Free = symbol("EC_KEY_free"),
      let generateCurveKey: KeyStep = symbol("EC_KEY_generate_key"),
      let checkCurveKey: KeyStep = symbol("EC_KEY_check_key"),
      let curveKeyGroup: KeyGet = symbol("EC_KEY_get0_group"),
      let curveKeyPublic: KeyGet = symbol("EC_KEY_get0_public_key"),
      let curveKeyPrivate: KeyGet = symbol("EC_KEY_get0_private_key"),
      let setCurveKeyPublic: KeySet = symbol("EC_KEY_set_public_key"),
      let setCurveKeyPrivate: KeySet = symbol("EC_KEY_set_private_key"),
      let newPoint: PointNew = symbol("EC_POINT_new"), let freePoint: Free = symbol("EC_POINT_free"),
      let multiply: PointMultiply = symbol("EC_POINT_mul"),
      let pointToBytes: PointToBytes = symbol("EC_POINT_point2oct"),
      let pointFromBytes: PointFromBytes = symbol("EC_POINT_oct2point"),
      let numberFromBytes: NumberFromBytes = symbol("BN_bin2bn"),
      let numberToBytes: NumberToBytes = symbol("BN_bn2binpad"),
      let freeNumber: Free = symbol("BN_clear_free"),
      let sign: Sign = symbol("ECDSA_do_sign"), let verify: Verify = symbol("ECDSA_do_verify"),
      let newSignature: Make = symbol("ECDSA_SIG_new"), let freeSignature: Free = symbol("ECDSA_SIG_free"),
      let signatureParts: SignatureParts = symbol("ECDSA_SIG_get0"),
      let setSignature: SignatureSet = symbol("ECDSA_SIG_set0"),
      let agree: Agree = symbol("ECDH_compute_key")
    else { return nil }
    guard let rawPrivateKey: RawKey = symbol("EVP_PKEY_new_raw_private_key"),
      let rawPublicKey: RawKey = symbol("EVP_PKEY_new_raw_public_key"),
      let rawPublicKeyBytes: RawPublic = symbol("EVP_PKEY_get_raw_public_key"),
      let freeKey: Free = symbol("EVP_PKEY_free"),
      let newDigestContext: Make = symbol("EVP_MD_CTX_new"), let freeDigestContext: Free = symbol("EVP_MD_CTX_free"),
      let digestSignInit: DigestSignInit = symbol("EVP_DigestSignInit"),
      let digestSign: DigestSign = symbol("EVP_DigestSign"),
      let digestVerifyInit: DigestSignInit = symbol("EVP_DigestVerifyInit"),
      let digestVerify: DigestVerify = symbol("EVP_DigestVerify"),
      let newKeyContext: ContextForKey = symbol("EVP_PKEY_CTX_new"),
      let freeKeyContext: Free = symbol("EVP_PKEY_CTX_free"),
      let deriveInit: KeyStep = symbol("EVP_PKEY_derive_init"),
      let deriveSetPeer: KeySet = symbol("EVP_PKEY_derive_set_peer"),
      let derive: Derive = symbol("EVP_PKEY_derive")
    else { return nil }
    hashes = ["MD5": md5, "SHA1": sha1, "SHA256": sha256, "SHA384": sha384, "SHA512": sha512]
    (self.newCipherContext, self.freeCipherContext) = (newCipherContext, freeCipherContext)
    ciphers = [
      "aes-128-gcm": aes128GCM, "aes-192-gcm": aes192GCM, "aes-256-gcm": aes256GCM,
      "chacha20-poly1305": chaCha20Poly1305,
    ]
    (self.cipherInit, self.cipherControl, self.cipherUpdate, self.cipherFinal) =
      (cipherInit, cipherControl, cipherUpdate, cipherFinal)
    (self.newCurveKey, self.freeCurveKey, self.generateCurveKey, self.checkCurveKey) =
      (newCurveKey, freeCurveKey, generateCurveKey, checkCurveKey)
    (self.curveKeyGroup, self.curveKeyPublic, self.curveKeyPrivate) = (curveKeyGroup, curveKeyPublic, curveKeyPrivate)
    (self.setCurveKeyPublic, self.setCurveKeyPrivate) = (setCurveKeyPublic, setCurveKeyPrivate)
    (self.newPoint, self.freePoint, self.multiply, self.pointToBytes, self.pointFromBytes) =
      (newPoint, freePoint, multiply, pointToBytes, pointFromBytes)
    (self.numberFromBytes, self.numberToBytes, self.freeNumber) = (numberFromBytes, numberToBytes, freeNumber)
    (self.sign, self.verify, self.newSignature, self.freeSignature) = (sign, verify, newSignature, freeSignature)
    (self.signatureParts, self.setSignature, self.agree) = (signatureParts, setSignature, agree)
    (self.rawPrivateKey, self.rawPublicKey, self.rawPublicKeyBytes, self.freeKey) =
      (rawPrivateKey, rawPublicKey, rawPublicKeyBytes, freeKey)
    (self.newDigestContext, self.freeDigestContext) = (newDigestContext, freeDigestContext)
    (self.digestSignInit, self.digestSign, self.digestVerifyInit, self.digestVerify) =
      (digestSignInit, digestSign, digestVerifyInit, digestVerify)
    (self.newKeyContext, self.freeKeyContext, self.deriveInit, self.deriveSetPeer, self.derive) =
      (newKeyContext, freeKeyContext, deriveInit, deriveSetPeer, derive)
  }
}
