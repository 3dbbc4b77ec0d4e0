import CoreHaptics
import SwiftUI
import UserNotifications

// A theme picker in the style of published tutorial apps (written for these tests): UIKit
// appearance proxies set at start, haptics that check the hardware first, a color picker,
// accessibility traits and old spellings, a custom alignment guide, a stroked path, a long
// press with a pressing handler, key-value coding's defaults, and a note saved atomically in
// the documents folder.

extension VerticalAlignment {
  enum SwatchAndName: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
  }
  static let swatchAndName = VerticalAlignment(SwatchAndName.self)
}

struct Check: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.midY))
    path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    return path.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
  }
}

@main
struct ThemePickerApp: App {
  init() {
    UITableView.appearance().backgroundColor = .clear
    UINavigationBar.appearance().titleTextAttributes = [.font: UIFont(name: "Courier-Bold", size: 20)!]
    UISegmentedControl.appearance().selectedSegmentTintColor = UIColor(named: "brand") ?? .systemBlue
  }

  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
  @Environment(\.horizontalSizeClass) private var sizeClass
  @State private var color = Color(red: 1, green: 0, blue: 0)
  @State private var presses = 0
  @State private var pressing = false
  @State private var saved = "nothing saved"
  @State private var engine: CHHapticEngine?

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Text("Pick a theme").font(.custom("Courier", size: 22).smallCaps())
          .accessibilityAddTraits(.isHeader)
        HStack(alignment: .swatchAndName) {
          Circle().fill(color).frame(width: 30, height: 30)
          Text("Swatch \(color == Color(red: 1, green: 0, blue: 0) ? "red" : "changed")")
            .alignmentGuide(.swatchAndName) { d in d[VerticalAlignment.center] }
            .accessibility(label: Text("Swatch color"))
        }
        ColorPicker("Theme color", selection: $color, supportsOpacity: false)
        Check().stroke(.green, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(width: 40, height: 30)
        Text("Presses: \(presses)\(pressing ? " (pressing)" : "")")
          .onLongPressGesture(minimumDuration: 1, pressing: { pressing = $0 }) {
            presses += 1
            playHaptic()
          }
        Text(withoutColor ? "shapes" : "colors").textCase(.uppercase)
        Text("Width: \(sizeClass == .compact ? "compact" : "regular")")
        Button("Save") { save() }
        Text(saved)
      }
      .navigationTitle("Themes")
      .foregroundStyle(.tint)
    }
  }

  func playHaptic() {
    guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
    engine = try? CHHapticEngine()
  }

  func save() {
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
    UserDefaults.standard.setValue(presses, forKey: "presses")
    let url = URL.documentsDirectory.appendingPathComponent("theme.txt")
    do {
      try FileManager.default.createDirectory(at: URL.documentsDirectory, withIntermediateDirectories: true)
      try Data("presses \(presses)".utf8).write(to: url, options: [.atomicWrite])
      let read = try String(contentsOf: url, encoding: .utf8)
      saved = "saved \(read), defaults \(UserDefaults.standard.value(forKey: "presses") as? Int ?? -1)"
    } catch {
      saved = "not saved: \(error.localizedDescription)"
    }
  }
}
