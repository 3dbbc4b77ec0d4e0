@_spi(Host) import SuperSwiftLayout

/// A style that sets how a progress view looks (accepted, no effect).
public protocol ProgressViewStyle: Sendable {
  /// What `makeBody` returns (`Never` for the page's own styles).
  associatedtype Body: View = Never
  /// The style's name on the page (`custom` for a style of the app's own).
  var name: String { get }
  /// The progress view drawn from its fraction and labels (a style of the app's own).
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// What `makeBody` is given.
  typealias Configuration = ProgressViewStyleConfiguration
}

extension ProgressViewStyle where Body == Never {
  /// The page draws its own styles.
  @MainActor public func makeBody(configuration: Configuration) -> Never {
    fatalError("the page draws \(name) progress views itself")
  }
}

extension ProgressViewStyle {
  /// A style of your own has no name on the page: it draws itself.
  public var name: String { "custom" }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label {
  /// The progress a style was handed, drawn the page's way (inside a style of the app's own).
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.label = configuration.label ?? ProgressViewStyleConfiguration.Label(content: AnyView(EmptyView()))
    fraction = configuration.fractionCompleted.map { ($0, 1) }
  }
}

/// What a progress view style is given: how far along, and the labels.
public struct ProgressViewStyleConfiguration {
  /// A label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label's content.
    public var body: some View { content }
  }
  /// A label of the current value, as a view.
  public struct CurrentValueLabel: View {
    let content: AnyView
    /// The label's content.
    public var body: some View { content }
  }
  /// How far along, 0…1; `nil` for a progress of unknown length.
  public let fractionCompleted: Double?
  /// The label.
  public var label: Label?
  /// The current value's label.
  public var currentValueLabel: CurrentValueLabel?
}

/// The `automatic` progressViewStyle.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}
  /// The style's name on the page.
  public var name: String { "automatic" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The `automatic` style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The `linear` progressViewStyle.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}
  /// The style tinted (the iOS 14 spelling; the page's progress views take the accent colour).
  public init(tint: Color) {}
  /// The style's name on the page.
  public var name: String { "linear" }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// The `linear` style.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// The `circular` progressViewStyle.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}
  /// The style tinted (the iOS 14 spelling; the page's progress views take the accent colour).
  public init(tint: Color) {}
  /// The style's name on the page.
  public var name: String { "circular" }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The `circular` style.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
