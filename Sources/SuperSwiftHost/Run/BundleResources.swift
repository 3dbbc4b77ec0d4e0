import Foundation
import SuperSwiftSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A folder app's resources where `Bundle.main` looks for them. On Linux the main bundle is the
/// folder of the running executable, which for an app is its build's cache entry; Xcode copies
/// an app's resources (`cars.json`, `Sound.mp3`, `en.lproj`) into the root of its bundle. So each
/// is linked into the entry by its name, and `Bundle.main.url(forResource: "cars",
/// withExtension: "json")` finds the app folder's `Resources/cars.json`.
///
/// Invariants: only symbolic links are made, removed or replaced, never a file of the build
/// (`app`, `manifest.json`, `src`, …): a name the entry has otherwise is left to the build. A
/// build's key names the app's location, so one entry serves one app folder. Linking is best
/// effort and idempotent: two runs linking at once agree, and a link that cannot be made leaves
/// the resource unfound, as on a phone without it.
package enum BundleResources {
  /// Links `folder`'s resources into `entry` (the folder of the app's executable), each by its
  /// file name, the one nearest the top first when two share a name; links to resources that
  /// are gone are removed.
  package static func link(from folder: URL, into entry: URL) {
    let wanted = resources(in: folder)
    var names = Set<String>()
    for (name, target) in wanted {
      names.insert(name)
      let link = entry.appendingPathComponent(name).path
      var info = stat()
      if lstat(link, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFLNK else { continue }  // the build's own file
        if let current = try? FileManager.default.destinationOfSymbolicLink(atPath: link), current == target.path {
          continue
        }
        unlink(link)
      }
      _ = symlink(target.path, link)  // best effort, by decision: see the type's invariants
    }
    // Links to what the folder no longer has.
    for entryName in (try? FileManager.default.contentsOfDirectory(atPath: entry.path)) ?? []
    where !names.contains(entryName) {
      let path = entry.appendingPathComponent(entryName).path
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
        target.hasPrefix(folder.standardizedFileURL.path + "/")
      else { continue }
      unlink(path)
    }
  }

  /// The resources of an app folder, by the name they have in a bundle: every regular file
  /// that is not Swift source, each `.lproj` folder whole (localised strings), and each Core ML
  /// model also as the `.mlmodelc` Xcode compiles it to (a package only as that), searched
  /// `maximumDepth` folders down; hidden files, `.build`, asset catalogs (read by
  /// `AssetCatalog`) and Xcode's project folders left out. Nearest the top first, then by path.
  static func resources(in folder: URL) -> [(name: String, url: URL)] {
    // A walk of `readdir` and `lstat`, not `FileManager`'s enumerator: this runs before every
    // run of a folder app, and the enumerator's URLs and resource values cost a warm run more
    // than the rest of its start (`docs/performance.md`). Symbolic links are neither resources
    // nor folders to enter, as with the enumerator.
    var found: [(depth: Int, path: String, name: String, url: URL)] = []
    func visit(_ directory: String, level: Int) {
      for name in (FileSystem.names(in: directory) ?? []).sorted() where !name.hasPrefix(".") {
        guard found.count < maximumCount else { return }
        let path = directory + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }  // unreadable: skipped
        let kind = Self.pathExtension(of: name)
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          if skippedFolderKinds.contains(kind) || level > maximumDepth { continue }
          if kind == "lproj" {
            found.append((level, path, name, URL(fileURLWithPath: path, isDirectory: true)))
          } else if kind == "mlpackage" {
            // Xcode compiles a Core ML package into `Name.mlmodelc`, where the model's
            // generated class looks; the package itself stands for it (it cannot load here).
            let compiled = String(name.dropLast(kind.count)) + "mlmodelc"
            found.append((level, path, compiled, URL(fileURLWithPath: path, isDirectory: true)))
          } else {
            visit(path, level: level + 1)
          }
        case S_IFREG:
          guard kind != "swift", !excluded.contains(name) else { continue }
          found.append((level, path, name, URL(fileURLWithPath: path)))
          if kind == "mlmodel" {  // compiled by Xcode into `Name.mlmodelc`, as for a package
            found.append((level, path, name + "c", URL(fileURLWithPath: path)))
          }
        default:
          continue
        }
      }
    }
    visit(folder.standardizedFileURL.path, level: 1)
    var seen = Set<String>()
    return found.sorted { ($0.depth, $0.path) < ($1.depth, $1.path) }.compactMap { item in
      seen.insert(item.name).inserted ? (item.name, item.url) : nil
    }
  }

  /// How many folders down resources are looked for.
  static let maximumDepth = 4
  /// The most resources linked (a folder app is small; a home folder given by mistake is not).
  static let maximumCount = 2000
  /// Files that are the project's, not the app's resources.
  static let excluded: Set<String> = ["Package.resolved"]

  /// Folders whose contents are never resources (Xcode's project files, builds, asset catalogs,
  /// which `AssetCatalog` reads).
  static let skippedFolderKinds: Set<String> = [
    "xcassets", "xcodeproj", "xcworkspace", "playground", "build", "swiftpm",
  ]

  /// A file name's extension as `URL.pathExtension` has it: after the last dot, none for a
  /// name that starts or ends with its only dot.
  static func pathExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }
}
