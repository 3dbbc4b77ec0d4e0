/// A session's history: its instructions, prompts, tool calls and responses, in order.
import Foundation

public struct Transcript: Sendable, Equatable, RandomAccessCollection {
  /// One step of the history.
  public enum Entry: Sendable, Equatable, Identifiable, CustomStringConvertible {
    /// The session's instructions.
    case instructions(Instructions)
    /// A prompt.
    case prompt(Prompt)
    /// The model's calls to tools.
    case toolCalls(ToolCalls)
    /// A tool's answer.
    case toolOutput(ToolOutput)
    /// A response.
    case response(Response)

    /// The entry's identifier.
    public var id: String {
      switch self {
      case .instructions(let entry): return entry.id
      case .prompt(let entry): return entry.id
      case .toolCalls(let entry): return entry.id
      case .toolOutput(let entry): return entry.id
      case .response(let entry): return entry.id
      }
    }
    /// The entry's text.
    public var description: String {
      switch self {
      case .instructions(let entry): return entry.segments.map(\.description).joined(separator: "\n")
      case .prompt(let entry): return entry.segments.map(\.description).joined(separator: "\n")
      case .toolCalls(let entry): return entry.calls.map(\.toolName).joined(separator: ", ")
      case .toolOutput(let entry): return entry.segments.map(\.description).joined(separator: "\n")
      case .response(let entry): return entry.segments.map(\.description).joined(separator: "\n")
      }
    }
  }

  /// A part of an entry: text or structured content.
  public enum Segment: Sendable, Equatable, Identifiable, CustomStringConvertible {
    /// Text.
    case text(TextSegment)
    /// Structured content.
    case structure(StructuredSegment)
    /// The segment's identifier.
    public var id: String {
      switch self {
      case .text(let segment): return segment.id
      case .structure(let segment): return segment.id
      }
    }
    /// The segment's text.
    public var description: String {
      switch self {
      case .text(let segment): return segment.content
      case .structure(let segment): return segment.content.jsonString
      }
    }
  }

  /// Text in an entry.
  public struct TextSegment: Sendable, Equatable, Identifiable {
    /// Its identifier.
    public var id: String
    /// The text.
    public var content: String
    /// A segment of `content`.
    public init(id: String = UUID().uuidString, content: String) {
      self.id = id
      self.content = content
    }
  }

  /// Structured content in an entry.
  public struct StructuredSegment: Sendable, Equatable, Identifiable {
    /// Its identifier.
    public var id: String
    /// The schema's name.
    public var source: String
    /// The content.
    public var content: GeneratedContent
    /// A segment of `content`.
    public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
      self.id = id
      self.source = source
      self.content = content
    }
  }

  /// The session's instructions.
  public struct Instructions: Sendable, Equatable, Identifiable {
    /// Its identifier.
    public var id: String
    /// Its parts.
    public var segments: [Segment]
    /// The tools the session offered.
    public var toolDefinitions: [ToolDefinition]
    /// Instructions of `segments`.
    public init(id: String = UUID().uuidString, segments: [Segment], toolDefinitions: [ToolDefinition]) {
      self.id = id
      self.segments = segments
      self.toolDefinitions = toolDefinitions
    }
  }

  /// A prompt.
  public struct Prompt: Sendable, Equatable, Identifiable {
    /// Its identifier.
    public var id: String
    /// Its parts.
    public var segments: [Segment]
    /// The options it was sent with.
    public var options: GenerationOptions
    /// A prompt of `segments`.
    public init(id: String = UUID().uuidString, segments: [Segment], options: GenerationOptions = GenerationOptions()) {
      self.id = id
      self.segments = segments
      self.options = options
    }
  }

  /// A response.
  public struct Response: Sendable, Equatable, Identifiable {
    /// Its identifier.
    public var id: String
    /// The asset identifiers of the model that wrote it.
    public var assetIDs: [String]
    /// Its parts.
    public var segments: [Segment]
    /// A response of `segments`.
    public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Segment]) {
      self.id = id
      self.assetIDs = assetIDs
      self.segments = segments
    }
  }

  /// A tool the session offered.
  public struct ToolDefinition: Sendable, Equatable {
    /// Its name.
    public var name: String
    /// What it does.
    public var description: String
    /// The definition of a tool.
    public init(tool: some Tool) {
      name = tool.name
      description = tool.description
    }
    /// A definition by name.
    public init(name: String, description: String, parameters: GenerationSchema) {
      self.name = name
      self.description = description
    }
  }

  /// The model's calls to tools.
  public struct ToolCalls: Sendable, Equatable, Identifiable, RandomAccessCollection {
    /// Its identifier.
    public var id: String
    /// The calls.
    public var calls: [ToolCall]
    /// Calls of `calls`.
    public init<S: Sequence>(id: String = UUID().uuidString, _ calls: S) where S.Element == ToolCall {
      self.id = id
      self.calls = Array(calls)
    }
    /// The first index.
    public var startIndex: Int { calls.startIndex }
    /// The index past the last.
    public var endIndex: Int { calls.endIndex }
    /// The call at `position`.
    public subscript(position: Int) -> ToolCall { calls[position] }
  }

  /// One call to a tool.
  public struct ToolCall: Sendable, Equatable, Identifiable {
    /// Its identifier.
    public var id: String
    /// The tool's name.
    public var toolName: String
    /// The arguments.
    public var arguments: GeneratedContent
    /// A call of `toolName`.
    public init(id: String, toolName: String, arguments: GeneratedContent) {
      self.id = id
      self.toolName = toolName
      self.arguments = arguments
    }
  }

  /// A tool's answer.
  public struct ToolOutput: Sendable, Equatable, Identifiable {
    /// Its identifier.
    public var id: String
    /// The tool's name.
    public var toolName: String
    /// Its parts.
    public var segments: [Segment]
    /// An answer of `segments`.
    public init(id: String, toolName: String, segments: [Segment]) {
      self.id = id
      self.toolName = toolName
      self.segments = segments
    }
  }

  /// The entries, in order.
  public var entries: [Entry]
  /// A transcript of `entries`.
  public init(entries: some Sequence<Entry> = []) { self.entries = Array(entries) }

  /// The first index.
  public var startIndex: Int { entries.startIndex }
  /// The index past the last.
  public var endIndex: Int { entries.endIndex }
  /// The entry at `position`.
  public subscript(position: Int) -> Entry { entries[position] }
}

extension Instructions: Equatable {
  public static func == (lhs: Instructions, rhs: Instructions) -> Bool { lhs.description == rhs.description }
}
extension Prompt: Equatable {
  public static func == (lhs: Prompt, rhs: Prompt) -> Bool { lhs.description == rhs.description }
}
