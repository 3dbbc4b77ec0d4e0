/// A line diff between two texts, as `diff -u` shows one: the longest common subsequence of
/// lines (Myers' greedy algorithm, O((N+M)·D)), then hunks with `context` lines around each
/// change. Pure: the versions page and `superswift versions --diff` both print it.
package enum LineDiff {
  /// One line of a diff.
  package enum Line: Equatable, Sendable {
    /// In both texts.
    case same(String)
    /// Only in the old text.
    case removed(String)
    /// Only in the new text.
    case added(String)
  }

  /// A run of changes with their context, and where it starts in each text (1-based).
  package struct Hunk: Equatable, Sendable {
    /// The first old line shown.
    package var oldStart: Int
    /// The first new line shown.
    package var newStart: Int
    /// The lines.
    package var lines: [Line]

    /// How many old lines the hunk covers.
    package var oldCount: Int { lines.filter { if case .added = $0 { false } else { true } }.count }
    /// How many new lines the hunk covers.
    package var newCount: Int { lines.filter { if case .removed = $0 { false } else { true } }.count }
  }

  /// Every line of `old` and `new`, in order, marked same, removed or added: as few removed and
  /// added lines as possible.
  package static func lines(from old: [String], to new: [String]) -> [Line] {
    let n = old.count
    let m = new.count
    let limit = n + m
    guard limit > 0 else { return [] }
    // v[k + offset]: the furthest x reached on diagonal k; one copy kept per step D, to walk back.
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    var found = false
    for d in 0...limit {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) {
          x = v[k + 1 + offset]
        } else {
          x = v[k - 1 + offset] + 1
        }
        var y = x - k
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        v[k + offset] = x
        if x >= n, y >= m {
          found = true
          break
        }
      }
      if found { break }
    }
    // Walk back through the steps, collecting the lines from the end.
    var result: [Line] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK: Int
      if k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : v[previousK + offset]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        result.append(.same(old[x]))
      }
      if d > 0 {
        if x == previousX {
          y -= 1
          result.append(.added(new[y]))
        } else {
          x -= 1
          result.append(.removed(old[x]))
        }
      }
    }
    return result.reversed()
  }

  /// The changes between `old` and `new` as hunks with `context` lines around each; changes
  /// closer than twice that share a hunk.
  package static func hunks(from old: String, to new: String, context: Int = 3) -> [Hunk] {
    let all = lines(from: split(old), to: split(new))
    // Where each line of `all` is in the old and the new text (1-based).
    var positions: [(old: Int, new: Int)] = []
    var oldLine = 1
    var newLine = 1
    for line in all {
      positions.append((oldLine, newLine))
      switch line {
      case .same:
        oldLine += 1
        newLine += 1
      case .removed: oldLine += 1
      case .added: newLine += 1
      }
    }
    let changes = all.indices.filter { if case .same = all[$0] { false } else { true } }
    var hunks: [Hunk] = []
    var start = 0
    while start < changes.count {
      var end = start
      while end + 1 < changes.count, changes[end + 1] - changes[end] <= 2 * context { end += 1 }
      let from = max(0, changes[start] - context)
      let to = min(all.count - 1, changes[end] + context)
      hunks.append(Hunk(oldStart: positions[from].old, newStart: positions[from].new, lines: Array(all[from...to])))
      start = end + 1
    }
    return hunks
  }

  /// The unified diff of two texts, with `---`/`+++` headers naming them; empty when equal.
  package static func unified(from old: String, to new: String, oldName: String, newName: String) -> String {
    let hunks = hunks(from: old, to: new)
    guard !hunks.isEmpty else { return "" }
    var text = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in hunks {
      text += "@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@\n"
      for line in hunk.lines {
        switch line {
        case .same(let line): text += " \(line)\n"
        case .removed(let line): text += "-\(line)\n"
        case .added(let line): text += "+\(line)\n"
        }
      }
    }
    return text
  }

  /// A text's lines, without their newlines (a last line without one is a line too).
  private static func split(_ text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }
}
