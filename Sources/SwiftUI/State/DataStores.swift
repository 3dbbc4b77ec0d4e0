import Foundation
@_spi(Host) import SuperSwiftLayout

// Core Data and SwiftData have no store on Linux. What SwiftUI declares for them is here so
// that code reading them compiles: a context that keeps nothing, fetches and queries that find
// nothing. Apps that need data keep it in `@AppStorage`, files or their own `Codable` values.

/// Core Data's object context (on Linux, one that saves nothing).
open class NSManagedObjectContext: @unchecked Sendable {
  /// The context every view sees unless one was set.
  static let placeholder = NSManagedObjectContext()
  /// A context.
  public init() {}
  /// Whether there are unsaved changes: never.
  open var hasChanges: Bool { false }
  /// Saves (nothing to save).
  open func save() throws {}
  /// Forgets unsaved changes (there are none).
  open func rollback() {}
  /// Forgets every object (there are none).
  open func reset() {}
  /// Deletes an object (it was never stored).
  open func delete(_ object: AnyObject) {}
  /// Runs `block` (at once, on this thread).
  open func perform(_ block: @escaping () -> Void) { block() }
  /// Runs `block` and waits for it.
  open func performAndWait(_ block: () -> Void) { block() }
}

/// SwiftData's model context (on Linux, one that keeps nothing).
open class ModelContext: @unchecked Sendable {
  /// The context every view sees unless one was set.
  static let placeholder = ModelContext()
  /// A context.
  public init() {}
  /// Whether there are unsaved changes: never.
  open var hasChanges: Bool { false }
  /// Whether saves happen on their own.
  open var autosaveEnabled = true
  /// Inserts a model (kept nowhere).
  open func insert<T>(_ model: T) {}
  /// Deletes a model.
  open func delete<T>(_ model: T) {}
  /// Saves (nothing to save).
  open func save() throws {}
  /// Forgets unsaved changes.
  open func rollback() {}
}

/// SwiftData's container of models (on Linux, empty).
open class ModelContainer: @unchecked Sendable {
  /// The container's main context.
  public let mainContext = ModelContext()
  /// A container for the model types given.
  public init(for types: Any.Type...) throws {}
}

/// SwiftData's query of stored models: `@Query var items: [Item]` (on Linux, none are stored,
/// so it finds none).
@propertyWrapper
public struct Query<Element, Result>: DynamicProperty {
  /// The models found: none.
  public var wrappedValue: [Element] { [] }
  /// The error of the last fetch, if any: none.
  public var fetchError: (any Error)? { nil }
  /// A query for every model of the type.
  public init() where Result == [Element] {}
  /// A query sorted by a key path.
  public init<Value: Comparable>(
    sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation = .default
  )
  where Result == [Element] {}
  /// A query sorted by descriptors.
  public init(sort descriptors: [SortDescriptor<Element>], animation: Animation = .default) where Result == [Element] {}
  /// A query filtered by a predicate and sorted by descriptors.
  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default
  ) where Result == [Element] {}
}

/// Core Data's fetched results: `@FetchRequest(…) var items: FetchedResults<Item>` (on Linux,
/// none).
public struct FetchedResults<Result>: RandomAccessCollection {
  /// The first index.
  public var startIndex: Int { 0 }
  /// The end index.
  public var endIndex: Int { 0 }
  /// The result at `position` (there are none).
  public subscript(position: Int) -> Result { fatalError("FetchedResults is empty: there is no Core Data on Linux") }
}

/// Core Data's fetch request as a view property (on Linux, it finds nothing).
@propertyWrapper
public struct FetchRequest<Result>: DynamicProperty {
  /// The results: none.
  public var wrappedValue: FetchedResults<Result> { FetchedResults() }
  /// A request sorted by descriptors and filtered by a predicate.
  public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {}
  /// A request sorted by Swift sort descriptors.
  public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {}
}

extension View {
  /// Sets the model context of the views below.
  public func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\.modelContext, modelContext)
  }
  /// Sets the model container of the views below (its main context).
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }
  /// Makes a container for the model types given (on Linux, an empty one).
  public func modelContainer(
    for modelType: Any.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    self
  }
}
