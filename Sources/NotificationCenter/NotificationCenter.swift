import Foundation
// NotificationCenter (the framework): iOS 8–13's Today widgets, which no phone shows now and a
// page has none of. Foundation's `NotificationCenter` class is untouched. Re-exports SwiftUI (and
// so UIKit's names and UserNotifications), as Apple's brings UIKit.
@_exported import SwiftUI

/// Whether a Today widget has content to show.
public final class NCWidgetController: @unchecked Sendable {
  /// The controller.
  public static func widgetController() -> NCWidgetController { NCWidgetController() }
  /// Says whether the widget has content (there is no widget).
  public func setHasContent(_ flag: Bool, forWidgetWithBundleIdentifier bundleID: String) {}
}

/// How a Today widget updated.
public enum NCUpdateResult: UInt, Sendable {
  /// It has new data.
  case newData
  /// Nothing new.
  case noData
  /// It failed.
  case failed
}

/// What a Today widget's controller provides.
public protocol NCWidgetProviding: AnyObject {
  /// Updates the widget.
  func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void)
}
