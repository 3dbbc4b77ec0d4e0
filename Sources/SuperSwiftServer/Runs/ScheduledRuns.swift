import Foundation
import SuperSwift
import SuperSwiftHost
import SuperSwiftSystem

/// The server's scheduler: schedules fire as automations (`RunSource.shortcut`) through the
/// same RunService as the API's runs, so limits, history and the queue apply to them alike.
extension SuperSwiftServer {
  /// Makes and starts the scheduler for this server's library; `report` gets what the server
  /// should print (a schedule that cannot fire, a state that cannot be stored).
  package func startScheduler(report: @escaping @Sendable (String) -> Void) throws(IOError) -> Scheduler {
    let executor = runs.executor
    let scheduler = try Scheduler(
      library: library, claim: { executor.claimFire(schedule: $0, due: $1) }, report: report
    ) { [runs] fire in
      Self.launch(fire, through: runs)
    }
    scheduler.start()
    return scheduler
  }

  /// Runs one fire to its end.
  static func launch(_ fire: Scheduler.Fire, through runs: RunService) -> Scheduler.Outcome {
    var items: [InputItem] = fire.schedule.input.map { [.text($0)] } ?? []
    for path in fire.schedule.files {
      do {
        items.append(try InputValidation.file(path))
      } catch {
        return .refused("its input file \(path) cannot be used: \(error)")
      }
    }
    runs.metrics.fireStarted(late: runs.clock.now.timeIntervalSince(fire.due))
    var start = runs.automation(fire.app, items: items)
    start.schedule = ScheduledFire(id: fire.schedule.id, due: fire.due)
    start.unattended = true
    do {
      let record = try runs.start(start, wait: true)
      return .ran(runID: record.id, status: record.status.rawValue)
    } catch {
      return .refused(error.description)
    }
  }
}
