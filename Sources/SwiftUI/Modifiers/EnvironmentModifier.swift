@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Changes the environment for its content: `disabled`, control styles, models, …
struct EnvironmentModifier: PrimitiveModifier {
  let change: (inout EnvironmentValues) -> Void
  /// A colour scheme the change sets (`.environment(\.colorScheme, .dark)`): the page draws
  /// the content in that scheme's palette, as `.colorScheme(_:)` does.
  var scheme: ColorScheme? = nil

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let nodes = context.withEnvironment(change, content)
    guard let scheme else { return nodes }
    return nodes.map { $0.styled(.colorScheme, .string(scheme == .dark ? "dark" : "light")) }
  }
}

extension View {
  func transformEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> some View {
    modifier(EnvironmentModifier(change: change))
  }

  /// Turns the controls inside off: they show dimmed and ignore the user.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment { if disabled { $0.isEnabled = false } }
  }

  /// Sets an environment value for the views inside.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    let scheme = keyPath == \EnvironmentValues.colorScheme ? value as? ColorScheme : nil
    return modifier(EnvironmentModifier(change: { $0[keyPath: keyPath] = value }, scheme: scheme))
  }

  /// Puts an `@Observable` model in the environment, for `@Environment(Model.self)` below.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    transformEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
  }

  /// How pickers inside look: `.menu` (a drop-down), `.segmented` or `.inline` (radio buttons).
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    transformEnvironment { $0.pickerStyle = style.name }
  }

  /// How buttons inside look: `.borderedProminent`, `.bordered`, `.borderless`, `.plain`.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let custom = S.Body.self == Never.self ? nil : AnyStyle<PrimitiveButtonStyleConfiguration>(style)
    return transformEnvironment {
      $0.buttonStyle = style.name
      $0.customButtonStyle = nil
      $0.customPrimitiveButtonStyle = custom
    }
  }

  /// Hides the labels of the controls inside (they stay as accessible names).
  public func labelsHidden() -> some View {
    transformEnvironment { $0.labelsHidden = true }
  }

  /// The keyboard text fields inside ask for; the page sets the matching `inputmode`.
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    transformEnvironment { $0.keyboardType = type }
  }

  /// Runs `action` when the user submits a text field inside (presses Return).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
    transformEnvironment { $0.onSubmit = action }
  }
}
