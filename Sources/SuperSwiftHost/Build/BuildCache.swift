import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// Compiled apps, keyed by content: the sources' names and bytes, the runtime build, the
/// toolchain and the flags. Never by path or modification time, so a moved app stays warm and
/// an edited one is rebuilt.
///
/// Invariants: an entry under its final name is complete (built under a temporary name, then
/// renamed); an entry whose binary does not match its manifest is rebuilt, never run; builds
/// of one key are serialised by a lock, so concurrent runs of the same app build it once.
public struct BuildCache: Sendable {
  /// Where compiled apps are kept.
  public let paths: Paths
  /// The compiler.
  public let toolchain: Toolchain

  /// Where the app's sources sit inside a build folder. The compiler runs in the build folder,
  /// so debug info names them `src/<path>` whichever temporary folder the build ran in, and
  /// crash reports can be mapped back to the user's files.
  static let sourceFolder = "src"

  /// A source file's bytes as they are compiled: Xcode's `#Preview`s blanked out
  /// (`PreviewMacro`), SwiftUI's `@Entry` declarations expanded (`EntryMacro`), its
  /// `@Animatable` marks blanked (`AnimatableMacro`) and scoped
  /// imports of the runtime made plain (`ScopedImports`), `#selector` written as the name it
  /// names (`SelectorLiterals`) with Objective-C's attributes blanked
  /// (`ObjectiveCAttributes`), `Timer()` as Linux's initialiser (`InheritedInitializers`), timer
  /// blocks as Apple's declarations let them be written (`PreconcurrencyCalls`), app delegate
  /// adaptors with a maker for their delegate (`DelegateAdaptors`), `#if os(iOS)` as
  /// a condition an Xcode app is compiled with (`PlatformConditions`), UIKit
  /// methods overridden in extensions as methods of their own (`ExtensionOverrides`), the
  /// classes Linux's Foundation declares unavailable imported from where they work
  /// (`CompatibilityImports`), Darwin's module name as Glibc's (`DarwinNames`), Foundation
  /// Models' `@Generable` expanded and `@Guide` blanked (`GenerableMacro`), line
  /// breaks kept, so diagnostics point
  /// at the user's own lines.
  static func compiled(_ contents: Data, presumedPath: String? = nil) -> Data {
    let previewless = PreviewMacro.blanked(Array(contents)).map { Data($0) } ?? contents
    let entries = EntryMacro.expanded(Array(previewless)).map { Data($0) } ?? previewless
    let animatable = AnimatableMacro.blanked(Array(entries)).map { Data($0) } ?? entries
    let expanded = GenerableMacro.expanded(Array(animatable)).map { Data($0) } ?? animatable
    let plain =
      ScopedImports.plain(Array(expanded), modules: Set(EmbeddedRuntime.modules.map(\.name))).map { Data($0) }
      ?? expanded
    let selectors = SelectorLiterals.rewritten(Array(plain)).map { Data($0) } ?? plain
    let selected = ObjectiveCAttributes.blanked(Array(selectors)).map { Data($0) } ?? selectors
    let blanked = InheritedInitializers.rewritten(Array(selected)).map { Data($0) } ?? selected
    let unsendable = PreconcurrencyCalls.rewritten(Array(blanked)).map { Data($0) } ?? blanked
    let delegated = DelegateAdaptors.rewritten(Array(unsendable)).map { Data($0) } ?? unsendable
    let platformed = PlatformConditions.rewritten(Array(delegated)).map { Data($0) } ?? delegated
    let overridden = ExtensionOverrides.rewritten(Array(platformed)).map { Data($0) } ?? platformed
    let compatible = CompatibilityImports.rewritten(Array(overridden)).map { Data($0) } ?? overridden
    let linux = DarwinNames.rewritten(Array(compatible)).map { Data($0) } ?? compatible
    guard let presumedPath else { return linux }
    return located(linux, at: presumedPath)
  }

  /// `contents` compiled as if it were the user's file at `path`: `#file`, `#filePath`,
  /// `#fileID`, `fatalError`'s and the runtime's messages, diagnostics and the debug info a
  /// crash report reads all name it, as under `swift FILE`, not the copy in the cache. A
  /// `#sourceLocation` directive comes first; a `#!` line (allowed only first) gives its place
  /// to it, so every line keeps its number.
  static func located(_ contents: Data, at path: String) -> Data {
    let file = SourceText.stringLiteral(path)
    if linesAddedByDirective(contents) == 0 {
      let end = contents.firstIndex(of: 0x0A).map { contents.index(after: $0) } ?? contents.endIndex
      return Data("#sourceLocation(file: \(file), line: 2)\n".utf8) + contents[end...]
    }
    return Data("#sourceLocation(file: \(file), line: 1)\n".utf8) + contents
  }

  /// How many lines `located` adds before `contents`' first: one, or none for a file that
  /// starts with `#!` (the directive takes that line's place).
  static func linesAddedByDirective(_ contents: Data) -> Int {
    contents.starts(with: Data("#!".utf8)) ? 0 : 1
  }

  /// A cache using the given folders and compiler.
  public init(paths: Paths, toolchain: Toolchain) {
    self.paths = paths
    self.toolchain = toolchain
  }

  /// The content key of `app` built against `runtime` (`nil` for a plain program).
  public func key(for app: AppSource, runtime: RuntimeLibrary?, languageMode: String? = nil) -> String {
    switch PackageWorkspace(paths: paths, toolchain: toolchain).expected(for: app) {
    case nil: return key(for: app, runtime: runtime, languageMode: languageMode, packages: nil)
    case .some(let products?): return key(for: app, runtime: runtime, languageMode: languageMode, packages: products)
    case .some(nil):
      // No lock yet (or a line that asks wrongly): a key no entry has, so the build resolves
      // and says what is wrong.
      return "unprepared-" + key(for: app, runtime: runtime, languageMode: languageMode, packages: nil)
    }
  }

  func key(
    for app: AppSource, runtime: RuntimeLibrary?, languageMode: String?, packages: PackageWorkspace.Products?
  ) -> String {
    BuildPlan(app: app, runtime: runtime, languageMode: languageMode, toolchain: toolchain, packages: packages).key
  }

  /// `app`'s packages, resolved and built if need be, or the build failure that says which line
  /// asks wrongly (at its file and line, as a compiler's error, so the editor marks the line).
  package func packages(
    for app: AppSource, status: StatusLine? = nil, stop: Cancellation? = nil
  ) throws(BuildFailure) -> PackageWorkspace.Products? {
    do {
      return try PackageWorkspace(paths: paths, toolchain: toolchain).prepare(for: app, status: status, stop: stop)
    } catch {
      let diagnostics =
        error.place.map { "\(app.originalURL(of: $0.file).path):\($0.line):1: error: \(error.reason)\n" } ?? ""
      throw BuildFailure(message: "\(app.name): \(error.description)", diagnostics: diagnostics)
    }
  }

  /// A compiled app.
  public struct Build: Sendable {
    /// The executable to run.
    public let binary: URL
    /// The cache entry it is in.
    public let entry: URL
    /// Whether it was compiled just now (rather than found in the cache).
    public let isFresh: Bool
    /// The toolchain's backtracer, for a binary that cannot find it by itself (a static one).
    public var backtracer: URL? = nil
    /// Which build it is, as the run record's `build` says.
    public var kind: Kind = .debug

    /// The builds of an app: the first, its static copy, that copy optimised.
    public enum Kind: String, Sendable {
      /// The first build, at `-Onone`, dynamically linked.
      case debug
      /// Its static copy (`StaticLink`), which starts faster.
      case `static`
      /// The static copy at `-O`, for a program whose first run worked half a second or more.
      case optimized
    }
  }

  /// The cached build in `entry`, if there is a valid one: its static copy first.
  private func cached(in entry: URL) -> Build? {
    if let found = StaticLink.valid(in: entry) {
      return Build(
        binary: found.binary, entry: entry, isFresh: false, backtracer: toolchain.backtracer,
        kind: found.optimised ? .optimized : .static)
    }
    return Self.validBinary(in: entry).map { Build(binary: $0, entry: entry, isFresh: false) }
  }

  /// The app's executable if a valid entry is cached; nothing is compiled.
  public func cached(for app: AppSource, runtime: RuntimeLibrary?, languageMode: String? = nil) -> Build? {
    cached(in: paths.builds.appendingPathComponent(key(for: app, runtime: runtime, languageMode: languageMode)))
  }

  /// The app's executable, compiled now unless a valid entry is cached. Cancelling `stop`
  /// stops the compiler at once.
  public func executable(
    for app: AppSource, runtime: RuntimeLibrary?, languageMode: String? = nil, status: StatusLine,
    stop: Cancellation? = nil
  ) throws(BuildFailure) -> Build {
    // Warm: the key from the sources and the lock alone (a fetched cluster build too) — no
    // package is resolved or even looked at.
    if let build = cached(
      in: paths.builds.appendingPathComponent(key(for: app, runtime: runtime, languageMode: languageMode)))
    {
      return build
    }
    let packages = try packages(for: app, status: status, stop: stop)
    let key = key(for: app, runtime: runtime, languageMode: languageMode, packages: packages)
    let entry = paths.builds.appendingPathComponent(key, isDirectory: true)
    if let build = cached(in: entry) { return build }

    let lock: FileLock
    do {
      lock = try FileLock(paths.builds.appendingPathComponent("\(key).lock"))
    } catch {
      throw BuildFailure(message: "\(error)", diagnostics: "")
    }
    // The lock file stays: deleting it while another process waits on it would let a third
    // lock a new file of the same name, and two builds of one key would run at once.
    defer { lock.unlock() }
    // Someone else may have built it while we waited for the lock.
    if let build = cached(in: entry) { return build }

    // A build is slow anyway: the moment to clear away builds that were killed half-way.
    AtomicFile.removeAbandoned(in: paths.builds)
    status.show("Compiling \(app.name)…")
    defer { status.clear() }
    do {
      try compile(app, runtime: runtime, languageMode: languageMode, packages: packages, into: entry, stop: stop)
    } catch let failure as BuildFailure {
      throw failure
    } catch is Subprocess.Cancelled {
      throw .cancelledRun
    } catch {
      throw BuildFailure(message: "\(error)", diagnostics: "")
    }
    guard let binary = Self.validBinary(in: entry) else {
      throw BuildFailure(message: "the compiled app could not be stored in \(entry.path)", diagnostics: "")
    }
    return Build(binary: binary, entry: entry, isFresh: true)
  }

  private func compile(
    _ app: AppSource, runtime: RuntimeLibrary?, languageMode: String?, packages: PackageWorkspace.Products?,
    into entry: URL, stop: Cancellation?
  ) throws {
    let manager = FileManager.default
    let staging = paths.builds.appendingPathComponent(AtomicFile.temporaryName(for: entry.lastPathComponent))
    defer { BestEffort.remove(staging) }
    let sources = staging.appendingPathComponent(Self.sourceFolder, isDirectory: true)
    let sourcePaths = try Self.writeSources(of: app, into: sources)
    let binary = staging.appendingPathComponent("app")
    var arguments = BuildPlan(
      app: app, runtime: runtime, languageMode: languageMode, toolchain: toolchain, packages: packages
    ).arguments(paths: paths)
    func attempt(_ arguments: [String]) throws -> (output: Subprocess.Output, planned: Bool) {
      // One plan for every module name: the name is a placeholder in it, filled in per build.
      let general = arguments.map { $0 == app.moduleName ? CompilePlan.modulePlaceholder : $0 }
      if let plan = CompilePlan.prepare(arguments: general, toolchain: toolchain, paths: paths) {
        return (
          try plan.run(
            sources: sourcePaths, output: binary.path, staging: staging, moduleName: app.moduleName, stop: stop), true
        )
      }
      return (
        try Subprocess.run(
          toolchain.swiftc, arguments + sourcePaths + ["-o", binary.path], directory: staging, stop: stop), false
      )
    }
    var (output, planned) = try attempt(arguments)
    // An app written for Xcode 26, whose projects isolate code to the main actor by default
    // (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`), fails only on what that default allows:
    // it is compiled as its project compiles it. The choice follows from the sources alone, so
    // every machine that builds them makes the same one under the same key.
    if output.status != 0, BuildExplanation.needsMainActorIsolation(diagnostics: output.text) {
      let isolated = arguments + BuildPlan.mainActorIsolation
      let retried = try attempt(isolated)
      if retried.output.status == 0 {
        (output, planned, arguments) = (retried.output, retried.planned, isolated)
      }
    }
    guard output.status == 0 else {
      var diagnostics = SourceExcerpts.renumbered(
        Self.pointAtOriginals(output.text, sources: sources, app: app), files: Self.directiveLines(of: app))
      let notes = BuildExplanation.notes(diagnostics: diagnostics, importsSwiftUI: app.imports.contains("SwiftUI"))
      if !notes.isEmpty {
        diagnostics += (diagnostics.hasSuffix("\n") ? "" : "\n") + notes.joined(separator: "\n") + "\n"
      }
      throw BuildFailure(
        message: BuildExplanation.summary(appName: app.name, diagnostics: diagnostics), diagnostics: diagnostics)
    }
    guard let identity = FileIdentity(of: binary) else {
      throw BuildFailure(message: "the compiled app vanished from \(binary.path)", diagnostics: "")
    }
    // The arguments, for the static link later (`StaticLink`), which needs the object file and
    // the plan's link job; only builds that followed a plan have either.
    let manifest: JSON = [
      "binary": identity.json,
      "app": .string(app.name),
      "files": .array(app.files.map { .string($0.path) }),
      "arguments": planned ? .array(arguments.map(JSON.string)) : .null,
    ]
    try Data(manifest.text.utf8).write(to: staging.appendingPathComponent("manifest.json"))
    // The sources stay (a few kilobytes): the static link compiles them again (`StaticLink`).
    BestEffort.remove(entry)
    try manager.moveItem(at: staging, to: entry)
  }

  /// Writes `app`'s files into `sources` as the compiler is given them; their paths.
  private static func writeSources(of app: AppSource, into sources: URL) throws -> [String] {
    var paths: [String] = []
    for file in app.files {
      let url = sources.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ScratchFile.write(Self.compiled(file.contents, presumedPath: app.originalURL(of: file.path).path), to: url)
      paths.append(url.path)
    }
    return paths
  }

  /// The cache entry (a folder) of the build with content key `key`.
  public func entry(for key: String) -> URL {
    paths.builds.appendingPathComponent(key, isDirectory: true)
  }

  /// The binary of the build `key` if this cache has a valid one.
  public func cachedBinary(for key: String) -> URL? {
    Self.validBinary(in: entry(for: key))
  }

  /// Puts a binary built elsewhere (another machine of a cluster, checked by the caller) into
  /// this cache as the build `key`: staged in a folder of its own, then renamed into place. Its
  /// manifest records the identity of the file as written here (a copied file's inode and time
  /// are not the original's), which is what `validBinary` checks from then on. Given the
  /// `plan` it was built by, the entry keeps the sources and arguments as a build here would,
  /// so `StaticLink` can link this machine's own faster-starting binary from them.
  package func install(binary data: Data, key: String, appName: String, plan: BuildPlan?) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: paths.builds, withIntermediateDirectories: true)
    let staging = paths.builds.appendingPathComponent(AtomicFile.temporaryName(for: key))
    defer { BestEffort.remove(staging) }
    try manager.createDirectory(at: staging, withIntermediateDirectories: true)
    let binary = staging.appendingPathComponent("app")
    try data.write(to: binary)
    _ = try Syscall.check("chmod", "could not make \(binary.path) executable") { chmod(binary.path, 0o755) }
    guard let identity = FileIdentity(of: binary) else { throw IOError("stat", "could not read \(binary.path)") }
    var files: [JSON] = []
    var arguments: JSON = .null
    if let plan {
      _ = try Self.writeSources(
        of: plan.app, into: staging.appendingPathComponent(Self.sourceFolder, isDirectory: true))
      files = plan.app.files.map { .string($0.path) }
      arguments = .array(plan.arguments(paths: paths).map(JSON.string))
    }
    let manifest: JSON = [
      "binary": identity.json, "app": .string(appName), "files": .array(files), "arguments": arguments,
    ]
    try Data(manifest.text.utf8).write(to: staging.appendingPathComponent("manifest.json"))
    let target = entry(for: key)
    BestEffort.remove(target)
    try manager.moveItem(at: staging, to: target)
  }

  /// The entry's binary if it is there and is the very file the build wrote: same size,
  /// inode and modification time. Anything else (truncated, replaced, edited in place) is
  /// rebuilt. Checking identity rather than hashing keeps a warm run at a few stat calls.
  static func validBinary(in entry: URL) -> URL? {
    if let binary = StaticLink.validBinary(in: entry) { return binary }
    let binary = entry.appendingPathComponent("app")
    guard let manifestData = ScratchFile.read(entry.appendingPathComponent("manifest.json")),
      let manifest = JSON(parsing: manifestData),
      let recorded = manifest["binary"].flatMap(FileIdentity.init(json:)),
      FileIdentity(of: binary) == recorded
    else { return nil }
    return binary
  }

  /// Rewrites the compiler's paths from the build's copy to the user's own files.
  /// How many lines `located`'s directive added before each app file's first (by the path its
  /// diagnostics name): one, or none for a file that starts with `#!` (the directive took
  /// that line's place). Generated files are not the user's: their quotes stay as compiled.
  static func directiveLines(of app: AppSource) -> [String: Int] {
    var lines: [String: Int] = [:]
    for file in app.files where !file.isGenerated {
      lines[app.originalURL(of: file.path).path] = linesAddedByDirective(file.contents)
    }
    return lines
  }

  static func pointAtOriginals(_ diagnostics: String, sources: URL, app: AppSource) -> String {
    var text = diagnostics
    for file in app.files {
      text = text.replacingOccurrences(
        of: sources.appendingPathComponent(file.path).path, with: app.originalURL(of: file.path).path)
    }
    return text.replacingOccurrences(of: sources.path + "/", with: app.location.path + "/")
  }
}

/// An app that did not compile, with the compiler's diagnostics pointing at the user's files.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
  /// A one-line summary.
  public let message: String
  /// What the compiler said.
  public let diagnostics: String
  /// Whether the build stopped because the run was cancelled, rather than failed.
  public var cancelled = false

  /// The build that stopped because its run was cancelled.
  public static let cancelledRun = BuildFailure(message: "the run was cancelled", diagnostics: "", cancelled: true)

  /// A build failure.
  public init(message: String, diagnostics: String, cancelled: Bool = false) {
    self.message = message
    self.diagnostics = diagnostics
    self.cancelled = cancelled
  }

  /// The summary and the diagnostics.
  public var description: String { diagnostics.isEmpty ? message : "\(message)\n\(diagnostics)" }
}
