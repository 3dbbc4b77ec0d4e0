@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

@testable import MapKit

/// A place of an app's own.
struct Landmark: Identifiable {
  let id: String
  let coordinate: CLLocationCoordinate2D
}

/// A map as iOS 17 apps write one: markers from a `ForEach`, an annotation, the user's place.
struct LandmarksMap: View {
  let landmarks = [
    Landmark(id: "Louvre", coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376)),
    Landmark(id: "Eiffel Tower", coordinate: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)),
  ]
  @State private var position: MapCameraPosition = .automatic
  @State private var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
    latitudinalMeters: 11_132, longitudinalMeters: 7_300)

  var body: some View {
    VStack {
      Map(position: $position) {
        ForEach(landmarks) { Marker($0.id, coordinate: $0.coordinate) }
        Annotation("Home", coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.32)) {
          Image(systemName: "house.fill")
        }
        UserAnnotation()
      }
      .frame(width: 300, height: 200)
      Map(coordinateRegion: $region, annotationItems: landmarks) { MapMarker(coordinate: $0.coordinate) }
        .frame(width: 300, height: 200)
    }
  }
}

@MainActor
@Suite("MapKit: maps with their markers in place, regions, searches without a service")
struct MapKitTests {
  @Test("a region in metres, the region that frames coordinates, and Web Mercator's projection")
  func regions() {
    let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
    let region = MKCoordinateRegion(center: paris, latitudinalMeters: 111_320, longitudinalMeters: 73_300)
    #expect(abs(region.span.latitudeDelta - 1) < 1e-9)
    #expect(abs(region.span.longitudeDelta - 1) < 0.01, "a degree of longitude is shorter at Paris's latitude")
    // The centre projects to the middle; the west edge to 0; north is up.
    let middle = region.point(of: paris, width: 300, height: 200)
    #expect(abs(middle.x - 150) < 1e-9 && abs(middle.y - 100) < 0.5)
    let west = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522 - region.span.longitudeDelta / 2)
    #expect(abs(region.point(of: west, width: 300, height: 200).x) < 1e-9)
    #expect(region.point(of: CLLocationCoordinate2D(latitude: 49.2, longitude: 2.35), width: 300, height: 200).y < 100)
    let framed = MKCoordinateRegion.fitting([paris, CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)])
    #expect(framed.span.latitudeDelta > 51.5 - 48.8566 && framed.span.longitudeDelta > 2.3522 + 0.12)
  }

  @Test("markers, annotations and iOS 14's map markers are drawn where their coordinates are")
  func placements() throws {
    let graph = ViewGraph(LandmarksMap())
    graph.render()
    #expect(graph.tree.texts.contains("Louvre") && graph.tree.texts.contains("Eiffel Tower"))
    #expect(graph.tree.texts.contains("Home"))
    let pins = graph.tree.all(.image).filter { $0.properties["name"]?.string == "mappin.circle.fill" }
    #expect(pins.count == 4, "two markers on each map")
    let search = MKLocalSearch(request: MKLocalSearch.Request())
    #expect(MKError.serverFailure.errorDescription?.contains("no map service") == true)
    _ = search
  }
}
