import Foundation
@_spi(Host) import SuperSwiftLayout
import UniformTypeIdentifiers

/// A document of value type that reads and writes files: what `DocumentGroup` and
/// `fileExporter` take.
public protocol FileDocument {
  /// The types it can read.
  static var readableContentTypes: [UTType] { get }
  /// The types it can write (by default, those it reads).
  static var writableContentTypes: [UTType] { get }
  /// Reads a document.
  init(configuration: ReadConfiguration) throws
  /// Writes the document.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
  /// What a read is given.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a write is given.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The types it reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from.
public struct FileDocumentReadConfiguration {
  /// The type of the file.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper
}

/// What a document is written for.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file as it was, if any.
  public let existingFile: FileWrapper?
}

/// A document of reference type that reads and writes files.
public protocol ReferenceFileDocument: ObservableObject {
  /// What it writes a snapshot of.
  associatedtype Snapshot
  /// The types it can read.
  static var readableContentTypes: [UTType] { get }
  /// The types it can write.
  static var writableContentTypes: [UTType] { get }
  /// Reads a document.
  init(configuration: ReadConfiguration) throws
  /// A snapshot of the document to write.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// Writes a snapshot.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
  /// What a read is given.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a write is given.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The types it reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
