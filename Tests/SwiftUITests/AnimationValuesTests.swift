@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout
@_spi(Host) import SwiftUI
import Testing

/// A pulsing badge as tutorials write it: animation values with durations, springs,
/// repetition, delays and speeds, `withAnimation` with a completion, and an animatable type.
struct Pulse: View {
  @State private var on = false
  @State private var finished = false

  var body: some View {
    VStack {
      Circle()
        .scaleEffect(on ? 1.2 : 1)
        .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: on)
      Text(finished ? "Settled" : "Moving")
        .animation(.spring(response: 0.4, dampingFraction: 0.6).delay(0.1).speed(2), value: on)
      Button("Go") {
        withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) {
          on.toggle()
        } completion: {
          finished = true
        }
      }
    }
  }
}

struct Wave: Animatable {
  var phase: Double
  var height: Double
  var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(phase, height) }
    set {
      phase = newValue.first
      height = newValue.second
    }
  }
}

@MainActor
@Suite("Animation values")
struct AnimationValuesTests {
  @Test("animation values keep what they say; an animation changes nothing but timing")
  func values() async throws {
    #expect(Animation.linear(duration: 2) != .linear(duration: 1))
    #expect(Animation.easeIn(duration: 1).delay(0.5) != .easeIn(duration: 1))
    #expect(Animation.spring.repeatCount(3, autoreverses: false) == .spring.repeatCount(3, autoreverses: false))
    var wave = Wave(phase: 0, height: 1)
    wave.animatableData = AnimatablePair(2, 3)
    #expect(wave.phase == 2 && wave.height == 3)
    var pair = AnimatablePair(1.0, 2.0) + AnimatablePair(1.0, 1.0)
    pair.scale(by: 2)
    #expect(pair.first == 4 && pair.second == 6 && pair.magnitudeSquared == 52)

    let graph = ViewGraph(Pulse())
    graph.render()
    #expect(graph.tree.texts.contains("Moving"))
    graph.act(.button, "Go", .tap)
    // The change shows at once; the completion runs right after, on the main queue.
    for _ in 0..<50 where !graph.tree.texts.contains("Settled") {
      try await Task.sleep(for: .milliseconds(10))
      graph.render()
    }
    #expect(graph.tree.texts.contains("Settled"))
  }
}
