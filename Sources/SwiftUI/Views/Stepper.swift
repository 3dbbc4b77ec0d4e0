@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// Minus and plus buttons that step a value, within bounds when given.
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (@MainActor () -> Void)?
  let decrement: (@MainActor () -> Void)?
  let canIncrement: @MainActor () -> Bool
  let canDecrement: @MainActor () -> Bool

  /// A stepper that calls your actions.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
    canIncrement = { onIncrement != nil }
    canDecrement = { onDecrement != nil }
  }

  /// A stepper of `value` within `bounds`, by `step`; it stops at the bounds.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
    decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
    canIncrement = { value.wrappedValue < bounds.upperBound }
    canDecrement = { value.wrappedValue > bounds.lowerBound }
  }

  /// A stepper of `value` by `step`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    canIncrement = { true }
    canDecrement = { true }
  }

  /// A stepper is primitive.
  public var body: Never { bodyError() }
}

extension Stepper where Label == Text {
  /// A stepper with a title, within bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
  }

  /// A stepper with a title, without bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
  }

  /// A stepper with a title that calls your actions.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

extension Stepper: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (_, title) = context.label(label, at: path)
    let up = canIncrement()
    let down = canDecrement()
    let properties: [String: JSON] = [
      "label": .string(title), "canIncrement": .bool(up), "canDecrement": .bool(down),
    ]
    let increment = increment
    let decrement = decrement
    return [
      context.control(.stepper, at: path, properties: properties) { event in
        switch event.action {
        case .increment where up:
          increment?()
        case .decrement where down:
          decrement?()
        default:
          return false
        }
        return true
      }
    ]
  }
}
