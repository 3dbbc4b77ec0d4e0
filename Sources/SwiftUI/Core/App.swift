import Foundation
@_spi(Host) import SuperSwiftLayout

/// An app with a user interface: `@main struct MyApp: App { var body: some Scene { … } }`.
///
/// Started by SuperSwift, the app's window is a page in the browser; the run ends when the
/// app calls `RunContext.current.finish` or `fail`, or when the user closes it.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scene.
  associatedtype Body: Scene
  /// The app's windows.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  /// Makes the app.
  @MainActor init()
}

extension App {
  /// Runs the app: shows its first window and handles the user's events until the run ends.
  @MainActor public static func main() {
    InterfaceLoop.run(app: Self())
  }
}

/// Part of an app's user interface: a window group.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene the body is.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// A scene that holds its root view itself.
@MainActor
protocol PrimitiveScene {
  /// The view the window shows.
  var rootView: any View { get }
}

/// The app's window: in SuperSwift, its page in the browser.
public struct WindowGroup<Content: View>: Scene {
  let content: Content

  /// A window showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A window with a title showing `content`.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }

  /// A window with a title and an identifier showing `content`.
  public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window group is primitive.
  public var body: Never { fatalError("WindowGroup has no body") }
}

extension WindowGroup: PrimitiveScene {
  var rootView: any View { content }
}

/// Several scenes; the first window group is the one shown.
public struct TupleScene: Scene {
  let scenes: [any Scene]
  /// A tuple of scenes is primitive.
  public var body: Never { fatalError("TupleScene has no body") }
}

extension TupleScene: PrimitiveScene {
  var rootView: any View { scenes.first.map(InterfaceLoop.rootView(of:)) ?? EmptyView() }
}

/// Builds scenes from the statements of an app's `body`.
@resultBuilder
@MainActor
public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
    var scenes: [any Scene] = []
    for scene in repeat each content { scenes.append(scene) }
    return TupleScene(scenes: scenes)
  }

  /// A scene expression.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}
