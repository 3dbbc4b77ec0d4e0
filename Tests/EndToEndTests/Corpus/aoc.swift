// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
import Foundation

// Advent-of-Code style: puzzle input on standard input, two answers out.
struct Day01 {
    let pairs: [(Int, Int)]

    init(_ text: String) {
        pairs = text.split(separator: "\n").compactMap { line in
            let numbers = line.split(separator: " ").compactMap { Int($0) }
            return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        }
    }

    func part1() -> Int {
        let left = pairs.map(\.0).sorted(), right = pairs.map(\.1).sorted()
        return zip(left, right).reduce(0) { $0 + abs($1.0 - $1.1) }
    }

    func part2() -> Int {
        let tally = Dictionary(pairs.map { ($0.1, 1) }, uniquingKeysWith: +)
        return pairs.reduce(0) { $0 + $1.0 * tally[$1.0, default: 0] }
    }
}

let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
let day = Day01(input)
print("Part 1: \(day.part1())")
print("Part 2: \(day.part2())")
