/// How a run was started.
public enum RunSource: String, Sendable, Hashable, CaseIterable, Codable {
  /// Run directly, with no input: `superswift run APP`, or the binary started by hand.
  case app
  /// From an automation: `superswift run APP --input …`, or the HTTP API.
  case shortcut
  /// From a share action: `superswift share … --to APP`, or the desktop's Open With.
  case shareSheet
  /// From a `superswift://run/…` link, which never carries input.
  case urlScheme
}
