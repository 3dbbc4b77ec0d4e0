// What an app says to a model: instructions for the session, prompts for each request, each
// written as text or built from parts with a result builder, as on iOS 26.
import Foundation

/// A value that can be part of a prompt.
public protocol PromptRepresentable {
  /// The value as a prompt.
  var promptRepresentation: Prompt { get }
}

/// A value that can be part of instructions.
public protocol InstructionsRepresentable {
  /// The value as instructions.
  var instructionsRepresentation: Instructions { get }
}

/// A request to the model, in words.
public struct Prompt: Sendable, PromptRepresentable, CustomStringConvertible {
  /// The prompt's text.
  public let description: String
  /// A prompt of `text`.
  public init(_ text: String) { description = text }
  /// A prompt of a value's prompt.
  public init(_ content: some PromptRepresentable) { self = content.promptRepresentation }
  /// A prompt built from parts.
  public init(@PromptBuilder _ content: () throws -> Prompt) rethrows { self = try content() }
  /// Itself.
  public var promptRepresentation: Prompt { self }
}

/// What the model is to do throughout a session, in words.
public struct Instructions: Sendable, InstructionsRepresentable, CustomStringConvertible {
  /// The instructions' text.
  public let description: String
  /// Instructions of `text`.
  public init(_ text: String) { description = text }
  /// Instructions of a value's instructions.
  public init(_ content: some InstructionsRepresentable) { self = content.instructionsRepresentation }
  /// Instructions built from parts.
  public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows { self = try content() }
  /// Itself.
  public var instructionsRepresentation: Instructions { self }
}

extension String: PromptRepresentable, InstructionsRepresentable {
  /// The text as a prompt.
  public var promptRepresentation: Prompt { Prompt(self) }
  /// The text as instructions.
  public var instructionsRepresentation: Instructions { Instructions(self) }
}

/// Builds a prompt from parts, one per line.
@resultBuilder
public enum PromptBuilder {
  /// A part.
  public static func buildExpression(_ expression: some PromptRepresentable) -> Prompt {
    expression.promptRepresentation
  }
  /// Parts, one after the other.
  public static func buildBlock(_ components: Prompt...) -> Prompt { joined(components) }
  /// Parts from a loop.
  public static func buildArray(_ components: [Prompt]) -> Prompt { joined(components) }
  /// An `if`'s part.
  public static func buildOptional(_ component: Prompt?) -> Prompt { component ?? Prompt("") }
  /// An `if`'s first branch.
  public static func buildEither(first component: Prompt) -> Prompt { component }
  /// An `if`'s second branch.
  public static func buildEither(second component: Prompt) -> Prompt { component }
  /// A part under `if #available`.
  public static func buildLimitedAvailability(_ component: Prompt) -> Prompt { component }

  static func joined(_ parts: [Prompt]) -> Prompt {
    Prompt(parts.map(\.description).filter { !$0.isEmpty }.joined(separator: "\n"))
  }
}

/// Builds instructions from parts, one per line.
@resultBuilder
public enum InstructionsBuilder {
  /// A part.
  public static func buildExpression(_ expression: some InstructionsRepresentable) -> Instructions {
    expression.instructionsRepresentation
  }
  /// Parts, one after the other.
  public static func buildBlock(_ components: Instructions...) -> Instructions { joined(components) }
  /// Parts from a loop.
  public static func buildArray(_ components: [Instructions]) -> Instructions { joined(components) }
  /// An `if`'s part.
  public static func buildOptional(_ component: Instructions?) -> Instructions { component ?? Instructions("") }
  /// An `if`'s first branch.
  public static func buildEither(first component: Instructions) -> Instructions { component }
  /// An `if`'s second branch.
  public static func buildEither(second component: Instructions) -> Instructions { component }
  /// A part under `if #available`.
  public static func buildLimitedAvailability(_ component: Instructions) -> Instructions { component }

  static func joined(_ parts: [Instructions]) -> Instructions {
    Instructions(parts.map(\.description).filter { !$0.isEmpty }.joined(separator: "\n"))
  }
}

/// How the model picks its words.
public struct GenerationOptions: Sendable, Equatable {
  /// How the next token is chosen.
  public struct SamplingMode: Sendable, Equatable {
    let name: String
    /// Always the likeliest token.
    public static var greedy: SamplingMode { SamplingMode(name: "greedy") }
    /// At random among the `top` likeliest.
    public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(name: "top \(k)") }
    /// At random among the likeliest whose probabilities add up to `probabilityThreshold`.
    public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
      SamplingMode(name: "p \(probabilityThreshold)")
    }
  }
  /// How tokens are chosen.
  public var sampling: SamplingMode?
  /// How varied the response is (0 to 2).
  public var temperature: Double?
  /// The longest response, in tokens.
  public var maximumResponseTokens: Int?

  /// Options, each unset by default.
  public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
    self.sampling = sampling
    self.temperature = temperature
    self.maximumResponseTokens = maximumResponseTokens
  }
}

/// A function the model may call while it responds.
public protocol Tool<Arguments, Output>: Sendable {
  /// What the model passes.
  associatedtype Arguments: ConvertibleFromGeneratedContent
  /// What the tool returns.
  associatedtype Output: PromptRepresentable
  /// The tool's name, as the model calls it.
  var name: String { get }
  /// What the tool does, for the model.
  var description: String { get }
  /// The schema of its arguments.
  var parameters: GenerationSchema { get }
  /// Whether its schema goes into the session's instructions.
  var includesSchemaInInstructions: Bool { get }
  /// Runs the tool.
  func call(arguments: Arguments) async throws -> Output
}

extension Tool {
  /// The type's name.
  public var name: String { String(describing: Self.self) }
  /// Its schema goes into the instructions.
  public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
  /// The arguments' schema.
  public var parameters: GenerationSchema { Arguments.generationSchema }
}

/// What a tool returns to the model (iOS 26's first spelling).
public struct ToolOutput: Sendable, PromptRepresentable {
  let content: GeneratedContent
  /// Text for the model.
  public init(_ text: String) { content = GeneratedContent(text) }
  /// Structured content for the model.
  public init(_ content: GeneratedContent) { self.content = content }
  /// The output as a prompt.
  public var promptRepresentation: Prompt { Prompt(content.jsonString) }
}
