@_spi(Host) import SuperSwift

/// The entry point of a live preview's build, which the host generates in place of the app's
/// `@main` (`PreviewBuild`): it shows the app's window, or the `#Preview` (or `PreviewProvider`)
/// the editor picked by name, with the state the build before it had.
@_spi(Host)
@MainActor
public enum PreviewMain {
  /// One preview: its name, and the view it shows.
  public typealias Entry = (name: String, view: @MainActor () -> any View)

  /// Runs the preview the run asks for (`RunContext.preview`'s `show`): the preview of that
  /// name, or else the window of `app` (the type that was the app's `@main`, if it is an
  /// `App`), or else the first preview. `fileID` is the generated file's `#fileID`, which names
  /// the app's module. Never returns.
  public static func run(fileID: String, app: Any.Type?, previews: [Entry]) -> Never {
    let request = RunContext.current.preview
    let module = String(fileID.prefix { $0 != "/" })
    let shown = request?["show"]?.string.flatMap { name in previews.first { $0.name == name } }
    if shown == nil, let app = app as? any App.Type { start(app) }
    guard let entry = shown ?? previews.first else {
      RunContext.current.fail("This app has no window to preview: it has no App and no #Preview.")
    }
    let state = PreviewState(previous: request?["state"], appModule: module)
    InterfaceLoop.run(entry.view(), preview: request == nil ? nil : state)
  }

  private static func start<A: App>(_ type: A.Type) -> Never {
    InterfaceLoop.run(app: A())
  }
}
