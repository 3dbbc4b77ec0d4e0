// The seed's "Returning a result" lines, in order. The first call decides the result, and
// code after it doesn't run: this app finishes with no result at the first line.
import SuperSwift

let run = RunContext.current

run.finish()                                  // done, no result
run.finish(with: .text("Saved"))              // text
run.finish(with: .json(.object([              // structured data
    "total": .number(46),
    "items": .array([.string("a"), .string("b")])
])))
run.finish(with: .url(URL(string: "https://superswift.app")!))
run.finish(with: .files([
    OutputFile(name: "report.csv", contentType: "public.comma-separated-values-text", text: "a,b\n1,2\n")
]))
run.fail("Bill must be positive")             // stop with an error
