import Foundation

/// UIKit's controller of pages swiped through (Apple's SwiftUI tutorial wraps one for its
/// featured landmarks). A representable's controller is drawn as its labelled place on a page;
/// this one keeps its pages, data source and delegate, and shows the pages it is given.
open class UIPageViewController: UIViewController {
  /// How pages change.
  public enum TransitionStyle: Int, Sendable {
    /// Turned like a book's.
    case pageCurl = 0
    /// Slid along.
    case scroll = 1
  }

  /// Which way pages are laid out.
  public enum NavigationOrientation: Int, Sendable {
    /// Side by side.
    case horizontal = 0
    /// One above another.
    case vertical = 1
  }

  /// Which way a change goes.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward = 0
    /// To the previous page.
    case reverse = 1
  }

  /// Where the spine of book-style pages is.
  public enum SpineLocation: Int, Sendable {
    /// None.
    case none = 0
    /// At the left edge.
    case min = 1
    /// In the middle.
    case mid = 2
    /// At the right edge.
    case max = 3
  }

  /// A key of the options a controller is made with.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The space between pages (a number).
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    /// Where the spine is.
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
  }

  /// How pages change.
  public let transitionStyle: TransitionStyle
  /// Which way pages are laid out.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine is.
  open var spineLocation: SpineLocation { transitionStyle == .pageCurl ? .min : .none }
  /// Where the pages come from.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Told of changes.
  open weak var delegate: (any UIPageViewControllerDelegate)?
  /// The pages shown.
  open private(set) var viewControllers: [UIViewController]?
  /// Whether both sides of a page show.
  open var isDoubleSided = false

  /// A controller whose pages change in `style` along `navigationOrientation`.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  /// Shows `viewControllers`; `completion` is told the change finished.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    self.viewControllers = viewControllers
    completion?(true)
  }
}

/// Where a page controller's pages come from.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, if any.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, if any.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// How many dots the page indicator shows.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// Which dot is the current page's.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// No page indicator.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  /// The first dot.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told of a page controller's changes (every method optional).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A change is about to start.
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  /// A change finished.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  /// Nothing to do.
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  /// Nothing to do.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
