import CSpawn
import Foundation
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A plain program started as a script (`superswift FILE`, a `#!` line) whose build is cached:
/// superswift becomes the program (execve) instead of supervising it, so a warm run costs what
/// the binary costs. The process keeps its pid, parent, terminal and standard streams: exit
/// statuses, signals, `timeout` and job control are the program's own, as under `swift FILE`.
///
/// What is given up, and why that is right here: no run record (the script form of a plain
/// program keeps no history once it is built; `superswift run FILE` always does), and a crash is
/// reported by the Swift runtime's own backtracer, as for any binary, not summed up by the host.
package enum ProgramExec {
  /// The `SWIFT_BACKTRACE` the program gets unless the user set one: a backtracer that never
  /// waits at a terminal (and the toolchain's, which a static binary cannot find by itself).
  static func backtraceSetting(backtracer: URL?) -> String {
    (["interactive=no"] + (backtracer.map { ["swift-backtrace=\($0.path)"] } ?? [])).joined(separator: ",")
  }

  /// Replaces this process with `build`'s binary run as `request` says (its arguments, its name,
  /// the run limits), in this process's own environment less superswift's own settings
  /// (`SUPERSWIFT_*`), with `backtraceSetting` unless the user set `SWIFT_BACKTRACE`.
  /// Returns only if the exec failed, with the reason; the caller then runs the program the
  /// supervised way.
  package static func become(_ build: BuildCache.Build, request: RunRequest, limits: RunLimits) -> IOError {
    let executable = build.binary.path
    let argv = ([request.argumentZero ?? executable] + request.arguments).map { strdup($0) } + [nil]
    // Straight from `environ`, in its order: no dictionary to build and take apart again.
    var envp: [UnsafeMutablePointer<CChar>?] = []
    var hasBacktrace = false
    var entry = environ
    while let variable = entry.pointee {
      if strncmp(variable, "SUPERSWIFT_", 11) != 0 {
        envp.append(strdup(variable))
        if strncmp(variable, "SWIFT_BACKTRACE=", 16) == 0 { hasBacktrace = true }
      }
      entry += 1
    }
    if !hasBacktrace { envp.append(strdup("SWIFT_BACKTRACE=\(Self.backtraceSetting(backtracer: build.backtracer))")) }
    envp.append(nil)
    defer { (argv + envp).forEach { free($0) } }
    var bounds = limits.spawnLimits(mask: PrivateFiles.userMask)
    _ = cspawn_exec(executable, argv, envp, &bounds)
    return IOError("execve", "could not start \(executable)")
  }

  /// This process's environment as a dictionary, read from `environ` directly (Foundation's
  /// `ProcessInfo.environment` costs several times as much, which the warm path notices).
  package static func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let variable = entry.pointee {
      if let equals = strchr(variable, Int32(UInt8(ascii: "="))) {
        let name = String(decoding: UnsafeRawBufferPointer(start: variable, count: equals - variable), as: UTF8.self)
        if result[name] == nil { result[name] = String(cString: equals + 1) }
      }
      entry += 1
    }
    return result
  }
}
