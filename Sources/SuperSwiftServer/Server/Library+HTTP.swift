import SuperSwiftHTTP
import SuperSwiftHost
import SuperSwiftSystem

/// The library as request handlers use it: its failures as `HTTPError`s.
extension Library {
  /// `find(_:)` for a request: a library that cannot be read is a 500 that says why, never a
  /// 404.
  package func lookup(forRequest query: String) throws(HTTPError) -> Lookup {
    do {
      return try find(query)
    } catch {
      throw HTTPError(500, error.description)
    }
  }

  /// `list()` for a request: a library that cannot be read is a 500 that says why, never an
  /// empty library.
  package func appsForRequest() throws(HTTPError) -> [LibraryApp] {
    do {
      return try list()
    } catch {
      throw HTTPError(500, "Could not read the library: \(ErrorSentence.describe(error))")
    }
  }

  /// `schedules()` for a request: a library that cannot be read is a 500 that says why, never
  /// a page without schedules.
  package func schedulesForRequest() throws(HTTPError) -> [(app: LibraryApp, schedule: Schedule)] {
    do {
      return try schedules()
    } catch {
      throw HTTPError(500, "Could not read the schedules: \(ErrorSentence.describe(error))")
    }
  }
}
