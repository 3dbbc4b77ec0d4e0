import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// Errors and warnings for source being edited, without building: the compiler's
/// `-typecheck` on the app's files, one of them replaced by the editor's text, against the
/// runtime modules it imports (compiled first if this toolchain has not got them yet).
package struct TypeCheck: Sendable {
  let runner: Runner

  package init(runner: Runner) {
    self.runner = runner
  }

  /// The diagnostics of `app` with `file` (a path relative to the app) reading `text`, each
  /// pointing at a file of the app by its relative path.
  /// `stop` ends the compiler's whole process tree (the caller left, a deadline passed, a newer
  /// check took its place): `Subprocess.Cancelled` is thrown.
  package func diagnostics(of app: AppSource, file: String, text: String, stop: Cancellation? = nil) throws
    -> [CompilerDiagnostic]
  {
    let paths = runner.paths
    let toolchain = try Toolchain.locate(paths: paths, environment: runner.environment)
    let edited = app.replacing(file, with: text)
    let files = edited.files
    let runtime = try RuntimeLibrary.forEditing(
      edited, toolchain: toolchain, paths: paths, environment: runner.environment)
    // The packages its imports ask for: a line that asks wrongly is the diagnostic on that line.
    let packages: PackageWorkspace.Products?
    do {
      packages = try PackageWorkspace(paths: paths, toolchain: toolchain).prepare(for: edited, stop: stop)
    } catch {
      guard let place = error.place else { throw error }
      return [
        CompilerDiagnostic(
          file: place.file, line: place.line, column: 1, severity: .error, message: error.reason)
      ]
    }
    let arguments = BuildPlan(
      app: edited, runtime: runtime, languageMode: nil, toolchain: toolchain, packages: packages
    ).typeCheckArguments(paths: paths)
    let folder = paths.cache.appendingPathComponent("checks/\(UUID().uuidString)", isDirectory: true)
    defer { RunFolder.remove(folder) }
    var sourcePaths: [String] = []
    for source in files {
      let url = folder.appendingPathComponent(source.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ScratchFile.write(BuildCache.compiled(source.contents), to: url)
      sourcePaths.append(url.path)
    }
    let output = try Subprocess.run(toolchain.swiftc, arguments + sourcePaths, directory: folder, stop: stop)
    // Only what is in the app's own files; a note inside a module's interface is not.
    return CompilerDiagnostic.parse(output.text).compactMap { $0.relative(to: folder.path) }
  }
}
