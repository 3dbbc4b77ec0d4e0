import CryptoKit
import Foundation
import Testing

/// CryptoKit over libcrypto, against the examples of the standards each part implements.
@Suite("CryptoKit")
struct CryptoKitTests {
  /// Bytes from hex (test vectors are written so).
  static func bytes(_ hex: String) -> [UInt8] {
    let digits = Array(hex.lowercased().filter { !$0.isWhitespace }.utf8)
    return stride(from: 0, to: digits.count, by: 2).map {
      UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
    }
  }

  static func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    bytes.map { String(format: "%02x", $0) }.joined()
  }

  @Test("the hashes of \"abc\" are FIPS 180-4's and RFC 1321's; fed in pieces or copied half-fed, the same")
  func hashes() {
    let abc = Data("abc".utf8)
    #expect(Self.hex(SHA256.hash(data: abc)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      Self.hex(SHA384.hash(data: abc))
        == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
    #expect(
      Self.hex(SHA512.hash(data: abc))
        == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
    )
    #expect(Self.hex(Insecure.MD5.hash(data: abc)) == "900150983cd24fb0d6963f7d28e17f72")
    #expect(Self.hex(Insecure.SHA1.hash(data: abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(SHA256.byteCount == 32 && SHA512.blockByteCount == 128 && SHA256Digest.byteCount == 32)
    #expect(
      "\(SHA256.hash(data: abc))" == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")

    var fed = SHA256()
    fed.update(data: Data("a".utf8))
    var copy = fed
    fed.update(data: Data("bc".utf8))
    copy.update(data: Data("xy".utf8))
    #expect(fed.finalize() == SHA256.hash(data: abc))
    #expect(copy.finalize() == SHA256.hash(data: Data("axy".utf8)))
    #expect(SHA256.hash(data: abc) == Self.bytes("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"))
    // A million "a"s, FIPS 180's long example, fed in uneven pieces.
    var million = SHA256()
    for size in [1, 999, 999_000] { million.update(data: [UInt8](repeating: 0x61, count: size)) }
    #expect(Self.hex(million.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("HMAC is RFC 4231's, a key longer than a block included; codes compare with bytes")
  func hmac() {
    let jefe = SymmetricKey(data: Data("Jefe".utf8))
    let code = HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: jefe)
    #expect(Self.hex(code) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    let long = SymmetricKey(data: [UInt8](repeating: 0xaa, count: 131))
    let message = Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8)
    #expect(
      Self.hex(HMAC<SHA256>.authenticationCode(for: message, using: long))
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    #expect(
      Self.hex(HMAC<SHA512>.authenticationCode(for: message, using: long))
        == "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598"
    )
    #expect(
      HMAC<SHA256>.isValidAuthenticationCode(
        code, authenticating: Data("what do ya want for nothing?".utf8), using: jefe))
    #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("what do ya want?".utf8), using: jefe))
    #expect(
      HMAC<SHA256>.isValidAuthenticationCode(
        Data(code), authenticating: Data("what do ya want for nothing?".utf8), using: jefe))
    var fed = HMAC<SHA256>(key: jefe)
    fed.update(data: Data("what do ya want ".utf8))
    fed.update(data: Data("for nothing?".utf8))
    #expect(fed.finalize() == code)
    #expect("\(code)".hasPrefix("HMAC with SHA256: 5bdcc146"))
  }

  @Test("HKDF is RFC 5869's test case 1, extract and expand apart and together")
  func hkdf() {
    let material = SymmetricKey(data: [UInt8](repeating: 0x0b, count: 22))
    let salt = Self.bytes("000102030405060708090a0b0c")
    let info = Self.bytes("f0f1f2f3f4f5f6f7f8f9")
    let prk = HKDF<SHA256>.extract(inputKeyMaterial: material, salt: salt)
    #expect(Self.hex(prk) == "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5")
    let okm = "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"
    #expect(Self.hex(HKDF<SHA256>.expand(pseudoRandomKey: prk, info: info, outputByteCount: 42).bytesForTest) == okm)
    let derived = HKDF<SHA256>.deriveKey(inputKeyMaterial: material, salt: salt, info: info, outputByteCount: 42)
    #expect(Self.hex(derived.bytesForTest) == okm)
    #expect(derived.bitCount == 336)
  }

  @Test("AES-GCM is the GCM specification's test case 3; ChaChaPoly is RFC 8439's §2.8.2; both refuse a changed box")
  func aead() throws {
    let key = SymmetricKey(data: Self.bytes("feffe9928665731c6d6a8f9467308308"))
    let nonce = try AES.GCM.Nonce(data: Self.bytes("cafebabefacedbaddecaf888"))
    let plaintext = Self.bytes(
      "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255"
    )
    let box = try AES.GCM.seal(plaintext, using: key, nonce: nonce)
    #expect(
      Self.hex(box.ciphertext)
        == "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985"
    )
    #expect(Self.hex(box.tag) == "4d5c2af327cd64a62cf35abd2ba6fab4")
    let reopened = try AES.GCM.SealedBox(combined: box.combined!)
    #expect(Array(try AES.GCM.open(reopened, using: key)) == plaintext)
    var tampered = box.combined!
    tampered[20] ^= 1
    #expect(throws: CryptoKitError.authenticationFailure) {
      try AES.GCM.open(try AES.GCM.SealedBox(combined: tampered), using: key)
    }
    #expect(throws: CryptoKitError.incorrectKeySize) {
      try AES.GCM.seal(plaintext, using: SymmetricKey(data: [1, 2, 3]))
    }
    #expect(throws: CryptoKitError.incorrectParameterSize) { try AES.GCM.Nonce(data: [1, 2, 3]) }

    let chachaKey = SymmetricKey(data: Self.bytes("808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f"))
    let sunscreen = Data(
      "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it."
        .utf8)
    let aad = Self.bytes("50515253c0c1c2c3c4c5c6c7")
    let sealed = try ChaChaPoly.seal(
      sunscreen, using: chachaKey, nonce: try ChaChaPoly.Nonce(data: Self.bytes("070000004041424344454647")),
      authenticating: aad)
    #expect(
      Self.hex(sealed.ciphertext)
        == "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc3ff4def08e4b7a9de576d26586cec64b6116"
    )
    #expect(Self.hex(sealed.tag) == "1ae10b594f09e26a7e902ecbd0600691")
    #expect(
      try ChaChaPoly.open(ChaChaPoly.SealedBox(combined: sealed.combined), using: chachaKey, authenticating: aad)
        == sunscreen)
    #expect(throws: CryptoKitError.authenticationFailure) { try ChaChaPoly.open(sealed, using: chachaKey) }

    // A key of its own and a random nonce: what apps write.
    let own = SymmetricKey(size: .bits256)
    #expect(own.bitCount == 256 && own != SymmetricKey(size: .bits256))
    let message = Data("meet at noon".utf8)
    #expect(try AES.GCM.open(AES.GCM.seal(message, using: own), using: own) == message)
  }

  @Test("X25519 is RFC 7748's §6.1; Ed25519 is RFC 8032's test 1, and refuses a changed message")
  func curve25519() throws {
    let alice = try Curve25519.KeyAgreement.PrivateKey(
      rawRepresentation: Self.bytes("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a"))
    let bob = try Curve25519.KeyAgreement.PrivateKey(
      rawRepresentation: Self.bytes("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb"))
    #expect(
      Self.hex(alice.publicKey.rawRepresentation) == "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a")
    #expect(
      Self.hex(bob.publicKey.rawRepresentation) == "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f")
    let secret = try alice.sharedSecretFromKeyAgreement(with: bob.publicKey)
    #expect(
      secret.withUnsafeBytes { Self.hex($0) } == "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742")
    #expect(try bob.sharedSecretFromKeyAgreement(with: alice.publicKey) == secret)
    // A point of small order gives an all-zero secret, which is refused.
    #expect(throws: CryptoKitError.self) {
      try alice.sharedSecretFromKeyAgreement(
        with: Curve25519.KeyAgreement.PublicKey(rawRepresentation: [UInt8](repeating: 0, count: 32)))
    }

    let signer = try Curve25519.Signing.PrivateKey(
      rawRepresentation: Self.bytes("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"))
    #expect(
      Self.hex(signer.publicKey.rawRepresentation) == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    )
    let signature = try signer.signature(for: Data())
    #expect(
      Self.hex(signature)
        == "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
    )
    #expect(signer.publicKey.isValidSignature(signature, for: Data()))
    #expect(!signer.publicKey.isValidSignature(signature, for: Data([0])))
    let fresh = Curve25519.Signing.PrivateKey()
    let note = Data("hello".utf8)
    #expect(fresh.publicKey.isValidSignature(try fresh.signature(for: note), for: note))
    #expect(throws: CryptoKitError.incorrectKeySize) { try Curve25519.Signing.PublicKey(rawRepresentation: [1]) }
  }

  @Test(
    "P-256: RFC 5903's ECDH, RFC 6979's signature checks, signatures of our own, and keys in every form OpenSSL writes")
  func nist() throws {
    let initiator = try P256.KeyAgreement.PrivateKey(
      rawRepresentation: Self.bytes("C88F01F510D9AC3F70A292DAA2316DE544E9AAB8AFE84049C62A9C57862D1433"))
    #expect(
      Self.hex(initiator.publicKey.rawRepresentation)
        == "dad0b65394221cf9b051e1feca5787d098dfe637fc90b9ef945d0c3772581180"
        + "5271a0461cdb8252d61f1c456fa3e59ab1f45b33accf5f58389e0577b8990bb3")
    let responder = try P256.KeyAgreement.PublicKey(
      rawRepresentation: Self.bytes(
        "D12DFB5289C8D4F81208B70270398C342296970A0BCCB74C736FC7554494BF63"
          + "56FBF3CA366CC23E8157854C13C58D6AAC23F046ADA30F8353E74F33039872AB"))
    let secret = try initiator.sharedSecretFromKeyAgreement(with: responder)
    #expect(
      secret.withUnsafeBytes { Self.hex($0) } == "d6840f6b42f6edafd13116e0e12565202fef8e9ece7dce03812464d04b9442de")

    let signer = try P256.Signing.PrivateKey(
      rawRepresentation: Self.bytes("C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721"))
    let known = try P256.Signing.ECDSASignature(
      rawRepresentation: Self.bytes(
        "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716"
          + "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8"))
    #expect(signer.publicKey.isValidSignature(known, for: Data("sample".utf8)))
    #expect(!signer.publicKey.isValidSignature(known, for: Data("simple".utf8)))
    let der = try P256.Signing.ECDSASignature(derRepresentation: known.derRepresentation)
    #expect(der.rawRepresentation == known.rawRepresentation)
    let own = try signer.signature(for: Data("sample".utf8))
    #expect(signer.publicKey.isValidSignature(own, for: Data("sample".utf8)))
    #expect(signer.publicKey.isValidSignature(own, for: SHA256.hash(data: Data("sample".utf8))))
    #expect(
      Self.hex(signer.publicKey.derRepresentation.prefix(26))
        == "3059301306072a8648ce3d020106082a8648ce3d030107034200")
    #expect(signer.publicKey.x963Representation.count == 65 && signer.publicKey.compressedRepresentation.count == 33)
    #expect(
      try P256.Signing.PublicKey(compressedRepresentation: signer.publicKey.compressedRepresentation).rawRepresentation
        == signer.publicKey.rawRepresentation)
    #expect(
      try P256.Signing.PublicKey(pemRepresentation: signer.publicKey.pemRepresentation).rawRepresentation
        == signer.publicKey.rawRepresentation)

    // A key `openssl ecparam -genkey` wrote (SEC 1), and the PKCS #8 `openssl pkcs8 -topk8` made of it.
    let sec1 = """
      -----BEGIN EC PRIVATE KEY-----
      MHcCAQEEIJVif/3aHflm9NhCfV4aDs+XMTx7WziFtAnuW3ApNXghoAoGCCqGSM49
      AwEHoUQDQgAEZGBvAOGySUxiWrylAma9CeT7NTOVrIYRsz9xS1NZemm2gP/Mqppp
      NJblxO9ubT1POUL8hqIAocAUPqzSH6GbmQ==
      -----END EC PRIVATE KEY-----
      """
    let pkcs8 = """
      -----BEGIN PRIVATE KEY-----
      MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQglWJ//dod+Wb02EJ9
      XhoOz5cxPHtbOIW0Ce5bcCk1eCGhRANCAARkYG8A4bJJTGJavKUCZr0J5Ps1M5Ws
      hhGzP3FLU1l6abaA/8yqmmk0luXE725tPU85QvyGogChwBQ+rNIfoZuZ
      -----END PRIVATE KEY-----
      """
    let fromSEC1 = try P256.Signing.PrivateKey(pemRepresentation: sec1)
    #expect(Self.hex(fromSEC1.rawRepresentation) == "95627ffdda1df966f4d8427d5e1a0ecf97313c7b5b3885b409ee5b7029357821")
    #expect(fromSEC1.pemRepresentation == pkcs8)
    #expect(try P256.Signing.PrivateKey(pemRepresentation: pkcs8).rawRepresentation == fromSEC1.rawRepresentation)
    #expect(
      try P256.Signing.PrivateKey(x963Representation: fromSEC1.x963Representation).rawRepresentation
        == fromSEC1.rawRepresentation)

    // Not keys: a point off the curve, a P-384 key given to P-256, a scalar of zero.
    var offCurve = Array(signer.publicKey.rawRepresentation)
    offCurve[63] ^= 1
    #expect(throws: CryptoKitError.self) { try P256.Signing.PublicKey(rawRepresentation: offCurve) }
    #expect(throws: CryptoKitError.self) {
      try P256.Signing.PublicKey(derRepresentation: P384.Signing.PrivateKey().publicKey.derRepresentation)
    }
    #expect(throws: CryptoKitError.self) {
      try P256.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 0, count: 32))
    }

    // P-384 and P-521 sign and agree as P-256 does.
    let p384 = P384.Signing.PrivateKey()
    #expect(p384.publicKey.isValidSignature(try p384.signature(for: Data("x".utf8)), for: Data("x".utf8)))
    let (left, right) = (P521.KeyAgreement.PrivateKey(), P521.KeyAgreement.PrivateKey())
    #expect(
      try left.sharedSecretFromKeyAgreement(with: right.publicKey)
        == right.sharedSecretFromKeyAgreement(with: left.publicKey))
    let shared = try left.sharedSecretFromKeyAgreement(with: right.publicKey)
    let key = shared.hkdfDerivedSymmetricKey(using: SHA256.self, salt: Data(), sharedInfo: Data(), outputByteCount: 32)
    #expect(key.bitCount == 256)
  }
}

extension SymmetricKey {
  /// The key's bytes, for comparing with a standard's example.
  var bytesForTest: [UInt8] { withUnsafeBytes { Array($0) } }
}
