import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// The jobs the Swift driver runs to build an app (compile, extract link libraries, link),
/// asked of it once per toolchain and flags with `-###`, then replayed for each build with the
/// app's own files. Skipping the driver's start-up saves about a quarter of a cold build.
///
/// The plan is used only when it has exactly the expected shape: one `swift-frontend` job, one
/// `swift-autolink-extract`, one `clang`, and no argument that needed shell quoting. Anything
/// else (another toolchain layout, paths with spaces) falls back to running `swiftc` itself.
struct CompilePlan: Sendable {
  /// Each job's argument vector, with placeholders.
  let jobs: [[String]]

  static let sourcePlaceholder = "/superswift-plan/input.swift"
  static let outputPlaceholder = "/superswift-plan/app"
  static let temporaryPlaceholder = "@@TEMPORARY@@"
  static let folderPlaceholder = "@@BUILD_FOLDER@@"
  /// The app's module name (an identifier, as the driver wants one).
  static let modulePlaceholder = "SuperSwiftModulePlaceholder"

  /// The plan for these compiler arguments, from the cache or asked of the driver now;
  /// `nil` when the driver's jobs do not have the expected shape.
  static func prepare(arguments: [String], toolchain: Toolchain, paths: Paths) -> CompilePlan? {
    var hash = SHA256()
    hash.update(field: "superswift-plan-v1")
    hash.update(field: toolchain.swiftc.path)
    hash.update(field: toolchain.version)
    for argument in arguments { hash.update(field: argument) }
    let file = paths.cache.appendingPathComponent("plans/\(hash.finalize().prefix(32)).json")
    if let data = ScratchFile.read(file), let json = JSON(parsing: data),
      let jobs = json.array?.map({ $0.array?.compactMap(\.string) ?? [] }), jobs.count == 3
    {
      return CompilePlan(jobs: jobs)
    }
    guard let plan = ask(toolchain: toolchain, arguments: arguments, folder: paths.cache) else { return nil }
    let json = JSON.array(plan.jobs.map { .array($0.map(JSON.string)) })
    BestEffort.cache(Data(json.text.utf8), to: file)
    return plan
  }

  private static func ask(toolchain: Toolchain, arguments: [String], folder: URL) -> CompilePlan? {
    // Fresh folders for the driver's working folder and its $TMPDIR make both recognisable
    // in the jobs it prints, and nothing else.
    let scratch = folder.resolvingSymlinksInPath().appendingPathComponent(AtomicFile.temporaryName(for: "plan"))
    let workingFolder = scratch.appendingPathComponent("work").path
    let temporary = scratch.appendingPathComponent("tmp")
    defer { BestEffort.remove(scratch) }
    guard (try? FileManager.default.createDirectory(atPath: workingFolder, withIntermediateDirectories: true)) != nil,
      (try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)) != nil
    else { return nil }
    guard
      let output = try? Subprocess.run(
        toolchain.swiftc, ["-###"] + arguments + [sourcePlaceholder, "-o", outputPlaceholder],
        directory: URL(fileURLWithPath: workingFolder), environment: ["TMPDIR": temporary.path]),
      output.status == 0, !output.text.contains("\""), !output.text.contains("'"), !output.text.contains("\\")
    else { return nil }
    let jobs = output.text.split(separator: "\n").map { line in
      line.split(separator: " ").map { argument in
        String(argument)
          .replacingFolder(under: temporary.path + "/", with: temporaryPlaceholder)
          .replacingOccurrences(of: workingFolder, with: folderPlaceholder)
      }
    }
    let tools = jobs.map { URL(fileURLWithPath: $0.first ?? "").lastPathComponent }
    guard tools == ["swift-frontend", "swift-autolink-extract", "clang"],
      jobs[0].filter({ $0 == sourcePlaceholder }).count == 1,
      jobs[2].contains(outputPlaceholder)
    else { return nil }
    return CompilePlan(jobs: jobs)
  }

  /// Whether the link job uses lld, which finds what it needs in archives whatever their
  /// order: then the order of the libraries an object asks for does not matter.
  var linksWithLLD: Bool { jobs.last?.contains("-fuse-ld=lld") == true }

  /// Runs the jobs for `sources`, writing the executable to `output`; stops at the first job
  /// that fails and returns what it printed.
  func run(
    sources: [String], output: String, staging: URL, moduleName: String, stop: Cancellation?
  ) throws -> Subprocess.Output {
    let temporary = staging.appendingPathComponent("tmp").path
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    var printed = ""
    for job in jobs {
      var arguments: [String] = []
      for argument in job.dropFirst() {
        if argument == Self.sourcePlaceholder {
          arguments += sources
          continue
        }
        if argument == Self.modulePlaceholder {
          arguments.append(moduleName)
          continue
        }
        arguments.append(
          argument
            .replacingOccurrences(of: Self.outputPlaceholder, with: output)
            .replacingOccurrences(of: Self.temporaryPlaceholder, with: temporary)
            .replacingOccurrences(of: Self.folderPlaceholder, with: staging.path))
      }
      if URL(fileURLWithPath: job[0]).lastPathComponent == "swift-autolink-extract", linksWithLLD,
        Self.extractAutolinkEntries(arguments)
      {
        continue
      }
      let result = try Subprocess.run(URL(fileURLWithPath: job[0]), arguments, directory: staging, stop: stop)
      printed += result.text
      guard result.status == 0 else { return Subprocess.Output(status: result.status, text: printed) }
    }
    return Subprocess.Output(status: 0, text: printed)
  }
}

extension CompilePlan {
  /// `swift-autolink-extract OBJECT… -o OUTPUT`, done in-process (`AutolinkEntries`); `false`
  /// when the arguments or the objects are not what it reads, and the tool must run.
  static func extractAutolinkEntries(_ arguments: [String]) -> Bool {
    guard let output = arguments.firstIndex(of: "-o"), output + 1 < arguments.count else { return false }
    var entries: [String] = []
    for (index, path) in arguments.enumerated() where index != output && index != output + 1 {
      guard let data = ScratchFile.read(URL(fileURLWithPath: path)),
        let found = AutolinkEntries.entries(inObject: Data(data))
      else { return false }
      for entry in found where !entries.contains(entry) { entries.append(entry) }
    }
    let text = entries.map { $0 + "\n" }.joined()
    return (try? ScratchFile.write(text.utf8, to: URL(fileURLWithPath: arguments[output + 1]))) != nil
  }
}

extension String {
  /// Replaces a folder made under `parent` (`<parent>TemporaryDirectory.XXXX`) with `replacement`.
  fileprivate func replacingFolder(under parent: String, with replacement: String) -> String {
    guard let start = range(of: parent) else { return self }
    let rest = self[start.upperBound...]
    let end = rest.firstIndex(of: "/") ?? rest.endIndex
    return String(self[..<start.lowerBound]) + replacement + String(rest[end...])
  }
}
