// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
import Foundation
// Reads standard input to the end and prints the most frequent words.
var counts: [String: Int] = [:]
while let line = readLine() {
    for word in line.lowercased().split(whereSeparator: { !$0.isLetter }) {
        counts[String(word), default: 0] += 1
    }
}
let top = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
for (word, count) in top {
    print(word.padding(toLength: 8, withPad: " ", startingAt: 0), count)
}
