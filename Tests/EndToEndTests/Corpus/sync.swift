// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
import Observation
import Synchronization

// Observation and Synchronization from the standard toolchain.
@Observable final class Basket {
    var items: [String] = []
}

let basket = Basket()
withObservationTracking {
    _ = basket.items
} onChange: {
    print("basket will change")
}
basket.items.append("apple")

let counter = Atomic<Int>(0)
let total = Mutex<[Int]>([])
for n in 1...4 {
    counter.add(n, ordering: .relaxed)
    total.withLock { $0.append(n) }
}
print(counter.load(ordering: .relaxed), total.withLock { $0 })
