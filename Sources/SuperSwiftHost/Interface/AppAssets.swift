import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// An app's named images (`Image("flag")`): image files beside its source, found by name with
/// an image extension, never by a path; served on its page under `assets/`.
package enum AppAssets {
  /// The extensions looked for, best first, with their types.
  static let types: [(fileExtension: String, mime: String)] = [
    ("png", "image/png"), ("jpg", "image/jpeg"), ("jpeg", "image/jpeg"), ("webp", "image/webp"),
    ("gif", "image/gif"), ("svg", "image/svg+xml"),
  ]

  /// The folder an app's images are in: the app's folder, or the folder of a one-file app.
  static func folder(of location: URL) -> URL {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: location.path, isDirectory: &isFolder), isFolder.boolValue {
      return location
    }
    return location.deletingLastPathComponent()
  }

  /// The image file for `name` in `folder`: `name` itself when it has an image extension, else
  /// `name.png`, `name.jpg`…; `nil` for a name with a path in it, or none found.
  package static func file(named name: String, in folder: URL) -> URL? {
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), name.utf8.count <= 200 else { return nil }
    let lowered = name.lowercased()
    let candidates =
      types.contains { lowered.hasSuffix(".\($0.fileExtension)") }
      ? [name] : types.map { "\(name).\($0.fileExtension)" }
    for candidate in candidates {
      let file = folder.appendingPathComponent(candidate)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue { return file }
    }
    return nil
  }

  /// The name under `assets/` of the image `name` shows: a file beside the app's source by its
  /// own name, else its asset catalog's image set as `catalog-` and the name's UTF-8 in hex
  /// (so no name can reach a path); `nil` when neither has it.
  static func assetName(of name: String, in folder: URL, catalog: AssetCatalog) -> String? {
    if let file = file(named: name, in: folder) { return file.lastPathComponent }
    guard let file = catalog.images[name] else { return nil }
    return "catalog-" + HMACSHA256.hex(Array(name.utf8)) + "." + file.pathExtension.lowercased()
  }

  /// The image file an `assets/` name stands for: a file beside the app, or a catalog image.
  package static func file(assetName: String, in folder: URL, catalog: AssetCatalog) -> URL? {
    if assetName.hasPrefix("catalog-") {
      let hex = assetName.dropFirst("catalog-".count).prefix { $0 != "." }
      guard hex.count.isMultiple(of: 2), hex.count <= 800 else { return nil }
      var bytes: [UInt8] = []
      var index = hex.startIndex
      while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
        bytes.append(byte)
        index = next
      }
      guard let name = String(validating: bytes, as: UTF8.self), let file = catalog.images[name],
        assetName == self.assetName(of: name, in: folder, catalog: catalog)
      else { return nil }
      return file
    }
    guard let file = file(named: assetName, in: folder), file.lastPathComponent == assetName else { return nil }
    return file
  }

  /// The tree with each named image (not a symbol) marked with its `assets/` name (`"asset"`),
  /// when the app has it beside its source or in its asset catalog: the HTML shows it from
  /// `assets/`, else the name as before.
  static func resolve(_ tree: JSON, in folder: URL, catalog: AssetCatalog) -> JSON {
    guard case .object(var object) = tree else { return tree }
    if object["kind"]?.string.flatMap(NodeKind.init(rawValue:)) == .image, object["symbol"]?.bool != true,
      let name = object["name"]?.string,
      let asset = assetName(of: name, in: folder, catalog: catalog)
    {
      object["asset"] = .string(asset)
    }
    if case .array(let children)? = object["children"] {
      object["children"] = .array(children.map { resolve($0, in: folder, catalog: catalog) })
    }
    return .object(object)
  }

  /// The size in points of each named image an app can show (`Image("carrot")`): its asset
  /// catalog's image sets (pixels over the file's scale), then the image files beside its
  /// source by name and by file name; the page's layout sizes an image that is not resizable by
  /// it, and keeps a resizable one's aspect ratio, as iOS does. At most `sizedImages` files are
  /// read (a one-file app in a folder of photos), each only as far as its header.
  package static func imageSizes(in folder: URL, catalog: AssetCatalog) -> [String: (width: Double, height: Double)] {
    var sizes: [String: (width: Double, height: Double)] = [:]
    var read = 0
    func size(of file: URL, scale: Double) -> (width: Double, height: Double)? {
      guard read < sizedImages else { return nil }
      read += 1
      guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }  // unreadable: no size
      defer { try? handle.close() }
      // Most headers are in the first few kilobytes (a PNG's in 24 bytes); a JPEG's frame can
      // follow its EXIF block, so the rest of the header's bound is read only when needed.
      guard var bytes = (try? handle.read(upToCount: 4096)).map(Array.init) else { return nil }  // unreadable: no size
      var found = ImageDimensions.size(of: bytes)
      if found == nil, bytes.count == 4096, let more = try? handle.read(upToCount: ImageDimensions.headerBytes - 4096) {
        bytes += more
        found = ImageDimensions.size(of: bytes)
      }
      guard let pixels = found else { return nil }
      // A vector image's size is its points already.
      let factor = file.pathExtension.lowercased() == "svg" ? 1 : max(scale, 1)
      return (pixels.width / factor, pixels.height / factor)
    }
    for name in catalog.images.keys.sorted() {
      if let file = catalog.images[name], let found = size(of: file, scale: catalog.imageScales[name] ?? 1) {
        sizes[name] = found
      }
    }
    let beside = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    for file in beside.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      let fileName = file.lastPathComponent
      guard !fileName.hasPrefix("."), types.contains(where: { $0.fileExtension == file.pathExtension.lowercased() }),
        sizes[fileName] == nil
      else { continue }
      // `Image("logo")` finds `logo.png` before `logo.jpg` (`file(named:in:)`), and a file
      // beside the source before a catalog's set.
      let name = file.deletingPathExtension().lastPathComponent
      guard let found = size(of: file, scale: 1) else { continue }
      sizes[fileName] = found
      if let shown = self.file(named: name, in: folder), shown.lastPathComponent == fileName { sizes[name] = found }
    }
    return sizes
  }

  /// The most image files `imageSizes` reads for one run.
  static let sizedImages = 400

  /// The content type of an asset file, by its extension.
  package static func type(of file: URL) -> String {
    types.first { $0.fileExtension == file.pathExtension.lowercased() }?.mime ?? "application/octet-stream"
  }
}
