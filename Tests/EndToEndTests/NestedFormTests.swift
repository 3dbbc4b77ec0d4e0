import Foundation
import SuperSwift
import Testing

/// A typed input with a list of objects and a nested type, filled in as a person does: rows
/// added, removed and moved, an optional field left empty, at a phone's width and a desktop's.
@Suite("Forms for nested types", .serialized, .enabled(if: Browser.isAvailable))
struct NestedFormTests {
  static let source = """
    import SuperSwift
    struct Item: Decodable { var name: String; var price: Double; var qty: Int? }
    struct Address: Decodable { var street: String; var zip: String? }
    struct Order: Decodable { var items: [Item]; var taxPercent: Double; var note: String?; var shipTo: Address? }
    let run = RunContext.current
    let order = try run.input.decode(Order.self)
    let total = order.items.reduce(0) { $0 + $1.price * Double($1.qty ?? 1) } * (1 + order.taxPercent / 100)
    run.finish(with: .json([
      "names": .array(order.items.map { .string($0.name) }), "total": .number((total * 100).rounded() / 100),
      "note": .string(order.note ?? "none"), "street": .string(order.shipTo?.street ?? "none"),
    ]))
    """

  /// The value of the control named `name`.
  static func value(_ browser: Browser, _ name: String) throws -> String? {
    try browser.execute("return document.querySelector(arguments[0])?.value ?? null", [.string("[name=\"\(name)\"]")])
      .string
  }

  /// Types `text` into the control named `name`, as a person would: scrolled to first (the
  /// sticky Run bar may cover a row just added at the bottom).
  static func fill(_ browser: Browser, _ name: String, _ text: String) throws {
    _ = try browser.execute(
      "document.querySelector(arguments[0]).scrollIntoView({block: 'center'})", [.string("[name=\"\(name)\"]")])
    try browser.type(text, into: "[name=\"\(name)\"]")
  }

  /// Presses the button `selector` finds, scrolled to the middle first as a person scrolls to
  /// what they press (at the top edge, the sticky header would take the click).
  static func press(_ browser: Browser, _ selector: String) throws {
    _ = try browser.execute(
      "document.querySelector(arguments[0]).scrollIntoView({block: 'center'})", [.string(selector)])
    try browser.click(selector)
  }

  @Test(
    "rows are added, removed and reordered, each with its own typed controls; empty optionals are left out",
    arguments: [390, 1366])
  func rows(width: Int) throws {
    let cli = try CLI()
    let id = try cli.newApp("Shopping Total", source: Self.source)
    // Built first (the form is made from the build), so the browser's page load does not wait
    // for the compiler; `--help` lists the fields, a nested one with its JSON shape.
    let help = try cli.run(["run", "Shopping Total", "--help"])
    #expect(help.stdout.contains("--items VALUE"), "\(help.stdout)")
    #expect(help.stdout.contains(#"give it as JSON, such as '[{"name": …, "price": …, "qty": …}]'"#), "\(help.stdout)")
    #expect(help.stdout.contains("--tax-percent VALUE"), "kebab case: \(help.stdout)")
    let server = try TestServer(cli)
    let browser = try Browser()
    try browser.open(try #require(server.loginLink))
    try browser.open(server.base + "/apps/\(id)")
    try browser.resize(width: width, height: 900)
    #expect(try browser.waitUntil("return document.querySelector('fieldset.rows') !== null", seconds: 120))
    // A required list starts with one row; its number field is a number field.
    #expect(try browser.execute("return document.querySelectorAll('li.item-row').length").int == 1)
    #expect(
      try browser.execute("return document.querySelector('[name=\"field.items[0].price\"]').inputMode").string
        == "decimal")
    #expect(
      try browser.execute("return document.querySelector('[name=\"field.items[0].name\"]').required").bool == true)
    try Self.fill(browser, "field.items[0].name", "coffee")
    try Self.fill(browser, "field.items[0].price", "4,50")
    try Self.fill(browser, "field.items[0].qty", "2")
    try Self.press(browser, "fieldset.rows > [data-row-action=add]")
    #expect(
      try browser.execute("return document.activeElement.name").string == "field.items[1].name",
      "focus goes to the new row")
    try Self.fill(browser, "field.items[1].name", "cake")
    try Self.fill(browser, "field.items[1].price", "5")
    try Self.press(browser, "fieldset.rows > [data-row-action=add]")
    try Self.fill(browser, "field.items[2].name", "tea")
    try Self.fill(browser, "field.items[2].price", "3")
    // Remove cake; tea becomes the second row and is renamed so.
    try Self.press(browser, "li.item-row:nth-child(2) [data-row-action=remove]")
    #expect(try Self.value(browser, "field.items[1].name") == "tea")
    #expect(try browser.execute("return document.querySelector('[name=\"field.items[2].name\"]')").isNull)
    // Move tea up.
    try Self.press(browser, "li.item-row:nth-child(2) [data-row-action=up]")
    #expect(try Self.value(browser, "field.items[0].name") == "tea")
    #expect(try Self.value(browser, "field.items[1].price") == "4,50")
    #expect(
      try browser.execute("return document.querySelector('li.item-row:first-child [data-row-action=up]').disabled")
        .bool == true)
    try Self.fill(browser, "field.taxPercent", "10")
    if width == 390 {
      #expect(try WebAppTests.fitsWidth(browser), "the rows fit 390 px")
    }
    // The header is one row, at a phone's width too; the page declares its icon.
    let header = try browser.execute("return document.querySelector('nav.top').getBoundingClientRect().height").number
    #expect((header ?? 999) < 64, "one row: \(header ?? 0) px at \(width) px")
    #expect(
      try browser.execute("return document.querySelector('link[rel=icon]')?.href ?? ''").string?.hasSuffix(".png")
        == true)
    if let folder = ProcessInfo.processInfo.environment["SUPERSWIFT_SCREENSHOTS"] {
      try browser.screenshot().write(to: URL(fileURLWithPath: folder).appendingPathComponent("rows-\(width).png"))
    }
    try Self.press(browser, "main form.run-form button[type=submit]")
    #expect(
      try browser.waitUntil(
        "return document.getElementById('result')?.textContent.includes('total') === true", seconds: 120))
    let result = try browser.execute("return document.getElementById('result').textContent").string ?? ""
    #expect(result.contains("\"tea\""), "\(result)")
    #expect(result.contains("13.2"), "(3 + 4.5 × 2) × 1.1: \(result)")
    #expect(result.contains("\"none\""), "the empty note and the empty address are left out: \(result)")
    #expect(result.range(of: #""names": \[\s*"tea",\s*"coffee"\s*\]"#, options: .regularExpression) != nil, "\(result)")
    // Run again: the rows come back filled in, in order.
    #expect(try Self.value(browser, "field.items[0].name") == "tea")
    #expect(try Self.value(browser, "field.items[1].qty") == "2")

    // A bad value in a row never runs: the page names the place and marks its control.
    try browser.open(server.base + "/apps/\(id)")
    try Self.fill(browser, "field.items[0].name", "x")
    _ = try browser.execute(
      "const f = document.querySelector('[name=\"field.items[0].price\"]'); f.removeAttribute('pattern'); f.value = 'lots';"
    )
    try Self.fill(browser, "field.taxPercent", "0")
    try Self.press(browser, "main form.run-form button[type=submit]")
    #expect(try browser.waitFor("items[0].price takes a number, not"))
    #expect(
      try browser.execute(
        "return document.querySelector('[name=\"field.items[0].price\"]').getAttribute('aria-invalid')"
      )
      .string == "true")
  }
}
