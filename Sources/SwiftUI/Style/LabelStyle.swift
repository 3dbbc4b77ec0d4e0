@_spi(Host) import SuperSwiftLayout

/// A style that sets how a label looks: one of the page's (`.titleAndIcon`, `.iconOnly`,
/// `.titleOnly`), or one of your own whose `makeBody(configuration:)` draws the label from its
/// title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// What `makeBody` returns (`Never` for the page's own styles).
  associatedtype Body: View = Never
  /// The label drawn from its title and icon.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// The style's name on the page.
  var name: String { get }
  /// What `makeBody` is given.
  typealias Configuration = LabelStyleConfiguration
}

extension LabelStyle where Body == Never {
  /// The page draws its own styles.
  @MainActor public func makeBody(configuration: Configuration) -> Never {
    fatalError("the page draws \(name) labels itself")
  }
}

extension LabelStyle {
  /// A style of your own has no name on the page: it draws itself.
  public var name: String { "custom" }
}

/// What a label style is given: the label's title and icon, as views.
public struct LabelStyleConfiguration {
  /// The label's title.
  public struct Title: View {
    let content: AnyView
    /// The title's content.
    public var body: some View { content }
  }

  /// The label's icon.
  public struct Icon: View {
    let content: AnyView
    /// The icon's content.
    public var body: some View { content }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

extension View {
  /// How the labels inside look: title and icon, the icon alone (the title stays its name for
  /// assistive technology), the title alone, or a style of your own.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    transformEnvironment {
      $0.labelStyle = style.name
      $0.customLabelStyle = S.Body.self == Never.self ? nil : AnyStyle(style)
    }
  }
}

/// The `automatic` labelStyle: title and icon.
public struct DefaultLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The `automatic` style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The `iconOnly` labelStyle.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "iconOnly" }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The `iconOnly` style.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The `titleOnly` labelStyle.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "titleOnly" }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The `titleOnly` style.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The `titleAndIcon` labelStyle.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "titleAndIcon" }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The `titleAndIcon` style.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
