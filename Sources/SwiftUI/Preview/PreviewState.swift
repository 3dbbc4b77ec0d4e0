@_spi(Host) import SuperSwift

/// The editor's live preview, in the app's process: the state the previous build of the app had
/// is put back as this build's views first ask for it, and this build's state is written down
/// after every render, for the next build.
///
/// State is matched by place and name (`ViewPath` id + `#` + the property's name: `_count`),
/// then by type (`ValueArchive`): a label edited keeps the count; a state variable renamed or
/// retyped matches nothing and starts afresh, as does one whose initial value changed. An
/// initial value that is different at every render (an array of models with `UUID()`s) is
/// marked *volatile*, and is not compared.
@MainActor
final class PreviewState {
  /// The module the app's own types are declared in.
  let appModule: String
  /// What the previous build's process had, by key, until a slot takes it.
  private var previous: [String: JSON]
  /// The app's own `@State` and `@StateObject` properties (on its `App`), with their archives.
  private var appProperties: [(key: String, property: any AppKeptProperty, kept: KeptState)] = []

  /// A preview starting from `previous` (a `snapshot` of the build before, or none).
  init(previous: JSON?, appModule: String) {
    self.appModule = appModule
    self.previous = previous?.object?.dictionary ?? [:]
  }

  /// What a kept slot knows about its value's start.
  struct KeptState {
    /// The archive of the initial value this build made.
    var initial: JSON?
    /// Whether the initial value changed from one render to another, so cannot be compared.
    var volatile: Bool
  }

  /// The value the state at `key` starts with in this build: the previous build's when it fits
  /// (`initial` otherwise), and what to remember of its start. An object's fields are put back
  /// into `initial` itself.
  func start(key: String, initial: Any) -> (value: Any, kept: KeptState) {
    let initialArchive = ValueArchive.archive(initial, appModule: appModule)
    guard let entry = previous.removeValue(forKey: key), let value = entry["value"] else {
      return (initial, KeptState(initial: initialArchive, volatile: false))
    }
    let volatile = entry["volatile"]?.bool == true
    let restored = ValueArchive.restore(
      value, previousInitial: volatile ? nil : entry["initial"], onto: initial, appModule: appModule)
    return (restored ?? initial, KeptState(initial: initialArchive, volatile: volatile))
  }

  /// Notes that a `@State`'s initial value was `initial` at this render: one that differs from
  /// the first makes the state volatile. (An object is not compared: the view made it again,
  /// and its fields are compared one by one when it is put back.)
  func noteInitial(_ initial: Any, of kept: inout KeptState) {
    guard !kept.volatile, let first = kept.initial, !(type(of: initial) is AnyClass) else { return }
    if ValueArchive.archive(initial, appModule: appModule) != first { kept.volatile = true }
  }

  /// Puts back the state of the app's own properties (`@StateObject var store = Store()` on the
  /// `App`), before its first window is made.
  func startApp(_ app: Any) {
    for child in Mirror(reflecting: app).children {
      guard let label = child.label, let property = child.value as? any AppKeptProperty else { continue }
      let key = "App#\(label)"
      let (value, kept) = start(key: key, initial: property.keptValue)
      property.restoreKept(value)
      appProperties.append((key, property, kept))
    }
  }

  /// One slot's entry in a snapshot, or `nil` when its value cannot be written down.
  func entry(value: Any, kept: KeptState) -> JSON? {
    guard let archived = ValueArchive.archive(value, appModule: appModule) else { return nil }
    var entry: JSONObject = ["value": archived, "volatile": .bool(kept.volatile)]
    if let initial = kept.initial { entry["initial"] = initial }
    return .object(entry)
  }

  /// The entries of the app's own properties, by key.
  var appEntries: [(String, JSON)] {
    appProperties.compactMap { item in entry(value: item.property.keptValue, kept: item.kept).map { (item.key, $0) } }
  }
}

/// A property of the `App` itself whose value a live preview keeps (`@State`, `@StateObject`).
@MainActor
protocol AppKeptProperty {
  /// The value now (an object, for `@StateObject`).
  var keptValue: Any { get }
  /// Puts back a value `PreviewState` made (for an object, the same object, its fields put back).
  func restoreKept(_ value: Any)
}
