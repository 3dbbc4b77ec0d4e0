import Foundation

// UIKit's scenes and windows as apps reach them from SwiftUI: the key window through the
// connected scenes (`(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows`),
// a scene delegate's window, a window's style override for a dark-mode switch, its screen. A
// page is one window the browser owns: the scenes are there to be asked, and what is set on
// them is kept; a page's colours follow the app's `preferredColorScheme`.

/// What a scene is doing.
public enum UISceneActivationState: Int, Sendable {
  /// Not connected.
  case unattached = -1
  /// In front, taking input.
  case foregroundActive = 0
  /// In front, not taking input.
  case foregroundInactive = 1
  /// Behind.
  case background = 2
}

/// Told of a scene's life (UIKit's scene delegate).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {}

/// A scene delegate that owns the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's window.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window unless the delegate keeps one.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

/// The status bar's place in a window scene (a page has none: zero).
public final class UIStatusBarManager: Sendable {
  /// The status bar's frame.
  public var statusBarFrame: CGRect { .zero }
  /// Whether the status bar is hidden.
  public var isStatusBarHidden: Bool { true }
}

extension UIScene {
  /// The scene's delegate (a page's scene has none).
  public var delegate: (any UISceneDelegate)? { nil }
  /// What the scene is doing: in front, taking input.
  public var activationState: UISceneActivationState { .foregroundActive }
  /// The scene's title.
  public var title: String {
    get { "" }
    set {}
  }
}

extension UIWindowScene {
  /// The screen the scene is on.
  public var screen: UIScreen { .main }
  /// The scene's status bar.
  public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
  /// How the scene is turned (a phone held upright).
  public var interfaceOrientation: UIInterfaceOrientation { .portrait }
  /// The scene's traits.
  public var traitCollection: UITraitCollection { UITraitCollection.current }
}

extension UIWindow {
  /// The screen the window is on.
  public var screen: UIScreen { .main }
  /// The window's scene (a page's window has none to reach).
  public var windowScene: UIWindowScene? { nil }
}

/// The system dictionary's definition of a term (UIKit's). A page cannot show the dictionary;
/// whether a term has a definition is whether the system word list (`/usr/share/dict/words`)
/// has it, as `UITextChecker` checks words, so word games that ask it still work.
open class UIReferenceLibraryViewController: UIViewController {
  let term: String
  /// A controller for `term`'s definition.
  public init(term: String) {
    self.term = term
    super.init(nibName: nil, bundle: nil)
  }
  /// Whether the dictionary defines `term`: whether the word list has it (every term, with no
  /// list on the machine).
  open class func dictionaryHasDefinition(forTerm term: String) -> Bool {
    guard let words = UITextChecker.words else { return true }
    return words.contains(term.lowercased())
  }
}

extension String {
  /// The size the text takes in one line with `attributes`' font (the body font's 17 points
  /// without one): an average glyph of 0.55 em, one line of 1.2 em; the app side has no fonts
  /// to measure with, and the page lays the text out itself.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let font = attributes?[.font] as? UIFont
    let size = font?.pointSize ?? 17
    return CGSize(width: (CGFloat(count) * size * 11 / 20).rounded(.up), height: (size * 1.2).rounded(.up))
  }

  /// The rectangle the text takes within `size`, wrapped into lines when it is wider.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext? = nil
  ) -> CGRect {
    let line = self.size(withAttributes: attributes)
    guard size.width > 0, line.width > size.width else { return CGRect(origin: .zero, size: line) }
    let lines = (line.width / size.width).rounded(.up)
    return CGRect(x: 0, y: 0, width: size.width, height: min(size.height, lines * line.height))
  }
}

/// How `boundingRect` measures (accepted: one way here).
public struct NSStringDrawingOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int
  /// Options from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lines wrap within the width.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
  /// The font's leading counts.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
  /// Glyphs' own bounds.
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 8)
  /// The last line is cut short.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

/// Extra settings for `boundingRect` (accepted).
open class NSStringDrawingContext {
  /// The smallest scale to shrink to.
  open var minimumScaleFactor: CGFloat = 0
  /// A context.
  public init() {}
}
