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
  /// Stop the app after this long; `nil` for no limit, as the seed says.
  public var timeout: Duration?
  /// Where output files are written.
  public var outputDirectory: URL
  /// Whether output files may replace files already there; otherwise they get a free name.
  public var overwrite: Bool
  /// The app's working folder.
  public var workingDirectory: URL

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
