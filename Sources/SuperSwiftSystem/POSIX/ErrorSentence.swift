import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The one place an error becomes a sentence for a person: Foundation's file errors (which print
/// as `Error Domain=NSCocoaErrorDomain Code=512 "(null)" UserInfo={…}`) become "could not use
/// PATH: REASON", with the reason from the underlying `errno`; every other error says itself.
package enum ErrorSentence {
  /// `error` in words.
  package static func describe(_ error: any Error) -> String {
    let ns = error as NSError
    guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else { return "\(error)" }
    let path = ns.userInfo[NSFilePathErrorKey] as? String ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
    var reason: String
    if ns.domain == NSPOSIXErrorDomain {
      reason = String(cString: strerror(Int32(ns.code)))
    } else if let underlying = (ns.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
      underlying.domain == NSPOSIXErrorDomain
    {
      reason = String(cString: strerror(Int32(underlying.code)))
    } else {
      reason = ns.localizedDescription
    }
    if reason.isEmpty || reason == "(null)" { reason = "the operation failed (error \(ns.code))" }
    return path.map { "could not use \($0): \(reason)" } ?? reason
  }
}
