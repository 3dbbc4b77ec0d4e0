@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
import Testing

@_spi(Host) @testable import SwiftUI

// Written the way pre-iOS-17 tutorials write a shared model.

final class Order: ObservableObject {
  @Published var items: [String] = []
  @Published var tip = 15
  var made = 0  // not published: changing it alone does not re-render

  init() { Order.instances += 1 }
  nonisolated(unsafe) static var instances = 0
}

struct OrderScreen: View {
  @StateObject private var order = Order()
  @State private var showSummary = true

  var body: some View {
    VStack {
      Text("\(order.items.count) items, tip \(order.tip)%")
      Button("Add coffee") { order.items.append("Coffee") }
      Stepper("Tip", value: $order.tip, in: 0...30)
      Toggle("Summary", isOn: $showSummary)
      if showSummary {
        OrderSummary(order: order)
      }
    }
    .environmentObject(order)
  }
}

struct OrderSummary: View {
  @ObservedObject var order: Order

  var body: some View {
    VStack {
      Text("Summary: \(order.items.joined(separator: ", "))")
      Checkout()
    }
  }
}

struct Checkout: View {
  @EnvironmentObject var order: Order

  var body: some View {
    Button("Clear") { order.items.removeAll() }
  }
}

final class Ticker: ObservableObject {
  var value = 0
  func bump() {
    value += 1
    objectWillChange.send()
  }
}

struct TickerView: View {
  @StateObject var ticker = Ticker()
  var body: some View {
    Button("Tick \(ticker.value)") { ticker.bump() }
  }
}

@MainActor
@Suite("ObservableObject, @Published, @StateObject, @ObservedObject, @EnvironmentObject")
struct ObservableObjectTests {
  @Test("@Published changes re-render; the @StateObject is made once and kept across renders")
  func publishedAndStateObject() {
    Order.instances = 0
    let graph = ViewGraph(OrderScreen())
    graph.render()
    #expect(graph.tree.texts.contains("0 items, tip 15%"))
    #expect(!graph.needsRender)
    graph.act(.button, "Add coffee", .tap)
    #expect(graph.tree.texts.contains("1 items, tip 15%"))
    #expect(graph.tree.texts.contains("Summary: Coffee"), "the @ObservedObject child sees the same object")
    #expect(graph.act(.stepper, "Tip", .increment))
    #expect(graph.tree.texts.contains("1 items, tip 16%"), "$order.tip is a binding into the object")
    #expect(Order.instances == 1, "made once, whatever the renders")
  }

  @Test("a change re-renders the graphs that show the object, and no other")
  func precise() {
    let order = Order()
    let shown = ViewGraph(OrderSummary(order: order))
    shown.render()
    let other = ViewGraph(TickerView())
    other.render()
    ViewGraph.invalidateLive(showing: ObjectIdentifier(order))
    #expect(shown.needsRender, "the graph that shows the object renders again")
    #expect(!other.needsRender, "an unrelated interface is left alone")
    shown.render()
    ViewGraph.invalidateLive(showing: ObjectIdentifier(Order()))
    #expect(!shown.needsRender && !other.needsRender, "an object nobody shows re-renders nothing")
  }

  @Test("@EnvironmentObject reads the object an ancestor put there")
  func environmentObject() {
    let graph = ViewGraph(OrderScreen())
    graph.render()
    graph.act(.button, "Add coffee", .tap)
    graph.act(.button, "Clear", .tap)
    #expect(graph.tree.texts.contains("0 items, tip 15%"))
  }

  @Test("a view that goes away loses its @StateObject; objectWillChange.send() re-renders")
  func identityAndManualSend() {
    let graph = ViewGraph(TickerView())
    graph.render()
    graph.act(.button, "Tick 0", .tap)
    #expect(graph.tree.find(.button, "Tick 1") != nil)
  }
}
