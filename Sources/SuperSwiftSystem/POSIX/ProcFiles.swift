import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the host reads from `/proc`, in one place: each look-up is a read and a pure parser
/// (`parseStat`, `parseChildren`, `parseTaskCount`), and the parsers are tested on their own.
package enum ProcFiles {
  /// The fields of a `/proc/<pid>/stat` line after the command name, which can hold spaces and
  /// parentheses: field 3 (state) is index 0, field 6 (session) index 3, field 22 (start time)
  /// index 19. `nil` when the text has no `)`.
  package static func parseStat(_ bytes: some Collection<UInt8>) -> [String]? {
    let bytes = Array(bytes)
    guard let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
    return bytes[(close + 1)...].split(whereSeparator: { $0 == 0x20 || $0 == 0x0A })
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// The pids in a `/proc/<pid>/task/<tid>/children` file: numbers separated by spaces.
  package static func parseChildren(_ bytes: some Collection<UInt8>) -> [pid_t] {
    Array(bytes).split(whereSeparator: { $0 == 0x20 || $0 == 0x0A })
      .compactMap { pid_t(String(decoding: $0, as: UTF8.self)) }
  }

  /// The number of tasks on the machine from `/proc/loadavg`: the part after the slash of its
  /// fourth field (`running/total`).
  package static func parseTaskCount(_ bytes: some Collection<UInt8>) -> Int? {
    let fields = Array(bytes).split(separator: 0x20)
    guard fields.count > 3, let slash = fields[3].firstIndex(of: UInt8(ascii: "/")) else { return nil }
    return Int(String(decoding: fields[3][(slash + 1)...], as: UTF8.self))
  }

  /// The `stat` fields of `pid` (see `parseStat`), or `nil` if it is gone.
  package static func stat(of pid: pid_t) -> [String]? {
    read("/proc/\(pid)/stat").flatMap(parseStat)
  }

  /// The session `pid` belongs to (field 6).
  package static func session(of pid: pid_t) -> pid_t? {
    stat(of: pid).flatMap { $0.count > 3 ? pid_t($0[3]) : nil }
  }

  /// When `pid` started, in clock ticks since boot (field 22): with the pid, it names a
  /// process even after its pid is reused.
  package static func startTime(of pid: pid_t) -> String? {
    stat(of: pid).flatMap { $0.count > 19 ? $0[19] : nil }
  }

  /// The direct children of `pid`, over all its threads.
  package static func children(of pid: pid_t) -> [pid_t] {
    let tasks = "/proc/\(pid)/task"
    let threads = (FileSystem.names(in: tasks) ?? []).filter { $0.first?.isNumber == true }
    return threads.flatMap { read("\(tasks)/\($0)/children").map(parseChildren) ?? [] }
  }

  /// How many processes and threads the machine has now.
  package static func taskCount() -> Int? {
    read("/proc/loadavg").flatMap(parseTaskCount)
  }

  /// The environment `pid` started with, as `NAME=value` entries; `nil` if it cannot be read
  /// (gone, or another user's).
  package static func environment(of pid: String) -> [String]? {
    read("/proc/\(pid)/environ").map { bytes in
      bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// The ids of the processes now running, from `/proc`'s numeric entries.
  package static func processes() -> [String] {
    (FileSystem.names(in: "/proc") ?? []).filter { $0.first?.isNumber == true }
  }

  /// A `/proc` file's bytes, or `nil` when it is gone: a process that ended is an answer here,
  /// not an error.
  private static func read(_ path: String) -> [UInt8]? {
    ScratchFile.read(URL(fileURLWithPath: path))
  }
}
