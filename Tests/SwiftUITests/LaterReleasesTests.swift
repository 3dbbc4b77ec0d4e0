import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
import Testing
import WebKit

@_spi(Host) @testable import SwiftUI

// What iOS 18 and 26 added, as apps written for them use it: Liquid Glass, geometry observers,
// container values and sections, text renderers, the bars' additions and WebKit's web view.

/// A card on glass, a tinted pane, glass switched off, and glass buttons.
struct GlassScreen: View {
  var body: some View {
    GlassEffectContainer(spacing: 20) {
      VStack {
        Text("On glass").padding().glassEffect()
        Text("Tinted").padding().glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 16))
        Text("Plain").padding().glassEffect(.identity)
        Button("Glass") {}.buttonStyle(.glass)
        Button("Prominent") {}.buttonStyle(.glassProminent)
      }
    }
  }
}

/// A size measured by `onGeometryChange`, shown back.
struct MeasuredBox: View {
  @State private var size = CGSize.zero
  @State private var changes = 0
  var body: some View {
    VStack {
      Color.orange
        .frame(width: 120, height: 80)
        .onGeometryChange(for: CGSize.self) { proxy in
          proxy.size
        } action: { newSize in
          size = newSize
          changes += 1
        }
      Text("Measured \(Int(size.width)) × \(Int(size.height))")
      Text("Changes \(changes)")
    }
  }
}

/// A container that reads a value each subview set for it, and one that lists sections.
struct BadgeEntry: ContainerValueKey {
  static let defaultValue = "none"
}

extension ContainerValues {
  var badge: String {
    get { self[BadgeEntry.self] }
    set { self[BadgeEntry.self] = newValue }
  }
}

struct BadgedList<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack {
      ForEach(subviews: content) { subview in
        HStack {
          subview
          Text("badge \(subview.containerValues.badge)")
        }
      }
      Group(sections: content) { sections in
        Text("\(sections.count) sections")
        ForEach(sections) { section in
          Text("header \(section.header.isEmpty ? "none" : "set"), \(section.content.count) rows")
        }
      }
    }
  }
}

struct BadgedScreen: View {
  var body: some View {
    BadgedList {
      Text("Apples").containerValue(\.badge, "new")
      Text("Pears")
      Section("Later") {
        Text("Plums")
        Text("Figs")
      }
    }
  }
}

/// Apple's text renderer sample's shape: it reads runs and slices and draws them itself.
struct EmphasisAttribute: TextAttribute {}

struct RisingRenderer: TextRenderer {
  var elapsedTime: Double
  var animatableData: Double {
    get { elapsedTime }
    set { elapsedTime = newValue }
  }
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      for run in line where run[EmphasisAttribute.self] != nil {
        for slice in run {
          var copy = context
          copy.opacity = UnitCurve.easeIn.value(at: elapsedTime)
          copy.translateBy(x: 0, y: slice.typographicBounds.rect.height * (1 - elapsedTime))
          copy.draw(slice, options: .disablesSubpixelQuantization)
        }
      }
    }
  }
}

struct BarsScreen: View {
  @State private var notes = AttributedString("Rich notes")
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") {
        NavigationStack {
          VStack {
            Text("Rising").customAttribute(EmphasisAttribute()).textRenderer(RisingRenderer(elapsedTime: 0))
            TextEditor(text: $notes)
            WebView(url: URL(string: "https://www.swift.org/documentation/"))
          }
          .navigationTitle("Home")
          .navigationSubtitle("Three items")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }.sharedBackgroundVisibility(.hidden)
          }
          .safeAreaBar(edge: .top) { Text("Filter bar") }
          .scrollEdgeEffectStyle(.soft, for: .top)
        }
      }
      Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("Find") }
    }
    .tabBarMinimizeBehavior(.onScrollDown)
    .tabViewBottomAccessory { Text("Now playing") }
  }
}

@MainActor
@Suite("iOS 18 and 26: glass, geometry, container values, renderers, bars")
struct LaterReleasesTests {
  @Test(
    "glass is a see-through pane in the view's shape, tinted when asked; identity draws none; glass buttons by name")
  func glass() throws {
    let tree = ViewGraph(GlassScreen()).rendered
    let panes = tree.all(.shape).compactMap { shape -> (String, String)? in
      guard let fill = shape.properties["fill"]?.string, fill.contains("var(--card) 65%") else { return nil }
      return (shape.properties["shape"]?.string ?? "", fill)
    }
    #expect(panes.count == 2, "the regular pane and the tinted one; identity adds none")
    #expect(panes[0].0 == "capsule", "glass takes a capsule when no shape is given")
    #expect(panes[1].0 == "roundedRectangle")
    #expect(panes[1].1.contains(Color.blue.css), "the tint is mixed in")
    #expect(!panes[0].1.contains(Color.blue.css))
    #expect(tree.find(.button, "Glass")?.properties["appearance"] == "glass")
    #expect(tree.find(.button, "Prominent")?.properties["appearance"] == "glassProminent")
    #expect(tree.texts.contains("Plain"))
  }

  @Test("onGeometryChange hands the action the laid-out size at first, and not again while it stays")
  func geometryChange() {
    let graph = ViewGraph(MeasuredBox())
    graph.render()
    graph.render()
    #expect(graph.tree.texts.contains("Measured 120 × 80"))
    #expect(graph.tree.texts.contains("Changes 1"))
  }

  @Test("subviews carry the container values set on them; sections split the content with their headers")
  func containerValues() {
    let texts = ViewGraph(BadgedScreen()).rendered.texts
    #expect(texts.contains("badge new"))
    #expect(texts.filter { $0 == "badge none" }.count == 2, "Pears and the section keep the default")
    #expect(texts.contains("2 sections"))
    #expect(texts.contains("header none, 2 rows"), "loose views make one section without a header")
    #expect(texts.contains("header set, 2 rows"))
  }

  @Test("a text renderer's text is drawn as it is; the bars' additions show what they hold")
  func bars() {
    let graph = ViewGraph(BarsScreen())
    let tree = graph.rendered
    #expect(graph.title == "Home", "the shown tab's title, with the accessory under its content")
    let texts = tree.texts
    #expect(texts.contains("Rising"))
    #expect(texts.contains("Filter bar"))
    #expect(texts.contains("Now playing"))
    let panel = tree.find(.tabPanel)
    #expect(panel?.texts.last == "Now playing", "the accessory sits under the shown tab's content, above the bar")
    #expect(tree.find(.tabBar)?.texts.contains("Now playing") == false)
    #expect(tree.find(.button, "Share") != nil)
    #expect(tree.all(.textField).contains { $0.properties["value"] == "Rich notes" })
    #expect(tree.find(.link) != nil || texts.contains("www.swift.org"), "the web view links its address")
  }

  @Test("unit curves and springs evaluate as their definitions say")
  func curvesAndSprings() {
    #expect(abs(UnitCurve.linear.value(at: 0.25) - 0.25) < 1e-6)
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6, "the symmetric curve passes its middle")
    // CSS's ease-in (the same control points) at half time: 0.3153.
    #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.3153) < 1e-3)
    #expect(UnitCurve.easeOut.value(at: 0) == 0 && abs(UnitCurve.easeOut.value(at: 1) - 1) < 1e-9)
    #expect(UnitCurve.easeIn.velocity(at: 0) == 0, "ease-in starts at rest")
    let smooth = Spring(duration: 0.5, bounce: 0)
    #expect(smooth.value(target: 1.0, time: 0) == 0)
    #expect(abs(smooth.value(target: 1.0, time: 3) - 1) < 1e-6, "it settles on its target")
    // Damping ratio 0.6: the first peak overshoots by exp(-ζπ/√(1-ζ²)) ≈ 0.0948.
    let bouncy = Spring(duration: 0.5, bounce: 0.4)
    let peak = stride(from: 0.0, through: 1.0, by: 0.001).map { bouncy.value(target: 1.0, time: $0) }.max() ?? 0
    #expect(
      abs(peak - (1 + Foundation.exp(-0.6 * Double.pi / 0.8))) < 1e-4,
      "a bouncy spring overshoots as a damped oscillator")
    #expect(smooth.value(fromValue: 10.0, toValue: 20.0, time: 3) > 19.99)
  }

  @Test("colours mix in CSS as iOS 18's mix(with:by:) says")
  func colourMix() {
    #expect(
      Color.red.mix(with: .blue, by: 0.25).css == "color-mix(in oklab, \(Color.red.css) 75%, \(Color.blue.css) 25%)")
    #expect(Color.red.mix(with: .blue, by: 2, in: .device).css.hasSuffix("\(Color.blue.css) 100%)"))
  }
}
