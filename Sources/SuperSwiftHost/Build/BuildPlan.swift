import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// Everything one build of an app is: its sources, the language mode, the runtime modules it
/// links, the compiler's flags and the content key, computed once and used by every kind of
/// build (the build cache, its static and optimised rebuild through the manifest, the editor's
/// type check, a cluster's shared builds). Where package dependencies will plug in.
///
/// Invariant: the key covers everything that changes the binary (sources and their names, the
/// runtime build, the toolchain, the flags that matter); `arguments` are what the compiler gets.
package struct BuildPlan: Sendable {
  /// The app being built.
  package let app: AppSource
  /// The runtime it links (`nil` for a plain program).
  package let runtime: RuntimeLibrary?
  /// The language mode asked for (`nil`: the toolchain's default).
  package let languageMode: String?
  /// The compiler it is built with.
  package let toolchain: Toolchain
  /// The packages its imports ask for, built (`nil`: none).
  package let packages: PackageWorkspace.Products?

  /// Flags every app is compiled with: quick to compile, with line tables for crash reports.
  /// `-wmo` makes one compiler job whatever the number of files, which `CompilePlan` relies on.
  /// No `-swift-version`: the compiler's default language mode, as `swift FILE` uses, unless
  /// the app or the caller asks for another.
  static let baseFlags = ["-Onone", "-wmo", "-gline-tables-only"]

  /// The plan for `app` with `runtime`, in `languageMode` (`nil`: the app's own setting, else
  /// the toolchain's default).
  package init(
    app: AppSource, runtime: RuntimeLibrary?, languageMode: String?, toolchain: Toolchain,
    packages: PackageWorkspace.Products? = nil
  ) {
    self.app = app
    self.runtime = runtime
    self.languageMode = languageMode ?? app.languageMode
    self.toolchain = toolchain
    self.packages = packages
  }

  /// The flags that make this build what it is (part of the key): optimisation, language mode,
  /// the module named as `swift FILE` names it (`AppSource.moduleName`).
  var identityFlags: [String] {
    let named = Self.baseFlags + ["-module-name", app.moduleName] + debugCondition + regexLiterals
    guard let languageMode else { return named }
    return ["-swift-version", languageMode] + named
  }

  /// `DEBUG` defined for an app written for Xcode (one that imports SwiftUI or UIKit), as
  /// Xcode's Debug configuration, the one Run and previews use, defines it: sample data such
  /// apps keep under `#if DEBUG` (`static let example`) is there; and the iOS platform's
  /// condition (`#if os(iOS)`, written as `PlatformConditions.condition`): it runs as the iOS
  /// app it was written as. A script is compiled as `swift FILE` compiles it, without.
  var debugCondition: [String] {
    isXcodeApp ? ["-D", "DEBUG", "-D", PlatformConditions.condition] : []
  }

  /// Bare `/…/` regex literals for an app written for Xcode, whose projects turn them on in
  /// every language mode (`SWIFT_ENABLE_BARE_SLASH_REGEX`, Xcode 14 on); Swift 6 has them
  /// anyway. A script is compiled as `swift FILE` compiles it.
  var regexLiterals: [String] {
    isXcodeApp ? ["-enable-bare-slash-regex"] : []
  }

  /// The flags that isolate an app's code to the main actor unless it says otherwise, as Xcode
  /// 26's new projects do (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, with its approachable
  /// concurrency): given to a build whose only errors are what that default allows
  /// (`BuildExplanation.needsMainActorIsolation`).
  static let mainActorIsolation = [
    "-default-isolation", "MainActor", "-enable-upcoming-feature", "InferIsolatedConformances",
    "-enable-upcoming-feature", "InferSendableFromCaptures",
  ]

  /// Whether the app is written for Xcode: it imports SwiftUI or UIKit.
  var isXcodeApp: Bool { app.imports.contains("SwiftUI") || app.imports.contains("UIKit") }

  /// The compiler's arguments for this build, without its sources and output: the identity
  /// flags, the runtime's (imports, libraries, anchors), the module cache, `-parse-as-library`
  /// for an app with `@main`, and lld where the toolchain has it.
  package func arguments(paths: Paths) -> [String] {
    var arguments = identityFlags + (runtime?.appFlags ?? []) + ["-module-cache-path", paths.moduleCache.path]
    arguments += networkingImport
    if app.hasMainAttribute { arguments.append("-parse-as-library") }
    arguments += packages?.arguments ?? []
    // lld links in a third of gold's time; toolchains from swift.org ship it beside swiftc.
    if toolchain.hasLLD { arguments.append("-use-ld=lld") }
    return arguments
  }

  /// The arguments that type-check the sources against the runtime's interfaces, linking
  /// nothing: the editor's check as you type.
  package func typeCheckArguments(paths: Paths) -> [String] {
    var arguments = identityFlags + ["-typecheck"]
    if let runtime {
      for module in runtime.modules { arguments += ["-I", runtime.directory.appendingPathComponent(module).path] }
      arguments += runtime.implicitImports
    }
    arguments += networkingImport
    arguments += ["-module-cache-path", paths.moduleCache.path]
    if app.hasMainAttribute { arguments.append("-parse-as-library") }
    if let packages { arguments += ["-I", packages.modules.path] }
    return arguments
  }

  /// FoundationNetworking imported into every file, for code that uses `URLSession` and its
  /// kin the way Apple's Foundation lets it (`AppSource.needsFoundationNetworking`).
  var networkingImport: [String] {
    app.needsFoundationNetworking ? ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"] : []
  }

  /// The content key of this build: where the build cache keeps it, and what a cluster's
  /// machines share it by.
  package var key: String {
    var hash = SHA256()
    hash.update(field: "superswift-build-v3 previews-blanked source-located")
    hash.update(field: runtime.map { "\($0.key) \($0.modules.joined(separator: ","))" } ?? "no runtime")
    hash.update(field: toolchain.version)
    for flag in identityFlags { hash.update(field: flag) }
    hash.update(field: app.hasMainAttribute ? "library" : "script")
    // The packages' key names their requirements, their lock and the toolchain.
    hash.update(field: packages.map { "packages \($0.key)" } ?? "no packages")
    for file in app.files {
      hash.update(field: file.path)
      // Compiled as the user's file (`#filePath` names it): the same code elsewhere is another build.
      hash.update(field: app.originalURL(of: file.path).path)
      hash.update(field: "\(file.contents.count)")
      hash.update(file.contents)
    }
    return hash.finalize()
  }

  /// The optimised form of a build's recorded arguments, for the background rebuild: `-O` with
  /// assertions and overflow checks kept (`-assert-config Debug`), as `swift FILE` keeps them.
  static func optimised(_ arguments: [String]) -> [String] {
    arguments.flatMap { $0 == "-Onone" ? ["-O", "-assert-config", "Debug"] : [$0] }
  }
}
