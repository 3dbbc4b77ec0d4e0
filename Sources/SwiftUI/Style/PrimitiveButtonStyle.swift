@_spi(Host) import SuperSwiftLayout

/// A style that sets how a button looks and what starts its action: one of the page's
/// (`.bordered`, `.plain`…, drawn by name), or one of the app's own, whose `makeBody` draws the
/// whole button from its configuration and calls `trigger()` when it should act (a double tap,
/// a long press).
public protocol PrimitiveButtonStyle {
  /// The style's name on the page.
  var name: String { get }
  /// What `makeBody` returns (`Never` for the page's own styles, which it draws by name).
  associatedtype Body: View = Never
  /// The button drawn from its configuration.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// What `makeBody` is given.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

extension PrimitiveButtonStyle where Body == Never {
  /// The page's styles are drawn by name: none has a body.
  @MainActor public func makeBody(configuration: Configuration) -> Never {
    fatalError("\(Self.self) is drawn by the page")
  }
}

extension PrimitiveButtonStyle {
  /// A style of the app's own: the page adds no chrome of its own.
  public var name: String { "plain" }
}

/// The `automatic` buttonStyle.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The `automatic` style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// The `bordered` buttonStyle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "bordered" }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The `bordered` style.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The `borderedProminent` buttonStyle.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "borderedProminent" }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The `borderedProminent` style.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The `borderless` buttonStyle.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "borderless" }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The `borderless` style.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The `plain` buttonStyle.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "plain" }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The `plain` style.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
