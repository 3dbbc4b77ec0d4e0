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

  @Test("an app that imports CryptoKit signs a webhook's body, seals and opens a note, and checks a signature")
  func cryptoKit() throws {
    let cli = try CLI()
    let app = try cli.write(
      """
      import CryptoKit
      import Foundation
      import SuperSwift

      let body = Data((RunContext.current.input.text ?? "").utf8)
      let secret = SymmetricKey(data: Data("whsec_test".utf8))
      let signature = HMAC<SHA256>.authenticationCode(for: body, using: secret)
      let hex = signature.map { String(format: "%02x", $0) }.joined()

      let key = SymmetricKey(size: .bits256)
      let sealed = try AES.GCM.seal(body, using: key)
      let opened = try AES.GCM.open(AES.GCM.SealedBox(combined: sealed.combined!), using: key)

      let signer = P256.Signing.PrivateKey()
      let valid = signer.publicKey.isValidSignature(try signer.signature(for: body), for: body)
      let digest = SHA256.hash(data: body).compactMap { String(format: "%02x", $0) }.joined()
      RunContext.current.finish(with: .text("\\(hex) \\(opened == body) \\(valid) \\(digest.prefix(8))"))
      """, to: "Sign.swift")
    let signed = try cli.run(["run", app.path, "--input", "hello"])
    // HMAC-SHA256("whsec_test", "hello") and SHA-256("hello"), as `openssl dgst` computes them.
    #expect(
      signed.stdout
        == "\(Self.hmacOfHello) true true 2cf24dba\n", "\(signed.stderr)")
  }

  @Test("a program written for Apple's systems imports Darwin and names its functions by it")
  func darwin() throws {
    let cli = try CLI()
    let program = try cli.write(
      """
      #if canImport(Darwin)
      import Darwin
      #elseif canImport(Glibc)
      import Glibc
      #endif
      import Foundation

      let rounded = Darwin.round(2.5) + Darwin.sqrt(16)
      print("rounded \\(Int(rounded))")
      """, to: "Round.swift")
    let ran = try cli.run(["run", program.path])
    #expect(ran.stdout == "rounded 7\n", "\(ran.stderr)")
  }

  /// `printf hello | openssl dgst -sha256 -hmac whsec_test`.
  static let hmacOfHello = "fa1f2843ca221403e67c335d22ed782f1f2b5a33261fbee70bd5ae4cbff02490"

  @Test(
    "an app with @Generable types, a Core ML model file and Vision requests compiles; models and analysis fail as documented"
  )
  func machineLearning() throws {
    let cli = try CLI()
    let folder = cli.root.appendingPathComponent("Studio", isDirectory: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Models"), withIntermediateDirectories: true)
    // Core ML's protobuf: Model { specificationVersion: 4, description: { input "text": string,
    // output "label": string } }, as Create ML writes a text classifier's (weights left out).
    let model: [UInt8] = [
      0x08, 0x04, 0x12, 0x19, 0x0A, 0x0A, 0x0A, 0x04, 0x74, 0x65, 0x78, 0x74, 0x1A, 0x02, 0x1A, 0x00,
      0x52, 0x0B, 0x0A, 0x05, 0x6C, 0x61, 0x62, 0x65, 0x6C, 0x1A, 0x02, 0x1A, 0x00,
    ]
    try Data(model).write(to: folder.appendingPathComponent("Models/Sentiment.mlmodel"))
    try Data(
      """
      import FoundationModels

      @Generable(description: "Ideas for a studio")
      struct Ideas {
          @Guide(description: "Short titles", .count(3))
          var titles: [String]
          var mood: Mood
          var items: [Item]

          @Generable
          struct Item {
              @Guide(description: "A name") var name: String
          }
      }

      @Generable
      enum Mood { case calm, bright }
      """.utf8
    ).write(to: folder.appendingPathComponent("Ideas.swift"))
    try Data(
      """
      import CoreML
      import FoundationModels
      import Playgrounds
      import SuperSwift
      import Vision

      @main
      struct StudioApp {
          static func main() async {
              var lines: [String] = []
              let partial: Ideas.PartiallyGenerated? = nil
              let item: Ideas.Item.PartiallyGenerated? = nil
              lines.append("partial \\(partial?.titles?.count ?? -1) \\(item?.name ?? "none")")
              lines.append("available \\(SystemLanguageModel.default.isAvailable)")
              do {
                  _ = try await LanguageModelSession().respond(to: "Ideas", generating: Ideas.self)
              } catch {
                  lines.append("respond: \\(error.localizedDescription)")
              }
              do {
                  _ = try Sentiment(configuration: MLModelConfiguration())
              } catch {
                  lines.append("model io \\((error as? MLModelError)?.code == .io)")
              }
              lines.append("input \\(SentimentInput(text: "great").featureValue(for: "text")?.stringValue ?? "")")
              lines.append("bundle \\(Bundle.main.url(forResource: "Sentiment", withExtension: "mlmodelc") != nil)")
              do {
                  try VNImageRequestHandler(url: URL(fileURLWithPath: "/none.png")).perform([VNDetectBarcodesRequest()])
              } catch let error as VNError {
                  lines.append("vision \\(error.code == .unsupportedRequest)")
              } catch {}
              RunContext.current.finish(with: .text(lines.joined(separator: "; ")))
          }
      }

      #Playground {
          let idea = Ideas(titles: ["a"], mood: .calm, items: [])
      }
      """.utf8
    ).write(to: folder.appendingPathComponent("App.swift"))
    let result = try cli.run(["run", folder.path])
    #expect(
      result.stdout
        == "partial -1 none; available false; respond: The language model is not available on this device.; "
        + "model io true; input great; bundle true; vision true\n", "\(result.stderr)")
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
