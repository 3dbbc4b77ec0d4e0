// Swift Charts on a page: a chart's marks — bars, lines, points, areas, rules, rectangles and
// sectors — drawn on a canvas with their scales worked out from the data (categories in order
// of first appearance, numbers and dates from zero or their least to their most), a series
// coloured by `foregroundStyle(by:)` with its legend as text below, and the value axis's labels.
// Axis and scale customisation is accepted; what it changes is not drawn.
import Foundation
@_spi(Host) import SwiftUI

/// A value a chart can plot: a number, a category or a date.
public protocol Plottable {
  /// The value as the chart places it.
  var _plotted: _PlotValue { get }
}

/// A plotted value: where on its axis it goes.
public enum _PlotValue: Hashable, Sendable {
  /// A number.
  case number(Double)
  /// A category, by its name.
  case category(String)
  /// A date.
  case date(Date)

  var number: Double? {
    switch self {
    case .number(let value): value
    case .date(let date): date.timeIntervalSinceReferenceDate
    case .category: nil
    }
  }

  /// The value as a chart writes it: a whole number without a fraction, a category's name, a
  /// date's day.
  var name: String {
    switch self {
    case .number(let number): number == number.rounded() ? "\(Int(number))" : "\(number)"
    case .category(let name): name
    case .date(let date): date.formatted(date: .abbreviated, time: .omitted)
    }
  }
}

extension Double: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(self) }
}
extension Float: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension Int: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension CGFloat: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension Int8: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension Int16: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension Int32: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension Int64: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension UInt: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension UInt8: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension UInt16: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension UInt32: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension UInt64: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(Double(self)) }
}
extension Decimal: Plottable {
  /// The number.
  public var _plotted: _PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
}
extension String: Plottable {
  /// The category.
  public var _plotted: _PlotValue { .category(self) }
}
extension Date: Plottable {
  /// The date.
  public var _plotted: _PlotValue { .date(self) }
}

/// A labelled value of a mark: `.value("Steps", day.steps)`.
public struct PlottableValue<Value: Plottable> {
  let label: String
  let plotted: _PlotValue
  /// A value and the label of what it measures.
  public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label, plotted: value._plotted)
  }
  /// A date and the label of what it measures, binned by `unit` (placed at the date here).
  public static func value(_ label: String, _ value: Value, unit: Calendar.Component, calendar: Calendar = .current)
    -> PlottableValue<Value> where Value == Date
  {
    PlottableValue(label: label, plotted: value._plotted)
  }
  /// A value and the label of what it measures.
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: "\(label)", plotted: value._plotted)
  }
}

/// A mark's width or height.
public struct MarkDimension: Sendable {
  let points: Double?
  /// As the chart decides.
  public static let automatic = MarkDimension(points: nil)
  /// A fixed number of points.
  public static func fixed(_ points: CGFloat) -> MarkDimension { MarkDimension(points: Double(points)) }
  /// A share of the room (as the chart decides, here).
  public static func ratio(_ ratio: CGFloat) -> MarkDimension { .automatic }
  /// Inset from the room (as the chart decides, here).
  public static func inset(_ inset: CGFloat) -> MarkDimension { .automatic }
}

/// How bars of one place stack.
public struct MarkStackingMethod: Sendable, Hashable {
  let name: String
  /// On top of each other.
  public static let standard = MarkStackingMethod(name: "standard")
  /// Not stacked.
  public static let unstacked = MarkStackingMethod(name: "unstacked")
  /// Stacked to a whole.
  public static let normalized = MarkStackingMethod(name: "normalized")
  /// Around the centre.
  public static let center = MarkStackingMethod(name: "center")
}

/// How a line passes through its points (drawn straight here).
public struct InterpolationMethod: Sendable {
  /// Straight.
  public static let linear = InterpolationMethod()
  /// A smooth curve.
  public static let catmullRom = InterpolationMethod()
  /// A smooth curve that keeps to the data's shape.
  public static let monotone = InterpolationMethod()
  /// Steps at each point.
  public static let stepCenter = InterpolationMethod()
  /// Steps before each point.
  public static let stepStart = InterpolationMethod()
  /// Steps after each point.
  public static let stepEnd = InterpolationMethod()
  /// A smooth curve.
  public static let cardinal = InterpolationMethod()
}

/// One mark as the chart draws it.
public struct _Mark {
  enum Kind { case bar, line, point, area, rule, rectangle, sector }
  var kind: Kind
  var x: _PlotValue?
  var y: _PlotValue?
  var xEnd: _PlotValue?
  var yEnd: _PlotValue?
  var css: String?
  var series: String?
  var lineWidth: Double = 2
  var opacity: Double = 1
}

/// What a chart holds: marks, and content made of marks (on the main actor, as views are).
@MainActor @preconcurrency
public protocol ChartContent {
  /// The marks it is made of.
  var _marks: [_Mark] { get }
}

/// Builds a chart's content from marks, conditions and loops.
@resultBuilder @MainActor
public enum ChartContentBuilder {
  /// One piece.
  public static func buildExpression<C: ChartContent>(_ content: C) -> _ChartGroup {
    _ChartGroup(marks: content._marks)
  }
  /// Pieces in order.
  public static func buildBlock(_ parts: _ChartGroup...) -> _ChartGroup { _ChartGroup(marks: parts.flatMap(\.marks)) }
  /// A piece shown when a condition holds.
  public static func buildOptional(_ part: _ChartGroup?) -> _ChartGroup { part ?? _ChartGroup(marks: []) }
  /// One of two pieces.
  public static func buildEither(first part: _ChartGroup) -> _ChartGroup { part }
  /// One of two pieces.
  public static func buildEither(second part: _ChartGroup) -> _ChartGroup { part }
  /// Pieces from a loop.
  public static func buildArray(_ parts: [_ChartGroup]) -> _ChartGroup { _ChartGroup(marks: parts.flatMap(\.marks)) }
  /// A piece available only on some systems.
  public static func buildLimitedAvailability(_ part: _ChartGroup) -> _ChartGroup { part }
}

/// Marks built together.
public struct _ChartGroup: ChartContent, View {
  let marks: [_Mark]
  /// The marks.
  public var _marks: [_Mark] { marks }
  /// Drawn by its chart.
  public var body: some View { EmptyView() }
}

extension ForEach: ChartContent where Content: ChartContent {
  /// Each element's marks, in order.
  public var _marks: [_Mark] { _contents.flatMap(\._marks) }
}

extension TupleView: ChartContent {
  /// The marks of each piece (a loop's body with several marks).
  public var _marks: [_Mark] {
    _children.flatMap { ($0 as? any ChartContent)?._marks ?? [] }
  }
}

extension _ConditionalContent: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
  /// The marks of the branch an `if` or a `switch` took, in a `ForEach`'s view builder.
  public var _marks: [_Mark] { _branch.first?._marks ?? _branch.second?._marks ?? [] }
}

extension Optional: ChartContent where Wrapped: ChartContent {
  /// The marks, if any.
  public var _marks: [_Mark] { self?._marks ?? [] }
}

/// A mark: content of one `_Mark`, and a view so a `ForEach` can hold it.
public protocol _SingleMark: ChartContent, View {
  /// The mark.
  var mark: _Mark { get set }
}

extension _SingleMark {
  /// The mark.
  public var _marks: [_Mark] { [mark] }
  /// Drawn by its chart.
  public var body: some View { EmptyView() }
}

/// A bar.
public struct BarMark: _SingleMark {
  /// The mark.
  public var mark: _Mark
  /// A bar at `x` as tall as `y`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    mark = _Mark(kind: .bar, x: x.plotted, y: y.plotted)
  }
  /// A horizontal bar from `xStart` to `xEnd` at `y`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {
    mark = _Mark(kind: .bar, x: xStart.plotted, y: y.plotted, xEnd: xEnd.plotted)
  }
  /// A bar at `x` from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
  ) {
    mark = _Mark(kind: .bar, x: x.plotted, y: yStart.plotted, yEnd: yEnd.plotted)
  }
  /// A bar as long as `x` (a single bar of a value).
  public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic) {
    mark = _Mark(kind: .bar, x: .category(x.label), y: x.plotted)
  }
}

/// A line through the points of a series.
public struct LineMark: _SingleMark {
  /// The mark.
  public var mark: _Mark
  /// A point of the line.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = _Mark(kind: .line, x: x.plotted, y: y.plotted)
  }
  /// A point of a series' line.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    mark = _Mark(kind: .line, x: x.plotted, y: y.plotted, series: series.plotted.name)
  }
}

/// A point.
public struct PointMark: _SingleMark {
  /// The mark.
  public var mark: _Mark
  /// A point at `x`, `y`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = _Mark(kind: .point, x: x.plotted, y: y.plotted)
  }
}

/// The area under a line.
public struct AreaMark: _SingleMark {
  /// The mark.
  public var mark: _Mark
  /// A point of the area's top edge.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    mark = _Mark(kind: .area, x: x.plotted, y: y.plotted)
  }
  /// A point of a band from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    mark = _Mark(kind: .area, x: x.plotted, y: yStart.plotted, yEnd: yEnd.plotted)
  }
}

/// A straight line across the plot.
public struct RuleMark: _SingleMark {
  /// The mark.
  public var mark: _Mark
  /// A horizontal rule at `y`.
  public init<Y: Plottable>(y: PlottableValue<Y>) { mark = _Mark(kind: .rule, y: y.plotted) }
  /// A vertical rule at `x`.
  public init<X: Plottable>(x: PlottableValue<X>) { mark = _Mark(kind: .rule, x: x.plotted) }
  /// A horizontal rule from `xStart` to `xEnd` at `y`.
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = _Mark(kind: .rule, x: xStart.plotted, y: y.plotted, xEnd: xEnd.plotted)
  }
}

/// A rectangle at a point.
public struct RectangleMark: _SingleMark {
  /// The mark.
  public var mark: _Mark
  /// A rectangle at `x`, `y`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
  ) {
    mark = _Mark(kind: .rectangle, x: x.plotted, y: y.plotted)
  }
}

/// A slice of a pie or a ring.
public struct SectorMark: _SingleMark {
  /// The mark.
  public var mark: _Mark
  /// A slice as large as `angle`'s share of the whole.
  public init<A: Plottable>(
    angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat = 0
  ) {
    mark = _Mark(kind: .sector, y: angle.plotted)
  }
}

/// A point's symbol shape.
public protocol ChartSymbolShape {}

/// The symbols charts draw points with.
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
  /// A circle.
  public static let circle = BasicChartSymbolShape()
  /// A square.
  public static let square = BasicChartSymbolShape()
  /// A triangle.
  public static let triangle = BasicChartSymbolShape()
  /// A diamond.
  public static let diamond = BasicChartSymbolShape()
  /// A pentagon.
  public static let pentagon = BasicChartSymbolShape()
  /// A plus.
  public static let plus = BasicChartSymbolShape()
  /// A cross.
  public static let cross = BasicChartSymbolShape()
  /// An asterisk.
  public static let asterisk = BasicChartSymbolShape()
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  /// A circle.
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape() }
  /// A square.
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape() }
  /// A triangle.
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape() }
  /// A diamond.
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape() }
}

/// Where an annotation goes.
public enum AnnotationPosition: Sendable {
  /// Above.
  case top
  /// Below.
  case bottom
  /// Before.
  case leading
  /// After.
  case trailing
  /// Over.
  case overlay
  /// As the chart decides.
  case automatic
  /// Above, at the start.
  case topLeading
  /// Above, at the end.
  case topTrailing
  /// Below, at the start.
  case bottomLeading
  /// Below, at the end.
  case bottomTrailing
}

/// Content with its marks changed.
public struct _ModifiedMarks<Content: ChartContent>: ChartContent, View {
  let content: Content
  let change: (inout _Mark) -> Void
  /// The marks, changed.
  public var _marks: [_Mark] {
    content._marks.map { mark in
      var mark = mark
      change(&mark)
      return mark
    }
  }
  /// Drawn by its chart.
  public var body: some View { EmptyView() }
}

/// A colour a style stands for.
private struct MarkStyle: ShapeStyle {
  let css: String
}

extension ChartContent {
  /// Colours the marks.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedMarks<Self> {
    let css = style.css
    return _ModifiedMarks(content: self) { $0.css = css }
  }
  /// Colours the marks by a value: each value a series with its colour and its line in the legend.
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedMarks<Self> {
    let series = value.plotted.name
    return _ModifiedMarks(content: self) { $0.series = series }
  }
  /// Marks points by a value (the series' colour here).
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedMarks<Self> { foregroundStyle(by: value) }
  /// Places marks side by side by a value (accepted).
  public func position<D: Plottable>(by value: PlottableValue<D>, axis: Axis? = nil) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// How a line passes through its points (drawn straight).
  public func interpolationMethod(_ method: InterpolationMethod) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// The line's width and dashes.
  public func lineStyle(_ style: StrokeStyle) -> _ModifiedMarks<Self> {
    let width = Double(style.lineWidth)
    return _ModifiedMarks(content: self) { $0.lineWidth = width }
  }
  /// Rounds the bars' corners (accepted).
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// The marks' opacity.
  public func opacity(_ opacity: Double) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { $0.opacity = opacity }
  }
  /// Clips the marks to a shape (accepted).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// A shadow under the marks (accepted).
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// Blurs the marks (accepted).
  public func blur(radius: CGFloat) -> _ModifiedMarks<Self> { _ModifiedMarks(content: self) { _ in } }
  /// The points' symbol (accepted).
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// The points' symbol size (accepted).
  public func symbolSize(_ size: CGFloat) -> _ModifiedMarks<Self> { _ModifiedMarks(content: self) { _ in } }
  /// The points' symbol size (accepted).
  public func symbolSize(_ size: CGSize) -> _ModifiedMarks<Self> { _ModifiedMarks(content: self) { _ in } }
  /// A view beside each mark (accepted: not drawn).
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// What assistive technology reads (accepted).
  public func accessibilityLabel(_ label: String) -> _ModifiedMarks<Self> { _ModifiedMarks(content: self) { _ in } }
  /// What assistive technology reads as the value (accepted).
  public func accessibilityValue(_ value: String) -> _ModifiedMarks<Self> { _ModifiedMarks(content: self) { _ in } }
  /// Moves the marks (accepted).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedMarks<Self> { _ModifiedMarks(content: self) { _ in } }
  /// Moves the marks (accepted).
  public func offset(_ size: CGSize) -> _ModifiedMarks<Self> { _ModifiedMarks(content: self) { _ in } }
  /// Moves the marks' starts and ends along x (accepted).
  public func offset(xStart: CGFloat, xEnd: CGFloat = 0, y: CGFloat = 0) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// Moves the marks' starts and ends along y (accepted).
  public func offset(x: CGFloat = 0, yStart: CGFloat, yEnd: CGFloat = 0) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
}

/// A chart of marks.
public struct Chart<Content: ChartContent>: View {
  let marks: [_Mark]

  /// A chart of the marks `content` builds.
  public init(@ChartContentBuilder content: () -> Content) where Content == _ChartGroup {
    marks = content()._marks
  }

  /// A chart of each element's marks.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @ChartContentBuilder content: (Data.Element) -> _ChartGroup
  ) where Content == _ChartGroup {
    marks = data.flatMap { content($0)._marks }
  }

  /// A chart of each element's marks, elements told apart by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> _ChartGroup
  ) where Content == _ChartGroup {
    marks = data.flatMap { content($0)._marks }
  }

  /// The series colours, in order, as Apple's charts pick them.
  static var palette: [Color] { [.blue, .green, .orange, .purple, .red, .teal, .yellow, .pink] }

  /// The chart, with a legend of its series below it.
  public var body: some View {
    let series = marks.compactMap(\.series).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let colours = Dictionary(
      uniqueKeysWithValues: series.enumerated().map { ($1, Self.palette[$0 % Self.palette.count]) })
    return VStack(alignment: .leading, spacing: 8) {
      Canvas { context, size in Self.draw(marks, colours: colours, in: &context, size: size) }
      if !series.isEmpty {
        HStack(spacing: 12) {
          ForEach(series, id: \.self) { name in
            HStack(spacing: 4) {
              Circle().fill(colours[name] ?? .blue).frame(width: 8, height: 8)
              Text(name).font(.caption).foregroundStyle(.secondary)
            }
          }
        }
      }
    }
  }

  /// The marks drawn in `size`: bars, lines, areas and points on the two axes' scales, rules
  /// across, sectors around the centre; the value axis's least and most at its edge.
  static func draw(_ marks: [_Mark], colours: [String: Color], in context: inout GraphicsContext, size: CGSize) {
    func shading(_ mark: _Mark) -> GraphicsContext.Shading {
      if let css = mark.css { return .style(MarkStyle(css: css)) }
      return .color((mark.series.flatMap { colours[$0] } ?? .blue).opacity(mark.opacity))
    }
    if marks.contains(where: { $0.kind == .sector }) {
      let values = marks.compactMap { $0.y?.number }
      let total = values.reduce(0, +)
      guard total > 0 else { return }
      let centre = CGPoint(x: size.width / 2, y: size.height / 2)
      let radius = min(size.width, size.height) / 2
      var start = -Double.pi / 2
      for (index, mark) in marks.enumerated() where mark.kind == .sector {
        let share = (mark.y?.number ?? 0) / total * 2 * .pi
        var path = Path()
        path.move(to: centre)
        path.addArc(
          center: centre, radius: radius, startAngle: .radians(start), endAngle: .radians(start + share),
          clockwise: false)
        path.closeSubpath()
        let colour =
          mark.css.map { GraphicsContext.Shading.style(MarkStyle(css: $0)) }
          ?? .color(Self.palette[index % Self.palette.count])
        context.fill(path, with: colour)
        start += share
      }
      return
    }
    let bottom: CGFloat = 20
    let yNumbers = marks.flatMap { [$0.y, $0.yEnd].compactMap { $0?.number } }
    let yLow = min(0, yNumbers.min() ?? 0)
    let yHigh = max(yNumbers.max() ?? 1, yLow + 1)
    // Room at the left for the value axis's longest label, written from the canvas's edge (so
    // it is never cut, whatever size the page draws it at): about 9 points a digit.
    let left = CGFloat(max(_PlotValue.number(yHigh).name.count, _PlotValue.number(yLow).name.count)) * 9 + 8
    let plot = CGRect(x: left, y: 10, width: max(size.width - left - 4, 1), height: max(size.height - bottom - 14, 1))
    // The x axis: categories in order of first appearance, or numbers and dates from least to most.
    let xs = marks.flatMap { [$0.x, $0.xEnd].compactMap { $0 } }
    var categories: [String] = []
    for case .category(let name) in xs where !categories.contains(name) { categories.append(name) }
    let xNumbers = xs.compactMap(\.number)
    let xLow = xNumbers.min() ?? 0
    let xHigh = xNumbers.max() ?? 1
    func xPosition(_ value: _PlotValue?) -> CGFloat? {
      switch value {
      case .category(let name)?:
        guard let index = categories.firstIndex(of: name) else { return nil }
        return plot.minX + plot.width * (CGFloat(index) + 0.5) / CGFloat(max(categories.count, 1))
      case let value?:
        guard let number = value.number else { return nil }
        return plot.minX + plot.width * CGFloat(xHigh == xLow ? 0.5 : (number - xLow) / (xHigh - xLow))
      case nil: return nil
      }
    }
    // The y axis: from zero (or the least value, when below zero) to the most.
    func yPosition(_ number: Double) -> CGFloat {
      plot.maxY - plot.height * CGFloat((number - yLow) / (yHigh - yLow))
    }
    var axis = Path()
    axis.move(to: CGPoint(x: plot.minX, y: plot.maxY))
    axis.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
    context.stroke(axis, with: .color(.secondary), lineWidth: 0.5)
    context.draw(
      Text(_PlotValue.number(yHigh).name).font(.caption2), at: CGPoint(x: 0, y: plot.minY), anchor: .leading)
    context.draw(
      Text(_PlotValue.number(yLow).name).font(.caption2), at: CGPoint(x: 0, y: plot.maxY), anchor: .leading)
    let barWidth = plot.width / CGFloat(max(categories.isEmpty ? xNumbers.count : categories.count, 1)) * 0.6
    var lines: [String: [CGPoint]] = [:]
    var areas: [String: [CGPoint]] = [:]
    var order: [String] = []
    for mark in marks {
      let key = mark.series ?? mark.css ?? ""
      switch mark.kind {
      case .bar, .rectangle:
        if let xEnd = mark.xEnd, let x0 = xPosition(mark.x), let x1 = xPosition(xEnd), let y = mark.y {
          let centre = categories.isEmpty ? yPosition(y.number ?? 0) : xPosition(y) ?? plot.midY
          context.fill(
            Path(CGRect(x: min(x0, x1), y: centre - 8, width: abs(x1 - x0), height: 16)), with: shading(mark))
        } else if let x = xPosition(mark.x), let top = mark.y?.number {
          let base = mark.yEnd.flatMap(\.number).map { _ in top } ?? 0
          let high = mark.yEnd?.number ?? top
          let y0 = yPosition(max(base, yLow))
          let y1 = yPosition(high)
          context.fill(
            Path(CGRect(x: x - barWidth / 2, y: min(y0, y1), width: barWidth, height: abs(y0 - y1))),
            with: shading(mark))
        }
      case .line, .area:
        guard let x = xPosition(mark.x), let y = mark.y?.number else { continue }
        if !order.contains(key) { order.append(key) }
        if mark.kind == .line {
          lines[key, default: []].append(CGPoint(x: x, y: yPosition(y)))
        } else {
          areas[key, default: []].append(CGPoint(x: x, y: yPosition(y)))
        }
      case .point:
        guard let x = xPosition(mark.x), let y = mark.y?.number else { continue }
        context.fill(Path(ellipseIn: CGRect(x: x - 4, y: yPosition(y) - 4, width: 8, height: 8)), with: shading(mark))
      case .rule:
        var path = Path()
        if let y = mark.y?.number, mark.x == nil || mark.xEnd != nil {
          path.move(to: CGPoint(x: xPosition(mark.x) ?? plot.minX, y: yPosition(y)))
          path.addLine(to: CGPoint(x: xPosition(mark.xEnd) ?? plot.maxX, y: yPosition(y)))
        } else if let x = xPosition(mark.x) {
          path.move(to: CGPoint(x: x, y: plot.minY))
          path.addLine(to: CGPoint(x: x, y: plot.maxY))
        }
        context.stroke(path, with: shading(mark), lineWidth: mark.lineWidth / 2)
      case .sector:
        continue
      }
    }
    for key in order {
      let sample = marks.first { ($0.series ?? $0.css ?? "") == key } ?? _Mark(kind: .line)
      if let points = areas[key], let first = points.first, let last = points.last {
        var path = Path()
        path.move(to: CGPoint(x: first.x, y: plot.maxY))
        for point in points { path.addLine(to: point) }
        path.addLine(to: CGPoint(x: last.x, y: plot.maxY))
        path.closeSubpath()
        var faded = sample
        faded.opacity = sample.opacity * 0.5
        context.fill(path, with: shading(faded))
      }
      if let points = lines[key], let first = points.first {
        var path = Path()
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
        context.stroke(path, with: shading(sample), lineWidth: CGFloat(sample.lineWidth))
      }
    }
    // The category axis's names, under their places.
    for name in categories.prefix(12) {
      guard let x = xPosition(.category(name)) else { continue }
      context.draw(Text(name).font(.caption2), at: CGPoint(x: x, y: plot.maxY + 10))
    }
  }
}

/// Whether an axis or legend shows.
extension Visibility {}

extension View {
  /// Shows or hides the x axis (accepted).
  public func chartXAxis(_ visibility: Visibility) -> some View { self }
  /// Shows or hides the y axis (accepted).
  public func chartYAxis(_ visibility: Visibility) -> some View { self }
  /// The x axis's marks (accepted).
  public func chartXAxis<C>(@AxisMarkBuilder content: () -> C) -> some View { self }
  /// The y axis's marks (accepted).
  public func chartYAxis<C>(@AxisMarkBuilder content: () -> C) -> some View { self }
  /// Shows or hides the legend (accepted).
  public func chartLegend(_ visibility: Visibility) -> some View { self }
  /// Where the legend goes (accepted).
  public func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  )
    -> some View
  { self }
  /// The x scale's domain (accepted).
  public func chartXScale<D>(domain: D) -> some View { self }
  /// The y scale's domain (accepted).
  public func chartYScale<D>(domain: D) -> some View { self }
  /// The series' colours (accepted).
  public func chartForegroundStyleScale<D>(_ mapping: D) -> some View { self }
  /// The plot area's look (accepted).
  public func chartPlotStyle<C: View>(content: @escaping (_ChartPlotContent) -> C) -> some View { self }
  /// The x axis's title (accepted).
  public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic) -> some View { self }
  /// The y axis's title (accepted).
  public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic) -> some View { self }
  /// Which axes scroll (accepted).
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
  /// How much of the x axis shows (accepted).
  public func chartXVisibleDomain<L>(length: L) -> some View { self }
}

/// The plot area a `chartPlotStyle` closure is handed.
public struct _ChartPlotContent: View {
  /// Drawn by its chart.
  public var body: some View { EmptyView() }
}

/// Builds an axis's marks (accepted: the chart draws its own).
@resultBuilder
public enum AxisMarkBuilder {
  /// Any marks.
  public static func buildBlock(_ parts: Any...) -> [Any] { parts }
  /// A mark shown when a condition holds.
  public static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
  /// One of two.
  public static func buildEither(first part: [Any]) -> [Any] { part }
  /// One of two.
  public static func buildEither(second part: [Any]) -> [Any] { part }
}

/// An axis's value as its marks are handed it.
public struct AxisValue {
  /// The value as a type the app asks for.
  public func `as`<T>(_ type: T.Type) -> T? { nil }
  /// Its index among the axis's values.
  public let index: Int = 0
  /// How many values the axis has.
  public let count: Int = 0
}

/// Which values an axis marks.
public struct AxisMarkValues: Sendable {
  /// As the chart decides.
  public static let automatic = AxisMarkValues()
  /// As the chart decides, about `desiredCount` of them.
  public static func automatic(desiredCount: Int) -> AxisMarkValues { AxisMarkValues() }
  /// These values.
  public static func values<T>(_ values: [T]) -> AxisMarkValues { AxisMarkValues() }
  /// A stride of dates.
  public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues() }
}

/// Where an axis's marks go.
public struct AxisMarkPosition: Sendable, Hashable {
  let name: String
  /// As the chart decides.
  public static let automatic = AxisMarkPosition(name: "automatic")
  /// At the leading edge.
  public static let leading = AxisMarkPosition(name: "leading")
  /// At the trailing edge.
  public static let trailing = AxisMarkPosition(name: "trailing")
  /// At the top.
  public static let top = AxisMarkPosition(name: "top")
  /// At the bottom.
  public static let bottom = AxisMarkPosition(name: "bottom")
}

/// A set of axis marks' look.
public struct AxisMarkPreset: Sendable, Hashable {
  let name: String
  /// As the chart decides.
  public static let automatic = AxisMarkPreset(name: "automatic")
  /// Extended: grid lines across the plot.
  public static let extended = AxisMarkPreset(name: "extended")
  /// Aligned with the plot.
  public static let aligned = AxisMarkPreset(name: "aligned")
  /// Inset within the plot.
  public static let inset = AxisMarkPreset(name: "inset")
}

/// An axis's marks.
public struct AxisMarks {
  /// Marks at the chart's values.
  public init() {}
  /// Marks at `values`, each made by `content`.
  public init<C>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil,
    @AxisMarkBuilder content: @escaping (AxisValue) -> C
  ) {}
  /// Marks at `values`.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) {}
  /// Marks at `values`, all made by `content`.
  public init<C>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil, @AxisMarkBuilder content: () -> C
  ) {}
  /// Marks at `values`, labelled in `format` (`.percent`, `.dateTime.month()`).
  public init<Format: FormatStyle>(
    format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) where Format.FormatInput: Plottable, Format.FormatOutput == String {}
  /// Marks at these values, labelled in `format`.
  public init<Value: Plottable, Format: FormatStyle>(
    format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
    stroke: StrokeStyle? = nil
  ) where Value == Format.FormatInput, Format.FormatOutput == String {}
  /// Marks at these values (`values: [0, 50, 100]`).
  public init<V: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
    stroke: StrokeStyle? = nil
  ) {}
  /// Marks at these values, each made by `content`.
  public init<V: Plottable, C>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
    stroke: StrokeStyle? = nil, @AxisMarkBuilder content: @escaping (AxisValue) -> C
  ) {}
  /// Marks at these values, all made by `content`.
  public init<V: Plottable, C>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
    stroke: StrokeStyle? = nil, @AxisMarkBuilder content: () -> C
  ) {}
}

/// What an axis mark's look is changed by (accepted: the chart draws its own axes).
public protocol AxisMark {}

extension AxisMark {
  /// Its colour (accepted).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
  /// Its font (accepted).
  public func font(_ font: Font?) -> Self { self }
  /// Moves it (accepted).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  /// Its line (accepted).
  public func stroke(_ style: StrokeStyle) -> Self { self }
}

extension AxisGridLine: AxisMark {}
extension AxisTick: AxisMark {}
extension AxisValueLabel: AxisMark {}

/// A grid line at an axis value.
public struct AxisGridLine {
  /// A grid line.
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick at an axis value.
public struct AxisTick {
  /// A tick.
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

/// An axis value's label.
public struct AxisValueLabel {
  /// The value's own label.
  public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil) {}
  /// A label of the app's own.
  public init<C: View>(centered: Bool? = nil, @ViewBuilder content: () -> C) {}
  /// A label in a format.
  public init<F: FormatStyle>(format: F, centered: Bool? = nil) {}
  /// A label of the given text.
  public init<S: StringProtocol>(
    _ text: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {}
  /// A label in a format, with its anchor and how many lines it may take.
  public init<F: FormatStyle>(
    format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {}
  /// A label of the app's own, with its anchor and collision handling.
  public init<C: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> C
  ) {}
}

/// What an axis does with labels that would overlap.
public struct AxisValueLabelCollisionResolution: Sendable {
  /// As the chart decides.
  public static let automatic = AxisValueLabelCollisionResolution()
  /// Some are left out.
  public static let greedy = AxisValueLabelCollisionResolution()
  /// Some are left out, keeping the first and last.
  public static func greedy(minimumSpacing: CGFloat = 0, priority: Double = 0) -> AxisValueLabelCollisionResolution {
    AxisValueLabelCollisionResolution()
  }
  /// They are truncated.
  public static let truncate = AxisValueLabelCollisionResolution()
  /// None is left out.
  public static let disabled = AxisValueLabelCollisionResolution()
}

/// Which way an axis label runs.
public struct AxisValueLabelOrientation: Sendable {
  /// As the chart decides.
  public static let automatic = AxisValueLabelOrientation()
  /// Horizontal.
  public static let horizontal = AxisValueLabelOrientation()
  /// Vertical.
  public static let vertical = AxisValueLabelOrientation()
  /// Turned vertical the other way.
  public static let verticalReversed = AxisValueLabelOrientation()
}

/// Marks grouped, as `Chart`'s content (iOS 17's `Plot { … }`).
public struct Plot<Content: ChartContent>: ChartContent, View {
  let content: Content
  /// The marks `content` builds.
  public init(@ChartContentBuilder content: () -> Content) where Content == _ChartGroup { self.content = content() }
  /// The marks.
  public var _marks: [_Mark] { content._marks }
  /// Drawn by its chart.
  public var body: some View { EmptyView() }
}

/// What a chart's plot and its values are, for overlays and backgrounds that place views on it
/// (`chartOverlay { proxy in … }`): on a page, the plot is the chart's whole frame.
public struct ChartProxy {
  /// The plot area's frame.
  public var plotFrame: Anchor<CGRect>? { Anchor(resolvedValue: CGRect(x: 0, y: 0, width: 350, height: 200)) }
  /// The plot area's frame (before iOS 17).
  public var plotAreaFrame: Anchor<CGRect> { Anchor(resolvedValue: CGRect(x: 0, y: 0, width: 350, height: 200)) }
  /// The plot area's size.
  public var plotSize: CGSize { CGSize(width: 350, height: 200) }
  /// The plot area's size (before iOS 17).
  public var plotAreaSize: CGSize { plotSize }
  /// The x value at a position (none: the page draws the chart).
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
  /// The y value at a position (none).
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
  /// The values at a point (none).
  public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type) -> (X, Y)? { nil }
  /// Where an x value is (none).
  public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
  /// Where a y value is (none).
  public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
}

/// How an annotation that would leave the chart is kept in it.
public struct AnnotationOverflowResolution: Sendable {
  /// Per axis.
  public struct Strategy: Sendable {
    /// As the chart decides.
    public static let automatic = Strategy()
    /// Moved to fit.
    public static let fit = Strategy()
    /// Moved to fit within a boundary.
    public static func fit(to boundary: Boundary) -> Strategy { Strategy() }
    /// Let out.
    public static let disabled = Strategy()
    /// The scale padded to make room.
    public static let padScale = Strategy()
  }
  /// What an annotation is kept within.
  public struct Boundary: Sendable {
    /// The plot.
    public static let plot = Boundary()
    /// The chart.
    public static let chart = Boundary()
    /// The automatic boundary.
    public static let automatic = Boundary()
  }
  /// Strategies per axis.
  public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
  /// As the chart decides.
  public static let automatic = AnnotationOverflowResolution()
}

extension MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// A fixed size in points (`BarMark(width: 20)`).
  public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
  /// A fixed size in points.
  public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
}

extension ChartContent {
  /// A view beside each mark, kept inside the chart as `overflowResolution` says (accepted).
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
  ) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// A view as the points' symbol (accepted).
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// The marks' z order (accepted).
  public func zIndex(_ value: Double) -> _ModifiedMarks<Self> { _ModifiedMarks(content: self) { _ in } }
  /// Masks the marks (accepted).
  public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> _ModifiedMarks<Self> {
    _ModifiedMarks(content: self) { _ in }
  }
  /// Hidden from assistive technology (accepted).
  public func accessibilityHidden(_ hidden: Bool) -> _ModifiedMarks<Self> { _ModifiedMarks(content: self) { _ in } }
}

extension View {
  /// A view over the chart's plot, given its proxy (drawn over the chart).
  public func chartOverlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> some View {
    overlay(alignment: alignment) { content(ChartProxy()) }
  }
  /// A view behind the chart's plot, given its proxy (drawn behind the chart).
  public func chartBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> some View {
    background(alignment: alignment) { content(ChartProxy()) }
  }
  /// The symbols' scale by value (accepted).
  public func chartSymbolScale<D>(_ mapping: D) -> some View { self }
  /// The symbols' scale by value, as domain and range (accepted).
  public func chartSymbolScale<D, R>(domain: D, range: R) -> some View { self }
  /// The colours of each series, by value (accepted: series take the page's palette).
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
    self
  }
  /// The colours of each series, as domain and range (accepted).
  public func chartForegroundStyleScale<D, R>(domain: D, range: R) -> some View { self }
  /// The colours of each series, by a function (accepted).
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View {
    self
  }
  /// The x scale's domain and range (accepted).
  public func chartXScale<D, R>(domain: D, range: R) -> some View { self }
  /// The y scale's domain and range (accepted).
  public func chartYScale<D, R>(domain: D, range: R) -> some View { self }
  /// The x scale's domain and kind (accepted).
  public func chartXScale<D>(domain: D, type: ScaleType) -> some View { self }
  /// The y scale's domain and kind (accepted).
  public func chartYScale<D>(domain: D, type: ScaleType) -> some View { self }
  /// The x scale's range (accepted).
  public func chartXScale<R>(range: R) -> some View { self }
  /// The y scale's range (accepted).
  public func chartYScale<R>(range: R) -> some View { self }
  /// The x axis's style (accepted).
  public func chartXAxisStyle<C: View>(@ViewBuilder content: @escaping (_ChartPlotContent) -> C) -> some View { self }
  /// The y axis's style (accepted).
  public func chartYAxisStyle<C: View>(@ViewBuilder content: @escaping (_ChartPlotContent) -> C) -> some View { self }
  /// The x axis's title as a view (accepted).
  public func chartXAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View { self }
  /// The y axis's title as a view (accepted).
  public func chartYAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View { self }
  /// The legend as a view of the app's own (accepted).
  public func chartLegend<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View { self }
  /// The x value a person selects (none is selected on a page).
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  /// The y value a person selects (none is selected on a page).
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  /// The x range a person selects (none on a page).
  public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
  /// The angle a person selects in a pie (none on a page).
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  /// Where a scrollable chart is scrolled to (accepted).
  public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
  /// Where a scrollable chart starts (accepted).
  public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
  /// How a scrollable chart settles (accepted).
  public func chartScrollTargetBehavior<B: ChartScrollTargetBehavior>(_ behavior: B) -> some View { self }
  /// How much of the y axis shows (accepted).
  public func chartYVisibleDomain<L>(length: L) -> some View { self }
  /// A gesture on the chart, given its proxy (accepted).
  public func chartGesture<G>(_ gesture: @escaping (ChartProxy) -> G) -> some View { self }
}

/// How a scrollable chart settles after a scroll.
public protocol ChartScrollTargetBehavior {}

/// Settling on values: whole days, whole units.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
  /// What a scroll that goes far settles on.
  public struct MajorValueAlignment: Sendable {
    /// Whole pages.
    public static let page = MajorValueAlignment()
    /// Dates matching these components.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
    /// Multiples of a unit.
    public static func unit(_ value: Double) -> MajorValueAlignment { MajorValueAlignment() }
  }
  /// What happens at the ends.
  public struct LimitBehavior: Sendable {
    /// As the chart decides.
    public static let automatic = LimitBehavior()
    /// Always settles on a value.
    public static let always = LimitBehavior()
    /// Never past the ends.
    public static let never = LimitBehavior()
  }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
  /// Settles on dates matching `components`.
  public static func valueAligned(
    matching components: DateComponents,
    majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment = .page,
    limitBehavior: ValueAlignedChartScrollTargetBehavior.LimitBehavior = .automatic
  ) -> ValueAlignedChartScrollTargetBehavior { ValueAlignedChartScrollTargetBehavior() }
  /// Settles on multiples of `unit`.
  public static func valueAligned(
    unit: Double, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment = .page,
    limitBehavior: ValueAlignedChartScrollTargetBehavior.LimitBehavior = .automatic
  ) -> ValueAlignedChartScrollTargetBehavior { ValueAlignedChartScrollTargetBehavior() }
}

/// How a scale maps values.
public struct ScaleType: Sendable {
  /// Linear.
  public static let linear = ScaleType()
  /// Logarithmic.
  public static let log = ScaleType()
  /// Square root.
  public static let squareRoot = ScaleType()
  /// By category.
  public static let category = ScaleType()
  /// By date.
  public static let date = ScaleType()
  /// As the chart decides.
  public static let automatic = ScaleType()
  /// A power.
  public static func power(exponent: Double) -> ScaleType { ScaleType() }
  /// Symmetric logarithmic.
  public static let symmetricLog = ScaleType()
}
