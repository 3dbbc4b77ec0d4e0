// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
import Foundation

// A small command-line tool: options and words from CommandLine.arguments.
var shout = false
var names: [String] = []
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "-s", "--shout": shout = true
    case let flag where flag.hasPrefix("-"):
        print("unknown option \(flag)")
        exit(64)
    default: names.append(argument)
    }
}
if names.isEmpty { names = ["world"] }
for name in names {
    let line = "Hello, \(name)!"
    print(shout ? line.uppercased() : line)
}
print("called as \(CommandLine.arguments[0].split(separator: "/").last ?? "")")
