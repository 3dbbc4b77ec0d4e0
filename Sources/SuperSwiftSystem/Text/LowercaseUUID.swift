/// The spelling of identifiers made from a UUID and compared as text: 36 characters, lowercase
/// hexadecimal digits with hyphens at 8, 13, 18 and 23.
package enum LowercaseUUID {
  /// Whether `text` is spelled so.
  package static func matches(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 36 else { return false }
    for (index, byte) in bytes.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard
          (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        else { return false }
      }
    }
    return true
  }
}
