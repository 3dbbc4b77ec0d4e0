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

/// Where a preview is shown (a widget's family, for WidgetKit's `WidgetPreviewContext`).
public protocol PreviewContext {}

extension View {
  /// Accepted; previews do not run on a page.
  public func previewContext<C: PreviewContext>(_ context: C) -> some View { self }
}

/// What `#Preview` makes (iOS 17): the host blanks the macro's uses; the type is here for the
/// traits apps declare beside them.
public struct Preview {
  /// The traits of a view's preview.
  public struct ViewTraits {}
}

/// A trait of a preview (`#Preview(traits: .sizeThatFitsLayout)`), and the app's own
/// (`extension PreviewTrait where T == Preview.ViewTraits { static var sample: Self { .modifier(…) } }`).
public struct PreviewTrait<T> {
  let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// Accepted; previews do not run on a page. The preview wrapped in `modifier` (iOS 18).
  public static func modifier<M: PreviewModifier>(_ modifier: M) -> PreviewTrait<T> { PreviewTrait(name: "modifier") }
  /// Accepted; previews do not run on a page. Sized to fit its content.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFitsLayout") }
  /// Accepted; previews do not run on a page. A fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(name: "fixed") }
  /// Accepted; previews do not run on a page. Upright.
  public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
  /// Accepted; previews do not run on a page. On its left side.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
  /// Accepted; previews do not run on a page. On its right side.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
  /// Accepted; previews do not run on a page. Upside down.
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(name: "portraitUpsideDown") }
}
