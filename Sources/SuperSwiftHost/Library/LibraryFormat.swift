import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// The version of the library's files as a whole (`<library>/.superswift/format.json`,
/// `{"format": N}`): what every later SuperSwift promises to read, and what an older one checks
/// before it touches anything. Format 1 is the library as it was when the stamp came (manifests,
/// versions, history, schedules, policies, webhooks, secrets and tokens as
/// `Tests/Fixtures/library-format-1` holds them); a change one of those files' readers cannot
/// take in its stride (`UnknownKeys` keeps what a reader does not know) raises it, with a step
/// that upgrades a library in place and a fixture of the format before.
///
/// Invariants: a library whose stamp names a newer format is refused before any file of it is
/// written, with a sentence; a library without a stamp (made before stamps, or new) is format 1,
/// and is stamped the first time a command finds its `.superswift` folder.
package enum LibraryFormat {
  /// The newest format this SuperSwift reads and writes.
  package static let current = 1

  /// Why the library cannot be used: data until the command line's edge says it.
  package enum Problem: Error, Equatable, CustomStringConvertible, Sendable {
    /// Written by a newer SuperSwift.
    case newer(library: String, format: Int)
    /// The stamp is there but says nothing this SuperSwift can read.
    case unreadable(file: String)

    /// What is wrong and what to do.
    package var description: String {
      switch self {
      case .newer(let library, let format):
        "the library at \(library) was written by a newer SuperSwift (its format is \(format); this superswift reads formats up to \(LibraryFormat.current)): nothing was changed; use the newer superswift, or install it here"
      case .unreadable(let file):
        "\(file) says nothing this superswift can read (it should be {\"format\": \(LibraryFormat.current)}): nothing was changed; restore it from a backup, or write that line if this library was made by this superswift"
      }
    }
  }

  /// The stamp's file in the library at `root`.
  static func file(in root: URL) -> URL {
    root.appendingPathComponent(".superswift/format.json")
  }

  /// The format the library at `root` says it has: 1 when it has no stamp.
  package static func format(of root: URL) throws(Problem) -> Int {
    let stamp = file(in: root)
    guard let data = ScratchFile.read(stamp) else { return 1 }
    guard let format = JSON(parsing: data)?["format"]?.int, format >= 1 else {
      throw .unreadable(file: stamp.path)
    }
    return format
  }

  /// Checks that this SuperSwift can use the library at `root`, and stamps it with the current
  /// format when it has a `.superswift` folder and no stamp yet.
  package static func check(library root: URL) throws(Problem) {
    let format = try format(of: root)
    guard format <= current else { throw .newer(library: root.path, format: format) }
    stamp(root)
  }

  /// Writes the current format's stamp into the library at `root` if it has none. Best effort,
  /// by decision: a library this process cannot write (read-only, another user's) is still
  /// read, and is stamped by whoever can write it.
  static func stamp(_ root: URL) {
    let stamp = file(in: root)
    guard FileManager.default.fileExists(atPath: stamp.deletingLastPathComponent().path),
      !FileManager.default.fileExists(atPath: stamp.path)
    else { return }
    let json: JSON = ["format": .number(Double(current))]
    do {
      try AtomicFile.write(Data((json.text + "\n").utf8), to: stamp)
    } catch {
      // Decided: an unstamped library is format 1 anyway; the next writer stamps it.
    }
  }
}
