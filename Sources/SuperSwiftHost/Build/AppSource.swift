import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// An app's Swift files, read once so that the bytes hashed are the bytes compiled.
public struct AppSource: Sendable {
  /// One source file.
  public struct File: Sendable, Hashable {
    /// The path relative to the app's root, such as `main.swift` or `Models/Bill.swift`.
    public let path: String
    /// The file's bytes.
    public let contents: Data
    /// Whether SuperSwift wrote it for the build (asset symbols, Combine's network publisher)
    /// rather than the user: compiled with the app's, never shown, edited or versioned.
    public let isGenerated: Bool

    /// A file at `path` (relative to the app) with these bytes.
    public init(path: String, contents: Data, isGenerated: Bool = false) {
      self.path = path
      self.contents = contents
      self.isGenerated = isGenerated
    }
  }

  /// Where the app lives: a `.swift` file, or a folder of them.
  public let location: URL
  /// The app's name: the file name without `.swift`, or the folder's name.
  public private(set) var name: String
  /// The files, sorted by path: what is compiled, generated files included.
  public let files: [File]
  /// The asset catalogs of a folder app (`.xcassets` at its top or one folder down), by path.
  public package(set) var catalogs: [URL] = []

  /// The files the user wrote: what the editor shows, versions keep and copies take.
  public var userFiles: [File] { files.filter { !$0.isGenerated } }
  /// The Swift language mode the app asks for (`"swiftVersion"` in a folder app's
  /// `.superswift-app.json`); `nil` for the compiler's default, as `swift FILE` uses.
  public var languageMode: String?
  /// Whether the app is one file rather than a folder.
  public let isSingleFile: Bool
  /// The lock of its packages as it travels with the sources (a cluster's queue carries it to a
  /// worker, which has no app folder to read it from); `nil`: read it beside the app.
  package var packageLock: Data?
  /// Where its lock is kept instead of beside it (`run --no-lock`: in the cache); `nil`: beside it.
  package var lockLocation: URL?
  /// The modules the app's files import, in order of first appearance (read once: every run
  /// asks, on the warm path).
  public let imports: [String]

  /// The module the app is compiled as, named as `swift FILE` names it: a one-file app's file
  /// name (`nqueens.swift` is `nqueens`, so `String(reflecting:)`, `dump` and `print(T.self)`
  /// print what they print under `swift FILE`) when that is an identifier naming no module the
  /// app imports or the toolchain has; `main` otherwise, as for several files.
  public var moduleName: String {
    guard files.count == 1, let file = files.first else { return "main" }
    let stem = String(file.path.split(separator: "/").last?.dropLast(".swift".count) ?? "")
    guard let first = stem.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
      stem.unicodeScalars.allSatisfy({ $0 == "_" || (CharacterSet.alphanumerics.contains($0) && $0.isASCII) }),
      !imports.contains(stem), !Self.reservedModuleNames.contains(stem)
    else { return "main" }
    return stem
  }

  /// Modules a program's own module may not be named after: the standard library's and the
  /// toolchain's, and every runtime module SuperSwift embeds (read from the embedded list, so a
  /// new runtime module is reserved without being named here again).
  static let reservedModuleNames: Set<String> = Set(EmbeddedRuntime.modules.map(\.name)).union([
    "Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Musl",
    "RegexBuilder", "Observation", "Synchronization", "Distributed", "Cxx", "XCTest", "Testing",
  ])

  /// The largest source file accepted; anything bigger is not a small app's source.
  public static let maximumFileSize = 8 << 20

  /// An app made of these files (for apps that are not on disk, and for tests).
  public init(location: URL, name: String, files: [File], isSingleFile: Bool? = nil, languageMode: String? = nil) {
    self.location = location
    self.name = name
    self.files = files.sorted { $0.path < $1.path }
    self.isSingleFile = isSingleFile ?? (location.pathExtension == "swift")
    self.languageMode = languageMode
    var found: [String] = []
    for file in files {
      for module in SourceText.modules(in: String(decoding: file.contents, as: UTF8.self)) where !found.contains(module)
      {
        found.append(module)
      }
    }
    imports = found
  }

  /// The same app under another name (a library app's name rather than its folder's), with
  /// everything else it read kept: files, language mode, whether it is one file.
  /// What it read is kept as it is, the imports too: renaming reads no file again.
  public func named(_ name: String) -> AppSource {
    var renamed = self
    renamed.name = name
    return renamed
  }

  /// Whether the app uses SuperSwift (imports it, or SwiftUI, which is built on it): it then
  /// returns its result through `RunContext`. Any other program is a plain one, which runs as
  /// under `swift FILE`.
  public var usesRuntime: Bool { !RuntimeLibrary.modules(for: runtimeImports).isEmpty }

  /// Reads the app at `path`: a `.swift` file, or a folder holding `.swift` files (hidden
  /// folders, SwiftPM's `.build` and what Xcode never compiles — `foldersNotCompiled` — are
  /// skipped).
  public init(path: String) throws {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw HostError.appNotFound(path)
    }
    if isFolder.boolValue {
      // A folder given by a symbolic link (a corpus of links, `~/app -> ~/code/app`) is read
      // where the link leads: Foundation's walk of a folder does not follow its root's link,
      // and found no file in it. The app keeps the name it was given.
      let name = url.lastPathComponent
      let url = Self.isSymbolicLink(url) ? url.resolvingSymlinksInPath() : url
      let found = try Self.swiftFiles(in: url)
      var files = try found.files.map { relative in
        File(path: relative, contents: try Self.read(url.appendingPathComponent(relative)))
      }
      .filter { !Self.isPackageManifest($0) }
      guard !files.isEmpty else { throw HostError.notSwift(path) }
      files += Self.assetSymbols(of: found.catalogs, besides: files)
      files += Self.modelClasses(of: found.models, besides: files)
      if NetworkPublishers.needed(by: files) {
        files.append(
          File(path: NetworkPublishers.fileName, contents: Data(NetworkPublishers.source.utf8), isGenerated: true))
      }
      self.init(
        location: url, name: name, files: files, isSingleFile: false,
        languageMode: Self.languageSetting(in: url))
      catalogs = found.catalogs
    } else {
      let contents = try Self.read(url)
      if url.pathExtension == "swift" {
        self.init(
          location: url, name: url.deletingPathExtension().lastPathComponent,
          files: [File(path: url.lastPathComponent, contents: contents)], isSingleFile: true)
      } else if contents.starts(with: Data("#!".utf8)) {
        // A script made executable with `#!/usr/bin/env superswift`, named without `.swift`:
        // the compiler needs the extension, the user's diagnostics keep the real name.
        self.init(
          location: url, name: url.lastPathComponent,
          files: [File(path: url.lastPathComponent + ".swift", contents: contents)], isSingleFile: true)
      } else {
        throw HostError.notSwift(path)
      }
    }
  }

  /// Whether `file` is a Swift package's manifest rather than the app's code: a Swift
  /// Playgrounds app (`App.swiftpm`) keeps its `Package.swift` beside its sources, and an Xcode
  /// repository may hold a local package's. A manifest is read by SwiftPM, never compiled into
  /// the app (its `PackageDescription` and `AppleProductTypes` are no app's modules).
  static func isPackageManifest(_ file: File) -> Bool {
    let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
    guard name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) else {
      return false
    }
    return Self.contains(file.contents, "import PackageDescription")
  }

  /// Whether `url` itself is a symbolic link.
  private static func isSymbolicLink(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// The language mode a folder app's metadata asks for, if any.
  private static func languageSetting(in folder: URL) -> String? {
    switch AppManifest.read(in: folder) {
    case .found(let manifest), .damaged(salvaged: let manifest?): manifest.swiftVersion
    case .missing, .damaged: nil
    }
  }

  /// Whether any file marks a type with `@main`, which needs `-parse-as-library`.
  public var hasMainAttribute: Bool {
    files.contains { file in
      // Most apps have no `@main` at all: a byte search rules them out before any reading.
      Self.contains(file.contents, "@main")
        && SourceText.hasMainAttribute(String(decoding: file.contents, as: UTF8.self))
    }
  }

  /// Whether a file names what Apple's Foundation has and Linux's keeps in
  /// FoundationNetworking (`URLSession`, `URLRequest`, `HTTPURLResponse`, …) without importing
  /// that module itself: the app is then compiled with it imported into every file, as on
  /// Apple's systems, where Foundation brings it.
  public var needsFoundationNetworking: Bool {
    files.contains { file in
      Self.networkingNames.contains { Self.contains(file.contents, $0) }
        && !Self.contains(file.contents, "import FoundationNetworking")
    }
  }

  /// The runtime modules the app is built with: those it imports, and
  /// `FoundationCompatibility` when a file names what that module declares again
  /// (`compatibilityNames`), which is then imported into every file.
  /// An app that uses the runtime also gets the runtime modules its `#if canImport(…)` asks
  /// about (`#if canImport(UIKit)` around a keyboard helper): they are there on iOS, and a module
  /// no import names would otherwise not be built, and the check would drop the code. An app
  /// that names Objective-C's selectors (`#selector`, `@objc`) gets `CoreGraphics`, where the
  /// runtime's `Selector` and Foundation's target–action forms are (on Apple's systems
  /// Foundation has them), imported into every file.
  public var runtimeImports: [String] {
    let named = files.contains { file in
      Self.compatibilityNames.contains { Self.contains(file.contents, $0) }
    }
    var modules = imports
    if !RuntimeLibrary.modules(for: imports).isEmpty {
      for file in files where Self.contains(file.contents, "canImport") {
        for module in SourceText.conditionallyImported(in: String(decoding: file.contents, as: UTF8.self))
        where !modules.contains(module) && RuntimeLibrary.dependencies[module] != nil {
          modules.append(module)
        }
      }
    }
    if !modules.contains("CoreGraphics"),
      files.contains(where: { file in
        Self.selectorNames.contains { Self.contains(file.contents, $0) }
      })
    {
      modules.append("CoreGraphics")
    }
    return named ? modules + ["FoundationCompatibility"] : modules
  }

  /// What names Objective-C's target–action in an app (a byte search).
  static let selectorNames = ["#selector", "@objc", "NSSelectorFromString"]

  /// Whether `text`'s bytes hold `needle`'s (`ByteSearch`): these searches run over every
  /// source file for each name before every run, and `Data.firstRange(of:)`'s generic search
  /// cost a worker's warm run a tenth of its time (docs/performance.md).
  static func contains(_ text: Data, _ needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { pattern in
      pattern.isEmpty
        || text.withUnsafeBytes { ByteSearch.firstOffset(of: UnsafeRawBufferPointer(pattern), in: $0) != nil }
    }
  }

  /// What `FoundationCompatibility` declares that apps name (a byte search: a name in a comment
  /// or a string only builds the module for nothing).
  static let compatibilityNames = [
    "NSPredicate(format", "NSExpression", "DateComponentsFormatter", "MeasurementFormatter", "ListFormatter",
    "RelativeDateTimeFormatter", "objc_sync_enter", "objc_getAssociatedObject", "objc_setAssociatedObject",
    "Timer.scheduledTimer(withTimeInterval:", "NSLocale.isoCountryCodes", "Locale.isoRegionCodes",
  ]

  /// Names only FoundationNetworking declares on Linux (a byte search: a name in a comment or
  /// a string only imports the module for nothing).
  static let networkingNames = [
    "URLSession", "URLRequest", "URLResponse", "URLProtocol", "URLCache", "URLCredential", "HTTPCookie",
    "URLAuthenticationChallenge", "NSMutableURLRequest", "NSURLRequest", "URLSessionTask",
  ]

  /// The app with the file at `path` reading `text` (added if it has none), its files in order:
  /// the app as an editor has it while someone types.
  package func replacing(_ path: String, with text: String) -> AppSource {
    var changed = files.filter { $0.path != path } + [File(path: path, contents: Data(text.utf8))]
    changed.sort { $0.path < $1.path }
    var replaced = AppSource(
      location: location, name: name, files: changed, isSingleFile: isSingleFile, languageMode: languageMode)
    replaced.catalogs = catalogs
    replaced.packageLock = packageLock
    replaced.lockLocation = lockLocation
    return replaced
  }

  /// The file on disk that `relativePath` came from.
  public func originalURL(of relativePath: String) -> URL {
    isSingleFile ? location : location.appendingPathComponent(relativePath)
  }

  /// The asset symbols of the folder's asset catalog (`AssetSymbols`), as a file to compile
  /// with the app's, for an app that imports SwiftUI or UIKit and has a catalog; none when the
  /// app has a file of that name already (one committed from Xcode's derived data).
  static func assetSymbols(of catalogs: [URL], besides files: [File]) -> [File] {
    // Most apps have no catalog: nothing more is read or scanned for them.
    guard !catalogs.isEmpty,
      !files.contains(where: { ($0.path as NSString).lastPathComponent == AssetSymbols.fileName })
    else { return [] }
    let texts = files.map { String(decoding: $0.contents, as: UTF8.self) }
    let imports = Set(texts.flatMap(SourceText.modules(in:)))
    guard imports.contains("SwiftUI") || imports.contains("UIKit"),
      let source = AssetSymbols.source(for: AssetCatalog.parse(catalogs: catalogs), code: texts.joined(separator: "\n"))
    else { return [] }
    return [File(path: AssetSymbols.fileName, contents: Data(source.utf8), isGenerated: true)]
  }

  /// The classes Xcode generates for the folder's Core ML models (`CoreMLModelClasses`), a
  /// file each, for the models the app's code names and has not declared itself (a class
  /// committed from Xcode's derived data); a model whose description cannot be read gets none.
  static func modelClasses(of models: [URL], besides files: [File]) -> [File] {
    var generated: [File] = []
    for model in models {
      let name = model.deletingPathExtension().lastPathComponent
      let identifier = CoreMLModelClasses.identifier(name)
      guard files.contains(where: { contains($0.contents, identifier) }),
        // Nor one the app declares itself, nor one of its two companions.
        !files.contains(where: {
          CoreMLModelClasses.declares(identifier, identifier + "Input", identifier + "Output", in: $0.contents)
        }),
        let description = CoreMLModelClasses.description(ofModelAt: model)
      else { continue }
      let source = CoreMLModelClasses.source(name: name, description: description)
      generated.append(File(path: "\(name).mlmodel.swift", contents: Data(source.utf8), isGenerated: true))
    }
    return generated
  }

  private static func read(_ url: URL) throws -> Data {
    if let size = FileIdentity(of: url)?.size, size > maximumFileSize {
      throw HostError.unreadable(url.path, "it is larger than \(maximumFileSize >> 20) MiB")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw HostError.unreadable(url.path, error.localizedDescription)
    }
    // A compiled program or an image given by mistake: say so, rather than let the compiler
    // print pages of noise about it.
    if data.prefix(4096).contains(0) || String(validating: data, as: UTF8.self) == nil {
      throw HostError.unreadable(url.path, "it holds binary data, not Swift source text")
    }
    return data
  }

  /// The folder's Swift files (relative paths), and its asset catalogs at its top or one folder
  /// down (`AssetCatalog.catalogs(in:)`'s rule), found in the same walk and not walked into.
  /// How deep in an app's folder its asset catalogs are looked for: an Xcode repository keeps
  /// its target's catalog two or three folders down (`Repo/App/App/Assets.xcassets`, with the
  /// sources beside it), and "Preview Content"'s one below that.
  static let catalogDepth = 4

  /// Folders an Xcode project's app target never compiles, whatever Swift they hold: a
  /// playground beside the sources (`MyPlayground.playground/Contents.swift` is top-level code
  /// of its own), the project and workspace, a documentation catalog. macOS treats them as
  /// packages; Linux's Foundation does not know them, so they are named here.
  static let foldersNotCompiled: Set<String> = ["playground", "playgroundbook", "xcodeproj", "xcworkspace", "docc"]

  private static func swiftFiles(in folder: URL) throws -> (files: [String], catalogs: [URL], models: [URL]) {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { throw HostError.unreadable(folder.path, "the folder cannot be listed") }
    var found: [String] = []
    var catalogs: [URL] = []
    var models: [URL] = []
    let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    for case let url as URL in enumerator {
      if url.lastPathComponent == ".build" || Self.foldersNotCompiled.contains(url.pathExtension) {
        enumerator.skipDescendants()
        continue
      }
      if url.pathExtension == "xcassets" {
        if enumerator.level <= Self.catalogDepth { catalogs.append(url) }
        enumerator.skipDescendants()
        continue
      }
      if CoreMLModelClasses.modelKinds.contains(url.pathExtension) {
        models.append(url)
        enumerator.skipDescendants()
        continue
      }
      guard url.pathExtension == "swift",
        (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      else { continue }
      let path = url.standardizedFileURL.path
      found.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent)
    }
    return (found.sorted(), catalogs.sorted { $0.path < $1.path }, models.sorted { $0.path < $1.path })
  }
}
