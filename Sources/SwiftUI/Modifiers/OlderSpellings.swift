@_spi(Host) import SuperSwiftLayout

/// The spellings of iOS 13–16 that published code still uses, each meaning what its
/// successor means here.
extension View {
  /// Accepted; a page shows one screen at a time, as a phone does.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

  /// Accepted (the iOS 13–14 spelling of `textInputAutocapitalization`); pages have no
  /// automatic capitalisation.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  /// Accepted (the older spelling of `autocorrectionDisabled`).
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// The accent color of the controls inside (the iOS 13–15 spelling of `tint`).
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

  /// Hides the navigation bar (the iOS 13–15 spelling of `toolbar(.hidden)`); accepted, the
  /// page's header keeps its title.
  public func navigationBarHidden(_ hidden: Bool) -> some View { self }

  /// The navigation title as a `Text` (the pre-iOS-14 spelling).
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  /// The navigation title as a `Text`, and how it shows (the pre-iOS-14 spelling).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title)
  }

  /// The navigation title from a string value, and how it shows (the pre-iOS-14 spelling).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    navigationTitle(title)
  }
}

extension Picker {
  /// A picker with a label view first (the iOS 13–15 spelling):
  /// `Picker(selection: $choice, label: Text("Pick")) { … }`.
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { label }
  }
}
