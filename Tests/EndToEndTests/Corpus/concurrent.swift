// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
import Dispatch
import Foundation

// Dispatch and async/await at the top level of a script.
func slowSquare(_ n: Int) async -> Int {
    try? await Task.sleep(nanoseconds: UInt64(5 - n) * 1_000_000)
    return n * n
}

let group = DispatchGroup()
let lock = NSLock()
var collected: [Int] = []
for n in 1...5 {
    DispatchQueue.global().async(group: group) {
        lock.lock()
        collected.append(n * 10)
        lock.unlock()
    }
}
group.wait()
print("dispatch:", collected.sorted())

let squares = await withTaskGroup(of: Int.self) { group in
    for n in 1...4 { group.addTask { await slowSquare(n) } }
    var all: [Int] = []
    for await value in group { all.append(value) }
    return all.sorted()
}
print("tasks:", squares)

actor Counter {
    var value = 0
    func bump() -> Int {
        value += 1
        return value
    }
}
let counter = Counter()
for _ in 0..<3 { _ = await counter.bump() }
print("actor:", await counter.value)
