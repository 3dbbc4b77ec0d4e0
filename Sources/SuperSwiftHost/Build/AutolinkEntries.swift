import Foundation

/// What `swift-autolink-extract` does, in-process: reads the libraries a Swift object file asks
/// to be linked with (its `.swift1_autolink_entries` section, NUL-separated linker flags such
/// as `-lFoundation`) and writes them one per line, each once, for the linker's response file.
///
/// Why: the tool is the Swift frontend under another name, a 100 MB program that takes ~40 ms
/// to start, which every cold build paid for a few hundred bytes of reading. The tool also puts
/// the Swift runtime's own libraries in an order of its own, which changes between releases;
/// this keeps the object's order, so it is used only with lld, which resolves archives in any
/// order (`CompilePlan.linksWithLLD`).
package enum AutolinkEntries {
  /// The section's name in ELF objects.
  static let sectionName = ".swift1_autolink_entries"

  /// The entries of the ELF64 little-endian object `data`, in order, each once; `nil` if it is
  /// not such an object (the caller then runs the real tool).
  package static func entries(inObject data: Data) -> [String]? {
    let bytes = [UInt8](data)
    func integer(at offset: Int, size: Int) -> Int? {
      guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
      var value: UInt64 = 0
      for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
      return value <= UInt64(Int.max) ? Int(value) : nil
    }
    // ELF magic, 64-bit class, little-endian.
    guard bytes.count >= 64, bytes[0..<4] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1,
      let sectionTable = integer(at: 0x28, size: 8), let entrySize = integer(at: 0x3A, size: 2),
      let count = integer(at: 0x3C, size: 2), let namesIndex = integer(at: 0x3E, size: 2),
      entrySize >= 64, namesIndex < count
    else { return nil }
    func section(_ index: Int) -> (name: Int, offset: Int, size: Int)? {
      let header = sectionTable + index * entrySize
      guard let name = integer(at: header, size: 4), let offset = integer(at: header + 24, size: 8),
        let size = integer(at: header + 32, size: 8), offset + size <= bytes.count
      else { return nil }
      return (name, offset, size)
    }
    guard let names = section(namesIndex) else { return nil }
    var entries: [String] = []
    for index in 0..<count {
      guard let candidate = section(index) else { return nil }
      let nameStart = names.offset + candidate.name
      guard nameStart < names.offset + names.size else { continue }
      let nameEnd = bytes[nameStart..<(names.offset + names.size)].firstIndex(of: 0) ?? (names.offset + names.size)
      guard String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self) == sectionName else { continue }
      let content = bytes[candidate.offset..<(candidate.offset + candidate.size)]
      for entry in content.split(separator: 0) {
        let flag = String(decoding: entry, as: UTF8.self)
        if !entries.contains(flag) { entries.append(flag) }
      }
    }
    return entries
  }
}
