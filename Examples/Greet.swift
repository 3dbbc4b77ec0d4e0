// A plain Swift program: no SuperSwift, just arguments in and lines out, as under `swift FILE`.
//   superswift run Examples/Greet.swift -- Ada Grace
//   superswift Examples/Greet.swift --shout Ada
var shout = false
var names: [String] = []
for argument in CommandLine.arguments.dropFirst() {
  if argument == "--shout" { shout = true } else { names.append(argument) }
}
for name in names.isEmpty ? ["world"] : names {
  let greeting = "Hello, \(name)!"
  print(shout ? greeting.uppercased() : greeting)
}
