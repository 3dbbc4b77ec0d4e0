import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// How a shared item is previewed in the share sheet: a title (an image is accepted).
public struct SharePreview<Image, Icon> {
  let title: String

  /// A preview with a title.
  public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never { title = titleKey.text }
  /// A preview with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never { self.title = String(title) }
  /// A preview with a title and an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never { title = titleKey.text }
  /// A preview with a title, an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = titleKey.text }
  /// A preview with a title and an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never { title = titleKey.text }
}

/// A button that shares an item: on a page, the browser's share sheet where it has one (a
/// phone's), otherwise the text is copied to the clipboard and the button says so.
public struct ShareLink<Label: View>: View {
  let label: Label
  let text: String
  let subject: String?

  /// A link sharing `item`, labelled by `label`.
  public init<Item: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    text = Self.text(of: item, message: message)
    self.subject = subject?.string
  }

  /// A link sharing `item` with a preview, labelled by `label`.
  public init<Item: Transferable, I, C>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    text = Self.text(of: item, message: message)
    self.subject = subject?.string ?? preview.title
  }

  /// A link sharing several items, labelled by `label` (their texts, one a line).
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.label = label()
    text =
      items.map { Self.text(of: $0, message: nil) }.joined(separator: "\n") + (message.map { "\n" + $0.string } ?? "")
    self.subject = subject?.string
  }

  static func text<Item>(of item: Item, message: Text?) -> String {
    let body: String =
      switch item {
      case let url as URL: url.absoluteString
      case let string as String: string
      case let data as Data: String(decoding: data, as: UTF8.self)
      default: String(describing: item)
      }
    return message.map { "\($0.string)\n\(body)" } ?? body
  }

  /// A share link is primitive.
  public var body: Never { bodyError() }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
  /// A link sharing `item`, labelled "Share" with the share symbol.
  public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      SwiftUI.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  /// A link sharing `item` with a preview, labelled "Share".
  public init<Item: Transferable, I, C>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>
  ) {
    self.init(item: item, subject: subject, message: message, preview: preview) {
      SwiftUI.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  /// A link sharing `item` under a title.
  public init<Item: Transferable>(
    _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) {
      SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }

  /// A link sharing `item` under a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol, Item: Transferable>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil)
  {
    self.init(item: item, subject: subject, message: message) {
      SwiftUI.Label(title, systemImage: "square.and.arrow.up")
    }
  }

  /// A link sharing `item` under a title, with a preview.
  public init<Item: Transferable, I, C>(
    _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>
  ) {
    self.init(item: item, subject: subject, message: message, preview: preview) {
      SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }
}

extension ShareLink: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (nodes, title) = context.label(label, at: path)
    var properties: [String: JSON] = ["title": .string(title), "text": .string(String(text.prefix(100_000)))]
    if let subject { properties["subject"] = .string(subject) }
    return [Node(.shareLink, properties: properties, children: nodes)]
  }
}
