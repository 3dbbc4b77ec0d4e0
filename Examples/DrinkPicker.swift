import SwiftUI
import SuperSwift

@main
struct DrinkPicker: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
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
