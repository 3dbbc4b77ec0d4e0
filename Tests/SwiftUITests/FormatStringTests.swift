import Foundation
import Testing

@testable import FoundationCompatibility

/// Foundation's format strings and formatters that Linux's Foundation marks unavailable and the
/// runtime declares (`NSPredicate(format:)`, `NSExpression(format:)`, `DateComponentsFormatter`,
/// `MeasurementFormatter`), checked against the examples Apple's documentation gives.
@Suite("Foundation's format strings and formatters")
struct FormatStringTests {
  struct Person {
    var firstName: String
    var lastName: String
    var age: Int
    var nicknames: [String]
    var city: String?
  }

  static let people = [
    Person(firstName: "Alice", lastName: "Smith", age: 24, nicknames: ["Al"], city: "Zürich"),
    Person(firstName: "Bob", lastName: "Jones", age: 27, nicknames: [], city: nil),
    Person(firstName: "Charlie", lastName: "Smith", age: 33, nicknames: ["Chuck", "Chaz"], city: "Paris"),
    Person(firstName: "Quentin", lastName: "Alberts", age: 31, nicknames: [], city: "Lyon"),
  ]

  func names(_ format: String, _ arguments: [Any]) -> [String] {
    let predicate = NSPredicate(format: format, argumentArray: arguments)
    return Self.people.filter { predicate.evaluate(with: $0) }.map(\.firstName)
  }

  /// Formats with their arguments and the people each keeps.
  nonisolated(unsafe) static let predicateCases: [(String, [Any], [String])] = [
    ("lastName like[cd] %@", ["smith"], ["Alice", "Charlie"]),
    ("firstName BEGINSWITH[c] 'c' OR age > 30", [], ["Charlie", "Quentin"]),
    ("age BETWEEN {25, 32}", [], ["Bob", "Quentin"]),
    ("%K == %@", ["firstName", "Bob"], ["Bob"]),
    ("firstName IN %@", [["Alice", "Quentin", "Nobody"]], ["Alice", "Quentin"]),
    ("NOT (lastName == 'Smith') AND age >= %d", [30], ["Quentin"]),
    ("ANY nicknames BEGINSWITH 'Ch'", [], ["Charlie"]),
    ("nicknames.@count > 0 && city != nil", [], ["Alice", "Charlie"]),
    ("city CONTAINS[cd] 'zur'", [], ["Alice"]),
    ("firstName MATCHES '[A-C].*'", [], ["Alice", "Bob", "Charlie"]),
    ("TRUEPREDICATE", [], ["Alice", "Bob", "Charlie", "Quentin"]),
    ("age * 2 > 60", [], ["Charlie", "Quentin"]),
  ]

  @Test(
    "the Predicate Programming Guide's comparisons, string operators and compounds", arguments: predicateCases.indices)
  func predicates(index: Int) {
    let (format, arguments, expected) = Self.predicateCases[index]
    #expect(names(format, arguments) == expected, "\(format)")
  }

  @Test("SELF MATCHES validates an email address, as sign-up forms write it")
  func emailValidation() {
    let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
    let predicate = NSPredicate(format: "SELF MATCHES %@", pattern)
    #expect(predicate.evaluate(with: "someone@example.com"))
    #expect(!predicate.evaluate(with: "someone@example"))
    #expect(!predicate.evaluate(with: "not an address someone@example.com"))
    #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "ROSE").evaluate(with: "Primrose"))
    #expect(NSPredicate(format: "SELF IN %@", [1, 2, 3]).evaluate(with: 2))
    #expect(NSPredicate(format: "SELF.length > 3").evaluate(with: "long") == false)
  }

  @Test("dictionaries are read by key, and a missing key is nil")
  func dictionaries() {
    let predicate = NSPredicate(format: "score >= 10 AND name != nil")
    #expect(predicate.evaluate(with: ["score": 12, "name": "A"] as [String: Any]))
    #expect(!predicate.evaluate(with: ["score": 12] as [String: Any]))
  }

  @Test(
    "NSExpression's arithmetic: whole numbers stay whole, as on iOS; functions by Apple's names",
    arguments: [
      ("3 + 4 * 2", 11.0), ("7/2", 3), ("7.0/2", 3.5), ("2 ** 10", 1024), ("-(3 - 5) * 2.5", 5),
      ("sqrt(16) + modulus:by:(10, 3)", 5), ("sum({1, 2, 3.5})", 6.5), ("average({2, 4})", 3),
      ("(1+2)*(3+4)", 21), ("12*3.", 36), ("abs(-4)", 4), ("max({3, 9, 2})", 9),
    ] as [(String, Double)])
  func expressions(format: String, expected: Double) throws {
    let value = NSExpression(format: format).expressionValue(with: nil, context: nil)
    let number = try #require(value as? NSNumber, "\(format) gave \(String(describing: value))")
    #expect(number.doubleValue == expected, "\(format)")
  }

  @Test("an expression reads a key path from the object it is evaluated with")
  func expressionKeyPath() {
    let expression = NSExpression(format: "age + 1")
    #expect((expression.expressionValue(with: Self.people[0], context: nil) as? NSNumber)?.intValue == 25)
    #expect(
      NSExpression(forKeyPath: "lastName").expressionValue(with: Self.people[1], context: nil) as? String == "Jones")
  }

  @Test("a format that cannot be read is refused with where and why")
  func refusals() {
    for format in ["age >", "age == 'open", "name FOO 3", "(1 + 2", "%@ == 1", "frobnicate(3) == 1"] {
      #expect(throws: FormatSyntax.ParseError.self, "\(format)") {
        _ = try FormatSyntax.predicate(format, arguments: [])
      }
    }
    let error = try? FormatSyntax.expression("1 +", arguments: [])
    #expect(error == nil)
  }

  @Test("DateComponentsFormatter: the examples of Apple's documentation")
  func durationDocumentationExamples() {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.hour, .minute, .second]
    formatter.unitsStyle = .positional
    #expect(formatter.string(from: 3_610) == "1:00:10")  // ZeroFormattingBehavior.default
    #expect(formatter.string(from: 4_200) == "1:10:00")  // UnitsStyle.positional
    formatter.allowedUnits = [.day, .hour, .minute, .second]
    formatter.unitsStyle = .abbreviated
    #expect(formatter.string(from: 3_610) == "1h 10s")  // ZeroFormattingBehavior.default
    formatter.zeroFormattingBehavior = .dropLeading
    #expect(formatter.string(from: 600) == "10m 0s")  // ZeroFormattingBehavior.dropLeading
  }

  @Test("DateComponentsFormatter: a timer's positional text, padding, and each style's words")
  func durationStyles() {
    let timer = DateComponentsFormatter()
    timer.allowedUnits = [.minute, .second]
    timer.zeroFormattingBehavior = .pad
    #expect(timer.string(from: 65) == "1:05")
    #expect(timer.string(from: 5) == "0:05")
    #expect(timer.string(from: -65) == "-1:05")
    let clock = DateComponentsFormatter()
    clock.allowedUnits = [.hour, .minute, .second]
    clock.zeroFormattingBehavior = .pad
    #expect(clock.string(from: 65) == "0:01:05")
    clock.zeroFormattingBehavior = .default
    let styles: [(DateComponentsFormatter.UnitsStyle, String)] = [
      (.abbreviated, "2h 2m 2s"), (.short, "2 hr, 2 min, 2 sec"), (.full, "2 hours, 2 minutes, 2 seconds"),
      (.brief, "2hr 2min 2sec"), (.spellOut, "two hours, two minutes, two seconds"),
    ]
    for (style, text) in styles {
      clock.unitsStyle = style
      #expect(clock.string(from: 7_322) == text)
    }
    clock.unitsStyle = .full
    clock.maximumUnitCount = 1
    clock.includesApproximationPhrase = true
    clock.includesTimeRemainingPhrase = true
    #expect(clock.string(from: 7_322) == "About 2 hours remaining")
    #expect(clock.string(for: 60) == "About 1 minute remaining" || clock.string(for: 60) == "1 minute remaining")
    var components = DateComponents()
    components.minute = 3
    components.second = 4
    #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .abbreviated) == "3m 4s")
  }

  @Test("ListFormatter: one, two and more items as English writes them, each through its item formatter")
  func lists() {
    #expect(ListFormatter.localizedString(byJoining: []) == "")
    #expect(ListFormatter.localizedString(byJoining: ["Ana"]) == "Ana")
    #expect(ListFormatter.localizedString(byJoining: ["Ana", "Ben"]) == "Ana and Ben")
    #expect(ListFormatter.localizedString(byJoining: ["Ana", "Ben", "Cy"]) == "Ana, Ben, and Cy")
    let formatter = ListFormatter()
    let numbers = NumberFormatter()
    numbers.minimumFractionDigits = 1
    formatter.itemFormatter = numbers
    #expect(formatter.string(from: [1, 2]) == "1.0 and 2.0")
    #expect(formatter.string(for: "not a list") == nil)
  }

  @Test("MeasurementFormatter: styles, a temperature in the locale's scale unless the unit is asked for")
  func measurements() {
    let formatter = MeasurementFormatter()
    formatter.locale = Locale(identifier: "en_US")
    #expect(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 km")
    #expect(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "68°F")
    formatter.locale = Locale(identifier: "fr_FR")
    #expect(formatter.string(from: Measurement(value: 68, unit: UnitTemperature.fahrenheit)) == "20°C")
    formatter.unitOptions = .providedUnit
    formatter.locale = Locale(identifier: "en_US")
    #expect(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "20°C")
    formatter.unitStyle = .long
    #expect(formatter.string(from: Measurement(value: 1.23456, unit: UnitMass.kilograms)) == "1.235 kilograms")
    #expect(formatter.string(from: Measurement(value: 1, unit: UnitLength.feet)) == "1 foot")
    formatter.unitStyle = .short
    #expect(formatter.string(from: Measurement(value: 5, unit: UnitSpeed.kilometersPerHour)) == "5km/h")
    #expect(formatter.string(for: Measurement(value: 2, unit: UnitLength.meters)) == "2m")
  }

  @Test("country codes as Apple's Foundation lists them: two letters, never Linux's region numbers")
  func countryCodes() {
    let codes = NSLocale.superSwiftISOCountryCodes
    #expect(codes.count > 200 && codes.contains("GB") && codes.contains("JP"))
    #expect(codes.allSatisfy { $0.count == 2 } && !codes.contains("001"))
    #expect(NSLocale.isoCountryCodes.count >= codes.count)
    #expect(Locale.superSwiftISORegionCodes == codes)
  }
}
