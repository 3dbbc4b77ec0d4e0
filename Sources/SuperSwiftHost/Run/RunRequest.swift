import Foundation
@_spi(Host) import SuperSwift

/// Everything one run needs: which app, how it was started, with what, and where results go.
public struct RunRequest: Sendable {
  /// The app's sources.
  public var app: AppSource
  /// The app's identifier, when it is in the library.
  public var appID: String?
  /// The run's identifier, when the caller needs to know it before the run starts.
  public var runID: String?
  /// How the run was started.
  public var source: RunSource
  /// The caller's input.
  public var input: RunInput
  /// The webhook delivery that started it (headers and query), if one did.
  public var delivery: WebhookDelivery?
  /// Stop the app after this long; `nil` for no limit, as the seed says.
  public var timeout: Duration?
  /// Where output files are written.
  public var outputDirectory: URL
  /// Whether output files may replace files already there; otherwise they get a free name.
  public var overwrite: Bool
  /// The app's working folder.
  public var workingDirectory: URL
  /// Whether `workingDirectory` is the host's own folder for the run (the server's), made (0700)
  /// when the app is about to start rather than before: a run that never starts one here (a
  /// queued run, which a worker runs) then makes no folder at all.
  public var makesWorkingDirectory = false
  /// Command-line arguments for the app (`CommandLine.arguments[1...]`).
  public var arguments: [String] = []
  /// The app's own name for itself (`CommandLine.arguments[0]`): the path the user gave;
  /// `nil` for the cached binary's path.
  public var argumentZero: String?
  /// Whether the app reads the host's own standard input; otherwise it reads nothing
  /// (/dev/null), as for runs over HTTP, or when the host took standard input as the input.
  public var inheritsStandardInput = false
  /// Where the app's standard output and error go.
  public var output: OutputHandling = .log
  /// The Swift language mode to compile in (`-swift-version`), overriding the app's own
  /// setting; `nil` for the app's setting, else the compiler's default (as `swift FILE`).
  public var languageMode: String?
  /// The schedule that fired this run, for its record.
  public var schedule: ScheduledFire?
  /// The runs it is linked to, for its record.
  public var links = RunLinks()
  /// The apps running above it, when an app started it (`runApp`): their identifiers, from the
  /// first. A cycle and the depth are judged from them.
  public var ancestors: [String] = []
  /// For a live preview of the editor: what it shows and the state it starts from
  /// (`RunEnvelope.preview`). A preview runs sources that may not be saved: no version of
  /// them is recorded.
  public var preview: JSON?
  /// The app's `--max-concurrent`, for an executor whose runs are shared by several servers
  /// (a cluster's queue holds it across them); `nil` for a run its app's limits do not cover.
  package var maxConcurrent: Int?

  /// Where an app's standard output and error go.
  public enum OutputHandling: Sendable, Equatable {
    /// Into the run's log: one pipe for both, shown line by line, the tail kept in the record.
    /// For apps that return a result, whose standard output must stay the result alone.
    case log
    /// Straight to the host's own standard output and error, byte for byte, as they come (a
    /// terminal is handed to the app itself); the tail is still kept in the record. For plain
    /// programs, which behave as under `swift FILE`.
    case passedOn
  }

  /// A request with the usual defaults: no time limit, files to the current folder.
  public init(
    app: AppSource, appID: String? = nil, source: RunSource, input: RunInput = .empty, timeout: Duration? = nil,
    outputDirectory: URL? = nil, overwrite: Bool = false, workingDirectory: URL? = nil
  ) {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    self.app = app
    self.appID = appID
    self.source = source
    self.input = input
    self.timeout = timeout
    self.outputDirectory = outputDirectory ?? here
    self.overwrite = overwrite
    self.workingDirectory = workingDirectory ?? here
  }
}
