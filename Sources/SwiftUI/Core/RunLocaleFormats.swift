import Foundation
@_spi(Host) import SuperSwift

/// A Foundation format style that can be given a locale: the number, percent, currency, date,
/// byte-count, list and duration styles.
protocol LocaleFormatStyle {
  /// The locale the style writes in.
  var locale: Locale { get }
  /// The same style in `locale`.
  func locale(_ locale: Locale) -> Self
}

extension IntegerFormatStyle: LocaleFormatStyle {}
extension IntegerFormatStyle.Percent: LocaleFormatStyle {}
extension IntegerFormatStyle.Currency: LocaleFormatStyle {}
extension FloatingPointFormatStyle: LocaleFormatStyle {}
extension FloatingPointFormatStyle.Percent: LocaleFormatStyle {}
extension FloatingPointFormatStyle.Currency: LocaleFormatStyle {}
extension Decimal.FormatStyle: LocaleFormatStyle {}
extension Decimal.FormatStyle.Percent: LocaleFormatStyle {}
extension Decimal.FormatStyle.Currency: LocaleFormatStyle {}
extension Date.FormatStyle: LocaleFormatStyle {}
extension Date.RelativeFormatStyle: LocaleFormatStyle {}
extension Date.IntervalFormatStyle: LocaleFormatStyle {}
extension ByteCountFormatStyle: LocaleFormatStyle {}
extension ListFormatStyle: LocaleFormatStyle {}
extension Duration.TimeFormatStyle: LocaleFormatStyle {}
extension Duration.UnitsFormatStyle: LocaleFormatStyle {}

extension FormatStyle {
  /// This style in the run's locale (`RunLocale`) when it carries Foundation's default; a
  /// locale the app chose (`.locale(Locale(identifier: "fr_FR"))`) is kept.
  nonisolated var inRunLocale: Self {
    guard let adjustable = self as? any LocaleFormatStyle, RunLocale.isDefault(adjustable.locale) else { return self }
    return adjustable.locale(RunLocale.current) as? Self ?? self
  }
}

extension Formatter {
  /// The formatter in the run's locale when it has Foundation's default, for the text that
  /// shows it; a locale the app chose is kept.
  nonisolated func adoptingRunLocale() {
    if let numbers = self as? NumberFormatter, RunLocale.isDefault(numbers.locale) || numbers.locale.identifier.isEmpty
    {
      numbers.locale = RunLocale.current
    } else if let dates = self as? DateFormatter, RunLocale.isDefault(dates.locale) || dates.locale.identifier.isEmpty {
      dates.locale = RunLocale.current
    }
  }
}
