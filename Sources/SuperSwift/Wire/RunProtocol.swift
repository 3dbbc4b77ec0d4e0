/// The constants of the run protocol between the host and an app process (`docs/protocol.md`).
@_spi(Host)
public enum RunProtocol {
  /// The protocol version both sides speak. A host refuses to talk to an app built for
  /// another version, which cannot happen in practice since the cache key includes it.
  public static let version = 1
  /// Names the run folder, which holds `input.json` and the `out/` folder.
  public static let runDirectoryVariable = "SUPERSWIFT_RUN_DIR"
  /// Names the file descriptor the app writes its messages to, one JSON object a line.
  public static let channelVariable = "SUPERSWIFT_CHANNEL_FD"
  /// The JSON file where the app's `@AppStorage` values persist across runs (`<library>/storage/…`).
  public static let appStorageVariable = "SUPERSWIFT_APP_STORAGE"
  /// The JSON file of the sizes in points of the images an interface app can show by name
  /// (`{"carrot": [27, 32]}`), which its layout sizes `Image("carrot")` by; unset when none.
  public static let imageSizesVariable = "SUPERSWIFT_IMAGE_SIZES"
  /// The input file's name inside the run folder.
  public static let inputFileName = "input.json"
  /// The file in the run folder holding the image sizes `imageSizesVariable` names.
  public static let imageSizesFileName = "images.json"
  /// The output folder's name inside the run folder.
  public static let outputDirectoryName = "out"
  /// A text input item or text result of more UTF-8 bytes than this crosses as a file of its
  /// own in the run folder, not inside a line of JSON: megabytes are copied once, never escaped
  /// on one side and parsed on the other.
  public static let textApartThreshold = 64 * 1024
  /// The file in the run folder holding input item `index`'s text when it crosses apart.
  public static func inputTextFileName(_ index: Int) -> String { "input-\(index).txt" }
  /// The file in the run folder holding a text result that crosses apart.
  public static let resultTextFileName = "result.txt"

  /// Whether `name` may name a text that crosses apart: one of the names above, never a path,
  /// so neither side reads a file outside the run folder because the other one said so.
  public static func isApartTextName(_ name: String) -> Bool {
    if name == resultTextFileName { return true }
    guard name.hasPrefix("input-"), name.hasSuffix(".txt") else { return false }
    let digits = name.dropFirst("input-".count).dropLast(".txt".count)
    return !digits.isEmpty && digits.count <= 6 && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
