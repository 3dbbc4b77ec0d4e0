import SuperSwift

let name = RunContext.current.input.text ?? "world"
RunContext.current.finish(with: .text("Hi, \(name)!"))
