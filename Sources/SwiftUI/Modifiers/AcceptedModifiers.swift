@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Modifiers that mean something on a phone but nothing in a browser page. They are accepted,
/// so copied code compiles, and change nothing.
extension View {
  /// How the text fields inside look: plain, or with a rounded border.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let custom = style.name == "custom" ? AnyStyle(style) : nil
    return self.style(.textFieldStyle, .string(custom == nil ? style.name : "plain"))
      .transformEnvironment { $0.customTextFieldStyle = custom }
  }
  /// Accepted; pages have no automatic capitalisation.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  /// Accepted; the browser's own spelling settings apply.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// Accepted; the Return key stays Return.
  public func submitLabel(_ label: SubmitLabel) -> some View { self }
  /// How the navigation title shows: large (34 points, bold, under the bar, shrinking into the
  /// bar as the page scrolls), inline (in the bar), or automatic (as the screen below, large at
  /// the root).
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(TitleDisplayModifier(mode: mode.name))
  }
  /// How the lists inside look: plain, grouped, inset, inset grouped or sidebar.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self.style(.listStyle, .string(style.name)) }
  /// Accepted; forms look alike.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }

  /// Accepted; date pickers are the browser's.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
  /// Accepted; progress views are the browser's.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let custom = style.name == "custom" ? AnyStyle(style) : nil
    return transformEnvironment { $0.customProgressViewStyle = custom }
  }
  /// Accepted; controls have one size.
  public func controlSize(_ size: ControlSize) -> some View { self }
  /// Accepted; the page scrolls as pages do.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  /// Accepted; there are no animations.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  /// The colour scheme of the whole page (`nil`: the browser's); views inside read it from
  /// `\.colorScheme`.
  public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
    style(.preferredColorScheme, scheme.map { .string($0 == .dark ? "dark" : "light") } ?? .null)
      .environment(\.colorScheme, scheme ?? .light)
  }
  /// Accepted; images scale to the text.
  public func imageScale(_ scale: Image.Scale) -> some View { self }
  /// Accepted; rows are separated alike.
  public func listRowSeparator(_ visibility: Visibility) -> some View { self }
  /// Accepted; the text is selectable in a page anyway.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

extension View {
  /// Accepted; a page's keyboard shortcuts are the browser's.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
  /// Accepted; a page's keyboard shortcuts are the browser's.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}

/// How a symbol's layers are colored.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// One color.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Layers in shades of one color.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in given colors.
  public static let palette = SymbolRenderingMode(name: "palette")
  /// The symbol's own colors.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
  /// How the symbols inside color their layers (accepted: a symbol here is one glyph).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}
