import Foundation
import Testing

@testable import SuperSwiftHost

/// Image headers written byte by byte as each format's specification lays them out.
enum ImageHeaders {
  static func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
  static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

  /// A PNG's signature and `IHDR` chunk (RFC 2083 §4.1.1).
  static func png(width: Int, height: Int) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height)
      + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
  }

  /// A JPEG: SOI, an APP0 (JFIF) segment, a DQT-sized filler and a baseline SOF0.
  static func jpeg(width: Int, height: Int, frame: UInt8 = 0xC0) -> [UInt8] {
    let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let filler: [UInt8] = [0xFF, 0xDB, 0x00, 0x05, 1, 2, 3]
    let sof: [UInt8] =
      [
        0xFF, frame, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
        UInt8(width & 0xFF), 3,
      ] + Array(repeating: 0, count: 9)
    return [0xFF, 0xD8] + app0 + [0xFF] + filler + sof
  }
}

@Suite("Image sizes read from headers (PNG, JPEG, GIF, WebP, SVG)")
struct ImageDimensionsTests {
  @Test("each format's header gives its pixel size")
  func formats() throws {
    #expect(try #require(ImageDimensions.size(of: ImageHeaders.png(width: 27, height: 32))) == (27, 32))
    #expect(try #require(ImageDimensions.size(of: ImageHeaders.jpeg(width: 1200, height: 800))) == (1200, 800))
    #expect(
      try #require(ImageDimensions.size(of: ImageHeaders.jpeg(width: 300, height: 500, frame: 0xC2))) == (300, 500),
      "progressive")
    let gif = Array("GIF89a".utf8) + ImageHeaders.le16(64) + ImageHeaders.le16(48) + [0, 0, 0]
    #expect(try #require(ImageDimensions.size(of: gif)) == (64, 48))
    // WebP (Google's container specification): extended, lossless and lossy first chunks.
    let riff = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
    let extended =
      riff + Array("VP8X".utf8) + [10, 0, 0, 0] + [0, 0, 0, 0] + [0x1F, 0x03, 0x00] + [0xC7, 0x00, 0x00]
    #expect(try #require(ImageDimensions.size(of: extended)) == (800, 200))
    // VP8L: 14-bit width-1 and height-1 after the 0x2F signature byte.
    let (w, h) = (400 - 1, 300 - 1)
    let bits = w | h << 14
    let lossless =
      riff + Array("VP8L".utf8) + [0, 0, 0, 0] + [0x2F]
      + [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24 & 0xFF)] + [
        0, 0, 0, 0, 0,
      ]
    #expect(try #require(ImageDimensions.size(of: lossless)) == (400, 300))
    let lossy =
      riff + Array("VP8 ".utf8) + [0, 0, 0, 0] + [0, 0, 0] + [0x9D, 0x01, 0x2A] + ImageHeaders.le16(640)
      + ImageHeaders.le16(480)
    #expect(try #require(ImageDimensions.size(of: lossy)) == (640, 480))
  }

  @Test("an SVG's width and height, in px or pt, else its view box")
  func svg() throws {
    func size(_ text: String) -> (width: Double, height: Double)? { ImageDimensions.size(of: Array(text.utf8)) }
    #expect(
      try #require(
        size("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"12px\">")) == (
          24, 12
        ))
    #expect(try #require(size("<svg width='30pt' height='15pt'>")) == (40, 20))
    #expect(try #require(size("<svg viewBox=\"0 0 120 60\" width=\"100%\">")) == (120, 60), "a percentage is no size")
    #expect(
      try #require(size("<svg viewBox=\"0,0,120,60\" width=\"60\">")) == (60, 30), "the other side by the box's ratio")
    #expect(size("<svg/>") == nil)
  }

  @Test("what is not an image, or is cut short or zero, has no size")
  func refusals() {
    #expect(ImageDimensions.size(of: []) == nil)
    #expect(ImageDimensions.size(of: Array("PNG".utf8)) == nil)
    #expect(ImageDimensions.size(of: Array(ImageHeaders.png(width: 27, height: 32).prefix(20))) == nil)
    #expect(ImageDimensions.size(of: ImageHeaders.png(width: 0, height: 32)) == nil)
    #expect(ImageDimensions.size(of: Array(ImageHeaders.jpeg(width: 10, height: 10).prefix(30))) == nil)
    #expect(ImageDimensions.size(of: [0xFF, 0xD8, 0x00, 0x00, 0x00]) == nil, "a JPEG whose segments are garbage")
    #expect(ImageDimensions.size(of: Array("RIFF\0\0\0\0WEBPVP8Z".utf8) + Array(repeating: 0, count: 20)) == nil)
  }

  @Test("an app's named images in points: catalog sets by their scale, files beside the source by name")
  func appImageSizes() throws {
    let fixture = try CatalogFixture()
    defer { try? FileManager.default.removeItem(at: fixture.app) }
    let logo = fixture.app.appendingPathComponent("MyApp/Assets.xcassets/Logo.imageset")
    try Data(ImageHeaders.png(width: 54, height: 64)).write(to: logo.appendingPathComponent("logo@2x.png"))
    let france = fixture.app.appendingPathComponent("MyApp/Assets.xcassets/Flags/France.imageset/france.svg")
    try Data("<svg width=\"30\" height=\"20\"/>".utf8).write(to: france)
    try Data(ImageHeaders.jpeg(width: 300, height: 200)).write(to: fixture.app.appendingPathComponent("photo.jpg"))
    try Data(ImageHeaders.png(width: 10, height: 10)).write(to: fixture.app.appendingPathComponent("photo.png"))
    try Data("not an image".utf8).write(to: fixture.app.appendingPathComponent("broken.png"))
    // A photo whose EXIF block (here 20 KB) comes before its frame header.
    let exif: [UInt8] = [0xFF, 0xE1, 0x50, 0x00] + [UInt8](repeating: 0, count: 0x5000 - 2)
    let jpeg = ImageHeaders.jpeg(width: 4032, height: 3024)
    try Data(Array(jpeg.prefix(2)) + exif + jpeg.dropFirst(2)).write(
      to: fixture.app.appendingPathComponent("camera.jpg"))

    let catalog = AssetCatalog.parse(appFolder: fixture.app)
    #expect(catalog.imageScales["Logo"] == 2)
    let sizes = AppAssets.imageSizes(in: fixture.app, catalog: catalog)
    #expect(try #require(sizes["Logo"]) == (27, 32), "a 2x file's pixels are half as many points")
    #expect(try #require(sizes["Flags/France"]) == (30, 20), "a vector image's size is in points")
    #expect(try #require(sizes["photo.jpg"]) == (300, 200))
    #expect(try #require(sizes["photo"]) == (10, 10), "Image(\"photo\") shows photo.png, found before photo.jpg")
    #expect(sizes["broken.png"] == nil && sizes["broken"] == nil)
    #expect(try #require(sizes["camera"]) == (4032, 3024), "a frame header beyond the first read")
  }
}
