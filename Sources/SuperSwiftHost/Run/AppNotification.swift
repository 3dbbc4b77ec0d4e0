@_spi(Host) import SuperSwift

/// What an app asked to tell its owner (`RunContext.current.notify(_:body:)`), as the run
/// protocol's `notify` message carries it: a title and a body, each cut to what a notification
/// shows.
package struct AppNotification: Sendable, Equatable {
  /// The title.
  package var title: String
  /// The text.
  package var body: String
  /// The run that asked (set by the runner).
  package var runID: String?

  /// The notification in a `notify` message; `nil` when it has no title.
  package init?(json: JSON) {
    guard let title = json["title"]?.string, !title.isEmpty else { return nil }
    self.title = String(title.prefix(PushMessage.maximumTitle))
    body = String((json["body"]?.string ?? "").prefix(PushMessage.maximumBody))
  }
}
