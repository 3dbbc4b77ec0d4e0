import Foundation
@_spi(Host) import SuperSwift

// The rest of the title family of alerts and dialogs: each form Apple has with a
// `LocalizedStringKey` title has one with a string value (`S: StringProtocol`, disfavoured, so
// a literal stays a key) and one with a `Text`, whether it presents data or not.

extension View {
  /// An alert whose title is a `Text`, with buttons.
  public func alert<Actions: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions)
    -> some View
  {
    alert(title.string, isPresented: isPresented, actions: actions)
  }

  /// An alert about `data`, titled by a string value.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(String(title), isPresented: Self.showing(isPresented, data), actions: { if let data { actions(data) } })
  }

  /// An alert about `data` with a message, titled by a string value.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      String(title), isPresented: Self.showing(isPresented, data), actions: { if let data { actions(data) } },
      message: { if let data { message(data) } })
  }

  /// An alert about `data`, titled by a `Text`.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(title.string, isPresented: isPresented, presenting: data, actions: actions)
  }

  /// An alert about `data` with a message, titled by a `Text`.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(title.string, isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// A dialog of choices titled by a string value.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      AlertModifier(
        kind: .dialog, title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView()))
  }

  /// A dialog of choices with a message, titled by a string value.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      AlertModifier(
        kind: .dialog, title: String(title), isPresented: isPresented, actions: actions(), message: message()))
  }

  /// A dialog of choices titled by a `Text`.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(title.string, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// A dialog of choices with a message, titled by a `Text`.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      title.string, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// A dialog of choices about `data`, titled by a string value.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      String(title), isPresented: Self.showing(isPresented, data), titleVisibility: titleVisibility,
      actions: { if let data { actions(data) } })
  }

  /// A dialog of choices about `data` with a message, titled by a string value.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      String(title), isPresented: Self.showing(isPresented, data), titleVisibility: titleVisibility,
      actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
  }

  /// A dialog of choices about `data`, titled by a `Text`.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      title.string, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
  }

  /// A dialog of choices about `data` with a message, titled by a `Text`.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      title.string, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
      message: message)
  }
}
