/// Reads a number a person typed as text: `42`, `-3.5`, `42,50` (a decimal comma),
/// `1,234.50` or `1.234,50` (grouping and decimal marks both present), `1 234,5` (spaces,
/// no-break spaces or apostrophes between digit groups).
///
/// One mark alone is a decimal mark unless it is followed by exactly three digits: `1,234`
/// is 1234 in one locale and 1.234 in another, so it is refused (`nil`), as is anything else
/// that is not plainly a number (`nan`, `1e999`, `12abc`). A pure function of the text.
enum LenientNumber {
  static func parse(_ text: String) -> Double? {
    var scalars = Array(text.unicodeScalars)
    while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
    while let last = scalars.last, isSpace(last) { scalars.removeLast() }
    guard !scalars.isEmpty, scalars.count <= 64 else { return nil }
    var sign = ""
    if scalars[0] == "-" || scalars[0] == "+" || scalars[0] == "\u{2212}" {
      sign = scalars[0] == "+" ? "" : "-"
      scalars.removeFirst()
    }
    // Plain JSON-style numbers first (exponents included).
    let plain = String(String.UnicodeScalarView(scalars))
    if scalars.allSatisfy({ isDigit($0) || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+" }),
      scalars.first.map(isDigit) == true, scalars.filter({ $0 == "." }).count <= 1,
      let value = Double(sign + plain), value.isFinite
    {
      // A lone dot followed by exactly three digits is read as a decimal mark here, as JSON
      // and every programming language read it.
      return value
    }
    // Digit groups separated by spaces or apostrophes: each becomes `_`, a grouping mark
    // that is never a decimal one.
    var cleaned: [Unicode.Scalar] = []
    for (index, scalar) in scalars.enumerated() {
      if isGroupSpace(scalar) {
        guard index > 0, index + 1 < scalars.count, isDigit(scalars[index - 1]), isDigit(scalars[index + 1]) else {
          return nil
        }
        cleaned.append("_")
        continue
      }
      guard isDigit(scalar) || scalar == "," || scalar == "." else { return nil }
      cleaned.append(scalar)
    }
    guard let first = cleaned.first, isDigit(first), let last = cleaned.last, isDigit(last) else { return nil }
    let commas = cleaned.filter { $0 == "," }.count
    let dots = cleaned.filter { $0 == "." }.count
    let decimal: Unicode.Scalar?
    if commas > 0 && dots > 0 {
      // Both: the last one is the decimal mark, and it must appear once.
      decimal = cleaned.last { $0 == "," || $0 == "." }
      if decimal == "," ? commas != 1 : dots != 1 { return nil }
    } else if commas + dots == 1 {
      let mark = cleaned.first { $0 == "," || $0 == "." }!
      let after = cleaned.count - 1 - cleaned.firstIndex(of: mark)!
      if after == 3 { return nil }  // "1,234": a thousand, or one and a bit?
      decimal = mark
    } else {
      decimal = nil  // only grouping marks ("1,234,567" or "1.234.567"), or none
    }
    // Grouping marks must split the integer part into groups of three.
    let integerEnd = decimal.flatMap { mark in cleaned.lastIndex(of: mark) } ?? cleaned.count
    let integer = cleaned[..<integerEnd]
    let groups = integer.split(omittingEmptySubsequences: false) { $0 == "," || $0 == "." || $0 == "_" }
    if groups.count > 1 {
      guard (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
    }
    var normalized = sign + String(String.UnicodeScalarView(integer.filter(isDigit)))
    if integerEnd < cleaned.count {
      let fraction = cleaned[(integerEnd + 1)...]
      guard fraction.allSatisfy(isDigit) else { return nil }
      normalized += "." + String(String.UnicodeScalarView(fraction))
    }
    guard let value = Double(normalized), value.isFinite else { return nil }
    return value
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{A0}" || scalar == "\u{202F}"
  }

  /// What some locales put between digit groups: a space, a no-break space, a narrow no-break
  /// space (French), an apostrophe (Swiss).
  private static func isGroupSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\u{A0}" || scalar == "\u{202F}" || scalar == "'" || scalar == "\u{2019}"
  }
}
