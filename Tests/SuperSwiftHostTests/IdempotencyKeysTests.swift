import Foundation
import SuperSwiftSystem
import Testing

@testable import SuperSwiftHost

@Suite("Idempotency keys: a day per key, one run per key, another request refused")
struct IdempotencyKeysTests {
  @Test("a key names its run for 24 hours by the host clock, then a new request may start one")
  func lifetime() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = ManualClock()
    let keys = IdempotencyKeys(paths: Paths(environment: ["HOME": folder.path]), clock: clock)
    let app = AppIdentifier.make()
    let fingerprint = IdempotencyKeys.fingerprint(app: app, query: [("wait", "true")], body: Data("{}".utf8))
    #expect(try keys.claim("k", app: app, fingerprint: fingerprint, runID: "r1") == .start(runID: "r1"))
    #expect(try keys.claim("k", app: app, fingerprint: fingerprint, runID: "r2") == .repeated(runID: "r1"))
    #expect(try keys.claim("k", app: app, fingerprint: "other", runID: "r3") == .conflict)
    clock.advance(by: .seconds(24 * 3600 - 1))
    #expect(try keys.claim("k", app: app, fingerprint: fingerprint, runID: "r4") == .repeated(runID: "r1"))
    clock.advance(by: .seconds(2))
    #expect(try keys.claim("k", app: app, fingerprint: fingerprint, runID: "r5") == .start(runID: "r5"))
    // Released (its run did not start): free again.
    try keys.release("k", app: app, runID: "r5")
    #expect(try keys.claim("k", app: app, fingerprint: fingerprint, runID: "r6") == .start(runID: "r6"))
  }

  @Test("keys are printable ASCII, 1 to 255; fingerprints differ by app, query and body, not query order")
  func shapes() {
    #expect(IdempotencyKeys.isValid("8e2f1c7a-0b9d-4c1e-9f3a-2d4b6c8e0f12"))
    #expect(!IdempotencyKeys.isValid(""))
    #expect(!IdempotencyKeys.isValid("with space"))
    #expect(!IdempotencyKeys.isValid(String(repeating: "k", count: 256)))
    #expect(!IdempotencyKeys.isValid("clé"))
    let base = IdempotencyKeys.fingerprint(app: "a", query: [("x", "1"), ("y", "2")], body: Data("b".utf8))
    #expect(base == IdempotencyKeys.fingerprint(app: "a", query: [("y", "2"), ("x", "1")], body: Data("b".utf8)))
    #expect(base != IdempotencyKeys.fingerprint(app: "b", query: [("x", "1"), ("y", "2")], body: Data("b".utf8)))
    #expect(base != IdempotencyKeys.fingerprint(app: "a", query: [("x", "1")], body: Data("b".utf8)))
    #expect(base != IdempotencyKeys.fingerprint(app: "a", query: [("x", "1"), ("y", "2")], body: Data("c".utf8)))
  }
}
