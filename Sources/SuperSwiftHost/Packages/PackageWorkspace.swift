import Foundation
import SuperSwiftSystem

/// An app's packages, resolved by the toolchain's own package manager and built once per set of
/// requirements and lock into the cache, for the app's build to import and link.
///
/// ```
/// <cache>/packages/repositories/            SwiftPM's clones of every package's repository
/// <cache>/packages/work/<manifest>/          a generated package depending on the app's packages
/// <cache>/packages/built/<key>/              what a build uses: Modules/, libSuperSwiftDeps.a,
///                                            Package.resolved (the lock it was built from)
/// ```
///
/// Invariants: `built/<key>` exists only whole (built in the work folder, copied into a staging
/// folder, renamed into place), and its key is the generated manifest, the lock and the
/// toolchain, so an unchanged app and lock never resolve or build again; the lock beside the app
/// (`Package.resolved` in a folder app, `FILE.swift.resolved` beside a script) is what every
/// build uses, changed only by a resolve that had to (new requirements) or `superswift lock
/// --update`; work on one manifest is serialised by an `flock`.
package struct PackageWorkspace: Sendable {
  /// What a build needs of the packages.
  package struct Products: Sendable, Equatable {
    /// The key they are kept under (part of the app's build key).
    package var key: String
    /// The modules to import (`-I`).
    package var modules: URL
    /// The static library holding every package's code.
    package var library: URL
    /// How long resolving and building them took just now (`nil`: found in the cache).
    package var resolveSeconds: Double? = nil
    package var buildSeconds: Double? = nil

    /// The compiler's arguments that import and link them.
    package var arguments: [String] { ["-I", modules.path, library.path] }
  }

  /// Why the packages could not be had: data until the edge turns it into a sentence.
  package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// A line that reads as no package (its file and line).
    case directive(PackageDirective.Problem)
    /// Two lines ask one package for different versions.
    case conflict(PackageDirective, PackageDirective)
    /// The package manager could not resolve them: its words, and the directive it names.
    case resolve(PackageDirective?, String)
    /// The package has no product of the name asked for (the module's, or `product=`'s).
    case missingProduct(PackageDirective)
    /// A package's repository is not in the cache and the network cannot be reached: the URL, and
    /// the package manager's words.
    case offline(PackageDirective, String, String)
    /// The packages did not build: the compiler's words.
    case build(String)
    /// A file or folder of the cache failed.
    case cache(String)

    package var description: String {
      switch self {
      case .directive(let problem): problem.description
      case .conflict(let first, let second):
        "\(second.file):\(second.line): \(second.identity) is asked for twice with different versions (also at \(first.file):\(first.line)): ask once, or the same way"
      case .resolve(let directive?, let words):
        "\(directive.file):\(directive.line): the package \(directive.identity) could not be resolved: \(words)"
      case .resolve(nil, let words): "the packages could not be resolved: \(words)"
      case .missingProduct(let directive):
        "\(directive.file):\(directive.line): the package \(directive.identity) has no product \(directive.product) (the module's name, unless product=NAME names another)"
      case .offline(let directive, let url, let words):
        "\(directive.file):\(directive.line): the package \(directive.identity) (\(url)) is not in the cache and could not be fetched: the repository does not exist, or the network cannot be reached (a package needs the network once, then builds offline). The package manager said: \(words)"
      case .build(let words): "the packages did not build: \(words)"
      case .cache(let words): "the package cache failed: \(words)"
      }
    }

    /// What is wrong, without its place (for a diagnostic that is at the place already).
    package var reason: String {
      guard let place else { return description }
      let prefix = "\(place.file):\(place.line): "
      return description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description
    }

    /// Where it points, for the editor's diagnostic: the file and line.
    package var place: (file: String, line: Int)? {
      switch self {
      case .directive(let problem): (problem.file, problem.line)
      case .conflict(_, let second): (second.file, second.line)
      case .resolve(let directive?, _), .offline(let directive, _, _), .missingProduct(let directive):
        (directive.file, directive.line)
      case .resolve(nil, _), .build, .cache: nil
      }
    }
  }

  /// How a resolve may change the lock.
  package enum Update: Sendable, Equatable {
    /// Keep the lock's pins; change them only where the requirements no longer allow them.
    case none
    /// Every package to the newest its requirement allows.
    case all
    /// This package only.
    case package(String)
  }

  let paths: Paths
  let toolchain: Toolchain

  /// The workspace of the cache in `paths`, resolving and building with `toolchain`.
  package init(paths: Paths, toolchain: Toolchain) {
    self.paths = paths
    self.toolchain = toolchain
  }

  var root: URL { paths.cache.appendingPathComponent("packages", isDirectory: true) }

  /// The packages `app`'s files ask for; a line that reads as none is refused with its place.
  package static func directives(of app: AppSource) throws(Failure) -> [PackageDirective] {
    var all: [PackageDirective] = []
    for file in app.files {
      let text = String(decoding: file.contents, as: UTF8.self)
      // Most files ask for nothing: a quick look before the line-by-line read.
      guard text.contains("import "), text.contains("//") else { continue }
      do {
        all += try PackageDirective.parse(text, file: file.path)
      } catch {
        throw .directive(error)
      }
    }
    return all
  }

  /// Where `app`'s lock is kept: `Package.resolved` in a folder app, `NAME.swift.resolved` beside
  /// a script.
  package static func lockFile(of app: AppSource) -> URL {
    if let elsewhere = app.lockLocation { return elsewhere }
    return app.isSingleFile
      ? URL(fileURLWithPath: app.location.path + ".resolved")
      : app.location.appendingPathComponent("Package.resolved")
  }

  /// What a version of `app` records: the Swift files its user wrote, its asset catalogs' files
  /// (`AssetCatalog.files`), and, for a folder app with packages, its lock (`Package.resolved`),
  /// so a rollback brings back the images, colours and package versions it ran with.
  package static func versionFiles(of app: AppSource) -> [(path: String, contents: Data)] {
    var files = app.userFiles.map { (path: $0.path, contents: $0.contents) }
    files += AssetCatalog.files(of: app.catalogs, in: app.location)
    if !app.isSingleFile, let lock = ScratchFile.read(lockFile(of: app)) {
      files.append((path: "Package.resolved", contents: Data(lock)))
    }
    return files
  }

  /// The generated manifest for `directives`, relative paths made absolute from `base`.
  static func manifest(_ directives: [PackageDirective], base: URL) throws(Failure) -> String {
    var packages: [String: PackageDirective] = [:]
    var order: [String] = []
    for directive in directives {
      if let known = packages[directive.identity] {
        guard known.location == directive.location, known.requirement == directive.requirement else {
          throw .conflict(known, directive)
        }
        continue
      }
      packages[directive.identity] = directive
      order.append(directive.identity)
    }
    func quoted(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    let dependencies = order.map { identity -> String in
      let directive = packages[identity]!
      switch (directive.location, directive.requirement) {
      case (.path(let path), _):
        let expanded = path.hasPrefix("~/") ? NSString(string: path).expandingTildeInPath : path
        let absolute =
          expanded.hasPrefix("/") ? expanded : base.appendingPathComponent(expanded).standardizedFileURL.path
        return ".package(path: \(quoted(absolute)))"
      case (.url(let url), .upToNextMajor(let version)):
        return ".package(url: \(quoted(url)), from: \(quoted(version)))"
      case (.url(let url), .exact(let version)): return ".package(url: \(quoted(url)), exact: \(quoted(version)))"
      case (.url(let url), .branch(let branch)): return ".package(url: \(quoted(url)), branch: \(quoted(branch)))"
      case (.url(let url), .revision(let revision)):
        return ".package(url: \(quoted(url)), revision: \(quoted(revision)))"
      case (.url(let url), .local): return ".package(url: \(quoted(url)), branch: \"main\")"
      }
    }
    var products: [String] = []
    for directive in directives {
      let product = ".product(name: \(quoted(directive.product)), package: \(quoted(directive.identity)))"
      if !products.contains(product) { products.append(product) }
    }
    return """
      // swift-tools-version:5.9
      // Made by SuperSwift from an app's imports: the packages it asks for, as one static library.
      import PackageDescription

      let package = Package(
        name: "SuperSwiftDeps",
        products: [.library(name: "SuperSwiftDeps", type: .static, targets: ["SuperSwiftDeps"])],
        dependencies: [
          \(dependencies.joined(separator: ",\n    "))
        ],
        targets: [
          .target(
            name: "SuperSwiftDeps",
            dependencies: [
              \(products.joined(separator: ",\n        "))
            ])
        ]
      )

      """
  }

  /// Where a script's lock is kept with `run --no-lock`: in the cache, by the script's path.
  package static func cachedLockFile(of app: AppSource, paths: Paths) -> URL {
    paths.cache.appendingPathComponent(
      "packages/locks/\(SHA256.hex(Array(app.location.standardizedFileURL.path.utf8)).prefix(32)).resolved")
  }

  /// The lock of `app`'s packages: the one that travels with it, else the one beside it.
  package static func lock(of app: AppSource) -> Data? {
    app.packageLock ?? ScratchFile.read(lockFile(of: app)).map { Data($0) }
  }

  /// Where `app`'s packages are (or will be) for its lock, without resolving or building (the
  /// build key's part): `nil` when it asks for none; `.some(nil)` when it has no lock yet or a
  /// line asks wrongly (the build says which).
  package func expected(for app: AppSource) -> Products?? {
    guard let directives = try? Self.directives(of: app) else { return .some(nil) }
    guard !directives.isEmpty else { return nil }
    guard let manifest = try? Self.manifest(directives, base: Self.base(of: app)), let lock = Self.lock(of: app)
    else { return .some(nil) }
    return .some(layout(key: key(manifest: manifest, lock: lock)))
  }

  /// The products of `app`'s packages: found, or resolved and built now (saying so on `status`).
  /// `nil` when it asks for none.
  package func prepare(
    for app: AppSource, update: Update = .none, status: StatusLine? = nil, stop: Cancellation? = nil
  ) throws(Failure) -> Products? {
    let directives = try Self.directives(of: app)
    guard !directives.isEmpty else { return nil }
    let manifest = try Self.manifest(directives, base: Self.base(of: app))
    let lockFile = Self.lockFile(of: app)
    let lock = Self.lock(of: app)
    if update == .none, let lock, let found = products(key: key(manifest: manifest, lock: lock)) { return found }

    let work = root.appendingPathComponent("work/\(SHA256.hex(Array(manifest.utf8)).prefix(32))", isDirectory: true)
    let held: FileLock
    do {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      held = try FileLock(work.appendingPathExtension("lock"))
    } catch {
      throw .cache(ErrorSentence.describe(error))
    }
    defer { held.unlock() }
    let clock = ContinuousClock()
    let started = clock.now
    let resolved = try resolve(
      manifest: manifest, lock: lock, in: work, update: update, directives: directives, status: status, stop: stop)
    let resolveSeconds = started.duration(to: clock.now).seconds
    if resolved != lock, app.packageLock == nil {
      // The lock beside the app: what every later build uses, and what its versions record.
      do {
        try FileManager.default.createDirectory(
          at: lockFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.writeQuickly(resolved, to: lockFile)
      } catch {
        throw .cache("could not write the lock \(lockFile.path): \(ErrorSentence.describe(error))")
      }
    }
    let key = key(manifest: manifest, lock: resolved)
    if var found = products(key: key) {
      found.resolveSeconds = resolveSeconds
      return found
    }
    let building = clock.now
    var built = try build(in: work, key: key, lock: resolved, directives: directives, status: status, stop: stop)
    built.resolveSeconds = resolveSeconds
    built.buildSeconds = building.duration(to: clock.now).seconds
    return built
  }

  /// The folder relative package paths are read from: the app's folder, or a script's.
  static func base(of app: AppSource) -> URL {
    app.isSingleFile ? app.location.deletingLastPathComponent() : app.location
  }

  func key(manifest: String, lock: Data) -> String {
    var hash = SHA256()
    hash.update(field: "superswift-packages-v1")
    hash.update(field: toolchain.version)
    hash.update(field: manifest)
    hash.update(Array(lock))
    return hash.finalize()
  }

  /// Where the products of `key` are (whether built or not).
  func layout(key: String) -> Products {
    let folder = root.appendingPathComponent("built/\(key)", isDirectory: true)
    return Products(
      key: key, modules: folder.appendingPathComponent("Modules", isDirectory: true),
      library: folder.appendingPathComponent("libSuperSwiftDeps.a"))
  }

  /// The products of `key` when they are built.
  func products(key: String) -> Products? {
    let products = layout(key: key)
    return FileManager.default.fileExists(atPath: products.library.path) ? products : nil
  }

  /// The package manager run in `work` on the generated package.
  private func swiftPackage(_ arguments: [String], in work: URL, stop: Cancellation?) throws(Failure)
    -> Subprocess.Output
  {
    let swift = toolchain.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
    do {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("repositories", isDirectory: true), withIntermediateDirectories: true)
      return try Subprocess.run(
        swift,
        arguments + [
          "--package-path", work.path, "--cache-path", root.appendingPathComponent("repositories").path,
          "--disable-sandbox",
        ], directory: work, stop: stop)
    } catch {
      throw .cache("could not run \(swift.path): \(ErrorSentence.describe(error))")
    }
  }

  private func resolve(
    manifest: String, lock: Data?, in work: URL, update: Update, directives: [PackageDirective],
    status: StatusLine?, stop: Cancellation?
  ) throws(Failure) -> Data {
    let sources = work.appendingPathComponent("Sources/SuperSwiftDeps", isDirectory: true)
    let modules = Set(directives.map(\.module)).sorted()
    do {
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      try AtomicFile.writeQuickly(Data(manifest.utf8), to: work.appendingPathComponent("Package.swift"))
      // Each module imported once, so a package without it fails here, naming it.
      try AtomicFile.writeQuickly(
        Data((modules.map { "import \($0)" }.joined(separator: "\n") + "\n").utf8),
        to: sources.appendingPathComponent("Imports.swift"))
      let pins = work.appendingPathComponent("Package.resolved")
      if let lock {
        try AtomicFile.writeQuickly(lock, to: pins)
      } else {
        FileSystem.removeIfPresent(pins)
      }
    } catch {
      throw .cache(ErrorSentence.describe(error))
    }
    status?.show("Resolving packages (\(directives.map(\.identity).uniqued().joined(separator: ", ")))…")
    defer { status?.clear() }
    var arguments = ["package", "resolve"]
    switch update {
    case .none:
      // Pinned already: the repositories in the cache have the pinned commits, so nothing is
      // fetched (offline works); a pin they lack is fetched all the same.
      if lock != nil { arguments = ["package", "--skip-update", "resolve"] }
    case .all: arguments = ["package", "update"]
    case .package(let name): arguments = ["package", "update", name]
    }
    let output = try swiftPackage(arguments, in: work, stop: stop)
    guard output.status == 0 else { throw Self.explain(output.text, directives: directives) }
    guard let pins = ScratchFile.read(work.appendingPathComponent("Package.resolved")) else {
      // Only local packages: nothing to pin, and an empty lock says so.
      return Data("{\n  \"pins\" : [ ],\n  \"version\" : 2\n}\n".utf8)
    }
    return Data(pins)
  }

  private func build(
    in work: URL, key: String, lock: Data, directives: [PackageDirective], status: StatusLine?, stop: Cancellation?
  ) throws(Failure) -> Products {
    status?.show("Building packages…")
    defer { status?.clear() }
    let output = try swiftPackage(["build", "-c", "release", "--product", "SuperSwiftDeps"], in: work, stop: stop)
    guard output.status == 0 else {
      // A product or module the package does not have shows here first: said at its import.
      let explained = Self.explain(output.text, directives: directives)
      if explained.place != nil { throw explained }
      throw .build(
        output.text.split(separator: "\n").filter { $0.contains("error:") }.prefix(5).joined(separator: "\n"))
    }
    let built = work.appendingPathComponent(".build/release", isDirectory: true)
    let final = layout(key: key).library.deletingLastPathComponent()
    let staging = root.appendingPathComponent("built/\(AtomicFile.temporaryName(for: key))", isDirectory: true)
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: true)
      try manager.copyItem(
        at: built.appendingPathComponent("Modules"), to: staging.appendingPathComponent("Modules"))
      try manager.copyItem(
        at: built.appendingPathComponent("libSuperSwiftDeps.a"),
        to: staging.appendingPathComponent("libSuperSwiftDeps.a"))
      try lock.write(to: staging.appendingPathComponent("Package.resolved"))
      BestEffort.remove(final)
      try manager.moveItem(at: staging, to: final)
    } catch {
      BestEffort.remove(staging)
      throw .cache("could not keep the built packages: \(ErrorSentence.describe(error))")
    }
    guard let products = products(key: key) else { throw .cache("the built packages vanished from \(final.path)") }
    return products
  }

  /// The package manager's failure as a sentence at the directive it is about.
  static func explain(_ text: String, directives: [PackageDirective]) -> Failure {
    let lines = text.split(separator: "\n").map(String.init)
    let errors = lines.filter { $0.contains("error:") }
    let words = (errors.isEmpty ? Array(lines.suffix(3)) : errors).prefix(3).map { line -> String in
      guard let range = line.range(of: "error: ") else { return line }
      return String(line[range.upperBound...])
    }.joined(separator: "; ")
    let lowered = text.lowercased()
    // The directive whose package, URL, product or module the message names.
    let named = directives.first { directive in
      let place: String
      switch directive.location {
      case .url(let url): place = url.hasPrefix("file://") ? String(url.dropFirst("file://".count)) : url
      case .path(let path): place = path
      }
      return lowered.contains("'\(directive.identity)'") || text.contains(place)
        || text.contains("'\(directive.product)'") || text.contains("'\(directive.module)'")
    }
    if let named, text.contains("not found in package"), text.contains("product '\(named.product)'") {
      return .missingProduct(named)
    }
    let unfetched = [
      "Failed to clone", "cannot change to", "Could not resolve host", "unable to access", "Failed to connect",
      "Network is unreachable", "could not fetch",
    ]
    if let named, unfetched.contains(where: text.contains) {
      switch named.location {
      case .url(let url) where url.hasPrefix("file://"):
        return .resolve(named, "there is no repository at \(url.dropFirst("file://".count))")
      case .url(let url): return .offline(named, url, words)
      case .path(let path): return .resolve(named, "there is no package at \(path)")
      }
    }
    return .resolve(named, words)
  }
}

extension Array where Element == String {
  /// The elements in order, each once.
  func uniqued() -> [String] {
    var seen = Set<String>()
    return filter { seen.insert($0).inserted }
  }
}
