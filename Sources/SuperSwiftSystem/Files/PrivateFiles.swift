import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Files and folders the host makes are its user's alone: 0600 files in 0700 folders (history
/// records and results, run folders, uploads, output files, the cache), whatever the user's
/// umask, so another user of the machine cannot read someone's results.
///
/// One place does it: `makePrivate` sets this process's umask to 077 when the tool starts.
/// The programs the host starts for the user (apps, the browser) get the user's own umask
/// back (`userMask`, set in the child before exec), so an app's own files are as the user
/// would have made them; compilers keep 077, their output is the host's cache.
public enum PrivateFiles {
  private static let original = Mutex<mode_t?>(nil)

  /// Sets the process's umask to 077, remembering the user's; idempotent.
  public static func makePrivate() {
    original.withLock { saved in
      guard saved == nil else { return }
      saved = umask(0o077)
    }
  }

  /// The umask the user started the host with, for the programs it starts on their behalf;
  /// `nil` before `makePrivate` (then children keep the process's own).
  package static var userMask: mode_t? { original.withLock { $0 } }
}
