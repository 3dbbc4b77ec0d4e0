import Testing

@testable import SuperSwift

/// The accessors read what Shortcuts sends for a field typed as Text: numbers and switches as
/// strings, with a locale's marks; anything that could be read two ways is `nil`.
@Suite("JSON accessors: numbers and switches as text")
struct LenientAccessorTests {
  @Test(
    "numbers a person types",
    arguments: [
      ("42", 42.0), (" 42 ", 42), ("-3.5", -3.5), ("+7", 7), ("42,50", 42.5), ("0,5", 0.5), ("1e3", 1000),
      ("1,234.50", 1234.5), ("1.234,50", 1234.5), ("1 234,5", 1234.5), ("1\u{202F}234,5", 1234.5),
      ("1'234.5", 1234.5), ("1,234,567", 1_234_567), ("1.234.567", 1_234_567), ("12,3456", 12.3456),
      ("1.234", 1.234),
    ])
  func numbers(text: String, value: Double) {
    #expect(JSON.string(text).number == value)
  }

  @Test(
    "text that is not plainly one number",
    arguments: [
      "1,234", "", " ", "nan", "inf", "1e999", "12abc", "1,2,3", "1.2.3,4", "1,23,456", ",5", "5,", "1 2", "--1",
      "0x10", "١٢",
    ])
  func notNumbers(text: String) {
    #expect(JSON.string(text).number == nil)
  }

  @Test("int and bool read the same way; real numbers and Booleans are unchanged")
  func intAndBool() {
    #expect(JSON.string("18").int == 18)
    #expect(JSON.string("18,5").int == nil)
    #expect(JSON.number(18).int == 18)
    for (text, value) in [("true", true), ("Yes", true), ("1", true), ("NO", false), ("false", false), ("0", false)] {
      #expect(JSON.string(text).bool == value, "\(text)")
    }
    #expect(JSON.number(1).bool == true && JSON.number(0).bool == false && JSON.number(2).bool == nil)
    #expect(JSON.string("maybe").bool == nil)
    #expect(JSON.bool(true).number == nil && JSON.null.number == nil)
  }
}
