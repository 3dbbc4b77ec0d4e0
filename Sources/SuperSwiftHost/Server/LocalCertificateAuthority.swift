import COpenSSL
import Foundation
@_spi(Host) import SuperSwift

#if canImport(Glibc)
  import Glibc
#endif

/// A certificate authority of this machine's own, for HTTPS on a home network, made with
/// OpenSSL: a P-256 CA (ten years) in `$XDG_CONFIG_HOME/superswift/tls/`, and a server
/// certificate it signs for this machine's names and addresses (825 days, the most iOS accepts
/// from a CA a person installed). A phone trusts the server once its person installs the CA as
/// a configuration profile (`profile()`) and turns on full trust for it. Keys are mode 0600.
public struct LocalCertificateAuthority: Sendable {
  /// Where the CA and the server certificate are kept.
  public let folder: URL

  /// The CA's certificate (PEM), which phones and browsers are told to trust.
  public var certificateFile: URL { folder.appendingPathComponent("ca.pem") }
  var keyFile: URL { folder.appendingPathComponent("ca-key.pem") }
  /// The server's certificate chain (PEM: the server's certificate, then the CA's).
  public var serverCertificateFile: URL { folder.appendingPathComponent("server.pem") }
  /// The server's private key (PEM).
  public var serverKeyFile: URL { folder.appendingPathComponent("server-key.pem") }

  /// The authority of the configuration in `paths`.
  public init(paths: Paths) {
    folder = paths.config.appendingPathComponent("tls", isDirectory: true)
  }

  /// Whether a server certificate has been issued.
  public var hasServerCertificate: Bool {
    FileManager.default.fileExists(atPath: serverCertificateFile.path)
      && FileManager.default.fileExists(atPath: serverKeyFile.path)
  }

  /// The names a server certificate for this machine covers: `localhost`, loopback, the LAN
  /// addresses, `name.local`, and `extra`.
  public static func machineNames(extra: [String] = []) -> [String] {
    var names = ["localhost", "127.0.0.1", "::1"] + NetworkAddresses.local()
    if let bonjour = NetworkAddresses.bonjourName() { names.append(bonjour) }
    for name in extra where !names.contains(name.lowercased()) { names.append(name.lowercased()) }
    return names
  }

  /// Makes the CA if there is none, then a new server certificate for `names` (DNS names or
  /// IP addresses), replacing the old one. Returns whether the CA was made now.
  @discardableResult
  public func issue(names: [String]) throws(TLSError) -> Bool {
    guard !names.isEmpty else { throw TLSError("a certificate needs at least one name") }
    for name in names where !Self.isValidName(name) {
      throw TLSError("\"\(name)\" is neither a host name nor an IP address")
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw TLSError("could not create \(folder.path): \(error)")
    }
    chmod(folder.path, 0o700)
    var madeCA = false
    if !FileManager.default.fileExists(atPath: certificateFile.path)
      || !FileManager.default.fileExists(atPath: keyFile.path)
    {
      try makeCA()
      madeCA = true
    }
    let caKey = try Self.readKey(keyFile)
    defer { EVP_PKEY_free(caKey) }
    let ca = try Self.readCertificate(certificateFile)
    defer { X509_free(ca) }

    guard let key = superswift_generate_p256() else { throw TLSError("could not make a key") }
    defer { EVP_PKEY_free(key) }
    let certificate = try Self.certificate(
      commonName: names.first { !Self.isAddress($0) && $0 != "localhost" } ?? names[0], key: key, issuer: ca,
      issuerKey: caKey, days: 825,
      extensions: [
        (NID_basic_constraints, "critical,CA:FALSE"),
        (NID_key_usage, "critical,digitalSignature,keyEncipherment"),
        (NID_ext_key_usage, "serverAuth"),
        (NID_subject_alt_name, names.map { Self.isAddress($0) ? "IP:\($0)" : "DNS:\($0)" }.joined(separator: ",")),
        (NID_subject_key_identifier, "hash"),
        (NID_authority_key_identifier, "keyid:always"),
      ])
    defer { X509_free(certificate) }
    try Self.write(Self.pem(certificate) + Self.pem(ca), to: serverCertificateFile, mode: 0o644)
    try Self.write(Self.pem(privateKey: key), to: serverKeyFile, mode: 0o600)
    return madeCA
  }

  /// The CA's certificate in DER, as a configuration profile carries it.
  public func certificateDER() throws(TLSError) -> Data {
    let ca = try Self.readCertificate(certificateFile)
    defer { X509_free(ca) }
    var bytes: UnsafeMutablePointer<UInt8>?
    let length = i2d_X509(ca, &bytes)
    guard length > 0, let bytes else { throw TLSError("could not encode the CA") }
    defer { superswift_free(bytes) }
    return Data(bytes: bytes, count: Int(length))
  }

  /// An iOS configuration profile (`.mobileconfig`) that installs the CA as a trusted root,
  /// once its person turns on full trust in Settings. Its identifiers come from the CA's
  /// digest, so downloading it again replaces the profile rather than adding another.
  public func profile(host: String) throws(TLSError) -> Data {
    let der = try certificateDER()
    let digest = SHA256.hex(Array(der))
    func uuid(_ salt: String) -> String {
      var hash = SHA256()
      hash.update(field: digest + salt)
      let hex = Array(hash.finalize().prefix(32))
      return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(hex[$0]) }.joined(separator: "-").uppercased()
    }
    let name = Self.xml("SuperSwift local CA (\(host))")
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>PayloadContent</key>
        <array>
          <dict>
            <key>PayloadCertificateFileName</key><string>superswift-ca.cer</string>
            <key>PayloadContent</key><data>\(der.base64EncodedString())</data>
            <key>PayloadDescription</key><string>Lets this device trust SuperSwift's server on \(Self.xml(host)).</string>
            <key>PayloadDisplayName</key><string>\(name)</string>
            <key>PayloadIdentifier</key><string>app.superswift.ca.\(uuid("certificate"))</string>
            <key>PayloadType</key><string>com.apple.security.root</string>
            <key>PayloadUUID</key><string>\(uuid("certificate"))</string>
            <key>PayloadVersion</key><integer>1</integer>
          </dict>
        </array>
        <key>PayloadDescription</key><string>Install, then turn on full trust in Settings → General → About → Certificate Trust Settings.</string>
        <key>PayloadDisplayName</key><string>\(name)</string>
        <key>PayloadIdentifier</key><string>app.superswift.profile.\(uuid("profile"))</string>
        <key>PayloadRemovalDisallowed</key><false/>
        <key>PayloadType</key><string>Configuration</string>
        <key>PayloadUUID</key><string>\(uuid("profile"))</string>
        <key>PayloadVersion</key><integer>1</integer>
      </dict>
      </plist>

      """
    return Data(plist.utf8)
  }

  // MARK: - OpenSSL

  private func makeCA() throws(TLSError) {
    guard let key = superswift_generate_p256() else { throw TLSError("could not make the CA's key") }
    defer { EVP_PKEY_free(key) }
    let host = NetworkAddresses.bonjourName().map { String($0.dropLast(".local".count)) } ?? "this machine"
    let certificate = try Self.certificate(
      commonName: "SuperSwift local CA (\(host))", key: key, issuer: nil, issuerKey: key, days: 3650,
      extensions: [
        (NID_basic_constraints, "critical,CA:TRUE,pathlen:0"),
        (NID_key_usage, "critical,keyCertSign,cRLSign"),
        (NID_subject_key_identifier, "hash"),
      ])
    defer { X509_free(certificate) }
    try Self.write(Self.pem(privateKey: key), to: keyFile, mode: 0o600)
    try Self.write(Self.pem(certificate), to: certificateFile, mode: 0o644)
  }

  /// A certificate for `key`, signed by `issuerKey` (self-signed when `issuer` is nil).
  private static func certificate(
    commonName: String, key: OpaquePointer, issuer: OpaquePointer?, issuerKey: OpaquePointer, days: Int,
    extensions: [(Int32, String)]
  ) throws(TLSError) -> OpaquePointer {
    guard let certificate = X509_new() else { throw TLSError("could not make a certificate") }
    var ok = X509_set_version(certificate, 2) == 1
    // A random 128-bit serial, positive.
    var serial = [UInt8](repeating: 0, count: 16)
    ok = ok && RAND_bytes(&serial, 16) == 1
    serial[0] &= 0x7F
    if let number = BN_bin2bn(serial, 16, nil) {
      ok = ok && BN_to_ASN1_INTEGER(number, X509_get_serialNumber(certificate)) != nil
      BN_free(number)
    } else {
      ok = false
    }
    ok = ok && X509_gmtime_adj(X509_getm_notBefore(certificate), -3600) != nil
    ok = ok && X509_gmtime_adj(X509_getm_notAfter(certificate), days * 86_400) != nil
    ok = ok && X509_set_pubkey(certificate, key) == 1
    let subject = X509_get_subject_name(certificate)
    ok = ok && X509_NAME_add_entry_by_txt(subject, "O", MBSTRING_UTF8, "SuperSwift", -1, -1, 0) == 1
    ok = ok && X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_UTF8, String(commonName.prefix(64)), -1, -1, 0) == 1
    ok = ok && X509_set_issuer_name(certificate, issuer.map { X509_get_subject_name($0) } ?? subject) == 1
    for (nid, value) in extensions where ok {
      ok = superswift_X509_add_extension(certificate, issuer ?? certificate, nid, value) == 1
    }
    ok = ok && X509_sign(certificate, issuerKey, EVP_sha256()) > 0
    guard ok else {
      X509_free(certificate)
      throw TLSError("could not make the certificate for \(commonName)")
    }
    return certificate
  }

  private static func pem(_ certificate: OpaquePointer) throws(TLSError) -> Data {
    try withMemoryBIO { PEM_write_bio_X509($0, certificate) == 1 }
  }

  private static func pem(privateKey key: OpaquePointer) throws(TLSError) -> Data {
    try withMemoryBIO { PEM_write_bio_PrivateKey($0, key, nil, nil, 0, nil, nil) == 1 }
  }

  private static func withMemoryBIO(_ write: (OpaquePointer) -> Bool) throws(TLSError) -> Data {
    guard let bio = BIO_new(BIO_s_mem()) else { throw TLSError("out of memory") }
    defer { BIO_free(bio) }
    guard write(bio) else { throw TLSError("could not write PEM") }
    var contents: UnsafeMutablePointer<CChar>?
    let length = superswift_BIO_mem_contents(bio, &contents)
    guard length > 0, let contents else { throw TLSError("could not write PEM") }
    return Data(bytes: contents, count: length)
  }

  private static func readCertificate(_ file: URL) throws(TLSError) -> OpaquePointer {
    try readPEM(file, what: "certificate") { PEM_read_bio_X509($0, nil, nil, nil) }
  }

  private static func readKey(_ file: URL) throws(TLSError) -> OpaquePointer {
    try readPEM(file, what: "private key") { PEM_read_bio_PrivateKey($0, nil, nil, nil) }
  }

  /// Reads one PEM object of a file with `read`; the caller frees it.
  private static func readPEM(_ file: URL, what: String, _ read: (OpaquePointer) -> OpaquePointer?) throws(TLSError)
    -> OpaquePointer
  {
    guard let bio = BIO_new_file(file.path, "r") else { throw TLSError("cannot read \(file.path)") }
    defer { BIO_free(bio) }
    guard let object = read(bio) else { throw TLSError("\(file.path) is not a PEM \(what)") }
    return object
  }

  private static func write(_ data: Data, to file: URL, mode: mode_t) throws(TLSError) {
    do {
      try AtomicFile.writeQuickly(data, to: file, mode: mode)
    } catch {
      throw TLSError("could not write \(file.path): \(error)")
    }
  }

  static func isAddress(_ name: String) -> Bool {
    var v4 = in_addr()
    var v6 = in6_addr()
    return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
  }

  static func isValidName(_ name: String) -> Bool {
    if isAddress(name) { return true }
    let labels = name.split(separator: ".", omittingEmptySubsequences: false)
    return !name.isEmpty && name.utf8.count <= 253
      && labels.allSatisfy { label in
        (1...63).contains(label.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
          && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
      }
  }

  private static func xml(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
