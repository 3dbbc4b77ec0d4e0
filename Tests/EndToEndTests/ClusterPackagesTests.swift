import Foundation
import SuperSwift
import Testing

extension ClusterTests {
  @Test("an app with packages in a cluster: built by the coordinator, fetched by the worker, which resolves nothing")
  func packagesInACluster() throws {
    let postgres = try self.postgres
    let cli = try CLI()
    let owner = "o\(UUID().uuidString.prefix(8).lowercased())"
    let greeter = try PackagesTests.Repository(in: cli.root, name: "Greeter")
    try greeter.release("Clustered", tag: "1.0.0")
    try PackagesTests.mirror([greeter], owner: owner, cli: cli)
    let id = try cli.newApp(
      "Greeting",
      source:
        "import SuperSwift\nimport Greeter  // @\(owner) ~> 1.0\nRunContext.current.finish(with: .text(greet(\"queue\")))\n"
    )
    let cluster = try TestCluster(cli, postgres: postgres, workers: 1)
    let answer = try cluster.server.request("POST", "/api/apps/\(id)/result")
    #expect(answer.status == 200 && answer.text == "Clustered, queue", "\(answer.text)")
    #expect(cluster.buildLines("fetched") == 1, "\(cluster.workers.map(\.stderrSoFar))")
    let workerPackages = cli.root.appendingPathComponent("worker-0-cache/superswift/packages")
    #expect(!FileManager.default.fileExists(atPath: workerPackages.path), "the worker resolved packages")
    #expect(
      FileManager.default.fileExists(atPath: cli.library.appendingPathComponent("apps/Greeting/Package.resolved").path))
    // Again: the worker's own cache now, nothing fetched or resolved.
    #expect(try cluster.server.request("POST", "/api/apps/\(id)/result").text == "Clustered, queue")
    #expect(cluster.buildLines("fetched") == 1)
  }
}
