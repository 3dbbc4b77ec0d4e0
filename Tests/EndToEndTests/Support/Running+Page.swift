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
