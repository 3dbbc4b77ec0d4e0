import SwiftUI

// Drawing as tutorials do it: a custom Shape with path(in:), a progress ring made of a
// trimmed circle, and a Path view.
struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

struct RingView: View {
  @State private var progress = 0.25

  var body: some View {
    VStack(spacing: 24) {
      Triangle()
        .fill(.orange)
        .frame(width: 120, height: 100)
      ZStack {
        Circle()
          .stroke(Color.gray.opacity(0.3), lineWidth: 12)
        Circle()
          .trim(from: 0, to: progress)
          .stroke(Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
          .rotationEffect(.degrees(-90))
        Text("\(Int(progress * 100))%")
      }
      .frame(width: 150, height: 150)
      Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 200, y: 0))
      }
      .stroke(.red, lineWidth: 2)
      .frame(height: 4)
      Button("Add 25%") { progress = min(1, progress + 0.25) }
    }
    .padding()
  }
}

@main
struct RingApp: App {
  var body: some Scene {
    WindowGroup { RingView() }
  }
}
