import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHTTP
import SuperSwiftHost

/// A run's log as Server-Sent Events, for the run page: `log` events as the app prints
/// (`{"text": …}`, each with the byte offset it ends at as its id, so a reconnecting browser's
/// `Last-Event-ID` resumes where it stopped), then one `end` (`{"status": …}`) once the run's
/// record is final. A run that is not in flight gets its `end` at once. While the run's app shows
/// an interface that is waiting for a person, one `interface` event (`{}`) says so, once per
/// stream, so a page that shows the run can show the interface instead.
enum LogEvents {
  /// How often a quiet stream gets a comment line, so proxies and browsers keep it open.
  static let keepAliveInterval: Duration = .seconds(15)

  static func response(
    live: LiveLog?, status: @escaping @Sendable () -> String,
    interfaceWaiting: @escaping @Sendable () -> Bool = { false },
    resumeAt: Int
  ) -> HTTPResponse {
    var response = HTTPResponse(
      status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")])
    response.stream = { stream in
      guard stream.write("retry: 1000\n\n") else { return }
      guard let live else {
        stream.write(end(status()))
        return
      }
      let (number, wake) = live.watch()
      defer { live.unwatch(number, wake: wake) }
      var offset = resumeAt
      var announced = false
      while true {
        if !announced, interfaceWaiting() {
          announced = true
          guard stream.write("event: interface\ndata: {}\n\n") else { return }
        }
        let (bytes, next, ended) = live.read(from: offset)
        if !bytes.isEmpty {
          let data: JSON = ["text": .string(String(decoding: bytes, as: UTF8.self))]
          guard stream.write("id: \(next)\nevent: log\ndata: \(data.text)\n\n") else { return }
        }
        offset = next
        if ended {
          stream.write(end(status()))
          return
        }
        guard stream.wait(wake: wake, timeout: keepAliveInterval) else { return }
        if live.read(from: offset).bytes.isEmpty, !live.read(from: offset).ended {
          guard stream.write(": still here\n\n") else { return }
        }
      }
    }
    return response
  }

  private static func end(_ status: String) -> String {
    let data: JSON = ["status": .string(status)]
    return "event: end\ndata: \(data.text)\n\n"
  }
}
