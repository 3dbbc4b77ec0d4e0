import Foundation
@_spi(Host) import SuperSwiftLayout

/// The app: what `UIApplication.shared.open(url)` opens. (The keyboard-dismissal idiom,
/// `sendAction(#selector(…))`, needs Objective-C's selectors, which Swift on Linux does not have.)
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

  /// Whether `open(_:)` would open `url`: not yet, for any (see `open`).
  public func canOpenURL(_ url: URL) -> Bool { false }

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
