import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Modifiers for what a phone has and a page does not, or has in the browser's own way: focus
// values, drag and drop, the clipboard, pointer hover, Metal shaders, scroll targets and
// transitions, widgets and the Dynamic Island, user activities. Each is accepted: the code
// compiles and the view draws as it would without it. The row's note in docs/swiftui-api.tsv
// says what a page does instead.

// MARK: Context menus

/// A context menu's items (the iOS 13 spelling, for `.contextMenu(_:)`).
public struct ContextMenu<MenuItems: View> {
  let items: MenuItems
  /// A context menu of `menuItems`.
  public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

extension View {
  /// Accepted; a page has no long-press or right-click menus of the app's.
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
    -> some View
  { self }
  /// Accepted; a page has no long-press or right-click menus of the app's.
  public func contextMenu<M: View>(_ contextMenu: ContextMenu<M>?) -> some View { self }
  /// Accepted; a page has no long-press or right-click menus of the app's.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View { self }

  /// A long press (a click on a page) with a handler told when the press starts and ends.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, pressing: ((Bool) -> Void)?, perform action: @escaping @MainActor () -> Void
  ) -> some View {
    onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: 10, pressing: pressing, perform: action)
  }
}

// MARK: Focus

/// A key for a value the focused view publishes to the app's commands.
public protocol FocusedValueKey {
  /// The value's type.
  associatedtype Value
}

/// The values the focused view publishes (none on a page: every value reads `nil`).
public struct FocusedValues {
  /// The value for `key` (none).
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { nil }
    set {}
  }
}

/// A value the focused view publishes: `@FocusedValue(\.selection) var selection` (none on a
/// page, so `nil`).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  /// The value from the focused view at a key path.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
  /// The value of an observable type the focused view publishes.
  public init(_ objectType: Value.Type) where Value: AnyObject {}
  /// The value (none on a page).
  public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes: `@FocusedBinding(\.text) var text` (none on a page).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  /// The binding from the focused view at a key path.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
  /// The value (none on a page).
  public var wrappedValue: Value? {
    get { nil }
    nonmutating set {}
  }
  /// The binding (none on a page).
  public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// How strongly a default focus applies.
public struct DefaultFocusEvaluationPriority: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Also when the focus is reset by the app.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
  /// Accepted; a page's focus is the browser's.
  public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void) -> some View { self }
  /// Accepted; a page publishes no focused values.
  public func focusedValue<T: AnyObject>(_ object: T?) -> some View { self }
  /// Accepted; a page publishes no focused values.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
    self
  }
  /// Accepted; a page publishes no focused values.
  public func focusedSceneValue<T: AnyObject>(_ object: T?) -> some View { self }
  /// Accepted; a page publishes no focused values.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
    -> some View
  { self }
  /// Accepted; a page publishes no focused objects.
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
  /// Accepted; a page publishes no focused objects.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
  /// Accepted; a page's focus starts where the browser puts it.
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View { self }
  /// Accepted; a page's Return key submits the field it is in.
  public func submitScope(_ isBlocking: Bool = true) -> some View { self }
}

// MARK: Clipboard, drag and drop

/// What a drop delegate is told.
public struct DropInfo: Sendable {
  /// Where the drop is.
  public var location: CGPoint
  /// Whether an item of one of the types is there.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
  /// The items of the types.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}

/// What a drop would do.
public struct DropProposal: Sendable {
  /// The operation.
  public let operation: DropOperation
  /// A proposal of an operation.
  public init(operation: DropOperation) { self.operation = operation }
}

/// What a drop does with its items.
public enum DropOperation: Sendable {
  /// Nothing.
  case cancel
  /// Not allowed.
  case forbidden
  /// Copied.
  case copy
  /// Moved.
  case move
}

/// Handles drops on a view (a page gives it none).
@MainActor @preconcurrency
public protocol DropDelegate {
  /// Performs the drop.
  func performDrop(info: DropInfo) -> Bool
  /// Whether the drop may happen.
  func validateDrop(info: DropInfo) -> Bool
  /// A drop entered.
  func dropEntered(info: DropInfo)
  /// A drop moved.
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// A drop left.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// Any drop may happen.
  public func validateDrop(info: DropInfo) -> Bool { true }
  /// Nothing to do.
  public func dropEntered(info: DropInfo) {}
  /// No proposal.
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  /// Nothing to do.
  public func dropExited(info: DropInfo) {}
}

extension View {
  /// Accepted; the page's own copy and paste apply.
  public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View { self }
  /// Accepted; the page's own cut applies.
  public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping () -> [T]) -> some View {
    self
  }
  /// Accepted; the page's own paste applies.
  public func pasteDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void, validator: @escaping ([T]) -> [T] = { $0 }
  ) -> some View { self }
  /// Accepted; a page does not drag the app's views.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
  /// Accepted; a page does not drag the app's views.
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View { self }
  /// Accepted; a page does not drop onto the app's views.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View { self }
  /// Accepted; a page does not drag the app's views.
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { self }
  /// Accepted; a page does not drag the app's views.
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
    self
  }
  /// Accepted; a page does not drag the app's views.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
  /// Accepted; a page does not drop onto the app's views.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { self }
  /// Accepted; a page does not drop onto the app's views.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View { self }
  /// Accepted; a page does not drop onto the app's views.
  @_disfavoredOverload
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { self }
  /// Accepted; a page does not drop onto the app's views.
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
}

// MARK: Pointer

/// Where the pointer is over a view.
public enum HoverPhase: Equatable, Sendable {
  /// Over the view, at a point.
  case active(CGPoint)
  /// It left.
  case ended
}

extension View {
  /// Accepted; a page does not report the pointer's place to the app.
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  )
    -> some View
  { self }
  /// Accepted; a page's pointer effects are the browser's.
  public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
}

// MARK: Shaders and visual effects

/// A Metal shader function's arguments and the shader made of them. A page has no Metal: a
/// view with a shader effect draws without it.
public struct Shader: Sendable {
  /// One argument of a shader function.
  public struct Argument: Sendable {
    let name: String
    /// A number.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(name: "float") }
    /// Two numbers.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(name: "float2") }
    /// A point.
    public static func float2(_ point: CGPoint) -> Argument { Argument(name: "float2") }
    /// A size.
    public static func float2(_ size: CGSize) -> Argument { Argument(name: "float2") }
    /// Three numbers.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(name: "float3") }
    /// Four numbers.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(name: "float4")
    }
    /// A colour.
    public static func color(_ color: Color) -> Argument { Argument(name: "color") }
    /// Colours.
    public static func colorArray(_ colors: [Color]) -> Argument { Argument(name: "colorArray") }
    /// An image.
    public static func image(_ image: Image) -> Argument { Argument(name: "image") }
    /// Numbers.
    public static func floatArray(_ values: [Float]) -> Argument { Argument(name: "floatArray") }
    /// The view's bounds.
    public static let boundingRect = Argument(name: "boundingRect")
  }
  /// The function.
  public let function: ShaderFunction
  /// The arguments.
  public var arguments: [Argument]
  /// A shader of a function and arguments.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }
}

/// A function of a shader library: `ShaderLibrary.ripple(.float(t))`.
@dynamicCallable
public struct ShaderFunction: Sendable {
  /// The function's name.
  public let name: String
  /// The library.
  public let library: ShaderLibrary
  /// The function named `name` in `library`.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }
  /// A shader of this function with arguments.
  public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: arguments)
  }
}

/// A library of Metal shaders (none on a page).
@dynamicMemberLookup
public struct ShaderLibrary: Sendable {
  /// The app's default library.
  public static let `default` = ShaderLibrary()
  /// A library's function by name.
  public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
  /// The default library's function by name.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
  /// A library from a file's data.
  public init(data: Data) {}
  /// A library from a URL.
  public init(url: URL) {}
  init() {}
}

/// Effects applied to a view's drawing without changing its layout.
public protocol VisualEffect: Sendable {}

/// No visual effect yet: what `visualEffect` and `scrollTransition` give their closure.
public struct EmptyVisualEffect: VisualEffect {
  /// No effect.
  public init() {}
}

extension VisualEffect {
  /// Moved (accepted: drawn in place).
  public func offset(_ offset: CGSize) -> Self { self }
  /// Moved (accepted).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  /// Scaled (accepted).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
  /// Scaled (accepted).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
  /// Scaled (accepted).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
  /// Turned (accepted).
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
  /// Turned in 3D (accepted).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> Self { self }
  /// Faded (accepted).
  public func opacity(_ opacity: Double) -> Self { self }
  /// Blurred (accepted).
  public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
  /// Brightened (accepted).
  public func brightness(_ amount: Double) -> Self { self }
  /// Contrast changed (accepted).
  public func contrast(_ amount: Double) -> Self { self }
  /// Saturation changed (accepted).
  public func saturation(_ amount: Double) -> Self { self }
  /// Grayed (accepted).
  public func grayscale(_ amount: Double) -> Self { self }
  /// Hue turned (accepted).
  public func hueRotation(_ angle: Angle) -> Self { self }
  /// A colour shader (accepted).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> Self { self }
  /// A distortion shader (accepted).
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
  /// A layer shader (accepted).
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
  /// A transform (accepted).
  public func transformEffect(_ transform: CGAffineTransform) -> Self { self }
}

extension View {
  /// Accepted; a page draws views flat.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }
  /// Accepted; the view is drawn untransformed.
  public func transformEffect(_ transform: CGAffineTransform) -> some View { self }
  /// Accepted; the view is drawn without the effect (a page does not run the closure per frame).
  public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect)
    -> some View
  { self }
  /// Accepted; a page has no Metal shaders.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }
  /// Accepted; a page has no Metal shaders.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
    self
  }
  /// Accepted; a page has no Metal shaders.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}

// MARK: Scrolling

/// How a scroll view settles when the person lets go.
public protocol ScrollTargetBehavior {}

/// Settling a page at a time.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Paging.
  public init() {}
}

/// Settling on a view of the scroll target layout.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one flick goes.
  public struct LimitBehavior: Sendable {
    let name: String
    /// As the platform does.
    public static let automatic = LimitBehavior(name: "automatic")
    /// Always one view.
    public static let always = LimitBehavior(name: "always")
    /// Never limited.
    public static let never = LimitBehavior(name: "never")
  }
  /// View-aligned settling.
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// A page at a time.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// On a view of the target layout.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  /// On a view, with a limit.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

/// Where a view is in a scroll transition.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Coming in at the top or leading edge.
  case topLeading
  /// Fully shown.
  case identity
  /// Going out at the bottom or trailing edge.
  case bottomTrailing
  /// Whether the view is fully shown.
  public var isIdentity: Bool { self == .identity }
  /// -1, 0 or 1.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// When a scroll transition runs.
public struct ScrollTransitionConfiguration: Sendable {
  let name: String
  /// Animated as the view crosses the threshold.
  public static let animated = ScrollTransitionConfiguration(name: "animated")
  /// Following the scroll.
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")
  /// Not at all.
  public static let identity = ScrollTransitionConfiguration(name: "identity")
  /// Animated with an animation.
  public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
  /// Crossing at a threshold.
  public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration { self }
  /// With an animation.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}

/// Where a view counts as shown in its scroll view.
public struct ScrollTransitionThreshold: Sendable {
  let value: Double
  /// Any part visible.
  public static let visible = ScrollTransitionThreshold(value: 0)
  /// Wholly visible.
  public static let hidden = ScrollTransitionThreshold(value: 1)
  /// Visible by a fraction.
  public static func visible(_ amount: Double) -> ScrollTransitionThreshold { ScrollTransitionThreshold(value: amount) }
  /// Centred.
  public static let centered = ScrollTransitionThreshold(value: 0.5)
  /// Inset by points.
  public func inset(by distance: Double) -> ScrollTransitionThreshold { self }
  /// Interpolated with another.
  public func interpolated(towards other: ScrollTransitionThreshold, amount: Double) -> ScrollTransitionThreshold {
    self
  }
}

extension View {
  /// Accepted; the page's scroll views scroll freely.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
  /// Accepted; the page's scroll views report no position yet (the binding keeps its value).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
  /// Accepted; views in a scroll view show without transition effects.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View { self }
  /// Accepted; views in a scroll view show without transition effects.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View { self }
}

// MARK: Widgets, Live Activities, activities and windows

/// Where a widget or Live Activity's background goes.
public struct ContainerBackgroundPlacement: Sendable {
  let name: String
  /// A widget's.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// A navigation stack's.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// A tab view's.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

/// How a selected item of a palette picker looks.
public struct PaletteSelectionEffect: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = PaletteSelectionEffect(name: "automatic")
  /// A symbol variant.
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
    PaletteSelectionEffect(name: "symbolVariant")
  }
  /// No effect.
  public static let custom = PaletteSelectionEffect(name: "custom")
}

/// Where the Dynamic Island's content goes.
public enum DynamicIslandExpandedRegionVerticalPlacement: Sendable {
  /// Below the TrueDepth camera.
  case belowIfTooWide
}

/// Which layout direction a view's drawing follows.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Left to right, always.
  case fixed
  /// Mirrored in the given direction.
  case mirrors(in: LayoutDirection)
  /// Mirrored in right-to-left layouts.
  public static let mirrors = LayoutDirectionBehavior.mirrors(in: .rightToLeft)
}

/// The kinds of content shape.
public struct ContentShapeKinds: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Kinds from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Hit testing.
  public static let interaction = ContentShapeKinds(rawValue: 1)
  /// Drag previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  /// Context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
  /// Accepted; a page is no widget.
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
    self
  }
  /// Accepted; a page is no widget.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { self }
  /// Accepted; a palette picker's selection shows as the page draws it.
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
  /// Accepted; a page's lists have no type-to-select.
  public func typeSelectEquivalent(_ text: Text?) -> some View { self }
  /// Accepted; a page's lists have no type-to-select.
  public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }
  /// Accepted; a page's lists have no type-to-select.
  @_disfavoredOverload
  public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }
  /// Accepted; a page is no widget.
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
  /// Accepted; a page is no widget.
  public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }
  /// Accepted; a page is no widget.
  @_disfavoredOverload
  public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// Accepted; a page is no widget.
  public func widgetLabel<V: View>(@ViewBuilder label: () -> V) -> some View { self }
  /// Accepted; a page has no Dynamic Island.
  public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
  /// Accepted; a page hands no activities on.
  public func userActivity<P>(
    _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
  ) -> some View { self }
  /// Accepted; a page hands no activities on.
  public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> some View { self }
  /// Accepted; a page continues no activities.
  public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void)
    -> some View
  { self }
  /// Accepted; a page opens no other windows.
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
  /// Accepted; a page's titles are not renamed in place.
  public func renameAction(_ action: @escaping () -> Void) -> some View { self }
  /// Accepted; a page's titles are not renamed in place.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { self }
  /// The shape that takes taps of some kinds (accepted: the whole view does).
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
    self
  }
  /// Accepted; the view is drawn left to right.
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { self }
}

// MARK: Backgrounds and overlays of styles

extension View {
  /// The system's background behind the view.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(Color(css: "var(--plain)"))
  }
  /// A colour, gradient or material in front of the view.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    overlay(Rectangle().fill(style))
  }
  /// A style in a shape in front of the view.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
  {
    overlay(style, in: shape)
  }
  /// A style in a shape behind the view.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(style, in: shape)
  }
  /// The system's background in a shape behind the view.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(Color(css: "var(--plain)"), in: shape)
  }
}
