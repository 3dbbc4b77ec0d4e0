import Foundation

/// Base64 with the URL and file name alphabet, unpadded (RFC 4648 §5), as JWTs and Web Push
/// keys write bytes.
public enum Base64URL {
  /// `bytes` encoded.
  public static func encode(_ bytes: some Collection<UInt8>) -> String {
    Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// The bytes `text` encodes (padded or not, either alphabet); `nil` when it is not Base64.
  public static func decode(_ text: some StringProtocol) -> [UInt8]? {
    var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    if standard.count % 4 == 1 { return nil }
    while standard.count % 4 != 0 { standard += "=" }
    return Data(base64Encoded: standard).map { Array($0) }
  }
}
