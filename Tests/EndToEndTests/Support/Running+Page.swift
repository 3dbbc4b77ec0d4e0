import Foundation
import Testing

extension CLI.Running {
  /// The address of the interactive app's page, from the `Open http://…` line `superswift run
  /// --no-open` prints (after the first compile, which can take a while).
  func pageAddress() throws -> URL {
    let deadline = Date().addingTimeInterval(300)
    while !stderrSoFar.contains("Open http://"), process.isRunning, Date() < deadline { usleep(20_000) }
    #expect(stderrSoFar.contains("Open http://"), "no address: \(stderrSoFar)")
    let line = try #require(stderrSoFar.split(separator: "\n").first { $0.hasPrefix("Open http://") })
    return try #require(URL(string: String(line.dropFirst("Open ".count))))
  }
}

extension CLI {
  /// Writes `source` as `NAME.swift` in this sandbox, runs it with `--no-open`, and opens its
  /// page in a browser of an iPhone's size (390 × 844) once `waitingFor` shows.
  func openInterfaceApp(_ source: String, named name: String, waitingFor text: String) throws -> (Running, Browser) {
    let file = root.appendingPathComponent("\(name).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let run = try start(["run", file.path, "--no-open"])
    let browser = try Browser()
    try browser.resize(width: 390, height: 844)
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor(text), "stderr: \(run.stderrSoFar)")
    return (run, browser)
  }
}
