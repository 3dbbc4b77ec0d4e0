// swift-format-ignore-file
// A folder app written as tutorial apps are (an asset image by name, a tap gesture on a
// shape, a sheet, a symbol), on purpose: it must compile unchanged.
import SwiftUI
import SuperSwift

@main
struct PhotoCardApp: App {
    var body: some Scene {
        WindowGroup {
            CardView()
        }
    }
}

struct CardView: View {
    @State private var taps = 0
    @State private var showDetails = false

    var body: some View {
        VStack(spacing: 12) {
            Image("flag")
                .resizable()
                .frame(width: 120, height: 80)
            Text("Tapped \(taps) times")
            RoundedRectangle(cornerRadius: 12)
                .fill(.orange)
                .frame(height: 60)
                .overlay(Text("Tap me").foregroundColor(.white))
                .onTapGesture {
                    taps += 1
                }
            Image(systemName: "star.fill")
                .foregroundColor(.yellow)
            Button("Details") {
                showDetails = true
            }
            .sheet(isPresented: $showDetails) {
                Text("The details sheet")
            }
            Button("Done") {
                RunContext.current.finish(with: .text("\(taps)"))
            }
        }
        .padding()
    }
}
