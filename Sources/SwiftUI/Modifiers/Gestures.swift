import Foundation
@_spi(Host) import SuperSwiftLayout

/// A gesture: taps and long presses act on a page (a click, or Enter and Space); drags,
/// magnification and rotation compile and are accepted, and never fire (a page has no touch
/// gestures of the app's).
public protocol Gesture {
  /// What the gesture reports.
  associatedtype Value
}

/// An optional gesture, as Apple's: `.gesture(editing ? tap : nil)` attaches the gesture or none.
extension Optional: Gesture where Wrapped: Gesture {
  /// What the gesture reports.
  public typealias Value = Wrapped.Value
}

extension Optional: ClickableGesture where Wrapped: Gesture {
  /// The wrapped gesture's click, if there is a gesture and it acts on one.
  @MainActor var clickAction: (@MainActor () -> Void)? {
    guard case .some(let gesture) = self else { return nil }
    return (gesture as? any ClickableGesture)?.clickAction
  }
}

/// What `.gesture(_:)` needs to know of a gesture: what a click does, if anything.
protocol ClickableGesture {
  /// What a click runs, if the gesture acts on one.
  @MainActor var clickAction: (@MainActor () -> Void)? { get }
}

/// A gesture with handlers of the app's: what `onChanged`, `onEnded` and `updating` return.
public struct HandledGesture<Base: Gesture>: Gesture {
  /// What the base reports.
  public typealias Value = Base.Value
  let base: Base
  var ended: ((Base.Value) -> Void)?
  var changed: ((Base.Value) -> Void)?

  /// Runs `action` when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> HandledGesture {
    var copy = self
    copy.ended = action
    return copy
  }

  /// Runs `action` as the gesture changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> HandledGesture {
    var copy = self
    copy.changed = action
    return copy
  }
}

extension HandledGesture: ClickableGesture {
  var clickAction: (@MainActor () -> Void)? {
    guard let ended else { return nil }
    if Base.self == TapGesture.self { return { ended(() as! Value) } }
    if Base.self == LongPressGesture.self { return { ended(true as! Value) } }
    if Base.self == SpatialTapGesture.self { return { ended(SpatialTapGesture.Value(location: .zero) as! Value) } }
    return nil
  }
}

extension Gesture {
  /// Runs `action` when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> HandledGesture<Self> {
    HandledGesture(base: self, ended: action)
  }

  /// Runs `action` as the gesture changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> HandledGesture<Self> {
    HandledGesture(base: self, changed: action)
  }

  /// Updates `state` as the gesture changes (accepted; the state keeps its value).
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> Self {
    self
  }

  /// This gesture and `other` at once.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// This gesture, then `other`.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture, or else `other`.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }

  /// The gesture reporting `body` of its values.
  public func map<T>(_ body: @escaping (Value) -> T) -> MappedGesture<Self, T> {
    MappedGesture(base: self, transform: body)
  }
}

/// Two gestures recognised at once.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Both values, each while its gesture is recognised.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// Both gestures at once.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

/// A gesture, then another: the second starts once the first ends.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Where the sequence is.
  public enum Value {
    /// The first gesture is under way.
    case first(First.Value)
    /// The first ended; the second is under way (or not yet started).
    case second(First.Value, Second.Value?)
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// `first`, then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

/// One of two gestures: the first if it is recognised, else the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture was recognised.
  public enum Value {
    /// The first.
    case first(First.Value)
    /// The second.
    case second(Second.Value)
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// `first`, or else `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

/// A gesture whose values are mapped.
public struct MappedGesture<Base: Gesture, Value>: Gesture {
  let base: Base
  let transform: (Base.Value) -> Value
}

extension SimultaneousGesture: ClickableGesture {
  var clickAction: (@MainActor () -> Void)? {
    let actions = [first as Any, second as Any].compactMap { ($0 as? ClickableGesture)?.clickAction }
    guard !actions.isEmpty else { return nil }
    return { for action in actions { action() } }
  }
}

extension SequenceGesture: ClickableGesture {
  var clickAction: (@MainActor () -> Void)? { (first as? ClickableGesture)?.clickAction }
}

extension ExclusiveGesture: ClickableGesture {
  var clickAction: (@MainActor () -> Void)? {
    (first as? ClickableGesture)?.clickAction ?? (second as? ClickableGesture)?.clickAction
  }
}

/// A tap that reports where it was (a click on a page; its location is the view's origin, as
/// the page does not send the point yet).
public struct SpatialTapGesture: Gesture {
  /// Where the tap was.
  public struct Value: Equatable, Sendable {
    /// The location, in the gesture's coordinate space.
    public var location: CGPoint
  }
  /// How many taps.
  public var count: Int
  /// A spatial tap gesture.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

/// Turning two fingers (iOS 17; accepted, it never fires on a page).
public struct RotateGesture: Gesture {
  /// How far it turned.
  public struct Value: Equatable, Sendable {
    /// The rotation.
    public var rotation: Angle
    /// How fast, per second.
    public var velocity: Angle
    /// Where the fingers started.
    public var startLocation: CGPoint
    /// Where they are.
    public var startAnchor: UnitPoint
  }
  /// The least rotation before it starts.
  public var minimumAngleDelta: Angle
  /// A rotate gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A tap (a click on a page), of a number of taps.
public struct TapGesture: Gesture {
  /// A tap reports nothing.
  public typealias Value = Void
  /// How many taps.
  public var count: Int
  /// A tap gesture.
  public init(count: Int = 1) { self.count = count }
}

/// A long press (a click on a page, which has no long press of the app's).
public struct LongPressGesture: Gesture {
  /// Whether it is pressing.
  public typealias Value = Bool
  /// How long it must last.
  public var minimumDuration: Double
  /// A long-press gesture.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { self.minimumDuration = minimumDuration }
}

/// A drag (accepted; it never fires on a page).
public struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    /// When.
    public var time: Date
    /// Where it is.
    public var location: CGPoint
    /// Where it started.
    public var startLocation: CGPoint
    /// How far it went.
    public var translation: CGSize
    /// How fast.
    public var velocity: CGSize
    /// Where it would end.
    public var predictedEndLocation: CGPoint
    /// How far it would go.
    public var predictedEndTranslation: CGSize
  }
  /// How far it must go before it starts.
  public var minimumDistance: CGFloat
  /// A drag gesture.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
  }
}

/// Pinching (accepted; it never fires on a page).
public struct MagnifyGesture: Gesture {
  /// How far it pinched.
  public struct Value: Equatable, Sendable {
    /// The scale.
    public var magnification: CGFloat
  }
  /// A magnify gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// Pinching (the iOS 13–16 spelling; accepted, never fires on a page).
public struct MagnificationGesture: Gesture {
  /// The scale.
  public typealias Value = CGFloat
  /// A magnification gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// Turning two fingers (accepted; it never fires on a page).
public struct RotationGesture: Gesture {
  /// The angle.
  public typealias Value = Angle
  /// A rotation gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Where a gesture's points are measured.
public enum CoordinateSpace: Hashable {
  /// The view's own.
  case local
  /// The screen's.
  case global
  /// A space named with `.coordinateSpace(name:)`.
  case named(AnyHashable)

  /// The nearest scroll view's space (iOS 17).
  public static var scrollView: CoordinateSpace { .named("_scrollView") }
  /// The nearest scroll view's space along an axis (iOS 17).
  public static func scrollView(axis: Axis) -> CoordinateSpace { .named("_scrollView") }
}

/// State a gesture sets while it lasts, back to its start when it ends (accepted: on a page
/// gestures that would update it never fire, so it keeps its start).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initial: Value

  /// State starting at `value`.
  public init(wrappedValue value: Value) { initial = value }

  /// State starting at `initialValue`.
  public init(initialValue: Value) { initial = initialValue }

  /// State starting at `value`, reset in `resetTransaction` when the gesture ends.
  public init(wrappedValue value: Value, resetTransaction: Transaction) { initial = value }

  /// State starting at `value`; `reset` is called when the gesture ends.
  public init(wrappedValue value: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = value }

  /// The value.
  public var wrappedValue: Value { initial }

  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view's and its subviews' take part.
public struct GestureMask: OptionSet, Sendable {
  /// The mask, as bits.
  public let rawValue: UInt
  /// A mask from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Neither.
  public static let none = GestureMask([])
  /// The view's own gesture.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// Attaches a gesture: a tap or long press acts on a click; others are accepted.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(action: (gesture as? ClickableGesture)?.clickAction))
  }

  /// Attaches a gesture alongside the subviews' (as `gesture(_:)` on a page).
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture, including: mask)
  }

  /// Attaches a gesture before the subviews' (as `gesture(_:)` on a page).
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture, including: mask)
  }

  /// A long press: on a page, a click (which is what a long press is for the person there).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    onTapGesture(perform: action)
  }

  /// A long press with a handler told when the press starts and ends (the older spelling):
  /// on a page a click, which presses and releases at once.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)?,
    perform action: @escaping @MainActor () -> Void
  ) -> some View {
    onTapGesture {
      pressing?(true)
      pressing?(false)
      action()
    }
  }

  /// Names a coordinate space for gestures and geometry (accepted).
  public func coordinateSpace<K: Hashable>(name: K) -> some View { self }
}

/// A gesture attached to a view: a click runs its action, when it has one.
struct GestureModifier: PrimitiveModifier {
  let action: (@MainActor () -> Void)?

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    guard let action else { return content() }
    return TapGestureModifier(count: 1, action: action).nodes(content: content, at: path, in: context)
  }
}
