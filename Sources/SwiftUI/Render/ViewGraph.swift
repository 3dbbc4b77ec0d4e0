import Dispatch
import Foundation
import Observation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// The living interface of an app: renders its views into a tree of nodes, keeps their state
/// by place, and applies the user's events.
///
/// Invariants: state lives in slots keyed by the view's place; a slot not touched by a render
/// belongs to a view that is gone and is dropped with it. Versions rise by one per render;
/// an event for a control that the current tree does not have (gone, disabled, or never
/// there) is ignored.
@_spi(Host)
@MainActor
public final class ViewGraph {
  private let root: any View
  private var slots: [String: StateSlot] = [:]
  private var handlers: [String: (InterfaceMessage.Event) -> Bool] = [:]
  private var lifecycles: [String: Lifecycle] = [:]
  private var runningTasks: [String: [Task<Void, Never>]] = [:]
  private var taskIDs: [String: [AnyHashable?]] = [:]
  private var changeValues: [String: any Equatable] = [:]
  /// The timelines (by place) with a render scheduled for their next date.
  var scheduledTimelines: Set<String> = []
  private let environment: EnvironmentValues
  private var isRendering = false

  /// The number of renders so far; the current tree's version.
  public private(set) var version = 0
  /// The latest tree.
  public private(set) var tree = Node(.root)
  /// The latest navigation title.
  public private(set) var title: String?
  /// Whether something changed since the last render.
  public private(set) var needsRender = true
  /// Whether an `EditButton` has turned lists' editing on.
  var isEditing = false {
    didSet { invalidate() }
  }
  /// The size the page lays the tree out in, in points: a phone's screen until the page says
  /// its own (a `viewport` event).
  public private(set) var screen = CGSize(width: LayoutMetrics.screen.width, height: LayoutMetrics.screen.height)
  /// The layout engine that puts a frame on every node of each render.
  private let layout = LayoutEngine()
  /// The size the engine gave each `GeometryReader` (by place) in the last layout.
  var geometry: [String: CGSize] = [:]
  /// Called when state changes and a render is due; the app's loop schedules one.
  public var onInvalidate: (() -> Void)?
  /// The live preview this graph is part of, if the run is one: each render then carries the
  /// state the next build starts from.
  var preview: PreviewState?

  /// A graph for `content`; `dismiss` is what `@Environment(\.dismiss)` calls.
  public convenience init<Content: View>(_ content: Content, dismiss: @escaping @MainActor () -> Void = {}) {
    self.init(root: content, dismiss: dismiss)
  }

  init(root: any View, dismiss: @escaping @MainActor () -> Void) {
    ObservableObjectChanges.registered
    self.root = root
    var environment = EnvironmentValues()
    environment.dismiss = DismissAction(action: dismiss)
    self.environment = environment
    Self.live = Self.live.filter { $0.graph != nil } + [WeakGraph(graph: self)]
  }

  /// The graphs alive now, for changes that do not know their graph (`@Published`).
  private static var live: [WeakGraph] = []

  private struct WeakGraph {
    weak var graph: ViewGraph?
  }

  /// The `ObservableObject`s the last render read through a property wrapper, and those the
  /// render in progress reads.
  private var observed: Set<ObjectIdentifier> = []
  private var observing: Set<ObjectIdentifier> = []
  /// Objects the app itself keeps (`@StateObject` on the `App`): the scene's content reads them
  /// through the app, not through a view's property wrapper, so every render shows them.
  private var appObjects: Set<ObjectIdentifier> = []

  /// The objects the last render's views were handed (`@ObservedObject`), kept alive until the
  /// next render as SwiftUI keeps a shown view's value: an object a view made for itself
  /// (`@ObservedObject var model = Model()`) lives while the view is shown, so its callbacks
  /// (`[unowned self]`) find it. The render in progress collects the next set.
  private var shownObjects: [ObjectIdentifier: AnyObject] = [:]
  private var showingObjects: [ObjectIdentifier: AnyObject] = [:]

  /// Keeps `object`, which a view of the render in progress holds, alive until the next render.
  func keepShown(_ object: AnyObject) { showingObjects[ObjectIdentifier(object)] = object }

  /// Notes that every render shows `object`, an object the `App` keeps: its changes render again.
  func observeAlways(_ object: AnyObject) {
    appObjects.insert(ObjectIdentifier(object))
    observed.insert(ObjectIdentifier(object))
  }

  /// Notes that the render in progress shows `object`: its changes render again.
  func observe(_ object: AnyObject) {
    observing.insert(ObjectIdentifier(object))
    observed.insert(ObjectIdentifier(object))
  }

  /// Marks out of date every live graph that shows `object` (all of them for `nil`: a value the
  /// app keeps changed — a stored value, the `App`'s own `@State`, a model its body read). An
  /// object the `App` keeps, or such a value, may change what the app's own `body` shows: that
  /// is read again too.
  static func invalidateLive(showing object: ObjectIdentifier? = nil) {
    for entry in live {
      guard let graph = entry.graph else { continue }
      if let object, !graph.observed.contains(object) { continue }
      if object.map(graph.appObjects.contains) ?? true { graph.appChanged = true }
      graph.invalidate()
    }
  }

  /// Whether the `App`'s own `body` must be read again at the next render (`AppRoot`): what it
  /// read changed since.
  var appChanged = false

  /// Renders the tree now, runs the lifecycle hooks it met, and returns the render message. A
  /// `GeometryReader` the engine gave another size than it was rendered with is rendered again
  /// with the engine's (at most twice more: a reader whose content changes its own size settles
  /// on the last).
  @discardableResult
  public func render() -> InterfaceMessage.Render {
    var message = renderOnce()
    for _ in 0..<2 {
      var changed = false
      for reader in tree.readers {
        let size = CGSize(width: reader.frame.width, height: reader.frame.height)
        if size != reader.rendered {
          geometry[reader.id] = size
          changed = true
        }
      }
      guard changed else { break }
      message = renderOnce()
    }
    // State an appearing view's `onAppear` (or a change handler) set is in the frame it
    // appears in, as on iOS, where those run before the frame is shown: render again before
    // the page sees the render (a few times at most: a view that changes state on every
    // appearance settles on the last).
    for _ in 0..<3 where needsRender {
      message = renderOnce()
    }
    return message
  }

  private func renderOnce() -> InterfaceMessage.Render {
    needsRender = false
    observing = []
    showingObjects = [:]
    let context = RenderContext(graph: self, environment: environment)
    var nodes: [Node] = []
    // A body that changes state while it is read would render forever: such changes are
    // seen by the next render, not asked for by this one (SwiftUI calls them undefined).
    isRendering = true
    withObservationTracking {
      nodes = context.render(root, at: ViewPath())
    } onChange: { [weak self] in
      // Called on the thread that changes the model, before the change; the render it asks
      // for comes later, on the main queue, and sees the change.
      if Thread.isMainThread {
        MainActor.assumeIsolated { self?.invalidate() }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { self?.invalidate() } }
      }
    }
    isRendering = false
    observed = observing.union(appObjects)
    observing = []
    shownObjects = showingObjects
    showingObjects = [:]
    slots = slots.filter { context.touchedSlots.contains($0.key) }
    handlers = context.handlers
    title = context.title
    version += 1
    tree = layout.layout(Node(.root, children: nodes), width: screen.width, height: screen.height)
    runLifecycles(context.lifecycles)
    runChanges(context.changes)
    return InterfaceMessage.Render(
      version: version, title: title, tree: tree.json, state: preview.map(previewSnapshot))
  }

  /// Applies one event from the page; `false` when it was ignored as stale or malformed.
  @discardableResult
  public func handle(_ event: InterfaceMessage.Event) -> Bool {
    if event.action == .viewport { return resize(event.value) }
    guard event.version <= version, let handler = handlers[event.target] else { return false }
    return handler(event)
  }

  /// Takes the page's size (`{"width": W, "height": H}` in points, each 100…10000) and lays
  /// out again if it changed; `false` for a size that is not one.
  private func resize(_ value: JSON?) -> Bool {
    guard let width = value?["width"]?.number, let height = value?["height"]?.number,
      (100...10000).contains(width), (100...10000).contains(height)
    else { return false }
    let size = CGSize(width: width.rounded(), height: height.rounded())
    guard size != screen else { return true }
    screen = size
    invalidate()
    return true
  }

  /// Marks the tree out of date and tells the loop.
  func invalidate() {
    guard !needsRender, !isRendering else { return }
    needsRender = true
    onInvalidate?()
  }

  /// The slot for the state at `key`, made with `initial` the first time. A `kept` slot's
  /// value is the app's state a live preview keeps across builds: made, it starts from the
  /// previous build's value where that fits.
  func slot(_ key: String, in context: RenderContext, kept: Bool = false, initial: () -> Any) -> StateSlot {
    context.touchedSlots.insert(key)
    if let slot = slots[key] { return slot }
    let slot: StateSlot
    if kept, let preview {
      let start = preview.start(key: key, initial: initial())
      slot = StateSlot(value: start.value, graph: self)
      slot.kept = start.kept
    } else {
      slot = StateSlot(value: initial(), graph: self)
    }
    slots[key] = slot
    return slot
  }

  /// The state of every kept slot and of the app's own properties, by key, for the next build
  /// of a live preview (`PreviewState`).
  func previewSnapshot(_ preview: PreviewState) -> JSON {
    var entries = JSONObject()
    for (key, value) in preview.appEntries { entries[key] = value }
    for (key, slot) in slots.sorted(by: { $0.key < $1.key }) {
      guard let kept = slot.kept, let entry = preview.entry(value: slot.value, kept: kept) else { continue }
      entries[key] = entry
    }
    return .object(entries)
  }

  /// Connects the view's `@State` and `@Environment` properties to the graph, found by
  /// reflection in declaration order.
  func attachProperties(of value: Any, at path: ViewPath, in context: RenderContext) {
    let mirror = Mirror(reflecting: value)
    guard !mirror.children.isEmpty else { return }
    for (index, child) in mirror.children.enumerated() {
      if let property = child.value as? any AttachableProperty {
        // By name: a property added above another leaves the other's state where it was (and
        // a live preview finds it by the name the app gave it).
        property.attach(key: "\(path.id)#\(child.label ?? String(index))", in: context)
      }
    }
  }

  private func runLifecycles(_ current: [String: Lifecycle]) {
    let previous = lifecycles
    lifecycles = current
    for (key, old) in previous where current[key] == nil {
      old.onDisappear.forEach { $0() }
      runningTasks.removeValue(forKey: key)?.forEach { $0.cancel() }
      taskIDs.removeValue(forKey: key)
    }
    for (key, new) in current.sorted(by: { $0.key < $1.key }) {
      let appeared = previous[key] == nil
      if appeared { new.onAppear.forEach { $0() } }
      let ids = new.tasks.map(\.id)
      if appeared || ids != taskIDs[key] ?? [] {
        runningTasks[key]?.forEach { $0.cancel() }
        runningTasks[key] = new.tasks.map { task in Task(operation: task.action) }
        taskIDs[key] = ids
      }
    }
  }

  private func runChanges(_ observers: [ChangeObserver]) {
    var seen: [String: any Equatable] = [:]
    for observer in observers {
      seen[observer.key] = observer.value
      if let previous = changeValues[observer.key] {
        observer.fire(previous)
      } else if observer.initial {
        observer.fire(nil)
      }
    }
    changeValues = seen
  }
}

extension Node {
  /// The `GeometryReader`s in the tree: their places, the size each was rendered with and the
  /// frame the engine gave it.
  var readers: [(id: String, rendered: CGSize, frame: CGRect)] {
    var found: [(id: String, rendered: CGSize, frame: CGRect)] = []
    if let id = properties["geometryReader"]?.string {
      let rendered = (properties["readerSize"]?.array ?? []).compactMap(\.number)
      let frame = (properties["frame"]?.array ?? []).compactMap(\.number)
      if rendered.count == 2, frame.count == 4 {
        found.append(
          (
            id, CGSize(width: rendered[0], height: rendered[1]),
            CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
          ))
      }
    }
    return found + children.flatMap(\.readers)
  }
}
