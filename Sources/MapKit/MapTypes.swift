// MapKit on a page: the server has no map tiles and no search or directions service, so a
// `Map` is drawn as a plain map-coloured area with each marker and annotation at its place
// (projected with Web Mercator into the region shown), and searches and directions fail as
// offline ones do. Regions, spans and map items are whole values.
@_exported import CoreLocation

/// The size of a region in degrees.
public struct MKCoordinateSpan: Hashable, Sendable {
  /// Degrees of latitude.
  public var latitudeDelta: CLLocationDegrees
  /// Degrees of longitude.
  public var longitudeDelta: CLLocationDegrees
  /// No span.
  public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
  /// A span.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A region of the map: a centre and a span.
public struct MKCoordinateRegion: Hashable, Sendable {
  /// Its centre.
  public var center: CLLocationCoordinate2D
  /// Its size.
  public var span: MKCoordinateSpan
  /// An empty region.
  public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
  /// A region.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }
  /// A region of a size in metres around a centre.
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
  ) {
    let metresPerDegree = 111_320.0
    let across = max(cos(center.latitude * .pi / 180), 0.01) * metresPerDegree
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metresPerDegree, longitudeDelta: longitudinalMeters / across))
  }

  /// The region that holds `coordinates` with a margin (a default world view when there are
  /// none), as a map's automatic position frames its content.
  static func fitting(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
    guard let first = coordinates.first else {
      return MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 20, longitude: 0),
        span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
    }
    var (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
    for coordinate in coordinates.dropFirst() {
      south = min(south, coordinate.latitude)
      north = max(north, coordinate.latitude)
      west = min(west, coordinate.longitude)
      east = max(east, coordinate.longitude)
    }
    return MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
      span: MKCoordinateSpan(
        latitudeDelta: max((north - south) * 1.4, 0.02), longitudeDelta: max((east - west) * 1.4, 0.02)))
  }

  /// Where `coordinate` is in a `width` × `height` view of the region (Web Mercator vertically).
  func point(of coordinate: CLLocationCoordinate2D, width: Double, height: Double) -> (x: Double, y: Double) {
    func mercator(_ latitude: Double) -> Double {
      let clamped = min(max(latitude, -85), 85) * .pi / 180
      return log(tan(.pi / 4 + clamped / 2))
    }
    let west = center.longitude - span.longitudeDelta / 2
    let x = span.longitudeDelta > 0 ? (coordinate.longitude - west) / span.longitudeDelta * width : width / 2
    let top = mercator(center.latitude + span.latitudeDelta / 2)
    let bottom = mercator(center.latitude - span.latitudeDelta / 2)
    let y = top != bottom ? (top - mercator(coordinate.latitude)) / (top - bottom) * height : height / 2
    return (x, y)
  }
}

/// A region of the map in metres (Apple's projected rectangle; accepted as a value).
public struct MKMapRect: Hashable, Sendable {
  /// The world.
  public static let world = MKMapRect()
  /// An empty rectangle.
  public init() {}
}

/// A place: a coordinate and its address.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
  private let place: CLLocationCoordinate2D
  /// Where.
  open var coordinate: CLLocationCoordinate2D { place }
  /// The place's location.
  open override var location: CLLocation? { CLLocation(latitude: place.latitude, longitude: place.longitude) }
  /// A place at a coordinate.
  public init(coordinate: CLLocationCoordinate2D) { place = coordinate }
  /// A place at a coordinate with an address (the address is not kept).
  public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) { place = coordinate }
}

/// A point of interest, as search and directions use them.
open class MKMapItem: NSObject, @unchecked Sendable {
  /// The place.
  public let placemark: MKPlacemark
  /// Its name.
  open var name: String?
  /// Its phone number.
  open var phoneNumber: String?
  /// Its web address.
  open var url: URL?
  /// Whether it is the user's location (never).
  open var isCurrentLocation: Bool { false }
  /// An item at a place.
  public init(placemark: MKPlacemark) { self.placemark = placemark }
  /// The user's location (a place at 0, 0 on a page, which has none).
  open class func forCurrentLocation() -> MKMapItem {
    MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D()))
  }
  /// Opens the item in Maps: nothing opens from the server.
  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// Launch option keys for Maps.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"

/// Something placed on a map.
public protocol MKAnnotation: NSObjectProtocol {
  /// Where.
  var coordinate: CLLocationCoordinate2D { get }
  /// Its title.
  var title: String? { get }
  /// Its subtitle.
  var subtitle: String? { get }
}

extension MKAnnotation {
  /// No title.
  public var title: String? { nil }
  /// No subtitle.
  public var subtitle: String? { nil }
}

/// A point with a title.
open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
  /// Where.
  open var coordinate = CLLocationCoordinate2D()
  /// Its title.
  open var title: String?
  /// Its subtitle.
  open var subtitle: String?
  /// A point at 0, 0.
  public override init() {}
  /// A point.
  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    self.coordinate = coordinate
    self.title = title
    self.subtitle = subtitle
  }
}

/// The error of a search or directions request made without a service.
public struct MKError: Error, Hashable, Sendable, LocalizedError {
  /// Its code (`MKError.serverFailure` is 2).
  public let code: Int
  /// What went wrong.
  public var errorDescription: String? { "Map search and directions are not available: the server has no map service." }
  /// The map service could not be reached.
  public static let serverFailure = MKError(code: 2)
}

/// A search for places.
open class MKLocalSearch: NSObject, @unchecked Sendable {
  /// What to search for.
  open class Request: NSObject, @unchecked Sendable {
    /// The words.
    open var naturalLanguageQuery: String?
    /// Where.
    open var region = MKCoordinateRegion()
    /// An empty request.
    public override init() {}
    /// A request for a completion's place.
    public init(completion: MKLocalSearchCompletion) { naturalLanguageQuery = completion.title }
  }
  /// What a search finds.
  open class Response: NSObject, @unchecked Sendable {
    /// The places.
    open var mapItems: [MKMapItem] { [] }
    /// The region that holds them.
    open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
  }
  /// A search.
  public init(request: Request) {}
  /// Runs the search: `completionHandler` is told it failed.
  open func start(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
    DispatchQueue.main.async { completionHandler(nil, MKError.serverFailure) }
  }
  /// Runs the search.
  open func start() async throws -> Response { throw MKError.serverFailure }
  /// Cancels it.
  open func cancel() {}
}

/// A suggestion as the user types (none come without a service).
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
  /// The title.
  open var title: String { "" }
  /// The subtitle.
  open var subtitle: String { "" }
}

/// What a completer tells.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
  /// New results.
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
  /// A failure.
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
  /// Does nothing.
  public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
  /// Does nothing.
  public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggests places as the user types (no suggestions without a service).
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
  /// Who is told.
  open weak var delegate: (any MKLocalSearchCompleterDelegate)?
  /// The text typed.
  open var queryFragment = ""
  /// Where.
  open var region = MKCoordinateRegion()
  /// The suggestions (none).
  open var results: [MKLocalSearchCompletion] { [] }
  /// Whether searching.
  open var isSearching: Bool { false }
  /// A completer.
  public override init() {}
  /// Stops.
  open func cancel() {}
}

/// A route between two places.
open class MKRoute: NSObject, @unchecked Sendable {
  /// Its name.
  open var name: String { "" }
  /// Its length in metres.
  open var distance: CLLocationDistance { 0 }
  /// Its expected time in seconds.
  open var expectedTravelTime: TimeInterval { 0 }
}

/// How a route is travelled.
public struct MKDirectionsTransportType: OptionSet, Sendable {
  /// The kinds' bits.
  public let rawValue: UInt
  /// A kind.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// By car.
  public static let automobile = MKDirectionsTransportType(rawValue: 1)
  /// On foot.
  public static let walking = MKDirectionsTransportType(rawValue: 2)
  /// By public transport.
  public static let transit = MKDirectionsTransportType(rawValue: 4)
  /// Any.
  public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// Directions between two places: requests fail without a service.
open class MKDirections: NSObject, @unchecked Sendable {
  /// What to ask for.
  open class Request: NSObject, @unchecked Sendable {
    /// From where.
    open var source: MKMapItem?
    /// To where.
    open var destination: MKMapItem?
    /// How.
    open var transportType = MKDirectionsTransportType.automobile
    /// Whether to offer more than one route.
    open var requestsAlternateRoutes = false
    /// A request.
    public override init() {}
  }
  /// The routes found.
  open class Response: NSObject, @unchecked Sendable {
    /// The routes.
    open var routes: [MKRoute] { [] }
  }
  /// Directions for a request.
  public init(request: Request) {}
  /// Finds routes: `completionHandler` is told it failed.
  open func calculate(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
    DispatchQueue.main.async { completionHandler(nil, MKError.serverFailure) }
  }
  /// Finds routes.
  open func calculate() async throws -> Response { throw MKError.serverFailure }
}
