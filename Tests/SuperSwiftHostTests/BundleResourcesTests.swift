import Foundation
import Testing

@testable import SuperSwiftHost

/// Which files of a folder app `Bundle.main` finds: the walk that runs before every run.
@Suite("Bundle resources")
struct BundleResourcesTests {
  @Test("regular files and .lproj folders, nearest the top first; sources, hidden, catalogs, links and depth left out")
  func walk() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func file(_ path: String) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(path.utf8).write(to: url)
    }
    try file("App.swift")
    try file("cars.json")
    try file("Resources/cars.json")  // the same name deeper: the top one wins
    try file("Resources/Sound.mp3")
    try file("Resources/en.lproj/Localizable.strings")
    try file("Resources/.hidden.txt")
    try file(".secret/key.txt")
    try file("Assets.xcassets/AppIcon.appiconset/Contents.json")
    try file("App.xcodeproj/project.pbxproj")
    try file("Package.resolved")
    try file("a/b/c/d/deep.txt")  // level 5: inside the deepest folder looked into
    try file("a/b/c/d/e/deeper.txt")  // level 6: too deep
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "/etc/hostname")
    let found = BundleResources.resources(in: folder)
    #expect(found.map(\.name) == ["cars.json", "Sound.mp3", "en.lproj", "deep.txt"])
    #expect(found.first?.url.path == folder.standardizedFileURL.appendingPathComponent("cars.json").path)
    #expect(found.first { $0.name == "en.lproj" }?.url.hasDirectoryPath == true)
    #expect(BundleResources.resources(in: folder.appendingPathComponent("missing")).isEmpty)
  }

  @Test("a name's extension as URL has it")
  func extensions() {
    #expect(BundleResources.pathExtension(of: "en.lproj") == "lproj")
    #expect(BundleResources.pathExtension(of: "a.b.json") == "json")
    #expect(BundleResources.pathExtension(of: "README") == "")
    #expect(BundleResources.pathExtension(of: ".build") == "")
  }
}
