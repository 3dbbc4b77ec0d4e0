import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A number that scales with the person's text size: `@ScaledMetric var iconSize = 24.0`. A
/// page's text is at the default size, so the value is as written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let base: Value

  /// A metric scaled like body text.
  public init(wrappedValue: Value) { base = wrappedValue }
  /// A metric scaled like text of `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }

  /// The value at the current text size (the default: as written).
  public var wrappedValue: Value { base }
}

/// The launch options an app delegate is given (none on a page).
public struct UIApplicationLaunchOptionsKey: Hashable, Sendable, RawRepresentable {
  /// The option's name.
  public let rawValue: String
  /// An option by name.
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension UIApplication {
  /// The keys of launch options.
  public typealias LaunchOptionsKey = UIApplicationLaunchOptionsKey
}

/// An app delegate, as UIKit's: told when the app has launched.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
  /// The app has launched; return `false` if it could not.
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
}

extension UIApplicationDelegate {
  /// Launched.
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
}

/// An app delegate for a SwiftUI app: `@UIApplicationDelegateAdaptor(AppDelegate.self) var
/// delegate`. Swift on Linux cannot make an `NSObject` subclass from its type alone (its `init()`
/// is not `required`), so the host writes the attribute with a closure that makes one
/// (`DelegateAdaptors`): the delegate is made once, when the app starts, and told the app has
/// launched, as UIKit tells it. An adaptor given the type only (code the host did not write)
/// has no delegate; reading it stops the app with a message saying so.
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate>: DynamicProperty {
  private let delegate: DelegateType?

  /// An adaptor for delegates of `delegateType`, which it cannot make.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) { delegate = nil }

  /// An adaptor whose delegate `make` makes: once for the app, told it has launched.
  public init(_ delegateType: DelegateType.Type = DelegateType.self, make: () -> DelegateType) {
    let key = ObjectIdentifier(delegateType)
    if let made = AppDelegates.made[key] as? DelegateType {
      delegate = made
    } else {
      let made = make()
      AppDelegates.made[key] = made
      delegate = made
      _ = made.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    }
  }

  /// The delegate.
  public var wrappedValue: DelegateType {
    guard let delegate else {
      fatalError(
        "UIApplicationDelegateAdaptor: SuperSwift cannot make \(DelegateType.self) on Linux; move its launch code into the app's init() or onAppear"
      )
    }
    return delegate
  }
}

/// The app delegates made, by type: one each for the app's life, as UIKit makes one.
@MainActor
enum AppDelegates {
  static var made: [ObjectIdentifier: AnyObject] = [:]
}

extension View {
  /// Changes an environment value for the views below with `transform`.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    transformEnvironment { values in transform(&values[keyPath: keyPath]) }
  }

  /// Sets a preference from the view's geometry (the anchor of its bounds; a page's geometry is
  /// read through `GeometryReader`, so the preference is the anchor's default).
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    preference(key: key, value: transform(Anchor<A>(value: value.value)))
  }

  /// Changes a preference from the view's geometry.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    transformPreference(key) { transform(&$0, Anchor<A>(value: value.value)) }
  }

  /// A view in front of this one, drawn from the value of the preference `key` inside it.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    overlayPreferenceValue(key, alignment: .center, transform)
  }

  /// A view behind this one, drawn from the value of the preference `key` inside it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    backgroundPreferenceValue(key, alignment: .center, transform)
  }

  /// The document the screen shows, for sharing from the navigation bar (accepted: a page's
  /// bar has no document menu).
  public func navigationDocument<D: Transferable>(_ document: D) -> some View { self }
  /// The document the screen shows, with a preview (accepted).
  public func navigationDocument<D: Transferable>(_ document: D, preview: SharePreview<Never, Never>) -> some View {
    self
  }
  /// The URL a widget opens (accepted: a page is no widget).
  public func widgetURL(_ url: URL?) -> some View { self }
}

/// Declares an environment, focused, container or transaction value with its default:
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }` (iOS 18). Expanded by
/// SuperSwift's macro plugin, which the host builds with the runtime.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SuperSwiftMacros", type: "EntryMacro")
