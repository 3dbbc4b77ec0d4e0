@_spi(Host) import SuperSwiftLayout

/// A key with modifiers: what `.keyboardShortcut` takes.
public struct KeyboardShortcut: Hashable, Sendable {
  /// How the key is matched across keyboard layouts.
  public struct Localization: Hashable, Sendable {
    let name: String
    /// As the platform does.
    public static let automatic = Localization(name: "automatic")
    /// The key as written, whatever the layout.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// The same physical key on every layout.
    public static let custom = Localization(name: "custom")
  }

  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys held with it.
  public var modifiers: EventModifiers
  /// How the key is matched across layouts.
  public var localization: Localization

  /// A shortcut: `key` with `modifiers` (Command by default).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.init(key, modifiers: modifiers, localization: .automatic)
  }

  /// A shortcut matched across layouts as `localization` says.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// Return: the default action.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: the cancel action.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
