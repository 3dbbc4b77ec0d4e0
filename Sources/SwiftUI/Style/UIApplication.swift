import Foundation
@_spi(Host) import SuperSwiftLayout

/// The app: what `UIApplication.shared.open(url)` opens, and where the keyboard-dismissal
/// idiom, `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`,
/// is sent (the host writes the `#selector` as a `Selector`).
@preconcurrency @MainActor
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  private init() {}

  /// Would open `url`: an app cannot yet send the page elsewhere, so nothing opens and the
  /// handler hears `false` (a `Link` opens web and mail addresses).
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
  ) {
    completionHandler?(false)
  }

  /// Sends an action up the responder chain: `resignFirstResponder` and `endEditing:` end
  /// editing, as `UIView.endEditing(_:)` does (the page's focused field keeps its focus until
  /// the person moves it) and are reported handled; other actions have no responder on a page.
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    ["resignFirstResponder", "endEditing:", "resignFirstResponder:"].contains(action.name)
  }

  /// Whether `open(_:)` would open `url`: not yet, for any (see `open`).
  public func canOpenURL(_ url: URL) -> Bool { false }
  /// Asks for remote notifications (Apple's push service does not reach a page; SuperSwift's
  /// push is `RunContext.notify`): accepted, and it stays unregistered.
  public func registerForRemoteNotifications() {}
  /// Stops remote notifications.
  public func unregisterForRemoteNotifications() {}
  /// Whether it is registered for remote notifications: no.
  public var isRegisteredForRemoteNotifications: Bool { false }

  /// Options for `open(_:options:completionHandler:)`.
  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The option's name.
    public let rawValue: String
    /// An option by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Only universal links.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
  }

  /// The URL of the app's settings.
  public static let openSettingsURLString = "app-settings:"
}
