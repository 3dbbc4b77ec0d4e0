import Foundation
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

/// Errors in words, in one place.
@Suite("ErrorSentence")
struct ErrorSentenceTests {
  @Test("Foundation's file errors say the path and the errno's reason; other errors say themselves")
  func sentences() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("es-\(UUID().uuidString)")
    try Data("x".utf8).write(to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }  // best effort: a temporary file
    let blocked = folder.appendingPathComponent("inside")
    do {
      try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
      Issue.record("a folder inside a file was made")
    } catch {
      #expect(ErrorSentence.describe(error) == "could not use \(blocked.path): Not a directory")
    }
    let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT))
    #expect(ErrorSentence.describe(posix) == "No such file or directory")
    #expect(ErrorSentence.describe(LibraryError.badName("a name cannot contain /")) == "a name cannot contain /")
  }
}
