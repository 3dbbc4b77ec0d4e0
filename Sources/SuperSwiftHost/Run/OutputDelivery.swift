import Foundation
@_spi(Host) import SuperSwift

/// Writes a run's output files into the caller's folder under the names the app chose, once
/// every name has been checked: nothing is written under a bad name, and nothing outside the
/// folder. An existing file is replaced only when asked; otherwise the new one gets a free name.
enum OutputDelivery {
  struct Refused: Error, CustomStringConvertible {
    let description: String
  }

  static func write(_ files: [WireFile], from runFolder: URL, request: RunRequest) throws -> [DeliveredFile] {
    if let problem = OutputFileNames.problem(with: files.map(\.name)) {
      throw Refused(description: "the app's result was refused: \(problem)")
    }
    let manager = FileManager.default
    let folder = request.outputDirectory.standardizedFileURL
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw Refused(description: "the output folder \(folder.path) does not exist")
    }
    // Check every source before writing anything, so a bad result writes nothing.
    let out = runFolder.appendingPathComponent(RunProtocol.outputDirectoryName).standardizedFileURL
    var sources: [URL] = []
    for file in files {
      let source = runFolder.appendingPathComponent(file.path).standardizedFileURL
      guard source.deletingLastPathComponent().path == out.path, manager.fileExists(atPath: source.path) else {
        throw Refused(description: "the app's result names a file it did not write (\(file.path))")
      }
      sources.append(source)
    }
    var delivered: [DeliveredFile] = []
    var taken = Set<String>()
    for (file, source) in zip(files, sources) {
      let target =
        request.overwrite
        ? folder.appendingPathComponent(file.name)
        : OutputFileNames.freeLocation(for: file.name, in: folder, taken: taken)
      taken.insert(target.lastPathComponent)
      let data: Data
      do {
        data = try Data(contentsOf: source)
        try data.write(to: target, options: request.overwrite ? .atomic : [.withoutOverwriting])
      } catch {
        let why = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
        throw Refused(description: "could not write the output file \(target.path): \(why)")
      }
      delivered.append(
        DeliveredFile(name: file.name, contentType: file.contentType, url: target, size: data.count))
    }
    return delivered
  }
}
