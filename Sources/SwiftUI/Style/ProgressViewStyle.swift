@_spi(Host) import SuperSwiftLayout

/// A style that sets how a progress view looks (accepted, no effect).
public protocol ProgressViewStyle: Sendable {
  /// The style's name on the page.
  var name: String { get }
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
