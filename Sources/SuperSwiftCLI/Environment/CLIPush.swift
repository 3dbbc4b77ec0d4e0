import Foundation
import SuperSwiftHost
import SuperSwiftServer
import SuperSwiftSystem
import Synchronization

/// Web Push from a command-line run (an app's `notify` under `superswift run`, from cron say):
/// the library's subscriptions and key, as `serve` uses them, made at the first notification
/// only. The process waits for its deliveries (their retries included, at most `patience`)
/// before it exits.
enum CLIPush {
  private static let made = Mutex<PushService?>(nil)
  /// How long an exiting process waits for its pushes.
  static let patience: Duration = .seconds(15)

  /// The push service of the library in `paths`, made once.
  static func service(paths: Paths) -> PushService {
    made.withLock { service in
      if let service { return service }
      let environment = ProcessInfo.processInfo.environment
      let made = PushService(
        paths: paths,
        endpoints: PushEndpoints(allowsLoopback: environment["SUPERSWIFT_PUSH_TEST_LOOPBACK"] == "1"),
        clock: SystemClock.shared,
        log: { Console.err("superswift: \($0)\n") })
      if let contact = environment["SUPERSWIFT_PUSH_CONTACT"] { made.setContact(contact) }
      service = made
      return made
    }
  }

  /// Waits for the pushes this process started, if it started any.
  static func drain() {
    guard let service = made.withLock({ $0 }) else { return }
    if !service.drain(deadline: .now + patience) {
      Console.err("superswift: warning: a notification was still being sent when the command ended\n")
    }
  }
}
