// UserNotifications on a page: an app's run cannot post notifications to the person's
// device, so asking for permission is answered "not granted" (what apps handle already), and
// requests are accepted and never delivered. Published timer and reminder apps compile and run.
@_exported import Foundation

/// The app's notification center.
open class UNUserNotificationCenter: @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  private let lock = NSLock()
  private var pending: [UNNotificationRequest] = []

  /// The app's center.
  open class func current() -> UNUserNotificationCenter { shared }

  /// Hears about notifications while the app is in front.
  open weak var delegate: (any UNUserNotificationCenterDelegate)?

  /// Asks to post notifications: not granted on a page.
  open func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) { completionHandler(false, nil) }

  /// Asks to post notifications: not granted on a page.
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

  /// Keeps `request` (a page never delivers it), then tells `completionHandler`.
  open func add(
    _ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    lock.withLock { pending.append(request) }
    completionHandler?(nil)
  }

  /// Keeps `request` (a page never delivers it).
  @_disfavoredOverload
  open func add(_ request: UNNotificationRequest) async throws {
    lock.withLock { pending.append(request) }
  }

  /// The requests kept.
  open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
    completionHandler(lock.withLock { pending })
  }

  /// The requests kept.
  open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }

  /// Forgets the requests with these identifiers.
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
  }

  /// Forgets every request.
  open func removeAllPendingNotificationRequests() { lock.withLock { pending.removeAll() } }
  /// Removes delivered notifications (there are none).
  open func removeAllDeliveredNotifications() {}
  /// Removes delivered notifications (there are none).
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

  /// The app's settings: not authorized.
  open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
    completionHandler(UNNotificationSettings())
  }

  /// The app's settings: not authorized.
  open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

  /// Sets the app icon's badge (there is none on a page).
  open func setBadgeCount(
    _ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) { completionHandler?(nil) }

  /// Sets the kinds of actionable notifications (kept, never shown).
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
}

/// Hears about notifications while the app is in front, and the person's answers to them.
public protocol UNUserNotificationCenterDelegate: AnyObject {
  /// How to show a notification that arrives while the app is in front.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
  /// The person answered a notification.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
  /// Shows nothing.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) { completionHandler([]) }
  /// Does nothing.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) { completionHandler() }
}

/// What an app asks to do with notifications.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
  /// The options, as bits.
  public let rawValue: UInt
  /// Options from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The badge.
  public static let badge = UNAuthorizationOptions(rawValue: 1)
  /// Sounds.
  public static let sound = UNAuthorizationOptions(rawValue: 2)
  /// Alerts.
  public static let alert = UNAuthorizationOptions(rawValue: 4)
  /// In the car.
  public static let carPlay = UNAuthorizationOptions(rawValue: 8)
  /// Critical alerts.
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
  /// A settings button.
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 32)
  /// Quietly, without asking.
  public static let provisional = UNAuthorizationOptions(rawValue: 64)
}

/// How a notification shows while the app is in front.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
  /// The options, as bits.
  public let rawValue: UInt
  /// Options from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The badge.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1)
  /// The sound.
  public static let sound = UNNotificationPresentationOptions(rawValue: 2)
  /// An alert (the older option).
  public static let alert = UNNotificationPresentationOptions(rawValue: 4)
  /// In the list.
  public static let list = UNNotificationPresentationOptions(rawValue: 8)
  /// As a banner.
  public static let banner = UNNotificationPresentationOptions(rawValue: 16)
}

/// Whether the app may post notifications.
public enum UNAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Refused.
  case denied
  /// Allowed.
  case authorized
  /// Allowed quietly.
  case provisional
  /// Allowed for a while.
  case ephemeral
}

/// The app's notification settings.
open class UNNotificationSettings: @unchecked Sendable {
  /// Whether it may post: denied on a page.
  open var authorizationStatus: UNAuthorizationStatus { .denied }
  init() {}
}

/// A notification's content.
open class UNNotificationContent: @unchecked Sendable {
  /// The title.
  open var title = ""
  /// The subtitle.
  open var subtitle = ""
  /// The text.
  open var body = ""
  /// The badge number.
  open var badge: NSNumber?
  /// The sound.
  open var sound: UNNotificationSound?
  /// The app's own values.
  open var userInfo: [AnyHashable: Any] = [:]
  /// The kind of actionable notification.
  open var categoryIdentifier = ""
  /// The thread it is grouped in.
  open var threadIdentifier = ""
  /// Content.
  public init() {}
}

/// A notification's content, to fill in.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

/// A notification's sound.
open class UNNotificationSound: @unchecked Sendable {
  let name: String
  init(name: String) { self.name = name }
  /// The usual sound.
  public static let `default` = UNNotificationSound(name: "default")
  /// The critical alerts' sound.
  public static let defaultCritical = UNNotificationSound(name: "defaultCritical")
  /// A sound of the app's.
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

/// The name of a notification sound.
public struct UNNotificationSoundName: Hashable, Sendable, RawRepresentable {
  /// The file's name.
  public let rawValue: String
  /// A name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// When a notification is delivered.
open class UNNotificationTrigger: @unchecked Sendable {
  /// Whether it repeats.
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

/// After a number of seconds.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The seconds.
  public let timeInterval: TimeInterval
  /// A trigger after `timeInterval` seconds.
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
  /// When it next fires.
  open func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }
}

/// At a date, or dates matching components.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The components to match.
  public let dateComponents: DateComponents
  /// A trigger at dates matching `dateComponents`.
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
  /// When it next fires.
  open func nextTriggerDate() -> Date? {
    Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
  }
}

/// A notification to deliver.
open class UNNotificationRequest: @unchecked Sendable {
  /// Its identifier.
  public let identifier: String
  /// Its content.
  public let content: UNNotificationContent
  /// When it is delivered (`nil`: at once).
  public let trigger: UNNotificationTrigger?
  /// A request.
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

/// A delivered notification.
open class UNNotification: @unchecked Sendable {
  /// When it was delivered.
  public let date: Date
  /// Its request.
  public let request: UNNotificationRequest
  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}

/// The person's answer to a notification.
open class UNNotificationResponse: @unchecked Sendable {
  /// The notification.
  public let notification: UNNotification
  /// The action chosen.
  public let actionIdentifier: String
  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// A kind of actionable notification.
open class UNNotificationCategory: Hashable, @unchecked Sendable {
  /// Its identifier.
  public let identifier: String
  /// A kind.
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
  }
  /// Whether two kinds have one identifier.
  public static func == (lhs: UNNotificationCategory, rhs: UNNotificationCategory) -> Bool {
    lhs.identifier == rhs.identifier
  }
  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// An action of an actionable notification.
open class UNNotificationAction: @unchecked Sendable {
  /// Its identifier.
  public let identifier: String
  /// Its title.
  public let title: String
  /// An action.
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
  }
}

/// How an action behaves.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
  /// The options, as bits.
  public let rawValue: UInt
  /// Options from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Needs the device unlocked.
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1)
  /// Destructive.
  public static let destructive = UNNotificationActionOptions(rawValue: 2)
  /// Opens the app.
  public static let foreground = UNNotificationActionOptions(rawValue: 4)
}

/// How a kind of notification behaves.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
  /// The options, as bits.
  public let rawValue: UInt
  /// Options from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Tells the app when it is dismissed.
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1)
}
