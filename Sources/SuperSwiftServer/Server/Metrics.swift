import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// `GET /metrics`: the server's counters in Prometheus' text exposition format (0.0.4), for the
/// owner's token or a monitor's (`superswift token add NAME --metrics`). Counters count since
/// the server started; Prometheus sees a restart as a reset.
enum Metrics {
  /// One family: its name, help, type and samples (labels, value).
  struct Family {
    var name: String
    var help: String
    var type: String
    var samples: [(labels: [(String, String)], value: Double, suffix: String)]
  }

  /// The metrics of `server`, as text.
  static func text(_ server: SuperSwiftServer) -> String {
    let runs = server.runs.metrics.snapshot
    var families: [Family] = []
    families.append(
      Family(
        name: "superswift_runs_total", help: "Runs ended since the server started, by app and status.",
        type: "counter",
        samples: runs.runs.sorted { $0.key < $1.key }.flatMap { app, statuses in
          statuses.sorted { $0.key.rawValue < $1.key.rawValue }.map { status, count in
            (labels: [("app", app), ("status", status.rawValue)], value: Double(count), suffix: "")
          }
        }))
    families.append(
      Family(
        name: "superswift_run_duration_seconds", help: "How long runs took, from start to final record.",
        type: "histogram", samples: histogram(bounds: RunMetrics.bounds, counts: runs.buckets, sum: runs.sum)))
    families.append(
      Family(
        name: "superswift_schedule_lateness_seconds",
        help: "How long after its due time each scheduled fire started (fired from this server).", type: "histogram",
        samples: histogram(bounds: RunMetrics.latenessBounds, counts: runs.lateness, sum: runs.latenessSum)))
    families.append(
      Family(
        name: "superswift_builds_total",
        help: "Runs' builds on this server: compiled now, taken from the build cache, or failed to compile.",
        type: "counter",
        samples: [
          (labels: [("result", "compiled")], value: Double(runs.compiled), suffix: ""),
          (labels: [("result", "cached")], value: Double(runs.cached), suffix: ""),
          (labels: [("result", "failed")], value: Double(runs.failedBuilds), suffix: ""),
        ]))
    families.append(
      Family(
        name: "superswift_runs_in_flight", help: "Runs in flight now.", type: "gauge",
        samples: [(labels: [], value: Double(server.runs.registry.running), suffix: "")]))
    families.append(
      Family(
        name: "superswift_runs_queued", help: "Runs waiting their turn under their app's --max-concurrent.",
        type: "gauge", samples: [(labels: [], value: Double(server.runs.limits.waitingTotal), suffix: "")]))
    families.append(
      Family(
        name: "superswift_push_deliveries_total",
        help: "Attempts to hand a notification to a push service, by outcome.", type: "counter",
        samples: ["delivered", "retried", "removed", "givenUp"].map { outcome in
          (labels: [("outcome", outcome)], value: Double(server.push.deliveryCounts[outcome] ?? 0), suffix: "")
        }))
    families.append(
      Family(
        name: "superswift_push_subscriptions", help: "Devices subscribed to notifications.", type: "gauge",
        samples: [(labels: [], value: Double(server.push.subscriptions.list().count), suffix: "")]))
    let backups = server.health.backups
    families.append(
      Family(
        name: "superswift_backups_total", help: "Scheduled backups this server made, and those that failed.",
        type: "counter",
        samples: [
          (labels: [("outcome", "made")], value: Double(backups.made), suffix: ""),
          (labels: [("outcome", "failed")], value: Double(backups.failed), suffix: ""),
        ]))
    let firing = server.health.schedulerState == .firing
    families.append(
      Family(
        name: "superswift_scheduler_firing", help: "1 when this server fires the library's schedules.",
        type: "gauge", samples: [(labels: [], value: firing ? 1 : 0, suffix: "")]))
    if let reachable = server.runs.executor.queueReachable {
      families.append(
        Family(
          name: "superswift_queue_reachable", help: "1 when the cluster's database is reachable.", type: "gauge",
          samples: [(labels: [], value: reachable ? 1 : 0, suffix: "")]))
    }
    families.append(
      Family(
        name: "superswift_http_connections_open", help: "HTTP connections open now (event streams included).",
        type: "gauge", samples: [(labels: [], value: Double(server.openConnections), suffix: "")]))
    families.append(
      Family(
        name: "superswift_uptime_seconds", help: "Seconds since the server started.", type: "gauge",
        samples: [(labels: [], value: server.health.uptime, suffix: "")]))
    var text = ""
    for family in families {
      text += "# HELP \(family.name) \(family.help)\n# TYPE \(family.name) \(family.type)\n"
      for sample in family.samples {
        let labels =
          sample.labels.isEmpty
          ? "" : "{" + sample.labels.map { "\($0.0)=\"\(escape($0.1))\"" }.joined(separator: ",") + "}"
        text += "\(family.name)\(sample.suffix)\(labels) \(format(sample.value))\n"
      }
    }
    return text
  }

  /// A histogram's samples: cumulative `counts` per bound, then `+Inf`, the sum and the count.
  static func histogram(bounds: [Double], counts: [Int], sum: Double) -> [(
    labels: [(String, String)], value: Double, suffix: String
  )] {
    var samples: [(labels: [(String, String)], value: Double, suffix: String)] = []
    for (index, bound) in bounds.enumerated() {
      samples.append((labels: [("le", format(bound))], value: Double(counts[index]), suffix: "_bucket"))
    }
    samples.append((labels: [("le", "+Inf")], value: Double(counts.last ?? 0), suffix: "_bucket"))
    samples.append((labels: [], value: sum, suffix: "_sum"))
    samples.append((labels: [], value: Double(counts.last ?? 0), suffix: "_count"))
    return samples
  }

  /// A label value as the format writes it: backslash, double quote and line feed escaped.
  static func escape(_ value: String) -> String {
    var escaped = ""
    for character in value {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A number as Prometheus reads it: whole numbers without a fraction.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  /// The route.
  static func route(_ server: SuperSwiftServer) -> Route {
    Route(.get, ["metrics"], scope: .metrics) { _ throws(HTTPError) in
      HTTPResponse(
        status: 200,
        headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8"), ("Cache-Control", "no-store")],
        body: Data(text(server).utf8))
    }
  }
}
