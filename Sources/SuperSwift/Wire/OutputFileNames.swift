import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The rules for output file names, shared by the host and by an app run by hand.
///
/// A name is one plain, visible path component: not empty, not hidden (a leading `.`), no `/`,
/// no control characters (NUL, newlines, tabs, escapes) and no bidirectional overrides (which
/// make `txt.exe` look like `exe.txt`), at most 240 bytes (room for a `-2` before a file system's
/// 255). Nothing else is ever written under a name an app chose.
@_spi(Host)
public enum OutputFileNames {
  /// Why `name` is not acceptable, or `nil` when it is.
  public static func problem(with name: String) -> String? {
    if name.isEmpty { return "an output file has an empty name" }
    if name == "." || name == ".." || name.contains("/") {
      return "the output file name \"\(name)\" is a path; give a plain file name such as \"report.csv\""
    }
    if name.hasPrefix(".") {
      return "the output file name \"\(name)\" starts with a dot, which hides the file; give a visible name"
    }
    let invisible = name.unicodeScalars.first { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value) || scalar.value == 0x200E || scalar.value == 0x200F
    }
    if let invisible {
      let code = String(invisible.value, radix: 16, uppercase: true)
      return "an output file name contains U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), "
        + "a control or direction character; give a plain file name such as \"report.csv\""
    }
    if name.utf8.count > 240 { return "the output file name \"\(name.prefix(40))…\" is longer than 240 bytes" }
    return nil
  }

  /// Why a set of names is not acceptable (one bad, or two the same), or `nil`.
  public static func problem(with names: [String]) -> String? {
    var seen = Set<String>()
    for name in names {
      if let problem = problem(with: name) { return problem }
      guard seen.insert(name).inserted else {
        return "two output files are both named \"\(name)\"; give each file its own name"
      }
    }
    return nil
  }

  /// `name` in `folder`, or `name-2`, `name-3`, … when something is there already.
  public static func freeLocation(for name: String, in folder: URL, taken: Set<String> = []) -> URL {
    let stem = (name as NSString).deletingPathExtension
    let ext = (name as NSString).pathExtension
    var candidate = name
    var counter = 2
    // `lstat`, not `fileExists`, which follows links: a dangling link is taken too, and writing
    // "without overwriting" over it would fail.
    func isTaken(_ name: String) -> Bool {
      var info = stat()
      return taken.contains(name) || lstat(folder.appendingPathComponent(name).path, &info) == 0
    }
    while isTaken(candidate) {
      candidate = ext.isEmpty || stem.isEmpty ? "\(name)-\(counter)" : "\(stem)-\(counter).\(ext)"
      counter += 1
    }
    return folder.appendingPathComponent(candidate)
  }
}
