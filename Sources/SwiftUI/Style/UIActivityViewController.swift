import Foundation

/// UIKit's share sheet: what to share and the app's own activities. A page shares with the
/// browser's share sheet through SwiftUI's `ShareLink`; this controller compiles, keeps its
/// items and reports each presentation as finished without an activity, as when the person
/// closes the sheet.
open class UIActivityViewController: UIViewController {
  /// What is shared.
  public let activityItems: [Any]
  /// The app's own activities.
  public let applicationActivities: [UIActivity]?
  /// The system activities left out.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called when the sheet closes: the activity chosen (none), whether it completed, what it
  /// returned and any error.
  open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

  /// A share sheet for `activityItems`.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }
}

/// An activity of the share sheet: the system's (by type) or the app's own subclass.
open class UIActivity: @unchecked Sendable {
  /// An activity.
  public init() {}
  /// The activity's type.
  open var activityType: ActivityType? { nil }
  /// Its title.
  open var activityTitle: String? { nil }
  /// Whether it can act on `activityItems`.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Readies it for `activityItems`.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Does what it does.
  open func perform() { activityDidFinish(false) }
  /// Says it finished.
  open func activityDidFinish(_ completed: Bool) {}

  /// A kind of activity.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// Its name.
    public let rawValue: String
    /// A kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A kind from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Posting to Facebook.
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    /// Posting to X.
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    /// Messages.
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Mail.
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Printing.
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Copying.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Assigning to a contact.
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Saving to the photo library.
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Adding to the reading list.
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// AirDrop.
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Opening in iBooks.
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Making a PDF.
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }
}

/// Where a controller presented as a popover points (on an iPad); a phone, like a page,
/// presents it as a sheet, so what is set is kept and nothing more.
open class UIPopoverPresentationController: @unchecked Sendable {
  /// The view it points at.
  open var sourceView: UIView?
  /// The rectangle in `sourceView` it points at.
  open var sourceRect = CGRect.zero
  /// The bar button it points at.
  open var barButtonItem: UIBarButtonItem?
  /// The directions its arrow may take.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  init() {}
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// The directions' bits.
  public let rawValue: UInt
  /// Directions from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 2)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 4)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 8)
  /// Any.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// None.
  public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}
