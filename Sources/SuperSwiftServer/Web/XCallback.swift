import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost

/// An interactive run opened by Shortcuts' "Open X-Callback URL" (`/runs/{id}/x-callback`):
/// the callbacks it gave, checked, and where the browser goes when the run ends. Pure: the
/// route handler reads the query and the run's record; this decides.
///
/// Callbacks go only to `shortcuts://` URLs, so a result never leaves for a web page; a
/// callback's own query is kept and the parameters appended: `x-success` with `result=` (text,
/// JSON as its text, a URL as the URL; files as `run=` and a `resultURL` the shortcut fetches
/// with its token), `x-cancel` when the person closes the app, `x-error` with `errorMessage=`.
struct XCallback: Equatable {
  /// Where to go when the app finishes, is closed, or fails.
  var success: String?
  var cancel: String?
  var error: String?

  /// The query's parameter names for the three callbacks.
  static let names = (success: "x-success", cancel: "x-cancel", error: "x-error")

  /// Why a query's callbacks are refused.
  struct Refused: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// The callbacks of a query (`x-success`, `x-cancel`, `x-error`): each a `shortcuts://` URL,
  /// and `x-success` given.
  init(query: [(name: String, value: String)]) throws(Refused) {
    func callback(_ name: String) throws(Refused) -> String? {
      guard let value = query.first(where: { $0.name == name })?.value, !value.isEmpty else { return nil }
      guard value.lowercased().hasPrefix("shortcuts://"), value.count <= 2048,
        !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
      else {
        throw Refused(
          description:
            "\(name) must be a shortcuts:// URL (Shortcuts' Open X-Callback URL action adds it): a run's result goes back to Shortcuts only, never to a web page"
        )
      }
      return value
    }
    success = try callback(Self.names.success)
    cancel = try callback(Self.names.cancel)
    error = try callback(Self.names.error)
    guard success != nil else {
      throw Refused(
        description:
          "this address is for Shortcuts' Open X-Callback URL action, which adds x-success: open it from the shortcut, not by hand"
      )
    }
  }

  /// The most a result may take in the callback's URL; a larger one goes as `run` and
  /// `resultURL` for the shortcut to fetch.
  static let resultLimit = 16 * 1024

  /// Where the browser goes for a run that ended so; `nil` when the shortcut gave no callback
  /// for that ending (the page then only says how it ended). `origin` is how the phone reached
  /// the server (`http://192.168.1.20:7788`), for `resultURL`.
  func destination(for record: RunRecord, origin: String) -> String? {
    switch record.status {
    case .running, .queued:
      return nil
    case .finished:
      guard let success else { return nil }
      let resultURL = "\(origin)/api/runs/\(record.id)/result"
      switch record.result {
      case nil: return Self.appending([("result", "")], to: success)
      case .text(let text)?: return Self.withResult(text, record: record, resultURL: resultURL, to: success)
      case .json(let json)?: return Self.withResult(json.text, record: record, resultURL: resultURL, to: success)
      case .url(let url)?: return Self.withResult(url, record: record, resultURL: resultURL, to: success)
      case .files?: return Self.appending([("run", record.id), ("resultURL", resultURL)], to: success)
      }
    case .cancelled:
      return cancel.map { Self.appending([], to: $0) }
    default:
      guard let error else { return nil }
      let message = record.error ?? "the app \(record.status.words)"
      return Self.appending([("errorMessage", String(message.prefix(Self.resultLimit)))], to: error)
    }
  }

  private static func withResult(_ text: String, record: RunRecord, resultURL: String, to url: String) -> String {
    text.utf8.count <= resultLimit
      ? appending([("result", text)], to: url)
      : appending([("run", record.id), ("resultURL", resultURL)], to: url)
  }

  /// `url` with `parameters` added to its own query (kept), each value percent-encoded.
  static func appending(_ parameters: [(String, String)], to url: String) -> String {
    guard !parameters.isEmpty else { return url }
    // Unreserved characters only: everything else in a value is encoded, `&`, `=`, `+` too.
    let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    let query = parameters.map { name, value in
      "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
    }.joined(separator: "&")
    let (base, fragment) = url.firstIndex(of: "#").map { (String(url[..<$0]), String(url[$0...])) } ?? (url, "")
    let separator = base.contains("?") ? (base.hasSuffix("?") || base.hasSuffix("&") ? "" : "&") : "?"
    return base + separator + query + fragment
  }
}
