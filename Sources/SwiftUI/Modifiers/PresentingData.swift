import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Alerts and dialogs that present data or an error, the iOS 13–14 action sheet, and the
// presentations a page has no counterpart for (file dialogs, the inspector: accepted).

/// An error an alert can describe: its title and what to do, as `LocalizedError` has them.
public protocol LocalizedAlertError: LocalizedError {}

extension View {
  /// An alert about `data`, shown while `isPresented` is true and `data` is there.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(
      titleKey, isPresented: Self.showing(isPresented, data),
      actions: { if let data { actions(data) } })
  }

  /// An alert about `data` with a message, shown while `isPresented` is true and `data` is there.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      titleKey, isPresented: Self.showing(isPresented, data),
      actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
  }

  /// An alert about an error, titled by its description, while `isPresented` is true.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(
      error?.errorDescription ?? error.map { "\($0)" } ?? "", isPresented: Self.showing(isPresented, error),
      actions: actions, message: { Text(error?.recoverySuggestion ?? error?.failureReason ?? "") })
  }

  /// An alert about an error with a message of the app's, while `isPresented` is true.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    alert(
      error?.errorDescription ?? error.map { "\($0)" } ?? "", isPresented: Self.showing(isPresented, error),
      actions: { if let error { actions(error) } }, message: { if let error { message(error) } })
  }

  /// A dialog of choices about `data`.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      titleKey, isPresented: Self.showing(isPresented, data), titleVisibility: titleVisibility,
      actions: { if let data { actions(data) } })
  }

  /// A dialog of choices about `data`, with a message.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      titleKey, isPresented: Self.showing(isPresented, data), titleVisibility: titleVisibility,
      actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
  }

  /// A toggle in a dialog to stop it showing again (accepted: a page's dialogs have none).
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
  /// A titled toggle to stop a dialog showing again (accepted).
  public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
    self
  }

  /// Shows `content()`'s action sheet while `isPresented` is true (the iOS 13–14 spelling): a
  /// confirmation dialog of its buttons.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return modifier(
      AlertModifier(
        kind: .dialog, title: sheet.title.string, isPresented: isPresented,
        actions: AlertButtons(buttons: sheet.buttons), message: sheet.message))
  }

  /// Shows the action sheet `content` makes for `item` while it is not `nil`.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
    let sheet = item.wrappedValue.map(content)
    let shown = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return modifier(
      AlertModifier(
        kind: .dialog, title: sheet?.title.string ?? "", isPresented: shown,
        actions: AlertButtons(buttons: sheet?.buttons ?? []), message: sheet?.message))
  }

  /// The detents a sheet may rest at, and the one it is at (a page's sheet has one height: the
  /// selection stays where it is).
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> some View
  {
    self
  }

  /// An inspector beside the content while `isPresented` is true: on a phone, a sheet.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
    sheet(isPresented: isPresented, content: content)
  }
  /// Accepted; the inspector is a sheet on a phone.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
  /// Accepted; the inspector is a sheet on a phone.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

  /// A binding that is true while `isPresented` is and `data` is there.
  static func showing<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
    let present = data != nil
    return Binding(get: { isPresented.wrappedValue && present }, set: { isPresented.wrappedValue = $0 })
  }
}

/// An action sheet of the iOS 13–14 style: a title, a message and buttons.
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// An action sheet (a Cancel button is added by the app, as on iOS).
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// One of an action sheet's buttons.
  public typealias Button = Alert.Button
}

// File dialogs: a page cannot yet hand the app files the person picks, or save one for it, so
// these are accepted: nothing is presented, and the handlers are not called.
extension View {
  /// Accepted; a page cannot pick files for the app yet.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View { self }
  /// Accepted; a page cannot pick files for the app yet.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View { self }
  /// Accepted; a page cannot pick files for the app yet.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View { self }
  /// Accepted; a page cannot save files for the app yet (return a result instead).
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View { self }
  /// Accepted; a page cannot save files for the app yet.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument { self }
  /// Accepted; a page cannot save files for the app yet.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View { self }
  /// Accepted; a page cannot save files for the app yet.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View where C.Element: FileDocument { self }
  /// Accepted; a page cannot save files for the app yet.
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View { self }
  /// Accepted; a page cannot save files for the app yet.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: Transferable { self }
  /// Accepted; a page cannot move the app's files.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
  )
    -> some View
  { self }
  /// Accepted; a page cannot move the app's files.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL { self }
  /// Accepted; a page cannot move the app's files.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View { self }
  /// Accepted; a page cannot move the app's files.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL { self }
  /// Accepted; file dialogs open where the browser decides.
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
}
