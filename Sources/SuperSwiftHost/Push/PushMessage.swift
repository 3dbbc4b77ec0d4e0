@_spi(Host) import SuperSwift

/// One thing to tell a person on their devices: what the service worker shows, and where a tap
/// on it leads.
package struct PushMessage: Sendable, Equatable {
  /// Who receives it: the devices that enabled this category.
  package var category: PushCategory
  /// The notification's title.
  package var title: String
  /// Its text.
  package var body: String
  /// Where a tap leads: a path on this server (`/runs/ID`).
  package var url: String
  /// A notification with the same tag replaces the one before it on the device (a run's
  /// waiting and its end, say).
  package var tag: String?

  /// The longest title and body sent: what a lock screen shows, well under a push's 4 KB.
  package static let maximumTitle = 120
  /// The longest body sent.
  package static let maximumBody = 1000

  /// A message; the title and body are cut to what a notification shows.
  package init(category: PushCategory, title: String, body: String, url: String, tag: String? = nil) {
    self.category = category
    self.title = Self.cut(title, to: Self.maximumTitle)
    self.body = Self.cut(body, to: Self.maximumBody)
    self.url = url
    self.tag = tag
  }

  /// What the service worker receives (decrypted), as JSON.
  package var json: JSON {
    [
      "category": .string(category.rawValue), "title": .string(title), "body": .string(body),
      "url": .string(url), "tag": tag.map(JSON.string) ?? .null,
    ]
  }

  private static func cut(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }
}
