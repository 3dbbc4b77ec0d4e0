import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// The library's VAPID key pair (RFC 8292): made on first use, kept in
/// `<library>/push/vapid.json` (mode 0600, inside the library, so a backup of the library
/// carries it), and the same ever after, since every browser subscribed with its public key.
///
/// A file that is there but does not read is an error, never replaced: a new key would silently
/// orphan every subscription.
package struct PushKeys: Sendable {
  /// The key file.
  package let file: URL

  /// The keys of the library in `paths`.
  package init(paths: Paths) {
    file = Library(paths: paths).root.appendingPathComponent("push/vapid.json")
  }

  /// The key pair: read, or made and written the first time (under a lock, so two servers on
  /// one library make one).
  package func keyPair() throws -> P256 {
    let lock = try FileLock(file.deletingLastPathComponent().appendingPathComponent("vapid.lock"))
    defer { lock.unlock() }
    if FileManager.default.fileExists(atPath: file.path) {
      guard let data = FileManager.default.contents(atPath: file.path), let json = JSON(parsing: data),
        let publicKey = json["publicKey"]?.string.flatMap(Base64URL.decode),
        let privateKey = json["privateKey"]?.string.flatMap(Base64URL.decode),
        let key = try? P256(publicKey: publicKey, privateKey: privateKey)
      else {
        throw HostError.system(
          "\(file.path) is not a VAPID key pair; restore it from a backup (a new key would end every device's push subscription), or remove it to start afresh"
        )
      }
      return key
    }
    let key = try P256.generate()
    guard let privateKey = key.privateKey else { throw HostError.system("could not make a VAPID key") }
    let json: JSON = [
      "publicKey": .string(Base64URL.encode(key.publicKey)), "privateKey": .string(Base64URL.encode(privateKey)),
    ]
    try AtomicFile.writeQuickly(Data(json.text.utf8), to: file, mode: 0o600)
    return key
  }
}
