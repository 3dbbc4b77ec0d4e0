/// What the host refuses or cannot do, each with what to do about it.
public enum HostError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The app path does not exist.
  case appNotFound(String)
  /// The app path is not a `.swift` file or a folder with one.
  case notSwift(String)
  /// An app file could not be read.
  case unreadable(String, String)
  /// No `swiftc` could be found.
  case toolchainMissing
  /// A variable names a compiler that is not an executable file.
  case toolchainNotAt(variable: String, path: String)
  /// `swiftc` did not answer `--version`.
  case toolchainBroken(String, String)
  /// The SuperSwift runtime failed to compile: a bug in SuperSwift or the toolchain.
  case runtimeBuildFailed(String)
  /// Something the host needed from the system failed.
  case system(String)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .appNotFound(let path):
      "no app at \(path): give the path of a .swift file or of a folder of .swift files"
    case .notSwift(let path):
      "\(path) is not a Swift app: give a .swift file, or a folder that holds .swift files"
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason)"
    case .toolchainMissing:
      "no Swift compiler found: install Swift, put swiftc on PATH, or set SUPERSWIFT_SWIFTC"
    case .toolchainNotAt(let variable, let path):
      "\(variable) is \(path), which is not an executable file: point it at swiftc, or unset it to use the one on PATH"
    case .toolchainBroken(let path, let output):
      "the Swift compiler at \(path) did not work: \(output)"
    case .runtimeBuildFailed(let output):
      "the SuperSwift runtime failed to compile; this is a bug, please report it:\n\(output)"
    case .system(let message):
      message
    }
  }
}
