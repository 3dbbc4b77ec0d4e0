import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Content made of a collection's elements, which a list can delete and move.
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent {}

/// A `ForEach` whose rows can be deleted (`onDelete`) and moved (`onMove`): each row gets a
/// Delete button (the web's stand-in for a swipe), and, while an `EditButton` says so, Move Up
/// and Move Down buttons.
public struct EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: DynamicViewContent {
  let base: ForEach<Data, ID, Content>
  var delete: ((IndexSet) -> Void)?
  var move: ((IndexSet, Int) -> Void)?

  /// Editable content is primitive.
  public var body: Never { bodyError() }
}

extension ForEach {
  /// Lets the person delete rows: `action` gets the offsets of the rows to delete.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach<Data, ID, Content> {
    EditableForEach(base: self, delete: action)
  }

  /// Lets the person move rows: `action` gets the offsets moved and the offset before which
  /// they go, as `Array.move(fromOffsets:toOffset:)` takes them.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach<Data, ID, Content> {
    EditableForEach(base: self, move: action)
  }
}

extension EditableForEach {
  /// Lets the person delete rows too.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach {
    var copy = self
    copy.delete = action
    return copy
  }

  /// Lets the person move rows too.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach {
    var copy = self
    copy.move = action
    return copy
  }
}

extension EditableForEach: PrimitiveView {
  /// What a person reads as a row's name, for its buttons' labels ("Delete Eggs"): a control's
  /// label, else the first words of the row.
  nonisolated static func readableName(_ node: Node) -> String {
    if let label = node.properties["label"]?.string, !label.isEmpty { return label }
    if node.kind == .editableRow, let first = node.children.first { return readableName(first) }
    return node.plainText
  }

  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let count = base.data.count
    let editing = context.graph.isEditing
    var rows: [Node] = []
    for (offset, element) in base.data.enumerated() {
      var (row, place) = base.nodes(of: element, at: path, in: context)
      // Called, not passed as a function value: that would capture the generic metatype.
      var name = ""
      if let first = row.first { name = Self.readableName(first) }
      let action = { (suffix: String, title: String, role: String?, run: @escaping () -> Void) -> Node in
        rowAction(suffix, title, role: role, name: name, place: place, in: context, run)
      }
      if let move = move, editing {
        if offset > 0 { row.append(action("up", "Move Up", nil) { move(IndexSet(integer: offset), offset - 1) }) }
        if offset < count - 1 {
          row.append(action("down", "Move Down", nil) { move(IndexSet(integer: offset), offset + 2) })
        }
      }
      if let delete = delete {
        row.append(action("delete", "Delete", "destructive") { delete(IndexSet(integer: offset)) })
      }
      rows.append(Node(.editableRow, children: row))
    }
    return rows
  }
}

/// One of a row's buttons (Move Up, Move Down, Delete), which runs `run` when tapped. Outside
/// the generic type, so the tap handler captures no generic metatype.
@MainActor private func rowAction(
  _ suffix: String, _ title: String, role: String?, name: String, place: ViewPath, in context: RenderContext,
  _ run: @escaping () -> Void
) -> Node {
  var properties: [String: JSON] = [
    "title": .string(title), "appearance": "borderless", "label": .string("\(title) \(name)"),
  ]
  if let role { properties["role"] = .string(role) }
  return context.control(
    .rowAction, at: place.appending(suffix), properties: properties,
    children: [Node(.text, properties: ["text": .string(title)])]
  ) { event in
    guard event.action == .tap else { return false }
    run()
    return true
  }
}

/// Turns a list's editing on and off: "Edit" shows each row's move buttons, "Done" hides them.
public struct EditButton: View {
  /// An edit button.
  public init() {}

  /// An edit button is primitive.
  public var body: Never { bodyError() }
}

extension EditButton: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let graph = context.graph
    let title = graph.isEditing ? "Done" : "Edit"
    return [
      context.control(
        .button, at: path, properties: ["title": .string(title), "appearance": "automatic"],
        children: [Node(.text, properties: ["text": .string(title)])]
      ) { event in
        guard event.action == .tap else { return false }
        graph.isEditing.toggle()
        return true
      }
    ]
  }
}

/// Buttons at the end of a list row (what a swipe reveals on a phone).
struct SwipeActionsModifier<Actions: View>: PrimitiveModifier {
  let actions: Actions

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    let row = content()
    let buttons = context.render(actions, at: path.appending("swipeActions"))
    return [Node(.editableRow, children: row + buttons)]
  }
}

/// Which edge of a row swipe actions come from (shown at the row's end either way).
public enum HorizontalEdge: Hashable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

extension View {
  /// Buttons for a list row, shown at its end (a phone shows them when the row is swiped).
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    modifier(SwipeActionsModifier(actions: content()))
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as `onDelete` hands them over.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before the element at `destination` (an offset in the
  /// collection as it was), as `onMove` hands them over.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let target = index(startIndex, offsetBy: Swift.max(0, Swift.min(destination - before, count)))
    insert(contentsOf: moving, at: target)
  }
}
