// A session with the on-device model. Its requests fail as they do on a device whose model is
// not available (`GenerationError.assetsUnavailable`), after the caller has been told so by
// `SystemLanguageModel.default.availability`; the session itself is made, keeps its
// instructions in its transcript and can be inspected, so an app's screens build and show.
import Foundation

/// A conversation with the on-device language model.
public final class LanguageModelSession: Sendable {
  /// The model the session talks to.
  public let model: SystemLanguageModel
  /// The tools the model may call.
  public let tools: [any Tool]
  /// The history: the instructions, then each prompt and response.
  public let transcript: Transcript

  /// A session with `model`, `tools` and `instructions`.
  public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
    self.model = model
    self.tools = tools
    let definitions = tools.map { Transcript.ToolDefinition(tool: $0) }
    transcript = Transcript(
      entries: instructions.map {
        [
          .instructions(
            Transcript.Instructions(
              segments: [.text(Transcript.TextSegment(content: $0.description))], toolDefinitions: definitions))
        ]
      } ?? [])
  }
  /// A session with instructions written as text.
  public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String) {
    self.init(model: model, tools: tools, instructions: Instructions(instructions))
  }
  /// A session with instructions built from parts.
  public convenience init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [],
    @InstructionsBuilder instructions: () throws -> Instructions
  ) rethrows {
    self.init(model: model, tools: tools, instructions: try instructions())
  }
  /// A session that continues `transcript`.
  public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
    self.model = model
    self.tools = tools
    self.transcript = transcript
  }

  /// Whether a response is being generated: never, here.
  public var isResponding: Bool { false }

  /// Loads the model ahead of a request: there is none to load.
  public func prewarm(promptPrefix: Prompt? = nil) {}

  // MARK: Responding

  /// A response to `prompt`, in text: throws, as no model is available.
  @discardableResult
  public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws
    -> Response<String>
  { throw GenerationError.unavailable }
  /// A response to `prompt`, in text.
  @discardableResult
  public func respond(to prompt: some PromptRepresentable, options: GenerationOptions = GenerationOptions())
    async throws -> Response<String>
  { throw GenerationError.unavailable }
  /// A response to a prompt built from parts, in text.
  @discardableResult
  public func respond(
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) async throws -> Response<String> { throw GenerationError.unavailable }

  /// A value of `type` generated in response to `prompt`.
  @discardableResult
  public func respond<Content: Generable>(
    to prompt: some PromptRepresentable, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<Content> { throw GenerationError.unavailable }
  /// A value of `type` generated in response to a prompt built from parts.
  @discardableResult
  public func respond<Content: Generable>(
    generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) async throws -> Response<Content> { throw GenerationError.unavailable }
  /// Content following `schema`, generated in response to `prompt`.
  @discardableResult
  public func respond(
    to prompt: some PromptRepresentable, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<GeneratedContent> { throw GenerationError.unavailable }
  /// Content following `schema`, generated in response to a prompt built from parts.
  @discardableResult
  public func respond(
    schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
    @PromptBuilder prompt: () throws -> Prompt
  ) async throws -> Response<GeneratedContent> { throw GenerationError.unavailable }

  // MARK: Streaming

  /// Snapshots of a text response to `prompt` as it grows: the stream throws at its start.
  public func streamResponse(to prompt: some PromptRepresentable, options: GenerationOptions = GenerationOptions())
    -> ResponseStream<String>
  { ResponseStream() }
  /// Snapshots of a text response to a prompt built from parts.
  public func streamResponse(
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) rethrows -> ResponseStream<String> { ResponseStream() }
  /// Snapshots of a value of `type` as it is generated in response to `prompt`.
  public func streamResponse<Content: Generable>(
    to prompt: some PromptRepresentable, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<Content> { ResponseStream() }
  /// Snapshots of a value of `type` generated in response to a prompt built from parts.
  public func streamResponse<Content: Generable>(
    generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) rethrows -> ResponseStream<Content> { ResponseStream() }
  /// Snapshots of content following `schema`, generated in response to `prompt`.
  public func streamResponse(
    to prompt: some PromptRepresentable, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<GeneratedContent> { ResponseStream() }

  // MARK: Results

  /// What a request returned.
  public struct Response<Content: Generable>: @unchecked Sendable {
    /// The content, as the app's type.
    public let content: Content
    /// The content as generated.
    public let rawContent: GeneratedContent
    /// The transcript's entries the request added.
    public let transcriptEntries: ArraySlice<Transcript.Entry>
  }

  /// Snapshots of a response as it is generated.
  public struct ResponseStream<Content: Generable>: AsyncSequence, @unchecked Sendable {
    /// A response partly generated.
    public struct Snapshot: @unchecked Sendable {
      /// The content so far.
      public var content: Content.PartiallyGenerated
      /// The content so far, as generated.
      public var rawContent: GeneratedContent
    }

    /// Goes through the snapshots: the first step throws, as no model is available.
    public struct AsyncIterator: AsyncIteratorProtocol {
      /// The next snapshot.
      public mutating func next() async throws -> Snapshot? { throw GenerationError.unavailable }
    }

    /// An iterator over the snapshots.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    /// The whole response, once generated.
    public func collect() async throws -> sending Response<Content> { throw GenerationError.unavailable }
  }

  // MARK: Errors

  /// Why a response could not be generated.
  public enum GenerationError: Error, LocalizedError, Sendable {
    /// What was going on when it failed.
    public struct Context: Sendable {
      /// The failure, in words for a developer.
      public let debugDescription: String
      /// A context described by `debugDescription`.
      public init(debugDescription: String) { self.debugDescription = debugDescription }
    }
    /// The model's refusal to answer.
    public struct Refusal: Sendable {
      /// Its transcript's entries.
      public let transcriptEntries: [Transcript.Entry]
      /// The model's explanation.
      public var explanation: Response<String> {
        get async throws { throw GenerationError.unavailable }
      }
    }

    /// The transcript outgrew the model's context.
    case exceededContextWindowSize(Context)
    /// The model's assets are not on this device: what a page says, having no model.
    case assetsUnavailable(Context)
    /// The prompt or response broke the guardrails.
    case guardrailViolation(Context)
    /// A guide the model cannot follow.
    case unsupportedGuide(Context)
    /// A language the model does not understand.
    case unsupportedLanguageOrLocale(Context)
    /// The response could not become the requested type.
    case decodingFailure(Context)
    /// Too many requests.
    case rateLimited(Context)
    /// A second request while one was being answered.
    case concurrentRequests(Context)
    /// The model refused.
    case refusal(Refusal, Context)

    static let unavailable = GenerationError.assetsUnavailable(
      Context(
        debugDescription:
          "Apple's on-device language model is not available here: SuperSwift runs apps on Linux, without "
          + "Apple Intelligence (SystemLanguageModel.default.availability is .unavailable(.deviceNotEligible))"))

    /// The failure, for a person.
    public var errorDescription: String? {
      switch self {
      case .exceededContextWindowSize: return "The conversation is too long for the model."
      case .assetsUnavailable: return "The language model is not available on this device."
      case .guardrailViolation: return "The request was stopped by the model's safety guardrails."
      case .unsupportedGuide: return "The model cannot follow one of the generation guides."
      case .unsupportedLanguageOrLocale: return "The model does not support this language."
      case .decodingFailure: return "The model's response could not be read."
      case .rateLimited: return "Too many requests to the model."
      case .concurrentRequests: return "The model is already answering a request."
      case .refusal: return "The model declined to answer."
      }
    }
    /// What went wrong, in more detail.
    public var failureReason: String? {
      switch self {
      case .exceededContextWindowSize(let context), .assetsUnavailable(let context),
        .guardrailViolation(let context), .unsupportedGuide(let context), .unsupportedLanguageOrLocale(let context),
        .decodingFailure(let context), .rateLimited(let context), .concurrentRequests(let context),
        .refusal(_, let context):
        return context.debugDescription
      }
    }
    /// What the person could do.
    public var recoverySuggestion: String? { nil }
  }

  /// Why a tool failed while the model called it.
  public struct ToolCallError: Error, LocalizedError, Sendable {
    /// The tool.
    public var tool: any Tool
    /// The tool's own error.
    public var underlyingError: any Error & Sendable
    /// An error of `tool`'s.
    public init(tool: any Tool, underlyingError: any Error & Sendable) {
      self.tool = tool
      self.underlyingError = underlyingError
    }
    /// The failure, for a person.
    public var errorDescription: String? { "The tool \(tool.name) failed: \(underlyingError.localizedDescription)" }
  }
}
