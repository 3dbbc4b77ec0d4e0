import Foundation
import Testing

// Nothing stricter than Apple's SDK: what Apple's SwiftUI leaves unisolated (values, bindings,
// shapes' paths, `withAnimation`) a plain class, a plain function and an actor may use here too,
// in both language modes. Each family's use is compiled with `swiftc -typecheck` against the
// modules this test target was built with; a declaration that gains `@MainActor` fails here.

@Suite("SwiftUI's values are usable outside the main actor, as with Apple's SDK")
struct IsolationTests {
  /// Code that builds in Xcode in Swift 5 and Swift 6 modes: a view model that is a plain class,
  /// a free function, an actor, a custom shape and environment key.
  static let plainUse = #"""
    import SwiftUI
    import UIKit
    import Combine
    import Foundation

    final class PlainModel: ObservableObject {
      @Published var name = "x"
      @Published var count = 0
      var flag = false

      // Binding: made, read, written and projected outside the main actor.
      var nameBinding: Binding<String> { Binding(get: { self.name }, set: { self.name = $0 }) }
      var flagBinding: Binding<Bool> { Binding(get: { self.flag }, set: { value, _ in self.flag = value }) }
      func constant() -> Binding<Int> { .constant(3) }
      func read(_ binding: Binding<String>) -> String { binding.wrappedValue }
      func write(_ binding: Binding<String>) { binding.wrappedValue = "y" }
      func project(_ binding: Binding<CGSize>) -> Binding<CGFloat> { binding.width }
      func optional(_ binding: Binding<String>) -> Binding<String?> { Binding(binding) }
      func unwrap(_ binding: Binding<String?>) -> Binding<String>? { Binding(binding) }
      func animated(_ binding: Binding<Int>) -> Binding<Int> { binding.animation(.default).transaction(Transaction()) }

      // withAnimation and withTransaction from a model method.
      func animate() { withAnimation(.easeInOut(duration: 0.3)) { count += 1 } }
      func animateDefault() { withAnimation { count += 1 } }
      func animateThen() { withAnimation(.default) { count += 1 } completion: { print("done") } }
      func transaction() { withTransaction(Transaction(animation: .default)) { count += 1 } }
      func send() { objectWillChange.send() }

      func values() {
        let colors: [Color] = [
          .red, .blue, .accentColor, .primary, .clear, Color(red: 0.1, green: 0.2, blue: 0.3),
          Color(.systemBlue), Color(uiColor: .red), Color(white: 0.5),
          Color(hue: 0.5, saturation: 0.5, brightness: 0.5), Color.red.opacity(0.5), Color("Brand"),
        ]
        let fonts: [Font] = [
          .title, .body, .system(size: 12, weight: .bold), .system(.headline, design: .rounded),
          Font.custom("Menlo", size: 12), Font.title.bold(), .largeTitle.weight(.heavy),
        ]
        let texts: [Text] = [
          Text("a"), Text(verbatim: "b"), Text("c").bold(), Text("d").foregroundColor(.red), Text("e") + Text("f"),
          Text("g").font(.title).italic(), Text(Date(), style: .time), Text("\(count)"),
          Text(AttributedString("h")),
        ]
        let images: [Image] = [Image(systemName: "star"), Image("photo"), Image(systemName: "star").resizable()]
        let animations: [Animation] = [
          .default, .linear, .easeIn(duration: 1), .spring(), .spring(response: 0.3, dampingFraction: 0.6),
          Animation.easeOut.delay(0.2).repeatForever(autoreverses: true), .bouncy, .smooth,
        ]
        let geometry: (Angle, UnitPoint, EdgeInsets, Alignment, Edge.Set, Axis.Set, Edge) = (
          .degrees(30) + .radians(1), .topLeading, EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), .center,
          .horizontal, .vertical, .leading
        )
        let gradient = Gradient(colors: [.red, .blue])
        let linear = LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
        let radial = RadialGradient(colors: [.red], center: .center, startRadius: 1, endRadius: 10)
        let angular = AngularGradient(gradient: gradient, center: .center)
        let transitions: [AnyTransition] = [
          .opacity, .slide, .scale, .move(edge: .leading), .opacity.combined(with: .scale),
          .asymmetric(insertion: .opacity, removal: .slide),
        ]
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.closeSubpath()
        let shapes = [
          Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)),
          RoundedRectangle(cornerRadius: 4).path(in: .zero), Capsule().path(in: .zero), Rectangle().path(in: .zero),
          Ellipse().path(in: .zero),
        ]
        let styles: (StrokeStyle, FillStyle, Material, ContentMode, Visibility, GridItem, PresentationDetent) = (
          StrokeStyle(lineWidth: 2, lineCap: .round), FillStyle(), .ultraThinMaterial, .fit, .hidden,
          GridItem(.flexible()), .medium
        )
        let keys: (LocalizedStringKey, [KeyEquivalent], EventModifiers) = ("hello", [.return, .escape, "a"], [.command])
        let uikit: (UIColor, UIFont, UIImage?) = (
          UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIFont.systemFont(ofSize: 12), UIImage(systemName: "star")
        )
        let kinds: (ColorScheme, Font.Weight, TextAlignment, Text.TruncationMode, Font.TextStyle, ControlSize) = (
          .dark, .semibold, .center, .tail, .body, .small
        )
        _ = (colors, fonts, texts, images, animations, geometry, linear, radial, angular, transitions, path, shapes)
        _ = (styles, keys, uikit, kinds)
      }
    }

    func plainFunction(model: PlainModel) -> String {
      model.values()
      let binding = Binding(get: { model.name }, set: { model.name = $0 })
      binding.wrappedValue = "z"
      let color: Color = .green
      let text = Text("x").font(.caption)
      _ = (color, text)
      return binding.wrappedValue
    }

    struct Triangle: Shape {
      func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
      }
    }

    func plainShapes() -> Path { Triangle().path(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }

    struct AccentKey: EnvironmentKey {
      static let defaultValue: Color = .blue
    }

    extension EnvironmentValues {
      var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
      }
    }

    func readEnvironment(_ values: EnvironmentValues) -> Color { values.accent }

    // A plain type's view builder (a style's helper, a model's badge) builds views anywhere.
    struct Badge {
      var flag = true
      @ViewBuilder var content: some View {
        if flag { Text("on") } else { Color.red }
      }
    }

    // A style of the app's own, offered as a static member, as Apple's styles are.
    struct DealStyle: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
    }
    extension ButtonStyle where Self == DealStyle {
      static var deal: DealStyle { DealStyle() }
    }

    actor Worker {
      func make() -> (Color, Font, Text, Image, Animation, Path) {
        (.red, .title, Text("a"), Image(systemName: "star"), .default, Circle().path(in: .zero))
      }
    }

    // A view model keeping settings with @AppStorage, made in a default argument (a plain
    // context): Swift 5 infers the class's isolation from the wrapper, as from Apple's
    // `@preconcurrency` one, which makes the call a warning there, never an error.
    struct SettingsScreen: View {
      @StateObject private var model: Model
      init(model: SettingsScreen.Model = .init()) { _model = StateObject(wrappedValue: model) }
      var body: some View { Toggle("Haptics", isOn: $model.haptics) }
      final class Model: ObservableObject {
        @AppStorage("haptics") var haptics = true
        @AppStorage("theme") var theme = 0
        @Published var confirming = false
      }
    }
    """#

  /// Everyday calls as published code writes them: each must resolve to one overload (the
  /// list's exact-label overloads beside defaulted ones must not make a call ambiguous, and a
  /// trailing closure must not slide into a new overload's generic parameter).
  static let callShapes = #"""
    import SwiftUI
    struct CallShapes: View {
      @State var v = 0.5
      @State var n = 1
      @State var t = ""
      @State var on = false
      @State var pick = "a"
      @State var items = [Item(name: "x")]
      struct Item: Identifiable { let id = UUID(); var name: String }
      var body: some View {
        VStack {
          Slider(value: $v)
          Slider(value: $v, in: 0...10)
          Slider(value: $v, in: 0...10, step: 1)
          Slider(value: $v, in: 0...10) { Text("Volume") }
          Slider(value: $v, in: 0...10, step: 1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
          Slider(value: $v, in: 0...10) { editing in print(editing) }
          Stepper("Count \(n)", value: $n)
          Stepper("Count", value: $n, in: 0...10)
          Stepper(value: $n, in: 0...10) { Text("n") }
          Stepper("x", value: $v, format: .number)
          TextField("Name", text: $t)
          TextField("Name", text: $t, prompt: Text("p"))
          TextField("Name", text: $t, axis: .vertical)
          TextField("Name", value: $v, format: .number)
          SecureField("Pass", text: $t)
          Toggle("On", isOn: $on)
          Toggle(isOn: $on) { Text("x") }
          Picker("P", selection: $pick) { Text("a").tag("a") }
          ProgressView()
          ProgressView(value: 0.5)
          ProgressView("Loading")
          ProgressView { Text("Loading") }
          Button("A") { n += 1 }
          Button("A", systemImage: "star") { n += 1 }
          Button("A", role: .destructive) { n += 1 }
          Button(role: .cancel) { n += 1 } label: { Text("x") }
          Button { n += 1 } label: { Text("x") }
          Menu("M") { Button("a") {} }
          Menu { Button("a") {} } label: { Text("M") }
          Label("x", systemImage: "star")
          List(items) { Text($0.name) }
          List($items) { $item in TextField("n", text: $item.name) }
          ForEach(items) { Text($0.name) }
          ForEach($items) { $item in Text(item.name) }
          ScrollView { Text("x") }
          ScrollView(.horizontal) { Text("x") }
          ScrollView(.horizontal, showsIndicators: false) { Text("x") }
          Section("S") { Text("x") }
          Image(decorative: "x")
          Text("x").bold().italic()
          Color.red.frame(width: 10).background(.blue).overlay(Color.green).background(Color.red)
          Circle().strokeBorder(Color.red, lineWidth: 2)
          Circle().stroke(.red, lineWidth: 2)
          RoundedRectangle(cornerRadius: 4).fill(.blue)
        }
        .onTapGesture { n += 1 }
        .onTapGesture(count: 2) { n += 1 }
        .onLongPressGesture { n += 1 }
        .alert("A", isPresented: $on) { Button("OK") {} }
        .alert("A", isPresented: $on) { Button("OK") {} } message: { Text("m") }
        .confirmationDialog("C", isPresented: $on) { Button("x") {} }
        .sheet(isPresented: $on) { Text("s") }
        .searchable(text: $t)
        .searchable(text: $t, prompt: "Find")
        .navigationTitle("T")
        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("x") {} } }
        .animation(.default, value: n)
        .transition(.opacity)
        .background(.ultraThinMaterial)
        .overlay(alignment: .top) { Text("x") }
        .onChange(of: n) { old, new in print(old, new) }
        .task { }
        .refreshable { }
        .withAnimationCheck()
      }
    }
    extension View { func withAnimationCheck() -> some View { self } }
    func animated() { withAnimation { } ; withAnimation(.spring) { } ; withAnimation(.easeIn) { } completion: { } }
    """#

  /// The folder of built modules this test target was built with.
  static var modules: URL { SwiftUIAPIListTests.modulesFolder() }

  /// Type-checks `source` in `mode`; returns the compiler's exit status and its output.
  /// Expects `source` to type-check with no error (and, with `warningsToo`, no warning) in
  /// Swift 5 and Swift 6 modes.
  static func expectTypeChecks(_ source: String, warningsToo: Bool = false) throws {
    for mode in ["5", "6"] {
      let (status, output) = try typeCheck(source, mode: mode)
      let problems = output.split(separator: "\n").filter {
        $0.contains("error:") || (warningsToo && $0.contains("warning:"))
      }
      #expect(status == 0 && problems.isEmpty, "Swift \(mode): \(problems.joined(separator: "\n"))")
    }
  }

  static func typeCheck(_ source: String, mode: String) throws -> (status: Int32, output: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("PlainUse.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", mode, "-I", modules.path, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  @Test("plain classes, functions and actors use values, bindings, shapes and withAnimation", arguments: ["5", "6"])
  func plainUseCompiles(mode: String) throws {
    let (status, output) = try Self.typeCheck(Self.plainUse, mode: mode)
    let problems = output.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }
    #expect(status == 0 && problems.isEmpty, "Swift \(mode) mode:\n\(problems.joined(separator: "\n"))")
  }

  @Test("everyday call shapes resolve to one overload", arguments: ["5", "6"])
  func callShapesResolve(mode: String) throws {
    let (status, output) = try Self.typeCheck(Self.callShapes, mode: mode)
    let problems = output.split(separator: "\n").filter { $0.contains("error:") }
    #expect(status == 0 && problems.isEmpty, "Swift \(mode) mode:\n\(problems.joined(separator: "\n"))")
  }

  @Test(
    "UIKit's main-actor classes are imported as Objective-C's are: Swift 5 code outside the main actor gets warnings")
  func uikitIsPreconcurrency() throws {
    let source = """
      import SwiftUI
      import UIKit
      final class Clipboard {
        func copy(_ text: String) { UIPasteboard.general.string = text }
        func paste() -> String? { UIPasteboard.general.string }
        func width() -> CGFloat { UIScreen.main.bounds.width }
        func isPhone() -> Bool { UIDevice.current.userInterfaceIdiom == .phone }
        func open(_ url: URL) { UIApplication.shared.open(url) }
        func buzz() { UIImpactFeedbackGenerator(style: .medium).impactOccurred() }
      }
      """
    let (status, output) = try Self.typeCheck(source, mode: "5")
    let errors = output.split(separator: "\n").filter { $0.contains("error:") }
    #expect(status == 0 && errors.isEmpty, "\(errors.joined(separator: "\n"))")
    // Every main-actor type of the UIKit family says @preconcurrency, so a new one cannot forget.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    var bare: [String] = []
    for folder in ["SwiftUI", "UIKit"] {
      let walker = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "@MainActor" {
          let next = index + 1 < lines.count ? lines[index + 1] : ""
          if next.contains(" UI") && (next.contains("class ") || next.contains("protocol ")) {
            bare.append("\(url.lastPathComponent):\(index + 1) \(next)")
          }
        }
      }
    }
    #expect(bare.isEmpty, "@MainActor without @preconcurrency: \(bare)")
  }

  @Test("UIKit's colour and font idioms: dynamic colours, Display P3, font descriptors, asset colours by resource")
  func uikitIdioms() throws {
    let source = """
      import SwiftUI
      import UIKit
      extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: .main) }
      extension UIColor { static var brand: UIColor { UIColor(resource: .brand) } }
      let adaptive = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
      let p3 = UIColor(displayP3Red: 1, green: 0.5, blue: 0, alpha: 1)
      let rounded = UIFont(descriptor: UIFont.systemFont(ofSize: 34, weight: .bold).fontDescriptor.withDesign(.rounded)!, size: 0)
      let bold = UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold)
      struct Swatch: View {
        var body: some View { Color(.brand).overlay(Color(uiColor: adaptive)).font(Font(rounded)) }
      }
      """
    try Self.expectTypeChecks(source)
  }

  @Test("alerts and dialogs take every kind of title (a key, a string value, a Text), presenting data or not")
  func alertTitles() throws {
    let source = """
      import SwiftUI
      struct Facility: Identifiable { let id = 1; let name: String }
      struct Screen: View {
        @State private var showing = false
        @State private var selected: Facility?
        let title = "More Info"
        var body: some View {
          Text("x")
            .alert(selected?.name ?? "More Info", isPresented: $showing, presenting: selected) { _ in } message: { Text($0.name) }
            .alert(title, isPresented: $showing, presenting: selected) { _ in Button("OK") {} }
            .alert(Text("T"), isPresented: $showing) { Button("OK") {} }
            .alert(Text("T"), isPresented: $showing, presenting: selected) { _ in } message: { _ in Text("m") }
            .confirmationDialog(title, isPresented: $showing) { Button("A") {} }
            .confirmationDialog(Text("T"), isPresented: $showing, titleVisibility: .visible) { Button("A") {} } message: { Text("m") }
            .confirmationDialog(title, isPresented: $showing, presenting: selected) { f in Button(f.name) {} }
            .confirmationDialog("Key", isPresented: $showing, presenting: selected) { _ in Button("A") {} }
        }
      }
      """
    try Self.expectTypeChecks(source)
  }

  @Test("a camera pipeline compiles as published scanners write it, from plain classes and actors, both modes")
  func cameraCapture() throws {
    let source = """
      import SwiftUI
      import AVFoundation
      import Vision
      final class Scanner: NSObject, AVCaptureMetadataOutputObjectsDelegate, AVCaptureVideoDataOutputSampleBufferDelegate, @unchecked Sendable {
        let session = AVCaptureSession()
        var code: String?
        func configure() throws {
          session.beginConfiguration()
          session.sessionPreset = .high
          guard let device = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) else { return }
          let input = try AVCaptureDeviceInput(device: device)
          if session.canAddInput(input) { session.addInput(input) }
          let metadata = AVCaptureMetadataOutput()
          session.addOutput(metadata)
          metadata.setMetadataObjectsDelegate(self, queue: .main)
          metadata.metadataObjectTypes = [.qr, .ean13]
          let frames = AVCaptureVideoDataOutput()
          frames.videoSettings = [kCVPixelBufferPixelFormatTypeKey as String: kCVPixelFormatType_32BGRA]
          frames.setSampleBufferDelegate(self, queue: DispatchQueue.global(qos: .userInitiated))
          session.addOutput(frames)
          frames.connection(with: .video)?.videoOrientation = .portrait
          try device.lockForConfiguration()
          if device.hasTorch { device.torchMode = .on }
          device.unlockForConfiguration()
          session.commitConfiguration()
          DispatchQueue.global().async { self.session.startRunning() }
        }
        func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {
          guard let object = metadataObjects.first as? AVMetadataMachineReadableCodeObject else { return }
          code = object.stringValue
        }
        func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
          guard let pixels = CMSampleBufferGetImageBuffer(sampleBuffer) else { return }
          let request = VNDetectHumanHandPoseRequest()
          try? VNImageRequestHandler(cvPixelBuffer: pixels, orientation: .up, options: [:]).perform([request])
          _ = request.results?.first?.chirality
        }
      }
      actor CameraService {
        private let queue = DispatchSerialQueue(label: "camera")
        nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }
        func start() async -> Bool {
          if AVCaptureDevice.authorizationStatus(for: .video) != .authorized {
            return await AVCaptureDevice.requestAccess(for: .video)
          }
          return true
        }
      }
      final class PreviewView: UIView {
        override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
        var previewLayer: AVCaptureVideoPreviewLayer { layer as! AVCaptureVideoPreviewLayer }
      }
      """
    try Self.expectTypeChecks(source)
  }

  @Test("Core ML, Vision and Foundation Models compile as published code uses them, from plain types, both modes")
  func machineLearning() throws {
    let source = """
      import SwiftUI
      import CoreML
      import Vision
      import FoundationModels
      final class Classifier {
        var labels: [String] = []
        let model: MLModel? = try? MLModel(contentsOf: URL(fileURLWithPath: "/m.mlmodelc"), configuration: MLModelConfiguration())
        func classify(_ image: CGImage) {
          guard let model, let vision = try? VNCoreMLModel(for: model) else { return }
          let request = VNCoreMLRequest(model: vision) { request, error in
            guard let results = request.results as? [VNClassificationObservation] else { return }
            self.labels = results.prefix(3).map { "\\($0.identifier) \\($0.confidence)" }
          }
          request.imageCropAndScaleOption = .centerCrop
          try? VNImageRequestHandler(cgImage: image, orientation: .up, options: [:]).perform([request])
        }
        func text(in image: CGImage) throws -> [String] {
          let request = VNRecognizeTextRequest()
          request.recognitionLevel = .accurate
          try VNImageRequestHandler(cgImage: image).perform([request])
          return request.results?.compactMap { $0.topCandidates(1).first?.string } ?? []
        }
        func pose(_ observation: VNHumanBodyPoseObservation) -> CGPoint? {
          guard let wrist = try? observation.recognizedPoint(.leftWrist), wrist.confidence > 0.3 else { return nil }
          return wrist.location
        }
        func features() throws -> MLFeatureProvider {
          let array = try MLMultiArray(shape: [1, 3], dataType: .float32)
          array[0] = 1
          return try MLDictionaryFeatureProvider(dictionary: ["input": MLFeatureValue(multiArray: array)])
        }
      }
      struct WeatherTool: Tool {
        let name = "weather"
        let description = "The weather in a city"
        struct Arguments: ConvertibleFromGeneratedContent {
          var city: String
          init(_ content: GeneratedContent) throws { city = try content.value(forProperty: "city") }
        }
        var parameters: GenerationSchema { GenerationSchema(type: String.self, properties: []) }
        func call(arguments: Arguments) async throws -> String { "Sunny in \\(arguments.city)" }
      }
      func plainAsk(_ prompt: String) async -> String {
        let session = LanguageModelSession(tools: [WeatherTool()]) { "Be brief." }
        do { return try await session.respond(to: prompt).content } catch { return error.localizedDescription }
      }
      struct Chat: View {
        @State private var session = LanguageModelSession(instructions: "You help.")
        @State private var reply = ""
        var body: some View {
          switch SystemLanguageModel.default.availability {
          case .available:
            Button("Ask") {
              Task {
                let response: LanguageModelSession.Response<String> = try await session.respond(to: "Hi")
                reply = response.content
                for try await snapshot in session.streamResponse(to: "More") { reply = snapshot.content }
              }
            }
            .disabled(session.isResponding)
          case .unavailable(.deviceNotEligible): Text("Not on this device")
          case .unavailable(.appleIntelligenceNotEnabled): Text("Turn on Apple Intelligence")
          case .unavailable(.modelNotReady): Text("Downloading")
          case .unavailable: Text("Unavailable")
          }
        }
      }
      """
    try Self.expectTypeChecks(source)
  }

  @Test("the Apple frameworks apps import beside SwiftUI compile as published code uses them, both modes")
  func appleFrameworks() throws {
    let source = """
      import SwiftUI
      import AVFoundation
      import AVKit
      import WebKit
      import SafariServices
      import PhotosUI
      import CoreImage
      import MobileCoreServices
      import TipKit
      struct FavoriteTip: Tip {
        var title: Text { Text("Save favorites") }
        var message: Text? { Text("Tap the star") }
      }
      struct WebView: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ view: WKWebView, context: Context) { view.load(URLRequest(url: url)) }
      }
      struct SafariView: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
      }
      final class Sounds: NSObject, AVAudioPlayerDelegate {
        var player: AVAudioPlayer?
        func play(_ url: URL) {
          try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: [.mixWithOthers])
          player = try? AVAudioPlayer(contentsOf: url)
          player?.delegate = self
          player?.numberOfLoops = -1
          player?.play()
        }
      }
      struct Screen: View {
        @State private var item: PhotosPickerItem?
        let synthesizer = AVSpeechSynthesizer()
        var body: some View {
          VStack {
            TipView(FavoriteTip())
            PhotosPicker(selection: $item, matching: .images) { Label("Pick", systemImage: "photo") }
            VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/a.mp4")!))
            WebView(url: URL(string: "https://example.com")!)
            Button("Speak") {
              let utterance = AVSpeechUtterance(string: "Hi")
              utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
              synthesizer.speak(utterance)
              let filter = CIFilter.qrCodeGenerator()
              filter.message = Data("x".utf8)
              let context = CIContext()
              if let output = filter.outputImage, let image = context.createCGImage(output, from: output.extent) { _ = image }
              _ = kUTTypeImage as String
            }
            .popoverTip(FavoriteTip())
          }
          .task { if let data = try? await item?.loadTransferable(type: Data.self) { _ = data } }
        }
      }
      """
    try Self.expectTypeChecks(source)
  }

  @Test(
    "Foundation names Linux marks unavailable resolve to the runtime's in a file that imports only Foundation, both modes"
  )
  func foundationGapsShadow() throws {
    let source = """
      import Foundation
      import FoundationCompatibility
      import CoreGraphics
      final class Model {
        let email = NSPredicate(format: "SELF MATCHES %@", "[a-z]+@[a-z]+")
        let some = NSPredicate(format: "id IN %@", [1, 2, 3])
        func total(_ text: String) -> Double { NSExpression(format: text).expressionValue(with: nil, context: nil) as? Double ?? 0 }
        func clock(_ seconds: TimeInterval) -> String? {
          let formatter = DateComponentsFormatter()
          formatter.allowedUnits = [.minute, .second]
          formatter.zeroFormattingBehavior = .pad
          return formatter.string(from: seconds)
        }
        func distance(_ km: Double) -> String { MeasurementFormatter().string(from: Measurement(value: km, unit: UnitLength.kilometers)) }
        let action: Selector = Selector("resignFirstResponder")
      }
      """
    try Self.expectTypeChecks(source, warningsToo: true)
  }

  @Test(
    "a shape is Animatable, as Apple's: animatableData spelled with the associated type (Swift 5 mode; Swift 6 wants it nonisolated, as Xcode 16 does)"
  )
  func shapesAreAnimatable() throws {
    let source = """
      import SwiftUI
      struct Pie: Shape {
        var start = 0.0
        var end = 1.0
        var animatableData: AnimatablePair<Double, Double> {
          get { AnimatableData(start, end) }
          set { (start, end) = (newValue.first, newValue.second) }
        }
        func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
      }
      struct Plain: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
      let empty: EmptyAnimatableData = Plain().animatableData
      """
    let (status, output) = try Self.typeCheck(source, mode: "5")
    let errors = output.split(separator: "\n").filter { $0.contains("error:") }
    #expect(status == 0 && errors.isEmpty, "\(errors.joined(separator: "\n"))")
  }

  @Test("the check can fail: a view's body stays main-actor (@preconcurrency, as Apple's: a warning)")
  func viewsStayIsolated() throws {
    let source = """
      import SwiftUI
      struct Hello: View { var body: some View { Text("Hi") } }
      func plain() -> String { String(describing: Hello().body) }
      """
    let (_, output) = try Self.typeCheck(source, mode: "6")
    #expect(output.contains("warning: main actor-isolated property 'body'"), "\(output)")
  }
}
