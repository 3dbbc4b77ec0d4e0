import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Modifiers for what a phone's system does around an app — scroll physics, haptics, the status
// bar, sheet chrome, hover and focus effects, matched-geometry and navigation transitions —
// and a few visual effects the page does draw (hidden, position, color filters). What has
// no counterpart on a page is accepted, so published code compiles, and says so.

extension View {
  /// Accepted; the page shows the browser's scroll indicators.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  { self }
  /// Accepted; the page scrolls as pages do.
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
  /// Accepted; the page bounces as the browser does.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    self
  }
  /// Accepted; lists and forms keep the page's background.
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
  /// Accepted; the page clips scroll views as it lays them out.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
  /// Accepted; the page shows the browser's scroll indicators.
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
  /// Accepted; the page shows the browser's scroll indicators.
  public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View { self }
  /// Accepted; the page scrolls freely.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
  /// Accepted; the page starts scroll views at their top.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

  /// Accepted; a page has no haptic engine.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
  /// Accepted; a page has no haptic engine.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View { self }
  /// Accepted; a page has no haptic engine.
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?)
    -> some View
  { self }

  /// Accepted; a sheet on the page closes only from its own buttons anyway.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
  /// Accepted; sheets use the page's card color.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
  /// Accepted; sheets use the page's card color.
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { self }
  /// Accepted; what is behind a sheet on the page is not interactive.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    self
  }
  /// Accepted; sheets on the page look alike at every size.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
  /// Accepted; sheets on the page look alike at every size.
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
  ) -> some View { self }
  /// Accepted; a sheet's content scrolls as the page does.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
  /// Accepted; sheets have the page's corner radius.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

  /// Accepted; a page has no status bar.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
  /// Accepted; a page has no status bar.
  public func statusBar(hidden: Bool) -> some View { self }
  /// Accepted; a page has no home indicator.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
  /// Accepted; a page has no system gestures to defer.
  public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

  /// Hides the view, keeping its space (`visibility: hidden` on the page).
  public func hidden() -> some View { style(.hidden, true) }

  /// Places the view's centre at `position` in its parent's space (the page positions it
  /// absolutely inside the nearest container).
  public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
  /// Places the view's centre at `x`, `y` in its parent's space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    style(.position, .array([.number(Double(x)), .number(Double(y))]))
  }

  /// Brighter (positive) or darker (negative) by `amount` in -1…1.
  public func brightness(_ amount: Double) -> some View { style(.brightness, .number(1 + amount)) }
  /// More (above 1) or less contrast.
  public func contrast(_ amount: Double) -> some View { style(.contrast, .number(amount)) }
  /// Grays the colors by `amount` in 0…1.
  public func grayscale(_ amount: Double) -> some View { style(.grayscale, .number(amount)) }
  /// Turns the colors' hues by `angle`.
  public func hueRotation(_ angle: Angle) -> some View { style(.hueRotation, .number(angle.degrees)) }
  /// Inverts the colors.
  public func colorInvert() -> some View { style(.colorInvert, true) }
  /// Accepted; the page draws the colors as they are.
  public func luminanceToAlpha() -> some View { self }

  /// Accepted; content shows as it is (a page's placeholders are its own).
  public func redacted(reason: RedactionReasons) -> some View { self }
  /// Accepted; content shows as it is.
  public func unredacted() -> some View { self }
  /// Accepted; content shows as it is.
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
  /// Accepted; content shows as it is.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

  /// Accepted; changes show at once, without moving views between places.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View { self }
  /// Accepted; screens change at once.
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
  /// Accepted; screens change at once. The source styled by `configuration` while it zooms.
  public func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(
    id: ID, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
  ) -> some View { self }
  /// Accepted; screens change at once.
  public func navigationTransition(_ style: NavigationTransition) -> some View { self }
  /// Accepted; changes show at once.
  public func geometryGroup() -> some View { self }
  /// Accepted; changes show at once.
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
  /// Accepted; changes show at once, without animation.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
  /// Accepted; changes show at once, without animation.
  public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }

  /// Accepted; section headers look alike.
  public func headerProminence(_ prominence: Prominence) -> some View { self }
  /// Accepted; buttons keep the page's shape.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
  /// Accepted; a button acts once a click.
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
  /// Accepted; rows are spaced alike.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
  /// Accepted; sections are spaced alike.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
  /// Accepted; sections are spaced alike.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
  /// The tint of the rows inside.
  public func listItemTint(_ tint: Color?) -> some View { self.tint(tint) }
  /// Accepted; separators use the page's line color.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
  /// Accepted; separators use the page's line color.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

  /// Space around the view inside the safe area (padding on the page, which has none).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length)
  }
  /// Space around the view inside the safe area, edge by edge.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
  /// Space around the view inside the safe area, on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
  /// Content along the top or bottom edge, the view in the rest of the space.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .top { inset }
      self
      if edge == .bottom { inset }
    }
  }
  /// Content along the leading or trailing edge, the view in the rest of the space.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing ?? 0) {
      if edge == .leading { inset }
      self
      if edge == .trailing { inset }
    }
  }
  /// Accepted; scroll views keep the page's margins.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View { self }
  /// Accepted; scroll views keep the page's margins.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    self
  }
  /// Accepted; scroll views keep the page's margins.
  public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
    self
  }
  /// The view as wide (`.horizontal`) or tall (`.vertical`) as its container.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    frame(
      maxWidth: axes.contains(.horizontal) ? .infinity : nil, maxHeight: axes.contains(.vertical) ? .infinity : nil,
      alignment: alignment)
  }
  /// The view sized from its container's length (the page fills the container along `axes`).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    containerRelativeFrame(axes, alignment: alignment)
  }
  /// The view sized as `span` of `count` columns of its container (the page fills the container).
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    containerRelativeFrame(axes, alignment: alignment)
  }
  /// Accepted; the page's container is the page.
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View { self }
  /// Accepted; the page keeps its scene margins.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View { self }
  /// Accepted; the page keeps its scene margins.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self }

  /// The colour scheme of this view and those inside it (its system colours follow it).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    style(.colorScheme, .string(colorScheme == .dark ? "dark" : "light")).environment(\.colorScheme, colorScheme)
  }
  /// Accepted; the view is drawn unmasked.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }
  /// Accepted; the view is drawn unmasked (the older spelling).
  public func mask<Mask: View>(_ mask: Mask) -> some View { self }

  /// Accepted; the page's pointer effects are the browser's.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
  /// Accepted; the page's pointer effects are the browser's.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
  /// Accepted; the page's pointer effects are the browser's.
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
  /// Accepted; the page's pointer effects are the browser's.
  public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
  /// Accepted; the page's controls take focus as they are.
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
  /// Accepted; the page's controls take focus as they are.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
  /// Accepted; the page draws the browser's focus ring.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
  /// Accepted; the page moves focus in its order.
  public func focusSection() -> some View { self }
  /// Accepted; the page moves focus in its order.
  public func focusScope(_ namespace: Namespace.ID) -> some View { self }
  /// Accepted; the page moves focus in its order.
  public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View { self }

  /// Accepted; rows on the page are moved with the list's own controls.
  public func moveDisabled(_ isDisabled: Bool) -> some View { self }
  /// Accepted; rows on the page are deleted with the list's own controls.
  public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
  /// Accepted; rows are selectable as the list is.
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
  /// Accepted; a page opens no links into the app.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

  /// The view, compared by value before it is updated (the page renders it each time).
  public func equatable() -> some View where Self: Equatable { self }
  /// Accepted; values are read from the app's own `UserDefaults.standard`.
  public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
  /// Accepted; the grid gives each view one cell.
  public func gridCellColumns(_ count: Int) -> some View { self }
  /// Accepted; the grid places views at their cell's centre.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
  /// Accepted; the grid sizes cells by their views.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
  /// Accepted; the grid aligns columns alike.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }

  /// Accepted; the page's toolbar has one look.
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }
  /// Accepted; titles show one way.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    modifier(TitleDisplayModifier(mode: mode.name == "automatic" ? nil : mode.name == "inline" ? "inline" : "large"))
  }
  /// Accepted; the title has no menu on the page.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
  /// Accepted; badges look alike.
  public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
  /// Accepted; menus show their items in order.
  public func menuOrder(_ order: MenuOrder) -> some View { self }
  /// Accepted; menus close when an item is chosen.
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
  /// Accepted; menus show their indicator.
  public func menuIndicator(_ visibility: Visibility) -> some View { self }

  /// Accepted; symbols here are one glyph, drawn still.
  public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true)
    -> some View
  { self }
  /// Accepted; symbols here are one glyph, drawn still.
  public func symbolEffect<U: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: U)
    -> some View
  { self }
  /// Accepted; symbols here are one glyph, drawn still.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

/// An identity shared by views whose geometry is matched: `@Namespace private var namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private static let counter = Counter()
  private let id: ID

  /// A new namespace.
  public init() { id = ID(value: Self.counter.next()) }

  /// The namespace's identity.
  public var wrappedValue: ID { id }

  /// A counter the namespaces draw their identities from.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}

/// Which parts of a view's geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The properties, as bits.
  public let rawValue: UInt32
  /// Properties from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How one screen replaces another in a navigation stack.
public struct NavigationTransition: Sendable {
  let name: String
  /// The platform's push.
  public static let automatic = NavigationTransition(name: "automatic")
  /// The new screen grows out of the view marked with `matchedTransitionSource(id:in:)`.
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
    NavigationTransition(name: "zoom")
  }
}

/// How changing content animates.
public struct ContentTransition: Hashable, Sendable {
  let name: String
  /// No animation.
  public static let identity = ContentTransition(name: "identity")
  /// A cross-fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// A blend of the two.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Digits rolling, for numbers.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// Digits rolling toward `value`.
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
  /// A symbol's own effect.
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

/// The context of a change: its animation, and whether animations are off.
public struct Transaction: Sendable {
  /// The animation of the change (none on a page).
  public var animation: Animation?
  /// Whether animations are turned off for the change.
  public var disablesAnimations = false
  /// A transaction without an animation.
  public init() {}
  /// A transaction with an animation.
  public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` in `transaction`: changes show at once.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// A feeling a phone plays in the hand: `.success`, `.selection`, `.impact(weight:)`…
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// The selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A bump.
  public static let impact = SensoryFeedback(name: "impact")
  /// A bump of a weight and intensity.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
  /// A bump of a flexibility and intensity.
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }

  /// How heavy a bump is.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// Light.
    public static let light = Weight(name: "light")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
  }

  /// How stiff a bump is.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    /// Rigid.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid.
    public static let solid = Flexibility(name: "solid")
    /// Soft.
    public static let soft = Flexibility(name: "soft")
  }
}

/// Whether what is behind a sheet takes input.
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// It does.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// It does, while the sheet is at most `maximumDetent` tall.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled")
  }
  /// It does not.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
}

/// How a presentation adapts where there is little room.
public struct PresentationAdaptation: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// Not at all.
  public static let none = PresentationAdaptation(name: "none")
  /// As a popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// As a sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// As a full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether swiping a sheet resizes it or scrolls its content.
public struct PresentationContentInteraction: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// Resizes the sheet.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// Scrolls the content.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// The shape of a button's border, and (as on iOS 17) a shape of its own: `.clipShape(.buttonBorder)`.
public struct ButtonBorderShape: InsettableShape, Hashable {
  let name: String
  /// The corner radius of a rounded rectangle (iOS's bordered buttons: 8 points).
  var radius: Double = 8
  /// As the style does (a rounded rectangle, as iOS's bordered buttons are).
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A rounded rectangle of a corner radius.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle", radius: Double(radius))
  }
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")

  /// The border's outline in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    switch outline.kind {
    case "capsule": Capsule().path(in: rect)
    case "circle": Circle().path(in: rect)
    default: Path(roundedRect: rect, cornerRadius: CGFloat(radius))
    }
  }
  /// Drawn as the shape it names.
  nonisolated public var outline: ShapeOutline {
    name == "capsule" || name == "circle"
      ? ShapeOutline(kind: name, cornerRadius: nil) : ShapeOutline(kind: "roundedRectangle", cornerRadius: radius)
  }
  /// Inset: a rounded rectangle's radius shrinks with it.
  nonisolated public func inset(by amount: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: name, radius: max(0, radius - Double(amount)))
  }
}

extension Shape where Self == ButtonBorderShape {
  /// The shape of the buttons around it: `.clipShape(.buttonBorder)` (a rounded rectangle on a page).
  nonisolated public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// Whether a held button repeats its action.
public struct ButtonRepeatBehavior: Hashable, Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// It repeats.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// It does not.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// The space between a list's sections.
public struct ListSectionSpacing: Sendable {
  let points: CGFloat?
  /// The default.
  public static let `default` = ListSectionSpacing(points: nil)
  /// Less.
  public static let compact = ListSectionSpacing(points: 8)
  /// A length of points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// Where content margins apply in a scroll view.
public struct ContentMarginPlacement: Sendable {
  let name: String
  /// Content and indicators.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The indicators.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// The padding of a scene.
public struct ScenePadding: Hashable, Sendable {
  let name: String
  /// The minimum.
  public static let minimum = ScenePadding(name: "minimum")
}

/// A pointer effect.
public struct HoverEffect: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight.
  public static let highlight = HoverEffect(name: "highlight")
  /// A lift.
  public static let lift = HoverEffect(name: "lift")
}

/// What focusing a view is for.
public struct FocusInteractions: OptionSet, Sendable {
  /// The interactions, as bits.
  public let rawValue: Int
  /// Interactions from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Activation (a button's).
  public static let activate = FocusInteractions(rawValue: 1)
  /// Editing (a field's).
  public static let edit = FocusInteractions(rawValue: 2)
  /// Both.
  public static let automatic: FocusInteractions = [.activate, .edit]
}

/// What a toolbar is for.
public struct ToolbarRole: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A browser's.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's.
  public static let editor = ToolbarRole(name: "editor")
  /// A navigation stack's.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// How a toolbar's title shows.
public struct ToolbarTitleDisplayMode: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  /// Large.
  public static let large = ToolbarTitleDisplayMode(name: "large")
  /// Large, inline.
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
  /// Inline.
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
}

/// How prominent a badge is.
public struct BadgeProminence: Hashable, Sendable {
  let name: String
  /// Standard.
  public static let standard = BadgeProminence(name: "standard")
  /// More.
  public static let increased = BadgeProminence(name: "increased")
  /// Less.
  public static let decreased = BadgeProminence(name: "decreased")
}

/// The order of a menu's items.
public struct MenuOrder: Hashable, Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = MenuOrder(name: "automatic")
  /// Priority first.
  public static let priority = MenuOrder(name: "priority")
  /// As written.
  public static let fixed = MenuOrder(name: "fixed")
}

/// Whether choosing a menu's item closes it.
public struct MenuActionDismissBehavior: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// It closes.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// It stays open.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// An animated effect of a symbol: `.bounce`, `.pulse`, `.variableColor`, …
public struct SymbolEffect: Hashable, Sendable {
  let name: String
  /// A bounce.
  public static let bounce = SymbolEffect(name: "bounce")
  /// A pulse.
  public static let pulse = SymbolEffect(name: "pulse")
  /// Layers colored in turn.
  public static let variableColor = SymbolEffect(name: "variableColor")
  /// Scaled.
  public static let scale = SymbolEffect(name: "scale")
  /// Appearing.
  public static let appear = SymbolEffect(name: "appear")
  /// Disappearing.
  public static let disappear = SymbolEffect(name: "disappear")
  /// One symbol replacing another.
  public static let replace = SymbolEffect(name: "replace")
  /// A wiggle.
  public static let wiggle = SymbolEffect(name: "wiggle")
  /// A breath.
  public static let breathe = SymbolEffect(name: "breathe")
  /// A rotation.
  public static let rotate = SymbolEffect(name: "rotate")
  /// Upwards.
  public var up: SymbolEffect { self }
  /// Downwards.
  public var down: SymbolEffect { self }
  /// Layer by layer.
  public var byLayer: SymbolEffect { self }
  /// The whole symbol at once.
  public var wholeSymbol: SymbolEffect { self }
  /// Iterating layers one by one.
  public var iterative: SymbolEffect { self }
  /// Iterating layers together.
  public var cumulative: SymbolEffect { self }
  /// Reversing.
  public var reversing: SymbolEffect { self }
  /// Hiding inactive layers.
  public var hideInactiveLayers: SymbolEffect { self }
  /// Dimming inactive layers.
  public var dimInactiveLayers: SymbolEffect { self }
  /// Off, then on.
  public var offUp: SymbolEffect { self }
  /// Down, then up.
  public var downUp: SymbolEffect { self }
  /// Up, then up.
  public var upUp: SymbolEffect { self }
}

/// How a symbol effect plays: repeating, at a speed.
public struct SymbolEffectOptions: Hashable, Sendable {
  let name: String
  /// Once, at the usual speed.
  public static let `default` = SymbolEffectOptions(name: "default")
  /// Over and over.
  public static let repeating = SymbolEffectOptions(name: "repeating")
  /// Once.
  public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
  /// `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: "repeat") }
  /// At a speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: "speed") }
  /// This, `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  /// This, at a speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
  /// Repeats as `behavior` says (iOS 18): a page shows the symbol still.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(name: "repeat") }
  /// The same options, repeating as `behavior` says.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }

  /// How an effect repeats (iOS 18).
  public struct RepeatBehavior: Hashable, Sendable {
    let name: String
    /// Again and again, without a pause.
    public static var continuous: RepeatBehavior { RepeatBehavior(name: "continuous") }
    /// Again and again, with a pause between.
    public static var periodic: RepeatBehavior { RepeatBehavior(name: "periodic") }
    /// `count` times (or for ever), `delay` seconds apart.
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(name: "periodic")
    }
  }
}

/// Shows the first of its views: a phone's page cannot measure which one fits before it draws,
/// and the first is the one a wide screen shows.
public struct ViewThatFits<Content: View>: View {
  let content: Content

  /// The first of `content`'s views that fits along `axes` (here: the first).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A view-that-fits is primitive.
  public var body: Never { bodyError() }
}

extension ViewThatFits: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    Array(context.render(content, at: path).prefix(1))
  }
}

extension View {
  /// Draws the view at the first of `phases` (a page shows changes at once, so the phases do
  /// not cycle).
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimatedView(base: self, first: Array(phases).first, content: content)
  }

  /// Draws the view at the first of `phases` (the trigger changes nothing on a page).
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimatedView(base: self, first: Array(phases).first, content: content)
  }
}

/// A view drawn at the first phase of its phase animator.
struct PhaseAnimatedView<Base: View, Phase, Content: View>: View {
  let base: Base
  let first: Phase?
  let content: (PlaceholderContentView<Base>, Phase) -> Content

  var body: some View {
    if let first {
      content(PlaceholderContentView(content: AnyView(base)), first)
    } else {
      base
    }
  }
}

/// Animates content through phases: drawn at its first phase on a page.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let first: Phase?
  let content: (Phase) -> Content

  /// Content through `phases`.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    first = Array(phases).first
    self.content = content
  }

  /// Content through `phases` each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    first = Array(phases).first
    self.content = content
  }

  /// The content at the first phase.
  public var body: some View {
    if let first { content(first) }
  }
}

/// How a zoom transition's source looks while it zooms (iOS 18): its background, clip shape
/// and shadow, kept as data (a page changes screens at once).
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The configuration a zoom's source starts from.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
  /// The source's background while it zooms.
  public func background<S: ShapeStyle>(_ style: S) -> Self { self }
  /// The source's clip shape while it zooms.
  public func clipShape<S: Shape>(_ shape: S) -> Self { self }
  /// The source's shadow while it zooms.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  )
    -> Self
  { self }
}
