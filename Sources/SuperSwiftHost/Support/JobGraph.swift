import Foundation

/// Jobs that wait on one another, run on a few workers at once: each worker takes the first job,
/// in the order given, whose dependencies are all done. The runtime's compiles use it, so the
/// interfaces everything waits on come first and the two cores never idle while a job could run.
///
/// Invariant: a job starts only after every job it depends on has finished without error. After
/// the first failure no job starts; those running finish, and the first error is thrown.
package struct JobGraph<ID: Hashable & Sendable>: Sendable {
  /// One job: its identity and those it waits for.
  package struct Job: Sendable {
    /// The job's identity.
    package var id: ID
    /// The jobs that must finish first.
    package var dependencies: [ID]

    /// A job waiting for `dependencies`.
    package init(_ id: ID, after dependencies: [ID] = []) {
      self.id = id
      self.dependencies = dependencies
    }
  }

  /// A dependency that no job provides, or jobs that wait for each other.
  package struct Unrunnable: Error, CustomStringConvertible {
    /// The jobs that could never start.
    package var waiting: [ID]
    package var description: String { "jobs wait for something that never finishes: \(waiting)" }
  }

  /// The jobs, most urgent first.
  package let jobs: [Job]

  /// Jobs to run, most urgent first.
  package init(_ jobs: [Job]) {
    self.jobs = jobs
  }

  /// Runs every job with `execute`, at most `workers` at a time; returns when all have finished
  /// or throws the first error once nothing is running any more.
  package func run(workers: Int, _ execute: @escaping @Sendable (ID) throws -> Void) throws {
    let state = State(count: jobs.count)
    let jobs = self.jobs
    // Threads of their own, not Dispatch's pool: the pool runs no more blocks than there are
    // cores, and a job mostly waits for a compiler process anyway. (`execute` escapes: a thread
    // may still hold it for an instant after it has said it is done.)
    let finished = DispatchGroup()
    for _ in 0..<max(1, min(workers, jobs.count)) {
      finished.enter()
      Thread.detachNewThread {
        while let index = state.next(in: jobs) {
          let outcome = Result { try execute(jobs[index].id) }
          state.finish(index, id: jobs[index].id, outcome: outcome.map { _ in () })
        }
        finished.leave()
      }
    }
    finished.wait()
    if let failure = state.failure { throw failure }
  }

  /// What the workers share, behind one condition.
  private final class State: @unchecked Sendable {
    private let condition = NSCondition()
    private var started: [Bool]
    private var done: Set<ID> = []
    private var running = 0
    private var firstFailure: (any Error)?

    init(count: Int) {
      started = Array(repeating: false, count: count)
    }

    /// The first error a job threw, or that the graph cannot finish.
    var failure: (any Error)? {
      condition.lock()
      defer { condition.unlock() }
      return firstFailure
    }

    /// The index of the next job to run, waiting until one can; nil when there is none left to
    /// start (all started, or a failure).
    func next(in jobs: [Job]) -> Int? {
      condition.lock()
      defer { condition.unlock() }
      while true {
        if firstFailure != nil { return nil }
        let waiting = jobs.indices.filter { !started[$0] }
        if waiting.isEmpty { return nil }
        if let ready = waiting.first(where: { jobs[$0].dependencies.allSatisfy(done.contains) }) {
          started[ready] = true
          running += 1
          return ready
        }
        if running == 0 {
          firstFailure = Unrunnable(waiting: waiting.map { jobs[$0].id })
          condition.broadcast()
          return nil
        }
        condition.wait()
      }
    }

    /// Records how job `index` ended and wakes the workers waiting for it.
    func finish(_ index: Int, id: ID, outcome: Result<Void, any Error>) {
      condition.lock()
      defer { condition.unlock() }
      running -= 1
      switch outcome {
      case .success: done.insert(id)
      case .failure(let error): if firstFailure == nil { firstFailure = error }
      }
      condition.broadcast()
    }
  }
}
