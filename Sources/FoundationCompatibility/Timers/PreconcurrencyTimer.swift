import Foundation

extension Timer {
  /// A timer scheduled on the current run loop whose block need not be sendable, as Apple's
  /// Objective-C declaration lets a Swift 5 app write it: what
  /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` in an app is written as before
  /// compiling (the host's `PreconcurrencyCalls`). Foundation is handed a sendable wrapper;
  /// the block runs where the timer fires, on the run loop that scheduled it, as on Apple's
  /// systems.
  @discardableResult
  public class func superSwiftScheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) -> Timer {
    nonisolated(unsafe) let unsendable = block
    return scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in unsendable(timer) }
  }
}
