import Foundation
@_spi(Host) import SuperSwift
import Testing

@testable import SuperSwiftHost

/// Secret values masked in what a run shows; names checked; the store's file its owner's.
@Suite("Secret masking and store")
struct SecretMaskTests {
  @Test("values of 6 characters or more are masked in text, bytes and JSON; each line of a long value too")
  func masking() {
    let mask = SecretMask(["hunter22", "abc", "-----BEGIN KEY-----\nMIIEvQIBADANBgkq\n-----END KEY-----"])
    #expect(mask.apply("pw=hunter22;") == "pw=••••••;")
    #expect(mask.apply("abc stays") == "abc stays", "short values are not masked")
    #expect(mask.apply("line MIIEvQIBADANBgkq here") == "line •••••• here", "a line of a multi-line value")
    #expect(Array(mask.apply(Array("x hunter22 \u{FF}".utf8)[...])) == Array("x •••••• \u{FF}".utf8))
    #expect(
      Array(mask.apply(Array("hunter22hunter22 and hunter2".utf8)[...])) == Array("•••••••••••• and hunter2".utf8))
    let binary: [UInt8] = [0xFF, 0xFE] + Array("hunter22".utf8) + [0x80]
    #expect(
      Array(mask.apply(binary[...])) == [0xFF, 0xFE] + Array("••••••".utf8) + [0x80], "bytes that are not UTF-8 stay")
    let result: JSON = ["key": "hunter22", "hunter22": ["x hunter22"]]
    #expect(mask.apply(result) == ["key": "••••••", "••••••": ["x ••••••"]])
    #expect(SecretMask([String]()).isEmpty)
  }

  @Test("a log line is masked whole, however the app's writes split it")
  func splitWrites() {
    var log = LogCollector()
    log.mask = SecretMask(["sk_live_0123456789"])
    var shown = log.append(Array("key: sk_live_012".utf8))
    shown += log.append(Array("3456789 ok\nnext".utf8))
    shown += log.finish()
    #expect(String(decoding: shown, as: UTF8.self) == "key: •••••• ok\nnext")
    #expect(!log.text.contains("sk_live"))
  }

  @Test("names are letters, digits and _; the file is 0600 and outside the app")
  func store() throws {
    #expect(SecretStore.isName("API_KEY") && SecretStore.isName("_x1"))
    #expect(
      !SecretStore.isName("9lives") && !SecretStore.isName("a-b") && !SecretStore.isName("") && !SecretStore.isName("é")
    )
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("secrets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }  // a temporary folder: best effort
    let store = SecretStore(library: root)
    try store.set("API_KEY", to: "value-123", for: "app-1")
    try store.set("OTHER", to: "value-456", for: "app-2")
    #expect(store.values(of: "app-1") == ["API_KEY": "value-123"])
    #expect(store.entries(of: "app-1").map(\.name) == ["API_KEY"])
    let mode = try FileManager.default.attributesOfItem(atPath: store.file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(throws: SecretStore.Problem.emptyValue) { try store.set("X", to: "", for: "app-1") }
    #expect(try store.remove("API_KEY", for: "app-1"))
    #expect(try !store.remove("API_KEY", for: "app-1"))
    #expect(store.values(of: "app-2") == ["OTHER": "value-456"])
  }
}
