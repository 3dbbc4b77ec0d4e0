@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A control for choosing one of several tagged options: `Text("Tea").tag("Tea")`.
///
/// An option matches the selection when its tag has the selection's own type and is equal to
/// it; options from `ForEach` without a tag use their identifier as the tag.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content

  /// A picker with a label view.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker is primitive.
  public var body: Never { bodyError() }
}

extension Picker where Label == Text {
  /// A picker with a title.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker with a title from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (_, title) = context.label(label, at: path)
    let optionNodes = context.render(content, at: path.appending("content"))
    let current = selection.wrappedValue
    var values: [SelectionValue?] = []
    var options: [JSON] = []
    var selected: JSON = .null
    for (index, option) in optionNodes.enumerated() {
      let value = option.tagIndex.flatMap { context.tagValues[$0] as? SelectionValue }
      values.append(value)
      var entry: [String: JSON] = ["label": .string(option.plainText), "value": .string("\(index)")]
      if value == nil { entry["disabled"] = true }
      options.append(.object(JSONObject(entry)))
      if let value, value == current, selected == .null { selected = .string("\(index)") }
    }
    let selection = selection
    let properties: [String: JSON] = [
      "label": .string(title), "options": .array(options), "selected": selected,
      "appearance": .string(context.environment.pickerStyle),
      "labelHidden": .bool(context.environment.labelsHidden),
    ]
    return [
      context.control(.picker, at: path, properties: properties) { event in
        guard event.action == .set, let text = event.value?.string, let index = Int(text),
          values.indices.contains(index), let value = values[index]
        else { return false }
        selection.wrappedValue = value
        return true
      }
    ]
  }
}
