import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// What tutorials do with `Text`: format specifiers, format styles, formatters (a `Date` on
/// Linux too), date styles, ranges, images and attributed strings in a line, and Markdown in a
/// literal.
@Suite("Text features")
struct TextFeaturesTests {
  @MainActor
  static func text(_ view: some View) -> Node? {
    let graph = ViewGraph(view)
    graph.render()
    return graph.tree.find(.text)
  }

  /// The characters a text shows.
  @MainActor
  static func shown(_ text: Text) -> String { Self.text(text)?.plainText ?? "<none>" }

  @Test("interpolations: specifier, format, formatter (Date and NSNumber), Text, Image, AttributedString")
  @MainActor
  func interpolations() {
    let total = 49.5612
    #expect(Self.shown(Text("Total: \(total, specifier: "%.2f")")) == "Total: 49.56")
    #expect(Self.shown(Text("\(3, specifier: "%03d") left")) == "003 left")
    #expect(Self.shown(Text("\(0.25, format: .percent)")) == "25%")
    let day = Date(timeIntervalSince1970: 0)
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    #expect(Self.shown(Text("On \(day, formatter: formatter)")) == "On 1970-01-01")
    #expect(Self.shown(Text(day, formatter: formatter)) == "1970-01-01")
    let numbers = NumberFormatter()
    numbers.minimumFractionDigits = 1
    #expect(Self.shown(Text("\(NSNumber(value: 2), formatter: numbers)")) == "2.0")
    #expect(Self.shown(Text("\(2.5, formatter: numbers)")) == "2.5")
    #expect(Self.shown(Text("Say \(Text("hi").bold())")) == "Say hi")
    #expect(Self.shown(Text("\(Image(systemName: "star.fill")) Favorites")) == "★ Favorites")
    #expect(Self.shown(Text("\(AttributedString("plain")) text")) == "plain text")
    #expect(Self.shown(Text(AttributedString("whole"))) == "whole")
  }

  @Test("date styles: date, time, relative, offset, timer; ranges and intervals of dates")
  @MainActor
  func dateStyles() {
    let now = Date()
    let later = now.addingTimeInterval(2 * 3600 + 5 * 60)
    #expect(Text.DateStyle.relative.format(later, now: now) == "2 hours, 5 minutes")
    #expect(Text.DateStyle.offset.format(now.addingTimeInterval(-300), now: now) == "-5 minutes")
    #expect(Text.DateStyle.timer.format(now.addingTimeInterval(303), now: now) == "5:03")
    #expect(Text.DateStyle.timer.format(now.addingTimeInterval(3723), now: now) == "1:02:03")
    #expect(!Self.shown(Text(now, style: .date)).isEmpty && !Self.shown(Text(now, style: .time)).isEmpty)
    #expect(Self.shown(Text("Due \(later, style: .relative)")).hasPrefix("Due "))
    #expect(Self.shown(Text(now...later)).contains(" – "))
    #expect(Self.shown(Text(DateInterval(start: now, end: later))).contains(" – "))
  }

  @Test("Markdown in a literal: bold, italic, code, struck, links; interpolated values stay as they are")
  @MainActor
  func markdown() throws {
    let node = try #require(Self.text(Text("**Bold** and *italic*, `code`, ~~gone~~ and [a link](https://swift.org)")))
    #expect(node.plainText == "Bold and italic, code, gone and a link")
    let segments = try #require(node.properties["segments"]?.array)
    let styled = segments.map { ($0["text"]?.string ?? "", $0["style"]) }
    #expect(styled.contains { $0.0 == "Bold" && $0.1?["bold"] == true })
    #expect(styled.contains { $0.0 == "italic" && $0.1?["italic"] == true })
    #expect(styled.contains { $0.0 == "code" && $0.1?["monospaced"] == true })
    #expect(styled.contains { $0.0 == "gone" && $0.1?["strikethrough"] == true })
    #expect(styled.contains { $0.0 == "a link" && $0.1?["link"]?.string == "https://swift.org" })
    // What is interpolated is text, never marks; underscores inside words are no marks; an
    // unclosed mark is text; a backslash writes a mark as it is.
    let name = "**not bold** [x](y)"
    #expect(Self.shown(Text("Hi \(name)")) == "Hi **not bold** [x](y)")
    #expect(Self.shown(Text("a snake_case_name")) == "a snake_case_name")
    #expect(Self.shown(Text("2 * 3 = 6")) == "2 * 3 = 6")
    #expect(Self.shown(Text("**open")) == "**open")
    #expect(Self.shown(Text(#"\*literal\*"#)) == "*literal*")
    // A String value is never Markdown (`Text(_: StringProtocol)`), as with Apple's.
    let value = "**as is**"
    #expect(Self.shown(Text(value)) == "**as is**")
    // A whole-text link keeps its link.
    let link = try #require(Self.text(Text("[Help](https://example.com/help)")))
    #expect(link.properties["segments"]?[0]?["style"]?["link"]?.string == "https://example.com/help")
  }

  @Test("formats are written in the run's locale: LC_ALL, LC_MONETARY, LANG; C and POSIX are en_US")
  func runLocaleFromEnvironment() {
    #expect(RunLocale.identifier(environment: [:]) == "en_US")
    #expect(RunLocale.identifier(environment: ["LANG": "C.UTF-8"]) == "en_US")
    #expect(RunLocale.identifier(environment: ["LANG": "POSIX"]) == "en_US")
    #expect(RunLocale.identifier(environment: ["LANG": "de_DE.UTF-8"]) == "de_DE")
    #expect(RunLocale.identifier(environment: ["LANG": "sr_RS@latin"]) == "sr_RS")
    #expect(RunLocale.identifier(environment: ["LANG": "de_DE.UTF-8", "LC_MONETARY": "fr_FR.UTF-8"]) == "fr_FR")
    #expect(
      RunLocale.identifier(environment: ["LANG": "de_DE", "LC_ALL": "ja_JP.UTF-8", "LC_MONETARY": "fr_FR"]) == "ja_JP")
    #expect(RunLocale.identifier(environment: ["LANG": "", "LC_ALL": ""]) == "en_US")
  }

  @Test("Text with a format, interpolations and formatters use the run's locale; a locale the app chose stays")
  @MainActor
  func runLocaleInText() {
    let run = RunLocale.current
    #expect(run.identifier != Locale.current.identifier, "never Foundation's en_001 on Linux")
    let price = FloatingPointFormatStyle<Double>.Currency(code: "USD")
    #expect(Self.shown(Text(9.5, format: price)) == price.locale(run).format(9.5))
    #expect(
      Self.shown(Text("Total \(9.5, format: .currency(code: "USD"))")) == "Total " + price.locale(run).format(9.5))
    if run.identifier == "en_US" {
      #expect(Self.shown(Text(9.5, format: .currency(code: "USD"))) == "$9.50", "not en_001's US$9.50")
      #expect(Self.shown(Text(1234, format: .number)) == "1,234")
    }
    let french = Locale(identifier: "fr_FR")
    #expect(
      Self.shown(Text(9.5, format: .currency(code: "EUR").locale(french)))
        == (9.5).formatted(.currency(code: "EUR").locale(french)))
    let numbers = NumberFormatter()
    numbers.numberStyle = .currency
    numbers.currencyCode = "USD"
    #expect(!Self.shown(Text("\(NSNumber(value: 3), formatter: numbers)")).contains("¤"), "not the root locale")
    #expect(EnvironmentValues().locale == run)
  }
}
