import Foundation
import UniformTypeIdentifiers

/// Something an app can share, copy or drag: text, a URL, or a type of its own that says how it
/// is represented (`static var transferRepresentation`, CoreTransferable's). On a page what is
/// shared is text (the browser's share sheet, or the clipboard), so a type of its own is shared
/// as its `description` unless it is a URL or a string; its representations are kept as data.
public protocol Transferable {
  /// How the type is represented.
  associatedtype Representation: TransferRepresentation
  /// How the type is represented: a `CodableRepresentation`, a `DataRepresentation`, …
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
  /// No representation of its own: shared as text.
  public static var transferRepresentation: EmptyTransferRepresentation<Self> { EmptyTransferRepresentation() }
}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Color: Transferable {}

/// One way to represent a transferable type, or several (`TransferRepresentationBuilder`).
public protocol TransferRepresentation<Item>: Sendable {
  /// The type represented.
  associatedtype Item: Transferable
}

/// A representation that adds nothing.
public struct EmptyTransferRepresentation<Item: Transferable>: TransferRepresentation {
  /// An empty representation.
  public init() {}
}

/// Several representations of one type, in order of preference.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
  /// How many were combined.
  public let count: Int
}

/// Builds a transferable type's representations.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  /// One representation.
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
    representation
  }
  /// One representation, as built.
  public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
    representation
  }
  /// Several, in order of preference.
  public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R)
    -> TupleTransferRepresentation<Item>
  {
    var count = 0
    for _ in repeat each representations { count += 1 }
    return TupleTransferRepresentation(count: count)
  }
}

/// The type as its `Codable` encoding (JSON), under a content type.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
  /// The content type it is shared as.
  public let contentType: UTType
  /// The type encoded as JSON under `contentType`.
  public init(contentType: UTType) { self.contentType = contentType }
  /// The type (named for inference) encoded as JSON under `contentType`.
  public init(for itemType: Item.Type, contentType: UTType) { self.contentType = contentType }
}

/// The type as bytes it makes and reads itself, under a content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, @unchecked Sendable {
  /// The content type it is shared as.
  public let contentType: UTType
  /// Makes the bytes.
  public let exporting: ((Item) async throws -> Data)?
  /// Reads the bytes.
  public let importing: ((Data) async throws -> Item)?
  /// Bytes both ways.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }
  /// Bytes out only.
  public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    contentType = exportedContentType
    self.exporting = exporting
    importing = nil
  }
  /// Bytes in only.
  public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    contentType = importedContentType
    exporting = nil
    self.importing = importing
  }
}

/// A file the type is written to and read from.
public struct SentTransferredFile: Sendable {
  /// Where the file is.
  public let file: URL
  /// Whether the receiver may open it in place.
  public let allowAccessingOriginalFile: Bool
  /// A file to send.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file received for the type.
public struct ReceivedTransferredFile: Sendable {
  /// Where the file is.
  public let file: URL
  /// Whether it is the sender's own file.
  public let isOriginalFile: Bool
}

/// The type as a file, under a content type.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, @unchecked Sendable {
  /// The content type it is shared as.
  public let contentType: UTType
  /// A file both ways.
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) { self.contentType = contentType }
  /// A file out only.
  public init(
    exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) { contentType = exportedContentType }
  /// A file in only.
  public init(
    importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) { contentType = importedContentType }
}

/// The type as another transferable one (a URL, a string).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation,
  @unchecked Sendable
{
  /// Makes the proxy.
  public let exporting: ((Item) async throws -> Proxy)?
  /// The proxy both ways.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> Proxy,
    importing: @escaping @Sendable (Proxy) async throws -> Item
  ) { self.exporting = exporting }
  /// The proxy out only.
  public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) { self.exporting = exporting }
}

extension TransferRepresentation {
  /// The file name a receiver is offered (kept as data).
  public func suggestedFileName(_ fileName: String) -> Self { self }
  /// The file name a receiver is offered, from the item (kept as data).
  public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> Self { self }
  /// Offered only when `condition` holds for the item (kept as data).
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
  /// Who may receive it (kept as data).
  public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Who may receive a representation.
public struct TransferRepresentationVisibility: Hashable, Sendable {
  let name: String
  /// Anyone.
  public static var all: TransferRepresentationVisibility { TransferRepresentationVisibility(name: "all") }
  /// The app's own team's apps.
  public static var team: TransferRepresentationVisibility { TransferRepresentationVisibility(name: "team") }
  /// Only this app.
  public static var ownProcess: TransferRepresentationVisibility {
    TransferRepresentationVisibility(name: "ownProcess")
  }
}
