/// Initialisers Foundation's classes inherit from `NSObject` on Apple's systems and Linux's
/// Foundation lacks, written before compiling as the initialiser Linux has that makes the same
/// object: `Timer()` (an unscheduled timer that never fires, kept in a property until the app
/// schedules a real one) becomes `Timer(timeInterval: .infinity, repeats: false) { _ in }`.
/// A declaration cannot add them: an extension may not override `NSObject`'s `init()`. Pure;
/// comments and strings are skipped, and each line keeps its number.
package enum InheritedInitializers {
  /// The calls written, each with what it becomes.
  static let rewrites: [(call: String, replacement: String)] = [
    ("Timer()", "Timer(timeInterval: .infinity, repeats: false, block: { _ in })")
  ]

  /// `source` with each such call written as Linux's initialiser, or `nil` when it has none.
  package static func rewritten(_ source: [UInt8]) -> [UInt8]? { rewritten(source, using: rewrites) }

  /// `source` with each of `rewrites`' calls (in code, not comments or strings) written as its
  /// replacement, or `nil` when it has none.
  static func rewritten(_ source: [UInt8], using rewrites: [(call: String, replacement: String)]) -> [UInt8]? {
    var current = source
    var changed = false
    for (call, replacement) in rewrites {
      let target = Array(call.utf8)
      var output: [UInt8] = []
      var copied = 0
      var scanner = PreviewMacro.Scanner(bytes: current)
      while let start = scanner.nextCode(matching: target) {
        // `Foundation.Timer()` and `Timer()` are the call; `MyTimer()` is not (nextCode skips
        // a name that continues one before it).
        output += current[copied..<start]
        output += Array(replacement.utf8)
        copied = start + target.count
      }
      guard copied > 0 else { continue }
      output += current[copied...]
      current = output
      changed = true
    }
    return changed ? current : nil
  }
}
