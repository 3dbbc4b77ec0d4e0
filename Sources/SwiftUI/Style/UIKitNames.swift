import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// The rest of what SwiftUI apps reach into UIKit for: appearance proxies set once at start
// (`UITableView.appearance().backgroundColor = .clear`), fonts and text attributes for them,
// more named colors, the app's lifecycle notifications and scenes, edge insets, images, and
// the accessibility settings. On a page the proxies change nothing — the page draws its own
// controls — and say so; everything else answers as a phone in a browser would.

/// A rectangle constraints can refer to, as a view's anchors (a view's safe area, its margins).
public final class UILayoutGuide: @unchecked Sendable {
  /// Its leading edge.
  public let leadingAnchor = NSLayoutXAxisAnchor()
  /// Its trailing edge.
  public let trailingAnchor = NSLayoutXAxisAnchor()
  /// Its left edge.
  public let leftAnchor = NSLayoutXAxisAnchor()
  /// Its right edge.
  public let rightAnchor = NSLayoutXAxisAnchor()
  /// Its horizontal centre.
  public let centerXAnchor = NSLayoutXAxisAnchor()
  /// Its top edge.
  public let topAnchor = NSLayoutYAxisAnchor()
  /// Its bottom edge.
  public let bottomAnchor = NSLayoutYAxisAnchor()
  /// Its vertical centre.
  public let centerYAnchor = NSLayoutYAxisAnchor()
  /// Its width.
  public let widthAnchor = NSLayoutDimension()
  /// Its height.
  public let heightAnchor = NSLayoutDimension()
  /// Its frame in its view (none worked out on a page).
  public var layoutFrame = CGRect.zero
  /// A name for debugging.
  public var identifier = ""
  /// A guide.
  public init() {}
}

/// An object that takes part in UIKit's responder chain (a name for apps' own subclasses).
/// Equal and hashed by identity, as UIKit's `NSObject`s are: views and controllers key
/// dictionaries (`[UITextField: String]`).
@preconcurrency @MainActor
open class UIResponder: Hashable {
  /// The same object.
  public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
  /// Hashes its identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// A responder.
  public nonisolated init() {}
  /// The older keyboard-dismissal idiom's target: resigns being first responder (nothing to resign on a page).
  @discardableResult
  open func resignFirstResponder() -> Bool { true }
  /// Becomes first responder (nothing to become on a page).
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }
  /// A motion (a shake) ended: subclasses override it (a page's device never shakes). Apps that
  /// override it in an extension of `UIWindow` need Objective-C, which Swift on Linux does not have.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

  /// The keyboard is about to show (posted by UIKit; a page's keyboard is the browser's).
  public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// The keyboard showed.
  public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// The keyboard is about to hide.
  public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// The keyboard hid.
  public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// The keyboard's frame is about to change.
  public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// The keyboard's frame changed.
  public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The keyboard's animation length, in a keyboard notification's user info.
  public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The keyboard's end frame, in a keyboard notification's user info.
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
}

/// An event UIKit delivers: a touch, a motion, a remote control's press.
public final class UIEvent: @unchecked Sendable {
  /// What kind of motion or remote-control event it is.
  public enum EventSubtype: Int, Sendable {
    /// None.
    case none = 0
    /// A shake.
    case motionShake = 1
  }
  /// Its subtype.
  public let subtype: EventSubtype
  init(subtype: EventSubtype) { self.subtype = subtype }
}

/// A UIKit view: what appearance proxies configure. Setting a proxy's properties is accepted
/// and changes nothing on the page, which draws its own controls.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// Whether it is opaque (kept; a page draws it as its views say).
  open var isOpaque = true
  /// Its transform (kept).
  open var transform = CGAffineTransform.identity
  /// The gesture recognisers added to it (kept; a page recognises SwiftUI's gestures).
  open var gestureRecognizers: [UIGestureRecognizer]?
  /// The light or dark style forced on the view and what it holds (kept; a page's colours follow
  /// the app's `preferredColorScheme`).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// Adds a gesture recogniser.
  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view = self
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
  }
  /// Removes a gesture recogniser.
  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === recognizer }
  }
  /// The background color.
  open var backgroundColor: UIColor?
  /// The tint color.
  open var tintColor: UIColor?
  /// The frame.
  open var frame = CGRect.zero
  /// Whether it is hidden.
  open var isHidden = false
  /// Its opacity.
  open var alpha: CGFloat = 1
  /// Its own coordinates' rectangle.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// Its centre in its superview.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The class of its layer (a subclass's own, when it overrides this).
  open class var layerClass: AnyClass { CALayer.self }
  /// Its layer, of `layerClass` (kept, not drawn).
  open lazy var layer: CALayer = (Self.layerClass as? any _LayerClassMaking.Type)?._makeLayer() ?? CALayer()
  /// How it fits its content.
  open var contentMode = UIView.ContentMode.scaleToFill
  /// Whether its subviews are clipped to it.
  open var clipsToBounds = false
  /// Whether it takes touches.
  open var isUserInteractionEnabled = true
  /// Whether its frame makes constraints of its own.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// Its views, back to front.
  open private(set) var subviews: [UIView] = []
  /// The view it is in.
  open private(set) weak var superview: UIView?
  /// The constraints it holds.
  open private(set) var constraints: [NSLayoutConstraint] = []
  /// Its tag.
  open var tag = 0
  /// Its leading edge.
  public let leadingAnchor = NSLayoutXAxisAnchor()
  /// Its trailing edge.
  public let trailingAnchor = NSLayoutXAxisAnchor()
  /// Its left edge.
  public let leftAnchor = NSLayoutXAxisAnchor()
  /// Its right edge.
  public let rightAnchor = NSLayoutXAxisAnchor()
  /// Its horizontal centre.
  public let centerXAnchor = NSLayoutXAxisAnchor()
  /// Its top edge.
  public let topAnchor = NSLayoutYAxisAnchor()
  /// Its bottom edge.
  public let bottomAnchor = NSLayoutYAxisAnchor()
  /// Its vertical centre.
  public let centerYAnchor = NSLayoutYAxisAnchor()
  /// Its first line's baseline.
  public let firstBaselineAnchor = NSLayoutYAxisAnchor()
  /// Its last line's baseline.
  public let lastBaselineAnchor = NSLayoutYAxisAnchor()
  /// Its width.
  public let widthAnchor = NSLayoutDimension()
  /// Its height.
  public let heightAnchor = NSLayoutDimension()
  /// The part of it outside bars and the notch, as a guide with anchors.
  public let safeAreaLayoutGuide = UILayoutGuide()
  /// Its margins, as a guide with anchors.
  public let layoutMarginsGuide = UILayoutGuide()
  /// The width text reads well at, as a guide with anchors.
  public let readableContentGuide = UILayoutGuide()
  /// The insets of its safe area (none on a page).
  open var safeAreaInsets: UIEdgeInsets { .zero }

  /// A view of a frame. Not `required`, as in UIKit: a subclass with an initialiser of its own
  /// (`init(player:)`) provides only `init?(coder:)` beside it.
  public nonisolated init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// A view from an archive (nothing is read from it: a page has no storyboards).
  public required nonisolated init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }

  /// Adds a view on top of its others.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  /// Inserts a view at a place in its others.
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: Swift.min(Swift.max(index, 0), subviews.count))
    view.superview = self
  }
  /// Leaves its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
  /// Brings a subview to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard subviews.contains(where: { $0 === view }) else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
  }
  /// Holds a constraint.
  open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
  /// Holds constraints.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
  /// Lays out its subviews (subclasses override it; a page lays out SwiftUI's views).
  open func layoutSubviews() {}
  /// Lays out now if needed.
  open func layoutIfNeeded() {}
  /// Marks its layout as needing to be done.
  open func setNeedsLayout() {}
  /// Marks it as needing to be drawn.
  open func setNeedsDisplay() {}
  /// Fits it to its content.
  open func sizeToFit() {}
  /// The size that fits `size`.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
  /// Draws it (subclasses override it; nothing is drawn on the app side).
  open func draw(_ rect: CGRect) {}
  /// Added to a window, or removed from one.
  open func didMoveToWindow() {}
  /// Added to a superview, or removed from one.
  open func didMoveToSuperview() {}
  /// A view.
  public nonisolated override convenience init() { self.init(frame: .zero) }

  /// The proxy whose properties every view of this class starts with (accepted: see `UIView`).
  public class func appearance() -> Self { AppearanceProxies.proxy(of: self) }
  /// The proxy for views of this class inside containers of `containerTypes` (accepted).
  public class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self {
    AppearanceProxies.proxy(of: self)
  }
}

/// A UIKit view controller (a name for apps' own subclasses and `UIHostingController`; a page
/// shows no controllers).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// What manages its presentation as a sheet, while it is one (a page presents SwiftUI's
  /// sheets: none).
  open var sheetPresentationController: UISheetPresentationController? { nil }
  /// What manages its presentation, while presented (none on a page).
  open var presentationController: UIPresentationController? { nil }
  /// How it is presented modally (kept; a page presents SwiftUI's sheets and covers).
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// How its modal presentation animates (kept).
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Whether it can be swiped away (kept).
  open var isModalInPresentation = false
  /// The controller's view.
  open var view: UIView! = UIView()
  /// Its title.
  open var title: String?
  /// The light or dark style forced on the controller's views (kept, as a view's is).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// The popover the controller is presented in on an iPad (kept; a page presents sheets).
  open private(set) lazy var popoverPresentationController: UIPopoverPresentationController? =
    UIPopoverPresentationController()
  /// A controller.
  public nonisolated init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// A controller.
  public nonisolated override convenience init() { self.init(nibName: nil, bundle: nil) }
  /// The view loaded (subclasses override it).
  open func viewDidLoad() {}
  /// The view is about to appear (subclasses override it).
  open func viewWillAppear(_ animated: Bool) {}
  /// The view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to disappear.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// The view is about to change size (a page's width changes when the window does; subclasses
  /// override it and call `super`).
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
  /// The view is about to lay out its subviews.
  open func viewWillLayoutSubviews() {}
  /// The view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Its items in a navigation bar.
  open var navigationItem = UINavigationItem()
  /// The navigation controller it is in.
  open var navigationController: UINavigationController? {
    var parent = self.parent
    while let found = parent, !(found is UINavigationController) { parent = found.parent }
    return parent as? UINavigationController
  }
  /// The controller it is a child of.
  open private(set) weak var parent: UIViewController?
  /// Its child controllers.
  open private(set) var children: [UIViewController] = []
  /// The controller it presents.
  open var presentedViewController: UIViewController?
  /// Adds a child controller.
  open func addChild(_ child: UIViewController) {
    children.append(child)
    child.parent = self
  }
  /// Leaves its parent.
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  /// Moved to a parent (subclasses override it).
  open func didMove(toParent parent: UIViewController?) {}
  /// About to move to a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Presents another controller (a page shows none).
  open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }
  /// Dismisses the controller (a page shows none).
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
}

/// The one proxy each UIView class has.
@MainActor
enum AppearanceProxies {
  private static var proxies: [ObjectIdentifier: UIView] = [:]

  static func proxy<V: UIView>(of type: V.Type) -> V {
    if let proxy = proxies[ObjectIdentifier(type)] as? V { return proxy }
    // Made through UIKit's one required initialiser, as every subclass has it.
    guard let proxy = type.init(coder: NSCoder()) else {
      preconditionFailure("\(type).init(coder:) made no view for its appearance proxy")
    }
    proxies[ObjectIdentifier(type)] = proxy
    return proxy
  }
}

/// A window (apps' shake detection overrides `motionEnded`, which needs Objective-C's
/// overriding from extensions: not available in Swift on Linux).
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// Whether it is the key window.
  open var isKeyWindow: Bool { true }
  /// The controller whose view fills it (a page's window is SwiftUI's: none).
  open var rootViewController: UIViewController?
  /// Makes it the key window and shows it.
  open func makeKeyAndVisible() {}
}

/// A control's states, for attributes set per state.
public struct UIControlState: OptionSet, Hashable, Sendable {
  /// The states, as bits.
  public let rawValue: UInt
  /// States from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Normal.
  public static let normal = UIControlState([])
  /// Highlighted.
  public static let highlighted = UIControlState(rawValue: 1)
  /// Disabled.
  public static let disabled = UIControlState(rawValue: 2)
  /// Selected.
  public static let selected = UIControlState(rawValue: 4)
  /// Focused.
  public static let focused = UIControlState(rawValue: 8)
}

/// A control (buttons, switches, segmented controls).
@preconcurrency @MainActor
open class UIControl: UIView {
  /// A control's states.
  public typealias State = UIControlState

  /// What happens to a control that its target–actions follow.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The events' bits.
    public let rawValue: UInt
    /// Events from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger touched it.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A second tap.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger moved inside it.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger moved outside it.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger lifted inside it: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside it.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// Its value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// A primary action (a button's tap, a menu's choice).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return ended editing.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Its target–actions, each with the events it follows.
  private var targetActions: [(target: TargetReference, action: Selector, events: Event)] = []

  /// Calls `action` on `target` with the control when one of `events` happens.
  open func addTarget(_ target: Any?, action: Selector, for events: Event) {
    targetActions.append((TargetReference(target), action, events))
  }

  /// Removes a target's actions for `events` (any target's when `target` is `nil`).
  open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
    targetActions.removeAll { pair in
      (target == nil || pair.target.refers(to: target)) && (action == nil || pair.action == action)
        && !pair.events.isDisjoint(with: events)
    }
  }

  /// Sends the actions for `events`: each target's selector, with the control. A page draws
  /// SwiftUI's controls, not this one, so only the app's own calls send them.
  open func sendActions(for events: Event) {
    for pair in targetActions where !pair.events.isDisjoint(with: events) {
      pair.action.perform(on: pair.target.target, with: [self])
    }
  }

  /// The objects with actions.
  open var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { ($0.target.target as AnyObject?).map { AnyHashable(ObjectIdentifier($0)) } })
  }
}

/// A segmented control's appearance.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The selected segment's color.
  open var selectedSegmentTintColor: UIColor?
  /// Sets the text attributes for a state (accepted).
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

/// A switch's appearance.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The color when on.
  open var onTintColor: UIColor?
  /// The thumb's color.
  open var thumbTintColor: UIColor?
}

/// A page control's appearance (a paged `TabView`'s dots).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The current page's dot color.
  open var currentPageIndicatorTintColor: UIColor?
  /// The other dots' color.
  open var pageIndicatorTintColor: UIColor?
  /// The page shown.
  open var currentPage = 0
  /// How many pages there are.
  open var numberOfPages = 0
  /// Whether it hides for a single page.
  open var hidesForSinglePage = false
}

/// A date picker's appearance.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {}
/// A stepper's appearance.
@preconcurrency @MainActor
open class UIStepper: UIControl {}
/// A slider's appearance.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The thumb's colour.
  open var thumbTintColor: UIColor?
  /// The track's color up to the thumb.
  open var minimumTrackTintColor: UIColor?
  /// The track's color after the thumb.
  open var maximumTrackTintColor: UIColor?
}

/// A scrolling view's appearance.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How dragging dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    /// It does not.
    case none
    /// When dragging starts.
    case onDrag
    /// Following the drag.
    case interactive
  }
  /// How dragging dismisses the keyboard.
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// Whether it bounces at its ends.
  open var bounces = true
  /// Whether it shows its vertical indicator.
  open var showsVerticalScrollIndicator = true
  /// Whether it shows its horizontal indicator.
  open var showsHorizontalScrollIndicator = true
  /// The delegate.
  open weak var delegate: (any UIScrollViewDelegate)?
  /// The size of what it scrolls.
  open var contentSize = CGSize.zero
  /// Where it is scrolled to.
  open var contentOffset = CGPoint.zero
  /// The room around its content.
  open var contentInset = UIEdgeInsets.zero
  /// Whether it stops at each page.
  open var isPagingEnabled = false
  /// Whether it scrolls.
  open var isScrollEnabled = true
  /// Whether it bounces vertically when its content is short.
  open var alwaysBounceVertical = false
  /// Whether it bounces horizontally when its content is narrow.
  open var alwaysBounceHorizontal = false
  /// Scrolls to an offset.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
  /// Scrolls a rectangle into view.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

/// A list's appearance (what `List` and `Form` are drawn with on iOS 15).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The separator style.
  public enum SeparatorStyle: Int, Sendable {
    /// None.
    case none
    /// A line.
    case singleLine
  }
  /// The separators' style.
  open var separatorStyle = SeparatorStyle.singleLine
  /// The separators' color.
  open var separatorColor: UIColor?
  /// The background view.
  open var backgroundView: UIView?
}

/// A list row's appearance.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The selected row's background view.
  open var selectedBackgroundView: UIView?
}

/// A text view (what `TextEditor` is drawn with on iOS 15; apps' own, inside a representable,
/// are kept, not drawn).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// The text.
  open var text: String! = ""
  /// The text with its attributes.
  open var attributedText: NSAttributedString! = NSAttributedString(string: "")
  /// The font.
  open var font: UIFont?
  /// The text's colour.
  open var textColor: UIColor?
  /// The text's alignment.
  open var textAlignment = NSTextAlignment.natural
  // Its delegate is the scroll view's: a `UITextViewDelegate` is a `UIScrollViewDelegate`, as
  // in UIKit, so `textView.delegate = coordinator` is that property.
  /// Whether the text can be edited.
  open var isEditable = true
  /// Whether the text can be selected.
  open var isSelectable = true
  /// The room around the text.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// What the text is laid in.
  open var textContainer = NSTextContainer()
  /// The selection.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// The keyboard.
  open var keyboardType = UIKeyboardType.default
  /// The keyboard's Return key.
  open var returnKeyType = UIReturnKeyType.default
  /// Whether it corrects spelling.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// How it capitalises.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether it fits its font to Dynamic Type.
  open var adjustsFontForContentSizeCategory = false
}

/// A text field (apps' own, inside a representable, are kept, not drawn).
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The text.
  open var text: String? = ""
  /// The text with its attributes.
  open var attributedText: NSAttributedString?
  /// The placeholder.
  open var placeholder: String?
  /// The placeholder with its attributes.
  open var attributedPlaceholder: NSAttributedString?
  /// The font.
  open var font: UIFont?
  /// The text's colour.
  open var textColor: UIColor?
  /// The text's alignment.
  open var textAlignment = NSTextAlignment.natural
  /// The delegate.
  open weak var delegate: (any UITextFieldDelegate)?
  /// The border.
  open var borderStyle = UITextBorderStyle.none
  /// When the clear button shows.
  open var clearButtonMode = UITextField.ViewMode.never
  /// The keyboard.
  open var keyboardType = UIKeyboardType.default
  /// The keyboard's Return key.
  open var returnKeyType = UIReturnKeyType.default
  /// Whether it hides what is typed.
  open var isSecureTextEntry = false
  /// Whether it corrects spelling.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// How it capitalises.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// A view at its leading end.
  open var leftView: UIView?
  /// When the leading view shows.
  open var leftViewMode = UITextField.ViewMode.never
  /// A view at its trailing end.
  open var rightView: UIView?
  /// When the trailing view shows.
  open var rightViewMode = UITextField.ViewMode.never
  /// A view in the keyboard's place.
  open var inputView: UIView?
  /// A view above the keyboard.
  open var inputAccessoryView: UIView?
  /// Whether it fits its font to Dynamic Type.
  open var adjustsFontForContentSizeCategory = false
  /// Whether it is being edited.
  open var isEditing: Bool { false }

  /// When a part of the field shows (UIKit's nested name).
  public typealias ViewMode = UITextFieldViewMode
  /// A border (UIKit's nested name).
  public typealias BorderStyle = UITextBorderStyle
}

/// A label's appearance.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text's color.
  open var textColor: UIColor?
  /// The font.
  open var font: UIFont?
  /// The text.
  open var text: String?
  /// The text with its attributes.
  open var attributedText: NSAttributedString?
  /// How many lines it shows (0: any).
  open var numberOfLines = 1
  /// The text's alignment.
  open var textAlignment = NSTextAlignment.natural
  /// Whether it fits its font to Dynamic Type.
  open var adjustsFontForContentSizeCategory = false
}

/// A bar's style.
public enum UIBarStyle: Int, Sendable {
  /// Light.
  case `default` = 0
  /// Dark.
  case black = 1
}

/// A navigation bar's appearance.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The title's text attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The bar's color.
  open var barTintColor: UIColor?
  /// Whether the bar is see-through.
  open var isTranslucent = true
  /// Whether titles are large.
  open var prefersLargeTitles = true
  /// The bar's look when content is under it.
  open var standardAppearance = UINavigationBarAppearance()
  /// The bar's look when scrolled to the top.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The bar's look when compact.
  open var compactAppearance: UINavigationBarAppearance?
  /// The bar's look when compact and scrolled to the top.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// The back indicator image.
  open var backIndicatorImage: UIImage?
  /// The back indicator's mask image.
  open var backIndicatorTransitionMaskImage: UIImage?
  /// The bar's style.
  open var barStyle = UIBarStyle.default
  /// The shadow image.
  open var shadowImage: UIImage?
  /// Sets the background image (accepted).
  open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
  /// The items shown, bottom first.
  open var items: [UINavigationItem]?
  /// The item on top.
  open var topItem: UINavigationItem? { items?.last }
  /// The item under the top one.
  open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?.dropLast().last : nil }
  /// Puts `item` on top.
  open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
  /// Takes the top item off.
  @discardableResult open func popItem(animated: Bool) -> UINavigationItem? { items?.popLast() }
  /// Replaces the items.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
}

/// A tab bar's appearance.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The bar's color.
  open var barTintColor: UIColor?
  /// The unselected items' color.
  open var unselectedItemTintColor: UIColor?
  /// Whether the bar is see-through.
  open var isTranslucent = true
  /// The bar's look.
  open var standardAppearance = UITabBarAppearance()
  /// The bar's look when scrolled to the end.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// The bar's background image.
  open var backgroundImage: UIImage?
  /// The shadow image.
  open var shadowImage: UIImage?
  /// The selection indicator image.
  open var selectionIndicatorImage: UIImage?
  /// The bar's style.
  open var barStyle = UIBarStyle.default
}

/// A toolbar's appearance.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The bar's color.
  open var barTintColor: UIColor?
}

/// A bar's metrics, for background images.
public enum UIBarMetrics: Int, Sendable {
  /// The default.
  case `default`
  /// Compact.
  case compact
}

/// A bar's look (iOS 13's bar appearance objects): accepted, as proxies are.
@preconcurrency @MainActor
open class UIBarAppearance {
  /// The background color.
  open var backgroundColor: UIColor?
  /// The shadow's color.
  open var shadowColor: UIColor?
  /// The background's image.
  open var backgroundImage: UIImage?
  /// The shadow's image.
  open var shadowImage: UIImage?
  /// The background's blur.
  open var backgroundEffect: UIBlurEffect?
  /// A look.
  public nonisolated init() {}
  /// An opaque background.
  open func configureWithOpaqueBackground() {}
  /// A see-through background.
  open func configureWithTransparentBackground() {}
  /// The default background.
  open func configureWithDefaultBackground() {}
}

/// A navigation bar's look.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's text attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's text attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Its buttons' look.
  open var buttonAppearance = UIBarButtonItemAppearance()
  /// Its Back button's look.
  open var backButtonAppearance = UIBarButtonItemAppearance()
  /// Its Done buttons' look.
  open var doneButtonAppearance = UIBarButtonItemAppearance()
  /// Where the title is moved to.
  open var titlePositionAdjustment = UIOffset.zero
  /// The Back indicator's images.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// How a controller is presented modally.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Full screen.
  case fullScreen = 0
  /// A page sheet.
  case pageSheet
  /// A form sheet.
  case formSheet
  /// In the presenter's context.
  case currentContext
  /// Custom.
  case custom
  /// Over the full screen, the presenter still shown.
  case overFullScreen
  /// Over the presenter's context.
  case overCurrentContext
  /// A popover.
  case popover
  /// None.
  case none = -1
  /// As the system decides.
  case automatic = -2
}

/// How a modal presentation animates.
public enum UIModalTransitionStyle: Int, Sendable {
  /// From below.
  case coverVertical
  /// A flip.
  case flipHorizontal
  /// A cross dissolve.
  case crossDissolve
  /// A page curl.
  case partialCurl
}

/// A tab bar's look.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// Its items' look when stacked (icon above title: a phone's tab bar).
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// Its items' look side by side (wide screens).
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// Its items' look side by side, compact.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  /// The selection indicator's tint.
  open var selectionIndicatorTintColor: UIColor?
  /// The selection indicator's image.
  open var selectionIndicatorImage: UIImage?
  /// The space between stacked items.
  open var stackedItemSpacing: CGFloat = 0
  /// The width of stacked items.
  open var stackedItemWidth: CGFloat = 0
}

/// A tab bar item's look in each of its states.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
  /// Not selected.
  open var normal = UITabBarItemStateAppearance()
  /// Selected.
  open var selected = UITabBarItemStateAppearance()
  /// Disabled.
  open var disabled = UITabBarItemStateAppearance()
  /// Focused.
  open var focused = UITabBarItemStateAppearance()
  /// A look.
  public nonisolated init() {}
  /// A look for a tab bar item style.
  public nonisolated init(style: UITabBarItemAppearance.Style) {}
  /// The styles.
  public enum Style: Int, Sendable {
    /// Stacked.
    case stacked
    /// Side by side.
    case inline
    /// Side by side, compact.
    case compactInline
  }
  /// The default look.
  open func configureWithDefault(for style: UITabBarItemAppearance.Style) {}
}

/// A tab bar item's look in one state.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance {
  /// The icon's colour.
  open var iconColor: UIColor?
  /// The title's text attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Where the title is moved to.
  open var titlePositionAdjustment = UIOffset.zero
  /// The badge's background colour.
  open var badgeBackgroundColor: UIColor?
  /// The badge's text attributes.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Where the badge is moved to.
  open var badgePositionAdjustment = UIOffset.zero
  /// A look.
  public nonisolated init() {}
}

/// A bar button's look in each of its states.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
  /// Normal.
  open var normal = UIBarButtonItemStateAppearance()
  /// Highlighted.
  open var highlighted = UIBarButtonItemStateAppearance()
  /// Disabled.
  open var disabled = UIBarButtonItemStateAppearance()
  /// Focused.
  open var focused = UIBarButtonItemStateAppearance()
  /// A look.
  public nonisolated init() {}
  /// A look for a button style.
  public nonisolated init(style: UIBarButtonItem.Style) {}
}

/// A bar button's look in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance {
  /// The title's text attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Where the title is moved to.
  open var titlePositionAdjustment = UIOffset.zero
  /// Its background image.
  open var backgroundImage: UIImage?
  /// A look.
  public nonisolated init() {}
}

/// An offset, UIKit's: horizontal and vertical.
public struct UIOffset: Hashable, Sendable {
  /// Across.
  public var horizontal: CGFloat
  /// Down.
  public var vertical: CGFloat
  /// An offset.
  public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
  /// An offset.
  public init() { self.init(horizontal: 0, vertical: 0) }
  /// None.
  public static let zero = UIOffset()
}

/// What a size change's animation is given: runs animations beside it (at once, here).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` beside the change and `completion` after it.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// What a transition's animations can read.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext {
  /// Whether it animates.
  var isAnimated: Bool { get }
  /// How long it takes.
  var transitionDuration: TimeInterval { get }
  /// Whether it was cancelled.
  var isCancelled: Bool { get }
}

/// A font: what text attributes name (`UIFont(name: "Courier", size: 20)`).
public struct UIFont: Hashable, Sendable {
  /// The family's name.
  public let familyName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The height of a line of it, in points (the page's text runs 1.2 times its size).
  public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }
  /// How far above the baseline it reaches.
  public var ascender: CGFloat { pointSize * 0.95 }
  /// How far below the baseline it reaches (negative).
  public var descender: CGFloat { -pointSize * 0.25 }
  /// The height of a capital letter.
  public var capHeight: CGFloat { pointSize * 0.7 }
  /// The height of a lowercase x.
  public var xHeight: CGFloat { pointSize * 0.52 }
  /// The space between lines beyond the font's own height.
  public var leading: CGFloat { 0 }
  /// The system font's design (`UIFontDescriptor.withDesign`).
  let design: UIFontDescriptor.SystemDesign

  /// A font by name; any name is taken (a page falls back to its own font).
  public init?(name fontName: String, size fontSize: CGFloat) {
    self.init(family: fontName, size: fontSize)
  }

  init(family: String, size: CGFloat, design: UIFontDescriptor.SystemDesign = .default) {
    familyName = family
    pointSize = size
    self.design = design
  }

  private init(system size: CGFloat) { self.init(family: "system", size: size) }

  /// The system font of a size.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize) }
  /// The system font of a size and weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: fontSize) }
  /// The bold system font of a size.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize) }
  /// The italic system font of a size.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize) }
  /// The monospaced system font of a size and weight.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(system: fontSize)
  }
  /// The font of a text style, at the default text size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(system: style.size) }

  /// A font's weight.
  public struct Weight: Hashable, Sendable {
    /// The weight, from -1 (lightest) to 1 (heaviest).
    public let rawValue: CGFloat
    /// A weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// The text styles, with their sizes at the default text size.
  public struct TextStyle: Hashable, Sendable {
    let size: CGFloat
    /// Large title.
    public static let largeTitle = TextStyle(size: 34)
    /// Title 1.
    public static let title1 = TextStyle(size: 28)
    /// Title 2.
    public static let title2 = TextStyle(size: 22)
    /// Title 3.
    public static let title3 = TextStyle(size: 20)
    /// Headline.
    public static let headline = TextStyle(size: 17)
    /// Subheadline.
    public static let subheadline = TextStyle(size: 15)
    /// Body.
    public static let body = TextStyle(size: 17)
    /// Callout.
    public static let callout = TextStyle(size: 16)
    /// Footnote.
    public static let footnote = TextStyle(size: 13)
    /// Caption 1.
    public static let caption1 = TextStyle(size: 12)
    /// Caption 2.
    public static let caption2 = TextStyle(size: 11)
  }
}

extension Font {
  /// The font of a UIKit font: its family at its size.
  nonisolated public init(_ font: UIFont) {
    self =
      font.familyName == "system"
      ? .system(size: Double(font.pointSize), design: font.design.design)
      : .custom(font.familyName, size: font.pointSize)
  }
}

extension NSAttributedString.Key {
  /// The font of the text (a `UIFont`).
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  /// The color of the text (a `UIColor`).
  public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
  /// The color behind the text.
  public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
  /// Space between letters.
  public static let kern = NSAttributedString.Key(rawValue: "NSKern")
  /// An underline's style.
  public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
  /// A strikethrough's style.
  public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
  /// A link.
  public static let link = NSAttributedString.Key(rawValue: "NSLink")
  /// The paragraph's style.
  public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}

extension UIColor {
  /// A colour from the app's asset catalog (the accent colour when the catalog has none of
  /// that name: the app side cannot see the catalog, so it never answers `nil`).
  nonisolated public convenience init?(named name: String) { self.init(css: AssetNames.colorCSS(name)) }
  /// A colour of the asset catalog, by its generated resource (`UIColor(resource: .brand)`).
  nonisolated public convenience init(resource: ColorResource) { self.init(css: AssetNames.colorCSS(resource.name)) }
  /// A color of a SwiftUI color.
  nonisolated public convenience init(_ color: Color) { self.init(css: color.css) }
  /// A color from hue, saturation and brightness in 0…1.
  nonisolated public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(
      css: Color(
        hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)
      ).css)
  }
  /// A color from a CoreGraphics color.
  nonisolated public convenience init(cgColor: CGColor) {
    let (red, green, blue, alpha) = cgColor.rgba
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
  /// The colour's red, green, blue and alpha in 0…1 (its light value, for a system colour),
  /// written where the pointers point; `true`, as for any colour in an RGB space.
  @discardableResult
  nonisolated public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let resolved = lightResolved
    red?.pointee = CGFloat(resolved.red)
    green?.pointee = CGFloat(resolved.green)
    blue?.pointee = CGFloat(resolved.blue)
    alpha?.pointee = CGFloat(resolved.opacity)
    return true
  }

  /// The colour's hue, saturation, brightness and alpha in 0…1, written where the pointers point.
  @discardableResult
  nonisolated public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    getRed(&r, green: &g, blue: &b, alpha: &a)
    let most = Swift.max(r, g, b)
    let least = Swift.min(r, g, b)
    let range = most - least
    var h: CGFloat = 0
    if range > 0 {
      if most == r {
        h = (g - b) / range
      } else if most == g {
        h = 2 + (b - r) / range
      } else {
        h = 4 + (r - g) / range
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = most == 0 ? 0 : range / most
    brightness?.pointee = most
    alpha?.pointee = a
    return true
  }

  /// The colour's gray level and alpha in 0…1 (the mean of its channels), written where the pointers point.
  @discardableResult
  nonisolated public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?)
    -> Bool
  {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    getRed(&r, green: &g, blue: &b, alpha: &a)
    white?.pointee = (r + g + b) / 3
    alpha?.pointee = a
    return true
  }

  /// This color at another opacity.
  nonisolated public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(css: Color(css: css).opacity(Double(alpha)).css)
  }

  /// Mint.
  public static let systemMint = UIColor(css: "#00c7be")
  /// Cyan.
  public static let systemCyan = UIColor(css: "#32ade6")
  /// Brown.
  public static let systemBrown = UIColor(css: "#a2845e")
  /// The app's tint.
  public static let tintColor = UIColor(css: "var(--tint)")
  /// The fourth level of text.
  public static let quaternaryLabel = UIColor(css: "var(--tertiary)")
  /// A second-level fill.
  public static let secondarySystemFill = UIColor(css: "var(--line)")
  /// A third-level fill.
  public static let tertiarySystemFill = UIColor(css: "var(--line)")
  /// A fourth-level fill.
  public static let quaternarySystemFill = UIColor(css: "var(--line)")
  /// An opaque separator.
  public static let opaqueSeparator = UIColor(css: "var(--line)")
  /// A third-level grouped background.
  public static let tertiarySystemGroupedBackground = UIColor(css: "var(--bg)")
  /// Light text.
  public static let lightText = UIColor(css: "rgb(255 255 255 / 0.6)")
  /// Dark text.
  public static let darkText = UIColor(css: "#000")
  /// Purple.
  public static let purple = UIColor(css: "#af52de")
  /// Brown.
  public static let brown = UIColor(css: "#a2845e")
  /// Cyan.
  public static let cyan = UIColor(css: "#32ade6")
  /// Magenta.
  public static let magenta = UIColor(css: "#ff00ff")
  /// Dark gray.
  public static let darkGray = UIColor(css: "#555")
  /// Light gray.
  public static let lightGray = UIColor(css: "#aaa")
}

/// Insets from each edge, UIKit's way (left and right rather than leading and trailing).
public struct UIEdgeInsets: Hashable, Sendable {
  /// From the top.
  public var top: CGFloat
  /// From the left.
  public var left: CGFloat
  /// From the bottom.
  public var bottom: CGFloat
  /// From the right.
  public var right: CGFloat
  /// Insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// None.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// An image (UIKit's): a symbol by name, or a named image (none on Linux). A class, as
/// UIKit's is, so it can be kept in an `NSCache` or compared by identity; two images of the
/// same name are equal.
public final class UIImage: Hashable, @unchecked Sendable {
  let name: String
  let isSymbol: Bool

  /// Whether two images show the same symbol or named image.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name && lhs.isSymbol == rhs.isSymbol }
  /// Hashes the image's name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSymbol)
  }

  /// A system symbol.
  public init?(systemName name: String) {
    self.name = name
    isSymbol = true
  }
  /// A named image from the app's assets (its asset catalog, or an image file beside its
  /// source); the app side cannot see them, so it never answers `nil`.
  public init?(named name: String) {
    self.name = name
    isSymbol = false
  }
  /// An image of the asset catalog, by its generated resource.
  public init(resource: ImageResource) {
    name = resource.name
    isSymbol = false
  }
  /// An empty image.
  public init() {
    name = ""
    isSymbol = false
  }
  /// An image of a `CGImage` (the asset it came from).
  public convenience init(cgImage: CGImage) {
    self.init()
    drawnFrom = cgImage
  }
  /// An image of a `CGImage` at a scale and orientation.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation) {
    self.init(cgImage: cgImage)
  }
  /// The `CGImage` it was made of, if any.
  public var cgImage: CGImage? { drawnFrom }
  private var drawnFrom: CGImage?
  /// An image from data: not decoded here, so `nil`.
  public init?(data: Data) { return nil }
  /// An image from data at a scale: not decoded here, so `nil`.
  public init?(data: Data, scale: CGFloat) { return nil }
  /// An image from a file: not decoded here, so `nil`.
  public init?(contentsOfFile path: String) { return nil }
  /// The image's size, in points.
  public var size: CGSize { CGSize(width: 24, height: 24) }
}

extension Image {
  /// The image of a UIKit image.
  nonisolated public init(uiImage: UIImage) {
    self = uiImage.isSymbol ? Image(systemName: uiImage.name) : Image(uiImage.name)
  }
}

/// A scene of the app (one window here).
@preconcurrency @MainActor
open class UIScene: Hashable {
  nonisolated init() {}
  /// Whether two scenes are the same object.
  public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene with windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The scene's windows.
  open var windows: [UIWindow] { [] }
  /// Its key window.
  open var keyWindow: UIWindow? { nil }
}

extension UIApplication {
  /// The app's scenes (none a page can reach).
  public var connectedScenes: Set<UIScene> { [] }
  /// The app's windows (none a page can reach).
  public var windows: [UIWindow] { [] }
  /// Whether the screen stays on (the browser decides).
  public var isIdleTimerDisabled: Bool {
    get { false }
    set {}
  }
  /// The app icon's badge (none on a page).
  public var applicationIconBadgeNumber: Int {
    get { 0 }
    set {}
  }
  /// Whether the app is in front.
  public var applicationState: State { .active }

  /// The app's states.
  public enum State: Int, Sendable {
    /// In front.
    case active
    /// In front, not taking input.
    case inactive
    /// In the background.
    case background
  }

  /// The app is about to leave the front.
  public nonisolated static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// The app came to the front.
  public nonisolated static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// The app went to the background.
  public nonisolated static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// The app is about to come to the front.
  public nonisolated static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// The app is about to end.
  public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  /// The person took a screenshot.
  public nonisolated static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  /// The day changed, or the clock was set.
  public nonisolated static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
  /// Memory is short.
  public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
}

extension UIDevice {
  /// The device was shaken (apps post it themselves from a window's `motionEnded`).
  public nonisolated static let deviceDidShakeNotification = Notification.Name("deviceDidShakeNotification")
  /// The device turned.
  public nonisolated static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}

/// UIKit's accessibility settings, as a page can see them: all off.
public enum UIAccessibility {
  /// Whether VoiceOver is on.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether the person asked for less motion.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether the person asked for less transparency.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether bold text is on.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether colors are inverted.
  public static var isInvertColorsEnabled: Bool { false }
  /// Whether colors are told apart without color.
  public static var shouldDifferentiateWithoutColor: Bool { false }
  /// Whether Switch Control is on.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether increased contrast is on.
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether gray scale is on.
  public static var isGrayscaleEnabled: Bool { false }

  /// Tells assistive technology something (a page's reader reads the page itself).
  public static func post(notification: Notification, argument: Any?) {}

  /// What can be told to assistive technology.
  public struct Notification: Hashable, Sendable {
    let name: String
    /// Speak a message.
    public static let announcement = Notification(name: "announcement")
    /// The screen changed.
    public static let screenChanged = Notification(name: "screenChanged")
    /// The layout changed.
    public static let layoutChanged = Notification(name: "layoutChanged")
    /// A page scrolled.
    public static let pageScrolled = Notification(name: "pageScrolled")
  }

  /// Reduce motion was turned on or off.
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// VoiceOver was turned on or off.
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// Manages how a view controller is presented (kept; a page presents SwiftUI's sheets).
@preconcurrency @MainActor
open class UIPresentationController {
  /// The controller presented.
  public let presentedViewController: UIViewController
  /// The controller presenting it.
  public let presentingViewController: UIViewController?
  /// A presentation of `presentedViewController` by `presentingViewController`.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
  }
  /// Called before the container lays out its views.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container laid out its views.
  open func containerViewDidLayoutSubviews() {}
}

/// Manages a sheet's detents, grabber and corners (kept; a page draws SwiftUI's sheets).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet rests at.
  public final class Detent: @unchecked Sendable {
    /// A detent's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The identifier's name.
      public let rawValue: String
      /// An identifier by name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Half the screen.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The full height.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }
    /// Its identifier.
    public let identifier: Identifier
    init(_ identifier: Identifier) { self.identifier = identifier }
    /// Half the screen.
    public static func medium() -> Detent { Detent(.medium) }
    /// The full height.
    public static func large() -> Detent { Detent(.large) }
    /// A height worked out by `resolver`.
    public static func custom(
      identifier: Identifier? = nil, resolver: @escaping (any NSObjectProtocol) -> CGFloat?
    ) -> Detent { Detent(identifier ?? Identifier(rawValue: "custom")) }
  }
  /// The heights it rests at.
  open var detents: [Detent] = [.large()]
  /// The detent it rests at now.
  open var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent that leaves the screen behind undimmed.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the grabber shows.
  open var prefersGrabberVisible = false
  /// The corners' radius.
  open var preferredCornerRadius: CGFloat?
  /// Whether scrolling to the edge expands the sheet.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether it is a full-width sheet in compact height.
  open var prefersEdgeAttachedInCompactHeight = false
  /// Applies changes made in `changes`, animated.
  open func animateChanges(_ changes: () -> Void) { changes() }
}
