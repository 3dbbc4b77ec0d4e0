import Foundation

/// What a drag, a drop or a share carries, as Foundation's `NSItemProvider` on Apple's systems
/// (swift-corelibs-foundation has none): items by type identifier, loaded asynchronously.
open class NSItemProvider: @unchecked Sendable {
  private var items: [(type: String, value: Any)] = []
  /// The name suggested for a file made of the item.
  open var suggestedName: String?

  /// An empty provider.
  public init() {}
  /// A provider of an object (a string, a URL).
  public convenience init(object: Any) {
    self.init()
    items.append((Self.typeIdentifier(of: object), object))
  }
  /// A provider of an item of a type.
  public convenience init(item: Any?, typeIdentifier: String?) {
    self.init()
    if let item { items.append((typeIdentifier ?? Self.typeIdentifier(of: item), item)) }
  }
  /// A provider of a file's contents.
  public convenience init?(contentsOf fileURL: URL) {
    guard let data = try? Data(contentsOf: fileURL) else { return nil }
    self.init(item: data, typeIdentifier: "public.data")
    suggestedName = fileURL.lastPathComponent
  }

  /// The types of the items, in order.
  open var registeredTypeIdentifiers: [String] { items.map(\.type) }

  /// Whether an item is of `typeIdentifier`.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    items.contains { $0.type == typeIdentifier || typeIdentifier == "public.data" || typeIdentifier == "public.item" }
  }

  /// Whether an object of `aClass` can be loaded.
  open func canLoadObject<T>(ofClass aClass: T.Type) -> Bool { items.contains { $0.value is T } }

  /// Loads an object of `aClass`, if there is one.
  @discardableResult
  open func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void) -> Progress {
    let found = items.lazy.compactMap { $0.value as? T }.first
    completionHandler(found, found == nil ? CocoaError(.fileReadUnknown) : nil)
    return Progress(totalUnitCount: 1)
  }

  /// Loads the item of `typeIdentifier`.
  open func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
    completionHandler: ((Any?, (any Error)?) -> Void)? = nil
  ) {
    let found = items.first { $0.type == typeIdentifier }?.value
    completionHandler?(found, found == nil ? CocoaError(.fileReadUnknown) : nil)
  }

  /// Loads the bytes of the item of `typeIdentifier`.
  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
  ) -> Progress {
    let value = items.first { $0.type == typeIdentifier }?.value
    let data = (value as? Data) ?? (value as? String).map { Data($0.utf8) }
    completionHandler(data, data == nil ? CocoaError(.fileReadUnknown) : nil)
    return Progress(totalUnitCount: 1)
  }

  /// Registers an object.
  open func registerObject(_ object: Any, visibility: Int = 0) {
    items.append((Self.typeIdentifier(of: object), object))
  }

  private static func typeIdentifier(of object: Any) -> String {
    switch object {
    case is String, is NSString: "public.utf8-plain-text"
    case is URL, is NSURL: "public.url"
    case is Data: "public.data"
    default: "public.item"
    }
  }
}

/// An activity the app offers to continue elsewhere, as Foundation's `NSUserActivity` on
/// Apple's systems (a page hands none on).
open class NSUserActivity: @unchecked Sendable {
  /// The activity's type.
  public let activityType: String
  /// Its title.
  open var title: String?
  /// What it carries.
  open var userInfo: [AnyHashable: Any]?
  /// A web page for the activity.
  open var webpageURL: URL?
  /// Whether it may be handed to another device.
  open var isEligibleForHandoff = true
  /// Whether it may be found in search.
  open var isEligibleForSearch = false
  /// Whether it may be suggested.
  open var isEligibleForPrediction = false
  /// The activity's identifier for suggestions.
  open var persistentIdentifier: String?
  /// An activity of a type.
  public init(activityType: String) { self.activityType = activityType }
  /// Adds to what it carries.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
  }
  /// Makes it current (nothing on a page).
  open func becomeCurrent() {}
  /// Stops it being current.
  open func resignCurrent() {}
  /// Ends it.
  open func invalidate() {}
}
