import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// The values that flow down the view tree: what `@Environment` reads and modifiers set.
public struct EnvironmentValues {
  /// Closes the app: the run ends as cancelled, as when the user closes it.
  public var dismiss = DismissAction(action: {})
  /// Whether controls accept input; `.disabled(true)` turns it off below.
  public var isEnabled = true
  /// The locale formats use.
  public var locale = RunLocale.current
  /// The calendar dates use.
  public var calendar = Calendar.current
  /// The time zone dates use.
  public var timeZone = TimeZone.current
  /// Light or dark; the page follows the browser, the app sees `.light`.
  public var colorScheme = ColorScheme.light

  var pickerStyle = "menu"
  var buttonStyle = "automatic"
  var labelsHidden = false
  var keyboardType = UIKeyboardType.default
  var onSubmit: (@MainActor () -> Void)?
  /// Runs after a button's own action: an alert's buttons close the alert.
  var afterAction: (@MainActor () -> Void)?
  var objects: [ObjectIdentifier: AnyObject] = [:]
  /// Values of keys apps declare (`EnvironmentKey`), by key type.
  var custom: [ObjectIdentifier: Any] = [:]
  /// Values of the system's keys a view above set (`.environment(\.sizeCategory, …)`), by name.
  var system: [String: Any] = [:]
  /// A button style of the app's own, for the buttons below.
  var customButtonStyle: AnyStyle<ButtonStyleConfiguration>?
  /// A primitive button style of the app's own, which draws whole buttons (`nil`: the page's).
  var customPrimitiveButtonStyle: AnyStyle<PrimitiveButtonStyleConfiguration>?
  /// A text field style of the app's own (`_body(configuration:)`), for the fields below.
  var customTextFieldStyle: AnyStyle<TextField<_TextFieldStyleLabel>>?
  /// A progress view style of the app's own, for the progress views below.
  var customProgressViewStyle: AnyStyle<ProgressViewStyleConfiguration>?
  /// A toggle style of the app's own, for the toggles below.
  var customToggleStyle: AnyStyle<ToggleStyleConfiguration>?
  /// How the tab views below show their tabs (`automatic`, `page`, `pageWithoutIndex`).
  var tabViewStyle = "automatic"
  /// The view a tab view below draws above its tab bar (`tabViewBottomAccessory`).
  var tabBottomAccessory: AnyView?
  /// The page's label style for the labels below (`iconOnly`, `titleOnly`, …).
  var labelStyle = "automatic"
  /// A label style of the app's own, for the labels below.
  var customLabelStyle: AnyStyle<LabelStyleConfiguration>?

  /// The default environment.
  public init() {}
}
