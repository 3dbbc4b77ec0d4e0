import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Checks what a caller passes in before anything runs, with errors that say what to fix.
public enum InputValidation {
  /// The system's MIME database, read once.
  package static let mimeDatabase = MimeDatabase()

  /// Bad input, refused before the run.
  public struct Invalid: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong and what to do.
    public let description: String
  }

  /// A file item for `path`: it must exist, be a regular file, and be readable.
  public static func file(_ path: String, relativeTo base: URL? = nil) throws(Invalid) -> InputItem {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: path, relativeTo: base).absoluteURL
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw Invalid(description: "no file at \(path)")
    }
    guard !isFolder.boolValue else {
      throw Invalid(description: "\(path) is a folder; pass files one by one")
    }
    // A FIFO, a device or a socket is no file to share: opening one may wait forever.
    var info = stat()
    guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw Invalid(
        description: "\(path) is not a regular file (a pipe or a device?); pass a file, or its contents with --input -")
    }
    guard manager.isReadableFile(atPath: url.path), FileHandle(forReadingAtPath: url.path) != nil else {
      throw Invalid(description: "cannot read \(path): permission denied")
    }
    let standardized = url.standardizedFileURL
    return .file(InputFile(url: standardized, contentType: mimeDatabase.type(of: standardized)))
  }

  /// A URL item for `text`: it must be an absolute URL with a scheme, and a host for web links.
  public static func url(_ text: String) throws(Invalid) -> InputItem {
    guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty,
      URLSyntax.startsWithScheme(text)
    else {
      throw Invalid(description: "\"\(text)\" is not a URL: give one with a scheme, such as https://example.com")
    }
    if ["http", "https"].contains(scheme.lowercased()), (url.host ?? "").isEmpty {
      throw Invalid(description: "\"\(text)\" has no host: a web link looks like https://example.com/page")
    }
    return .url(url)
  }

  /// A text item from bytes that must be UTF-8.
  public static func text(_ bytes: some Collection<UInt8>, from origin: String) throws(Invalid) -> InputItem {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Invalid(description: "\(origin) is not UTF-8 text; pass binary data as a file instead")
    }
    return .text(text)
  }

  /// A text item of all of standard input (`--input -`, `share -`), read straight into one
  /// buffer: megabytes cost a copy, not a read per 4 KB page and a buffer grown by each.
  package static func standardInput() throws(Invalid) -> InputItem {
    let bytes: [UInt8]
    do {
      bytes = try Syscall.readAll(STDIN_FILENO, action: "could not read standard input")
    } catch {
      throw Invalid(description: "\(error)")
    }
    return try text(bytes, from: "standard input")
  }
}
