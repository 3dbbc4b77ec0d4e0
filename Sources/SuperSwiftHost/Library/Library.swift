import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The app library: a folder of apps, each a folder of plain Swift files that any editor can
/// open, with a small metadata file holding its identifier.
///
/// ```
/// <library>/apps/<Name>/…            an app; groups of apps may nest in plain folders
/// <library>/apps/<Name>/.superswift-app.json   the app's manifest (`AppManifest`)
/// <library>/storage/<id>.json       the app's stored values (`@AppStorage`)
/// <library>/trash/<id>/<Name>/…      a removed app, with its identifier
/// <library>/.superswift/index.json   identifier → folder, to find apps fast
/// <library>/.superswift/lock         serialises every change
/// ```
///
/// Invariants: the app folders are the truth; the index is a cache of them. Each app's
/// identifier is stored twice (its metadata and the index), so either one recovers the other.
/// Every change happens under the library lock and ends in a single `rename`, so a reader sees
/// an app whole or not at all, and two commands at once cannot interleave.
public struct Library: Sendable {
  /// The library folder.
  public let root: URL

  /// The library in `paths`.
  public init(paths: Paths) {
    root = paths.library
  }

  /// The library at `root`.
  public init(root: URL) {
    self.root = root
  }

  var appsFolder: URL { root.appendingPathComponent("apps", isDirectory: true) }
  var trashFolder: URL { root.appendingPathComponent("trash", isDirectory: true) }
  var internalFolder: URL { root.appendingPathComponent(".superswift", isDirectory: true) }
  var indexFile: URL { internalFolder.appendingPathComponent("index.json") }

  /// Every app, "Accepts input" first, then by name; repairs missing metadata and the index.
  public func list() throws -> [LibraryApp] {
    try withLock { try scan(repair: true) }.sorted {
      ($0.acceptsInput ? 0 : 1, $0.name.lowercased(), $0.id) < ($1.acceptsInput ? 0 : 1, $1.name.lowercased(), $1.id)
    }
  }

  /// The result of looking an app up.
  public enum Lookup: Sendable {
    /// Exactly one app.
    case found(LibraryApp)
    /// Several apps match, case-insensitively.
    case ambiguous([LibraryApp])
    /// None; the closest names.
    case notFound(suggestions: [String])
  }

  /// Finds an app by identifier, exact name, then unambiguous case-insensitive name. Reads
  /// without the library's lock; only an app that is not found that way (a folder dropped in,
  /// not yet given an identifier) costs a locked scan that repairs. Throws when the library
  /// cannot be read or repaired: "no such app" is never the answer to a failed read.
  public func find(_ query: String) throws(LibraryError) -> Lookup {
    // Fast paths, which read one or two small files: a name at the top of the library, or an
    // identifier the index knows. Everything else falls back to a full scan.
    if let quick = quickFolder(for: query) { return .found(app(in: quick.folder, metadata: quick.metadata)) }
    do {
      if case .found(let app) = lookup(query, in: try scan(repair: false)) { return .found(app) }
      return lookup(query, in: try withLock { try scan(repair: true) })
    } catch {
      throw .io("could not read the library at \(root.path): \(ErrorSentence.describe(error))")
    }
  }

  /// The identifier of the app `query` names, reading as little as can be (one small metadata
  /// file for a name at the top of the library or an identifier the index knows; a full `find`
  /// otherwise): for a check that needs only which app it is, such as a token's scope.
  package func identifier(of query: String) -> String? {
    if let quick = quickFolder(for: query) { return quick.metadata.id }
    // A library that cannot be read names no app.
    guard case .found(let app)? = try? find(query) else { return nil }
    return app.id
  }

  /// The folder and metadata of the app `query` names when one small file says so — a name at
  /// the top of the library (its folder), or an identifier the index knows (checked against
  /// the folder's metadata) — so `find` and `identifier` read no more; `nil`: a scan decides.
  private func quickFolder(for query: String) -> (folder: URL, metadata: AppManifest)? {
    if AppName.problem(with: query) == nil {
      let folder = appsFolder.appendingPathComponent(query)
      if let metadata = AppManifest.valid(in: folder) { return (folder, metadata) }
    }
    if AppIdentifier.isValid(query), let relative = readIndex()[query] {
      let folder = appsFolder.appendingPathComponent(relative)
      if let metadata = AppManifest.valid(in: folder), metadata.id == query { return (folder, metadata) }
    }
    return nil
  }

  /// Finds an app in a list already scanned (by a caller that holds the lock).
  func lookup(_ query: String, in apps: [LibraryApp]) -> Lookup {
    if let app = apps.first(where: { $0.id == query }) { return .found(app) }
    let exact = apps.filter { $0.name == query }
    if exact.count == 1 { return .found(exact[0]) }
    let folded = apps.filter { AppName.folded($0.name) == AppName.folded(query) }
    if folded.count == 1 { return .found(folded[0]) }
    if folded.count > 1 { return .ambiguous(folded) }
    // A short identifier, as git takes a short hash: at least 4 of its hex digits, from the start.
    let lowered = query.lowercased()
    if lowered.count >= 4, lowered.count < 36, lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
      let prefixed = apps.filter { $0.id.hasPrefix(lowered) }
      if prefixed.count == 1 { return .found(prefixed[0]) }
      if prefixed.count > 1 { return .ambiguous(prefixed) }
    }
    return .notFound(suggestions: AppName.suggestions(for: query, among: apps.map(\.name)))
  }

  /// The app for `query`, or the error that says why there is none.
  public func app(_ query: String) throws(LibraryError) -> LibraryApp {
    try unwrap(find(query), query)
  }

  private func unwrap(_ lookup: Lookup, _ query: String) throws(LibraryError) -> LibraryApp {
    switch lookup {
    case .found(let app): return app
    case .ambiguous(let apps): throw .ambiguous(query, candidates: apps.map { "\($0.name) (\($0.id))" })
    case .notFound(let suggestions): throw .notFound(query, suggestions: suggestions)
    }
  }

  /// Creates an app from a template or from existing Swift files.
  public func create(name: String, template: Templates.Template?, from source: URL?) throws -> LibraryApp {
    if let problem = AppName.problem(with: name) { throw LibraryError.badName(problem) }
    let files =
      try source.map(Self.swiftFiles(at:))
      ?? (template ?? Templates.blank).files(for: name).map {
        ($0.path, Data($0.contents.utf8))
      }
    return try withLock {
      let apps = try scan(repair: true)
      if let taken = apps.first(where: { AppName.folded($0.name) == AppName.folded(name) }) {
        throw LibraryError.nameTaken(taken.name)
      }
      let staging = try stagingFolder()
      defer { BestEffort.remove(staging) }
      for (path, contents) in files {
        let url = staging.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
      }
      var metadata = AppManifest(id: AppIdentifier.make())
      // Files copied from another app keep that app's description (language mode, settings,
      // what a newer version stored), under a new identifier.
      if let source, let from = AppManifest.valid(in: source) { metadata = from.copy(id: metadata.id) }
      try metadata.write(in: staging)
      let target = appsFolder.appendingPathComponent(name, isDirectory: true)
      try FileManager.default.createDirectory(at: appsFolder, withIntermediateDirectories: true)
      try move(staging, to: target)
      try writeIndex(apps.map { ($0.id, $0.folder) } + [(metadata.id, target)])
      guard let app = app(in: target) else { throw LibraryError.io("the new app vanished from \(target.path)") }
      // Best effort: the app exists now whatever happens here, and its first run records the
      // version otherwise (a file the version store cannot read is the run's to report).
      _ = try? recordVersion(of: app, source: .created)
      return app
    }
  }

  /// Where an app's `@AppStorage` values live across runs: `<library>/storage/<id>.json`, by
  /// identifier, so a rename keeps them and a duplicate gets a copy.
  public func storageFile(for id: String) -> URL {
    storageFolder.appendingPathComponent("\(id).json")
  }

  /// Where stored values live: `<library>/storage/`.
  var storageFolder: URL { root.appendingPathComponent("storage", isDirectory: true) }

  /// A copy of an app named `name`: its whole folder (sources, images and other assets, its
  /// manifest's language mode, settings and whatever a newer version stored there) and its
  /// stored values, under a new identifier.
  public func duplicate(_ query: String, as name: String) throws -> LibraryApp {
    if let problem = AppName.problem(with: name) { throw LibraryError.badName(problem) }
    return try withLock {
      let apps = try scan(repair: true)
      let app = try unwrap(lookup(query, in: apps), query)
      if let taken = apps.first(where: { AppName.folded($0.name) == AppName.folded(name) }) {
        throw LibraryError.nameTaken(taken.name)
      }
      let staging = try stagingFolder()
      defer { BestEffort.remove(staging) }  // best effort: gone once moved
      let copy = staging.appendingPathComponent("copy", isDirectory: true)
      do {
        try FileManager.default.copyItem(at: app.folder, to: copy)
      } catch {
        throw LibraryError.io("could not copy \(app.folder.path): \(error.localizedDescription)")
      }
      let manifest = (AppManifest.valid(in: copy) ?? AppManifest(id: app.id)).copy(id: AppIdentifier.make())
      try manifest.write(in: copy)
      let storage = storageFile(for: app.id)
      if FileManager.default.fileExists(atPath: storage.path) {
        do {
          try FileManager.default.copyItem(at: storage, to: storageFile(for: manifest.id))
        } catch {
          throw LibraryError.io("could not copy \(app.name)'s stored values: \(error.localizedDescription)")
        }
      }
      let target = app.folder.deletingLastPathComponent().appendingPathComponent(name, isDirectory: true)
      try move(copy, to: target)
      try writeIndex(apps.map { ($0.id, $0.folder) } + [(manifest.id, target)])
      guard let duplicated = self.app(in: target) else {
        throw LibraryError.io("the copy vanished from \(target.path)")
      }
      _ = try? recordVersion(of: duplicated, source: .created)  // best effort, as for `create`
      // The copy gets the secrets' names, empty; a store that cannot be written leaves it none,
      // which its page shows (best effort: the copy itself is made).
      _ = try? SecretStore(library: root).copyNames(from: app.id, to: manifest.id)
      return duplicated
    }
  }

  /// The name a copy of an app called `name` gets when none is given: "NAME copy", or
  /// "NAME copy 2", … when that is taken (regardless of case) among `apps`.
  public static func copyName(of name: String, among apps: [LibraryApp]) -> String {
    let taken = Set(apps.map { AppName.folded($0.name) })
    var candidate = "\(name) copy"
    var number = 2
    while taken.contains(AppName.folded(candidate)) {
      candidate = "\(name) copy \(number)"
      number += 1
    }
    return candidate
  }

  /// The versions of an app's sources.
  public func versions(of app: LibraryApp) -> AppVersions {
    AppVersions(library: self, id: app.id)
  }

  /// Records an app's Swift sources as they are now as its newest version (unless they are
  /// that already); returns the version's number.
  @discardableResult
  public func recordVersion(of app: LibraryApp, source: AppVersions.Source) throws -> Int {
    let sources = try AppSource(path: app.folder.path)
    return try versions(of: app).record(PackageWorkspace.versionFiles(of: sources), source: source)
  }

  /// Restores version `number` of an app's sources: its files written back, Swift files it did
  /// not have removed, and the result recorded as a new version (a rollback of N); returns it.
  public func rollback(_ query: String, to number: Int) throws -> (app: LibraryApp, version: Int) {
    try withLock {
      let app = try unwrap(lookup(query, in: try scan(repair: true)), query)
      let versions = versions(of: app)
      let files = try versions.files(of: number)
      let current = try AppSource(path: app.folder.path)
      let kept = Set(files.map(\.path))
      for file in files {
        let url = app.folder.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(file.contents, to: url)
      }
      for file in current.userFiles where !kept.contains(file.path) {
        FileSystem.removeIfPresent(app.folder.appendingPathComponent(file.path))
      }
      return (app, try versions.record(files, source: .rollback, restored: number))
    }
  }

  /// Renames an app; its identifier stays, and so do links to it.
  public func rename(_ query: String, to newName: String) throws -> LibraryApp {
    if let problem = AppName.problem(with: newName) { throw LibraryError.badName(problem) }
    return try withLock {
      let apps = try scan(repair: true)
      let app = try unwrap(lookup(query, in: apps), query)
      if let taken = apps.first(where: { $0.id != app.id && AppName.folded($0.name) == AppName.folded(newName) }) {
        throw LibraryError.nameTaken(taken.name)
      }
      let target = app.folder.deletingLastPathComponent().appendingPathComponent(newName, isDirectory: true)
      // The manifest remembers the name it leaves (before the move: a failed move leaves a
      // harmless extra entry, never a lost one).
      if var manifest = AppManifest.valid(in: app.folder), app.name != newName {
        manifest.formerNames.append(.init(name: app.name, until: Date()))
        try manifest.write(in: app.folder)
      }
      try move(app.folder, to: target)
      try writeIndex(apps.map { ($0.id, $0.id == app.id ? target : $0.folder) })
      guard let renamed = self.app(in: target) else { throw LibraryError.io("the app vanished from \(target.path)") }
      return renamed
    }
  }

  /// Adds an empty Swift file named `name` (`.swift` added when missing) to an app; returns
  /// its path in the app, and the new name of the app's one file when that file had to become
  /// `main.swift` (with several files, Swift runs top-level code only from `main.swift`; an app
  /// with `@main` keeps its names). Refused when the name is not a plain file name or is taken.
  public func addFile(_ query: String, named name: String) throws -> (path: String, movedToMain: String?) {
    let path = try Self.sourceFileName(name)
    return try withLock {
      let app = try unwrap(lookup(query, in: try scan(repair: false)), query)
      let url = app.folder.appendingPathComponent(path)
      guard !FileManager.default.fileExists(atPath: url.path) else {
        throw LibraryError.badName("\(app.name) already has a file \(path); choose another name")
      }
      let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: app.folder.path)
        .filter { $0.hasSuffix(".swift") }
      var moved: String?
      if swiftFiles.count == 1, let only = swiftFiles.first, only != "main.swift", path != "main.swift" {
        let text = String(decoding: try Data(contentsOf: app.folder.appendingPathComponent(only)), as: UTF8.self)
        if !SourceText.hasMainAttribute(text) {
          try move(app.folder.appendingPathComponent(only), to: app.folder.appendingPathComponent("main.swift"))
          moved = only
        }
      }
      try AtomicFile.write(Data("import Foundation\n\n".utf8), to: url)
      return (path, moved)
    }
  }

  /// Renames one of an app's Swift files; returns its new path. Refused when the new name is
  /// not a plain file name or is taken, or the file is not there.
  public func renameFile(_ query: String, from old: String, to name: String) throws -> String {
    let path = try Self.sourceFileName(name)
    return try withLock {
      let app = try unwrap(lookup(query, in: try scan(repair: false)), query)
      let from = app.folder.appendingPathComponent(old)
      guard !old.contains("/"), old.hasSuffix(".swift"), FileManager.default.fileExists(atPath: from.path) else {
        throw LibraryError.badSource("\(app.name) has no file \(old)")
      }
      guard path != old else { return path }
      let to = app.folder.appendingPathComponent(path)
      // Two names that differ only in case are one file on some disks: a different name only.
      guard !FileManager.default.fileExists(atPath: to.path) || path.lowercased() == old.lowercased() else {
        throw LibraryError.badName("\(app.name) already has a file \(path); choose another name")
      }
      try move(from, to: to)
      return path
    }
  }

  /// `name` as a Swift file's name in an app's folder (`.swift` added when missing), or why not.
  static func sourceFileName(_ name: String) throws(LibraryError) -> String {
    var path = name.trimmingCharacters(in: .whitespaces)
    guard !path.isEmpty else { throw .badName("give the file a name, such as Helpers.swift") }
    if let dot = path.lastIndex(of: "."), dot != path.startIndex, !path.hasSuffix(".swift") {
      let stem = path[..<dot]
      throw .badName(
        "an app is made of Swift files: \"\(name)\" would not be one; name it \(stem).swift (other files, such as images, go in the app's folder)"
      )
    }
    if !path.hasSuffix(".swift") { path += ".swift" }
    let stem = path.dropLast(".swift".count)
    guard !stem.isEmpty, !stem.hasPrefix("."), !path.contains("/"), !path.contains("\\"), path.utf8.count <= 100,
      !path.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
    else {
      throw .badName(
        "\"\(name)\" is not a file name: use letters, digits, spaces, - or _ (such as Helpers.swift), without / or a leading dot"
      )
    }
    return path
  }

  /// Moves an app to the library's trash, identifier and all.
  public func remove(_ query: String) throws -> LibraryApp {
    try withLock {
      let apps = try scan(repair: true)
      let app = try unwrap(lookup(query, in: apps), query)
      let slot = trashFolder.appendingPathComponent(app.id, isDirectory: true)
      BestEffort.remove(slot)  // an older trashed copy of the same app
      try FileManager.default.createDirectory(at: slot, withIntermediateDirectories: true)
      try move(app.folder, to: slot.appendingPathComponent(app.name, isDirectory: true))
      try writeIndex(apps.filter { $0.id != app.id }.map { ($0.id, $0.folder) })
      return app
    }
  }

  /// The apps in the trash, most recently removed first.
  public func trashed() -> [LibraryApp] {
    let slots = BestEffort.names(in: trashFolder)
    var found: [(LibraryApp, Date)] = []
    for slot in slots where AppIdentifier.isValid(slot) {
      let folder = trashFolder.appendingPathComponent(slot, isDirectory: true)
      let names = BestEffort.names(in: folder)
      for name in names where !name.hasPrefix(".") {
        if let app = app(in: folder.appendingPathComponent(name, isDirectory: true)), app.id == slot {
          let removed =
            (try? FileManager.default.attributesOfItem(atPath: folder.path)[.modificationDate] as? Date) ?? nil
          found.append((app, removed ?? .distantPast))
        }
      }
    }
    return found.sorted { $0.1 > $1.1 }.map(\.0)
  }

  /// Brings an app back from the trash with its identifier, under its old name or `newName`.
  public func restore(_ query: String, as newName: String? = nil) throws -> LibraryApp {
    if let newName, let problem = AppName.problem(with: newName) { throw LibraryError.badName(problem) }
    return try withLock {
      let trashed = self.trashed()
      let matches =
        trashed.filter { $0.id == query }.isEmpty
        ? trashed.filter { AppName.folded($0.name) == AppName.folded(query) } : trashed.filter { $0.id == query }
      guard let app = matches.first else {
        throw LibraryError.notInTrash(query, suggestions: AppName.suggestions(for: query, among: trashed.map(\.name)))
      }
      let name = newName ?? app.name
      let apps = try scan(repair: true)
      if let taken = apps.first(where: { AppName.folded($0.name) == AppName.folded(name) }) {
        throw LibraryError.nameTaken(taken.name)
      }
      let target = appsFolder.appendingPathComponent(name, isDirectory: true)
      try FileManager.default.createDirectory(at: appsFolder, withIntermediateDirectories: true)
      try move(app.folder, to: target)
      BestEffort.remove(trashFolder.appendingPathComponent(app.id))
      try writeIndex(apps.map { ($0.id, $0.folder) } + [(app.id, target)])
      guard let restored = self.app(in: target) else { throw LibraryError.io("the app vanished from \(target.path)") }
      return restored
    }
  }

  /// Deletes an app for good, from the library or from the trash.
  public func purge(_ query: String) throws -> LibraryApp {
    try withLock {
      let app: LibraryApp
      if case .found(let live) = lookup(query, in: try scan(repair: true)) {
        app = live
      } else if let trashed = trashed().first(where: {
        $0.id == query || AppName.folded($0.name) == AppName.folded(query)
      }) {
        app = trashed
      } else {
        throw LibraryError.notFound(query, suggestions: [])
      }
      // Out of the library first (one rename), then delete at leisure.
      let doomed = internalFolder.appendingPathComponent(AtomicFile.temporaryName(for: "purge"))
      try FileManager.default.createDirectory(at: internalFolder, withIntermediateDirectories: true)
      try move(app.folder, to: doomed)
      BestEffort.remove(doomed)
      BestEffort.remove(trashFolder.appendingPathComponent(app.id))
      try writeIndex(try scan(repair: false).map { ($0.id, $0.folder) })
      return app
    }
  }

  // MARK: - Scanning and repair

  /// The app in `folder`, if it is one with valid metadata.
  func app(in folder: URL) -> LibraryApp? {
    AppManifest.valid(in: folder).map { app(in: folder, metadata: $0) }
  }

  /// The app in `folder`, whose valid metadata is `metadata`.
  func app(in folder: URL, metadata: AppManifest) -> LibraryApp {
    let files = BestEffort.names(in: folder)
    let accepts = files.contains { name in
      name.hasSuffix(".swift")
        && (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
          .map(LibraryApp.readsInput) == true
    }
    return LibraryApp(
      id: metadata.id, name: folder.lastPathComponent, folder: folder.standardizedFileURL,
      created: metadata.created, acceptsInput: accepts)
  }

  /// What a compare-and-write of an app's file found.
  package enum SaveOutcome: Equatable {
    /// The file now holds the new text.
    case saved
    /// The file changed since the version the writer had (its digest is not the one given, and
    /// it does not already hold the new text): nothing was written.
    case conflict(current: Data)
  }

  /// Writes `contents` to `file` only if the file still is the version whose SHA-256 is
  /// `expected` (or already holds `contents`): compared and written under the library's lock,
  /// so of two saves made from the same version, one wins and the other is told.
  package func save(_ contents: Data, to file: URL, expecting expected: String) throws -> SaveOutcome {
    try withLock {
      let current = try Data(contentsOf: file)
      guard SHA256.hex(Array(current)) == expected || current == contents else { return .conflict(current: current) }
      try AtomicFile.write(contents, to: file)
      return .saved
    }
  }

  /// Every app under `apps/`. With `repair` (and the lock held), a folder of Swift files with
  /// missing or damaged metadata gets it back (its identifier from the index when the index
  /// knows the folder, else a new one), a copied folder that repeats an identifier gets a new
  /// one, and the index is rewritten if it is out of date.
  func scan(repair: Bool) throws -> [LibraryApp] {
    let index = readIndex()
    let byFolder = Dictionary(index.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    var apps: [LibraryApp] = []
    var seen = Set<String>()
    func visit(_ folder: URL, depth: Int) throws {
      // The top folder must be readable (its failure is the caller's); a folder inside that
      // vanished or is not ours to read holds no apps.
      let names =
        try
        (depth == 0 && FileManager.default.fileExists(atPath: folder.path)
        ? FileManager.default.contentsOfDirectory(atPath: folder.path) : FileSystem.names(in: folder.path) ?? [])
        .sorted()
      for name in names where !name.hasPrefix(".") {
        let child = folder.appendingPathComponent(name, isDirectory: true)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else {
          continue
        }
        let relative = relativePath(of: child)
        if var app = app(in: child) {
          if seen.contains(app.id) || (index[app.id] != nil && index[app.id] != relative && byFolder[relative] != nil) {
            // The same identifier twice: a folder copied by hand. The copy gets its own.
            guard repair else { continue }
            // Everything but the identifier stays: it is the copy's own description.
            try (AppManifest.valid(in: child) ?? AppManifest(id: app.id)).copy(id: AppIdentifier.make())
              .write(in: child)
            guard let fresh = self.app(in: child) else { continue }
            app = fresh
          }
          seen.insert(app.id)
          apps.append(app)
        } else if Self.containsSwift(child) {
          guard repair else { continue }
          let id = byFolder[relative].flatMap { seen.contains($0) ? nil : $0 } ?? AppIdentifier.make()
          // A damaged manifest keeps what can be read of it: only the identifier is new.
          var manifest = AppManifest(id: id)
          if case .damaged(let salvaged?) = AppManifest.read(in: child) {
            manifest = salvaged
            manifest.id = id
          }
          try manifest.write(in: child)
          if let app = app(in: child) {
            seen.insert(app.id)
            apps.append(app)
          }
        } else if depth < 4 {
          try visit(child, depth: depth + 1)  // a plain folder grouping apps
        }
      }
    }
    try visit(appsFolder, depth: 0)
    if repair {
      let current = Dictionary(apps.map { ($0.id, relativePath(of: $0.folder)) }, uniquingKeysWith: { a, _ in a })
      if current != index { try writeIndex(apps.map { ($0.id, $0.folder) }) }
    }
    return apps
  }

  private static func containsSwift(_ folder: URL) -> Bool {
    BestEffort.names(in: folder).contains { $0.hasSuffix(".swift") }
  }

  private func relativePath(of folder: URL) -> String {
    let base = appsFolder.standardizedFileURL.path + "/"
    let path = folder.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  func readIndex() -> [String: String] {
    guard let data = ScratchFile.read(indexFile), let json = JSON(parsing: data),
      let apps = json["apps"]?.object
    else { return [:] }
    var index: [String: String] = [:]
    for (id, path) in apps {
      if AppIdentifier.isValid(id), let path = path.string { index[id] = path }
    }
    return index
  }

  private func writeIndex(_ entries: [(String, URL)]) throws {
    var apps = JSONObject()
    for (id, folder) in entries.sorted(by: { $0.0 < $1.0 }) { apps[id] = .string(relativePath(of: folder)) }
    let json: JSON = ["version": 1, "apps": .object(apps)]
    try AtomicFile.write(Data((json.text(pretty: true) + "\n").utf8), to: indexFile)
    // A new library is stamped as soon as it has an index.
    LibraryFormat.stamp(root)
  }

  // MARK: - Helpers

  func withLock<T>(_ body: () throws -> T) throws -> T {
    let lock = try FileLock(internalFolder.appendingPathComponent("lock"))
    defer { lock.unlock() }
    // A change is the moment to clear away what killed changes left: staged apps, half-written
    // index files.
    AtomicFile.removeAbandoned(in: internalFolder.appendingPathComponent("staging", isDirectory: true))
    AtomicFile.removeAbandoned(in: internalFolder)
    return try body()
  }

  private func stagingFolder() throws -> URL {
    let folder = internalFolder.appendingPathComponent("staging", isDirectory: true)
      .appendingPathComponent(AtomicFile.temporaryName(for: "app"), isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// One `rename`: atomic, and refuses to replace anything (`RENAME_NOREPLACE` semantics by
  /// checking first, under the lock).
  private func move(_ source: URL, to target: URL) throws {
    let sameFolderCaseChange =
      source.standardizedFileURL.path.lowercased() == target.standardizedFileURL.path.lowercased()
    if FileManager.default.fileExists(atPath: target.path) && !sameFolderCaseChange {
      throw LibraryError.nameTaken(target.lastPathComponent)
    }
    guard Glibc.rename(source.path, target.path) == 0 else {
      throw LibraryError.io(IOError("rename", "could not move \(source.path) to \(target.path)").description)
    }
  }

  /// The Swift files at `source` (a file, or a folder's files with their relative paths).
  static func swiftFiles(at source: URL) throws -> [(String, Data)] {
    let swift: [(String, Data)]
    do {
      let app = try AppSource(path: source.path)
      swift = app.userFiles.map { ($0.path, $0.contents) }
    } catch {
      throw LibraryError.badSource("--from \(source.path): \(error)")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder), isFolder.boolValue else {
      return swift
    }
    // A folder is copied whole, as Duplicate copies an app: its images, assets and settings
    // too; hidden files and folders (`.git`, `.build`, the old app's manifest) are left.
    return swift + (try otherFiles(in: source, besides: Set(swift.map(\.0))))
  }

  /// The most a folder given to `new --from` may hold besides its Swift files.
  static let maximumCopiedBytes: Int64 = 256 << 20

  /// The regular files in `folder` (recursively) other than `besides` and hidden ones, by path.
  static func otherFiles(in folder: URL, besides: Set<String>) throws -> [(String, Data)] {
    let root = folder.standardizedFileURL.path
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [(String, Data)] = []
    var total: Int64 = 0
    for case let url as URL in walker {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])  // unreadable: not copied
      guard values?.isRegularFile == true else { continue }
      let full = url.standardizedFileURL.path
      guard full.hasPrefix(root + "/") else { continue }
      let path = String(full.dropFirst(root.count + 1))
      guard !besides.contains(path) else { continue }
      total += Int64(values?.fileSize ?? 0)
      guard total <= maximumCopiedBytes else {
        throw LibraryError.badSource(
          "--from \(folder.path): it holds more than \(maximumCopiedBytes >> 20) MiB besides its Swift files; copy what the app needs into a folder of its own"
        )
      }
      do {
        files.append((path, try Data(contentsOf: url)))
      } catch {
        throw LibraryError.badSource("--from \(folder.path): could not read \(path): \(error.localizedDescription)")
      }
    }
    return files
  }
}
