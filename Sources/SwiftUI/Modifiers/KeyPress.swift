import Foundation
@_spi(Host) import SuperSwiftLayout

/// A key pressed while a view has focus: what `onKeyPress` handlers receive.
public struct KeyPress: Sendable {
  /// Whether a handler used the key press.
  public enum Result: Hashable, Sendable {
    /// Used: it goes no further.
    case handled
    /// Not used: it goes on to the views above.
    case ignored
  }

  /// When in a press a handler is called.
  public struct Phases: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Phases from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The key went down.
    public static let down = Phases(rawValue: 1)
    /// The key repeats while held.
    public static let `repeat` = Phases(rawValue: 2)
    /// The key came up.
    public static let up = Phases(rawValue: 4)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// The key.
  public let key: KeyEquivalent
  /// The characters it types.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers
  /// The phase of this call.
  public let phase: Phases
}

// Key presses on a page go to its focused controls (text fields, buttons); a view's own key
// handlers are accepted and not called.
extension View {
  /// Accepted; a page's keys go to its controls.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
  /// Accepted; a page's keys go to its controls.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }
  /// Accepted; a page's keys go to its controls.
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }
  /// Accepted; a page's keys go to its controls.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }
  /// Accepted; a page's keys go to its controls.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }
  /// Accepted; a page's keyboard shortcuts are the browser's.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
  ) -> some View { self }
}
