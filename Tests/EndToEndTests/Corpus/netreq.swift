// swift-format-ignore-file
// Written the way people write scripts (4-space indents, their own habits), on purpose.
import Foundation
import FoundationNetworking
import Glibc

// FoundationNetworking and Glibc: build a request (nothing is sent) and use the C library.
var request = URLRequest(url: URL(string: "https://example.com/api?q=swift")!)
request.httpMethod = "POST"
request.setValue("application/json", forHTTPHeaderField: "Content-Type")
request.httpBody = Data(#"{"q":"swift"}"#.utf8)
print(request.httpMethod ?? "-", request.url?.host ?? "-", request.url?.query ?? "-")
print(request.value(forHTTPHeaderField: "Content-Type") ?? "-", request.httpBody?.count ?? 0)
let name = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "nobody"
print("length", strlen(name), "abs", abs(Int32(-7)))
