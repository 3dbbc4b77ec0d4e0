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
  /// The output folder's name inside the run folder.
  public static let outputDirectoryName = "out"
}
