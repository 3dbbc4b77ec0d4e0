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

  /// `list()` for a request, only the apps `grant` reaches (a listing never shows a row its
  /// caller could not open): a library that cannot be read is a 500 that says why, never an
  /// empty library.
  package func appsForRequest(reachableBy grant: Grant) throws(HTTPError) -> [LibraryApp] {
    do {
      return try list().filter { grant.reaches(app: $0.id) }
    } catch {
      throw HTTPError(500, "Could not read the library: \(ErrorSentence.describe(error))")
    }
  }

  /// `schedules()` for a request, only those of apps `grant` reaches: a library that cannot be
  /// read is a 500 that says why, never a page without schedules.
  package func schedulesForRequest(reachableBy grant: Grant) throws(HTTPError) -> [(
    app: LibraryApp, schedule: Schedule
  )] {
    do {
      return try schedules().filter { grant.reaches(app: $0.app.id) }
    } catch {
      throw HTTPError(500, "Could not read the schedules: \(ErrorSentence.describe(error))")
    }
  }
}
