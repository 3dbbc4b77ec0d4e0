import Foundation
import Testing

@testable import SuperSwiftHost
@testable import SuperSwiftSystem

/// The desktop's entries, in a folder of the test's own: what is installed is what is removed.
@Suite("Desktop integration")
struct DesktopIntegrationTests {
  @Test("removing an app's launchers reports only the files that were there and are gone")
  func removeLaunchers() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("desktop-\(UUID().uuidString)")
    defer { BestEffort.remove(home) }
    let desktop = DesktopIntegration(environment: ["HOME": home.path], executable: "/usr/bin/superswift")
    let launcher = try desktop.installLauncher(id: "A1", name: "Tip Calculator", share: false)
    #expect(FileManager.default.fileExists(atPath: launcher.path))
    // Only the launcher was installed (no share entry): only it is reported.
    #expect(desktop.removeLaunchers(id: "A1") == [launcher])
    #expect(!FileManager.default.fileExists(atPath: launcher.path))
    #expect(desktop.removeLaunchers(id: "A1").isEmpty)
    let both = try [
      desktop.installLauncher(id: "B2", name: "Share Here", share: true),
      desktop.applications.appendingPathComponent("superswift-app-B2-share.desktop"),
    ]
    #expect(Set(desktop.removeLaunchers(id: "B2")) == Set(both))
  }
}
