/// The messages of the interface part of the run protocol (`docs/protocol.md`).
@_spi(Host)
public enum InterfaceMessage {
  /// App to host: the whole view tree after a change. Versions rise by one per render.
  public struct Render: Sendable, Hashable {
    /// Counts renders from 1; an event names the version its page showed.
    public var version: Int
    /// The navigation title, if the app set one.
    public var title: String?
    /// The view tree (`SwiftUI` module's nodes).
    public var tree: JSON
    /// A live preview's state after this render (`PreviewState`), which the next build of the
    /// app starts from; `nil` for any run that is not a preview.
    public var state: JSON?

    /// A render message.
    public init(version: Int, title: String?, tree: JSON, state: JSON? = nil) {
      self.version = version
      self.title = title
      self.tree = tree
      self.state = state
    }

    /// The message as JSON.
    public var json: JSON {
      var members: [(String, JSON)] = [("type", "render"), ("version", .number(Double(version)))]
      if let title { members.append(("title", .string(title))) }
      members.append(("tree", tree))
      if let state { members.append(("state", state)) }
      return .object(JSONObject(members))
    }

    /// Reads a render message; `nil` when it is something else or malformed.
    public init?(json: JSON) {
      guard json["type"]?.string == "render", let version = json["version"]?.int,
        let tree = json["tree"]
      else { return nil }
      self.init(version: version, title: json["title"]?.string, tree: tree, state: json["state"])
    }
  }

  /// Host to app: the user did something to one control.
  public struct Event: Sendable, Hashable {
    /// The version of the tree the page showed when the user acted.
    public var version: Int
    /// The control's identifier in that tree.
    public var target: String
    /// What happened.
    public var action: EventAction
    /// The new value for `set`: a string, a number or a Boolean.
    public var value: JSON?

    /// An event.
    public init(version: Int, target: String, action: EventAction, value: JSON? = nil) {
      self.version = version
      self.target = target
      self.action = action
      self.value = value
    }

    /// The message as JSON.
    public var json: JSON {
      var members: [(String, JSON)] = [
        ("type", "event"), ("version", .number(Double(version))), ("target", .string(target)),
        ("action", .string(action.rawValue)),
      ]
      if let value { members.append(("value", value)) }
      return .object(JSONObject(members))
    }

    /// Reads an event; `nil` when it is something else or malformed.
    public init?(json: JSON) {
      guard json["type"]?.string == "event", let version = json["version"]?.int,
        let target = json["target"]?.string, let action = json["action"]?.string.flatMap(EventAction.init(rawValue:))
      else { return nil }
      self.init(version: version, target: target, action: action, value: json["value"])
    }
  }
}

/// What a person did to a control, as the page reports it and the app's views handle it: one
/// vocabulary for the page's script, the host that checks events and the views, so a view that
/// handles an action the others never send (or the reverse) is a compile error, not a silent
/// no-op.
@_spi(Host)
public enum EventAction: String, Sendable, Hashable, CaseIterable {
  /// A button, link, row or tab was pressed.
  case tap
  /// A control's value was set (`value`: a string, number or Boolean).
  case set
  /// A stepper went up.
  case increment
  /// A stepper went down.
  case decrement
  /// A text field's Return.
  case submit
  /// The page's size changed (`value`: `{"width", "height"}` in CSS pixels).
  case viewport
}
