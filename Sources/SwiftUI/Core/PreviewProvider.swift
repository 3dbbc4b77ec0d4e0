@_spi(Host) import SuperSwiftLayout

/// Xcode's previews of the iOS 13–16 style (`struct ContentView_Previews: PreviewProvider`):
/// they compile and nothing runs them (`#Preview { … }` is blanked out by the host before
/// compiling, having no macro to expand on Linux).
public protocol PreviewProvider {
  /// What the previews show.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder @MainActor static var previews: Previews { get }
}

/// A device a preview shows on (`.previewDevice("iPhone 15")`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name.
  public let rawValue: String
  /// A device by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device by name, as a literal.
  public init(stringLiteral value: String) { rawValue = value }
}

/// How a preview is sized.
public enum PreviewLayout: Sendable {
  /// The device's size.
  case device
  /// As large as the content.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// How a preview's device is turned.
public enum InterfaceOrientation: Sendable {
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// On its left side.
  case landscapeLeft
  /// On its right side.
  case landscapeRight
}

extension View {
  /// Accepted; previews do not run on a page.
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }
  /// Accepted; previews do not run on a page.
  public func previewLayout(_ value: PreviewLayout) -> some View { self }
  /// Accepted; previews do not run on a page.
  public func previewDisplayName(_ value: String?) -> some View { self }
  /// Accepted; previews do not run on a page.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
