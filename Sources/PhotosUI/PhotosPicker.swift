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
  /// Picked as the person goes, in the order picked.
  case continuousAndOrdered
}

/// How a photo picker is shown: as a sheet, or in place (iOS 17).
public struct PhotosPickerStyle: Sendable, Equatable {
  let name: String
  /// A sheet over the screen (the default).
  public static let presentation = PhotosPickerStyle(name: "presentation")
  /// In place, in the view's own frame.
  public static let inline = PhotosPickerStyle(name: "inline")
  /// In place, a single row.
  public static let compact = PhotosPickerStyle(name: "compact")
}

/// What a photo picker lets the person do, for turning some off.
public struct PHPickerCapabilities: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Capabilities from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Searching.
  public static let search = PHPickerCapabilities(rawValue: 1)
  /// The area of picked items.
  public static let stagingArea = PHPickerCapabilities(rawValue: 2)
  /// Browsing albums.
  public static let collectionNavigation = PHPickerCapabilities(rawValue: 4)
  /// Select-all and deselect-all.
  public static let selectionActions = PHPickerCapabilities(rawValue: 8)
  /// The sensitive-content warning.
  public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 16)
}

extension View {
  /// Accepted; how photo pickers inside are shown (a page's picker is its label's button).
  public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }
  /// Accepted; whether a picker's bars and accessories show, at `edges`.
  public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View { self }
  /// Accepted; what pickers inside leave out.
  public func photosPickerDisabledCapabilities(_ capabilities: PHPickerCapabilities) -> some View { self }

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
  /// How picked items are ordered.
  public var selection = Selection.default
  /// Whether it is a sheet or in place.
  public var mode = Mode.default
  /// What it leaves out.
  public var disabledCapabilities: PHPickerCapabilities = []
  /// The edges it draws to without margins.
  public var edgesWithoutContentMargins: NSDirectionalRectEdge = []
  /// Which representation of an asset it hands over.
  public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
  /// A configuration.
  public init() {}
  /// A configuration for a photo library (the app's: there is one here).
  public init(photoLibrary: Any) {}
  /// How picked items are ordered.
  public enum Selection: Int, Sendable {
    /// As the picker decides.
    case `default`
    /// In the order picked.
    case ordered
    /// Picked as the person goes.
    case continuous
    /// Picked as the person goes, in order.
    case continuousAndOrdered
  }
  /// A sheet or in place.
  public enum Mode: Int, Sendable {
    /// A sheet.
    case `default`
    /// In place, compact.
    case compact
  }
  /// Which representation of an asset is handed over.
  public enum AssetRepresentationMode: Int, Sendable {
    /// The best for the app.
    case automatic
    /// The current one.
    case current
    /// Most compatible.
    case compatible
  }
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
