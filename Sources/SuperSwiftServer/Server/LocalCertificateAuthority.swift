import COpenSSL
import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A certificate authority made for this machine alone, for HTTPS on a home network, with
/// OpenSSL. Each `issue` makes a new P-256 CA whose critical Name Constraints permit only the
/// names and addresses it is made for, signs one server certificate for them, and forgets the
/// CA's key: nothing kept in `$XDG_CONFIG_HOME/superswift/tls/` can sign another certificate.
/// A server certificate lasts `lifetimeDays` (800: iOS accepts at most 825 for one); the CA
/// lasts `caLifetimeDays`, and before its key is forgotten it signs the server certificates
/// that follow the first (`successors/N.pem`, each with its own key, each starting 30 days
/// before the one before it ends), so a running server renews its certificate from them —
/// without a new CA, so without the phones installing one — for the CA's whole life. A phone
/// trusts the server once its person installs the CA as a configuration profile (`profile()`)
/// and turns on full trust for it; every profile of this machine has the same identifier, so a
/// new one replaces the one before it. The server's key is mode 0600.
public struct LocalCertificateAuthority: Sendable {
  /// Where the CA and the server certificate are kept.
  public let folder: URL

  /// The CA's certificate (PEM), which phones and browsers are told to trust.
  public var certificateFile: URL { folder.appendingPathComponent("ca.pem") }
  /// Where SuperSwift before name constraints kept the CA's key, which the apps could read.
  var olderKeyFile: URL { folder.appendingPathComponent("ca-key.pem") }
  /// The identifier every profile of this machine carries (a UUID).
  var profileIdentifierFile: URL { folder.appendingPathComponent("profile-id") }
  /// The server's certificate chain (PEM: the server's certificate, then the CA's).
  public var serverCertificateFile: URL { folder.appendingPathComponent("server.pem") }
  /// The server's private key (PEM).
  public var serverKeyFile: URL { folder.appendingPathComponent("server-key.pem") }
  /// The address signer's certificate: a CA under the local CA, made only when its person
  /// chose to follow the machine's addresses (`certificate --follow-addresses`). Its name
  /// constraints are the CA's: this machine's names and its networks (`192.168.1.0/24`).
  public var addressSignerFile: URL { folder.appendingPathComponent("address-signer.pem") }
  /// The address signer's key (0600): the one signing key kept, which is why following the
  /// machine's addresses is a choice and not the default (docs/architecture.md says why).
  public var addressSignerKeyFile: URL { folder.appendingPathComponent("address-signer-key.pem") }

  /// How long a CA and its server certificate are valid, in days: under the 825 iOS accepts for
  /// a server certificate (its validity counts from `notBefore`, an hour back for clock skew).
  public static let lifetimeDays = 800
  /// How many days before its end `serve --tls` replaces the certificate.
  public static let renewalDays = 30
  /// How long the CA lasts, in days (ten years): the successors' span.
  public static let caLifetimeDays = 3650

  /// Where the successors are kept.
  package var successorsFolder: URL { folder.appendingPathComponent("successors", isDirectory: true) }

  /// When each certificate of a CA's life starts, in days from the CA's making: the first at 0,
  /// each next `renewalDays` before the one before it ends, while it starts inside the CA's life.
  static let successorStarts: [Int] = Array(
    stride(from: lifetimeDays - renewalDays, to: caLifetimeDays - renewalDays, by: lifetimeDays - renewalDays))

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

  /// What `issue` made.
  public struct Issued: Sendable {
    /// When the CA and its server certificate stop being valid.
    public let expires: Date
    /// Whether it replaced a CA an older SuperSwift made (no name constraints, its key kept
    /// where apps could read it): phones and browsers that trusted that one should not any more.
    public let replacedOlderCA: Bool
  }

  /// Makes a new CA constrained to `names` (DNS names or IP addresses) and a server
  /// certificate it signs for them, replacing the ones before; the CA's key is not kept. With
  /// `networks`, the CA also permits those networks' addresses and signs an address signer
  /// (its key kept, 0600) that a running server signs a new certificate with when the machine's
  /// address changes inside them (`reissue`); without, any address signer before is removed.
  @discardableResult
  package func issue(names: [String], following networks: [IPv4Network] = []) throws(TLSError) -> Issued {
    try issue(names: names, following: networks, handingCAKeyTo: nil)
  }

  /// `issue`, handing the CA's key (PEM) to `receiver` before it is forgotten: for tests that
  /// check what the CA could sign.
  package func issue(
    names: [String], following networks: [IPv4Network] = [], handingCAKeyTo receiver: ((Data) -> Void)?
  ) throws(TLSError) -> Issued {
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
    let older = madeByOlderVersion
    let identifier = profileIdentifier(continuingOlder: older)

    guard let caKey = superswift_generate_p256() else { throw TLSError("could not make the CA's key") }
    defer { EVP_PKEY_free(caKey) }
    let host = NetworkAddresses.bonjourName().map { String($0.dropLast(".local".count)) } ?? "this machine"
    let ca = try Self.certificate(
      commonName: "SuperSwift local CA (\(host))", key: caKey, issuer: nil, issuerKey: caKey, days: Self.caLifetimeDays,
      extensions: [
        // With an address signer below it, one CA may sit between it and a server.
        (NID_basic_constraints, "critical,CA:TRUE,pathlen:\(networks.isEmpty ? 0 : 1)"),
        (NID_key_usage, "critical,keyCertSign,cRLSign"),
        // What it may sign: TLS servers, for these names only.
        (NID_ext_key_usage, "serverAuth"),
        (NID_name_constraints, Self.nameConstraints(names, networks: networks)),
        (NID_subject_key_identifier, "hash"),
      ])
    defer { X509_free(ca) }
    if let receiver { receiver(try Self.pem(privateKey: caKey)) }
    BestEffort.remove(addressSignerFile)
    BestEffort.remove(addressSignerKeyFile)
    if !networks.isEmpty {
      guard let signerKey = superswift_generate_p256() else { throw TLSError("could not make a key") }
      defer { EVP_PKEY_free(signerKey) }
      let signer = try Self.certificate(
        commonName: "SuperSwift address signer (\(host))", key: signerKey, issuer: ca, issuerKey: caKey,
        days: Self.caLifetimeDays,
        extensions: [
          (NID_basic_constraints, "critical,CA:TRUE,pathlen:0"),
          (NID_key_usage, "critical,keyCertSign,cRLSign"),
          (NID_ext_key_usage, "serverAuth"),
          (NID_name_constraints, Self.nameConstraints(names, networks: networks)),
          (NID_subject_key_identifier, "hash"),
          (NID_authority_key_identifier, "keyid:always"),
        ])
      defer { X509_free(signer) }
      try Self.write(Self.pem(privateKey: signerKey), to: addressSignerKeyFile, mode: 0o600)
      try Self.write(Self.pem(signer), to: addressSignerFile, mode: 0o644)
    }

    guard let key = superswift_generate_p256() else { throw TLSError("could not make a key") }
    defer { EVP_PKEY_free(key) }
    let certificate = try Self.serverCertificate(names: names, key: key, ca: ca, caKey: caKey, startingIn: 0)
    defer { X509_free(certificate) }
    // The certificates that follow, signed now, while the CA's key is here.
    BestEffort.remove(successorsFolder)
    do {
      try FileManager.default.createDirectory(at: successorsFolder, withIntermediateDirectories: true)
    } catch {
      throw TLSError("could not create \(successorsFolder.path): \(error)")
    }
    chmod(successorsFolder.path, 0o700)
    for (index, start) in Self.successorStarts.enumerated() {
      guard let successorKey = superswift_generate_p256() else { throw TLSError("could not make a key") }
      defer { EVP_PKEY_free(successorKey) }
      let successor = try Self.serverCertificate(
        names: names, key: successorKey, ca: ca, caKey: caKey, startingIn: start)
      defer { X509_free(successor) }
      let name = String(format: "%02d", index + 1)
      try Self.write(
        Self.pem(privateKey: successorKey), to: successorsFolder.appendingPathComponent("\(name)-key.pem"), mode: 0o600)
      try Self.write(
        Self.pem(successor) + Self.pem(ca), to: successorsFolder.appendingPathComponent("\(name).pem"), mode: 0o644)
    }
    try Self.write(Self.pem(privateKey: key), to: serverKeyFile, mode: 0o600)
    try Self.write(Self.pem(certificate) + Self.pem(ca), to: serverCertificateFile, mode: 0o644)
    try Self.write(Self.pem(ca), to: certificateFile, mode: 0o644)
    try Self.write(Data((identifier + "\n").utf8), to: profileIdentifierFile, mode: 0o644)
    do throws(IOError) {
      try Syscall.removeFile(olderKeyFile.path, action: "could not remove the older CA's key \(olderKeyFile.path)")
    } catch {
      throw TLSError("\(error): remove it yourself")
    }
    return Issued(expires: Self.notAfter(certificate) ?? Date(), replacedOlderCA: older)
  }

  /// Why the server certificate must be issued anew before `serve --tls` uses it, in a
  /// sentence; `nil` when it is fine (signed by `ca.pem`, its key its own, more than
  /// `renewalDays` left, and the CA one of this version's).
  public func renewalReason(now: Date = Date()) -> String? {
    guard hasServerCertificate, FileManager.default.fileExists(atPath: certificateFile.path) else {
      return "there is no local CA and certificate yet"
    }
    if madeByOlderVersion {
      return
        "the local CA was made by an older SuperSwift: it has no name constraints, and its key was kept where the apps the server runs could read it"
    }
    guard let ca = try? Self.readCertificate(certificateFile) else { return "\(certificateFile.path) cannot be read" }
    defer { X509_free(ca) }
    guard let leaf = try? Self.readCertificate(serverCertificateFile) else {
      return "\(serverCertificateFile.path) cannot be read"
    }
    defer { X509_free(leaf) }
    guard let key = try? Self.readKey(serverKeyFile) else { return "\(serverKeyFile.path) cannot be read" }
    defer { EVP_PKEY_free(key) }
    defer { ERR_clear_error() }
    guard vouchesFor(leaf, ca: ca) else {
      return "the server certificate was not signed by the CA in \(certificateFile.path)"
    }
    guard X509_check_private_key(leaf, key) == 1 else {
      return "the server's key does not belong to its certificate"
    }
    guard let expires = Self.notAfter(leaf) else { return "the certificate's end date cannot be read" }
    if expires <= now { return "the certificate expired on \(Self.day(expires))" }
    if expires.timeIntervalSince(now) < Double(Self.renewalDays) * 86_400 {
      return "the certificate expires on \(Self.day(expires)), within \(Self.renewalDays) days"
    }
    return nil
  }

  /// Renews the server certificate from the successors the CA signed, when it ends within
  /// `renewalDays` of `now` and one is valid from `now` for longer: the successor (checked to
  /// be the CA's, its key its own) becomes `server.pem` and `server-key.pem`, and it and those
  /// before it leave the folder. The CA is the same, so phones need nothing. `nil` when there
  /// was nothing to do or no successor to do it with; else when the new certificate ends.
  public func renewFromSuccessor(now: Date = Date()) -> Date? {
    guard let current = expires, current.timeIntervalSince(now) < Double(Self.renewalDays) * 86_400 else { return nil }
    guard let ca = try? Self.readCertificate(certificateFile) else { return nil }
    defer { X509_free(ca) }
    let names = successorChains
    for name in names {
      let chain = successorsFolder.appendingPathComponent(name)
      let keyFile = successorsFolder.appendingPathComponent(name.replacingOccurrences(of: ".pem", with: "-key.pem"))
      guard let leaf = try? Self.readCertificate(chain) else { continue }
      defer { X509_free(leaf) }
      guard let key = try? Self.readKey(keyFile) else { continue }
      defer { EVP_PKEY_free(key) }
      defer { ERR_clear_error() }
      guard X509_check_issued(ca, leaf) == X509_V_OK, X509_verify(leaf, X509_get0_pubkey(ca)) == 1,
        X509_check_private_key(leaf, key) == 1, let starts = Self.notBefore(leaf), let ends = Self.notAfter(leaf),
        starts <= now, ends.timeIntervalSince(now) >= Double(Self.renewalDays) * 86_400
      else { continue }
      guard let chainData = FileManager.default.contents(atPath: chain.path),
        let keyData = FileManager.default.contents(atPath: keyFile.path),
        (try? Self.write(keyData, to: serverKeyFile, mode: 0o600)) != nil,
        (try? Self.write(chainData, to: serverCertificateFile, mode: 0o644)) != nil
      else { return nil }
      // This one and the ones before it are used up.
      for used in names where used <= name {
        BestEffort.remove(successorsFolder.appendingPathComponent(used))
        BestEffort.remove(
          successorsFolder.appendingPathComponent(used.replacingOccurrences(of: ".pem", with: "-key.pem")))
      }
      return ends
    }
    return nil
  }

  /// Whether `ca` vouches for `leaf`: it signed it, or its address signer (which it signed) did.
  private func vouchesFor(_ leaf: OpaquePointer, ca: OpaquePointer) -> Bool {
    defer { ERR_clear_error() }
    if X509_check_issued(ca, leaf) == X509_V_OK, X509_verify(leaf, X509_get0_pubkey(ca)) == 1 { return true }
    guard let signer = try? Self.readCertificate(addressSignerFile) else { return false }
    defer { X509_free(signer) }
    return X509_check_issued(ca, signer) == X509_V_OK && X509_verify(signer, X509_get0_pubkey(ca)) == 1
      && X509_check_issued(signer, leaf) == X509_V_OK && X509_verify(leaf, X509_get0_pubkey(signer)) == 1
  }

  /// The networks whose addresses the address signer may sign for (read from its name
  /// constraints); empty when there is no signer, its key is missing, or the CA did not sign it.
  package var followedNetworks: [IPv4Network] {
    guard FileManager.default.fileExists(atPath: addressSignerKeyFile.path),
      let ca = try? Self.readCertificate(certificateFile)
    else { return [] }
    defer { X509_free(ca) }
    guard let signer = try? Self.readCertificate(addressSignerFile) else { return [] }
    defer { X509_free(signer) }
    defer { ERR_clear_error() }
    guard X509_check_issued(ca, signer) == X509_V_OK, X509_verify(signer, X509_get0_pubkey(ca)) == 1,
      let raw = X509_get_ext_d2i(signer, NID_name_constraints, nil, nil)
    else { return [] }
    let constraints = raw.assumingMemoryBound(to: NAME_CONSTRAINTS.self)
    defer { NAME_CONSTRAINTS_free(constraints) }
    guard let subtrees = constraints.pointee.permittedSubtrees else { return [] }
    let stack = subtrees
    var found: [IPv4Network] = []
    for index in 0..<max(0, OPENSSL_sk_num(stack)) {
      guard let subtree = OPENSSL_sk_value(stack, index)?.assumingMemoryBound(to: GENERAL_SUBTREE.self),
        let base = subtree.pointee.base, base.pointee.type == GEN_IPADD, let octets = base.pointee.d.iPAddress,
        ASN1_STRING_length(octets) == 8, let bytes = ASN1_STRING_get0_data(octets)
      else { continue }
      let value = (0..<8).map { UInt32(bytes[$0]) }
      let address = value[0] << 24 | value[1] << 16 | value[2] << 8 | value[3]
      let mask = value[4] << 24 | value[5] << 16 | value[6] << 8 | value[7]
      // A single address (a name the CA was made for) is not a network to follow.
      guard mask != UInt32.max else { continue }
      found.append(IPv4Network(address: address, prefixLength: mask.nonzeroBitCount))
    }
    return found
  }

  /// A new server certificate for `names`, signed by the address signer (checked to be the
  /// CA's, its key its own), replacing the one in use; when it ends. Every address among
  /// `names` must be loopback, or inside a followed network: a verifier would refuse any
  /// other, so it is refused here with a sentence first.
  @discardableResult
  package func reissue(names: [String]) throws(TLSError) -> Date {
    let networks = followedNetworks
    guard !networks.isEmpty else {
      throw TLSError(
        "this CA does not follow the machine's addresses: 'superswift certificate --follow-addresses' makes one that does"
      )
    }
    for name in names where Self.isAddress(name) && !["127.0.0.1", "::1"].contains(name) {
      guard networks.contains(where: { $0.contains(name) }) else {
        throw TLSError(
          "\(name) is outside the networks the CA follows (\(networks.map(\.description).joined(separator: ", "))): a new CA is needed for it ('superswift certificate --follow-addresses')"
        )
      }
    }
    let ca = try Self.readCertificate(certificateFile)
    defer { X509_free(ca) }
    let signer = try Self.readCertificate(addressSignerFile)
    defer { X509_free(signer) }
    let signerKey = try Self.readKey(addressSignerKeyFile)
    defer { EVP_PKEY_free(signerKey) }
    guard X509_check_private_key(signer, signerKey) == 1, let signerEnds = Self.notAfter(signer) else {
      ERR_clear_error()
      throw TLSError("the address signer's key does not belong to its certificate")
    }
    let daysLeft = Int(signerEnds.timeIntervalSinceNow / 86_400)
    guard daysLeft > Self.renewalDays else {
      throw TLSError(
        "the address signer ends on \(Self.day(signerEnds)): a new CA is needed ('superswift certificate --follow-addresses')"
      )
    }
    guard let key = superswift_generate_p256() else { throw TLSError("could not make a key") }
    defer { EVP_PKEY_free(key) }
    let leaf = try Self.serverCertificate(
      names: names, key: key, ca: signer, caKey: signerKey, startingIn: 0, days: min(Self.lifetimeDays, daysLeft))
    defer { X509_free(leaf) }
    try Self.write(Self.pem(privateKey: key), to: serverKeyFile, mode: 0o600)
    try Self.write(Self.pem(leaf) + Self.pem(signer) + Self.pem(ca), to: serverCertificateFile, mode: 0o644)
    return Self.notAfter(leaf) ?? signerEnds
  }

  /// Until when the successors keep the certificate renewable without a new CA (the last one's
  /// end); `nil` when there are none.
  public var renewableUntil: Date? {
    successorChains.compactMap { name -> Date? in
      guard let leaf = try? Self.readCertificate(successorsFolder.appendingPathComponent(name)) else { return nil }
      defer { X509_free(leaf) }
      return Self.notAfter(leaf)
    }.max()
  }

  /// The successors' certificate files (`01.pem`, `02.pem`…), in the order they follow.
  private var successorChains: [String] {
    BestEffort.names(in: successorsFolder).filter { $0.hasSuffix(".pem") && !$0.hasSuffix("-key.pem") }.sorted()
  }

  /// When the server certificate stops being valid; `nil` when there is none.
  public var expires: Date? {
    guard let leaf = try? Self.readCertificate(serverCertificateFile) else { return nil }
    defer { X509_free(leaf) }
    return Self.notAfter(leaf)
  }

  /// The host names (not addresses) the server certificate covers, to keep in a renewal.
  public var hostNames: [String] {
    subjectAltNames { name in
      guard name.type == GEN_DNS, let text = name.d.dNSName, let bytes = ASN1_STRING_get0_data(text) else {
        return nil
      }
      return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(ASN1_STRING_length(text))), as: UTF8.self)
    }
  }

  /// The addresses the server certificate names (IPv4 and IPv6, as `inet_ntop` writes them).
  public var addresses: [String] {
    subjectAltNames { name in
      guard name.type == GEN_IPADD, let octets = name.d.iPAddress, let bytes = ASN1_STRING_get0_data(octets) else {
        return nil
      }
      let count = Int(ASN1_STRING_length(octets))
      guard count == 4 || count == 16 else { return nil }
      var text = [CChar](repeating: 0, count: 64)
      guard inet_ntop(count == 4 ? AF_INET : AF_INET6, bytes, &text, 64) != nil else { return nil }
      return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }

  /// The server certificate's subject alternative names that `read` makes something of.
  private func subjectAltNames(_ read: (GENERAL_NAME) -> String?) -> [String] {
    guard let leaf = try? Self.readCertificate(serverCertificateFile) else { return [] }
    defer { X509_free(leaf) }
    guard let names = X509_get_ext_d2i(leaf, NID_subject_alt_name, nil, nil) else { return [] }
    let stack = OpaquePointer(names)
    defer { GENERAL_NAMES_free(stack) }
    var found: [String] = []
    for index in 0..<max(0, OPENSSL_sk_num(stack)) {
      guard let raw = OPENSSL_sk_value(stack, index),
        let name = read(raw.assumingMemoryBound(to: GENERAL_NAME.self).pointee)
      else { continue }
      found.append(name)
    }
    return found
  }

  /// Whether the CA here was made by a SuperSwift before name constraints: its key beside it,
  /// or no critical Name Constraints extension.
  var madeByOlderVersion: Bool {
    if FileManager.default.fileExists(atPath: olderKeyFile.path) { return true }
    guard let ca = try? Self.readCertificate(certificateFile) else { return false }
    defer { X509_free(ca) }
    return !Self.isNameConstrained(ca)
  }

  /// The CA's certificate in DER, as a configuration profile carries it. Only a CA with name
  /// constraints is handed out.
  public func certificateDER() throws(TLSError) -> Data {
    let ca = try checkedCA()
    defer { X509_free(ca) }
    return try Self.der(ca)
  }

  /// The CA's certificate in PEM, for browsers and other devices. Only a CA with name
  /// constraints is handed out.
  public func certificatePEM() throws(TLSError) -> Data {
    let ca = try checkedCA()
    defer { X509_free(ca) }
    return try Self.pem(ca)
  }

  /// The CA, when it is one to hand out; the caller frees it.
  private func checkedCA() throws(TLSError) -> OpaquePointer {
    let ca = try Self.readCertificate(certificateFile)
    guard Self.isNameConstrained(ca) else {
      X509_free(ca)
      throw TLSError(
        "the local CA \(certificateFile.path) has no name constraints (an older SuperSwift made it): make a new one with 'superswift certificate'"
      )
    }
    return ca
  }

  /// An iOS configuration profile (`.mobileconfig`) that installs the CA as a trusted root,
  /// once its person turns on full trust in Settings. Its identifier is this machine's
  /// (`profile-id`), so installing a new CA's profile replaces the one before it, old CA and all.
  public func profile(host: String) throws(TLSError) -> Data {
    let der = try certificateDER()
    let digest = SHA256.hex(Array(der))
    let identifier = storedProfileIdentifier ?? Self.uuid(digest, "profile")
    let name = Self.xml("SuperSwift local CA (\(host))")
    let networks = followedNetworks.map(\.description).joined(separator: ", ")
    let vouches =
      networks.isEmpty
      ? "The CA vouches only for that machine's own names and addresses (its name constraints), and its key was discarded once it signed the server's certificate."
      : "The CA vouches only for that machine's own names and the addresses of \(Self.xml(networks)) (its name constraints); its key was discarded, and the address signer it made, kept on that machine, signs its certificate anew when its address changes on those networks."
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
            <key>PayloadDescription</key><string>Lets this device trust SuperSwift's server on \(Self.xml(host)). \(vouches)</string>
            <key>PayloadDisplayName</key><string>\(name)</string>
            <key>PayloadIdentifier</key><string>app.superswift.ca.\(identifier)</string>
            <key>PayloadType</key><string>com.apple.security.root</string>
            <key>PayloadUUID</key><string>\(Self.uuid(digest, "certificate"))</string>
            <key>PayloadVersion</key><integer>1</integer>
          </dict>
        </array>
        <key>PayloadDescription</key><string>Install, then turn on full trust in Settings → General → About → Certificate Trust Settings.</string>
        <key>PayloadDisplayName</key><string>\(name)</string>
        <key>PayloadIdentifier</key><string>app.superswift.profile.\(identifier)</string>
        <key>PayloadRemovalDisallowed</key><false/>
        <key>PayloadType</key><string>Configuration</string>
        <key>PayloadUUID</key><string>\(Self.uuid(digest, "profile"))</string>
        <key>PayloadVersion</key><integer>1</integer>
      </dict>
      </plist>

      """
    return Data(plist.utf8)
  }

  /// The identifier of this machine's profiles: the one kept, else the one an older
  /// SuperSwift's profile had (so the new profile replaces it on the phone), else a new one.
  private func profileIdentifier(continuingOlder older: Bool) -> String {
    if let stored = storedProfileIdentifier { return stored }
    if older, let ca = try? Self.readCertificate(certificateFile) {
      defer { X509_free(ca) }
      if let der = try? Self.der(ca) { return Self.uuid(SHA256.hex(Array(der)), "profile") }
    }
    return UUID().uuidString
  }

  private var storedProfileIdentifier: String? {
    guard let text = try? String(contentsOf: profileIdentifierFile, encoding: .utf8) else { return nil }
    let identifier = text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    return UUID(uuidString: identifier) == nil ? nil : identifier
  }

  /// A UUID-shaped digest of a CA's digest and `salt` (what profiles were named by before
  /// `profile-id`).
  static func uuid(_ digest: String, _ salt: String) -> String {
    var hash = SHA256()
    hash.update(field: digest + salt)
    let hex = Array(hash.finalize().prefix(32))
    return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(hex[$0]) }.joined(separator: "-").uppercased()
  }

  // MARK: - OpenSSL

  /// The Name Constraints of a CA for `names`, as OpenSSL's configuration writes them: each
  /// host name a DNS subtree (the name and names under it), each address its own single
  /// address. RFC 5280's form (`DNS:host.local`, no leading dot) is what every verifier reads.
  static func nameConstraints(_ names: [String], networks: [IPv4Network] = []) -> String {
    var v4 = in_addr()
    let subtrees = names.map { name in
      if inet_pton(AF_INET, name, &v4) == 1 { return "permitted;IP:\(name)/255.255.255.255" }
      if isAddress(name) { return "permitted;IP:\(name)/ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff" }
      return "permitted;DNS:\(name)"
    }
    let followed = networks.map { "permitted;IP:\($0.dottedAddress)/\($0.dottedMask)" }
    return "critical," + (subtrees + followed).joined(separator: ",")
  }

  /// Whether a certificate has a critical Name Constraints extension.
  private static func isNameConstrained(_ certificate: OpaquePointer) -> Bool {
    let index = X509_get_ext_by_NID(certificate, NID_name_constraints, -1)
    guard index >= 0, let extensionData = X509_get_ext(certificate, index) else { return false }
    return X509_EXTENSION_get_critical(extensionData) == 1
  }

  /// A certificate's `notAfter`.
  private static func notAfter(_ certificate: OpaquePointer) -> Date? {
    date(X509_get0_notAfter(certificate))
  }

  private static func notBefore(_ certificate: OpaquePointer) -> Date? {
    date(X509_get0_notBefore(certificate))
  }

  /// An ASN.1 time as a date.
  private static func date(_ time: UnsafePointer<ASN1_TIME>?) -> Date? {
    guard let time else { return nil }
    var parts = tm()
    guard ASN1_TIME_to_tm(time, &parts) == 1 else { return nil }
    return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
  }

  /// A date as its day, `2028-02-29` (UTC).
  public static func day(_ date: Date) -> String {
    let format = ISO8601DateFormatter()
    format.formatOptions = [.withFullDate]
    return format.string(from: date)
  }

  private static func der(_ certificate: OpaquePointer) throws(TLSError) -> Data {
    var bytes: UnsafeMutablePointer<UInt8>?
    let length = i2d_X509(certificate, &bytes)
    guard length > 0, let bytes else { throw TLSError("could not encode the CA") }
    defer { superswift_free(bytes) }
    return Data(bytes: bytes, count: Int(length))
  }

  /// A server certificate for `names` and `key`, signed by the CA, valid `lifetimeDays` from
  /// `start` days on (or to the CA's end, if that comes first).
  private static func serverCertificate(
    names: [String], key: OpaquePointer, ca: OpaquePointer, caKey: OpaquePointer, startingIn start: Int,
    days: Int? = nil
  ) throws(TLSError) -> OpaquePointer {
    try certificate(
      // A host name, or words: OpenSSL checks a common name that looks like a host name (an
      // address does) against the DNS name constraints when the certificate has no DNS name.
      commonName: names.first { !isAddress($0) && $0 != "localhost" } ?? names.first { !isAddress($0) }
        ?? "SuperSwift server", key: key, issuer: ca, issuerKey: caKey,
      days: days ?? min(lifetimeDays, caLifetimeDays - start), startingIn: start,
      extensions: [
        (NID_basic_constraints, "critical,CA:FALSE"),
        (NID_key_usage, "critical,digitalSignature,keyEncipherment"),
        (NID_ext_key_usage, "serverAuth"),
        (NID_subject_alt_name, names.map { isAddress($0) ? "IP:\($0)" : "DNS:\($0)" }.joined(separator: ",")),
        (NID_subject_key_identifier, "hash"),
        (NID_authority_key_identifier, "keyid:always"),
      ])
  }

  /// A certificate for `key`, signed by `issuerKey` (self-signed when `issuer` is nil).
  private static func certificate(
    commonName: String, key: OpaquePointer, issuer: OpaquePointer?, issuerKey: OpaquePointer, days: Int,
    startingIn start: Int = 0, extensions: [(Int32, String)]
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
    // An hour back for clock skew; a successor from the day it starts.
    ok = ok && X509_gmtime_adj(X509_getm_notBefore(certificate), start * 86_400 - 3600) != nil
    ok = ok && X509_gmtime_adj(X509_getm_notAfter(certificate), (start + days) * 86_400) != nil
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
