// TipKit as a page has it: a tip's view draws its title, message and image as a card; a
// popover tip is accepted (the page draws no popovers from it); configuration and the
// datastore are accepted, and every tip shows until invalidated in this run.
@_exported import Foundation
@_exported import SwiftUI

/// A tip: what it says and when it shows.
public protocol Tip: Identifiable, Sendable {
  /// Its title.
  var title: Text { get }
  /// Its message.
  var message: Text? { get }
  /// Its image.
  var image: Image? { get }
  /// Its actions.
  var actions: [Tips.Action] { get }
}

extension Tip {
  /// No message.
  public var message: Text? { nil }
  /// No image.
  public var image: Image? { nil }
  /// No actions.
  public var actions: [Tips.Action] { [] }
  /// The tip's type name.
  public var id: String { String(describing: Self.self) }
  /// Stops showing the tip for `reason`.
  public func invalidate(reason: Tips.InvalidationReason) { Tips.invalidated.insert(id) }
  /// Whether the tip shows (until invalidated).
  public var shouldDisplay: Bool { !Tips.invalidated.contains(id) }
}

/// TipKit's configuration and types.
public enum Tips {
  nonisolated(unsafe) static var invalidated: Set<String> = []

  /// Configures tips (accepted).
  public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
  /// Forgets every tip's state.
  public static func resetDatastore() throws { invalidated = [] }
  /// Shows every tip, for testing.
  public static func showAllTipsForTesting() { invalidated = [] }
  /// Hides every tip, for testing.
  public static func hideAllTipsForTesting() {}

  /// A configuration option.
  public struct ConfigurationOption: Sendable {
    /// How often tips show.
    public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { .init() }
    /// Where tips' state is kept.
    public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { .init() }
  }

  /// How often tips show.
  public enum DisplayFrequency: Sendable {
    /// Whenever they may.
    case immediate
    /// At most one an hour.
    case hourly
    /// At most one a day.
    case daily
    /// At most one a week.
    case weekly
    /// At most one a month.
    case monthly
  }

  /// Where tips' state is kept.
  public enum DatastoreLocation: Sendable {
    /// The app's default place.
    case applicationDefault
  }

  /// Why a tip stopped showing.
  public enum InvalidationReason: Sendable {
    /// The person did what it suggested.
    case actionPerformed
    /// The person closed it.
    case tipClosed
    /// It showed long enough.
    case displayCountExceeded
  }

  /// A button on a tip.
  public struct Action: Identifiable, Sendable {
    /// The action's identifier.
    public let id: String
    let title: String

    /// An action titled `title`.
    public init(id: String? = nil, title: String, perform: @escaping @Sendable () -> Void = {}) {
      self.id = id ?? title
      self.title = title
    }
  }
}

/// A tip drawn in place: its image, title and message in a card.
public struct TipView<Content: Tip>: View {
  let tip: Content

  /// A view of `tip`.
  public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
    self.tip = tip
  }

  /// The card, while the tip shows.
  public var body: some View {
    if tip.shouldDisplay {
      HStack(alignment: .top, spacing: 12) {
        if let image = tip.image { image.font(.title2).foregroundColor(.accentColor) }
        VStack(alignment: .leading, spacing: 4) {
          tip.title.font(.headline)
          if let message = tip.message { message.font(.subheadline).foregroundColor(.secondary) }
        }
        Spacer(minLength: 0)
      }
      .padding()
      .background(Color(.secondarySystemBackground))
      .cornerRadius(12)
    }
  }
}

extension View {
  /// A tip as a popover by the view (accepted: the page draws the view alone).
  public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in })
    -> some View
  { self }
  /// Whether tips in the view are shown (accepted).
  public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
}
