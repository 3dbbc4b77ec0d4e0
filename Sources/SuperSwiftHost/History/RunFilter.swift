@_spi(Host) import SuperSwift

/// Which runs a listing shows: of one app or all, of one status and one source or any, and
/// older than a run already shown (the next page starts after it).
public struct RunFilter: Sendable, Equatable {
  /// Only runs of the app with this identifier.
  public var appID: String?
  /// Only runs of the app at this path (apps outside the library), when `appID` is nil.
  public var appPath: String?
  /// Only runs that ended (or are) so.
  public var status: RunStatus?
  /// Only runs started so.
  public var source: RunSource?
  /// Only runs older than the run with this identifier: the page after the one it ended.
  public var before: String?
  /// Only runs of apps with these identifiers (a device token's apps); `nil`: any.
  public var apps: Set<String>?

  /// A filter; every part left out matches every run.
  public init(
    appID: String? = nil, appPath: String? = nil, status: RunStatus? = nil, source: RunSource? = nil,
    before: String? = nil, apps: Set<String>? = nil
  ) {
    self.apps = apps
    self.appID = appID
    self.appPath = appPath
    self.status = status
    self.source = source
    self.before = before
  }

  /// A source by the name records print (`shareSheet`) or the command line's (`share`, `link`),
  /// in any letter case.
  public static func source(named name: String) -> RunSource? {
    switch name.lowercased() {
    case "app": .app
    case "shortcut": .shortcut
    case "sharesheet", "share": .shareSheet
    case "urlscheme", "link": .urlScheme
    default: nil
    }
  }

  /// Whether `record` is one of the runs asked for (`before` is the listing's business).
  func matches(_ record: RunRecord) -> Bool {
    if let appID, record.appID != appID { return false }
    if let apps, !(record.appID.map(apps.contains) ?? false) { return false }
    if let appPath, appID == nil, record.appPath != appPath { return false }
    if let status, record.status != status { return false }
    if let source, record.source != source { return false }
    return true
  }
}
