// swift-format-ignore-file
// Written the way tutorial apps are written (an ObservableObject model, shapes, a Spacer row),
// on purpose: it must compile unchanged.
import SwiftUI
import SuperSwift

class ScoreModel: ObservableObject {
    @Published var score = 0
    @Published var history: [Int] = []

    func add(_ points: Int) {
        score += points
        history.append(points)
    }
}

@main
struct ScoreCardApp: App {
    @StateObject private var model = ScoreModel()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(model)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var model: ScoreModel

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("Player")
                Spacer()
                Text("Score")
            }
            .padding(.horizontal)

            ZStack {
                Circle()
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                    .frame(width: 120, height: 120)
                Text("\(model.score)")
                    .font(.largeTitle)
                    .foregroundColor(.white)
            }
            .shadow(radius: 5)

            Text("Total: \(model.score)")
                .frame(maxWidth: .infinity, alignment: .trailing)

            Color.orange
                .frame(height: 40)

            Button("Add 3") {
                model.add(3)
            }
            .padding()
            .background(Capsule().fill(Color.green))
            .overlay(alignment: .topTrailing) {
                Circle()
                    .fill(.red)
                    .frame(width: 10, height: 10)
            }

            HistoryList(model: model)

            Button("Done") {
                RunContext.current.finish(with: .json(.object(["score": .number(Double(model.score))])))
            }
        }
        .padding()
    }
}

struct HistoryList: View {
    @ObservedObject var model: ScoreModel

    var body: some View {
        Text(model.history.isEmpty ? "No points yet" : "Points: " + model.history.map(String.init).joined(separator: " + "))
            .foregroundStyle(.secondary)
            .padding(8)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
    }
}
