import Foundation
import SuperSwiftHost
import SuperSwiftSystem

/// `superswift worker --queue URL [--concurrency N]`: runs queued runs on this machine.
enum WorkerCommand: Command {
  static let spec = CommandSpec(
    name: "worker",
    usage: "superswift worker --queue URL [--concurrency N]",
    summary: "Run the runs a 'serve --queue' coordinator queues, on this machine.",
    details: """
      Claims runs from the PostgreSQL queue at URL (postgres://user@host:port/database) and runs
      them as 'superswift run' would, N at a time (default: one per core). Builds are shared: each
      app version is compiled by one worker of the cluster, and the others fetch it. Stops on
      Ctrl-C or SIGTERM once its runs in flight have ended (they are cancelled).

      Needs superswift-cluster (it links PostgreSQL's libpq) beside superswift. docs/cluster.md
      has the setup, systemd units, backups and upgrades.

      Example:
        superswift worker --queue postgres://superswift@db.example:5432/superswift --concurrency 4
      """,
    options: [
      .init(names: ["--queue"], value: "URL", help: "The PostgreSQL database the coordinator queues runs in."),
      .init(names: ["--concurrency"], value: "N", help: "Runs at once (default: the number of cores)."),
    ])

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard let queue = arguments.value("--queue") else {
      throw UsageError("which queue? Give --queue postgres://user@host:port/database", command: spec)
    }
    var concurrency = ProcessInfo.processInfo.activeProcessorCount
    if let text = arguments.value("--concurrency") {
      guard let value = Int(text), value > 0, value <= 256 else {
        throw UsageError("--concurrency takes a whole number from 1 to 256, not '\(text)'", command: spec)
      }
      concurrency = value
    }
    guard let cluster = clusterSupport else { return ClusterProgram.handOver() }
    let stop = Cancellation()
    stop.forwardSignals()
    defer { stop.stopForwardingSignals() }
    do {
      try cluster.worker(queue: queue, concurrency: concurrency, paths: CLIContext().paths, stop: stop)
    } catch {
      Console.error("the worker stopped: \(error)")
      return 1
    }
    return 0
  }
}
