import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Signed-in browsers and one-time login codes, in `$XDG_CONFIG_HOME/superswift/sessions.json`
/// (mode 0600): they survive a restart of `serve`, and `superswift login-link` can mint a code
/// that a running server accepts.
///
/// Only SHA-256 digests of the secrets are stored: the file signs nobody in. Each session also
/// keeps a digest of the token it was made under (the owner's or a device's), so rotating or
/// revoking that token ends its sessions at once without touching this file, and a browser
/// signed in with a device's token has that token's grant. Sessions last `sessionLifetime`, at most
/// `maximumSessions` of them (the oldest goes first); codes last ten minutes and work once.
/// Changes are read-modify-write under a lock file, so a server and `login-link` never lose
/// each other's writes; reads are cached by the file's identity (one `stat` a request).
public final class SessionStore: Sendable {
  /// One signed-in browser.
  public struct Session: Sendable, Equatable {
    /// The digest of its cookie's secret.
    var digest: String
    /// What kind of device it is, from its User-Agent ("iPhone", "Linux"…).
    public var device: String
    /// When it signed in and when it stops working (seconds since 1970).
    public var created: Double
    public var expires: Double
    /// The digest of the token it was made under.
    var token: String

    /// A short name for it that signs nobody in (the start of its digest), for the list of
    /// signed-in browsers and its Sign out button.
    public var id: String { String(digest.prefix(16)) }
  }

  struct Code: Sendable, Equatable {
    var digest: String
    var expires: Double
    /// Where the link leads once signed in (a path on this server).
    var next: String
    /// The digest of the device token the session is to have (`nil`: the owner's token).
    var token: String?
  }

  struct Contents: Sendable, Equatable {
    var sessions: [Session] = []
    var codes: [Code] = []
  }

  public static let sessionLifetime: Double = 30 * 86_400
  public static let maximumSessions = 64
  static let codeLifetime: Double = 600
  static let maximumCodes = 32

  let file: URL
  private let lockFile: URL
  private let cache = Mutex<(identity: FileIdentity?, contents: Contents)>((nil, Contents()))

  /// The clock sessions and codes expire by.
  let clock: any HostClock

  /// The store of the configuration in `paths`, whose entries expire by `clock`.
  package init(paths: Paths, clock: any HostClock = SystemClock.shared) {
    self.clock = clock
    file = paths.config.appendingPathComponent("sessions.json")
    lockFile = paths.config.appendingPathComponent(".sessions.lock")
  }

  /// A new one-time login code leading to `next` (a path on the server, `/` by default); the
  /// browser it signs in gets `deviceToken`'s grant, or the owner's.
  public func mintCode(next: String = "/", deviceToken: String? = nil) throws -> String {
    let code = AccessToken.random(bytes: 24)
    try change { contents in
      contents.codes.append(
        Code(
          digest: AccessToken.digest(code), expires: now + Self.codeLifetime, next: next,
          token: deviceToken.map(AccessToken.digest)))
      if contents.codes.count > Self.maximumCodes {
        contents.codes.removeFirst(contents.codes.count - Self.maximumCodes)
      }
    }
    return code
  }

  /// Uses up a code: where it leads and the digest of the device token it signs in with (`nil`:
  /// the owner's), or `nil` when it is unknown, used or expired.
  ///
  /// A code whose use cannot be stored is refused: it would otherwise stay usable.
  func redeem(_ code: String) -> (next: String, token: String?)? {
    let digest = AccessToken.digest(code)
    var redeemed: (next: String, token: String?)?
    do {
      try change { contents in
        guard let index = contents.codes.firstIndex(where: { $0.digest == digest }) else { return }
        let found = contents.codes.remove(at: index)
        if found.expires > now { redeemed = (found.next, found.token) }
      }
    } catch {
      return nil
    }
    return redeemed
  }

  /// Signs a browser in under the token whose digest is `tokenDigest`: the secret for its cookie.
  func startSession(device: String, tokenDigest: String) throws -> String {
    let secret = AccessToken.random(bytes: 32)
    try change { contents in
      contents.sessions.append(
        Session(
          digest: AccessToken.digest(secret), device: device, created: now, expires: now + Self.sessionLifetime,
          token: tokenDigest))
      contents.sessions.sort { $0.created < $1.created }
      if contents.sessions.count > Self.maximumSessions {
        contents.sessions.removeFirst(contents.sessions.count - Self.maximumSessions)
      }
    }
    return secret
  }

  /// The live session a cookie's secret names, or `nil`; its `token` says under which token.
  func session(_ secret: String) -> Session? {
    let digest = AccessToken.digest(secret)
    let now = self.now
    var found: Session?
    for session in read().sessions where AccessToken.matches(session.digest, digest) { found = session }
    return found.flatMap { $0.expires > now ? $0 : nil }
  }

  /// Signs a browser out.
  /// Throws when that cannot be stored: the session would otherwise stay signed in.
  func end(_ secret: String) throws {
    let digest = AccessToken.digest(secret)
    try change { $0.sessions.removeAll { $0.digest == digest } }
  }

  /// Signs out the browser whose session's `id` this is; whether there was one.
  @discardableResult
  func end(id: String) throws -> Bool {
    var found = false
    try change { contents in
      let before = contents.sessions.count
      contents.sessions.removeAll { $0.id == id }
      found = contents.sessions.count < before
    }
    return found
  }

  /// Signs every browser out.
  func endAll() throws {
    try change { $0.sessions.removeAll() }
  }

  /// The live sessions, oldest first.
  public func sessions() -> [Session] {
    let now = self.now
    return read().sessions.filter { $0.expires > now }
  }

  // MARK: - The file

  private var now: Double { clock.now.timeIntervalSince1970 }

  /// The contents as last written (re-read when the file changed).
  private func read() -> Contents {
    let identity = FileIdentity(of: file)
    if let cached = cache.withLock({ $0.identity == identity && identity != nil ? $0.contents : nil }) {
      return cached
    }
    let contents = ScratchFile.read(file).flatMap { JSON(parsing: Data($0)) }.map(Self.contents(from:)) ?? Contents()
    cache.withLock { $0 = (identity, contents) }
    return contents
  }

  /// Read-modify-write under the lock; expired entries are dropped on the way.
  private func change(_ body: (inout Contents) -> Void) throws {
    let lock = try FileLock(lockFile)
    defer { lock.unlock() }
    var contents = ScratchFile.read(file).flatMap { JSON(parsing: Data($0)) }.map(Self.contents(from:)) ?? Contents()
    let now = self.now
    contents.sessions.removeAll { $0.expires <= now }
    contents.codes.removeAll { $0.expires <= now }
    body(&contents)
    try AtomicFile.writeQuickly(Data((Self.json(contents).text(pretty: true) + "\n").utf8), to: file, mode: 0o600)
    cache.withLock { $0 = (FileIdentity(of: file), contents) }
  }

  static func json(_ contents: Contents) -> JSON {
    [
      "sessions": .array(
        contents.sessions.map {
          [
            "digest": .string($0.digest), "device": .string($0.device), "created": .number($0.created.rounded()),
            "expires": .number($0.expires.rounded()), "token": .string($0.token),
          ]
        }),
      "codes": .array(
        contents.codes.map {
          [
            "digest": .string($0.digest), "expires": .number($0.expires.rounded()), "next": .string($0.next),
            "token": $0.token.map(JSON.string) ?? .null,
          ]
        }),
    ]
  }

  /// What a file holds; entries that are not whole are skipped, never trusted.
  static func contents(from json: JSON) -> Contents {
    var contents = Contents()
    for entry in json["sessions"]?.array ?? [] {
      guard let digest = entry["digest"]?.string, let created = entry["created"]?.number,
        let expires = entry["expires"]?.number, let token = entry["token"]?.string
      else { continue }
      contents.sessions.append(
        Session(
          digest: digest, device: entry["device"]?.string ?? "browser", created: created, expires: expires, token: token
        ))
    }
    for entry in json["codes"]?.array ?? [] {
      guard let digest = entry["digest"]?.string, let expires = entry["expires"]?.number else { continue }
      contents.codes.append(
        Code(digest: digest, expires: expires, next: entry["next"]?.string ?? "/", token: entry["token"]?.string))
    }
    return contents
  }

  /// A device's kind from its User-Agent, for the list of signed-in browsers.
  static func device(from userAgent: String?) -> String {
    let agent = userAgent ?? ""
    for (marker, name) in [
      ("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"), ("Macintosh", "Mac"), ("Windows", "Windows"),
      ("CrOS", "ChromeOS"), ("Linux", "Linux"),
    ] where agent.contains(marker) {
      return name
    }
    return "browser"
  }
}
