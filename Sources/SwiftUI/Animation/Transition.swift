import Foundation
@_spi(Host) import SuperSwiftLayout

/// How a view comes and goes, as a type of its own (iOS 17): `.transition(MyTransition())`.
/// Pages show insertions and removals at once; a transition is accepted and its body never
/// asked for.
@MainActor @preconcurrency
public protocol Transition {
  /// The view, made to look as it does in `phase`.
  associatedtype Body: View
  /// The content in a phase of the transition.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

extension Transition {
  /// The content a transition changes (its placeholder type).
  public typealias Content = PlaceholderContentView<Self>
}

/// Where a transitioning view is: appearing, shown, or going.
public enum TransitionPhase: Hashable, Sendable {
  /// Coming in.
  case willAppear
  /// Shown.
  case identity
  /// Going out.
  case didDisappear
  /// Whether this is the shown phase.
  public var isIdentity: Bool { self == .identity }
  /// -1 appearing, 0 shown, 1 going: for offsets and scales.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// The view a `Transition`'s or a keyframe animator's closure changes, standing in for the
/// content it is applied to.
public struct PlaceholderContentView<Value>: View {
  /// The content it stands for (nothing, where SwiftUI never shows it).
  let content: AnyView
  /// The content.
  public var body: AnyView { content }
}

extension View {
  /// How the view comes and goes (accepted: pages show changes at once).
  public func transition<T: Transition>(_ transition: T) -> some View { self }
}

extension AnyTransition {
  /// Moving in by an offset.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
  /// Pushing in from an edge, the old view out the other way.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// A transition of a type of its own.
  public init<T: Transition>(_ transition: T) { self.init() }
}
