import SwiftUI

// A receipt in the style of tutorial apps: Text with specifiers, format styles, a formatter
// for a date, an image inside a line, a date style, and Markdown in a literal.
struct ReceiptView: View {
  @State private var tip = 18.0
  let bill = 42.0
  let printed = Date(timeIntervalSince1970: 1_764_547_200)  // 2025-12-01 00:00 UTC

  static let stamp: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }()

  var total: Double { bill * (1 + tip / 100) }

  var body: some View {
    VStack(spacing: 12) {
      Text("**Receipt** for *table 4*")
      Text("Tip: \(tip, specifier: "%.0f")%")
      Text("Total: \(total, specifier: "%.2f")")
      Text("Per person: \(total / 2, format: .number.precision(.fractionLength(2)))")
      Text("Printed \(printed, formatter: Self.stamp)")
      Text("\(Image(systemName: "star.fill")) Thank you")
      Text("Questions? [Visit us](https://example.com/help) or write `help@example.com`")
      Stepper("Tip", value: $tip, in: 0...30, step: 1)
    }
    .padding()
  }
}

@main
struct ReceiptApp: App {
  var body: some Scene {
    WindowGroup {
      ReceiptView()
    }
  }
}
