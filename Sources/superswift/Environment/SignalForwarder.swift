import Dispatch
import Foundation
import SuperSwiftHost

#if canImport(Glibc)
  import Glibc
#endif

/// Turns Ctrl-C, SIGTERM and SIGHUP into a cancelled run, so the app's whole process group is
/// stopped and the run is recorded, instead of the tool dying and leaving the app running.
final class SignalForwarder {
  private var sources: [any DispatchSourceSignal] = []

  init(cancellation: Cancellation) {
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { cancellation.cancel(.signal) }
      source.resume()
      sources.append(source)
    }
  }

  func stop() {
    sources.forEach { $0.cancel() }
    sources = []
  }
}
