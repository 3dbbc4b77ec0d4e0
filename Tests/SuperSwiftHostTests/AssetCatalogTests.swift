import Foundation
@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHost

/// A catalog as Xcode writes one, built in a temporary folder.
struct CatalogFixture {
  let app: URL

  init() throws {
    app = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
    let catalog = app.appendingPathComponent("MyApp/Assets.xcassets")
    try write("{\"info\":{\"author\":\"xcode\",\"version\":1}}", at: catalog.appendingPathComponent("Contents.json"))
    // An image set at three scales: the page takes 2x.
    let logo = catalog.appendingPathComponent("Logo.imageset")
    try write(
      """
      {"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},
      {"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
      {"filename":"logo@3x.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
      """, at: logo.appendingPathComponent("Contents.json"))
    for name in ["logo.png", "logo@2x.png", "logo@3x.png"] { try write("PNG", at: logo.appendingPathComponent(name)) }
    // A folder that provides a namespace: "Flags/France".
    let flags = catalog.appendingPathComponent("Flags")
    try write("{\"properties\":{\"provides-namespace\":true}}", at: flags.appendingPathComponent("Contents.json"))
    let france = flags.appendingPathComponent("France.imageset")
    try write(
      "{\"images\":[{\"filename\":\"france.svg\",\"idiom\":\"universal\"}]}",
      at: france.appendingPathComponent("Contents.json"))
    try write("<svg/>", at: france.appendingPathComponent("france.svg"))
    // A colour set with light (float components) and dark (hex bytes) values.
    try write(
      """
      {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.400","red":"1.000"}},"idiom":"universal"},
      {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0x33","green":"0x66","red":"0xFF"}},"idiom":"universal"}]}
      """, at: catalog.appendingPathComponent("BrandColor.colorset/Contents.json"))
    // Integer components, and a system colour reference.
    try write(
      """
      {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1","blue":"255","green":"128","red":"0"}},"idiom":"universal"}]}
      """, at: catalog.appendingPathComponent("AccentColor.colorset/Contents.json"))
    try write(
      """
      {"colors":[{"color":{"platform":"ios","reference":"systemTealColor"},"idiom":"universal"}]}
      """, at: catalog.appendingPathComponent("Ocean.colorset/Contents.json"))
    // An app icon set and a malformed set: both skipped.
    try write("{\"images\":[]}", at: catalog.appendingPathComponent("AppIcon.appiconset/Contents.json"))
    try write("{not json", at: catalog.appendingPathComponent("Broken.colorset/Contents.json"))
  }

  private func write(_ text: String, at url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

@Suite("Asset catalogs: image sets, colour sets, the accent colour and Xcode's asset symbols")
struct AssetCatalogTests {
  @Test("a catalog one folder down is found; image sets give their 2x file, namespaces prefix names")
  func images() throws {
    let fixture = try CatalogFixture()
    defer { try? FileManager.default.removeItem(at: fixture.app) }
    let catalog = AssetCatalog.parse(appFolder: fixture.app)
    #expect(catalog.images["Logo"]?.lastPathComponent == "logo@2x.png")
    #expect(catalog.images["Flags/France"]?.lastPathComponent == "france.svg")
    #expect(catalog.images["AppIcon"] == nil)
    #expect(Set(catalog.colors.keys) == ["BrandColor", "AccentColor", "Ocean"], "the broken set is skipped")
  }

  @Test("colour components as fractions, bytes and hex; dark appearances; system references")
  func colors() throws {
    let fixture = try CatalogFixture()
    defer { try? FileManager.default.removeItem(at: fixture.app) }
    let catalog = AssetCatalog.parse(appFolder: fixture.app)
    #expect(catalog.colors["BrandColor"] == .init(light: "rgb(255 102 51 / 1)", dark: "rgb(255 102 51 / 0.500)"))
    #expect(catalog.colors["AccentColor"] == .init(light: "rgb(0 128 255 / 1)", dark: nil))
    #expect(catalog.colors["Ocean"] == .init(light: "var(--teal)", dark: nil))
    let css = catalog.stylesheet
    #expect(css.contains("\(AssetNames.cssVariable("BrandColor")):rgb(255 102 51 / 1)"))
    #expect(css.contains("--accent:rgb(0 128 255 / 1)"), "AccentColor is the page's accent")
    #expect(css.contains("[data-scheme=dark]{\(AssetNames.cssVariable("BrandColor")):rgb(255 102 51 / 0.500)}"))
    #expect(AssetNames.cssVariable("Brand Color/2") == "--asset-Brand_20Color_2F2")
  }

  @Test("an image's assets/ name round-trips, and no name reaches a path")
  func assetNames() throws {
    let fixture = try CatalogFixture()
    defer { try? FileManager.default.removeItem(at: fixture.app) }
    let catalog = AssetCatalog.parse(appFolder: fixture.app)
    let name = try #require(AppAssets.assetName(of: "Flags/France", in: fixture.app, catalog: catalog))
    #expect(!name.contains("/") && name.hasSuffix(".svg"))
    #expect(AppAssets.file(assetName: name, in: fixture.app, catalog: catalog) == catalog.images["Flags/France"])
    #expect(AppAssets.file(assetName: "catalog-2e2e2f.png", in: fixture.app, catalog: catalog) == nil)
    #expect(AppAssets.file(assetName: "catalog-zz.png", in: fixture.app, catalog: catalog) == nil)
    #expect(AppAssets.assetName(of: "Missing", in: fixture.app, catalog: catalog) == nil)
  }

  @Test("an image set a page cannot draw (its file missing, a PDF only) and a symbol set still have their symbols")
  func symbolsOfSetsWithoutImages() throws {
    let app = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: app) }
    let sets = app.appendingPathComponent("Assets.xcassets")
    let contents: [String: String] = [
      "parchment.imageset": #"{"images":[{"filename":"parchment.png","idiom":"universal","scale":"1x"}]}"#,
      "map.imageset": #"{"images":[{"filename":"map.pdf","idiom":"universal"}]}"#,
      "custom.bolt.symbolset": #"{"symbols":[{"filename":"bolt.svg","idiom":"universal"}]}"#,
    ]
    for (folder, json) in contents {
      let set = sets.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }
    try Data("%PDF-1.4".utf8).write(to: sets.appendingPathComponent("map.imageset/map.pdf"))
    let catalog = AssetCatalog.parse(appFolder: app)
    #expect(catalog.images.isEmpty)
    #expect(catalog.imageSetNames == ["parchment", "map", "custom.bolt"])
    let source = try #require(
      AssetSymbols.source(for: catalog, code: "Image(.parchment); Image(.map); Image(.customBolt)"))
    #expect(source.contains("static let `parchment` = ImageResource(name: \"parchment\", bundle: .main)"))
    #expect(source.contains("static let `map` = ImageResource(name: \"map\", bundle: .main)"))
    #expect(source.contains("static let `customBolt` = ImageResource(name: \"custom.bolt\", bundle: .main)"))
  }

  @Test("asset symbols: what the code uses, Xcode's names, nothing the app declares itself")
  func symbols() throws {
    let fixture = try CatalogFixture()
    defer { try? FileManager.default.removeItem(at: fixture.app) }
    let catalog = AssetCatalog.parse(appFolder: fixture.app)
    let code = """
      Text("Hi").foregroundStyle(.brand)
      Image(.logo)
      Color.ocean
      """
    let source = try #require(AssetSymbols.source(for: catalog, code: code))
    #expect(source.contains("static let `brand` = ColorResource(name: \"BrandColor\", bundle: .main)"))
    #expect(source.contains("static let `logo` = ImageResource(name: \"Logo\", bundle: .main)"))
    #expect(source.contains("static var `ocean`: Color"))
    #expect(!source.contains("accent"), "AccentColor's symbol, only when the app names it")
    let accented = try #require(AssetSymbols.source(for: catalog, code: code + "\n.tint(.accent)"))
    #expect(accented.contains("static let `accent` = ColorResource(name: \"AccentColor\", bundle: .main)"))
    let declared = code + "\nextension Color { static let ocean = Color(\"Ocean\") }"
    let without = try #require(AssetSymbols.source(for: catalog, code: declared))
    #expect(!without.contains("static var `ocean`"), "the app's own declaration wins")
    #expect(
      without.contains("static let `ocean` = ColorResource(name: \"Ocean\", bundle: .main)"),
      "Color(.ocean) beside the app's own Color.ocean, as Xcode's resource symbols allow")
    let spaced = try #require(
      AssetSymbols.source(for: catalog, code: code + "\nextension Color { static  let  ocean = .blue }"))
    #expect(!spaced.contains("static var `ocean`"), "however it is spaced")
    let ownResources = try #require(
      AssetSymbols.source(
        for: catalog, code: code + "\nextension ColorResource { static let ocean = ColorResource(name: \"Ocean\") }"))
    #expect(!ownResources.contains("`ocean`"), "an app that declares its resources itself keeps them")
    let elsewhere = try #require(
      AssetSymbols.source(
        for: catalog,
        code: code
          + "\nextension Font { static func ocean(_ size: CGFloat) -> Font { .body } }\nenum Tide { case ocean; static let brand = 1 }"
      ))
    #expect(elsewhere.contains("static var `ocean`: Color"), "a Font's or an enum's member of that name is no clash")
    #expect(elsewhere.contains("static var `brand`: Color"))
    let styled = try #require(
      AssetSymbols.source(
        for: catalog, code: code + "\nextension ShapeStyle where Self == Color { static var ocean: Color { .blue } }"))
    #expect(!styled.contains("static var `ocean`: Color"), "a shape style's own member is")
    let local = try #require(AssetSymbols.source(for: catalog, code: code + "\nfunc f() { let ocean = 1 }"))
    #expect(local.contains("static var `ocean`: Color"), "a local of that name is not the colour")
    #expect(AssetSymbols.source(for: catalog, code: "Text(\"nothing\")") == nil)
    // A colour named like one of Color's own members keeps its resource symbol, and has no
    // other; one named like another kind of shape style has them all, as Xcode writes them.
    var named = catalog
    named.colors["red"] = AssetCatalog.ColorValue(light: "#101010", dark: nil)
    named.colors["background"] = AssetCatalog.ColorValue(light: "#202020", dark: nil)
    named.colors["label"] = AssetCatalog.ColorValue(light: "#303030", dark: nil)
    let clash = try #require(AssetSymbols.source(for: named, code: "Color(.red).background(.background) .label"))
    #expect(clash.contains("static let `red` = ColorResource(name: \"red\", bundle: .main)"))
    #expect(!clash.contains("static var `red`"), "Color has a red already")
    #expect(clash.contains("static var `background`: Color"))
    #expect(clash.contains("static var `background`: UIColor"))
    #expect(clash.contains("static var `label`: Color"))
    #expect(!clash.contains("static var `label`: UIColor"), "UIColor has a label already")
    #expect(AssetSymbols.identifier("Color Gray-Light", dropping: "Color") == "colorGrayLight")
    #expect(AssetSymbols.identifier("3DStar", dropping: "Image") == "_3DStar")
  }

  @Test("a folder app's catalog is in its versions; generated files are compiled, never the user's")
  func versionsKeepCatalogs() throws {
    let fixture = try CatalogFixture()
    defer { try? FileManager.default.removeItem(at: fixture.app) }
    try Data("import SwiftUI\nlet brand = Color(.brand)\n".utf8)
      .write(to: fixture.app.appendingPathComponent("main.swift"))
    let source = try AppSource(path: fixture.app.path)
    #expect(source.catalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
    #expect(source.files.contains { $0.path == AssetSymbols.fileName && $0.isGenerated }, "compiled")
    #expect(source.userFiles.map(\.path) == ["main.swift"], "never shown, edited or versioned")

    let files = PackageWorkspace.versionFiles(of: source)
    let paths = files.map(\.path)
    #expect(paths.contains("MyApp/Assets.xcassets/Logo.imageset/logo@2x.png"))
    #expect(paths.contains("MyApp/Assets.xcassets/Flags/France.imageset/france.svg"))
    #expect(paths.contains("MyApp/Assets.xcassets/BrandColor.colorset/Contents.json"))
    #expect(!paths.contains(AssetSymbols.fileName))
    #expect(files.first { $0.path.hasSuffix("france.svg") }?.contents == Data("<svg/>".utf8))
    // A one-file app, whose folder is not its own, has no catalog in its versions.
    let single = try AppSource(path: fixture.app.appendingPathComponent("main.swift").path)
    #expect(PackageWorkspace.versionFiles(of: single).map(\.path) == ["main.swift"])
  }

  @Test("a repository's target folder's catalog is found three folders down; one deeper than the limit is not")
  func catalogDepth() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("depth-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("Appetizers/Appetizers", isDirectory: true)
    let deep = root.appendingPathComponent("a/b/c/d/e", isDirectory: true)
    for catalog in [
      target.appendingPathComponent("Assets.xcassets/BrandPrimary.colorset"),
      deep.appendingPathComponent("Far.xcassets/Far.colorset"),
    ] {
      try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
      try Data(
        #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#
          .utf8
      ).write(to: catalog.appendingPathComponent("Contents.json"))
    }
    try Data("import SwiftUI\nlet brand = Color.brandPrimary\n".utf8)
      .write(to: target.appendingPathComponent("App.swift"))
    let source = try AppSource(path: root.path)
    #expect(source.catalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
    #expect(source.files.contains { $0.path == AssetSymbols.fileName && $0.isGenerated })
  }
}
