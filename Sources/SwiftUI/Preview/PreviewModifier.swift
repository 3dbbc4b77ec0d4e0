/// Shared set-up for Xcode's previews (iOS 18): a modifier that wraps a preview's content and may
/// make a context once for all previews (`#Preview(traits: .modifier(SampleData()))`). Previews
/// are Xcode's canvas, not the app; SuperSwift compiles an app's preview modifiers so the files
/// that declare them build, and its own preview (`superswift preview`) draws the content as it is.
public protocol PreviewModifier {
  /// What `makeSharedContext` makes.
  associatedtype Context = Void
  /// What `body` returns.
  associatedtype Body: View
  /// The preview's content, as `body` gets it.
  typealias Content = PreviewModifierContent
  /// Makes the context every preview using the modifier shares.
  static func makeSharedContext() async throws -> Context
  /// The content wrapped.
  @MainActor @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  /// No context to make.
  public static func makeSharedContext() async throws {}
}

/// A preview's content as a `PreviewModifier`'s body places it.
public struct PreviewModifierContent: View {
  /// Nothing of its own: the preview's content is drawn where it is placed.
  public var body: some View { EmptyView() }
}
