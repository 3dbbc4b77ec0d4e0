@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// An alert of the iOS 13–14 style, with `.alert(isPresented:content:)`:
/// `Alert(title: Text("Saved"), message: Text("…"), dismissButton: .default(Text("OK")))`.
public struct Alert {
  /// One of an alert's buttons.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button of the usual look.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: nil, action: action)
    }
    /// A button that cancels.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .cancel, action: action)
    }
    /// The system's Cancel button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
    }
    /// A button that destroys something.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .destructive, action: action)
    }
  }

  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// An alert with one button (OK, unless given).
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }
}

/// An `Alert`'s buttons as the alert modifier shows them.
struct AlertButtons: View {
  let buttons: [Alert.Button]

  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      SwiftUI.Button(role: button.role, action: { button.action?() }) { button.label }
    }
  }
}

extension View {
  /// Shows `content()`'s alert while `isPresented` is true (the iOS 13–14 spelling).
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return modifier(
      AlertModifier(
        kind: .alert, title: alert.title.string, isPresented: isPresented,
        actions: AlertButtons(buttons: alert.buttons),
        message: alert.message))
  }

  /// Shows the alert `content` makes for `item` while it is not `nil` (the iOS 13–14 spelling).
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    let shown = Binding<Bool>(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return modifier(
      AlertModifier(
        kind: .alert, title: alert?.title.string ?? "", isPresented: shown,
        actions: AlertButtons(buttons: alert?.buttons ?? []), message: alert?.message))
  }
}
