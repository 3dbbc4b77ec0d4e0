// Apple's on-device language model, as a device without Apple Intelligence has it: present,
// never available. An app checks `SystemLanguageModel.default.availability` (or `isAvailable`)
// and shows what it shows on such an iPhone; a session asked anyway throws
// `GenerationError.assetsUnavailable`, as there. No other model stands in: an answer the app did
// not ask for would be worse than the app's own fallback.
import Foundation

/// The on-device language model.
public final class SystemLanguageModel: Sendable {
  /// The general model.
  public static let `default` = SystemLanguageModel()

  /// What a model is specialised for.
  public struct UseCase: Sendable, Equatable {
    let name: String
    /// General prompts.
    public static let general = UseCase(name: "general")
    /// Tagging content with topics, actions and emotions.
    public static let contentTagging = UseCase(name: "contentTagging")
  }

  /// What the model's guardrails let through.
  public struct Guardrails: Sendable {
    let name: String
    /// The default guardrails.
    public static let `default` = Guardrails(name: "default")
    /// Guardrails that let content be transformed (summaries of sensitive text, say).
    public static let permissiveContentTransformations = Guardrails(name: "permissiveContentTransformations")
  }

  /// Whether the model can be used.
  public enum Availability: Sendable, Equatable {
    /// It can.
    case available
    /// It cannot, and why.
    case unavailable(UnavailableReason)

    /// Why the model cannot be used.
    public enum UnavailableReason: Sendable, Equatable, Hashable {
      /// The device cannot run it: a page's answer (no Apple Intelligence on Linux).
      case deviceNotEligible
      /// Apple Intelligence is turned off.
      case appleIntelligenceNotEnabled
      /// The model is still downloading.
      case modelNotReady
    }
  }

  /// A trained adapter that specialises the model.
  public struct Adapter: Sendable {
    /// An adapter read from `fileURL`: none can be used here.
    public init(fileURL: URL) throws { throw SystemLanguageModelError.adaptersUnavailable }
    /// The adapter named `name`: none can be used here.
    public init(name: String) throws { throw SystemLanguageModelError.adaptersUnavailable }
    /// Compiles the adapter for this device.
    public func compile() async throws { throw SystemLanguageModelError.adaptersUnavailable }
  }

  /// What the model is specialised for.
  public let useCase: UseCase

  /// The model for `useCase` with `guardrails`.
  public init(useCase: UseCase = .general, guardrails: Guardrails = .default) { self.useCase = useCase }
  /// The model specialised by `adapter`.
  public convenience init(adapter: Adapter, guardrails: Guardrails = .default) { self.init() }

  /// Whether the model can be used: here, unavailable because the device is not eligible.
  public var availability: Availability { .unavailable(.deviceNotEligible) }
  /// Whether the model can be used: no.
  public var isAvailable: Bool { availability == .available }
  /// The languages the model understands.
  public var supportedLanguages: Set<Locale.Language> { [] }
  /// The number of tokens a session's context holds.
  public var contextSize: Int { 4096 }
  /// Whether the model understands `locale`'s language: none here.
  public func supportsLocale(_ locale: Locale = .current) -> Bool { false }
}

/// Why an adapter could not be used.
public enum SystemLanguageModelError: Error, Sendable, CustomStringConvertible {
  /// No model to adapt.
  case adaptersUnavailable

  /// The reason in words.
  public var description: String {
    switch self {
    case .adaptersUnavailable:
      return "Apple's on-device language model is not available here (no Apple Intelligence), so no adapter can be used"
    }
  }
}
