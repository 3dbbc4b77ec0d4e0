import Foundation

/// The rules for output file names, shared by the host and by an app run by hand.
///
/// A name is one plain path component: not empty, not `.` or `..`, no `/`, no NUL, at most
/// 255 bytes. Nothing else is ever written under a name an app chose.
@_spi(Host)
public enum OutputFileNames {
  /// Why `name` is not acceptable, or `nil` when it is.
  public static func problem(with name: String) -> String? {
    if name.isEmpty { return "an output file has an empty name" }
    if name == "." || name == ".." || name.contains("/") {
      return "the output file name \"\(name)\" is a path; give a plain file name such as \"report.csv\""
    }
    if name.contains("\0") { return "an output file name contains a NUL character" }
    if name.utf8.count > 255 { return "the output file name \"\(name.prefix(40))…\" is longer than 255 bytes" }
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
    while taken.contains(candidate)
      || FileManager.default.fileExists(atPath: folder.appendingPathComponent(candidate).path)
    {
      candidate = ext.isEmpty || stem.isEmpty ? "\(name)-\(counter)" : "\(stem)-\(counter).\(ext)"
      counter += 1
    }
    return folder.appendingPathComponent(candidate)
  }
}
