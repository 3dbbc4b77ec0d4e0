/// Shown, hidden or automatic.
public enum Visibility: Hashable, Sendable {
  case automatic, visible, hidden
}
