import Foundation
@_spi(Host) import SuperSwift

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

  /// The tree with each named image (not a symbol) marked with its file (`"asset"`), when the
  /// folder has one: the HTML shows it from `assets/`, else the name as before.
  static func resolve(_ tree: JSON, in folder: URL) -> JSON {
    guard case .object(var object) = tree else { return tree }
    if object["kind"]?.string.flatMap(NodeKind.init(rawValue:)) == .image, object["symbol"]?.bool != true,
      let name = object["name"]?.string,
      let file = file(named: name, in: folder)
    {
      object["asset"] = .string(file.lastPathComponent)
    }
    if case .array(let children)? = object["children"] {
      object["children"] = .array(children.map { resolve($0, in: folder) })
    }
    return .object(object)
  }

  /// The content type of an asset file, by its extension.
  package static func type(of file: URL) -> String {
    types.first { $0.fileExtension == file.pathExtension.lowercased() }?.mime ?? "application/octet-stream"
  }
}
