import Foundation
import Testing

/// The runtime modules apps import besides SuperSwift and SwiftUI: Combine and UIKit, built
/// on first use and linked into the apps that import them.
@Suite("Combine and UIKit in apps")
struct RuntimeModulesTests {
  @Test("an app that imports Combine alone, and one that imports UIKit, compile and run")
  func modules() throws {
    let cli = try CLI()
    let combine = try cli.write(
      """
      import Combine
      import SuperSwift

      let numbers = PassthroughSubject<Int, Never>()
      var total = 0
      let kept = numbers.filter { $0 > 1 }.map { $0 * 10 }.sink { total += $0 }
      for n in 1...3 { numbers.send(n) }
      kept.cancel()
      RunContext.current.finish(with: .text("total \\(total)"))
      """, to: "Sum.swift")
    let summed = try cli.run(["run", combine.path])
    #expect(summed.stdout == "total 50\n", "\(summed.stderr)")
    let uikit = try cli.write(
      """
      import SuperSwift
      import UIKit

      let width = MainActor.assumeIsolated { UIScreen.main.bounds.width }
      MainActor.assumeIsolated { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
      RunContext.current.finish(with: .text("width \\(Int(width))"))
      """, to: "Screen.swift")
    let measured = try cli.run(["run", uikit.path])
    #expect(measured.stdout == "width 390\n", "\(measured.stderr)")
  }

  @Test(
    "a SwiftUI app's model file that imports only Foundation has ObservableObject, as on Apple's systems; previews compile"
  )
  func foundationBringsCombine() throws {
    let cli = try CLI()
    let folder = cli.root.appendingPathComponent("Counter", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      """
      import Foundation

      final class Tally: ObservableObject {
          @Published var count = 0
      }
      """.utf8
    ).write(to: folder.appendingPathComponent("Tally.swift"))
    try Data(
      """
      import SwiftUI
      import SuperSwift

      struct ContentView: View {
          @StateObject private var tally = Tally()
          var body: some View { Text("Count: \\(tally.count)") }
      }

      struct ContentView_Previews: PreviewProvider {
          static var previews: some View { ContentView().previewDevice("iPhone 15") }
      }

      #Preview("Dark") {
          ContentView()
      }

      @main
      struct CounterApp {
          static func main() {
              let tally = Tally()
              tally.count += 2
              RunContext.current.finish(with: .text("count \\(tally.count)"))
          }
      }
      """.utf8
    ).write(to: folder.appendingPathComponent("App.swift"))
    let result = try cli.run(["run", folder.path])
    #expect(result.stdout == "count 2\n", "\(result.stderr)")
  }
}
