@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

// Shapes, gradients and effects, as tutorial screens use them.

struct Badge: View {
  var body: some View {
    ZStack {
      Circle()
        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
        .frame(width: 80, height: 80)
      RoundedRectangle(cornerRadius: 12).stroke(.red, lineWidth: 3)
      Capsule().fill(.regularMaterial)
      Text("7")
        .padding()
        .background(.ultraThinMaterial, in: Capsule())
        .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
        .clipShape(.rect(cornerRadius: 8))
        .scaleEffect(1.5)
        .rotationEffect(.degrees(45))
        .shadow(radius: 4)
        .border(Color.gray, width: 2)
    }
    .ignoresSafeArea()
  }
}

@MainActor
@Suite("Shapes, gradients, materials and effects")
struct ShapeTests {
  @Test("shapes are nodes with their outline, fill and stroke")
  func shapes() throws {
    let graph = ViewGraph(Badge())
    graph.render()
    let circle = try #require(graph.tree.find(.shape))
    #expect(circle.properties["shape"] == "circle")
    #expect(circle.properties["fill"] == "linear-gradient(180deg, var(--blue) 0%, var(--purple) 100%)")
    #expect(circle.style[.frame]?["width"] == 80)
    let rounded = graph.tree.children[0].children.first { $0.properties["shape"] == "roundedRectangle" }
    #expect(rounded?.properties["cornerRadius"] == 12)
    #expect(rounded?.properties["stroke"] == "var(--red)" && rounded?.properties["lineWidth"] == 3)
    #expect(rounded?.properties["fill"] == "transparent")
    let capsule = graph.tree.children[0].children.first { $0.properties["shape"] == "capsule" }
    #expect(capsule?.properties["fill"]?.string?.hasPrefix("color-mix(in srgb, var(--card) 75%") == true)
  }

  @Test("overlays and backgrounds are layers around the view; effects are its style")
  func layersAndEffects() throws {
    let graph = ViewGraph(Badge())
    graph.render()
    let layered = try #require(graph.tree.find(.layered))
    #expect(layered.style[.scale] == [1.5, 1.5])
    #expect(layered.style[.rotation] == 45)
    #expect(layered.style[.clip]?["shape"] == "roundedRectangle")
    #expect(layered.style[.border]?["width"] == 2)
    #expect(layered.style[.shadow]?["radius"] == 4)
    // The overlay is outermost: its layers are the background-wrapped text, then the dot.
    #expect(layered.children.map { $0.properties["role"]?.string } == ["base", "decoration"])
    #expect(layered.children[1].properties["alignment"] == "trailing-top")
    let inner = try #require(layered.children[0].children.first)
    #expect(inner.kind == .layered)
    #expect(inner.children.map { $0.properties["role"]?.string } == ["decoration", "base"], "a background is behind")
    #expect(inner.find(.text, "7") != nil)
  }

  @Test("gradients point the way SwiftUI's do, in CSS's angles")
  func gradients() {
    #expect(
      LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).css.hasPrefix(
        "linear-gradient(90deg"))
    #expect(
      LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing).css.hasPrefix(
        "linear-gradient(135deg"))
    #expect(
      LinearGradient(
        stops: [.init(color: .red, location: 0.25), .init(color: .blue, location: 1)], startPoint: .top,
        endPoint: .bottom
      ).css
        == "linear-gradient(180deg, var(--red) 25%, var(--blue) 100%)")
    #expect(
      RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50).css.hasPrefix(
        "radial-gradient(circle 50px at 50% 50%"))
    #expect(AngularGradient(colors: [.red, .green], center: .center).css.hasPrefix("conic-gradient(from 90deg"))
  }
}
