/// Calls of Foundation's whose block Linux's Foundation declares `@Sendable` in Swift, where
/// Apple's comes from Objective-C and is imported with preconcurrency: on a Mac, a Swift 5 app
/// whose timer block updates a main-actor model gets a warning; on Linux, an error ("main
/// actor-isolated property can not be mutated from a Sendable closure"). Each is written before
/// compiling as `FoundationCompatibility`'s twin, which takes the block as Apple's declaration
/// lets it be written and hands Foundation a sendable wrapper (timers fire on the run loop that
/// scheduled them, the main one in an app). Pure; comments and strings are skipped, and each
/// line keeps its number.
package enum PreconcurrencyCalls {
  /// The calls written, each with what it becomes. Each call is also in
  /// `AppSource.compatibilityNames`, so an app that writes one is built with the twin.
  static let rewrites: [(call: String, replacement: String)] = [
    ("Timer.scheduledTimer(withTimeInterval:", "Timer.superSwiftScheduledTimer(withTimeInterval:"),
    // Not a block: a list Linux's Foundation gives more in (region numbers beside the codes).
    ("NSLocale.isoCountryCodes", "NSLocale.superSwiftISOCountryCodes"),
    ("Locale.isoRegionCodes", "Locale.superSwiftISORegionCodes"),
  ]

  /// `source` with each such call written as its twin, or `nil` when it has none.
  package static func rewritten(_ source: [UInt8]) -> [UInt8]? {
    InheritedInitializers.rewritten(source, using: rewrites)
  }
}
