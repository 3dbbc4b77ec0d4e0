import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem

/// A run request as it travels through the queue: the app's source files themselves (a worker
/// on another machine has no library), the input with files by position (their bytes go in
/// `superswift_files`), and the options the runner needs. Output goes wherever the worker says.
struct RunPayload {
  var request: RunRequest
  /// The input files, in the order of the input's file items.
  var inputFiles: [InputFile]

  /// The request's key asking the worker to end the run with a `finished` notification that
  /// carries the record (when it fits). Only coordinators that listen on that channel set it;
  /// an older worker never reads it and sends `done`, which every coordinator listens to.
  static let recordInNotification = "recordInNotification"

  /// The request's key saying how many secrets the app had when it was queued: a worker asks
  /// the database for them only when there are some. A request without it (from an older
  /// coordinator) is asked for, as before.
  static let secretCount = "secretCount"

  /// Whether the run's worker should answer with its record in a `finished` notification.
  static func wantsRecordInNotification(_ json: JSON?) -> Bool {
    json?[recordInNotification]?.bool == true
  }

  /// Whether the run's app may have secrets in the database (it has, or nobody said).
  static func mayHaveSecrets(_ json: JSON?) -> Bool {
    json?[secretCount]?.int != 0
  }

  /// The request's JSON, for the `request` column: `secrets` is how many the app has, `nil`
  /// when this coordinator does not know.
  static func json(of request: RunRequest, secrets: Int? = nil) -> JSON {
    var position = 0
    let items: [JSON] = request.input.items.map { item in
      switch item {
      case .text(let text): return ["text": .string(text)]
      case .url(let url): return ["url": .string(url.absoluteString)]
      case .file(let file):
        defer { position += 1 }
        return [
          "file": .number(Double(position)), "name": .string(file.name), "contentType": .string(file.contentType),
        ]
      }
    }
    return [
      "app": [
        "name": .string(request.app.name), "location": .string(request.app.location.path),
        "isSingleFile": .bool(request.app.isSingleFile),
        "languageMode": request.app.languageMode.map(JSON.string) ?? .null,
        "files": .array(
          request.app.files.map { ["path": .string($0.path), "base64": .string($0.contents.base64EncodedString())] }),
      ],
      "appID": request.appID.map(JSON.string) ?? .null,
      "source": .string(request.source.rawValue),
      "input": .array(items),
      "timeout": request.timeout.map { .number($0.seconds) } ?? .null,
      "languageMode": request.languageMode.map(JSON.string) ?? .null,
      "arguments": .array(request.arguments.map(JSON.string)),
      "delivery": request.delivery?.json ?? .null,
      // The lock of its packages, so a worker computes the same build key as the coordinator.
      "packageLock": PackageWorkspace.lock(of: request.app).map { .string($0.base64EncodedString()) } ?? .null,
      recordInNotification: true,
      secretCount: secrets.map { .number(Double($0)) } ?? .null,
    ]
  }

  /// The request a worker runs: input files at `inputFiles` (already written there, by
  /// position), output into `outputDirectory`.
  static func request(from json: JSON, inputFiles: [URL], outputDirectory: URL, runID: String) -> RunRequest? {
    guard let app = json["app"], let name = app["name"]?.string, let location = app["location"]?.string,
      let files = app["files"]?.array, let source = json["source"]?.string.flatMap(RunSource.init(rawValue:))
    else { return nil }
    var sources: [AppSource.File] = []
    for file in files {
      guard let path = file["path"]?.string, let data = file["base64"]?.string.flatMap({ Data(base64Encoded: $0) })
      else { return nil }
      sources.append(AppSource.File(path: path, contents: data))
    }
    var appSource = AppSource(
      location: URL(fileURLWithPath: location), name: name, files: sources, isSingleFile: app["isSingleFile"]?.bool,
      languageMode: app["languageMode"]?.string)
    appSource.packageLock = json["packageLock"]?.string.flatMap { Data(base64Encoded: $0) }
    var items: [InputItem] = []
    for item in json["input"]?.array ?? [] {
      if let text = item["text"]?.string {
        items.append(.text(text))
      } else if let url = item["url"]?.string.flatMap(URL.init(string:)) {
        items.append(.url(url))
      } else if let position = item["file"]?.int, position < inputFiles.count {
        items.append(
          .file(
            InputFile(url: inputFiles[position], name: item["name"]?.string, contentType: item["contentType"]?.string)))
      }
    }
    var request = RunRequest(
      app: appSource, appID: json["appID"]?.string, source: source, input: RunInput(items: items),
      timeout: json["timeout"]?.number.map { .milliseconds(Int64($0 * 1000)) }, outputDirectory: outputDirectory,
      workingDirectory: outputDirectory)
    request.runID = runID
    request.languageMode = json["languageMode"]?.string
    request.arguments = (json["arguments"]?.array ?? []).compactMap(\.string)
    request.delivery = json["delivery"].flatMap(WebhookDelivery.init(json:))
    return request
  }
}
