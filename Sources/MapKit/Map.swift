@_spi(Host) import SwiftUI

/// One thing a map places: where, and the view drawn there (nothing for what has no place).
public struct MapPlacement {
  /// Where it is.
  let coordinate: CLLocationCoordinate2D
  /// What is drawn there, centred on the point.
  let view: AnyView
}

/// What a map shows: markers, annotations, shapes, or a `ForEach` of them. A view too, so a
/// `ForEach` can make them.
public protocol MapContent: View {
  /// The things it places.
  var mapPlacements: [MapPlacement] { get }
}

extension MapContent {
  /// Whether annotations' titles show (accepted: a page's map shows its own).
  public func annotationTitles(_ visibility: Visibility) -> Self { self }
  /// Whether annotations' subtitles show (accepted).
  public func annotationSubtitles(_ visibility: Visibility) -> Self { self }
  /// Whether it shows on the map's levels (accepted).
  public func mapOverlayLevel(level: MKOverlayLevel) -> Self { self }
}

/// Where an overlay draws among the map's layers.
public enum MKOverlayLevel: Int, Sendable {
  /// Above the roads.
  case aboveRoads
  /// Above the labels.
  case aboveLabels
}

/// What `Map(coordinateRegion:annotationItems:)` shows for each item (iOS 14's annotations).
public protocol MapAnnotationProtocol {
  /// The thing it places.
  var mapPlacement: MapPlacement { get }
}

/// The pin a marker is drawn as: a tinted circle with a pin and the marker's title below.
struct MarkerPin: View {
  let title: Text?
  let symbol: String
  let tint: Color

  var body: some View {
    VStack(spacing: 2) {
      Image(systemName: symbol).font(.title2).foregroundStyle(tint)
      if let title { title.font(.caption2).bold() }
    }
  }
}

/// A balloon marker (iOS 17).
public struct Marker: MapContent {
  let coordinate: CLLocationCoordinate2D
  let title: Text?
  let symbol: String
  var tint = Color.red

  /// A marker titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    title = Text(titleKey)
    symbol = "mappin.circle.fill"
  }
  /// A marker with a string title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    self.title = Text(title)
    symbol = "mappin.circle.fill"
  }
  /// A marker with a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    title = Text(titleKey)
    symbol = systemImage
  }
  /// A marker with a symbol and a string title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    self.title = Text(title)
    symbol = systemImage
  }
  /// A marker with letters in it (shown with the pin).
  public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    title = Text(titleKey)
    symbol = "mappin.circle.fill"
  }
  /// A marker for a map item.
  public init(item: MKMapItem) {
    coordinate = item.placemark.coordinate
    title = item.name.map { Text($0) }
    symbol = "mappin.circle.fill"
  }
  /// A marker of a colour.
  public func tint(_ tint: Color) -> Marker {
    var marker = self
    marker.tint = tint
    return marker
  }
  /// The marker's pin.
  public var body: some View { MarkerPin(title: title, symbol: symbol, tint: tint) }
  /// The marker at its place.
  public var mapPlacements: [MapPlacement] { [MapPlacement(coordinate: coordinate, view: AnyView(body))] }
}

/// A view of the app's own at a coordinate (iOS 17).
public struct Annotation<Content: View>: MapContent {
  let coordinate: CLLocationCoordinate2D
  let title: Text?
  let content: Content

  /// An annotation titled `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
    accessoryAnchor: UnitPoint = .center, @ViewBuilder content: () -> Content
  ) {
    self.coordinate = coordinate
    title = Text(titleKey)
    self.content = content()
  }
  /// An annotation with a string title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, accessoryAnchor: UnitPoint = .center,
    @ViewBuilder content: () -> Content
  ) {
    self.coordinate = coordinate
    self.title = Text(title)
    self.content = content()
  }
  /// An annotation with a label of its own.
  public init<Label: View>(
    coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, accessoryAnchor: UnitPoint = .center,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.coordinate = coordinate
    title = nil
    self.content = content()
  }
  /// The view, titled.
  public var body: some View {
    VStack(spacing: 2) {
      content
      if let title { title.font(.caption2).bold() }
    }
  }
  /// The view at its place.
  public var mapPlacements: [MapPlacement] { [MapPlacement(coordinate: coordinate, view: AnyView(body))] }
}

/// The user's location: none on a page (the server has no position of the phone's).
public struct UserAnnotation: MapContent {
  /// The user's location.
  public init(anchor: UnitPoint = .center) {}
  /// Nothing.
  public var body: some View { EmptyView() }
  /// Nothing placed.
  public var mapPlacements: [MapPlacement] { [] }
}

/// A line through coordinates (accepted: a page's map draws no shapes).
public struct MapPolyline: MapContent {
  /// A line.
  public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {}
  /// A route's line.
  public init(_ route: MKRoute) {}
  /// How a line follows the Earth.
  public enum ContourStyle: Sendable {
    /// Straight on the map.
    case straight
    /// Along the great circle.
    case geodesic
  }
  /// Stroked (accepted).
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapPolyline { self }
  /// Stroked in a style (accepted).
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> MapPolyline { self }
  /// Nothing drawn.
  public var body: some View { EmptyView() }
  /// Nothing placed.
  public var mapPlacements: [MapPlacement] { [] }
}

/// A circle on the map (accepted: not drawn).
public struct MapCircle: MapContent {
  /// A circle of a radius in metres.
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
  /// Filled (accepted).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapCircle { self }
  /// Stroked (accepted).
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapCircle { self }
  /// Nothing drawn.
  public var body: some View { EmptyView() }
  /// Nothing placed.
  public var mapPlacements: [MapPlacement] { [] }
}

/// A polygon on the map (accepted: not drawn).
public struct MapPolygon: MapContent {
  /// A polygon.
  public init(coordinates: [CLLocationCoordinate2D]) {}
  /// Filled (accepted).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapPolygon { self }
  /// Stroked (accepted).
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapPolygon { self }
  /// Nothing drawn.
  public var body: some View { EmptyView() }
  /// Nothing placed.
  public var mapPlacements: [MapPlacement] { [] }
}

/// Several map contents, as a builder block makes them.
public struct TupleMapContent: MapContent {
  let parts: [any MapContent]
  /// Nothing of its own: the parts are placed.
  public var body: some View { EmptyView() }
  /// The parts' placements.
  public var mapPlacements: [MapPlacement] { parts.flatMap(\.mapPlacements) }
}

extension Optional: MapContent where Wrapped: MapContent {
  /// The content's placements, if any.
  public var mapPlacements: [MapPlacement] { self?.mapPlacements ?? [] }
}

extension ForEach: MapContent where Content: MapContent {
  /// Each element's placements.
  public var mapPlacements: [MapPlacement] { elementContents.flatMap(\.mapPlacements) }
}

/// Builds a map's content from a closure's statements.
@MainActor @resultBuilder
public enum MapContentBuilder {
  /// No content.
  public static func buildBlock() -> TupleMapContent { TupleMapContent(parts: []) }
  /// Several contents.
  public static func buildBlock<each C: MapContent>(_ content: repeat each C) -> TupleMapContent {
    var parts: [any MapContent] = []
    for part in repeat each content { parts.append(part) }
    return TupleMapContent(parts: parts)
  }
  /// A content expression.
  public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
  /// `if` without `else`.
  public static func buildIf<C: MapContent>(_ content: C?) -> C? { content }
  /// The first branch of an `if`/`else`.
  public static func buildEither<T: MapContent>(first: T) -> TupleMapContent { TupleMapContent(parts: [first]) }
  /// The second branch of an `if`/`else`.
  public static func buildEither<F: MapContent>(second: F) -> TupleMapContent { TupleMapContent(parts: [second]) }
  /// A `for` loop's contents.
  public static func buildArray<C: MapContent>(_ contents: [C]) -> TupleMapContent { TupleMapContent(parts: contents) }
}

/// A pin (iOS 14; deprecated for `Marker`).
public struct MapPin: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?
  /// A pin.
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }
  /// The pin at its place.
  public var mapPlacement: MapPlacement {
    MapPlacement(coordinate: coordinate, view: AnyView(MarkerPin(title: nil, symbol: "mappin", tint: tint ?? .red)))
  }
}

/// A balloon marker (iOS 14; deprecated for `Marker`).
public struct MapMarker: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?
  /// A marker.
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }
  /// The marker at its place.
  public var mapPlacement: MapPlacement {
    MapPlacement(
      coordinate: coordinate, view: AnyView(MarkerPin(title: nil, symbol: "mappin.circle.fill", tint: tint ?? .red)))
  }
}

/// A view of the app's own at a coordinate (iOS 14; deprecated for `Annotation`).
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let content: Content
  /// An annotation.
  public init(
    coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
    @ViewBuilder content: () -> Content
  ) {
    self.coordinate = coordinate
    self.content = content()
  }
  /// The view at its place.
  public var mapPlacement: MapPlacement { MapPlacement(coordinate: coordinate, view: AnyView(content)) }
}

/// Where a map looks from (iOS 17).
public struct MapCamera: Hashable, Sendable {
  /// What it looks at.
  public var centerCoordinate: CLLocationCoordinate2D
  /// How far away, in metres.
  public var distance: Double
  /// Its heading in degrees.
  public var heading: Double
  /// Its tilt in degrees.
  public var pitch: Double
  /// A camera.
  public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }
  /// The region a camera at this distance shows.
  var region: MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance, longitudinalMeters: distance)
  }
}

/// Where a map is positioned (iOS 17): framing its content, a region, a camera, an item or
/// the user's location.
public struct MapCameraPosition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic
    case region(MKCoordinateRegion)
    case camera(MapCamera)
    case item(CLLocationCoordinate2D)
  }
  let kind: Kind
  let fallback: Kind?

  /// Framing the map's content.
  public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic, fallback: nil) }
  /// A region.
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    MapCameraPosition(kind: .region(region), fallback: nil)
  }
  /// A camera.
  public static func camera(_ camera: MapCamera) -> MapCameraPosition {
    MapCameraPosition(kind: .camera(camera), fallback: nil)
  }
  /// An item, framed.
  public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
    MapCameraPosition(kind: .item(item.placemark.coordinate), fallback: nil)
  }
  /// The user's location, else `fallback` (always the fallback on a page).
  public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
    MapCameraPosition(kind: fallback.kind, fallback: fallback.kind)
  }
  /// The region it shows, if it names one.
  public var region: MKCoordinateRegion? {
    if case .region(let region) = kind { return region }
    return nil
  }
  /// The camera it uses, if it names one.
  public var camera: MapCamera? {
    if case .camera(let camera) = kind { return camera }
    return nil
  }
  /// Whether it frames the content.
  public var positionedByUser: Bool { false }
  /// Whether it follows the user (never on a page).
  public var followsUserLocation: Bool { false }

  /// The region shown for content at `coordinates`.
  func shownRegion(for coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
    switch kind {
    case .automatic: MKCoordinateRegion.fitting(coordinates)
    case .region(let region): region
    case .camera(let camera): camera.region
    case .item(let coordinate):
      MKCoordinateRegion(center: coordinate, span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02))
    }
  }
}

/// What a person may do to a map.
public struct MapInteractionModes: OptionSet, Sendable {
  /// The modes' bits.
  public let rawValue: Int
  /// A set of modes.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Panning.
  public static let pan = MapInteractionModes(rawValue: 1)
  /// Zooming.
  public static let zoom = MapInteractionModes(rawValue: 2)
  /// Rotating.
  public static let rotate = MapInteractionModes(rawValue: 4)
  /// Tilting.
  public static let pitch = MapInteractionModes(rawValue: 8)
  /// Everything.
  public static let all = MapInteractionModes(rawValue: 15)
}

/// Whether the map follows the user (iOS 14).
public enum MapUserTrackingMode: Sendable {
  /// It does not.
  case none
  /// It follows.
  case follow
}

/// A map (see the module's note for what a page draws): its region from a binding, a camera
/// position or its content, and each marker and annotation at its place.
public struct Map: View {
  let position: MapCameraPosition
  let placements: [MapPlacement]

  /// A map of a region (iOS 14).
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) {
    position = .region(coordinateRegion.wrappedValue)
    placements = []
  }

  /// A map of a region with an annotation for each item (iOS 14).
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
  ) where Items.Element: Identifiable {
    position = .region(coordinateRegion.wrappedValue)
    placements = annotationItems.map { annotationContent($0).mapPlacement }
  }

  /// A map positioned by a binding, with content (iOS 17).
  public init<C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) {
    self.position = position.wrappedValue
    placements = content().mapPlacements
  }

  /// A map positioned by a binding, with a selection and content (iOS 17).
  public init<C: MapContent, SelectedValue: Hashable>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) {
    self.position = position.wrappedValue
    placements = content().mapPlacements
  }

  /// A map starting at a position, with content (iOS 17).
  public init<C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) {
    position = initialPosition
    placements = content().mapPlacements
  }

  /// A map starting at a position, with a selection and content (iOS 17).
  public init<C: MapContent, SelectedValue: Hashable>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) {
    position = initialPosition
    placements = content().mapPlacements
  }

  /// A map positioned by a binding, with nothing on it (iOS 17).
  public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {
    self.position = position.wrappedValue
    placements = []
  }

  /// A map framing the world, with nothing on it (iOS 17).
  public init() {
    position = .automatic
    placements = []
  }

  /// The map's area, its placements where they are, and where it is centred.
  public var body: some View {
    let region = position.shownRegion(for: placements.map(\.coordinate))
    let latitude = String(format: "%.2f° %@", abs(region.center.latitude), region.center.latitude >= 0 ? "N" : "S")
    let longitude = String(format: "%.2f° %@", abs(region.center.longitude), region.center.longitude >= 0 ? "E" : "W")
    return GeometryReader { geometry in
      ZStack(alignment: .topLeading) {
        Color(red: 0.95, green: 0.94, blue: 0.91)
        ForEach(placements.indices, id: \.self) { index in
          let point = region.point(
            of: placements[index].coordinate, width: Double(geometry.size.width), height: Double(geometry.size.height))
          placements[index].view.position(x: CGFloat(point.x), y: CGFloat(point.y))
        }
        Text("Map · \(latitude), \(longitude)")
          .font(.caption2)
          .foregroundStyle(.secondary)
          .padding(6)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
      }
    }
    .clipped()
  }
}

/// Limits on where a map may go (accepted).
public struct MapCameraBounds: Sendable {
  /// Bounds of a region and distances.
  public init(
    centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil
  ) {}
  /// Bounds of distances.
  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// How a map is drawn (accepted: a page's map is one plain style).
public struct MapStyle: Sendable {
  /// Roads and places.
  public static var standard: MapStyle { MapStyle() }
  /// Satellite imagery.
  public static var imagery: MapStyle { MapStyle() }
  /// Imagery with roads.
  public static var hybrid: MapStyle { MapStyle() }
  /// Roads, with options.
  public static func standard(
    elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
    pointsOfInterest: PointOfInterestCategories = .all,
    showsTraffic: Bool = false
  ) -> MapStyle { MapStyle() }
  /// Imagery, with options.
  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle() }
  /// Hybrid, with options.
  public static func hybrid(
    elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
  ) -> MapStyle { MapStyle() }
  /// Flat or realistic.
  public enum Elevation: Sendable {
    /// As the platform decides.
    case automatic, flat, realistic
  }
  /// How much roads stand out.
  public enum StandardEmphasis: Sendable {
    /// As the platform decides.
    case automatic, muted
  }
}

/// Which points of interest a map shows (accepted).
public struct PointOfInterestCategories: Sendable {
  /// All of them.
  public static let all = PointOfInterestCategories()
  /// None.
  public static let excludingAll = PointOfInterestCategories()
}

/// The map's controls (accepted; a page's map has none).
public struct MapUserLocationButton: View {
  /// The button.
  public init(scope: Namespace.ID? = nil) {}
  /// Nothing.
  public var body: some View { EmptyView() }
}

/// The map's compass (accepted).
public struct MapCompass: View {
  /// The compass.
  public init(scope: Namespace.ID? = nil) {}
  /// Nothing.
  public var body: some View { EmptyView() }
}

/// The map's scale (accepted).
public struct MapScaleView: View {
  /// The scale.
  public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
  /// Nothing.
  public var body: some View { EmptyView() }
}

/// The map's 2D/3D toggle (accepted).
public struct MapPitchToggle: View {
  /// The toggle.
  public init(scope: Namespace.ID? = nil) {}
  /// Nothing.
  public var body: some View { EmptyView() }
}

/// What a map's camera change hands its action.
public struct MapCameraUpdateContext: Sendable {
  /// The camera.
  public let camera: MapCamera
  /// The region shown.
  public let region: MKCoordinateRegion
}

/// When a camera change is reported.
public enum MapCameraUpdateFrequency: Sendable {
  /// When it ends.
  case onEnd
  /// As it moves.
  case continuous
}

/// Reads a map's geometry: converts points and coordinates (none on a page).
public struct MapProxy {
  /// The coordinate at a point (none).
  public func convert(_ point: CGPoint, from space: CoordinateSpace) -> CLLocationCoordinate2D? { nil }
}

/// Gives its content a proxy of the map inside it.
public struct MapReader<Content: View>: View {
  let content: Content
  /// A reader.
  public init(@ViewBuilder content: (MapProxy) -> Content) { self.content = content(MapProxy()) }
  /// The content.
  public var body: some View { content }
}

extension View {
  /// The map's style (accepted).
  public func mapStyle(_ style: MapStyle) -> some View { self }
  /// The map's controls (accepted: not drawn).
  public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
  /// Whether the map's controls show (accepted).
  public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
  /// Runs `action` when the camera changes (never on a page, whose map does not move).
  public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void)
    -> some View
  {
    self
  }
  /// Runs `action` with the camera when it changes (never on a page).
  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
  ) -> some View { self }
  /// Whether map features can be selected (accepted).
  public func mapFeatureSelectionDisabled(_ disabled: Bool = true) -> some View { self }
}

/// What an `MKMapView` tells its delegate (every method optional).
public protocol MKMapViewDelegate: NSObjectProtocol {
  /// The region changed.
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
}

extension MKMapViewDelegate {
  /// Does nothing.
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
}

/// How an `MKMapView` is drawn.
public enum MKMapType: UInt, Sendable {
  /// Roads.
  case standard = 0
  /// Satellite.
  case satellite = 1
  /// Satellite with roads.
  case hybrid = 2
  /// Muted roads.
  case mutedStandard = 5
}

/// UIKit's map view, for `UIViewRepresentable` wrappers: its state is kept, and the wrapper is
/// drawn as its labelled place (a page has no UIKit views).
open class MKMapView: UIView {
  /// Who is told.
  open weak var delegate: (any MKMapViewDelegate)?
  /// The region shown.
  open var region = MKCoordinateRegion()
  /// How it is drawn.
  open var mapType = MKMapType.standard
  /// Whether the user's location shows.
  open var showsUserLocation = false
  /// Whether it can zoom.
  open var isZoomEnabled = true
  /// Whether it can scroll.
  open var isScrollEnabled = true
  /// Its annotations.
  open private(set) var annotations: [any MKAnnotation] = []
  /// Sets the region.
  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
  /// Centres on a coordinate.
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { region.center = coordinate }
  /// Adds an annotation.
  open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
  /// Adds annotations.
  open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
  /// Removes an annotation.
  open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
  /// Removes annotations.
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    for annotation in annotations { removeAnnotation(annotation) }
  }
  /// Frames annotations (the region is set to hold them).
  open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
    region = MKCoordinateRegion.fitting(annotations.map(\.coordinate))
  }
}

/// Where a Look Around preview puts its badge.
public enum MKLookAroundBadgePosition: Int, Sendable {
  /// Top leading.
  case topLeading
  /// Top trailing.
  case topTrailing
  /// Bottom trailing.
  case bottomTrailing
}

/// A Look Around preview: street-level imagery there is none of without the map service, so
/// an empty gray area with "No Look Around" in it, as iOS shows where a place has no scene.
public struct LookAroundPreview: View {
  /// A preview of the scene `scene` holds.
  public init(
    scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
    pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topTrailing
  ) {}
  /// A preview that starts at `initialScene`.
  public init(
    initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
    pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topTrailing
  ) {}
  /// The empty area.
  public var body: some View {
    ZStack {
      Rectangle().fill(Color.gray.opacity(0.2))
      Text("No Look Around").font(.footnote).foregroundStyle(.secondary)
    }
  }
}

extension View {
  /// Accepted; a Look Around sheet for the scene in `isPresented`'s binding (there is no scene).
  public func lookAroundViewer(
    isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
    showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all
  ) -> some View { self }
}
