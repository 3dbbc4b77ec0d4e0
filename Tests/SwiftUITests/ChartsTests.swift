import Charts
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// A day of steps and of sleep, as chart tutorials keep them.
struct DayRecord: Identifiable {
  let id = UUID()
  let day: String
  let steps: Int
  let kind: String
}

struct StepsChart: View {
  let records = [
    DayRecord(day: "Mon", steps: 4000, kind: "Walk"), DayRecord(day: "Tue", steps: 8000, kind: "Walk"),
    DayRecord(day: "Wed", steps: 6000, kind: "Walk"),
  ]
  let runs = [DayRecord(day: "Mon", steps: 1000, kind: "Run"), DayRecord(day: "Tue", steps: 3000, kind: "Run")]
  var body: some View {
    VStack {
      Text("Steps")
      Chart(records) { record in
        BarMark(x: .value("Day", record.day), y: .value("Steps", record.steps))
          .foregroundStyle(.orange)
      }
      .frame(height: 200)
      Chart {
        ForEach(records + runs) { record in
          LineMark(x: .value("Day", record.day), y: .value("Steps", record.steps))
            .foregroundStyle(by: .value("Kind", record.kind))
          PointMark(x: .value("Day", record.day), y: .value("Steps", record.steps))
        }
        RuleMark(y: .value("Goal", 7000))
      }
      .chartLegend(.visible)
      .chartYAxis(.hidden)
      .frame(height: 200)
      Chart(records) { SectorMark(angle: .value("Steps", $0.steps)) }.frame(width: 100, height: 100)
      Chart(records) {
        LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps), series: .value("City", "Oslo"))
      }
    }
  }
}

/// Charts as iOS 17 tutorials write them: a `Plot`, axes with values, colours by series,
/// fixed widths, a donut, annotations kept in the chart, an overlay on the plot.
struct DashboardChart: View {
  let records = [
    DayRecord(day: "Mon", steps: 4000, kind: "Walk"), DayRecord(day: "Tue", steps: 8000, kind: "Run"),
  ]
  var body: some View {
    VStack {
      Chart {
        Plot {
          ForEach(records) { record in
            BarMark(x: .value("Day", record.day), y: .value("Steps", record.steps), width: 20)
              .foregroundStyle(by: .value("Kind", record.kind))
              .annotation(position: .top, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                Text("\(record.steps)")
              }
          }
        }
        RuleMark(y: .value("Goal", 7000)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
      }
      .chartForegroundStyleScale(["Walk": .green, "Run": .purple])
      .chartYAxis {
        AxisMarks(position: .leading, values: [0, 4000, 8000]) {
          AxisGridLine().foregroundStyle(.gray.opacity(0.3))
          AxisValueLabel(format: IntegerFormatStyle<Int>.number)
        }
      }
      .chartXAxis { AxisMarks(values: .automatic) { value in AxisValueLabel() } }
      .chartOverlay { proxy in
        GeometryReader { geometry in
          Rectangle().fill(.clear).frame(width: geometry[proxy.plotFrame!].width)
        }
      }
      .frame(height: 200)
      Chart(records) { record in
        SectorMark(angle: .value("Steps", record.steps), innerRadius: .ratio(0.618), angularInset: 1.5)
          .cornerRadius(5)
        LineMark(x: .value("Day", record.day), y: .value("Steps", record.steps))
          .interpolationMethod(.catmullRom)
          .symbol { Circle().frame(width: 6) }
      }
      .chartSymbolScale(["Walk": Circle()])
      .frame(height: 120)
    }
  }
}

/// A chart whose marks an `if` and a `switch` choose inside `ForEach`, as chart-type pickers do.
struct SwitchingChart: View {
  enum Kind { case bar, line }
  let kind: Kind
  let records = [DayRecord(day: "Mon", steps: 4000, kind: "Walk"), DayRecord(day: "Tue", steps: 8000, kind: "Run")]
  var body: some View {
    Chart {
      ForEach(records) { record in
        switch kind {
        case .bar: BarMark(x: .value("Day", record.day), y: .value("Steps", record.steps))
        case .line: LineMark(x: .value("Day", record.day), y: .value("Steps", record.steps))
        }
        if record.steps > 5000 {
          PointMark(x: .value("Day", record.day), y: .value("Steps", record.steps))
        }
      }
    }
    .chartScrollTargetBehavior(
      .valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1)))
    )
    .chartXAxis { AxisMarks { AxisGridLine() } }
    .frame(height: 200)
  }
}

@MainActor
@Suite("Swift Charts drawn on a canvas")
struct ChartsTests {
  @Test("marks chosen by if and switch inside ForEach are drawn, each branch's own")
  func conditionalMarks() throws {
    func counts(_ kind: SwitchingChart.Kind) -> (filled: Int, stroked: Int) {
      let graph = ViewGraph(SwitchingChart(kind: kind))
      graph.render()
      let items = graph.tree.all(.canvas).first?.properties["items"]?.array ?? []
      return (items.filter { $0["fill"] != nil }.count, items.filter { $0["stroke"] != nil }.count)
    }
    let bar = counts(.bar)
    let line = counts(.line)
    #expect(bar.filled == 3, "two bars and Tuesday's point")
    #expect(line.filled == 1 && line.stroked == bar.stroked + 1, "a line and Tuesday's point: \(bar) \(line)")
  }

  @Test("iOS 17's chart API compiles and draws its marks: Plot, axis values, style scales, mark widths, overlays")
  func dashboard() throws {
    let graph = ViewGraph(DashboardChart())
    graph.render()
    let canvases = graph.tree.all(.canvas)
    #expect(canvases.count == 2)
    let items = canvases.first?.properties["items"]?.array ?? []
    #expect(items.count >= 3, "two bars and a rule: \(items.count)")
  }

  @Test("bars at their categories and heights, series' lines with a legend, a rule, a pie's sectors")
  func marks() throws {
    let graph = ViewGraph(StepsChart())
    graph.render()
    let canvases = graph.tree.all(.canvas)
    #expect(canvases.count == 4)
    func items(_ node: Node) -> [JSON] { node.properties["items"]?.array ?? [] }
    // Three orange bars, the tallest (Tuesday's 8000) reaching the top of the plot.
    let bars = items(canvases[0]).filter { $0["fill"]?.string == Color.orange.css }
    #expect(bars.count == 3)
    let names = items(canvases[0]).compactMap { $0["text"]?.string }
    #expect(names.contains("Mon") && names.contains("Tue") && names.contains("Wed") && names.contains("8000"))
    // Two series' lines, five points, the goal's rule; the legend names both series as text.
    let strokes = items(canvases[1]).filter { $0["stroke"] != nil && $0["lineWidth"]?.number == 2 }
    #expect(strokes.count == 2)
    #expect(items(canvases[1]).filter { ($0["d"]?.string ?? "").contains("A") || $0["fill"] != nil }.count >= 5)
    #expect(graph.tree.texts.contains("Walk") && graph.tree.texts.contains("Run"))
    #expect(graph.tree.texts.contains("Oslo"), "a line's series is named as its value is written")
    // One sector a record.
    #expect(items(canvases[2]).filter { $0["fill"] != nil }.count == 3)
  }
}
