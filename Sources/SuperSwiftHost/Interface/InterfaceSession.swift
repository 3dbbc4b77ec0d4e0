import CSpawn
import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// One interactive run's interface as the host holds it: the latest render as HTML, the pages
/// watching it, and the way back to the app for the user's events.
///
/// Invariants: versions only rise; once `end` has been called no event reaches the app and
/// every watching page is told the outcome; the session closes the app (cancellation with
/// reason `.closed`) when the last page has been gone for `pageGrace`, but never before a page
/// has opened at all.
public final class InterfaceSession: Sendable {
  /// The run this interface belongs to.
  public let runID: String
  /// The app's name, for the page's title.
  public let appName: String
  /// How long every page may be gone (a reload, a flaky network) before the app is closed.
  public let pageGrace: Duration

  private let cancellation: Cancellation
  private let channel: Int32
  private let state = Mutex(State())
  /// Told whenever a page stops watching: what waiting for `watcherCount` to fall uses.
  package let watchersChanged = StateWaiter()
  /// Serialises writes to the app, apart from `state`, so a slow app never holds up the pages.

  struct State {
    var version = 0
    var title: String?
    var html = ""
    var laidOutWidth: Double?
    var ending: Ending?
    var watchers: [Int: Int32] = [:]  // watcher number -> write end of its wake-up pipe
    var nextWatcher = 0
    var everWatched = false
    var goneSince = 0  // bumps each time the watcher count drops to zero
    var previewState: JSON?
  }

  /// How the run ended, as the page shows it.
  public struct Ending: Sendable, Hashable {
    /// The run's status.
    public var status: RunStatus
    /// A sentence for the page.
    public var message: String
  }

  /// The folder an app's named images (`Image("flag")` → `flag.png`) are read from.
  package let assetFolder: URL?
  /// The app's asset catalog (`Assets.xcassets`), read when the session starts.
  package let catalog: AssetCatalog

  /// The clock the page-gone grace and the never-opened expiry run on.
  let clock: any HostClock
  /// Turns a render's tree into the page's markup (the presenter's renderer).
  let renderer: @Sendable (JSON) -> String

  init(
    runID: String, appName: String, channel: Int32, cancellation: Cancellation, pageGrace: Duration,
    clock: any HostClock = SystemClock.shared, assetFolder: URL? = nil, catalog: AssetCatalog? = nil,
    renderer: @escaping @Sendable (JSON) -> String
  ) {
    self.clock = clock
    self.assetFolder = assetFolder
    // The caller's reading of the folder's catalog when it has one, else read here.
    self.catalog = catalog ?? assetFolder.map { AssetCatalog.parse(appFolder: $0) } ?? AssetCatalog()
    self.renderer = renderer
    self.runID = runID
    self.appName = appName
    self.channel = dup(channel)
    self.cancellation = cancellation
    self.pageGrace = pageGrace
  }

  deinit { Glibc.close(channel) }

  /// A snapshot of what the page shows now.
  public struct Snapshot: Sendable {
    /// The render's version (0 before the first).
    public var version: Int
    /// The navigation title, or the app's name.
    public var title: String
    /// The interface as markup.
    public var html: String
    /// The width the app laid this render out in (`nil` before the first), which a page
    /// compares with its own to know its layout has settled.
    public var laidOutWidth: Double?
    /// How the run ended, once it has.
    public var ending: Ending?
  }

  /// What the page shows now.
  public var snapshot: Snapshot {
    state.withLock {
      Snapshot(
        version: $0.version, title: $0.title ?? appName, html: $0.html, laidOutWidth: $0.laidOutWidth,
        ending: $0.ending)
    }
  }

  /// A live preview's state after its latest render (`InterfaceMessage.Render.state`), which
  /// the preview of the next build starts from; `nil` for a run that is not a preview.
  package var previewState: JSON? { state.withLock { $0.previewState } }

  /// The number of pages watching now.
  public var watcherCount: Int { state.withLock { $0.watchers.count } }

  /// Takes the app's latest render; pages watching get it at once.
  func update(_ render: InterfaceMessage.Render) {
    let tree = assetFolder.map { AppAssets.resolve(render.tree, in: $0, catalog: catalog) } ?? render.tree
    let html = renderer(tree)
    state.withLock { state in
      guard state.ending == nil, render.version > state.version else { return }
      state.version = render.version
      state.title = render.title
      state.html = html
      // The root's frame is the screen the app laid the tree out in.
      state.laidOutWidth = render.tree["frame"]?[2]?.number
      if let kept = render.state { state.previewState = kept }
      Self.wake(state.watchers.values)
    }
  }

  /// Passes the user's event to the app. `false` when the run has ended (or the app is gone).
  /// An event naming a version the host has not seen rendered is dropped here: no page made it.
  @discardableResult
  package func send(_ event: InterfaceMessage.Event) -> Bool {
    let (ended, rendered) = state.withLock { ($0.ending != nil, event.version <= $0.version) }
    if ended { return false }
    guard rendered else { return true }
    let line = Array((event.json.text + "\n").utf8)
    // One line at a time, so events from two pages never interleave.
    return Socket.sendLine(line, on: channel)
  }

  /// The user closed the app: the run ends as cancelled.
  public func close() {
    cancellation.cancel(.closed)
  }

  /// The run is over; pages are told how it ended.
  func end(_ ending: Ending) {
    state.withLock { state in
      guard state.ending == nil else { return }
      state.ending = ending
      Self.wake(state.watchers.values)
    }
  }

  /// Registers a page that watches the interface; returns its number and the read end of a
  /// pipe that becomes readable whenever there is something new.
  package func watch() -> (number: Int, wake: Int32) {
    var ends: [Int32] = [-1, -1]
    _ = cspawn_pipe(&ends)
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    let number = state.withLock { state in
      defer { state.nextWatcher += 1 }
      state.watchers[state.nextWatcher] = ends[1]
      state.everWatched = true
      return state.nextWatcher
    }
    return (number, ends[0])
  }

  /// The page `number` is gone. When it was the last, the app is closed unless a page comes
  /// back within `pageGrace`.
  package func unwatch(_ number: Int, wake: Int32) {
    let generation = state.withLock { state -> Int? in
      if let end = state.watchers.removeValue(forKey: number) { Glibc.close(end) }
      guard state.watchers.isEmpty, state.ending == nil else { return nil }
      state.goneSince += 1
      return state.goneSince
    }
    Glibc.close(wake)
    watchersChanged.notify()
    guard let generation else { return }
    // A timer of the clock's, not a sleeping thread.
    clock.schedule(after: pageGrace) { [self] in
      let stillGone = state.withLock { $0.watchers.isEmpty && $0.goneSince == generation && $0.ending == nil }
      if stillGone { cancellation.cancel(.closed) }
    }
  }

  /// Cancels the run if, `after` from now, nobody has ever opened its page: a run started from
  /// an automation that nobody comes to must not hold a slot forever.
  package func expireIfNeverOpened(after: Duration) {
    clock.schedule(after: after) { [self] in
      let unopened = state.withLock { !$0.everWatched && $0.ending == nil }
      if unopened { cancellation.cancel(.unopened) }
    }
  }

  /// Wakes watchers; called under the lock, so no descriptor is closed meanwhile. The pipes
  /// are non-blocking: a full pipe already says "something new".
  private static func wake(_ descriptors: some Sequence<Int32>) {
    var byte: UInt8 = 1
    for descriptor in descriptors { _ = write(descriptor, &byte, 1) }
  }
}
