import Foundation

extension NSLocale {
  /// The ISO 3166 country codes as Apple's Foundation lists them: two letters each. Linux's
  /// Foundation lists the UN M.49 region numbers among them too ("001", "150"), which an app
  /// turning each code into a flag emoji force-unwraps to a crash; `NSLocale.isoCountryCodes`
  /// in an app is written as this before compiling (the host's `PreconcurrencyCalls`).
  public class var superSwiftISOCountryCodes: [String] {
    isoCountryCodes.filter { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLetter } }
  }
}

extension Locale {
  /// The ISO region codes as Apple's Foundation lists them: two letters each (see
  /// `NSLocale.superSwiftISOCountryCodes`); what `Locale.isoRegionCodes` is written as.
  public static var superSwiftISORegionCodes: [String] { NSLocale.superSwiftISOCountryCodes }
}
