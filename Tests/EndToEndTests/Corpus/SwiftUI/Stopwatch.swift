import Combine
import SwiftUI

// A stopwatch as tutorials write one: a model with @Published state, a timer publisher
// received by the view, and a Combine pipeline for the label.
final class StopwatchModel: ObservableObject {
  @Published var tenths = 0
  @Published var running = true
  @Published var label = "0.0 s"
  private var cancellables = Set<AnyCancellable>()

  init() {
    $tenths
      .map { String(format: "%.1f s", Double($0) / 10) }
      .removeDuplicates()
      .sink { [weak self] in self?.label = $0 }
      .store(in: &cancellables)
  }
}

struct StopwatchView: View {
  @StateObject private var model = StopwatchModel()
  let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack(spacing: 16) {
      Text(model.label)
        .font(.largeTitle)
        .monospacedDigit()
      Button(model.running ? "Pause" : "Resume") { model.running.toggle() }
    }
    .onReceive(timer) { _ in
      if model.running { model.tenths += 1 }
    }
  }
}

@main
struct StopwatchApp: App {
  var body: some Scene {
    WindowGroup { StopwatchView() }
  }
}
