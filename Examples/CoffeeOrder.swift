// A coffee order form that shows off the SwiftUI subset SuperSwift runs in the browser:
// navigation title, sections, a segmented picker over an enum, text fields, a stepper, a
// toggle that reveals more fields, a slider, a date picker, an @Observable model, onChange,
// a disabled button until the order is complete, an alert, and a JSON result.
//
//   superswift run Examples/CoffeeOrder.swift --input "Ada"
import SuperSwift
import SwiftUI

enum Size: String, CaseIterable, Identifiable, Codable {
  case small, medium, large
  var id: Self { self }
  var price: Double {
    switch self {
    case .small: 2.5
    case .medium: 3.2
    case .large: 3.9
    }
  }
}

@Observable
final class Order {
  var name = ""
  var drink = "Flat white"
  var size = Size.medium
  var cups = 1
  var oatMilk = false
  var sweetness = 0.0
  var pickup = Date().addingTimeInterval(15 * 60)

  var total: Double { Double(cups) * (size.price + (oatMilk ? 0.4 : 0)) }
  var isComplete: Bool { !name.trimmingCharacters(in: .whitespaces).isEmpty }
}

struct Receipt: Encodable {
  var name: String
  var drink: String
  var size: Size
  var cups: Int
  var oatMilk: Bool
  var sweetness: Int
  var pickup: String
  var total: Double
}

@main
struct CoffeeOrder: App {
  var body: some Scene {
    WindowGroup { OrderForm() }
  }
}

struct OrderForm: View {
  @State private var order = Order()
  @State private var changes = 0
  @State private var confirmingCancel = false
  @Environment(\.dismiss) private var dismiss

  let drinks = ["Espresso", "Flat white", "Cappuccino", "Tea"]

  var body: some View {
    NavigationStack {
      Form {
        Section("Who is it for?") {
          TextField("Name", text: $order.name)
          if order.isComplete {
            Label("Hello, \(order.name)!", systemImage: "cup.and.saucer")
          }
        }
        Section("Drink") {
          Picker("Drink", selection: $order.drink) {
            ForEach(drinks, id: \.self) { drink in
              Text(drink)
            }
          }
          Picker("Size", selection: $order.size) {
            ForEach(Size.allCases) { size in
              Text(size.rawValue.capitalized)
            }
          }
          .pickerStyle(.segmented)
          Stepper("Cups: \(order.cups)", value: $order.cups, in: 1...6)
          Toggle("Oat milk", isOn: $order.oatMilk)
          if order.oatMilk {
            Text("Oat milk adds 0.40 a cup.")
              .font(.footnote)
              .foregroundStyle(.secondary)
          }
          VStack(alignment: .leading) {
            Text("Sweetness: \(Int(order.sweetness * 3)) of 3")
            Slider(value: $order.sweetness, in: 0...1, step: 1.0 / 3)
          }
        }
        Section {
          DatePicker("Pick up at", selection: $order.pickup, displayedComponents: .hourAndMinute)
        } footer: {
          Text("Changed \(changes) times")
        }
        Section("Total") {
          HStack {
            Image(systemName: "dollarsign.circle")
            Text(order.total, format: .number.precision(.fractionLength(2)))
              .bold()
            Spacer()
            ProgressView(value: Double(order.cups), total: 6)
              .frame(maxWidth: 120)
          }
          Button("Place order") {
            let receipt = Receipt(
              name: order.name, drink: order.drink, size: order.size, cups: order.cups, oatMilk: order.oatMilk,
              sweetness: Int(order.sweetness * 3), pickup: order.pickup.formatted(.iso8601), total: order.total)
            do {
              RunContext.current.finish(with: try .json(encoding: receipt))
            } catch {
              RunContext.current.fail(error)
            }
          }
          .buttonStyle(.borderedProminent)
          .disabled(!order.isComplete)
          Button("Never mind", role: .destructive) { confirmingCancel = true }
        }
        Link("About SuperSwift", destination: URL(string: "https://example.com/superswift")!)
      }
      .navigationTitle("Coffee order")
      .alert("Cancel the order?", isPresented: $confirmingCancel) {
        Button("Cancel order", role: .destructive) { dismiss() }
        Button("Keep ordering", role: .cancel) {}
      } message: {
        Text("Nothing will be ordered.")
      }
      .onChange(of: order.total) { changes += 1 }
      .onAppear {
        if let name = RunContext.current.input.text { order.name = name }
      }
    }
  }
}
