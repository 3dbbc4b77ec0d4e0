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
  /// Its title, as a map annotation's (its name).
  open var title: String? { name }
  /// Its subtitle (the address, none here).
  open var subtitle: String? { nil }
}

/// Which kinds of points of interest a search or map shows.
public struct MKPointOfInterestFilter: Sendable, Equatable {
  let included: Set<MKPointOfInterestCategory>?
  let excluded: Set<MKPointOfInterestCategory>
  /// Every kind.
  public static let includingAll = MKPointOfInterestFilter(included: nil, excluded: [])
  /// No kind.
  public static let excludingAll = MKPointOfInterestFilter(included: [], excluded: [])
  private init(included: Set<MKPointOfInterestCategory>?, excluded: Set<MKPointOfInterestCategory>) {
    (self.included, self.excluded) = (included, excluded)
  }
  /// Only these kinds.
  public init(including categories: [MKPointOfInterestCategory]) { self.init(included: Set(categories), excluded: []) }
  /// Every kind but these.
  public init(excluding categories: [MKPointOfInterestCategory]) { self.init(included: nil, excluded: Set(categories)) }
  /// Whether it includes `category`.
  public func includes(_ category: MKPointOfInterestCategory) -> Bool {
    (included?.contains(category) ?? true) && !excluded.contains(category)
  }
  /// Whether it excludes `category`.
  public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}

/// A kind of point of interest.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A kind of a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// An airport.
  public static let airport = Self(rawValue: "MKPOICategoryAirport")
  /// An amusement park.
  public static let amusementPark = Self(rawValue: "MKPOICategoryAmusementPark")
  /// An aquarium.
  public static let aquarium = Self(rawValue: "MKPOICategoryAquarium")
  /// A cash machine.
  public static let atm = Self(rawValue: "MKPOICategoryATM")
  /// A bakery.
  public static let bakery = Self(rawValue: "MKPOICategoryBakery")
  /// A bank.
  public static let bank = Self(rawValue: "MKPOICategoryBank")
  /// A beach.
  public static let beach = Self(rawValue: "MKPOICategoryBeach")
  /// A brewery.
  public static let brewery = Self(rawValue: "MKPOICategoryBrewery")
  /// A cafe.
  public static let cafe = Self(rawValue: "MKPOICategoryCafe")
  /// A campground.
  public static let campground = Self(rawValue: "MKPOICategoryCampground")
  /// A car rental.
  public static let carRental = Self(rawValue: "MKPOICategoryCarRental")
  /// A charging station.
  public static let evCharger = Self(rawValue: "MKPOICategoryEVCharger")
  /// A fire station.
  public static let fireStation = Self(rawValue: "MKPOICategoryFireStation")
  /// A gym.
  public static let fitnessCenter = Self(rawValue: "MKPOICategoryFitnessCenter")
  /// A food market.
  public static let foodMarket = Self(rawValue: "MKPOICategoryFoodMarket")
  /// A petrol station.
  public static let gasStation = Self(rawValue: "MKPOICategoryGasStation")
  /// A hospital.
  public static let hospital = Self(rawValue: "MKPOICategoryHospital")
  /// A hotel.
  public static let hotel = Self(rawValue: "MKPOICategoryHotel")
  /// A laundry.
  public static let laundry = Self(rawValue: "MKPOICategoryLaundry")
  /// A library.
  public static let library = Self(rawValue: "MKPOICategoryLibrary")
  /// A marina.
  public static let marina = Self(rawValue: "MKPOICategoryMarina")
  /// A cinema.
  public static let movieTheater = Self(rawValue: "MKPOICategoryMovieTheater")
  /// A museum.
  public static let museum = Self(rawValue: "MKPOICategoryMuseum")
  /// A national park.
  public static let nationalPark = Self(rawValue: "MKPOICategoryNationalPark")
  /// A nightlife spot.
  public static let nightlife = Self(rawValue: "MKPOICategoryNightlife")
  /// A park.
  public static let park = Self(rawValue: "MKPOICategoryPark")
  /// A car park.
  public static let parking = Self(rawValue: "MKPOICategoryParking")
  /// A pharmacy.
  public static let pharmacy = Self(rawValue: "MKPOICategoryPharmacy")
  /// A police station.
  public static let police = Self(rawValue: "MKPOICategoryPolice")
  /// A post office.
  public static let postOffice = Self(rawValue: "MKPOICategoryPostOffice")
  /// Public transport.
  public static let publicTransport = Self(rawValue: "MKPOICategoryPublicTransport")
  /// A restaurant.
  public static let restaurant = Self(rawValue: "MKPOICategoryRestaurant")
  /// Toilets.
  public static let restroom = Self(rawValue: "MKPOICategoryRestroom")
  /// A school.
  public static let school = Self(rawValue: "MKPOICategorySchool")
  /// A stadium.
  public static let stadium = Self(rawValue: "MKPOICategoryStadium")
  /// A shop.
  public static let store = Self(rawValue: "MKPOICategoryStore")
  /// A theatre.
  public static let theater = Self(rawValue: "MKPOICategoryTheater")
  /// A university.
  public static let university = Self(rawValue: "MKPOICategoryUniversity")
  /// A winery.
  public static let winery = Self(rawValue: "MKPOICategoryWinery")
  /// A zoo.
  public static let zoo = Self(rawValue: "MKPOICategoryZoo")
}

/// Which parts of addresses a search returns.
public struct MKAddressFilter: Sendable, Equatable {
  /// The parts of an address.
  public struct Options: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Parts from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The country.
    public static let country = Options(rawValue: 1)
    /// The region.
    public static let administrativeArea = Options(rawValue: 2)
    /// The subregion.
    public static let subAdministrativeArea = Options(rawValue: 4)
    /// The town.
    public static let locality = Options(rawValue: 8)
    /// The district.
    public static let subLocality = Options(rawValue: 16)
    /// The postcode.
    public static let postalCode = Options(rawValue: 32)
  }
  let options: Options
  let including: Bool
  /// Every part.
  public static let includingAll = MKAddressFilter(options: [], including: false)
  /// No part.
  public static let excludingAll = MKAddressFilter(options: [], including: true)
  private init(options: Options, including: Bool) { (self.options, self.including) = (options, including) }
  /// Only these parts.
  public init(including options: Options) { self.init(options: options, including: true) }
  /// Every part but these.
  public init(excluding options: Options) { self.init(options: options, including: false) }
}

/// A Look Around scene (street-level imagery: none without the map service).
public struct MKLookAroundScene: Sendable, Equatable {}

/// Asks for the Look Around scene at a place: none is found without the map service.
public final class MKLookAroundSceneRequest: @unchecked Sendable {
  /// A request for the scene at a coordinate.
  public init(coordinate: CLLocationCoordinate2D) {}
  /// A request for the scene at a place.
  public init(mapItem: MKMapItem) {}
  /// Whether it is running.
  public var isLoading: Bool { false }
  /// The scene: `nil`, there is no imagery.
  public var scene: MKLookAroundScene? {
    get async throws { nil }
  }
  /// Asks for the scene; the handler is told there is none.
  public func getSceneWithCompletionHandler(
    _ completionHandler: @escaping @Sendable (MKLookAroundScene?, (any Error)?) -> Void
  ) {
    DispatchQueue.main.async { completionHandler(nil, nil) }
  }
  /// Stops asking.
  public func cancel() {}
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
    /// What kinds of results it asks for.
    open var resultTypes: ResultType = [.address, .pointOfInterest]
    /// Which points of interest it asks for.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Which address parts it asks for.
    open var addressFilter: MKAddressFilter?
    /// An empty request.
    public override init() {}
    /// A request for these words.
    public init(naturalLanguageQuery: String) { self.naturalLanguageQuery = naturalLanguageQuery }
    /// A request for a completion's place.
    public init(completion: MKLocalSearchCompletion) { naturalLanguageQuery = completion.title }
  }
  /// The kinds of results a search asks for.
  public struct ResultType: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Kinds from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Addresses.
    public static let address = ResultType(rawValue: 1)
    /// Points of interest.
    public static let pointOfInterest = ResultType(rawValue: 2)
    /// Physical features.
    public static let physicalFeature = ResultType(rawValue: 4)
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
  /// What kinds of suggestions it gives.
  open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
  /// Which points of interest it suggests.
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  /// Which address parts it suggests.
  open var addressFilter: MKAddressFilter?
  /// The kinds of suggestions a completer gives.
  public struct ResultType: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Kinds from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Addresses.
    public static let address = ResultType(rawValue: 1)
    /// Points of interest.
    public static let pointOfInterest = ResultType(rawValue: 2)
    /// Queries.
    public static let query = ResultType(rawValue: 4)
    /// Physical features.
    public static let physicalFeature = ResultType(rawValue: 8)
  }
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
