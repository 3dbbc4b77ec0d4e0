import Foundation
import SuperSwiftHost
import Synchronization

/// One connection used for statements, one statement at a time, reconnecting when the server
/// went away (a restart): a statement that failed because the connection was lost is sent again
/// once on a new connection. Statements are written to be safe to send twice (an insert with
/// its own key and `ON CONFLICT DO NOTHING`, updates guarded by the state they expect).
final class Database: Sendable {
  let url: String
  let applicationName: String
  /// How long to keep trying to reconnect before a statement fails.
  let patience: Duration
  private let connection = Mutex<PostgresConnection?>(nil)

  init(url: String, applicationName: String, patience: Duration = .seconds(60)) {
    self.url = url
    self.applicationName = applicationName
    self.patience = patience
  }

  /// Runs one statement (see `PostgresConnection.execute`).
  @discardableResult
  func execute(_ sql: String, _ parameters: [PostgresValue] = [], binary: Bool = false) throws(PostgresError)
    -> [[Data?]]
  {
    let outcome: Result<[[Data?]], PostgresError> = connection.withLock { current in
      var retried = false
      while true {
        do throws(PostgresError) {
          if current == nil || current?.isOK == false {
            current = try Self.connect(url: url, applicationName: applicationName, patience: patience)
          }
          return .success(try current!.execute(sql, parameters, binary: binary))
        } catch {
          guard error.connectionLost, !retried else { return .failure(error) }
          retried = true
          current = nil
        }
      }
    }
    return try outcome.get()
  }

  /// A new connection, trying again with a growing pause (up to half a second) until
  /// `patience` has passed.
  static func connect(url: String, applicationName: String, patience: Duration) throws(PostgresError)
    -> PostgresConnection
  {
    let deadline = ContinuousClock.now + patience
    var pause = Duration.milliseconds(20)
    while true {
      do {
        return try PostgresConnection(url: url, applicationName: applicationName)
      } catch {
        guard ContinuousClock.now + pause < deadline else { throw error }
        Thread.sleep(forTimeInterval: Double(pause.milliseconds) / 1000)
        pause = min(pause * 2, .milliseconds(500))
      }
    }
  }
}
