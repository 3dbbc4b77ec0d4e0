import Foundation
import Synchronization
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

/// Waiting on shared state without polling.
@Suite("StateWaiter")
struct StateWaiterTests {
  @Test("a waiter wakes when the state it waits for is reached and told, long before its deadline")
  func wakes() {
    let waiter = StateWaiter()
    let count = Mutex(3)
    let clock = ContinuousClock()
    let started = clock.now
    for _ in 0..<3 {
      Thread.detachNewThread {
        usleep(20_000)
        count.withLock { $0 -= 1 }
        waiter.notify()
      }
    }
    #expect(waiter.wait(until: { count.withLock { $0 } == 0 }, deadline: .now + .seconds(30)))
    #expect(started.duration(to: clock.now) < .seconds(10))
  }

  @Test("a state never reached gives false at the deadline; one reached already returns at once")
  func deadline() {
    let waiter = StateWaiter()
    let clock = ContinuousClock()
    let started = clock.now
    #expect(!waiter.wait(until: { false }, deadline: .now + .milliseconds(100)))
    #expect(started.duration(to: clock.now) >= .milliseconds(100))
    #expect(waiter.wait(until: { true }, deadline: nil))
  }
}
