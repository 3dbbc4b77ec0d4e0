import Foundation
import SuperSwift
import Testing

/// Code that builds in Xcode builds here: iOS 18's `@Entry`, and `URLSession` named in a file
/// that imports only Foundation (Apple's Foundation brings networking; Linux's keeps it apart).
@Suite("@Entry and URLSession as Apple's SDK lets apps write them")
struct EntryAndNetworkingTests {
  @Test("an @Entry environment value, typed or given by its initialiser, has its default and takes a value set above")
  func entry() throws {
    let cli = try CLI()
    let app = cli.root.appendingPathComponent("EntryApp.swift")
    try """
    import SwiftUI
    import SuperSwift

    extension EnvironmentValues {
      @Entry var greeting: String = "default"
      @Entry var count: Int = 2
      @Entry var tally = Tally()
    }

    final class Tally { var total = 40 }

    @main
    struct EntryApp: App {
      var body: some Scene { WindowGroup { Greeter().environment(\\.greeting, "set above") } }
    }

    struct Greeter: View {
      @Environment(\\.greeting) private var greeting
      @Environment(\\.count) private var count
      @Environment(\\.tally) private var tally
      var body: some View {
        Text(greeting).onAppear { RunContext.current.finish(with: .text("\\(greeting) \\(count) \\(tally.total + count)")) }
      }
    }
    """.write(to: app, atomically: true, encoding: .utf8)
    let result = try cli.run(["run", app.path, "--no-open"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "set above 2 42\n")
  }

  @Test("a model file importing only Foundation uses URLRequest and URLSession; a Combine pipeline decodes")
  func networking() throws {
    let cli = try CLI()
    let folder = cli.root.appendingPathComponent("Fetcher")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try """
    import Foundation
    import Combine

    final class Fetcher {
      let request = URLRequest(url: URL(string: "http://127.0.0.1:9/none")!)
      func decode(_ data: Data) -> AnyPublisher<[Int], Error> {
        Just(data).setFailureType(to: Error.self).decode(type: [Int].self, decoder: JSONDecoder()).eraseToAnyPublisher()
      }
      func publisher() -> AnyPublisher<Data, URLError> {
        URLSession.shared.dataTaskPublisher(for: request).map(\\.data).eraseToAnyPublisher()
      }
    }
    """.write(to: folder.appendingPathComponent("Fetcher.swift"), atomically: true, encoding: .utf8)
    try """
    import SuperSwift
    import Combine
    import Foundation

    @main
    struct Main {
      static func main() {
        let fetcher = Fetcher()
        var values: [Int] = []
        let cancellable = fetcher.decode(Data("[1,2,3]".utf8)).sink(receiveCompletion: { _ in }, receiveValue: { values = $0 })
        _ = cancellable
        _ = fetcher.publisher()
        RunContext.current.finish(with: .text("\\(fetcher.request.url!.host!) \\(values)"))
      }
    }
    """.write(to: folder.appendingPathComponent("Main.swift"), atomically: true, encoding: .utf8)
    let result = try cli.run(["run", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "127.0.0.1 [1, 2, 3]\n")
  }

  @Test(
    "an app written for Xcode 26's main-actor default isolation runs; one with other errors keeps its own diagnostics")
  func defaultIsolation() throws {
    let cli = try CLI()
    let folder = cli.root.appendingPathComponent("Onboarding")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // As Xcode 26's templates write it: a store isolated to the main actor, read from a plain
    // class that the project's default isolation puts on the main actor too.
    try """
    import SwiftUI
    import SuperSwift

    @MainActor final class Progress: ObservableObject {
      static let shared = Progress()
      @Published var completed = true
    }

    final class Coordinator {
      var hasCompleted: Bool { Progress.shared.completed }
    }

    @main
    struct OnboardingApp: App {
      var body: some Scene {
        WindowGroup {
          Text("Ready").onAppear { RunContext.current.finish(with: .text("completed \\(Coordinator().hasCompleted)")) }
        }
      }
    }
    """.write(to: folder.appendingPathComponent("OnboardingApp.swift"), atomically: true, encoding: .utf8)
    let result = try cli.run(["run", folder.path, "--no-open"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "completed true\n")

    try """
    import SwiftUI
    @MainActor final class Store { static let shared = Store(); var count = 1 }
    final class Reader { var count: Int { Store.shared.count }; var other: Int { missingName } }
    @main struct Broken: App { var body: some Scene { WindowGroup { Text("\\(Reader().count)") } } }
    """.write(to: cli.root.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    let broken = try cli.run(["run", cli.root.appendingPathComponent("Broken.swift").path, "--no-open"])
    #expect(broken.status == 3)
    #expect(broken.stderr.contains("cannot find 'missingName' in scope"))
    #expect(broken.stderr.contains("main actor-isolated"), "the first attempt's diagnostics, as written")
  }
}
