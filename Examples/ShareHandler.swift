// A share handler: whatever is shared with it (web pages, selected text, files), it
// describes, one line per item, in the order they came.
//
//   superswift run Examples/ShareHandler.swift --source share --url https://swift.org --input hi
import SuperSwift

let run = RunContext.current
var lines = ["source: \(run.source)"]
if let text = run.input.text {
    lines.append("text: \(text)")
}
for url in run.input.urls {
    lines.append("url: \(url.absoluteString)")
}
for file in run.input.files {
    lines.append("file: \(file.name) (\(file.contentType), \(file.data.count) bytes)")
}
if run.input.isEmpty {
    lines.append("nothing was shared")
}
run.finish(with: .text(lines.joined(separator: "\n")))
