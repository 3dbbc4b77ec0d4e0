import Foundation

/// Measurements as text (`5 km`, `5 kilometers`, `72°F`), as Apple's Foundation formats them
/// in English; Linux's Foundation marks its `MeasurementFormatter` unavailable. Temperatures
/// are shown in the locale's scale (Fahrenheit for the United States) unless the app asks for
/// `.providedUnit`; other dimensions keep the unit they were given.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
  /// How a measurement's unit is chosen.
  public struct UnitOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The unit the measurement has, never the locale's.
    public static let providedUnit = UnitOptions(rawValue: 1 << 0)
    /// A unit of a scale that suits the value (kept as given here).
    public static let naturalScale = UnitOptions(rawValue: 1 << 1)
    /// A temperature without its scale's letter (`72°`).
    public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
  }

  /// How the unit is chosen.
  open var unitOptions: UnitOptions = []
  /// How long the unit's name is: `.short` (`5km`), `.medium` (`5 km`), `.long` (`5 kilometers`).
  open var unitStyle: Formatter.UnitStyle = .medium
  /// The locale (the run's, from `LC_ALL`, `LC_MEASUREMENT` or `LANG`, unless set).
  open var locale: Locale! = MeasurementFormatter.runLocale
  /// How the number is written (up to three fraction digits unless set).
  open var numberFormatter: NumberFormatter! = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 3
    return formatter
  }()

  /// A formatter with the medium style.
  public override init() { super.init() }

  /// A formatter from an archive (none is kept).
  public required init?(coder: NSCoder) { super.init() }

  /// A measurement as text; `nil` for anything else.
  open override func string(for value: Any?) -> String? {
    guard let measurement = value as? Measurement<Unit> else {
      if let measurement = value as? any MeasurementText { return measurement.text(with: self) }
      return nil
    }
    return string(from: measurement)
  }

  /// A measurement as text.
  open func string(from measurement: Measurement<Unit>) -> String {
    var value = measurement.value
    var unit = measurement.unit
    if !unitOptions.contains(.providedUnit), let temperature = unit as? UnitTemperature {
      let preferred: UnitTemperature = usesFahrenheit ? .fahrenheit : .celsius
      if temperature != preferred {
        value = Measurement(value: value, unit: temperature).converted(to: preferred).value
        unit = preferred
      }
    }
    let number = numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)"
    if unit is UnitTemperature {
      if unitOptions.contains(.temperatureWithoutUnit) || unitStyle == .short { return number + "°" }
      if unitStyle == .long { return number + " " + Self.name(of: unit, plural: value != 1) }
      return number + unit.symbol
    }
    switch unitStyle {
    case .short: return number + unit.symbol
    case .long: return number + " " + Self.name(of: unit, plural: value != 1)
    default: return number + " " + unit.symbol
    }
  }

  /// A measurement of any dimension as text.
  open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
    string(from: Measurement<Unit>(value: measurement.value, unit: measurement.unit))
  }

  /// A unit's name: its symbol, or its name in the long style.
  open func string(from unit: Unit) -> String {
    unitStyle == .long ? Self.name(of: unit, plural: true) : unit.symbol
  }

  var usesFahrenheit: Bool {
    let region = (locale?.identifier ?? "en_US").split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst().first
    return ["US", "LR", "MM", "BS", "BZ", "KY", "PW"].contains(region.map(String.init) ?? "US")
  }

  /// The run's locale from the environment (Linux's Foundation fixes `Locale.current` to en_001).
  static var runLocale: Locale {
    let environment = ProcessInfo.processInfo.environment
    for key in ["LC_ALL", "LC_MEASUREMENT", "LANG"] {
      guard let value = environment[key], !value.isEmpty else { continue }
      let name = value.split(separator: ".").first.map(String.init) ?? value
      return Locale(identifier: name == "C" || name == "POSIX" ? "en_US" : name)
    }
    return Locale(identifier: "en_US")
  }

  /// Units' English names, singular and plural, by symbol.
  static let names: [String: (String, String)] = [
    "m": ("meter", "meters"), "km": ("kilometer", "kilometers"), "cm": ("centimeter", "centimeters"),
    "mm": ("millimeter", "millimeters"), "in": ("inch", "inches"), "ft": ("foot", "feet"),
    "yd": ("yard", "yards"), "mi": ("mile", "miles"), "NM": ("nautical mile", "nautical miles"),
    "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "mg": ("milligram", "milligrams"),
    "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"), "st": ("stone", "stones"),
    "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
    "K": ("kelvin", "kelvins"), "s": ("second", "seconds"), "min": ("minute", "minutes"),
    "hr": ("hour", "hours"), "ms": ("millisecond", "milliseconds"), "L": ("liter", "liters"),
    "mL": ("milliliter", "milliliters"), "gal": ("gallon", "gallons"), "cup": ("cup", "cups"),
    "fl oz": ("fluid ounce", "fluid ounces"), "pt": ("pint", "pints"), "qt": ("quart", "quarts"),
    "tbsp": ("tablespoon", "tablespoons"), "tsp": ("teaspoon", "teaspoons"),
    "m/s": ("meter per second", "meters per second"), "km/h": ("kilometer per hour", "kilometers per hour"),
    "mph": ("mile per hour", "miles per hour"), "kn": ("knot", "knots"), "kJ": ("kilojoule", "kilojoules"),
    "J": ("joule", "joules"), "kCal": ("kilocalorie", "kilocalories"), "cal": ("calorie", "calories"),
    "kWh": ("kilowatt-hour", "kilowatt-hours"), "W": ("watt", "watts"), "kW": ("kilowatt", "kilowatts"),
    "m²": ("square meter", "square meters"), "km²": ("square kilometer", "square kilometers"),
    "ft²": ("square foot", "square feet"), "ac": ("acre", "acres"), "ha": ("hectare", "hectares"),
    "°": ("degree", "degrees"), "rad": ("radian", "radians"), "Hz": ("hertz", "hertz"),
    "B": ("byte", "bytes"), "kB": ("kilobyte", "kilobytes"), "MB": ("megabyte", "megabytes"),
    "GB": ("gigabyte", "gigabytes"), "hPa": ("hectopascal", "hectopascals"),
    "inHg": ("inch of mercury", "inches of mercury"),
    "mbar": ("millibar", "millibars"), "bar": ("bar", "bars"),
    "psi": ("pound per square inch", "pounds per square inch"),
    "V": ("volt", "volts"), "A": ("ampere", "amperes"), "mpg": ("mile per gallon", "miles per gallon"),
    "L/100km": ("liter per 100 kilometers", "liters per 100 kilometers"),
  ]

  static func name(of unit: Unit, plural: Bool) -> String {
    guard let names = names[unit.symbol] else { return unit.symbol }
    return plural ? names.1 : names.0
  }
}

/// A measurement of a known dimension, for `string(for:)`.
protocol MeasurementText {
  func text(with formatter: MeasurementFormatter) -> String
}

extension Measurement: MeasurementText {
  func text(with formatter: MeasurementFormatter) -> String {
    formatter.string(from: Measurement<Unit>(value: value, unit: unit))
  }
}
