import Foundation
@_spi(Host) import SuperSwift
import SuperSwiftSystem

/// An app's asset catalog (`Assets.xcassets`), as Xcode lays one out: image sets and colour sets
/// in folders, each described by its `Contents.json`. What a page can show of it: each image
/// set's best image file (PNG, JPEG, GIF, WebP or SVG at 2x, else 3x, else 1x, else the
/// one universal file), each colour set's light and dark values, and the accent colour.
/// App icons, symbol sets, data sets and launch images are left out (nothing on a page uses them).
///
/// Parsing is pure over the folder's files: `parse(at:)` reads the tree once; `cached(in:)`
/// keeps one parse per catalog until its folder changes.
package struct AssetCatalog: Sendable, Equatable {
  /// One image set's file, by the name code uses (`Image("Logo")`, with a namespace folder's
  /// prefix: `Icons/Logo`).
  package var images: [String: URL] = [:]
  /// The scale each of `images` was drawn at (2 for a `2x` file): its size in points is its
  /// pixels over this.
  package var imageScales: [String: Double] = [:]
  /// Every image set's name, with or without a file a page shows (a PDF-only set, or one whose
  /// file is missing), and every symbol set's: Xcode makes an `ImageResource` for each, so code
  /// may name them (`Image(.logo)`) whatever the page can draw of them.
  package var imageSetNames: Set<String> = []
  /// One colour set's CSS values, by name.
  package var colors: [String: ColorValue] = [:]

  /// A colour's value in the light appearance and, when the set has one, the dark.
  package struct ColorValue: Sendable, Equatable {
    /// The light (or any-appearance) value, as CSS.
    package var light: String
    /// The dark appearance's value, as CSS, if the set has one.
    package var dark: String?
  }

  /// The image file extensions a browser shows, best first.
  /// (PDF, which Xcode also takes, is not one: an `<img>` does not draw it, so a PDF-only set
  /// shows its name, as an image that is missing does.)
  static let imageExtensions = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

  /// The catalogs in an app's folder (at its top or one folder down, as Xcode projects keep
  /// them), in name order. A folder of more than `crowded` entries (a one-file app in a busy
  /// folder) is searched at its top only.
  package static func catalogs(in folder: URL) -> [URL] {
    var found: [URL] = []
    let manager = FileManager.default
    let top = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    let descend = top.count <= crowded
    for entry in top.sorted(by: { $0.path < $1.path }) {
      if entry.pathExtension == "xcassets" {
        found.append(entry)
      } else if descend, Self.isFolder(entry), !entry.lastPathComponent.hasPrefix(".") {
        let inner = (try? manager.contentsOfDirectory(at: entry, includingPropertiesForKeys: nil)) ?? []
        found += inner.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
      }
    }
    return found
  }

  /// More entries than an app's folder has: beyond it, subfolders are not searched.
  static let crowded = 200

  /// The regular files of `catalogs` (hidden ones left), by their path in `folder`, in path
  /// order: what an app's versions keep of its catalogs. Every run of a library app reads them
  /// to see whether its sources changed, so a catalog is taken up to `versionedBytes` (its
  /// largest files are what is left beyond it, never part of a file).
  package static func files(of catalogs: [URL], in folder: URL) -> [(path: String, contents: Data)] {
    let prefix = folder.standardizedFileURL.path + "/"
    var found: [(path: String, contents: Data)] = []
    for catalog in catalogs {
      guard
        let walker = FileManager.default.enumerator(
          at: catalog, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey], options: [.skipsHiddenFiles])
      else { continue }
      var entries: [(path: String, url: URL, size: Int)] = []
      for case let url as URL in walker {
        // An entry that cannot be read is not kept, by decision: the catalog is the app's,
        // and a version records what it could read.
        guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
          values.isRegularFile == true
        else { continue }
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(prefix) else { continue }
        entries.append((String(path.dropFirst(prefix.count)), url, values.fileSize ?? 0))
      }
      var total = 0
      for entry in entries.sorted(by: { ($0.size, $0.path) < ($1.size, $1.path) }) {
        guard total + entry.size <= versionedBytes, let data = ScratchFile.read(entry.url) else { continue }
        total += entry.size
        found.append((entry.path, Data(data)))
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The most of one catalog a version keeps.
  static let versionedBytes = 32 << 20

  /// Every catalog of an app's folder merged (the first catalog wins a name two share).
  package static func parse(appFolder: URL) -> AssetCatalog { parse(catalogs: catalogs(in: appFolder)) }

  /// The catalogs at `roots` merged (the first wins a name two share).
  package static func parse(catalogs roots: [URL]) -> AssetCatalog {
    var merged = AssetCatalog()
    for catalog in roots {
      let parsed = parse(at: catalog)
      merged.images.merge(parsed.images) { first, _ in first }
      merged.imageScales.merge(parsed.imageScales) { first, _ in first }
      merged.colors.merge(parsed.colors) { first, _ in first }
      merged.imageSetNames.formUnion(parsed.imageSetNames)
    }
    return merged
  }

  /// The catalog at `root`.
  package static func parse(at root: URL) -> AssetCatalog {
    var catalog = AssetCatalog()
    walk(root, namespace: "", into: &catalog)
    return catalog
  }

  private static func walk(_ folder: URL, namespace: String, into catalog: inout AssetCatalog) {
    let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    for entry in entries.sorted(by: { $0.path < $1.path }) where isFolder(entry) {
      let name = entry.deletingPathExtension().lastPathComponent
      switch entry.pathExtension {
      case "imageset", "symbolset":
        catalog.imageSetNames.insert(namespace + name)
        if entry.pathExtension == "imageset", let (file, scale) = bestImage(in: entry) {
          catalog.images[namespace + name] = file
          catalog.imageScales[namespace + name] = scale
        }
      case "colorset":
        if let value = color(in: entry) { catalog.colors[namespace + name] = value }
      case "":
        // A plain folder groups sets; one that "provides namespace" prefixes their names.
        let contents = json(entry.appendingPathComponent("Contents.json"))
        let providesNamespace = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true
        walk(entry, namespace: providesNamespace ? namespace + name + "/" : namespace, into: &catalog)
      default:
        continue  // appiconset, dataset, launchimage: nothing a page shows
      }
    }
  }

  /// The image an image set shows on a phone's page, and its scale: universal or iPhone, light
  /// appearance, at 2x, else 3x, else 1x, else any it has (a single-scale set's is 1).
  static func bestImage(in set: URL) -> (file: URL, scale: Double)? {
    guard let contents = json(set.appendingPathComponent("Contents.json")),
      let images = contents["images"] as? [[String: Any]]
    else { return nil }
    let usable = images.filter { image in
      guard let file = image["filename"] as? String, !file.contains("/"),
        imageExtensions.contains(URL(fileURLWithPath: file).pathExtension.lowercased()),
        FileManager.default.fileExists(atPath: set.appendingPathComponent(file).path)
      else { return false }
      let idiom = image["idiom"] as? String ?? "universal"
      let dark = (image["appearances"] as? [[String: Any]])?.isEmpty == false
      return ["universal", "iphone"].contains(idiom) && !dark
    }
    for (scale, factor) in [("2x", 2.0), ("3x", 3.0), ("1x", 1.0)] {
      if let match = usable.first(where: { $0["scale"] as? String == scale }), let file = match["filename"] as? String {
        return (set.appendingPathComponent(file), factor)
      }
    }
    return (usable.first?["filename"] as? String).map { (set.appendingPathComponent($0), 1) }
  }

  /// A colour set's values: its universal (or iPhone) colours, any appearance and dark.
  static func color(in set: URL) -> ColorValue? {
    guard let contents = json(set.appendingPathComponent("Contents.json")),
      let colors = contents["colors"] as? [[String: Any]]
    else { return nil }
    var light: String?
    var dark: String?
    for entry in colors {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard ["universal", "iphone"].contains(idiom), let color = entry["color"] as? [String: Any],
        let css = css(of: color)
      else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
      let contrast = appearances.contains { $0["appearance"] as? String == "contrast" }
      if contrast { continue }
      switch luminosity {
      case nil: if light == nil { light = css }
      case "dark"?: if dark == nil { dark = css }
      case "light"?: light = css
      default: continue
      }
    }
    guard let light = light ?? dark else { return nil }
    return ColorValue(light: light, dark: dark == light ? nil : dark)
  }

  /// A colour's CSS from its `Contents.json` entry: components (floats 0…1, integers 0…255 or
  /// hex bytes `0xFF`) in sRGB, extended sRGB, Display P3 or gray; or a system colour reference.
  static func css(of color: [String: Any]) -> String? {
    if let reference = color["reference"] as? String {
      return systemColor(reference)
    }
    guard let components = color["components"] as? [String: Any] else { return nil }
    func channel(_ key: String) -> Double? {
      guard let raw = components[key] else { return nil }
      let text = (raw as? String) ?? "\(raw)"
      let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
      if trimmed.hasPrefix("0x"), let value = Int(trimmed.dropFirst(2), radix: 16) { return Double(value) / 255 }
      guard let value = Double(trimmed) else { return nil }
      // "255" is a byte; "1.000" or "1" is a fraction (Xcode writes fractions with a point).
      return value > 1 || (!trimmed.contains(".") && value == 1 && trimmed.count > 1) ? value / 255 : value
    }
    let alpha = min(max(channel("alpha") ?? 1, 0), 1)
    let space = (color["color-space"] as? String ?? "srgb").lowercased()
    let rgb: (Double, Double, Double)
    if let white = channel("white") {
      rgb = (white, white, white)
    } else if let red = channel("red"), let green = channel("green"), let blue = channel("blue") {
      rgb = (red, green, blue)
    } else {
      return nil
    }
    func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    let alphaText = alpha == 1 ? "1" : String(format: "%.3f", alpha)
    if space == "display-p3" {
      return String(format: "color(display-p3 %.4f %.4f %.4f / %@)", rgb.0, rgb.1, rgb.2, alphaText)
    }
    return "rgb(\(byte(rgb.0)) \(byte(rgb.1)) \(byte(rgb.2)) / \(alphaText))"
  }

  /// iOS's system colours a colour set may refer to (`systemBlueColor`, `labelColor`…), as the
  /// page's own custom properties.
  static func systemColor(_ reference: String) -> String? {
    let base = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
    let named: [String: String] = [
      "label": "var(--primary)", "secondaryLabel": "var(--secondary)", "tertiaryLabel": "var(--tertiary)",
      "systemBackground": "var(--plain)", "secondarySystemBackground": "var(--page)", "separator": "var(--line)",
      "white": "#fff", "black": "#000", "clear": "transparent",
    ]
    if let css = named[base] { return css }
    guard base.hasPrefix("system") else { return nil }
    let color = base.dropFirst(6).lowercased()
    return SystemPalette.colors.contains { $0.name == color } ? "var(--\(color))" : nil
  }

  /// The stylesheet that defines the catalog's colours for the page: each as its custom
  /// property (`AssetNames`), the dark value where the page is dark, and `AccentColor` as the
  /// page's accent.
  package var stylesheet: String {
    guard !colors.isEmpty else { return "" }
    var light: [String] = []
    var dark: [String] = []
    for (name, value) in colors.sorted(by: { $0.key < $1.key }) {
      light.append("\(AssetNames.cssVariable(name)):\(value.light)")
      if let darkValue = value.dark { dark.append("\(AssetNames.cssVariable(name)):\(darkValue)") }
      if name == "AccentColor" {
        light.append("--accent:\(value.light)")
        if let darkValue = value.dark { dark.append("--accent:\(darkValue)") }
      }
    }
    var css = ":root{\(light.joined(separator: ";"))}"
    if !dark.isEmpty {
      let body = dark.joined(separator: ";")
      css += "@media (prefers-color-scheme:dark){:root:not([data-scheme=light]){\(body)}}[data-scheme=dark]{\(body)}"
    }
    return css
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
  }

  private static func json(_ url: URL) -> [String: Any]? {
    // A missing or malformed Contents.json makes a set the catalog skips, as Xcode warns and
    // goes on: a named decision, not a lost error.
    guard let data = try? Data(contentsOf: url), data.count < 1 << 20 else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
}
