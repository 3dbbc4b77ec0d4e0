import Foundation

/// The Swift symbols Xcode generates for an app's asset catalog (its "asset symbols", on by
/// default since Xcode 15), so code that names its colours and images that way compiles:
/// `ColorResource.brand`, `Color.brand`, `.brand` where a `ShapeStyle` is expected and
/// `UIColor.brand` for a colour set named "Brand" or "BrandColor"; `ImageResource.logo` (for
/// `Image(.logo)`) and `UIImage.logo` for an image set named "Logo" or "LogoImage".
///
/// Names follow Xcode's rules: lower camel case from the name's words, a trailing "Color" or
/// "Image" dropped, a leading digit prefixed with `_`; the `AccentColor` set is `accent`. As
/// in the files Xcode writes, a colour named like a shape style of another kind (`background`,
/// `tint`) has its `Color`, `ShapeStyle` and `UIColor` members (`.foregroundColor(.background)`
/// is the asset); one named like a member of `Color` itself (`red`, `primary`) keeps only its
/// `ColorResource` symbol (`Color(.red)`), and one named like a member of `UIColor` (`label`)
/// has no `UIColor` one; a name that clashes with another asset's is left out.
package enum AssetSymbols {
  /// The file name the generated source is compiled as.
  package static let fileName = "GeneratedAssetSymbols.swift"

  /// Members `Color` itself has, which a colour's `Color` and `ShapeStyle` symbols would hide.
  static let colorMembers: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray",
    "black", "white", "clear", "primary", "secondary", "accentColor", "init", "description",
  ]
  /// Members `UIColor` has beyond `Color`'s, which a colour's `UIColor` symbol would hide.
  static let uiColorMembers: Set<String> = colorMembers.union([
    "label", "link", "separator", "placeholderText", "tintColor", "darkGray", "lightGray", "magenta",
  ])
  /// Members `UIImage` and `ImageResource` already have.
  static let imageMembers: Set<String> = ["init", "size", "description", "add", "remove", "actions", "checkmark"]

  /// The Swift identifier of an asset named `name` of a kind whose suffix Xcode drops.
  static func identifier(_ name: String, dropping suffix: String) -> String? {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    guard !words.isEmpty else { return nil }
    var joined = words.enumerated().map { index, word in
      index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if joined.count > suffix.count, joined.hasSuffix(suffix) { joined.removeLast(suffix.count) }
    // "ALLCAPS" stays as Xcode keeps it after its first letter; a leading digit needs a prefix.
    if joined.first?.isNumber == true { joined = "_" + joined }
    guard joined.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), joined.unicodeScalars.allSatisfy(\.isASCII)
    else { return nil }
    return joined
  }

  /// The types whose members an asset symbol becomes or stands beside: a static member or case
  /// the app declares in an extension of one of them clashes with a generated one of that name.
  static let assetTypes: Set<String> = [
    "Color", "ShapeStyle", "ColorResource", "UIColor", "Image", "ImageResource", "UIImage",
  ]

  /// The names `code` declares as static members or cases in extensions of the asset types
  /// (`extension Color { static let brand = … }`), however it spaces them (`static  let brand`,
  /// `static var brand:`, `static func brand(`, `case brand`). A name declared elsewhere — the
  /// app's own `Font.chalkboard(…)`, a `case red` of its own enum — is no clash: Xcode
  /// generates `Color.chalkboard` beside it.
  static func declaredNames(in code: String) -> Set<String> {
    var names: Set<String> = []
    // The words since the last brace or semicolon, and for each open brace whether it opened an
    // extension of an asset type (innermost last).
    var header: [Substring] = []
    var scopes: [Bool] = []
    var word = Substring()
    var previous: [Substring] = []
    func finishWord() {
      guard !word.isEmpty else { return }
      let clean = word.trimmingCharacters(in: ["`"])
      if scopes.last == true, previous.count >= 1 {
        if previous.last == "case" {
          names.insert(clean)
        } else if previous.count >= 2, previous[previous.count - 2] == "static",
          ["let", "var", "func"].contains(previous.last!)
        {
          names.insert(clean)
        }
      }
      previous.append(Substring(clean))
      if previous.count > 2 { previous.removeFirst() }
      header.append(Substring(clean))
      word = ""
    }
    for character in code {
      if character.isLetter || character.isNumber || character == "_" || character == "`" || character == "." {
        word.append(character)
        continue
      }
      finishWord()
      switch character {
      case "{":
        let extended = header.firstIndex(of: "extension").flatMap { index in
          index + 1 < header.count ? String(header[index + 1].split(separator: ".").last ?? "") : nil
        }
        scopes.append(extended.map { assetTypes.contains($0) } ?? false)
        header = []
      case "}":
        if !scopes.isEmpty { scopes.removeLast() }
        header = []
      case ";", "\n":
        if character == ";" { header = [] }
      default:
        break
      }
    }
    finishWord()
    return names
  }

  /// The generated source for `catalog`, or `nil` when it has nothing to declare. Only symbols
  /// the app's `code` uses (`.brand`) are generated, and of those the app declares itself
  /// (`static let brand`, as apps written before Xcode 15 do) only the resource's
  /// (`ColorResource.brand`, for `Color(.brand)` beside the app's own `Color.brand`, as Xcode
  /// generates it whether or not its extensions of `Color` are on) — and not even that when the
  /// app extends `ColorResource` or `ImageResource` itself — so an app's own members never clash.
  package static func source(for catalog: AssetCatalog, code: String) -> String? {
    let declared = Self.declaredNames(in: code)
    let ownColorResources = code.contains("extension ColorResource")
    let ownImageResources = code.contains("extension ImageResource")
    var colors: [(identifier: String, name: String, declared: Bool)] = []
    var images: [(identifier: String, name: String, declared: Bool)] = []
    var taken: Set<String> = []
    for name in catalog.colors.keys.sorted() {
      guard let id = name == "AccentColor" ? "accent" : identifier(name, dropping: "Color"), id != "init",
        id != "description", code.contains("." + id), !(ownColorResources && declared.contains(id)),
        taken.insert("c" + id).inserted
      else { continue }
      colors.append((id, name, declared.contains(id)))
    }
    for name in catalog.imageSetNames.union(catalog.images.keys).sorted() {
      guard let id = identifier(name, dropping: "Image"), !imageMembers.contains(id), code.contains("." + id),
        !(ownImageResources && declared.contains(id)), taken.insert("i" + id).inserted
      else { continue }
      images.append((id, name, declared.contains(id)))
    }
    guard !colors.isEmpty || !images.isEmpty else { return nil }
    func literal(_ text: String) -> String { String(reflecting: text) }
    var lines = [
      "// Generated by SuperSwift from the app's asset catalog, as Xcode generates asset symbols.",
      "import Foundation", "import SwiftUI", "",
    ]
    lines.append("extension ColorResource {")
    for color in colors {
      lines.append("  static let `\(color.identifier)` = ColorResource(name: \(literal(color.name)), bundle: .main)")
    }
    lines.append("}")
    lines.append("extension ImageResource {")
    for image in images {
      lines.append("  static let `\(image.identifier)` = ImageResource(name: \(literal(image.name)), bundle: .main)")
    }
    lines.append("}")
    // `Color.brand`, and `.brand` where a shape style is expected: the same members twice; none
    // for a name `Color` has already.
    let members = colors.filter { !colorMembers.contains($0.identifier) && !$0.declared }
    for extended in ["Color", "ShapeStyle where Self == Color"] {
      lines.append("extension \(extended) {")
      for color in members {
        lines.append("  static var `\(color.identifier)`: Color { Color(ColorResource.`\(color.identifier)`) }")
      }
      lines.append("}")
    }
    // UIKit's colour and image types are in SuperSwift's SwiftUI, so these need no import.
    lines.append("extension UIColor {")
    for color in colors where !uiColorMembers.contains(color.identifier) && !color.declared {
      lines.append(
        "  static var `\(color.identifier)`: UIColor { UIColor(resource: ColorResource.`\(color.identifier)`) }")
    }
    lines.append("}")
    lines.append("extension UIImage {")
    for image in images where !image.declared {
      lines.append(
        "  static var `\(image.identifier)`: UIImage { UIImage(resource: ImageResource.`\(image.identifier)`) }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
