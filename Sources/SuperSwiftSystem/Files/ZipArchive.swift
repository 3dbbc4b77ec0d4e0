import CMinizip
import Foundation

/// Zip archives with zlib's minizip: written, for several result files to reach a caller that
/// cannot split `multipart/mixed` (Shortcuts opens a zip with Extract Archive) and for the
/// library's backups; read, for restoring a backup, within bounds a hostile archive cannot pass.
package enum ZipArchive {
  /// Why an archive could not be written or read: the step, and minizip's status (or `errno`).
  package struct Failure: Error, CustomStringConvertible, Equatable {
    let step: String
    let code: Int32

    /// The failure in a sentence.
    package var description: String { "could not use the zip archive (\(step), status \(code))" }
  }

  /// One member read from an archive: its name as stored, and its bytes.
  package struct Member: Sendable {
    /// The name inside the archive (not checked: a caller decides what a name may be).
    package var name: String
    /// Its bytes.
    package var data: Data
  }

  /// Reads every member of the archive at `source`, refusing more than `maximumMembers`, or more
  /// than `maximumBytes` of content in all (counted as it is inflated, so a member that claims
  /// to be small and inflates without end is stopped at the bound).
  package static func read(_ source: URL, maximumMembers: Int = 100_000, maximumBytes: Int = 4 << 30) throws(Failure)
    -> [Member]
  {
    guard let archive = unzOpen64(source.path) else {
      throw Failure(step: "open \(source.lastPathComponent)", code: errno)
    }
    defer { unzClose(archive) }
    var members: [Member] = []
    var total = 0
    var status = unzGoToFirstFile(archive)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while status == UNZ_OK {
      guard members.count < maximumMembers else { throw Failure(step: "more than \(maximumMembers) members", code: 0) }
      var info = unz_file_info64()
      var nameBytes = [CChar](repeating: 0, count: 4097)
      let described = unzGetCurrentFileInfo64(archive, &info, &nameBytes, 4096, nil, 0, nil, 0)
      guard described == UNZ_OK else { throw Failure(step: "read a member's header", code: described) }
      let name = String(decoding: nameBytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let opened = unzOpenCurrentFile(archive)
      guard opened == UNZ_OK else { throw Failure(step: "open \(name)", code: opened) }
      var data = Data()
      while true {
        let count = unzReadCurrentFile(archive, &buffer, UInt32(buffer.count))
        guard count >= 0 else {
          unzCloseCurrentFile(archive)
          throw Failure(step: "inflate \(name)", code: count)
        }
        if count == 0 { break }
        total += Int(count)
        guard total <= maximumBytes else {
          unzCloseCurrentFile(archive)
          throw Failure(step: "more than \(maximumBytes >> 20) MiB inflated", code: 0)
        }
        data.append(contentsOf: buffer[..<Int(count)])
      }
      // The member's checksum is checked here: a changed byte fails the close.
      let closed = unzCloseCurrentFile(archive)
      guard closed == UNZ_OK else { throw Failure(step: "check \(name)", code: closed) }
      members.append(Member(name: name, data: data))
      status = unzGoToNextFile(archive)
    }
    guard status == UNZ_END_OF_LIST_OF_FILE else { throw Failure(step: "list the members", code: status) }
    return members
  }

  /// Writes `entries` (the name inside the archive, and the file to take the bytes from) to
  /// `destination`, compressed; names are stored as UTF-8 (flag bit 11), as Apple's Archive
  /// Utility reads them. A name that repeats gets ` 2`, ` 3`… before its extension.
  package static func write(_ entries: [(name: String, file: URL)], to destination: URL) throws(Failure) {
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
