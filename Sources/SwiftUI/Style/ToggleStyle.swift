@_spi(Host) import SuperSwiftLayout

/// A style that sets how a toggle looks: one of the page's (`.switch`, `.button`), or one of
/// your own whose `makeBody(configuration:)` draws the toggle from its label and its `isOn`.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// What `makeBody` returns (`Never` for the page's own styles).
  associatedtype Body: View = Never
  /// The toggle drawn from its label and state.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The style's name on the page.
  var name: String { get }
  /// What `makeBody` is given.
  typealias Configuration = ToggleStyleConfiguration
}

extension ToggleStyle where Body == Never {
  /// The page draws its own styles.
  @MainActor public func makeBody(configuration: Configuration) -> Never {
    fatalError("the page draws \(name) toggles itself")
  }
}

extension ToggleStyle {
  /// A style of your own has no name on the page: it draws itself.
  public var name: String { "custom" }
}

/// What a toggle style is given: the label, and the state to show and change.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label's content.
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// Whether it is on; `configuration.isOn.toggle()` changes it, `$isOn` is its binding.
  @Binding public var isOn: Bool
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
  /// The style with an "on" colour (iOS 14; the page's switch takes the tint).
  public init(tint: Color) {}
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

extension View {
  /// The toggles inside drawn in `style`: the page's switch or button, or a style of your own.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    transformEnvironment { $0.customToggleStyle = S.Body.self == Never.self ? nil : AnyStyle(style) }
  }
}
