import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftHost

/// The names of a run form's controls read as places in the input, and a submitted form's
/// values made into the nested input they stand for. Pure: no I/O.
///
/// A control is named by the place it fills, after `InputForm.prefix`: `bill`,
/// `shipTo.street`, `items[0].price`, `orders[1].lines[0].qty`. The first part is a field of
/// the app's type (the longest field name the control name starts with, so a field whose own
/// name holds a dot still works); then `.key` for a nested field, `[n]` for a list's row.
enum FormPaths {
  /// One step into the input.
  enum Segment: Equatable {
    case key(String)
    case index(Int)
  }

  /// The most rows a list of the form may have: a name asking for row 10,000,000 is no reason
  /// to make a list that long.
  static let maximumRows = 1_000

  /// The place a control's name stands for, or `nil` when it names no field of `fields`.
  static func segments(_ name: Substring, fields: [InputSchema.Field]) -> [Segment]? {
    guard let top = InputSchema.field(at: name, in: fields)?.name else { return nil }
    var segments: [Segment] = [.key(top)]
    var rest = name.dropFirst(top.count)
    while let first = rest.first {
      switch first {
      case "[":
        guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
          (0..<maximumRows).contains(index)
        else { return nil }
        segments.append(.index(index))
        rest = rest[rest.index(after: close)...]
      case ".":
        rest = rest.dropFirst()
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        guard end > rest.startIndex else { return nil }
        segments.append(.key(String(rest[..<end])))
        rest = rest[end...]
      default:
        return nil
      }
    }
    return segments
  }

  /// Puts `value` at the place `name` stands for in `values`, making the objects and lists on
  /// the way; a later control of the same name wins (a checkbox after its hidden "false").
  static func set(_ value: JSON, named name: Substring, in values: inout JSONObject, fields: [InputSchema.Field]) {
    guard let segments = segments(name, fields: fields), case .key(let top) = segments[0] else { return }
    var root = values[top] ?? .null
    assign(value, at: segments.dropFirst(), in: &root)
    values[top] = root
  }

  private static func assign(_ value: JSON, at path: ArraySlice<Segment>, in node: inout JSON) {
    guard let first = path.first else {
      node = value
      return
    }
    switch first {
    case .key(let key):
      var object = node.object ?? JSONObject()
      var child = object[key] ?? .null
      assign(value, at: path.dropFirst(), in: &child)
      object[key] = child
      node = .object(object)
    case .index(let index):
      var array = node.array ?? []
      while array.count <= index { array.append(.null) }
      assign(value, at: path.dropFirst(), in: &array[index])
      node = .array(array)
    }
  }

  /// A submitted value as the input takes it: a control left empty is left out (so the app's
  /// default applies, as when a flag is not given), a nested type or a row left wholly empty
  /// (its boxes unticked, nothing typed) is dropped, a
  /// date is the instant the browser's local wall time names. `nil` when nothing is left.
  static func cleaned(_ value: JSON, as kind: InputSchema.Kind) -> JSON? {
    switch value {
    case .null: return nil
    case .string(let text) where text.isEmpty: return nil
    default: break
    }
    switch kind {
    case .date:
      if let local = value.string, local.count == 16, let date = InputForm.localDate(local) {
        return .string(date.formatted(.iso8601))
      }
      return value
    case .object(let fields):
      guard case .object(let object) = value else { return value }
      var kept = JSONObject()
      for field in fields {
        kept[field.name] = object[field.name].flatMap { cleaned($0, as: field.kind) }
      }
      // Nothing typed: what is left are unticked boxes' hidden "false"s.
      return kept.values.allSatisfy({ $0 == "false" }) ? nil : .object(kept)
    case .list(let item):
      guard case .array(let elements) = value else { return value }
      return .array(elements.compactMap { cleaned($0, as: item) })
    case .text, .number, .integer, .boolean, .url, .file, .choice, .dictionary, .json:
      return value
    }
  }
}
