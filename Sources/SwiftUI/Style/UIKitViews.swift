import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// The UIKit views apps build inside `UIViewRepresentable` and `UIViewControllerRepresentable`:
// search bars, text views and fields with their delegates, scroll views laid out with anchors,
// navigation and image-picker controllers. They compile and keep what is set on them; a page
// draws SwiftUI's views, not UIKit's, so a representable's UIKit view is not shown, and the
// delegates are never called (docs/swiftui-coverage.md, "UIKit inside SwiftUI").

/// Which edges a layout anchor stands for, and the constraints between anchors.
open class NSLayoutAnchor<AnchorType: AnyObject>: @unchecked Sendable {
  /// An anchor.
  public init() {}
  /// A constraint: this anchor equal to `anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
  /// A constraint: this anchor equal to `anchor` plus `constant`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c)
  }
  /// A constraint: this anchor at least `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// A constraint: this anchor at least `anchor` plus `constant`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(constant: c) }
  /// A constraint: this anchor at most `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// A constraint: this anchor at most `anchor` plus `constant`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(constant: c) }
}

/// A horizontal edge or centre.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {}
/// A vertical edge or centre.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {}
/// A width or a height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
  /// A constraint: this dimension equal to `c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
  /// A constraint: this dimension at least `c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c)
  }
  /// A constraint: this dimension at most `c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
  /// A constraint: this dimension equal to `anchor` times `m`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// A constraint: this dimension equal to `anchor` times `m` plus `c`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(constant: c) }
}

/// A relation between two anchors (kept: a page lays out SwiftUI's views, not UIKit's).
open class NSLayoutConstraint: @unchecked Sendable {
  /// The constant added.
  open var constant: CGFloat
  /// Whether it is in force.
  open var isActive = false
  /// Its priority.
  open var priority: UILayoutPriority = .required
  /// A constraint.
  public init(constant: CGFloat = 0) { self.constant = constant }
  /// Puts constraints in force.
  public class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
  /// Takes constraints out of force.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}

/// How strongly a constraint holds.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority, 1…1000.
  public var rawValue: Float
  /// A priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// Must hold.
  public static let required = UILayoutPriority(1000)
  /// Holds unless something required does not.
  public static let defaultHigh = UILayoutPriority(750)
  /// Gives way easily.
  public static let defaultLow = UILayoutPriority(250)
}

/// How a view fits its content.
public enum UIViewContentMode: Int, Sendable {
  /// Stretched.
  case scaleToFill
  /// Fit, keeping its shape.
  case scaleAspectFit
  /// Filled, keeping its shape.
  case scaleAspectFill
  /// Drawn again on resizing.
  case redraw
  /// Centred.
  case center
  /// At the top.
  case top
  /// At the bottom.
  case bottom
  /// At the left.
  case left
  /// At the right.
  case right
}

extension UIView {
  /// How a view fits its content (UIKit's nested name).
  public typealias ContentMode = UIViewContentMode
}

/// The text's alignment.
public enum NSTextAlignment: Int, Sendable {
  /// Left.
  case left
  /// Centred.
  case center
  /// Right.
  case right
  /// Both edges.
  case justified
  /// The script's natural side.
  case natural
}

/// When a text field's clear button shows.
public enum UITextFieldViewMode: Int, Sendable {
  /// Never.
  case never
  /// While editing.
  case whileEditing
  /// Unless editing.
  case unlessEditing
  /// Always.
  case always
}

/// A text field's border.
public enum UITextBorderStyle: Int, Sendable {
  /// None.
  case none
  /// A line.
  case line
  /// A bezel.
  case bezel
  /// A rounded rectangle.
  case roundedRect
}

/// What a text view's container lays its text in.
open class NSTextContainer: @unchecked Sendable {
  /// The padding at each end of a line.
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines (0: any).
  open var maximumNumberOfLines = 0
  /// A container.
  public init() {}
}

/// What a text field tells its delegate.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether Return should be taken.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// Whether the text in `range` should become `string`.
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
  /// Editing began.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Editing ended.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Whether Return should be taken: yes.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  /// Whether the text should change: yes.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// The selection changed.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

/// What a text view tells its delegate.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// The text changed.
  func textViewDidChange(_ textView: UITextView)
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` should become `text`.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// The text changed.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Editing began.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Editing ended.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Whether the text should change: yes.
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  /// The selection changed.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// What a scroll view tells its delegate.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// It scrolled.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Dragging began.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Deceleration ended.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Dragging ended.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
  /// It scrolled.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Dragging began.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Deceleration ended.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Dragging ended.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}

/// What a search bar tells its delegate.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// The text changed.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Search was pressed.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// Cancel was pressed.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// The text changed.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Search was pressed.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Cancel was pressed.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Editing began.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Editing ended.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}

/// A search field with its bar (kept, not drawn: `.searchable` is SwiftUI's, and drawn).
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The bar's look.
  public enum Style: Int, Sendable {
    /// The default.
    case `default`
    /// A prominent bar.
    case prominent
    /// A minimal one.
    case minimal
  }
  /// The text.
  open var text: String?
  /// The placeholder.
  open var placeholder: String?
  /// The delegate.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The bar's look.
  open var searchBarStyle = Style.default
  /// Whether it shows Cancel.
  open var showsCancelButton = false
  /// The bar's tint.
  open var barTintColor: UIColor?
  /// Its text field.
  open var searchTextField = UISearchTextField(frame: .zero)
  /// The keyboard's Return key.
  open var returnKeyType = UIReturnKeyType.search
  /// The keyboard.
  open var keyboardType = UIKeyboardType.default
  /// Whether it corrects spelling.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// How it capitalises.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether Return is off while the text is empty.
  open var enablesReturnKeyAutomatically = false
  /// What the text is, for autofill.
  open var textContentType: UITextContentType?
  /// Shows or hides Cancel.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }
}

/// A search bar's field.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}

/// What a navigation controller tells its delegate.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

/// What an image picker tells its delegate.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// The person picked media.
  func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// The person cancelled.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  /// The person picked media.
  public func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}
  /// The person cancelled.
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// A stack of view controllers (a page navigates with SwiftUI's `NavigationStack`).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The controllers, the root first.
  open var viewControllers: [UIViewController] = []
  /// The top one.
  open var topViewController: UIViewController? { viewControllers.last }
  /// The bar.
  open var navigationBar = UINavigationBar(frame: .zero)
  /// Whether the bar is hidden.
  open var isNavigationBarHidden = false
  /// The back-swipe gesture (none on a page).
  open var interactivePopGestureRecognizer: UIGestureRecognizer?
  /// A navigation controller with its root.
  public nonisolated convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    MainActor.assumeIsolated { viewControllers = [rootViewController] }
  }
  /// Pushes a controller.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }
  /// Pops the top controller.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    viewControllers.count > 1 ? viewControllers.removeLast() : nil
  }
  /// Pops to the root.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = Array(viewControllers.prefix(1))
    return popped
  }
  /// Shows or hides the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
  /// The delegate.
  open weak var delegate: (any UINavigationControllerDelegate)?
}

/// A picker of photos or the camera: kept, never shown (a page picks photos with SwiftUI's
/// `PhotosPicker`), so its delegate is never called; no source is available.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where the media come from.
  public enum SourceType: Int, Sendable {
    /// The photo library.
    case photoLibrary
    /// The camera.
    case camera
    /// Saved photos.
    case savedPhotosAlbum
  }
  /// The camera used.
  public enum CameraDevice: Int, Sendable {
    /// The back camera.
    case rear
    /// The front camera.
    case front
  }
  /// What a picked item's information holds.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// A key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The image as picked.
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The image as edited.
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The crop rectangle.
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    /// The media type.
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// The media's address.
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    /// The image's address.
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }
  /// Where the media come from.
  open var sourceType = SourceType.photoLibrary
  /// The camera.
  open var cameraDevice = CameraDevice.rear
  /// Whether the person may crop.
  open var allowsEditing = false
  /// The media types offered.
  open var mediaTypes: [String] = ["public.image"]
  /// Whether a source is there: none is on a server.
  public class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
  /// The media types a source offers.
  public class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
}

/// A touch gesture UIKit recognises (none is made on a page): its target–actions are kept,
/// and called when the app sends them itself.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// Whether it is on.
  open var isEnabled = true
  /// Whether the view it is on stops getting the touches it recognises.
  open var cancelsTouchesInView = true
  /// The recogniser's delegate, kept.
  open weak var delegate: UIGestureRecognizerDelegate?
  /// The view it is on.
  open internal(set) weak var view: UIView?
  /// What it calls: each target's selector, with the recogniser.
  var targetActions: [(target: TargetReference, action: Selector)] = []

  /// A recogniser.
  public nonisolated init() {}

  /// A recogniser that calls `action` on `target` (Objective-C's target–action form).
  public nonisolated init(target: Any?, action: Selector?) {
    if let action { targetActions = [(TargetReference(target), action)] }
  }

  /// Adds a target and its action.
  open func addTarget(_ target: Any, action: Selector) { targetActions.append((TargetReference(target), action)) }

  /// Removes a target's actions (all targets' when `target` is `nil`).
  open func removeTarget(_ target: Any?, action: Selector?) {
    targetActions.removeAll { pair in
      (target == nil || pair.target.refers(to: target)) && (action == nil || pair.action == action)
    }
  }
}

/// What a gesture recogniser asks its delegate (every answer optional).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {}

/// A tap, as UIKit recognises it.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps it takes.
  open var numberOfTapsRequired = 1
}

/// A long press, as UIKit recognises it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press must be, in seconds.
  open var minimumPressDuration: TimeInterval = 0.5
}

/// A drag, as UIKit recognises it.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// A swipe, as UIKit recognises it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe may go.
  public struct Direction: OptionSet, Sendable {
    /// The directions' bits.
    public let rawValue: UInt
    /// Directions from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Right.
    public static let right = Direction(rawValue: 1)
    /// Left.
    public static let left = Direction(rawValue: 2)
    /// Up.
    public static let up = Direction(rawValue: 4)
    /// Down.
    public static let down = Direction(rawValue: 8)
  }
  /// The direction it recognises.
  open var direction: Direction = .right
}

/// An item of a navigation bar or toolbar, as UIKit makes one (kept, not drawn).
@preconcurrency @MainActor
open class UIBarButtonItem {
  /// How it looks.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Bordered (before iOS 8).
    case bordered
    /// Done: bold.
    case done
  }
  /// The system's items.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// Add.
    case add
    /// Flexible space.
    case flexibleSpace
    /// Fixed space.
    case fixedSpace
    /// Compose.
    case compose
    /// Reply.
    case reply
    /// Action (share).
    case action
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Trash.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Close.
    case close
  }
  /// Its title.
  open var title: String?
  /// Its image.
  open var image: UIImage?
  /// How it looks.
  open var style: Style = .plain
  /// Whether it can be tapped.
  open var isEnabled = true
  /// Its tint.
  open var tintColor: UIColor?
  /// The object its action is sent to.
  open var target: AnyObject? {
    get { reference.target as AnyObject? }
    set { reference = TargetReference(newValue) }
  }
  /// What it calls on its target.
  open var action: Selector?
  private var reference = TargetReference(nil)

  /// An empty item.
  public nonisolated init() {}

  /// An item with a title that calls `action` on `target`.
  public nonisolated init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.title = title
    self.style = style
    reference = TargetReference(target)
    self.action = action
  }

  /// An item with an image that calls `action` on `target`.
  public nonisolated init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.image = image
    self.style = style
    reference = TargetReference(target)
    self.action = action
  }

  /// One of the system's items that calls `action` on `target`.
  public nonisolated init(barButtonSystemItem: SystemItem, target: Any?, action: Selector?) {
    reference = TargetReference(target)
    self.action = action
  }
}

/// The keyboard's Return key.
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency call.
  case emergencyCall
  /// Continue.
  case `continue`
}

/// Whether a field corrects spelling.
public enum UITextAutocorrectionType: Int, Sendable {
  /// The default.
  case `default`
  /// No.
  case no
  /// Yes.
  case yes
}

/// A controller's items in the navigation bar.
@preconcurrency @MainActor
open class UINavigationItem {
  /// How large the title is.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item.
    case automatic
    /// Large.
    case always
    /// Small.
    case never
  }
  /// The title.
  open var title: String?
  /// A view in the title's place.
  open var titleView: UIView?
  /// How large the title is.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// How the back button shows the previous title.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The previous title, or "Back".
    case `default`
    /// "Back" only.
    case generic
    /// The chevron alone.
    case minimal
  }
  /// How the back button shows the previous title.
  open var backButtonDisplayMode = BackButtonDisplayMode.default
  /// The back button's title.
  open var backButtonTitle: String?
  /// The item at the bar's right.
  open var rightBarButtonItem: UIBarButtonItem?
  /// The item at the bar's left.
  open var leftBarButtonItem: UIBarButtonItem?
  /// The items at the bar's right.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The items at the bar's left.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// An item.
  public nonisolated init(title: String = "") {}
}

/// A button (kept, not drawn).
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The button's kind.
  public enum ButtonType: Int, Sendable {
    /// A custom look.
    case custom
    /// The system's look.
    case system
    /// A disclosure.
    case detailDisclosure
    /// Information.
    case infoLight
    /// Add a contact.
    case contactAdd
    /// Close.
    case close
  }
  /// The title's label.
  open var titleLabel: UILabel? = UILabel(frame: .zero)
  /// A button of a kind.
  public nonisolated convenience init(type: ButtonType) { self.init(frame: .zero) }
  /// Sets the title for a state.
  open func setTitle(_ title: String?, for state: UIControl.State) { titleLabel?.text = title }
  /// Sets the title's colour for a state.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// An image's view (kept, not drawn).
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image.
  open var image: UIImage?
  /// The image while highlighted.
  open var highlightedImage: UIImage?
  /// Frames to animate through (the page shows the image; frames are kept).
  open var animationImages: [UIImage]?
  /// How long one pass of the animation takes.
  open var animationDuration: TimeInterval = 0
  /// How many passes (0: forever).
  open var animationRepeatCount = 0
  /// Whether it is animating.
  open private(set) var isAnimating = false
  /// Starts animating (shows the first frame on a page).
  open func startAnimating() {
    isAnimating = true
    if let first = animationImages?.first { image = first }
  }
  /// Stops animating.
  open func stopAnimating() { isAnimating = false }
  /// A view of an image.
  public nonisolated convenience init(image: UIImage?) {
    self.init(frame: .zero)
    MainActor.assumeIsolated { self.image = image }
  }
}

/// A row or column of views (kept, not drawn).
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How views are placed across the axis.
  public enum Alignment: Int, Sendable {
    /// Filling.
    case fill
    /// At the leading edge.
    case leading
    /// At the top.
    case top
    /// On the first baseline.
    case firstBaseline
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing
    /// At the bottom.
    case bottom
    /// On the last baseline.
    case lastBaseline
  }
  /// How space is shared along the axis.
  public enum Distribution: Int, Sendable {
    /// Filling.
    case fill
    /// Equally.
    case fillEqually
    /// In proportion.
    case fillProportionally
    /// Equal spacing.
    case equalSpacing
    /// Equal centring.
    case equalCentering
  }
  /// The axis.
  open var axis = NSLayoutConstraint.Axis.horizontal
  /// The space between views.
  open var spacing: CGFloat = 0
  /// How views are placed across the axis.
  open var alignment = Alignment.fill
  /// How space is shared.
  open var distribution = Distribution.fill
  /// The views it arranges.
  open private(set) var arrangedSubviews: [UIView] = []
  /// A stack of views.
  public nonisolated convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    MainActor.assumeIsolated { arrangedSubviews = views }
  }
  /// Adds a view at the end.
  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.append(view)
    addSubview(view)
  }
}

extension NSLayoutConstraint {
  /// A layout axis.
  public enum Axis: Int, Sendable {
    /// Across.
    case horizontal
    /// Down.
    case vertical
  }
}

/// An alert or action sheet of UIKit's (a page shows SwiftUI's `.alert`): kept, and when
/// presented it is not shown, so no action runs.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// An alert or a sheet of actions.
  public enum Style: Int, Sendable {
    /// An action sheet.
    case actionSheet
    /// An alert.
    case alert
  }
  /// Its message.
  open var message: String?
  /// How it shows.
  public let preferredStyle: Style
  /// Its actions.
  open private(set) var actions: [UIAlertAction] = []
  /// Its text fields.
  open private(set) var textFields: [UITextField]? = nil
  /// An alert with a title and message.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
  }
  /// Adds an action.
  open func addAction(_ action: UIAlertAction) { actions.append(action) }
  /// Adds a text field, configured by `configurationHandler`.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }
}

/// A button of a `UIAlertController`.
@preconcurrency @MainActor
open class UIAlertAction {
  /// How the action looks.
  public enum Style: Int, Sendable {
    /// The default.
    case `default`
    /// Cancel.
    case cancel
    /// Destructive.
    case destructive
  }
  /// Its title.
  public let title: String?
  /// How it looks.
  public let style: Style
  /// Whether it can be chosen.
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?
  /// An action run by `handler` when chosen.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

extension IndexPath {
  /// A table's row and section (UIKit's names for the path's two indexes).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// A collection's item and section.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// The row: the path's second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The item: the path's second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The section: the path's first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
