/// `os(iOS)` in an app's `#if` and `#elseif` lines, written before compiling as the condition
/// `SUPERSWIFT_OS_IOS`, which an app written for Xcode is compiled with (`BuildPlan`): such an
/// app runs as the iOS app it was written as, so its `#if os(iOS)` code is there (a
/// multiplatform app's iOS screen); a script, compiled as `swift FILE` compiles it, does not
/// define it, so for it the line means what `os(iOS)` means on Linux. Other platforms' `os(…)`
/// stay (false here, as on an iPhone). Pure; only directive lines change, and each line keeps
/// its number.
package enum PlatformConditions {
  /// The condition `os(iOS)` is written as.
  package static let condition = "SUPERSWIFT_OS_IOS"

  /// `source` with `os(iOS)` in its `#if`/`#elseif` lines written as `condition`, or `nil`
  /// when it has none.
  package static func rewritten(_ source: [UInt8]) -> [UInt8]? {
    guard source.firstRange(of: Array("os(".utf8)) != nil || source.firstRange(of: Array("os (".utf8)) != nil
    else { return nil }
    var changed = false
    let lines = source.split(separator: 10, omittingEmptySubsequences: false).map { line -> [UInt8] in
      let text = String(decoding: line, as: UTF8.self)
      let directive = text.drop { $0 == " " || $0 == "\t" }
      guard
        directive.hasPrefix("#if ") || directive.hasPrefix("#elseif ") || directive.hasPrefix("#if(")
          || directive.hasPrefix("#if!")
      else { return Array(line) }
      var written = ""
      var rest = Substring(text)
      // `os`, optional spaces, `(`, optional spaces, `iOS`, optional spaces, `)`, as a whole name.
      while let range = rest.range(of: #"(?<![A-Za-z0-9_])os\s*\(\s*iOS\s*\)"#, options: .regularExpression) {
        written += rest[..<range.lowerBound] + condition
        rest = rest[range.upperBound...]
        changed = true
      }
      return Array((written + rest).utf8)
    }
    guard changed else { return nil }
    return Array(lines.joined(separator: [10]))
  }
}
