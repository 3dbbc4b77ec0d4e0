import Foundation
import SuperSwift
import Testing

/// SwiftUI written the way published samples are (Tests/EndToEndTests/Corpus/SwiftUI), run
/// unchanged and driven in headless Chromium: the text shows, controls act, and the layout
/// holds where SwiftUI's rules say (boxes measured in the page).
@Suite(
  "SwiftUI as people write it, in Chromium", .serialized,
  .enabled(if: Browser.isAvailable, "needs chromium and chromium-driver"))
struct SwiftUIFamiliesTests {
  static func corpus(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Corpus/SwiftUI/\(name)").path
  }

  /// The box of the element a script finds, as `[left, top, right, bottom]`.
  func box(_ browser: Browser, _ find: String) throws -> [Double] {
    try #require(try browser.waitForSettledLayout(), "the page's layout never settled")
    let value = try browser.execute(
      "const e = \(find); if (!e) return null; const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"
    )
    let numbers = value.array?.compactMap { $0.number }
    return try #require(numbers, "nothing found by \(find)")
  }

  /// Finds the innermost element whose own text is `text`.
  func byText(_ text: String) -> String {
    "[...document.querySelectorAll('#app .text, #app button')].find(e => e.textContent.trim() === \(JSON.string(text).text))"
  }

  /// The box of the text itself (not its element), through a Range.
  func textBox(_ browser: Browser, _ text: String) throws -> [Double] {
    try #require(try browser.waitForSettledLayout(), "the page's layout never settled")
    let value = try browser.execute(
      """
      const walker = document.createTreeWalker(document.getElementById('app'), NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        if (walker.currentNode.textContent.trim() === arguments[0]) {
          const range = document.createRange(); range.selectNodeContents(walker.currentNode);
          const r = range.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];
        }
      }
      return null;
      """, [.string(text)])
    let numbers = value.array?.compactMap { $0.number }
    return try #require(numbers, "no text \(text)")
  }

  @Test("an ObservableObject score card: shapes, a Spacer row, a trailing frame, an overlay; taps re-render")
  func scoreCard() throws {
    let cli = try CLI()
    let run = try cli.start(["run", Self.corpus("ScoreCard.swift"), "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("No points yet"), "stderr: \(run.stderrSoFar)")
    let app = try box(browser, "document.getElementById('app')")

    // HStack { Text; Spacer(); Text }: the texts at the two edges of the row.
    let player = try box(browser, byText("Player"))
    let score = try box(browser, byText("Score"))
    // (16 of .padding(), 16 of .padding(.horizontal); the page adds no margin, as a phone has none)
    #expect(abs(player[0] - app[0] - 32) < 2, "Player at the leading edge: \(player) in \(app)")
    #expect(abs(app[2] - score[2] - 32) < 2, "Score at the trailing edge: \(score) in \(app)")
    #expect(score[0] - player[2] > (app[2] - app[0]) / 2, "the Spacer takes the rest of the row")

    // A 120-point circle is round and 120 points wide.
    let disc = try box(browser, "document.querySelector('.s-circle .disc')")
    #expect(abs((disc[2] - disc[0]) - 120) < 1 && abs((disc[3] - disc[1]) - 120) < 1, "\(disc)")

    // frame(maxWidth: .infinity, alignment: .trailing): the text ends at the trailing edge.
    let total = try textBox(browser, "Total: 0")
    #expect(app[2] - total[2] < 40, "Total at the trailing edge: \(total) in \(app)")

    // A fixed-height color keeps its height in the stack, and takes the stack's width.
    let orange = try box(browser, "document.querySelector('#app .swatch')")
    #expect(abs((orange[3] - orange[1]) - 40) < 1, "\(orange)")
    #expect(abs(orange[0] - app[0] - 16) < 2 && abs(app[2] - orange[2] - 16) < 2, "\(orange) in \(app)")

    // A ZStack centres its layers: the score in the middle of the circle.
    let number = try textBox(browser, "0")
    #expect(abs((number[0] + number[2]) / 2 - (disc[0] + disc[2]) / 2) < 2, "\(number) in \(disc)")
    #expect(abs((number[1] + number[3]) / 2 - (disc[1] + disc[3]) / 2) < 4, "\(number) in \(disc)")

    // The overlay's dot sits at the button's top trailing corner.
    let button = try box(browser, "document.querySelector('.layered .layer.base')")
    let dot = try box(browser, "document.querySelector('.layer.deco[data-align=trailing-top] .disc')")
    #expect(abs(dot[2] - button[2]) < 2 && abs(dot[1] - button[1]) < 2, "dot \(dot) on \(button)")
    // The capsule behind the button is the button's size.
    let capsule = try box(browser, "document.querySelector('.s-capsule')")
    #expect(abs(capsule[0] - button[0]) < 2 && abs(capsule[3] - button[3]) < 2, "capsule \(capsule) behind \(button)")

    // @Published changes re-render, in the app's @StateObject, @EnvironmentObject and @ObservedObject views.
    try browser.click("button[data-action='tap']")
    #expect(try browser.waitFor("Total: 3"))
    _ = try browser.execute("document.querySelector('button[data-action=tap]').click()")
    #expect(try browser.waitFor("Points: 3 + 3"))
    #expect(try browser.waitFor("Total: 6"))
    try browser.tapButton("Done")
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == "{\"score\":6}\n")
  }

  @Test("a grocery list with tabs: rows delete and move, a grid makes columns, a disclosure group opens")
  func groceries() throws {
    let cli = try CLI()
    let run = try cli.start(["run", Self.corpus("Groceries.swift"), "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Bread"), "stderr: \(run.stderrSoFar)")

    // Delete Eggs with its row's button.
    try browser.click("button[aria-label='Delete Eggs']")
    #expect(try browser.waitUntil("return !document.getElementById('app').textContent.includes('Eggs')"))
    // Edit shows the move buttons; move Milk down.
    try browser.tapButton("Edit")
    #expect(try browser.waitUntil("return document.querySelector(\"button[aria-label='Move Down Milk']\") !== null"))
    try browser.click("button[aria-label='Move Down Milk']")
    #expect(
      try browser.waitUntil(
        "const t = document.getElementById('app').textContent; return t.indexOf('Bread') < t.indexOf('Milk')"))

    // Tab symbols are drawn from Debian's Material Design Icons font, served from the system path.
    #expect(try browser.execute("return document.querySelectorAll('.tab .icon.mi').length").number == 2)
    let loaded = try browser.executeAsync(
      """
      const done = arguments[arguments.length - 1];
      const icon = document.querySelector('.tab .icon.mi').textContent;
      document.fonts.load('22px "Material Icons"', icon).then(faces => done(faces.length), () => done(0));
      """)
    #expect(loaded.number == 1, "the icon font loads from the server")

    // The other tab: a grid of three columns.
    try browser.click("button[role=tab]:nth-child(2)")
    #expect(try browser.waitFor("Dairy"))
    let dairy = try textBox(browser, "Dairy")
    let bakery = try textBox(browser, "Bakery")
    let fruit = try textBox(browser, "Fruit")
    let drinks = try textBox(browser, "Drinks")
    #expect(abs(dairy[1] - bakery[1]) < 2 && abs(bakery[1] - fruit[1]) < 2, "one row: \(dairy) \(bakery) \(fruit)")
    #expect(dairy[0] < bakery[0] && bakery[0] < fruit[0], "left to right")
    #expect(drinks[1] > dairy[3], "the fourth starts a new row")
    #expect(abs((drinks[0] + drinks[2]) / 2 - (dairy[0] + dairy[2]) / 2) < 2, "in the first column")
    // The disclosure group opens.
    #expect(!(try browser.source().contains("Every day")))
    try browser.click("button.disclosure")
    #expect(try browser.waitFor("Every day"))

    // Back to the list, which kept its state (still editing: the toolbar's button says Done);
    // the list's own Done button returns what is left, in order.
    try browser.click("button[role=tab]:nth-child(1)")
    #expect(try browser.waitFor("Milk"))
    #expect(try browser.execute("return document.querySelector('.toolbar button').textContent.trim()").string == "Done")
    try browser.tapButton("Done", last: true)
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == "Bread,Milk\n")
  }

  @Test("a folder app: its named image comes from its folder, a tap gesture acts, Escape closes a sheet")
  func photoCard() throws {
    let cli = try CLI()
    // A copy of the folder, so the test never writes beside the repository's own.
    let folder = cli.root.appendingPathComponent("PhotoCard")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.corpus("PhotoCard")), to: folder)
    let run = try cli.start(["run", folder.path, "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Tapped 0 times"), "stderr: \(run.stderrSoFar)")
    // Image("flag") is flag.svg beside the source, loaded by the browser.
    #expect(
      try browser.waitUntil(
        "const i = document.querySelector('img.asset'); return !!i && i.complete && i.naturalWidth > 0"))
    #expect(try browser.execute("return document.querySelector('img.asset').getAttribute('alt')").string == "flag")
    // onTapGesture on a shape with an overlay: a click anywhere on it counts.
    try browser.click(".tappable")
    #expect(try browser.waitFor("Tapped 1 times"))
    // The symbol is an icon.
    #expect(
      try browser.execute("return document.querySelectorAll('.icon.mi[aria-label=\"star fill\"]').length").number == 1)
    // A sheet the person closes with Escape, as a phone's swipe down.
    try browser.tapButton("Details")
    #expect(try browser.waitFor("The details sheet"))
    try browser.press([.escape])
    #expect(try browser.waitUntil("return !document.getElementById('app').textContent.includes('The details sheet')"))
    try browser.tapButton("Done")
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == "1\n")
  }

  @Test("Text as tutorials write it: specifiers, format styles, a date formatter, an image in a line, Markdown")
  func receipt() throws {
    let cli = try CLI()
    let run = try cli.start(["run", Self.corpus("Receipt.swift"), "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Total: 49.56"), "stderr: \(run.stderrSoFar)")
    // What a person reads: the page's text, styled spans joined.
    let page = try browser.execute("return document.getElementById('app').innerText;").string ?? ""
    for shown in [
      "Receipt for table 4", "Tip: 18%", "Per person: 24.78", "Printed 2025-12-01", "★ Thank you",
      "Questions? Visit us or write help@example.com",
    ] {
      #expect(page.contains(shown), "\(shown) in \(page)")
    }
    // Markdown's marks became styles and a link, not characters.
    let bold = try browser.execute(
      "const s = [...document.querySelectorAll('#app .text span')].find(e => e.textContent === 'Receipt'); return s ? getComputedStyle(s).fontWeight : null;"
    )
    #expect(bold.number.map { $0 >= 600 } ?? (bold.string == "700"), "\(bold)")
    let link = try browser.execute(
      "const a = document.querySelector('#app a.link'); return a ? [a.getAttribute('href'), a.textContent, a.rel] : null;"
    )
    #expect(link.array?.compactMap(\.string) == ["https://example.com/help", "Visit us", "noopener noreferrer"])
    // The specifier follows the state: one step more tip.
    try browser.click("button[data-action='increment']")
    #expect(try browser.waitFor("Tip: 19%"))
    #expect(try browser.waitFor("Total: 49.98"))
  }

  @Test("framework names published apps use: a color picker acts, traits are roles, a long press, files saved")
  func themePicker() throws {
    let cli = try CLI()
    let run = try cli.start(["run", Self.corpus("ThemePicker.swift"), "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Swatch red", seconds: 120), "stderr: \(run.stderrSoFar)")
    let page = try browser.execute("return document.getElementById('app').innerText;").string ?? ""
    for shown in ["Pick a theme", "COLORS", "Width: compact", "Presses: 0", "nothing saved"] {
      #expect(page.contains(shown), "\(shown) in \(page)")
    }
    // The header trait is a heading for assistive technology; the old spelling's label is there.
    let heading = try browser.execute(
      "const e = [...document.querySelectorAll('#app [role=heading]')].find(e => e.textContent.includes('Pick a theme')); return e ? e.getAttribute('role') : null;"
    )
    #expect(heading.string == "heading")
    #expect(try browser.execute("return !!document.querySelector('#app [aria-label=\"Swatch color\"]');").bool == true)
    // The color input starts at the state's color; choosing another changes the state.
    let input = "document.querySelector('#app input[type=color]')"
    #expect(try browser.execute("return \(input).value;").string == "#ff0000")
    _ = try browser.execute(
      "const i = \(input); i.value = '#00ff00'; i.dispatchEvent(new Event('change', { bubbles: true }));")
    #expect(try browser.waitFor("Swatch changed"))
    // The stroked check mark is drawn as a stroke with its caps and joins.
    let check = try browser.execute(
      "const p = [...document.querySelectorAll('#app .s-path path')].find(e => e.getAttribute('stroke-linecap')); return p ? [p.getAttribute('stroke-linecap'), p.getAttribute('stroke-dasharray')] : null;"
    )
    #expect(check.array?.compactMap(\.string) == ["butt", "4 2"], "\(check)")
    // A long press is a click on the page; the pressing handler ran and ended.
    _ = try browser.execute("\(byText("Presses: 0")).click();")
    #expect(try browser.waitFor("Presses: 1"))
    _ = try browser.execute("\(byText("Save")).click();")
    #expect(try browser.waitFor("saved presses 1, defaults 1"), "stderr: \(run.stderrSoFar)")
  }

  @Test("a split view's sidebar selects, a table lists, a share link shares, a canvas draws, pages turn")
  func notebook() throws {
    let cli = try CLI()
    let run = try cli.start(["run", Self.corpus("Notebook.swift"), "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Select a note", seconds: 120), "stderr: \(run.stderrSoFar)")
    // A tap on a sidebar row selects it: the row says so, and the detail shows its table.
    _ = try browser.execute("\(byText("Trip")).click();")
    #expect(try browser.waitFor("Tickets"))
    let selected = try browser.execute(
      "return [...document.querySelectorAll('#app [role=option]')].filter(e => e.getAttribute('aria-selected') === 'true').map(e => e.textContent.trim());"
    )
    #expect(selected.array?.compactMap(\.string) == ["Trip"], "\(selected)")
    #expect(try browser.waitFor("Task · Owner"))
    // The share link shares from the page (headless Chromium has no share sheet: the clipboard).
    _ = try browser.execute("document.querySelector('#app button[data-share]').click();")
    // What happened is said in the page's live region, outside the app's tree.
    #expect(
      try browser.waitUntil("const n = document.querySelector('.notice'); return !!n && n.textContent.length > 0;"))
    let shared = try browser.execute("return document.querySelector('#app button[data-share]').dataset.share;")
    #expect(shared.string == "Tickets", "\(shared)")
    // The canvas is an SVG of what the renderer drew, scaled to its frame.
    let sketch = try box(browser, "document.querySelector('#app .canvas svg')")
    #expect(abs((sketch[2] - sketch[0]) - 120) < 2, "\(sketch)")
    #expect(try browser.execute("return document.querySelectorAll('#app .canvas path').length;").number == 1)
    // The paged tip carousel: one page, and its second dot turns to the second page.
    #expect(try browser.waitFor("Tip: swipe to delete"))
    _ = try browser.execute("document.querySelectorAll('#app .tabs.paged .tab')[1].click();")
    #expect(try browser.waitFor("Tip: tap to select"))
    // The timeline draws again on its schedule, without any input.
    let ticks = {
      try browser.execute("return document.getElementById('app').innerText.match(/Ticks: \\d+/)[0];").string
    }
    let first = try ticks()
    #expect(
      try browser.waitUntil(
        "return !document.getElementById('app').innerText.includes(\(JSON.string(first ?? "").text));"))
    // Jump to line 60: the page scrolls the row into view.
    let inView =
      "const e = document.querySelector('#app [data-view-id=\"60\"]'); const r = e.getBoundingClientRect(); return r.bottom <= window.innerHeight + 1 && r.top >= 0;"
    #expect(try browser.execute(inView).bool == false, "line 60 starts below the fold")
    _ = try browser.execute("\(byText("Jump to line 60")).click();")
    #expect(try browser.waitUntil(inView))
  }

  @Test("Combine in an app: a timer publisher, onReceive, a @Published pipeline; Pause stops the count")
  func stopwatch() throws {
    let cli = try CLI()
    let run = try cli.start(["run", Self.corpus("Stopwatch.swift"), "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("0.5 s", seconds: 30), "the timer ticks: \(run.stderrSoFar)")
    try browser.click("button[data-action='tap']")
    #expect(try browser.waitFor("Resume"))
    let paused = try browser.execute("return document.getElementById('app').innerText;").string ?? ""
    usleep(600_000)
    let later = try browser.execute("return document.getElementById('app').innerText;").string ?? ""
    #expect(paused == later, "paused: \(paused) then \(later)")
  }

  @Test("drawing: a custom Shape's path(in:) fills its frame, a trimmed circle is a progress ring, a Path view")
  func drawing() throws {
    let cli = try CLI()
    let run = try cli.start(["run", Self.corpus("ProgressRing.swift"), "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("25%"), "stderr: \(run.stderrSoFar)")
    // The triangle's path, stretched to its 120 × 100 frame.
    let triangle = try box(browser, "document.querySelectorAll('#app .s-path path')[0]")
    #expect(abs((triangle[2] - triangle[0]) - 120) < 2 && abs((triangle[3] - triangle[1]) - 100) < 2, "\(triangle)")
    let dash = {
      try browser.execute(
        "const p = [...document.querySelectorAll('#app .s-path path')].find(e => e.getAttribute('pathLength')); return p ? p.getAttribute('stroke-dasharray') : null;"
      ).string
    }
    #expect(try dash() == "0.25 1")
    try browser.click("button[data-action='tap']")
    #expect(try browser.waitFor("50%"))
    #expect(try dash() == "0.5 1")
    // The Path view draws at its own coordinates: a line 200 points long.
    let line = try box(browser, "[...document.querySelectorAll('#app .s-path svg.at path')][0]")
    #expect(abs((line[2] - line[0]) - 200) < 3, "\(line)")
  }

  @Test("recipes: search filters, a sort menu reorders, a value link pushes its screen with Back in the bar")
  func recipes() throws {
    let cli = try CLI()
    let run = try cli.start(["run", Self.corpus("Recipes.swift"), "--no-open"])
    let browser = try Browser()
    try browser.open(try run.pageAddress().absoluteString)
    #expect(try browser.waitFor("Tomato soup"), "stderr: \(run.stderrSoFar)")
    // The row's Spacer pushes the time to the row's end.
    let name = try textBox(browser, "Pancakes")
    let time = try textBox(browser, "20 min")
    #expect(time[0] - name[2] > 100, "name \(name), time \(time)")

    // Search, through the field .searchable adds.
    try browser.type("soup", into: "input[placeholder='Find a recipe']")
    #expect(try browser.waitUntil("return !document.getElementById('app').textContent.includes('Pancakes')"))
    #expect(try browser.source().contains("Tomato soup"))
    _ = try browser.execute(
      """
      const field = document.querySelector("input[placeholder='Find a recipe']");
      field.value = ''; field.dispatchEvent(new Event('input', {bubbles: true}));
      """)
    #expect(try browser.waitFor("Pancakes"))

    // The sort menu opens (a native details element) and reorders by time.
    try browser.click("details.menu summary")
    #expect(try browser.waitUntil("return document.querySelector('details.menu').open"))
    _ = try browser.execute(
      "[...document.querySelectorAll('.menu-items button')].find(b => b.textContent.trim() === 'By time').click()")
    #expect(
      try browser.waitUntil(
        "const t = document.getElementById('app').textContent; return t.indexOf('Salad') < t.indexOf('Pancakes')"))

    // A value link pushes the recipe's screen; Back sits in the bar above it.
    _ = try browser.execute(
      "[...document.querySelectorAll('button.link-row')].find(b => b.textContent.includes('Pancakes')).click()")
    #expect(try browser.waitFor("Ready in 20 minutes"))
    let back = try box(browser, "document.querySelector('.nav-bar button')")
    let heading = try textBox(browser, "Ready in 20 minutes")
    #expect(back[3] <= heading[1], "Back \(back) above the screen \(heading)")
    try browser.click(".nav-bar button")
    #expect(try browser.waitFor("Tomato soup"))
    _ = try browser.execute(
      "[...document.querySelectorAll('button.link-row')].find(b => b.textContent.includes('Salad')).click()")
    _ = try browser.waitFor("Cook it")
    try browser.tapButton("Cook it")
    let result = try run.finish()
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout == "Salad\n")
  }
}

/// `@AppStorage` keeps values across runs, per app, by the app's identifier.
@Suite("AppStorage across runs")
struct AppStorageTests {
  static let source = """
    import SwiftUI
    import SuperSwift

    @MainActor func bump() -> Int {
        @AppStorage("launches") var launches = 0
        launches += 1
        return launches
    }

    let count = MainActor.assumeIsolated { bump() }
    RunContext.current.finish(with: .text("launch \\(count)"))
    """

  @Test("a value stored in one run is there in the next; a renamed app keeps its values; another app has its own")
  func persists() throws {
    let cli = try CLI()
    _ = try cli.newApp("Counter", source: Self.source)
    #expect(try cli.run(["run", "Counter"]).stdout == "launch 1\n")
    #expect(try cli.run(["run", "Counter"]).stdout == "launch 2\n")
    let renamed = try cli.run(["rename", "Counter", "Launches"])
    #expect(renamed.status == 0, "\(renamed.stderr)")
    #expect(try cli.run(["run", "Launches"]).stdout == "launch 3\n")
    _ = try cli.newApp("Other", source: Self.source)
    #expect(try cli.run(["run", "Other"]).stdout == "launch 1\n")
    // A file run directly keeps its values by its path.
    let file = cli.root.appendingPathComponent("loose.swift")
    try Self.source.write(to: file, atomically: true, encoding: .utf8)
    #expect(try cli.run(["run", file.path]).stdout == "launch 1\n")
    #expect(try cli.run(["run", file.path]).stdout == "launch 2\n")
  }
}
