// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
import RegexBuilder

// Regex literals and RegexBuilder over lines of standard input.
let dated = #/(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})/#
let word = Regex {
    Capture { OneOrMore(.word) }
    ":"
}
while let line = readLine() {
    if let match = line.firstMatch(of: dated) {
        print("date \(match.day)/\(match.month)/\(match.year)")
    } else if let match = line.firstMatch(of: word) {
        print("label \(match.1)")
    } else {
        print("other \(line.count)")
    }
}
