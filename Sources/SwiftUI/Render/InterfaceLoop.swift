import Dispatch
import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

#if canImport(Glibc)
  import Glibc
#endif

/// The window's content, read from the app's `body` when what the body reads changes — its own
/// `@State`, `@StateObject`s and stored values, and the `@Observable` models it reads — as iOS
/// evaluates an app's body, and not at every render of the views below it: a body that changes
/// a model as it reads it (`if let question = game.nextQuestion()`) is read once, as on iOS,
/// not once a render. Primitive and rendered in place, so it adds nothing to the views' paths
/// (their state and the page's control identifiers are what they were with the content as the
/// root).
struct AppRoot<A: App>: View, PrimitiveView {
  let app: A
  /// The content last read from `app.body`.
  let content = AppContent()
  var body: Never { bodyError() }
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let graph = context.graph
    if graph.appChanged || content.view == nil {
      graph.appChanged = false
      content.view = withObservationTracking {
        InterfaceLoop.rootView(of: app.body)
      } onChange: {
        // A model the body read is about to change (on whichever thread changes it): read the
        // body again at the render that follows.
        DispatchQueue.main.async { MainActor.assumeIsolated { ViewGraph.invalidateLive() } }
      }
    }
    return context.render(content.view ?? EmptyView(), at: path)
  }
}

/// The scene content an `AppRoot` read last.
@MainActor
final class AppContent {
  var view: (any View)?
}

/// The app side of an interactive run: renders the window's views, sends each render to the
/// host, and applies the events the host sends back, all on the main actor.
///
/// Invariant: renders are coalesced — however many state changes happen in one turn of the
/// main queue, one render message follows them.
@MainActor
enum InterfaceLoop {
  /// Runs the interface of `app` until the run ends; never returns. In a live preview, the
  /// app's own properties get their state back before its window is made.
  static func run(app: some App) -> Never {
    let preview = RunContext.current.preview.map {
      PreviewState(previous: $0["state"], appModule: moduleName(of: type(of: app)))
    }
    preview?.startApp(app)
    run(AppRoot(app: app), preview: preview, appObjects: keptObjects(of: app))
  }

  /// Runs an interface showing `root` until the run ends; never returns.
  static func run(_ root: any View, preview: PreviewState?, appObjects: [AnyObject] = []) -> Never {
    let graph = ViewGraph(root: root, dismiss: { RunContext.current.close() })
    graph.preview = preview
    for object in appObjects { graph.observeAlways(object) }
    guard let channel = RunContext.current.interfaceChannel else {
      presentStandalone(graph)
    }
    graph.onInvalidate = {
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          if graph.needsRender { channel.send(graph.render().json) }
        }
      }
    }
    channel.send(graph.render().json)
    let reader = Thread {
      channel.receive { message in
        guard let event = InterfaceMessage.Event(json: message) else { return }
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            // An event the tree no longer has a control for is stale: show the page the
            // current tree again, so it stops showing what the user acted on.
            if !graph.handle(event) { channel.send(graph.render().json) }
          }
        }
      }
      // The host closed the channel: nobody is left to show the interface to.
      fflush(nil)
      _exit(0)
    }
    reader.start()
    // The main run loop, not `dispatchMain()`: it serves the main queue as well, and it is
    // where `Timer.scheduledTimer` schedules, so an app's timers fire (on the main thread, as
    // on iOS). It waits on the main queue's port, so an idle app uses no processor.
    while true { RunLoop.main.run(mode: .default, before: .distantFuture) }
  }

  /// The objects the app's own `@StateObject`s keep: its scenes' content reads them directly,
  /// so their changes must render again as a view's objects' do.
  static func keptObjects(of app: some App) -> [AnyObject] {
    Mirror(reflecting: app).children.compactMap { child -> AnyObject? in
      guard let kept = (child.value as? any AppKeptProperty)?.keptValue,
        Mirror(reflecting: kept).displayStyle == .class
      else { return nil }
      return kept as AnyObject
    }
  }

  /// The module `type` is declared in: the first part of its qualified name.
  static func moduleName(of type: Any.Type) -> String {
    String(_typeName(type, qualified: true).prefix { $0 != "." })
  }

  /// The view a scene shows.
  static func rootView(of scene: any Scene) -> any View {
    if let primitive = scene as? any PrimitiveScene { return primitive.rootView }
    return rootView(of: scene.body)
  }

  /// Run by hand, with no host to show the page: print what the window shows and how to open it.
  private static func presentStandalone(_ graph: ViewGraph) -> Never {
    graph.render()
    print(graph.tree.outline(), terminator: "")
    FileHandle.standardError.write(
      Data("This app has a user interface: run it with `superswift run` to use it in a browser.\n".utf8))
    fflush(nil)
    _exit(0)
  }
}
