@_spi(Host) import SuperSwiftLayout

/// A style of the app's own (a `ButtonStyle`, `ToggleStyle` or `LabelStyle`), its type hidden,
/// as the environment carries it: it draws the control from the control's configuration.
struct AnyStyle<Configuration> {
  let makeBody: @MainActor (Configuration) -> AnyView
}

extension AnyStyle where Configuration == ButtonStyleConfiguration {
  @MainActor init<S: ButtonStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

extension AnyStyle where Configuration == PrimitiveButtonStyleConfiguration {
  @MainActor init<S: PrimitiveButtonStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

extension AnyStyle where Configuration == TextField<_TextFieldStyleLabel> {
  @MainActor init<S: TextFieldStyle>(_ style: S) { makeBody = { AnyView(style._body(configuration: $0)) } }
}

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
  @MainActor init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

extension AnyStyle where Configuration == ToggleStyleConfiguration {
  @MainActor init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

extension AnyStyle where Configuration == LabelStyleConfiguration {
  @MainActor init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}
