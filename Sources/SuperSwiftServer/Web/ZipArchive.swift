import CMinizip
import Foundation

/// Writes a zip archive of files, with zlib's minizip: how several result files reach a caller
/// that cannot split `multipart/mixed` (Shortcuts opens a zip with Extract Archive).
enum ZipArchive {
  /// Why an archive could not be written: the step, and minizip's status (or `errno`).
  struct Failure: Error, CustomStringConvertible {
    let step: String
    let code: Int32

    var description: String { "could not write the zip archive (\(step), status \(code))" }
  }

  /// Writes `entries` (the name inside the archive, and the file to take the bytes from) to
  /// `destination`, compressed; names are stored as UTF-8 (flag bit 11), as Apple's Archive
  /// Utility reads them. A name that repeats gets ` 2`, ` 3`… before its extension.
  static func write(_ entries: [(name: String, file: URL)], to destination: URL) throws(Failure) {
    guard let archive = zipOpen64(destination.path, APPEND_STATUS_CREATE) else {
      throw Failure(step: "create \(destination.lastPathComponent)", code: errno)
    }
    var closed = false
    defer { if !closed { zipClose(archive, nil) } }
    var used: Set<String> = []
    var info = zip_fileinfo()
    let now = Calendar(identifier: .gregorian).dateComponents(in: .current, from: Date())
    info.tmz_date = tm_zip(
      tm_sec: uInt(now.second ?? 0), tm_min: uInt(now.minute ?? 0), tm_hour: uInt(now.hour ?? 0),
      tm_mday: uInt(now.day ?? 1), tm_mon: uInt((now.month ?? 1) - 1), tm_year: uInt(now.year ?? 1980))
    info.external_fa = 0o100644 << 16  // a regular file, rw-r--r--
    for entry in entries {
      let name = unique(entry.name, among: &used)
      let data: Data
      do {
        data = try Data(contentsOf: entry.file)
      } catch {
        throw Failure(step: "read \(entry.name)", code: Int32((error as NSError).code))
      }
      let opened = zipOpenNewFileInZip4_64(
        archive, name, &info, nil, 0, nil, 0, nil, Z_DEFLATED, Z_DEFAULT_COMPRESSION, 0, -15 /* raw deflate */,
        8 /* zlib's default memory level */, Z_DEFAULT_STRATEGY, nil, 0, 3 << 8 /* made by Unix */,
        1 << 11 /* UTF-8 names */,
        data.count >= 0xFFFF_FFFF ? 1 : 0)
      guard opened == ZIP_OK else { throw Failure(step: "add \(name)", code: opened) }
      var offset = 0
      while offset < data.count {
        let length = min(data.count - offset, 1 << 24)
        let written = data.withUnsafeBytes { raw in
          zipWriteInFileInZip(archive, raw.baseAddress! + offset, UInt32(length))
        }
        guard written == ZIP_OK else { throw Failure(step: "write \(name)", code: written) }
        offset += length
      }
      let finished = zipCloseFileInZip(archive)
      guard finished == ZIP_OK else { throw Failure(step: "finish \(name)", code: finished) }
    }
    closed = true
    let status = zipClose(archive, nil)
    guard status == ZIP_OK else { throw Failure(step: "close", code: status) }
  }

  /// `name`, or `name 2.ext`, `name 3.ext`… when it is taken already.
  static func unique(_ name: String, among used: inout Set<String>) -> String {
    var candidate = name
    var number = 2
    while used.contains(candidate) {
      let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
      let stem = dot.map { String(name[..<$0]) } ?? name
      let suffix = dot.map { String(name[$0...]) } ?? ""
      candidate = "\(stem) \(number)\(suffix)"
      number += 1
    }
    used.insert(candidate)
    return candidate
  }
}
