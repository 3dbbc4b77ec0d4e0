// The styles of controls: `.pickerStyle(.segmented)`, `.buttonStyle(.borderedProminent)`, …
// Each style is a type with a name the page reads, as SwiftUI spells them.

/// A style that sets how a picker looks.
public protocol PickerStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` pickerStyle.
public struct AutomaticPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "menu" }
}

extension PickerStyle where Self == AutomaticPickerStyle {
  /// The `automatic` style.
  public static var automatic: AutomaticPickerStyle { AutomaticPickerStyle() }
}

/// The `menu` pickerStyle.
public struct MenuPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// The `menu` style.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The `segmented` pickerStyle.
public struct SegmentedPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "segmented" }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// The `segmented` style.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The `inline` pickerStyle.
public struct InlinePickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The `inline` style.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// The `wheel` pickerStyle.
public struct WheelPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "menu" }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// The `wheel` style.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The `navigationLink` pickerStyle.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "menu" }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// The `navigationLink` style.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The `palette` pickerStyle.
public struct PalettePickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "segmented" }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// The `palette` style.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The `radioGroup` pickerStyle.
public struct RadioGroupPickerStyle: PickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "inline" }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// The `radioGroup` style.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

/// A style that sets how a button looks.
public protocol PrimitiveButtonStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` buttonStyle.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The `automatic` style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// The `bordered` buttonStyle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "bordered" }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The `bordered` style.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The `borderedProminent` buttonStyle.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "borderedProminent" }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The `borderedProminent` style.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The `borderless` buttonStyle.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "borderless" }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The `borderless` style.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The `plain` buttonStyle.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "plain" }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The `plain` style.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A style that sets how a text field looks (accepted, no effect).
public protocol TextFieldStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` textFieldStyle.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The `automatic` style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// The `roundedBorder` textFieldStyle.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "roundedBorder" }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// The `roundedBorder` style.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The `plain` textFieldStyle.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "plain" }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The `plain` style.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A style that sets how a list looks (accepted, no effect).
public protocol ListStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` listStyle.
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension ListStyle where Self == DefaultListStyle {
  /// The `automatic` style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The `plain` listStyle.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "plain" }
}

extension ListStyle where Self == PlainListStyle {
  /// The `plain` style.
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// The `grouped` listStyle.
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "grouped" }
}

extension ListStyle where Self == GroupedListStyle {
  /// The `grouped` style.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The `inset` listStyle.
public struct InsetListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "inset" }
}

extension ListStyle where Self == InsetListStyle {
  /// The `inset` style.
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// The `insetGrouped` listStyle.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "insetGrouped" }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// The `insetGrouped` style.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The `sidebar` listStyle.
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "sidebar" }
}

extension ListStyle where Self == SidebarListStyle {
  /// The `sidebar` style.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A style that sets how a form looks (accepted, no effect).
public protocol FormStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` formStyle.
public struct AutomaticFormStyle: FormStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The `automatic` style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// The `grouped` formStyle.
public struct GroupedFormStyle: FormStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "grouped" }
}

extension FormStyle where Self == GroupedFormStyle {
  /// The `grouped` style.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// The `columns` formStyle.
public struct ColumnsFormStyle: FormStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "columns" }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// The `columns` style.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A style that sets how a toggle looks (accepted, no effect).
public protocol ToggleStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` toggleStyle.
public struct DefaultToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The `automatic` style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The `switch` toggleStyle.
public struct SwitchToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "switch" }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// The `switch` style.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The `button` toggleStyle.
public struct ButtonToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "button" }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// The `button` style.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The `checkbox` toggleStyle.
public struct CheckboxToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "checkbox" }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// The `checkbox` style.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// A style that sets how a date picker looks (accepted, no effect).
public protocol DatePickerStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` datePickerStyle.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The `automatic` style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// The `compact` datePickerStyle.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "compact" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The `compact` style.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// The `graphical` datePickerStyle.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "graphical" }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// The `graphical` style.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// The `wheel` datePickerStyle.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "wheel" }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// The `wheel` style.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// A style that sets how a progress view looks (accepted, no effect).
public protocol ProgressViewStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` progressViewStyle.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The `automatic` style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The `linear` progressViewStyle.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "linear" }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// The `linear` style.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// The `circular` progressViewStyle.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "circular" }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The `circular` style.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A style that sets how a label looks (accepted, no effect).
public protocol LabelStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
}

/// The `automatic` labelStyle.
public struct DefaultLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The `automatic` style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The `iconOnly` labelStyle.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "iconOnly" }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The `iconOnly` style.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The `titleOnly` labelStyle.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "titleOnly" }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The `titleOnly` style.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The `titleAndIcon` labelStyle.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "titleAndIcon" }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The `titleAndIcon` style.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
