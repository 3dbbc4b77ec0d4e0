// WidgetKit from the app's side: an app tells the system its widgets' data changed. A page has
// no Home Screen widgets, so there are none to reload and none configured; the calls are
// accepted and the lists are empty (docs/guide-interface-apps.md).
@_exported import Foundation
import SwiftUI

/// The system's widgets of this app: none on a page.
public final class WidgetCenter: @unchecked Sendable {
  /// The one centre.
  public static let shared = WidgetCenter()
  private init() {}

  /// Asks every widget of the app to load its timeline again (there are none).
  public func reloadAllTimelines() {}
  /// Asks the widgets of one kind to load their timelines again (there are none).
  public func reloadTimelines(ofKind kind: String) {}
  /// The widgets the person added, to `completion`: none.
  public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
    completion(.success([]))
  }
  /// The widgets the person added: none.
  public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// A widget the person added.
public struct WidgetInfo: Sendable, Hashable {
  /// Its kind.
  public let kind: String
  /// Its size.
  public let family: WidgetFamily
}

/// A widget's size: SwiftUI's (`\.widgetFamily` in the environment), named here too, as an app
/// importing WidgetKit alone spells it. One type, so an app importing both sees one name.
public typealias WidgetFamily = SwiftUI.WidgetFamily

/// When a widget's timeline is loaded again.
public struct TimelineReloadPolicy: Sendable, Hashable {
  let name: String
  let date: Date?
  /// After its last entry.
  public static let atEnd = TimelineReloadPolicy(name: "atEnd", date: nil)
  /// Only when the app asks.
  public static let never = TimelineReloadPolicy(name: "never", date: nil)
  /// After a date.
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after", date: date) }
}

/// A widget's preview context: the family it is previewed in (previews do not run on a page).
public struct WidgetPreviewContext: PreviewContext {
  /// The family previewed.
  public let family: WidgetFamily
  /// A context for `family`.
  public init(family: WidgetFamily) { self.family = family }
}
