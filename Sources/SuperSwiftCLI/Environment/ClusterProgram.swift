import Foundation
import SuperSwiftHost
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `superswift-cluster`, the same tool with PostgreSQL's client linked in, which the static
/// `superswift` hands `serve --queue` and `worker` to: it is looked for beside `superswift`.
enum ClusterProgram {
  static let name = "superswift-cluster"

  /// Replaces this process with `superswift-cluster` and the same arguments; returns (with a
  /// sentence on what to do) only when it is not there.
  static func handOver() -> Int32 {
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let program = me.deletingLastPathComponent().appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      Console.error(
        """
        running on several machines needs \(name) beside superswift (it links PostgreSQL's libpq, which \
        the static superswift cannot): build it with 'swift build -c release -Xswiftc -static-stdlib \
        --product \(name)' (Debian: apt-get install libpq-dev) and copy it next to \(me.path)
        """)
      return 2
    }
    let arguments = [program.path] + CommandLine.arguments.dropFirst()
    var pointers = arguments.map { strdup($0) } + [nil]
    execv(program.path, &pointers)
    Console.error(IOError("execv", "could not start \(program.path)").description)
    return 1
  }

  /// A queue URL as it may be printed: without its password.
  static func redacted(_ url: String) -> String {
    guard var parts = URLComponents(string: url), parts.password != nil else { return url }
    parts.password = "***"
    return parts.string ?? url
  }
}
