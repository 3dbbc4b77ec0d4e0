// SafariServices as a page has it: the in-app browser is a UIKit controller, drawn as its
// labelled place by the app's wrapper (a `Link` opens an address in the browser itself).
@_exported import Foundation
@_exported import SwiftUI

/// The in-app browser (UIKit's), for apps' `UIViewControllerRepresentable` wrappers.
open class SFSafariViewController: UIViewController {
  /// The address it shows.
  public let url: URL
  /// Told when the person is done.
  open weak var delegate: (any SFSafariViewControllerDelegate)?
  /// The tint of its controls.
  open var preferredControlTintColor: UIColor?
  /// The tint of its bars.
  open var preferredBarTintColor: UIColor?
  /// How the Done button is labelled.
  open var dismissButtonStyle: DismissButtonStyle = .done

  /// How the Done button is labelled.
  public enum DismissButtonStyle: Int, Sendable {
    /// Done.
    case done
    /// Close.
    case close
    /// Cancel.
    case cancel
  }

  /// Settings of the browser.
  open class Configuration: @unchecked Sendable {
    /// Whether the bars collapse on scroll.
    open var barCollapsingEnabled = true
    /// Whether Reader opens at once.
    open var entersReaderIfAvailable = false
    /// Settings.
    public init() {}
  }

  /// A browser showing `url`.
  public init(url URL: URL) {
    url = URL
    super.init(nibName: nil, bundle: nil)
  }

  /// A browser showing `url`, with settings.
  public convenience init(url URL: URL, configuration: Configuration) { self.init(url: URL) }
}

/// What the in-app browser tells its delegate.
@MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  /// The person tapped Done.
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
  /// Nothing, unless the delegate says.
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
