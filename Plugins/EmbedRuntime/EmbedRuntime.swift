import Foundation
import PackagePlugin

/// Embeds the sources of the runtime modules (what apps import) into the host,
/// so one `superswift` binary can compile apps without the package checkout beside it.
@main
struct EmbedRuntime: BuildToolPlugin {
  /// The modules apps may import, in build order.
  static let runtimeModules = [
    "SuperSwift", "CoreGraphics", "Combine", "UserNotifications", "UniformTypeIdentifiers", "SuperSwiftLayout",
    "SwiftUI", "UIKit", "CoreHaptics",
    "AudioToolbox", "CoreVideo", "CoreMedia", "AVFoundation", "AVKit", "WebKit", "SafariServices", "PhotosUI",
    "CoreImage", "MobileCoreServices",
    "TipKit", "CoreLocation", "CoreMotion", "LocalAuthentication", "Network", "OSLog", "os", "GameplayKit", "AVFAudio",
    "MapKit", "WidgetKit", "Security", "CoreBluetooth", "Speech", "MediaPlayer", "Charts", "SwiftUICore",
    "CryptoKit", "QuartzCore", "ImageIO",
    "PencilKit", "PDFKit", "NotificationCenter", "PassKit", "Accelerate", "FoundationModels", "CoreML",
    "Vision",
    "Playgrounds",
    "FoundationCompatibility",
  ]
  /// Examples that `superswift new --template` hands out as they are (the seed's samples), so
  /// each is written once, in `Examples/`.
  static let templateExamples = ["TipCalculator.swift", "DrinkPicker.swift"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRuntime+Sources.swift")
    var arguments = [output.path]
    var inputs: [URL] = []
    for module in try context.package.targets(named: Self.runtimeModules) {
      guard let source = module as? SourceModuleTarget else { continue }
      let files = source.sourceFiles(withSuffix: "swift").map(\.url)
        .sorted { $0.path < $1.path }
      arguments.append("--module")
      arguments.append(module.name)
      arguments.append(source.directoryURL.path)
      arguments.append(contentsOf: files.map(\.path))
      inputs.append(contentsOf: files)
    }
    for name in Self.templateExamples {
      let file = context.package.directoryURL.appending(path: "Examples/\(name)")
      arguments += ["--example", file.path]
      inputs.append(file)
    }
    return [
      .buildCommand(
        displayName: "Embedding runtime sources into \(target.name)",
        executable: try context.tool(named: "RuntimeEmbedder").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
