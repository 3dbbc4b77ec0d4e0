import Foundation

/// The sources of the modules apps import, carried inside the host by the `EmbedRuntime`
/// build plugin, so an installed `superswift` needs no checkout beside it.
public enum EmbeddedRuntime {
  /// One module's sources.
  public struct Module: Sendable {
    /// The module's name, such as `SuperSwift`.
    public let name: String
    /// Its files, by path inside the module's folder.
    public let files: [File]
  }

  /// One source file.
  public struct File: Sendable {
    /// The path inside the module's folder.
    public let path: String
    /// The contents, base64-encoded.
    let base64: String

    /// The file's bytes.
    public var contents: Data { Data(base64Encoded: base64) ?? Data() }
  }

  /// The modules, in build order.
  public static var modules: [Module] { generatedModules }

  /// Each module's imports of the other runtime modules, read from its sources when the host
  /// was built.
  public static var dependencies: [String: [String]] { generatedDependencies }

  /// A fingerprint of all the sources: a change to any of them rebuilds the runtime.
  public static var fingerprint: String { generatedFingerprint }

  /// The text of `Examples/<name>`, for the templates that hand out an example as it is.
  static func example(_ name: String) -> String {
    guard let base64 = generatedExamples[name], let data = Data(base64Encoded: base64) else {
      preconditionFailure("Examples/\(name) is not embedded; add it to EmbedRuntime.templateExamples")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
