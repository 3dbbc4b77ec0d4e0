import Foundation
@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftCluster
@testable import SuperSwiftHost
@testable import SuperSwiftSystem

/// What the coordinator takes from a row a worker (or anyone with the database) wrote, and how
/// a log with U+0000 travels: the database is input, not truth.
@Suite("Cluster: the database is input")
struct ClusterRecordTests {
  let placeholder = RunRecord(
    id: "6f1c2a34-0b1d-4e5f-8a9b-0c1d2e3f4a5b", appID: "notes", appName: "Notes", appPath: "/home/ann/apps/Notes",
    source: .shortcut, input: RunInput(items: [.text("hello")]), status: .running,
    startedAt: Date(timeIntervalSince1970: 1_800_000_000))

  func read(_ json: JSON, limit: Int = 1 << 20) -> Result<RunRecord, WorkerRecord.Refusal> {
    WorkerRecord.read(json.text, placeholder: placeholder, limit: limit)
  }

  @Test("the run's id, app, source, input and start stay the coordinator's; the outcome is the worker's")
  func keepsItsOwn() throws {
    var forged = RunRecord(
      id: "../../../../tmp/escape", appID: "other", appName: "Other", appPath: "/etc", source: .app,
      status: .finished, result: .text("a\u{0}b"), startedAt: Date(timeIntervalSince1970: 0), duration: 1.5,
      log: "x\u{0}y")
    forged.exitStatus = 0
    let record = try read(forged.json).get()
    #expect(record.id == placeholder.id)
    #expect(record.appID == "notes" && record.appName == "Notes" && record.appPath == placeholder.appPath)
    #expect(record.source == .shortcut && record.input == placeholder.input)
    #expect(record.startedAt == placeholder.startedAt)
    #expect(record.status == .finished && record.result == .text("a\u{0}b") && record.log == "x\u{0}y")
    #expect(record.duration == 1.5 && record.exitStatus == 0)
  }

  @Test("an unknown status, `running`, wrong types and a record over the limit are refused with a sentence")
  func refusals() throws {
    func refusal(_ json: JSON, limit: Int = 1 << 20) -> String? {
      guard case .failure(let refusal) = read(json, limit: limit) else { return nil }
      return refusal.description
    }
    #expect(refusal(["status": "exploded"])?.contains("\"exploded\" is not one") == true)
    #expect(refusal(["status": "running"]) != nil)
    #expect(refusal([:])?.contains("no status") == true)
    #expect(refusal(["status": "finished", "error": 42])?.contains("error is not text") == true)
    #expect(refusal(["status": "finished", "exitStatus": 1e12]) != nil)
    #expect(refusal(["status": "finished", "duration": "soon"]) != nil)
    #expect(refusal(["status": "finished", "result": ["kind": "poem", "value": "x"]]) != nil)
    #expect(refusal(["status": "finished", "log": .string(String(repeating: "x", count: 200))], limit: 100) != nil)
    #expect(WorkerRecord.read("not json", placeholder: placeholder, limit: 100).isFailure)
    #expect(try read(["status": "crashed", "signal": 11]).get().signal == 11)
  }

  @Test("output files named as paths, hidden or twice are refused; where the worker wrote them is dropped")
  func outputFiles() throws {
    func files(_ names: [String], path: String = "/etc/passwd") -> JSON {
      [
        "status": "finished",
        "result": [
          "kind": "files",
          "value": .array(
            names.map { ["name": .string($0), "contentType": "text/plain", "path": .string(path), "size": 3] }),
        ],
      ]
    }
    for names in [["../evil"], ["a/b"], [".hidden"], ["a\u{0}b"], ["same", "same"]] {
      #expect(read(files(names)).isFailure, "\(names)")
    }
    let record = try read(files(["report.txt"])).get()
    guard case .files(let delivered)? = record.result else { throw TestFailure("not files") }
    #expect(delivered.map(\.name) == ["report.txt"])
    #expect(delivered[0].url.path != "/etc/passwd")
  }

  @Test("a done row without a record is interrupted with its log; one that cannot be read fails, saying why")
  func outcomes() {
    let orphan = QueueExecutor.outcome(
      record: nil, log: Data("before\u{0}after".utf8), worker: "host-1", placeholder: placeholder, limit: 1 << 20)
    #expect(orphan.status == .interrupted && orphan.log == "before\u{0}after" && orphan.id == placeholder.id)
    #expect(orphan.error?.contains("\"host-1\"") == true)
    let refused = QueueExecutor.outcome(
      record: #"{"status": "exploded", "id": "../x"}"#, log: Data(), worker: "host-1\n", placeholder: placeholder,
      limit: 1 << 20)
    #expect(refused.status == .failed && refused.id == placeholder.id)
    #expect(refused.error?.contains("was refused: its status \"exploded\"") == true)
    #expect(refused.error?.contains("\n") == false, "the worker's name is shown without its control characters")
  }

  @Test("log text with U+0000 and backslashes goes through a NOTIFY payload and comes back the same")
  func logText() {
    for text in ["plain", "a\u{0}b", "\\0", "\\", "\\\\0\u{0}\\", "é\u{0}😀", "\u{0}\u{0}", "ends with \\"] {
      let escaped = LogText.escape(text)
      #expect(!escaped.utf8.contains(0))
      #expect(LogText.unescape(escaped) == text)
    }
    #expect(LogText.unescape(#"a\nb"#) == #"a\nb"#, "a backslash before anything else stays")
  }

  @Test("a batch ends on a whole UTF-8 character")
  func wholeCharacters() {
    let emoji = Array("😀".utf8)
    #expect(LogText.wholeCharacters(Array("ab".utf8)) == 2)
    #expect(LogText.wholeCharacters(Array("a".utf8) + emoji.prefix(2)) == 1)
    #expect(LogText.wholeCharacters(Array("a".utf8) + emoji) == 5)
    #expect(LogText.wholeCharacters(Array("é".utf8).prefix(1) + []) == 0)
    #expect(LogText.wholeCharacters([0x80, 0x80, 0x80, 0x80, 0x80]) == 5, "not UTF-8 at all: sent as it is")
    #expect(LogText.wholeCharacters([]) == 0)
  }
}

/// Run identifiers name files (history records, run folders): only a UUID may.
@Suite("Run identifiers that name files")
struct RunIDPathTests {
  @Test("a record whose id is a path is not written anywhere; a UUID's is written in the folder")
  func history() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-history-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = Paths(environment: ["HOME": folder.path, "SUPERSWIFT_HOME": folder.path + "/library/deep"])
    let history = RunHistory(paths: paths, settings: Settings(paths: paths))
    try FileManager.default.createDirectory(at: history.folder, withIntermediateDirectories: true)
    for id in ["../../escape", "../escape", "/tmp/escape", "6F1C2A34-0B1D-4E5F-8A9B-0C1D2E3F4A5B"] {
      history.end(
        RunRecord(
          id: id, appID: nil, appName: "A", appPath: "/a", source: .app, status: .finished, startedAt: Date()))
    }
    let all = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    #expect(all.filter { $0.contains("escape") || $0.contains("6F1C") }.isEmpty, "\(all)")
    let good = Runner.newRunID()
    history.end(
      RunRecord(id: good, appID: nil, appName: "A", appPath: "/a", source: .app, status: .finished, startedAt: Date()))
    #expect(history.run(id: good)?.id == good)
  }

  @Test("a run folder for an id that is not a UUID stays in the runs folder")
  func runFolder() {
    let runs = URL(fileURLWithPath: "/tmp/runs", isDirectory: true)
    for id in ["../../etc", "a/b", Runner.newRunID()] {
      let folder = RunFolder.make(for: id, in: runs).standardizedFileURL
      #expect(folder.deletingLastPathComponent().path == runs.path, "\(id)")
    }
  }

  @Test("the runner refuses a run whose id is not a UUID, before anything is built or written")
  func runner() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-runner-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = Paths(environment: ["HOME": folder.path])
    let history = RunHistory(paths: paths, settings: Settings(paths: paths))
    let app = AppSource(
      location: folder.appendingPathComponent("App"), name: "App",
      files: [AppSource.File(path: "main.swift", contents: Data("print(1)\n".utf8))], isSingleFile: true,
      languageMode: nil)
    var request = RunRequest(app: app, source: .app)
    request.runID = "../../escape"
    let record = Runner(paths: paths, history: history).run(request)
    #expect(record.status == .failed)
    #expect(record.error?.contains("is not a UUID") == true)
    #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing written")
  }
}

/// A run stopped before its app ever started says why, as one stopped while it ran does.
@Suite("Cancelled before the start")
struct CancelledBeforeStartTests {
  @Test("a run whose caller went away while it was waiting to build or start records that the caller went away")
  func callerLeftBeforeTheStart() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ss-runner-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }  // a temporary folder: nothing to tell
    let paths = Paths(environment: ["HOME": folder.path])
    let app = AppSource(
      location: folder.appendingPathComponent("App"), name: "App",
      files: [AppSource.File(path: "main.swift", contents: Data("print(1)\n".utf8))], isSingleFile: true,
      languageMode: nil)
    for (reason, sentence) in [
      (Cancellation.Reason.disconnected, "the caller went away before the run ended"),
      (.caller, "the run was cancelled"),
    ] {
      let cancellation = Cancellation()
      cancellation.cancel(reason)
      let record = Runner(paths: paths, history: nil).run(
        RunRequest(app: app, source: .app), cancellation: cancellation)
      #expect(record.status == .cancelled)
      #expect(record.error == sentence, "\(reason)")
    }
  }
}

extension Result {
  var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}

struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
