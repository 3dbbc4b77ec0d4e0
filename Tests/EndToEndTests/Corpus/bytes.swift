// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
import Foundation

// Output as it comes: partial lines, both streams, ANSI escapes and raw bytes.
print("progress:", terminator: "")
for step in 1...3 { print(" \(step)", terminator: "") }
print()
FileHandle.standardError.write(Data("a warning on stderr\n".utf8))
print("\u{1B}[1mbold\u{1B}[0m")
FileHandle.standardOutput.write(Data([0x00, 0xFF, 0xFE, 0x0A]))
print("done")
exit(CommandLine.arguments.count > 1 ? Int32(CommandLine.arguments[1])! : 0)
