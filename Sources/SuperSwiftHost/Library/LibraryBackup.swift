import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A whole library in one zip archive, and back: apps with their versions, schedules and
/// policies (in the apps' manifests), webhooks, trash, push subscriptions, settings and tokens
/// (hashed, as they are kept), and — sealed with a passphrase — the apps' secrets and the push
/// key. The run history comes along when asked. Taken under the library's lock, so an app
/// changed meanwhile (the web editor, `superswift edit`) is in it before or after the change,
/// never half; every file is written whole (`AtomicFile`), so each is read whole.
///
/// The archive: `superswift-backup.json` (what it is, its formats, what it holds), the library's
/// files under `library/`, `config/settings.json` and `config/tokens.json`, and `sealed.json`:
/// the sealed files as one AES-256-GCM box under a key scrypt derives from the passphrase
/// (RFC 7914; its parameters and salt beside the box).
///
/// Restoring reads and checks everything — each name (relative, inside `library/` or one of the
/// two config files), the formats, the passphrase — before it writes anything, then writes the
/// library into a folder beside it and renames it into place; the folder it replaces (which
/// must hold no app) is kept beside it, never deleted.
package enum LibraryBackup {
  /// The archive's own format.
  package static let format = 1
  /// The manifest's name in the archive.
  static let manifestName = "superswift-backup.json"
  /// The sealed part's name in the archive.
  static let sealedName = "sealed.json"
  /// The library's files that go sealed, never in the clear.
  static let sealedPaths: Set<String> = [
    ".superswift/secrets.json", ".superswift/webhooks.json", "push/vapid.json", "push/subscriptions.json",
  ]
  /// The settings files that travel with the library (not the TLS files: a certificate names
  /// the machine it was made on).
  static let configFiles = ["settings.json", "tokens.json"]
  /// Bytes authenticated with the sealed box: a box from elsewhere does not open here.
  static let context = Array("superswift-backup v1".utf8)

  /// What a backup holds, for the person who made or restored it.
  package struct Summary: Equatable, Sendable {
    /// Apps in the library (the trash not counted).
    package var apps = 0
    /// Versions kept of them.
    package var versions = 0
    /// Schedules in their manifests.
    package var schedules = 0
    /// Secrets sealed (values, across apps).
    package var secrets = 0
    /// Webhooks sealed (their tokens and signing secrets are secrets).
    package var webhooks = 0
    /// Runs of the history carried.
    package var runs = 0
    /// Files in the archive.
    package var files = 0
    /// Whether the sealed part is there.
    package var sealed = false

    /// As JSON, for `--json`.
    package var json: JSON {
      [
        "apps": .number(Double(apps)), "versions": .number(Double(versions)), "schedules": .number(Double(schedules)),
        "secrets": .number(Double(secrets)), "webhooks": .number(Double(webhooks)), "runs": .number(Double(runs)),
        "files": .number(Double(files)), "sealed": .bool(sealed),
      ]
    }
  }

  /// Why a backup could not be made or restored: data until the command line says it.
  package enum Problem: Error, Equatable, CustomStringConvertible, Sendable {
    /// The library has secrets and no passphrase was given.
    case passphraseNeeded
    /// The passphrase does not open the sealed part.
    case wrongPassphrase
    /// The library to restore into holds apps.
    case notEmpty(library: String, apps: Int)
    /// The configuration a restore would replace is in use: device tokens, or a running server.
    case configurationInUse(String)
    /// Where the backup was to be written is not a new or regular file in a folder that exists.
    case badDestination(String)
    /// The file is no backup, or a damaged one (what is wrong).
    case notABackup(String)
    /// Made by a newer SuperSwift.
    case newer(format: Int)
    /// A file could not be read or written.
    case io(String)

    /// Whether a file or folder failed, rather than what was given being wrong.
    package var isSystemFailure: Bool {
      switch self {
      case .io: true
      case .passphraseNeeded, .wrongPassphrase, .notEmpty, .notABackup, .newer, .configurationInUse, .badDestination:
        false
      }
    }

    /// What is wrong and what to do.
    package var description: String {
      switch self {
      case .passphraseNeeded:
        "the library has secrets (apps' secrets or webhooks' tokens), which a backup carries sealed with a passphrase: give one (on the terminal, or on standard input), or --no-secrets to leave them out"
      case .wrongPassphrase:
        "the passphrase does not open this backup's secrets; nothing was restored"
      case .notEmpty(let library, let apps):
        "\(library) holds \(apps) app\(apps == 1 ? "" : "s"): a backup is restored into an empty library only (SUPERSWIFT_HOME=/another/library XDG_CONFIG_HOME=/another/config superswift backup restore FILE restores it beside this one, with a configuration of its own); nothing was restored"
      case .configurationInUse(let why): "\(why); nothing was restored"
      case .badDestination(let why): "\(why); nothing was written"
      case .notABackup(let why): "this is not a SuperSwift backup, or a damaged one: \(why); nothing was restored"
      case .newer(let format):
        "this backup was made by a newer SuperSwift (library format \(format); this superswift reads up to \(LibraryFormat.current)); nothing was restored"
      case .io(let why): why
      }
    }
  }

  // MARK: - Making one

  /// Whether the library at `root` keeps any secret value or webhook (whose token and signing
  /// secret are secrets too): a backup then asks for a passphrase.
  package static func hasSecrets(library root: URL) -> Bool {
    ScratchFile.read(root.appendingPathComponent(".superswift/secrets.json")).map(secretCount) ?? 0 > 0
      || ScratchFile.read(root.appendingPathComponent(".superswift/webhooks.json")).map(webhookCount) ?? 0 > 0
  }

  /// How many webhooks a `webhooks.json` holds.
  static func webhookCount(_ data: some Collection<UInt8>) -> Int {
    guard let json = JSON(parsing: Array(data)) else { return 0 }
    return json["hooks"]?.array?.count ?? 0
  }

  /// Why a backup cannot be written at `destination`, or `nil`: it must be a new file or a
  /// regular one (never a folder, a device, a pipe or a link, which a rename would replace), in
  /// a folder that exists (a backup never makes folders: an unmounted disk's mount point is
  /// not filled by mistake).
  package static func destinationProblem(_ destination: URL) -> String? {
    let path = destination.path
    if path.hasSuffix("/") { return "\(path) names a folder: give the backup file's name (…/backup.zip)" }
    var status = stat()
    if lstat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFDIR: return "\(path) is a folder: give the backup file's name inside it (\(path)/backup.zip)"
      case S_IFLNK: return "\(path) is a symbolic link: give the file itself, or a new name"
      default: return "\(path) is not a regular file (a device, a pipe or a socket): give a file's name"
      }
    }
    let folder = destination.deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      return
        "the folder \(folder) does not exist: make it first (a backup never makes folders, so a disk that is not mounted is never filled by mistake)"
    }
    return nil
  }

  /// How many secret values a `secrets.json` holds, across its apps.
  static func secretCount(_ data: some Collection<UInt8>) -> Int {
    guard let apps = JSON(parsing: Array(data))?.object else { return 0 }
    return apps.values.reduce(0) { $0 + ($1.object?.count ?? 0) }
  }

  /// Writes a backup of the library at `paths` to `destination` (whole, or not at all).
  /// `passphrase` seals the secrets; without one a library with secrets is refused unless
  /// `leaveSecrets` says to leave them out. `now` dates it.
  package static func create(
    paths: Paths, to destination: URL, passphrase: String?, history: Bool, leaveSecrets: Bool = false,
    now: Date = Date()
  ) throws -> Summary {
    let library = Library(paths: paths)
    let root = library.root
    guard FileManager.default.fileExists(atPath: root.path) else {
      throw Problem.io("there is no library at \(root.path) to back up")
    }
    if let problem = destinationProblem(destination) { throw Problem.badDestination(problem) }
    let scratch = destination.deletingLastPathComponent().appendingPathComponent(
      AtomicFile.temporaryName(for: destination.lastPathComponent + ".parts"), isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { BestEffort.remove(scratch) }
    var summary = Summary()
    // Counted before the lock is taken (listing takes it too; a second flock of one file in
    // this process would wait for itself).
    let apps = try library.list()
    summary.apps = apps.count
    for app in apps {
      summary.versions += AppVersions(library: library, id: app.id).list().count
      summary.schedules += AppManifest.valid(in: app.folder)?.schedules.count ?? 0
    }
    try library.withLock {
      var entries: [(name: String, file: URL)] = []
      var sealed = JSONObject()
      for relative in files(under: root) {
        let file = root.appendingPathComponent(relative)
        if relative.hasPrefix("history/") && !history { continue }
        if sealedPaths.contains(relative) {
          guard let data = FileManager.default.contents(atPath: file.path) else { continue }
          sealed[relative] = .string(data.base64EncodedString())
          if relative == ".superswift/secrets.json" { summary.secrets = secretCount(data) }
          if relative == ".superswift/webhooks.json" { summary.webhooks = webhookCount(data) }
          continue
        }
        entries.append((name: "library/" + relative, file: file))
        if relative.hasPrefix("history/"), relative.hasSuffix(".json") { summary.runs += 1 }
      }
      for name in configFiles {
        let file = paths.config.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: file.path) { entries.append((name: "config/" + name, file: file)) }
      }
      if sealed.count > 0 {
        if let passphrase {
          let box = try seal(JSON.object(sealed), passphrase: passphrase)
          let file = scratch.appendingPathComponent(sealedName)
          try Data(box.text.utf8).write(to: file)
          entries.append((name: sealedName, file: file))
          summary.sealed = true
        } else if !leaveSecrets && (summary.secrets > 0 || summary.webhooks > 0) {
          throw Problem.passphraseNeeded
        }
      }
      summary.files = entries.count
      let manifest: JSON = [
        "kind": "superswift-backup", "format": .number(Double(format)),
        "libraryFormat": .number(Double(LibraryFormat.current)),
        "created": .string(ISO8601DateFormatter().string(from: now)), "history": .bool(history),
        "summary": summary.json,
      ]
      let manifestFile = scratch.appendingPathComponent(manifestName)
      try Data(manifest.text(pretty: true).utf8).write(to: manifestFile)
      let staged = scratch.appendingPathComponent("backup.zip")
      try ZipArchive.write([(name: manifestName, file: manifestFile)] + entries, to: staged)
      _ = chmod(staged.path, 0o600)
      _ = try Syscall.check("rename", "could not write \(destination.path)") { rename(staged.path, destination.path) }
    }
    return summary
  }

  /// The relative paths of the regular files under `root` that are the library's state: not
  /// locks, not signals between processes, not half-written files or staging.
  static func files(under root: URL) -> [String] {
    var found: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    while let relative = walker.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      let path = root.appendingPathComponent(relative).path
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      if (status.st_mode & S_IFMT) == S_IFDIR {
        if [".superswift/signals", ".superswift/staging"].contains(relative) || name.hasPrefix(".superswift-restore") {
          walker.skipDescendants()
        }
        continue
      }
      guard (status.st_mode & S_IFMT) == S_IFREG else { continue }
      let halfWritten = name.hasPrefix(".") && name.contains(".tmp-")
      if name == "lock" || name.hasSuffix(".lock") || halfWritten { continue }
      found.append(relative)
    }
    return found.sorted()
  }

  /// The sealed files as a box under a key scrypt derives from `passphrase`.
  static func seal(_ files: JSON, passphrase: String) throws -> JSON {
    let salt = SecureRandom.bytes(16)
    let key = try Scrypt.derive(passphrase: Array(passphrase.utf8), salt: salt)
    let box = try AESGCM.seal(Array(files.text.utf8), key: key, context: context)
    return [
      "kdf": [
        "name": "scrypt", "N": .number(Double(Scrypt.n)), "r": .number(Double(Scrypt.r)),
        "p": .number(Double(Scrypt.p)), "salt": .string(Data(salt).base64EncodedString()),
      ],
      "box": .string(Data(box).base64EncodedString()),
    ]
  }

  // MARK: - Restoring one

  /// What a backup says of itself, read without a passphrase.
  package struct Contents {
    /// Its members, checked.
    var members: [ZipArchive.Member]
    /// Its manifest.
    package var manifest: JSON
    /// Whether it carries sealed secrets (restoring asks for the passphrase).
    package var isSealed: Bool
  }

  /// Reads and checks the backup at `source`: every name, and the formats.
  package static func read(_ source: URL) throws -> Contents {
    let members: [ZipArchive.Member]
    do {
      members = try ZipArchive.read(source)
    } catch {
      throw Problem.notABackup("\(error)")
    }
    guard let manifestMember = members.first(where: { $0.name == manifestName }),
      let manifest = JSON(parsing: Array(manifestMember.data)), manifest["kind"] == "superswift-backup"
    else { throw Problem.notABackup("it has no \(manifestName)") }
    guard let archiveFormat = manifest["format"]?.int, let libraryFormat = manifest["libraryFormat"]?.int else {
      throw Problem.notABackup("its \(manifestName) does not say its formats")
    }
    guard archiveFormat <= format else {
      throw Problem.notABackup(
        "it is a backup of format \(archiveFormat), made by a newer SuperSwift (this superswift reads backups up to format \(format)): restore it with that SuperSwift"
      )
    }
    guard libraryFormat <= LibraryFormat.current else { throw Problem.newer(format: libraryFormat) }
    var seen: Set<String> = []
    for member in members {
      guard seen.insert(member.name).inserted else { throw Problem.notABackup("\(member.name) is in it twice") }
      guard isAllowed(member.name) else {
        throw Problem.notABackup("it holds \(member.name.debugDescription), which no backup does")
      }
    }
    // What the manifest says is in it must be: a sealed part it counts, a library format the
    // stamp agrees with, configuration files as the server reads them.
    let counted = manifest["summary"]
    if counted?["sealed"]?.bool == true, !seen.contains(sealedName) {
      throw Problem.notABackup("its manifest says the secrets are sealed in it, and \(sealedName) is missing")
    }
    for member in members {
      switch member.name {
      case "library/.superswift/format.json":
        guard let stamped = JSON(parsing: Array(member.data))?["format"]?.int, stamped == libraryFormat else {
          throw Problem.notABackup(
            "its library's format stamp does not match its manifest (library format \(libraryFormat))")
        }
      case "config/tokens.json":
        if let why = tokensProblem(member.data) { throw Problem.notABackup("its config/tokens.json \(why)") }
      case "config/settings.json":
        guard JSON(parsing: Array(member.data))?.object != nil else {
          throw Problem.notABackup("its config/settings.json is not a JSON object")
        }
      default: break
      }
    }
    return Contents(members: members, manifest: manifest, isSealed: seen.contains(sealedName))
  }

  /// What is wrong with a device tokens file, or `nil`: a list of whole records (a name, a
  /// 64-digit SHA-256 digest, when it was made), as the server's `DeviceTokens` reads them —
  /// one that is not whole would be dropped there, and its device locked out without a word.
  static func tokensProblem(_ data: some Collection<UInt8>) -> String? {
    guard let list = JSON(parsing: Array(data))?.array else { return "is not a list of device tokens" }
    for (index, item) in list.enumerated() {
      guard item["name"]?.string != nil, let digest = item["digest"]?.string, digest.count == 64,
        digest.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }), item["created"]?.number != nil
      else { return "holds a token record that is not whole (number \(index + 1))" }
    }
    return nil
  }

  /// How many device tokens the configuration at `paths` has (0 when none, or no file).
  static func deviceTokenCount(_ paths: Paths) -> Int {
    ScratchFile.read(paths.config.appendingPathComponent("tokens.json")).flatMap { JSON(parsing: $0)?.array?.count }
      ?? 0
  }

  /// Whether a member's name is one a backup has: the manifest, the sealed part, one of the
  /// config files, or a relative path inside `library/` without `.`, `..`, empty parts,
  /// backslashes or control characters.
  static func isAllowed(_ name: String) -> Bool {
    if name == manifestName || name == sealedName { return true }
    if configFiles.contains(where: { name == "config/" + $0 }) { return true }
    guard name.hasPrefix("library/") else { return false }
    let relative = name.dropFirst("library/".count)
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
    return !parts.isEmpty
      && parts.allSatisfy { part in
        !part.isEmpty && part != "." && part != ".."
          && !part.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }
      }
  }

  /// Restores `contents` into the library at `paths`, which must hold no app; `passphrase`
  /// opens the sealed part (asked only when there is one). Nothing is written until every
  /// check has passed.
  package static func restore(_ contents: Contents, paths: Paths, passphrase: () throws -> String?) throws -> Summary {
    let library = Library(paths: paths)
    let root = library.root
    if FileManager.default.fileExists(atPath: root.path) {
      let apps = (try? library.list().count) ?? 0
      // An app folder the index does not know is an app too (it is picked up on the next scan).
      let folders = BestEffort.names(in: root.appendingPathComponent("apps")).filter { !$0.hasPrefix(".") }.count
      if apps > 0 || folders > 0 { throw Problem.notEmpty(library: root.path, apps: max(apps, folders)) }
    }
    // The configuration (device tokens, settings) is restored too: one whose devices are in use
    // is another library's, or this one's own, and is never replaced unasked.
    let tokens = deviceTokenCount(paths)
    if tokens > 0 {
      throw Problem.configurationInUse(
        "the configuration at \(paths.config.path) has \(tokens) device token\(tokens == 1 ? "" : "s") of its own, which a restore would replace: restore on a new machine or account, or beside this one with a configuration of its own (SUPERSWIFT_HOME=/another/library XDG_CONFIG_HOME=/another/config superswift backup restore FILE)"
      )
    }
    var files: [String: Data] = [:]
    var config: [String: Data] = [:]
    for member in contents.members {
      if member.name.hasPrefix("library/") {
        files[String(member.name.dropFirst("library/".count))] = member.data
      } else if member.name.hasPrefix("config/") {
        config[String(member.name.dropFirst("config/".count))] = member.data
      }
    }
    if contents.isSealed, let sealedMember = contents.members.first(where: { $0.name == sealedName }) {
      guard let passphrase = try passphrase() else { throw Problem.passphraseNeeded }
      guard let sealed = JSON(parsing: Array(sealedMember.data)) else {
        throw Problem.notABackup("its sealed part is not JSON")
      }
      for (path, value) in try open(sealed, passphrase: passphrase) {
        guard sealedPaths.contains(path), let data = value.string.flatMap({ Data(base64Encoded: $0) }) else {
          throw Problem.notABackup("its sealed part holds \(path.debugDescription)")
        }
        files[path] = data
      }
    }
    // Everything is known and checked: written beside the library, then renamed into place.
    let parent = root.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(AtomicFile.temporaryName(for: root.lastPathComponent + ".restoring"))
    do {
      for (relative, data) in files {
        let url = staging.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        // Private, as the library's own files are (its folder is 0700 too).
        _ = chmod(url.path, 0o600)
      }
      try FileManager.default.createDirectory(
        at: staging.appendingPathComponent(".superswift"), withIntermediateDirectories: true)
      if FileManager.default.fileExists(atPath: root.path) {
        // Holds no app, but may hold a token made before the restore: kept beside, never lost.
        let kept = parent.appendingPathComponent(
          root.lastPathComponent + ".before-restore-\(Int(Date().timeIntervalSince1970))")
        try FileManager.default.moveItem(at: root, to: kept)
      }
      try FileManager.default.moveItem(at: staging, to: root)
      LibraryFormat.stamp(root)
      try FileManager.default.createDirectory(at: paths.config, withIntermediateDirectories: true)
      for (name, data) in config {
        let url = paths.config.appendingPathComponent(name)
        try AtomicFile.write(data, to: url)
        _ = chmod(url.path, 0o600)
      }
    } catch {
      BestEffort.remove(staging)
      throw Problem.io("could not restore into \(root.path): \(error)")
    }
    var summary = Summary()
    if let counted = contents.manifest["summary"] {
      summary.apps = counted["apps"]?.int ?? 0
      summary.versions = counted["versions"]?.int ?? 0
      summary.schedules = counted["schedules"]?.int ?? 0
      summary.secrets = contents.isSealed ? counted["secrets"]?.int ?? 0 : 0
      summary.runs = counted["runs"]?.int ?? 0
    }
    summary.files = contents.members.count - 1
    summary.sealed = contents.isSealed
    return summary
  }

  /// The sealed files, opened with `passphrase`.
  static func open(_ sealed: JSON, passphrase: String) throws -> JSONObject {
    guard sealed["kdf"]?["name"] == "scrypt", let n = sealed["kdf"]?["N"]?.int, let r = sealed["kdf"]?["r"]?.int,
      let p = sealed["kdf"]?["p"]?.int, let salt = sealed["kdf"]?["salt"]?.string.flatMap({ Data(base64Encoded: $0) }),
      let box = sealed["box"]?.string.flatMap({ Data(base64Encoded: $0) }),
      // Bounded: a backup cannot make this process derive a key with gigabytes of memory.
      n > 1, n <= 1 << 20, r >= 1, r <= 32, p >= 1, p <= 16
    else { throw Problem.notABackup("its sealed part does not say how it was sealed") }
    let key = try Scrypt.derive(
      passphrase: Array(passphrase.utf8), salt: Array(salt), n: UInt64(n), r: UInt64(r), p: UInt64(p))
    let plain: [UInt8]
    do {
      plain = try AESGCM.open(Array(box), key: key, context: context)
    } catch {
      throw Problem.wrongPassphrase
    }
    guard let files = JSON(parsing: plain)?.object else { throw Problem.notABackup("its sealed part is damaged") }
    return files
  }
}
