@_spi(Host) import SuperSwiftLayout

/// The older spelling of dismissing (`@Environment(\.presentationMode)`, iOS 13–14):
/// `presentationMode.wrappedValue.dismiss()` closes a sheet, or the app at the top.
public struct PresentationMode {
  let action: DismissAction

  /// Whether the view is presented (it is, while it shows).
  public var isPresented: Bool { true }

  /// Closes what is presented, as `@Environment(\.dismiss)` does.
  @MainActor public mutating func dismiss() { action() }
}

extension EnvironmentValues {
  /// The older way to dismiss: a binding whose value's `dismiss()` closes what is presented.
  @MainActor public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(action: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
