// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
import Foundation

// Typed throws (Swift 6) and an exit status chosen by the program.
enum ParseError: Error {
    case empty
    case notANumber(String)
}

func parse(_ text: String) throws(ParseError) -> Int {
    guard !text.isEmpty else { throw .empty }
    guard let value = Int(text) else { throw .notANumber(text) }
    return value
}

var total = 0
for argument in CommandLine.arguments.dropFirst() {
    do {
        total += try parse(argument)
    } catch .notANumber(let text) {
        print("not a number: \(text)")
        exit(2)
    } catch {
        print("empty argument")
        exit(3)
    }
}
print("sum", total)
