// CoreLocation on a page: the app runs on the server, which has no position of the phone's, so
// location is never authorised. A manager answers a request for authorisation with `.denied`
// (its delegate told on the main queue, as iOS tells it), a request for a location with
// `CLError.denied`, and has no `location`; what an app shows when the user says no is what
// shows. Coordinates, locations and distances are whole values: an app's own places, and
// distances between them, work as on iOS.
@_exported import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double
/// A speed in metres a second.
public typealias CLLocationSpeed = Double
/// A speed's accuracy.
public typealias CLLocationSpeedAccuracy = Double
/// A course in degrees from north.
public typealias CLLocationDirection = Double
/// A course's accuracy.
public typealias CLLocationDirectionAccuracy = Double

/// The best accuracy there is.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// A hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// A kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Roughly where, as with approximate location.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// No distance filter: every update.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The largest distance there is.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// A latitude and longitude.
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
  /// Degrees north of the equator.
  public var latitude: CLLocationDegrees
  /// Degrees east of Greenwich.
  public var longitude: CLLocationDegrees
  /// The coordinate 0, 0.
  public init() { (latitude, longitude) = (0, 0) }
  /// A coordinate.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// A coordinate.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees)
  -> CLLocationCoordinate2D
{ CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }

/// Whether a coordinate is on the Earth: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// The coordinate that stands for none.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A place at a time: a coordinate, its altitude and accuracies, a speed and course.
open class CLLocation: NSObject, @unchecked Sendable {
  /// Where.
  public let coordinate: CLLocationCoordinate2D
  /// Metres above sea level.
  public let altitude: CLLocationDistance
  /// How far off the coordinate may be, in metres (negative: not valid).
  public let horizontalAccuracy: CLLocationAccuracy
  /// How far off the altitude may be, in metres.
  public let verticalAccuracy: CLLocationAccuracy
  /// Metres a second (negative: not known).
  public let speed: CLLocationSpeed
  /// The speed's accuracy.
  public let speedAccuracy: CLLocationSpeedAccuracy
  /// Degrees from north (negative: not known).
  public let course: CLLocationDirection
  /// The course's accuracy.
  public let courseAccuracy: CLLocationDirectionAccuracy
  /// When.
  public let timestamp: Date
  /// Metres above the ellipsoid.
  public var ellipsoidalAltitude: CLLocationDistance { altitude }

  /// A place, now.
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
  }

  /// A place with its accuracies.
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
      verticalAccuracy: verticalAccuracy, course: -1, speed: -1, timestamp: timestamp)
  }

  /// A place with its accuracies, course and speed.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    self.course = course
    self.courseAccuracy = -1
    self.speed = speed
    self.speedAccuracy = -1
    self.timestamp = timestamp
  }

  /// The great-circle distance to `location` in metres (the haversine formula on a sphere of
  /// the Earth's mean radius, within 0.5 % of iOS's ellipsoidal distance).
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_008.8
    let (lat1, lat2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
    let dLat = lat2 - lat1
    let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
  }

  /// The location as `<+lat,+lon>`.
  open override var description: String {
    String(format: "<%+.8f,%+.8f> +/- %.2fm", coordinate.latitude, coordinate.longitude, horizontalAccuracy)
  }
}

/// Whether the app may know where the device is.
public enum CLAuthorizationStatus: Int32, Sendable {
  /// Not asked yet.
  case notDetermined = 0
  /// Not allowed by a restriction.
  case restricted = 1
  /// The user said no (always, on a page).
  case denied = 2
  /// Allowed at all times.
  case authorizedAlways = 3
  /// Allowed while the app is used.
  case authorizedWhenInUse = 4
  /// Allowed (the older name of always).
  public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// How precise the location the app is given is.
public enum CLAccuracyAuthorization: Int, Sendable {
  /// Precise.
  case fullAccuracy = 0
  /// Approximate.
  case reducedAccuracy = 1
}

/// What the device is used for while it moves.
public enum CLActivityType: Int, Sendable {
  /// Not known.
  case other = 1
  /// In a car.
  case automotiveNavigation = 2
  /// Exercise.
  case fitness = 3
  /// Other navigation.
  case otherNavigation = 4
  /// In the air.
  case airborne = 5
}

/// A location error.
public struct CLError: Error, Hashable, Sendable, CustomNSError, LocalizedError {
  /// Its kind.
  public enum Code: Int, Sendable {
    /// No location is known now.
    case locationUnknown = 0
    /// The app may not know the location.
    case denied = 1
    /// The network could not be reached.
    case network = 2
    /// No heading.
    case headingFailure = 3
    /// The geocoder found nothing.
    case geocodeFoundNoResult = 8
    /// The geocoder found part of an answer.
    case geocodeFoundPartialResult = 9
    /// The geocode was cancelled.
    case geocodeCanceled = 10
  }
  /// The error's kind.
  public let code: Code
  /// An error of a kind.
  public init(_ code: Code) { self.code = code }
  /// The error domain.
  public static var errorDomain: String { "kCLErrorDomain" }
  /// The code's number.
  public var errorCode: Int { code.rawValue }
  /// What went wrong, in a sentence.
  public var errorDescription: String? {
    switch code {
    case .denied: "Location is not available: the app runs on a server, which has no position of the phone."
    case .locationUnknown: "The location is not known."
    case .network: "The network could not be reached."
    case .headingFailure: "The heading is not known."
    case .geocodeFoundNoResult, .geocodeFoundPartialResult: "No place was found (there is no geocoding service here)."
    case .geocodeCanceled: "The request was cancelled."
    }
  }
  /// The location could not be known.
  public static var locationUnknown: Code { .locationUnknown }
  /// Not allowed.
  public static var denied: Code { .denied }
  /// No network.
  public static var network: Code { .network }
  /// Nothing found.
  public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
}

/// A compass heading.
open class CLHeading: NSObject, @unchecked Sendable {
  /// Degrees from magnetic north.
  open var magneticHeading: CLLocationDirection { -1 }
  /// Degrees from true north.
  open var trueHeading: CLLocationDirection { -1 }
  /// The heading's accuracy (negative: not valid).
  open var headingAccuracy: CLLocationDirection { -1 }
  /// When.
  open var timestamp: Date { Date() }
}

/// A region to monitor.
open class CLRegion: NSObject, @unchecked Sendable {
  /// Its name.
  public let identifier: String
  /// Whether entering is reported.
  open var notifyOnEntry = true
  /// Whether leaving is reported.
  open var notifyOnExit = true
  init(identifier: String) { self.identifier = identifier }
}

/// A circle around a coordinate.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
  /// Its centre.
  public let center: CLLocationCoordinate2D
  /// Its radius in metres.
  public let radius: CLLocationDistance
  /// A circle.
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
    self.center = center
    self.radius = radius
    super.init(identifier: identifier)
  }
  /// Whether `coordinate` is inside.
  open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    CLLocation(latitude: center.latitude, longitude: center.longitude)
      .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
  }
}

/// What a location manager tells its delegate. Every method has a default that does nothing
/// (Apple's are optional), so a delegate writes only those it wants.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  /// New locations (never on a page).
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  /// A request for a location failed.
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  /// The authorisation changed (iOS 14).
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  /// The authorisation changed (the older spelling).
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
  /// A new heading (never on a page).
  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  /// The device entered a region (never on a page).
  func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
  /// The device left a region (never on a page).
  func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
}

extension CLLocationManagerDelegate {
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  /// Does nothing.
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
}

/// Where the device is, as a page has it: never authorised (see the module's note).
open class CLLocationManager: NSObject, @unchecked Sendable {
  /// Who is told of changes.
  open weak var delegate: (any CLLocationManagerDelegate)?
  /// The accuracy wanted.
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// The distance moved before an update.
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  /// What the device is used for.
  open var activityType: CLActivityType = .other
  /// Whether updates pause when the device stops moving.
  open var pausesLocationUpdatesAutomatically = true
  /// Whether updates continue in the background.
  open var allowsBackgroundLocationUpdates = false
  /// Whether the background indicator shows.
  open var showsBackgroundLocationIndicator = false
  /// The heading change before an update.
  open var headingFilter: CLLocationDirection = 1
  /// The most recent location: none on a page.
  open var location: CLLocation? { nil }
  /// The most recent heading: none on a page.
  open var heading: CLHeading? { nil }
  /// The regions monitored.
  open private(set) var monitoredRegions: Set<CLRegion> = []
  /// The authorisation: not asked yet, then denied.
  open private(set) var authorizationStatus: CLAuthorizationStatus = .notDetermined
  /// The precision allowed.
  open var accuracyAuthorization: CLAccuracyAuthorization { .reducedAccuracy }

  /// A manager; its delegate is told the authorisation once it is set, as iOS does on creation.
  public override init() {
    super.init()
    DispatchQueue.main.async { [weak self] in self?.tellAuthorization() }
  }

  /// Whether location services are on (they are not, on a server).
  open class func locationServicesEnabled() -> Bool { false }
  /// The authorisation (the older class method): denied.
  open class func authorizationStatus() -> CLAuthorizationStatus { .denied }
  /// Whether headings are available (never).
  open class func headingAvailable() -> Bool { false }
  /// Whether significant-change updates are available (never).
  open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
  /// Whether region monitoring is available (never).
  open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }

  /// Asks for authorisation while in use: denied, and the delegate told.
  open func requestWhenInUseAuthorization() { deny() }
  /// Asks for authorisation always: denied, and the delegate told.
  open func requestAlwaysAuthorization() { deny() }
  /// Asks for precise location for a purpose: nothing changes.
  open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}
  /// Asks for one location: the delegate is told it failed (`CLError.denied`).
  open func requestLocation() { fail() }
  /// Starts updates: the delegate is told they failed (`CLError.denied`).
  open func startUpdatingLocation() { fail() }
  /// Stops updates.
  open func stopUpdatingLocation() {}
  /// Starts heading updates (none come).
  open func startUpdatingHeading() {}
  /// Stops heading updates.
  open func stopUpdatingHeading() {}
  /// Starts significant-change updates (none come).
  open func startMonitoringSignificantLocationChanges() {}
  /// Stops significant-change updates.
  open func stopMonitoringSignificantLocationChanges() {}
  /// Starts monitoring a region (nothing is reported).
  open func startMonitoring(for region: CLRegion) { monitoredRegions.insert(region) }
  /// Stops monitoring a region.
  open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }

  private func deny() {
    DispatchQueue.main.async { [weak self] in
      guard let self, authorizationStatus != .denied else { return }
      authorizationStatus = .denied
      tellAuthorization()
    }
  }

  private func tellAuthorization() {
    delegate?.locationManagerDidChangeAuthorization(self)
    delegate?.locationManager(self, didChangeAuthorization: authorizationStatus)
  }

  private func fail() {
    DispatchQueue.main.async { [weak self] in
      guard let self else { return }
      delegate?.locationManager(self, didFailWithError: CLError(.denied))
    }
  }
}

/// Live location updates (iOS 17): none arrive on a page, and the sequence ends at once.
public struct CLLocationUpdate: Sendable {
  /// The location, if any.
  public let location: CLLocation?
  /// Whether the device is still.
  public let isStationary: Bool
  /// The updates, as an asynchronous sequence that ends without one.
  public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }
  /// What kind of updates.
  public enum LiveConfiguration: Sendable {
    /// The usual.
    case `default`, automotiveNavigation, otherNavigation, fitness, airborne
  }
  /// The updates' sequence.
  public struct Updates: AsyncSequence, Sendable {
    /// Each update.
    public typealias Element = CLLocationUpdate
    /// Iterates over none.
    public func makeAsyncIterator() -> Iterator { Iterator() }
    /// The iterator.
    public struct Iterator: AsyncIteratorProtocol {
      /// The end.
      public mutating func next() async throws -> CLLocationUpdate? { nil }
    }
  }
}

/// A place's address, as a geocoder describes it.
open class CLPlacemark: NSObject, @unchecked Sendable {
  /// Its location.
  open var location: CLLocation? { nil }
  /// Its name.
  open var name: String? { nil }
  /// The street.
  open var thoroughfare: String? { nil }
  /// The number on the street.
  open var subThoroughfare: String? { nil }
  /// The city.
  open var locality: String? { nil }
  /// The neighbourhood.
  open var subLocality: String? { nil }
  /// The state or province.
  open var administrativeArea: String? { nil }
  /// The county.
  open var subAdministrativeArea: String? { nil }
  /// The postal code.
  open var postalCode: String? { nil }
  /// The country's ISO code.
  open var isoCountryCode: String? { nil }
  /// The country.
  open var country: String? { nil }
  /// The sea or lake.
  open var inlandWater: String? { nil }
  /// The ocean.
  open var ocean: String? { nil }
  /// The time zone.
  open var timeZone: TimeZone? { nil }
}

/// Turns addresses into places and back: there is no geocoding service on a page, so every
/// request fails with `CLError.network`, as on a phone offline.
open class CLGeocoder: NSObject, @unchecked Sendable {
  /// What a request is answered with.
  public typealias CompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void
  /// Whether a request is in progress (never).
  open var isGeocoding: Bool { false }
  /// The places at a location: the handler is told it failed.
  open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CompletionHandler) {
    DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
  }
  /// The places at a location.
  open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
  /// The places of an address: the handler is told it failed.
  open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CompletionHandler) {
    DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
  }
  /// The places of an address.
  open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
  /// Cancels requests.
  open func cancelGeocode() {}
}
