// PhotosUI as a page has it: the photo picker's button is drawn (its label, or the title)
// and pressing it picks nothing, since the person's photo library is on their phone, not on
// the server the app runs on; what the app does with a picked item never starts.
@_exported import Foundation
@_exported import SwiftUI

/// A kind of item the picker offers.
public struct PHPickerFilter: Equatable, Sendable {
  let kinds: [String]
  /// Photos.
  public static let images = PHPickerFilter(kinds: ["images"])
  /// Videos.
  public static let videos = PHPickerFilter(kinds: ["videos"])
  /// Live photos.
  public static let livePhotos = PHPickerFilter(kinds: ["livePhotos"])
  /// Screenshots.
  public static let screenshots = PHPickerFilter(kinds: ["screenshots"])
  /// Any of `filters`.
  public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { .init(kinds: filters.flatMap(\.kinds)) }
  /// All of `filters`.
  public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { .init(kinds: filters.flatMap(\.kinds)) }
  /// Not `filter`.
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { .init(kinds: filter.kinds.map { "not " + $0 }) }
}

/// A photo or video the person picked.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
  /// The item's identifier in the library.
  public let itemIdentifier: String?

  /// An item by its identifier.
  public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

  /// The item as `type` (image data, say): no item is ever picked on a page, so `nil`.
  public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }
}

/// The photo picker's button.
public struct PhotosPicker<Label: View>: View {
  let label: Label

  /// A picker of one item, drawn as `label`.
  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) { self.label = label() }

  /// A picker of several items, drawn as `label`.
  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) { self.label = label() }

  /// The label in a button that picks nothing (see the module's note).
  public var body: some View { Button(action: {}) { label } }
}

extension PhotosPicker where Label == Text {
  /// A picker of one item, titled.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil
  ) { label = Text(titleKey) }

  /// A picker of several items, titled.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    matching filter: PHPickerFilter? = nil
  ) { label = Text(titleKey) }
}

extension PhotosPickerItem {
  /// Which encoding of an item is handed over.
  public enum EncodingDisambiguationPolicy: Sendable {
    /// The system's choice.
    case automatic
    /// The current encoding.
    case current
    /// The most compatible one.
    case compatible
  }
}

/// How several picked items are ordered.
public enum PhotosPickerSelectionBehavior: Sendable {
  /// The default.
  case `default`
  /// In the order picked.
  case ordered
  /// Picked as the person goes.
  case continuous
}

extension View {
  /// A photo picker shown while `isPresented` (never on a page: see the module's note).
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil
  ) -> some View { self }

  /// A photo picker of several items shown while `isPresented`.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    matching filter: PHPickerFilter? = nil
  ) -> some View { self }
}

/// The UIKit photo picker, for apps' wrappers (drawn as their placeholder).
open class PHPickerViewController: UIViewController {
  /// Told what was picked (nothing, on a page).
  open weak var delegate: (any PHPickerViewControllerDelegate)?
  /// What it was made with.
  public let configuration: PHPickerConfiguration
  /// A picker with a configuration.
  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }
}

/// What a photo picker offers.
public struct PHPickerConfiguration: Sendable {
  /// The kinds of item.
  public var filter: PHPickerFilter?
  /// How many may be picked (0: any number).
  public var selectionLimit = 1
  /// A configuration.
  public init() {}
}

/// One picked item.
public struct PHPickerResult: @unchecked Sendable {
  /// The item's identifier.
  public let assetIdentifier: String?
  /// What loads the item's data.
  public let itemProvider: NSItemProvider
}

/// What a photo picker tells its delegate.
@MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
  /// The person finished picking.
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
