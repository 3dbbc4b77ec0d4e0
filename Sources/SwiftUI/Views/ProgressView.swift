@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Progress: a spinner when the amount is unknown, a bar when it is known.
public struct ProgressView<Label: View>: View {
  let label: Label
  let fraction: (value: Double, total: Double)?

  /// Progress with a label view.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.label = label()
    fraction = value.map { (Double($0), Double(total)) }
  }

  /// A progress view is primitive.
  public var body: Never { bodyError() }
}

extension ProgressView where Label == EmptyView {
  /// A spinner.
  public init() {
    label = EmptyView()
    fraction = nil
  }

  /// A bar at `value` of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total) { EmptyView() }
  }
}

extension ProgressView where Label == Text {
  /// A spinner with a title.
  public init(_ titleKey: LocalizedStringKey) {
    label = Text(titleKey)
    fraction = nil
  }

  /// A bar with a title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total) { Text(titleKey) }
  }
}

extension ProgressView: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    if let style = context.environment.customProgressViewStyle {
      // A style of the app's own draws the progress from its fraction and label.
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: fraction.flatMap { $0.total > 0 ? min(max($0.value / $0.total, 0), 1) : nil },
        label: ProgressViewStyleConfiguration.Label(content: AnyView(label)), currentValueLabel: nil)
      return context.withEnvironment({ $0.customProgressViewStyle = nil }) {
        context.render(style.makeBody(configuration), at: path.appending("style"))
      }
    }
    let (_, title) = context.label(label, at: path)
    var properties: [String: JSON] = ["label": .string(title)]
    if let fraction, fraction.total > 0, fraction.value.isFinite {
      properties["value"] = .number(min(max(fraction.value, 0), fraction.total))
      properties["total"] = .number(fraction.total)
    }
    return [Node(.progress, properties: properties)]
  }
}
