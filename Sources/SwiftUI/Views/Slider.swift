@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A control for choosing a number in a range by dragging.
public struct Slider<Label: View>: View {
  let label: Label
  let read: @MainActor () -> Double
  let write: @MainActor (Double) -> Void
  let bounds: ClosedRange<Double>
  let step: Double?

  /// A slider of `value` within `bounds`, labelled by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: label())
  }

  /// A slider of `value` within `bounds` that moves by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: Double(step), label: label())
  }

  private init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label) {
    self.label = label
    read = { Double(value.wrappedValue) }
    write = { value.wrappedValue = V($0) }
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step
  }

  /// A slider is primitive.
  public var body: Never { bodyError() }
}

extension Slider where Label == EmptyView {
  /// A slider of `value` within `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, onEditingChanged: onEditingChanged) { EmptyView() }
  }

  /// A slider of `value` within `bounds` that moves by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { EmptyView() }
  }
}

extension Slider: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let (_, title) = context.label(label, at: path)
    var properties: [String: JSON] = [
      "label": .string(title), "value": .number(read()), "min": .number(bounds.lowerBound),
      "max": .number(bounds.upperBound),
    ]
    if let step { properties["step"] = .number(step) }
    let bounds = bounds
    let step = step
    let write = write
    return [
      context.control(.slider, at: path, properties: properties) { event in
        guard event.action == .set, let number = event.value?.number ?? event.value?.string.flatMap(Double.init),
          number.isFinite
        else { return false }
        var value = min(max(number, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
          value = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step
          value = min(value, bounds.upperBound)
        }
        write(value)
        return true
      }
    ]
  }
}
