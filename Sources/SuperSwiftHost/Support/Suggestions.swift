/// "Did you mean …?": the words closest to a mistyped one, by edit distance (letter case
/// ignored; a prefix counts as one edit), for app names, commands, options, templates and the
/// fields of a typed input alike.
public enum Suggestions {
  /// The candidates close enough to `word` to suggest, closest first, at most `limit`.
  public static func closest(to word: String, among candidates: [String], limit: Int) -> [String] {
    let target = Array(word.lowercased())
    let scored = candidates.map { candidate -> (String, Int) in
      let folded = Array(candidate.lowercased())
      var distance = editDistance(target, folded)
      if folded.starts(with: target) || target.starts(with: folded) { distance = min(distance, 1) }
      return (candidate, distance)
    }
    let most = max(2, target.count / 3)
    return scored.filter { $0.1 <= most }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
  }

  /// The one candidate closest to `word`, if any is close enough.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    closest(to: word, among: candidates, limit: 1).first
  }

  /// " Did you mean 'x'?" for the closest candidate, or "" when none is close.
  public static func didYouMean(_ word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
  }

  /// Levenshtein distance between two strings of characters.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
