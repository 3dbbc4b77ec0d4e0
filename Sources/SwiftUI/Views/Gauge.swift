@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

/// A value within a range, shown as a meter with its label and current value (the page's
/// `<meter>`, with the minimum and maximum labels at its ends).
public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: MinimumValueLabel
  let maximumValueLabel: MaximumValueLabel

  /// A gauge of `value` in `bounds`, with labels for the value and the ends.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
    @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let raw = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    fraction = raw.isFinite ? min(max(raw, 0), 1) : 0
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// A gauge is primitive.
  public var body: Never { bodyError() }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
  /// A gauge of `value` in `bounds`, with a label.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
  /// A gauge of `value` in `bounds`, with a label and a label for the value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge: PrimitiveView {
  func nodes(at path: ViewPath, in context: RenderContext) -> [Node] {
    let title = context.label(label, at: path).text
    let parts: [(String, any View)] = [
      ("current", currentValueLabel), ("minimum", minimumValueLabel), ("maximum", maximumValueLabel),
    ]
    var properties: [String: JSON] = ["label": .string(title), "value": .number(fraction)]
    for (name, view) in parts {
      let text = context.render(view, at: path.appending(name)).map(\.plainText).joined(separator: " ")
      if !text.isEmpty { properties[name] = .string(text) }
    }
    return [Node(.gauge, properties: properties)]
  }
}

/// How a gauge looks (the page draws one meter for every style).
public protocol GaugeStyle {}

/// The platform's gauge.
public struct DefaultGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}
}

/// A ring.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}
}

/// A bar.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// The style.
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's gauge.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A ring.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
  /// A ring filled to the value.
  public static var accessoryCircularCapacity: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
  /// A thin bar.
  public static var accessoryLinear: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
  /// A thin bar filled to the value.
  public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
  /// Accepted; the page draws one meter for every style.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
