@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// The seed's DrinkPicker content view, verbatim.
struct DrinkPickerContentView: View {
  @State private var drink = "Coffee"

  var body: some View {
    Form {
      Picker("Drink", selection: $drink) {
        Text("Coffee").tag("Coffee")
        Text("Tea").tag("Tea")
      }
      Button("Done") {
        RunContext.current.finish(with: .text(drink))
      }
    }
  }
}

@MainActor
@Suite("The seed's DrinkPicker renders as a form")
struct SeedSampleTests {
  @Test("its first render, as sorted JSON")
  func firstRender() {
    let graph = ViewGraph(DrinkPickerContentView())
    let message = graph.render()
    #expect(message.version == 1)
    #expect(
      message.tree.text
        == #"{"children":[{"children":[{"children":[{"appearance":"menu","frame":[32,27,326,22],"id":"DrinkPickerContentView/0","inList":true,"kind":"picker","label":"Drink","labelHidden":false,"options":[{"label":"Coffee","value":"0"},{"label":"Tea","value":"1"}],"selected":"0"},{"appearance":"automatic","children":[{"font":{"lineHeight":22,"size":17,"weight":400},"frame":[32,71,42.22,22],"kind":"text","text":"Done"}],"frame":[32,71,326,22],"id":"DrinkPickerContentView/1","inList":true,"kind":"button","title":"Done"}],"frame":[16,16,358,88],"kind":"section","listStyle":"insetGrouped","rowFrames":[[16,16,358,44],[16,60,358,44]],"rowsFrame":[16,16,358,88]}],"frame":[0,0,390,844],"kind":"form","listStyle":"insetGrouped"}],"frame":[0,0,390,844],"kind":"root"}"#
    )
  }

  @Test("choosing Tea selects it in the next render")
  func chooseTea() throws {
    let graph = ViewGraph(DrinkPickerContentView())
    graph.render()
    let tea = try #require(graph.option("Tea", in: "Drink"))
    #expect(graph.act(.picker, "Drink", .set, tea))
    #expect(graph.version == 2)
    #expect(graph.tree.find(.picker, "Drink")?.properties["selected"] == tea)
  }

  @Test("the same view renders the same JSON every time")
  func stable() {
    let first = ViewGraph(DrinkPickerContentView()).render().tree.text
    let second = ViewGraph(DrinkPickerContentView()).render().tree.text
    #expect(first == second)
  }
}
