import Foundation
@_spi(Host) import SuperSwiftLayout

/// A view that draws itself again on a schedule: a clock, a countdown, a ticking timer.
/// Its content is given the date of each update; the page shows a new one at each of the
/// schedule's dates (at most ten a second: `.animation` schedules update at 10 Hz here).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (Context) -> Content

  /// What the content is given: the date it shows, and how often updates come.
  public typealias Context = TimelineViewDefaultContext

  /// A timeline of `schedule`, drawn by `content`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// A timeline is primitive.
  public var body: Never { bodyError() }
}

extension TimelineView: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let now = Date()
    let next = schedule.nextDate(after: now)
    let interval = next.map { $0.timeIntervalSince(now) }
    // The interval to the next date, a little short of the schedule's (time has passed since
    // its start): a 1 s schedule updates by the second, a minute's by the minute.
    let cadence: Context.Cadence =
      switch interval ?? 60 {
      case ..<0.9: .live
      case ..<59: .seconds
      default: .minutes
      }
    if let next { context.graph.scheduleRender(for: path.id, at: max(next, now.addingTimeInterval(0.1))) }
    return context.render(content(Context(date: now, cadence: cadence)), at: path.appending("timeline"))
  }
}

extension ViewGraph {
  /// Renders again at `date` for the timeline at `key`, unless a render for it is already
  /// scheduled: each timeline has at most one pending, however often the graph renders.
  func scheduleRender(for key: String, at date: Date) {
    guard !scheduledTimelines.contains(key) else { return }
    scheduledTimelines.insert(key)
    let delay = max(date.timeIntervalSinceNow, 0)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        self?.scheduledTimelines.remove(key)
        self?.invalidate()
      }
    }
  }
}

/// What a timeline's content is given: the date it shows, and how often updates come.
public struct TimelineViewDefaultContext {
  /// The date of this update.
  public let date: Date
  /// How often updates come.
  public let cadence: Cadence

  /// How often a timeline updates.
  public enum Cadence: Comparable, Sendable {
    /// Many times a second.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }
}

/// When a timeline updates: the next date after a date (`nil`: no more updates).
public protocol TimelineSchedule {
  /// The first update after `date`, or `nil` when the timeline is done.
  func nextDate(after date: Date) -> Date?
}

/// Updates every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
  let start: Date
  let interval: TimeInterval

  /// Every `interval` seconds from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = max(interval, 0.1)
  }

  /// The next multiple of the interval after `date`.
  public func nextDate(after date: Date) -> Date? {
    guard date >= start else { return start }
    let steps = (date.timeIntervalSince(start) / interval).rounded(.down) + 1
    return start.addingTimeInterval(steps * interval)
  }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  /// Every minute.
  public init() {}
  /// The start of the next minute.
  public func nextDate(after date: Date) -> Date? {
    Calendar.current.nextDate(after: date, matching: DateComponents(second: 0), matchingPolicy: .nextTime)
  }
}

/// Updates as often as an animation would (ten times a second on a page), unless paused.
public struct AnimationTimelineSchedule: TimelineSchedule {
  let interval: TimeInterval
  let paused: Bool

  /// At most every `minimumInterval` seconds (and no more than ten times a second).
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    interval = max(minimumInterval ?? 0.1, 0.1)
    self.paused = paused
  }

  /// `interval` later, or never while paused.
  public func nextDate(after date: Date) -> Date? { paused ? nil : date.addingTimeInterval(interval) }
}

/// Updates at given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries
  /// At `dates`.
  public init(_ dates: Entries) { self.dates = dates }
  /// The first of the dates after `date`.
  public func nextDate(after date: Date) -> Date? { dates.filter { $0 > date }.min() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// As often as an animation would.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// As often as an animation would, at most every `minimumInterval` seconds, unless paused.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// At `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
