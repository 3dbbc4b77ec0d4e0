import Foundation

/// The locale a run's interface writes numbers, prices and dates in: the one its environment
/// names (`LC_ALL`, then `LC_MONETARY`, then `LANG`, as POSIX orders them for money), and
/// `en_US` where it names none (`C`, `POSIX`, unset), as a new iPhone's is.
///
/// Foundation on Linux fixes `Locale.current` to `en_001` (world English: "US$9.50") whatever
/// the environment says, and nothing public changes it; SwiftUI's formatting reads this
/// instead (`Text(_:format:)`, interpolations with a format, date styles, the `locale`
/// environment value).
@_spi(Host) public enum RunLocale {
  /// The run's locale, read once from the process's environment.
  public static let current = Locale(identifier: identifier(environment: ProcessInfo.processInfo.environment))

  /// The locale identifier `environment` names: `de_DE.UTF-8` is `de_DE`, `sr_RS@latin` is
  /// `sr_RS`; `C`, `POSIX`, empty and absent are `en_US`.
  public static func identifier(environment: [String: String]) -> String {
    for name in ["LC_ALL", "LC_MONETARY", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let bare = String(value.prefix { $0 != "." && $0 != "@" })
      if bare == "C" || bare == "POSIX" || bare.isEmpty { return "en_US" }
      return bare
    }
    return "en_US"
  }

  /// Whether `locale` is Foundation's stand-in for the current locale rather than one an app
  /// chose: formats that carry it are written in the run's locale instead.
  public static func isDefault(_ locale: Locale) -> Bool {
    locale == Locale.autoupdatingCurrent || locale.identifier == Locale.current.identifier
  }
}
