#if canImport(Glibc)
  import Glibc
#endif

/// Where a run of bytes occurs in another, for searches on hot paths (a log line checked for
/// secrets, every source file checked for names before every run): `memchr` (glibc's,
/// vectorised) to each candidate first byte, then `memcmp` of the rest, where the standard
/// library's and Foundation's generic searches go byte by byte.
package enum ByteSearch {
  /// The offset of `needle`'s first occurrence in `haystack`, or `nil` (also for an empty
  /// needle, which callers decide about).
  package static func firstOffset(of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Int? {
    guard let base = haystack.baseAddress, let first = needle.first, let wanted = needle.baseAddress else {
      return nil
    }
    var offset = 0
    while haystack.count - offset >= needle.count,
      let hit = memchr(base + offset, Int32(first), haystack.count - offset - needle.count + 1)
    {
      let at = base.distance(to: UnsafeRawPointer(hit))
      if memcmp(base + at, wanted, needle.count) == 0 { return at }
      offset = at + 1
    }
    return nil
  }
}
