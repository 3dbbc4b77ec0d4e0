@_spi(Host) import SuperSwiftLayout

/// A button look of your own: `makeBody(configuration:)` draws the button from its label, as
/// SwiftUI's `ButtonStyle`; the page keeps the press and the keyboard behaviour of a button.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// What `makeBody` returns.
  associatedtype Body: View
  /// The button drawn from its label.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// What `makeBody` is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a button style is given: the button's label, whether it is pressed, its role.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label's content.
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// Whether the person is pressing it (a page shows the press itself, so this is `false`).
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

extension View {
  /// Draws the buttons inside with a style of your own.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    transformEnvironment { $0.customButtonStyle = AnyStyle(style) }
  }
}
