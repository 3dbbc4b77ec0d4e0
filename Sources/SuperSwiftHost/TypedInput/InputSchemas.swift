import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// Finds out what an app takes: builds it (a build the run needs anyway) and starts it with
/// `SUPERSWIFT_DESCRIBE_INPUT`, so its `run.input.decode(Input.self)` writes the type's schema
/// and exits before anything else happens. The answer is kept beside the binary in the build
/// cache (`input-schema.json`, `{}` when the app declares nothing), so each version of an app is
/// described once.
package struct InputSchemas: Sendable {
  let runner: Runner

  /// How long an app may take to reach its `decode` call.
  static let describeTimeout: Duration = .seconds(5)

  package init(runner: Runner) {
    self.runner = runner
  }

  /// Why an app's fields could not be learnt.
  package enum Failure: Error {
    /// It does not compile: the run's own build failure says more.
    case build(any Error)
  }

  /// The typed input of `app`, or `nil` when it declares none (reads free text or JSON). Apps
  /// whose source never calls `decode(` are not started at all.
  package func schema(for app: AppSource) throws(Failure) -> InputSchema? {
    guard app.imports.contains("SuperSwift"),
      app.files.contains(where: { String(decoding: $0.contents, as: UTF8.self).contains(".decode(") })
    else { return nil }
    let build: BuildCache.Build
    do {
      build = try runner.build(app, languageMode: app.languageMode)
    } catch {
      throw .build(error)
    }
    let kept = build.entry.appendingPathComponent("input-schema.json")
    if let data = ScratchFile.read(kept), let json = JSON(parsing: data) { return InputSchema(json: json) }
    let json = describe(build)
    BestEffort.cache(Data(json.text.utf8), to: kept)
    return InputSchema(json: json)
  }

  /// Runs the binary in describe mode, with no input; `{}` when it wrote nothing in time.
  private func describe(_ build: BuildCache.Build) -> JSON {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "superswift-describe-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { FileSystem.removeIfPresent(folder) }
    let output = folder.appendingPathComponent("schema.json")
    let stop = Cancellation()
    let deadline = SystemClock.shared.schedule(after: Self.describeTimeout) { stop.cancel(.caller) }
    defer { deadline.cancel() }
    _ = try? Subprocess.run(
      build.binary, [], directory: folder,
      environment: [
        InputSchemaRecorder.variable: output.path, "SWIFT_BACKTRACE": "enable=no",
      ], stop: stop)
    guard let data = ScratchFile.read(output), let json = JSON(parsing: data) else { return [:] }
    return json
  }
}
