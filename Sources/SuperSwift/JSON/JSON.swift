/// A JSON value: what `input.json` gives back and what a `.json` result carries.
///
/// Objects keep their keys in order, so `.object(["tip": …, "total": …])` prints `tip` first,
/// and numbers print exactly (`46`, not `46.0`).
public enum JSON: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number. JSON has one number type; integers up to 2^53 are exact.
  case number(Double)
  /// A string.
  case string(String)
  /// An ordered list of values.
  case array([JSON])
  /// Keys and values, in the order they were written or parsed.
  case object(JSONObject)
}
