import CSpawn
import Foundation
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The bounds of one app's process, set in the child before exec (never on the compiler), from
/// `settings.json`'s `limits` section; 0 means no limit of that kind.
///
/// - Memory is `RLIMIT_DATA` (the heap, anonymous mappings, thread stacks: what an app
///   writes), not `RLIMIT_AS`: glibc reserves 64 MiB of address space per malloc arena, up to
///   eight per core, so a Swift app that has used threads holds 150 to 500 MiB of address
///   space while writing to 20 to 90 (measured: VmSize against VmData), and a bound on
///   address space small enough to matter stops ordinary apps on many-core machines. Past it,
///   an allocation fails and the Swift runtime stops the app ("failed to allocate").
/// - File size is `RLIMIT_FSIZE`: a write past it ends the app with SIGXFSZ.
/// - Processes is `RLIMIT_NPROC`, which the kernel counts over all of the user's processes and
///   threads, not the app's alone: the limit is set to the tasks running on the machine when
///   the app starts plus `processes`, so the app can always start that many and a fork bomb
///   still stops. Past it, `fork` and thread creation fail with EAGAIN. Root is not held to it.
public struct RunLimits: Sendable, Equatable {
  /// The most memory an app may write (heap, mappings, thread stacks), in MiB; 0: no limit.
  public var memoryMiB: Int
  /// The largest file an app may write, in MiB; 0: no limit.
  public var fileSizeMiB: Int
  /// How many processes and threads an app may add to those already running; 0: no limit.
  public var processes: Int

  /// Limits with these values.
  public init(memoryMiB: Int, fileSizeMiB: Int, processes: Int) {
    self.memoryMiB = memoryMiB
    self.fileSizeMiB = fileSizeMiB
    self.processes = processes
  }

  /// The defaults, far above what an ordinary app needs: 4 GiB of memory (a Swift app writes
  /// 5 to 100 MiB, and 8 MiB more per thread it starts), 1 GiB files, 256 more processes.
  public static let defaults = RunLimits(memoryMiB: 4096, fileSizeMiB: 1024, processes: 256)

  /// No limits at all.
  public static let none = RunLimits(memoryMiB: 0, fileSizeMiB: 0, processes: 0)

  /// The limits as the child gets them, with `mask` as its umask (`nil`: the host's own).
  func spawnLimits(mask: mode_t?) -> cspawn_limits {
    var tasks: Int64 = 0
    if processes > 0 { tasks = Int64(ProcFiles.taskCount() ?? 0) + Int64(processes) }
    return cspawn_limits(
      memory_bytes: Int64(memoryMiB) << 20, file_size_bytes: Int64(fileSizeMiB) << 20, processes: tasks,
      umask: mask.map { Int32($0) } ?? -1)
  }

  /// What the user is told when a run ended at one of these bounds, or `nil` when it did not:
  /// SIGXFSZ is the file size limit; a crash whose log says an allocation failed, with a
  /// memory limit set, is the memory limit.
  func explain(termination: AppProcess.Termination, log: String) -> String? {
    if case .signaled(SIGXFSZ) = termination, fileSizeMiB > 0 {
      return
        "the app wrote a file larger than the limit (\(fileSizeMiB) MiB, settings.json limits.fileSizeMiB)"
    }
    if case .signaled = termination, memoryMiB > 0, Self.allocationFailed(in: log) {
      return
        "the app ran out of memory: it needed more than the limit (\(memoryMiB) MiB, settings.json limits.memoryMiB)"
    }
    return nil
  }

  /// Whether the log's end shows the Swift runtime (or the C library) failing to allocate memory.
  static func allocationFailed(in log: String) -> Bool {
    let markers = ["failed to allocate", "Could not allocate memory", "Cannot allocate memory", "std::bad_alloc"]
    let tail = String(log.suffix(4096))
    return markers.contains { tail.contains($0) }
  }
}
