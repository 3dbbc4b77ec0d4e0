import Foundation

/// A file or folder's contents in memory, as Foundation's `FileWrapper` on Apple's systems
/// (swift-corelibs-foundation has none): what a `FileDocument` reads and writes.
open class FileWrapper: @unchecked Sendable {
  /// What the wrapper holds.
  private enum Contents {
    case file(Data)
    case directory([String: FileWrapper])
    case link(URL)
  }

  private var contents: Contents
  /// The name it prefers when written.
  open var preferredFilename: String?
  /// The name it has inside a directory wrapper.
  open var filename: String?
  /// The file's attributes (none are kept).
  open var fileAttributes: [String: Any] = [:]

  /// A wrapper of a regular file's bytes.
  public init(regularFileWithContents contents: Data) { self.contents = .file(contents) }

  /// A wrapper of a folder holding `childrenByPreferredName`.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    for (name, child) in childrenByPreferredName { child.filename = name }
    contents = .directory(childrenByPreferredName)
  }

  /// A wrapper of a symbolic link to `url`.
  public init(symbolicLinkWithDestinationURL url: URL) { contents = .link(url) }

  /// A wrapper of what is at `url`, read now.
  public init(url: URL, options: ReadingOptions = []) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    if isDirectory.boolValue {
      var children: [String: FileWrapper] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
        children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
      }
      contents = .directory(children)
    } else {
      contents = .file(try Data(contentsOf: url))
    }
    preferredFilename = url.lastPathComponent
    filename = url.lastPathComponent
  }

  /// Options for reading.
  public struct ReadingOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Read everything now.
    public static let immediate = ReadingOptions(rawValue: 1)
    /// Read without mapping.
    public static let withoutMapping = ReadingOptions(rawValue: 2)
  }

  /// Options for writing.
  public struct WritingOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Write atomically.
    public static let atomic = WritingOptions(rawValue: 1)
    /// Update the names of the wrappers to those written.
    public static let withNameUpdating = WritingOptions(rawValue: 2)
  }

  /// Whether it wraps a regular file.
  open var isRegularFile: Bool {
    if case .file = contents { return true }
    return false
  }
  /// Whether it wraps a folder.
  open var isDirectory: Bool {
    if case .directory = contents { return true }
    return false
  }
  /// Whether it wraps a symbolic link.
  open var isSymbolicLink: Bool {
    if case .link = contents { return true }
    return false
  }
  /// A regular file's bytes.
  open var regularFileContents: Data? {
    if case .file(let data) = contents { return data }
    return nil
  }
  /// A folder's wrappers by name.
  open var fileWrappers: [String: FileWrapper]? {
    if case .directory(let children) = contents { return children }
    return nil
  }
  /// A link's destination.
  open var symbolicLinkDestinationURL: URL? {
    if case .link(let url) = contents { return url }
    return nil
  }

  /// Adds `child` to a folder wrapper under its preferred name; returns the name used.
  @discardableResult
  open func addFileWrapper(_ child: FileWrapper) -> String {
    guard case .directory(var children) = contents else { return "" }
    let base = child.preferredFilename ?? "Untitled"
    var name = base
    var number = 2
    while children[name] != nil {
      name = "\(number) \(base)"
      number += 1
    }
    child.filename = name
    children[name] = child
    contents = .directory(children)
    return name
  }

  /// Adds a regular file of `data` to a folder wrapper.
  @discardableResult
  open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }

  /// Removes `child` from a folder wrapper.
  open func removeFileWrapper(_ child: FileWrapper) {
    guard case .directory(var children) = contents, let name = children.first(where: { $0.value === child })?.key
    else { return }
    children[name] = nil
    contents = .directory(children)
  }

  /// Writes the wrapper to `url`.
  open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
    switch contents {
    case .file(let data): try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
    case .link(let destination):
      try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    case .directory(let children):
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, child) in children {
        try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
      }
    }
  }
}
