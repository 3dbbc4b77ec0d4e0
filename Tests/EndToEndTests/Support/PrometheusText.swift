import Foundation

/// Prometheus' text exposition format (0.0.4), read by its rules, strictly: `# HELP` and
/// `# TYPE` lines, a family's `TYPE` before its samples, metric and label names of the allowed
/// characters, label values with only `\\`, `\"` and `\n` escaped, numbers (or ±Inf, NaN), and a
/// histogram's buckets cumulative, in order, ending at `+Inf` equal to its `_count`.
enum PrometheusText {
  /// The samples, keyed by their name and labels as written (`name{a="b"}`); throws at the
  /// first line that breaks a rule.
  static func parse(_ text: String) throws -> [String: Double] {
    var types: [String: String] = [:]
    var samples: [String: Double] = [:]
    var buckets: [String: [(le: Double, count: Double)]] = [:]
    guard text.hasSuffix("\n") else { throw TestFailure("the text does not end with a line feed") }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) {
      if line.hasPrefix("# ") {
        let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
        guard parts.count >= 3, isMetricName(parts[2]) else { throw TestFailure("bad comment: \(line)") }
        if parts[1] == "TYPE" {
          guard parts.count == 4, ["counter", "gauge", "histogram", "summary", "untyped"].contains(parts[3]),
            types[parts[2]] == nil
          else { throw TestFailure("bad TYPE: \(line)") }
          types[parts[2]] = parts[3]
        }
        continue
      }
      guard !line.isEmpty else { throw TestFailure("an empty line") }
      var index = line.startIndex
      while index < line.endIndex, line[index] != "{", line[index] != " " { index = line.index(after: index) }
      let name = String(line[..<index])
      guard isMetricName(name) else { throw TestFailure("bad metric name: \(line)") }
      var labels: [(String, String)] = []
      if index < line.endIndex, line[index] == "{" {
        index = line.index(after: index)
        while line[index] != "}" {
          var labelEnd = index
          while line[labelEnd] != "=" { labelEnd = line.index(after: labelEnd) }
          let label = String(line[index..<labelEnd])
          guard isLabelName(label), line[line.index(after: labelEnd)] == "\"" else {
            throw TestFailure("bad label: \(line)")
          }
          var cursor = line.index(labelEnd, offsetBy: 2)
          var value = ""
          while line[cursor] != "\"" {
            if line[cursor] == "\\" {
              cursor = line.index(after: cursor)
              switch line[cursor] {
              case "\\": value.append("\\")
              case "\"": value.append("\"")
              case "n": value.append("\n")
              default: throw TestFailure("bad escape: \(line)")
              }
            } else {
              guard line[cursor] != "\n" else { throw TestFailure("a raw line feed in a label") }
              value.append(line[cursor])
            }
            cursor = line.index(after: cursor)
          }
          labels.append((label, value))
          cursor = line.index(after: cursor)
          if line[cursor] == "," { cursor = line.index(after: cursor) }
          index = cursor
        }
        index = line.index(after: index)
      }
      guard index < line.endIndex, line[index] == " " else { throw TestFailure("no value: \(line)") }
      let valueText = line[line.index(after: index)...].split(separator: " ").first.map(String.init) ?? ""
      let value: Double
      switch valueText {
      case "+Inf": value = .infinity
      case "-Inf": value = -.infinity
      case "NaN": value = .nan
      default:
        guard let number = Double(valueText) else { throw TestFailure("bad value: \(line)") }
        value = number
      }
      let family =
        ["_bucket", "_sum", "_count"].first {
          name.hasSuffix($0) && types[String(name.dropLast($0.count))] == "histogram"
        }
        .map { String(name.dropLast($0.count)) } ?? name
      guard types[family] != nil else { throw TestFailure("a sample before its TYPE: \(line)") }
      if name.hasSuffix("_bucket"), types[family] == "histogram" {
        guard let le = labels.first(where: { $0.0 == "le" })?.1 else { throw TestFailure("a bucket without le") }
        buckets[family, default: []].append((le == "+Inf" ? .infinity : Double(le) ?? .nan, value))
      }
      // The key as the tests write it: labels in their order, values escaped again.
      let written =
        labels.isEmpty
        ? name
        : name + "{"
          + labels.map {
            "\($0.0)=\"\($0.1.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n"))\""
          }.joined(separator: ",") + "}"
      guard samples[written] == nil else { throw TestFailure("a sample twice: \(line)") }
      samples[written] = value
    }
    for (family, list) in buckets {
      guard list.map(\.le) == list.map(\.le).sorted(), list.last?.le == .infinity,
        zip(list, list.dropFirst()).allSatisfy({ $0.count <= $1.count }), list.last?.count == samples[family + "_count"]
      else { throw TestFailure("the histogram \(family) is not cumulative up to +Inf = _count") }
    }
    return samples
  }

  static func isMetricName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCII,
      CharacterSet.letters.contains(first) || first == "_" || first == ":"
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == ":")
    }
  }

  static func isLabelName(_ name: String) -> Bool {
    isMetricName(name) && !name.contains(":")
  }
}
