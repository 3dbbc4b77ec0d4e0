#!/usr/bin/env python3
"""Refreshes the status column of docs/swiftui-api.tsv from the code, and writes
docs/swiftui-coverage.md from the result.

docs/swiftui-api.tsv lists SwiftUI's public API (iOS 17, with the iOS 13-16 spellings published
code still uses, and the iOS 18 and 26 families by area: glass, geometry, containers, text, bars,
controls), one symbol a row: area, symbol (`Type.member(labels:)`), kind, status, note.
This tool reads the public declarations of Sources/SwiftUI from a symbol graph
(`swift symbolgraph-extract` on the module the package build made) and marks each row:

  rendered : declared, and its doc comment does not start with "Accepted"
  accepted : declared, and its doc comment starts with "Accepted"; the note is the rest of it
  missing  : not declared; the note is "partial" when a declaration of the same type and name
             has only some of the row's labels (Apple's defaulted parameters left out, so the
             usual call compiles), blank otherwise

A row matches a declaration when the type path, the name and the argument labels are the same
(`View.padding(_:_:)` is `padding(_ edges:, _ length:)` in an extension of View). Overloads that
differ only in types are one row. Members a type has only by conforming to a protocol count as
the protocol's (the graph is extracted without synthesized members).

Usage: python3 bench/swiftui_api.py [--check] [--build-dir .build/debug] [--symbols FILE]
  --check   : change nothing; exit 1 and list the rows whose status differs from the code
  --symbols : use this SwiftUI.symbols.json instead of extracting one
Prints the counts, and the public declarations whose path is in no row (candidates to add).
Run it after `swift build`; Tests/SwiftUITests/SwiftUIAPIListTests.swift checks the same thing.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TSV = os.path.join(ROOT, "docs", "swiftui-api.tsv")
COVERAGE = os.path.join(ROOT, "docs", "swiftui-coverage.md")
ACCEPTED = re.compile(r"^Accepted\b[;:,.]?\s*(.*)$", re.S)


def extract_symbols(build_dir):
    """Runs swift symbolgraph-extract on the built SwiftUI module and on Combine, which it
    re-exports (ObservableObject and @Published are Combine's); returns the graphs' paths."""
    build_dir = os.path.realpath(os.path.join(ROOT, build_dir))
    modules = os.path.join(build_dir, "Modules")
    triple = os.path.basename(os.path.dirname(build_dir))
    out = tempfile.mkdtemp(prefix="swiftui-symbols-")
    for module in ("SwiftUI", "Combine"):
        subprocess.run(
            ["swift", "symbolgraph-extract", "-module-name", module, "-I", modules,
             "-target", triple, "-minimum-access-level", "public", "-skip-synthesized-members",
             "-output-dir", out],
            check=True)
    return [os.path.join(out, f"{module}.symbols.json") for module in ("SwiftUI", "Combine")]


def declarations(symbols_paths):
    """Maps each public declaration's path (`Type.member(labels:)`) to its doc comment."""
    found = {}
    for symbol in (s for path in symbols_paths for s in json.load(open(path))["symbols"]):
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        path = ".".join(symbol["pathComponents"])
        lines = symbol.get("docComment", {}).get("lines", [])
        doc = " ".join(line["text"].strip() for line in lines).strip()
        # Several overloads share a path; one that is not merely accepted decides "rendered".
        if path not in found or not ACCEPTED.match(doc):
            found[path] = doc
    return found


def split(path):
    """`View.padding(_:_:)` as ("View", "padding", ["_", "_"]); labels None for a non-function."""
    match = re.match(r"^(.*?)\.?([^.(]+)\(([^()]*)\)$", path)
    if not match:
        return None
    owner, name, labels = match.groups()
    return owner, name, [label for label in labels.split(":") if label]


def is_subsequence(short, long):
    rest = iter(long)
    return all(label in rest for label in short)


def near_misses(symbol, declared, listed):
    """Declarations of the same type and name that are in no row and whose labels are some of
    this row's: probably the same function with fewer of Apple's defaulted parameters."""
    row = split(symbol)
    if not row:
        return []
    found = []
    for path in declared:
        if path in listed:
            continue
        other = split(path)
        if other and other[:2] == row[:2] and len(other[2]) < len(row[2]) and is_subsequence(other[2], row[2]):
            found.append(path)
    return sorted(found)


def status_of(symbol, declared, listed=frozenset()):
    """The status and note the code gives a row."""
    if symbol not in declared:
        return "missing", "partial" if near_misses(symbol, declared, listed) else ""
    accepted = ACCEPTED.match(declared[symbol])
    if accepted:
        return "accepted", accepted.group(1).replace("\t", " ").strip()
    return "rendered", ""


def read_rows():
    with open(TSV) as f:
        header = f.readline().rstrip("\n").split("\t")
        assert header == ["area", "symbol", "kind", "status", "note"], header
        return [line.rstrip("\n").split("\t") for line in f if line.strip()]


def coverage_markdown(rows):
    areas = {}
    for area, _, _, status, _ in rows:
        counts = areas.setdefault(area, {"rendered": 0, "accepted": 0, "missing": 0})
        counts[status] += 1
    total = {k: sum(c[k] for c in areas.values()) for k in ("rendered", "accepted", "missing")}
    out = [
        "# SwiftUI coverage",
        "",
        "How much of SwiftUI's public API (iOS 17, with the iOS 13–16 spellings published code still",
        "uses, and the iOS 18 and 26 families apps now reach for) SuperSwift's `import SwiftUI` declares, counted from `docs/swiftui-api.tsv`, one row a",
        "symbol. **Rendered**: declared and shown on the page. **Accepted**: declared so code compiles,",
        "but it changes nothing on a page (the row's note says why). **Missing**: not declared; code",
        "that uses it does not compile.",
        "",
        "The rows were taken from the Topics sections of Apple's SwiftUI documentation (names and argument",
        "labels only), leaving out what exists only on macOS, watchOS, tvOS or visionOS, what other",
        "frameworks add to views (StoreKit, PhotosUI, …). What came after iOS 17 is listed by family,",
        "each whole: Liquid Glass (area *glass*), geometry and scroll observers (*geometry*), container",
        "values and sections (*containers*), text renderers (*text*), the bars' and the controls'",
        "additions (*bars*, *controls*), `UnitCurve` and `Spring` evaluated, `@Animatable`, and `Tab`.",
        "A missing row noted *partial* is declared with only some of its",
        "labels (Apple's defaulted parameters left out), so its usual call compiles.",
        "",
        "Generated by `python3 bench/swiftui_api.py` from the symbol graph of `Sources/SwiftUI`;",
        "`SwiftUIAPIListTests` fails when the list and the code disagree. Overloads that differ only in",
        "types are one row, so a rendered row says the name and labels exist, not that every overload does.",
        "",
        "| area | rendered | accepted | missing | total |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for area in sorted(areas):
        c = areas[area]
        out.append(f"| {area} | {c['rendered']} | {c['accepted']} | {c['missing']} | {sum(c.values())} |")
    out.append(
        f"| **all** | **{total['rendered']}** | **{total['accepted']}** | **{total['missing']}** "
        f"| **{sum(total.values())}** |")
    out += NOTES
    return "\n".join(out) + "\n"


# What the table cannot say: how the last rows were closed, what is drawn from outside the list,
# and how the page compares with the apps' own iOS screenshots (written by hand, kept here so the
# generated page keeps it).
NOTES = [
    "",
    "## How the list was closed (issue 40)",
    "",
    "The last 427 rows were declared area by area, each family whole rather than name by name:",
    "keyboard keys, shortcuts and `onKeyPress`; every environment value; springs, transitions and",
    "keyframe animators (built, shown at their first value); gestures in sequence, at once and",
    "exclusive with Apple's value types; shapes transformed, combined and type-erased;",
    "`UnevenRoundedRectangle`; the `Layout` protocol **rendered** (the layout engine asks an app's",
    "own layout to measure and place its subviews), with `AnyLayout` and the stack layouts;",
    "navigation driven by bindings (`navigationDestination(isPresented:)`, `(item:)`,",
    "`NavigationLink(isActive:)`); alerts and dialogs presenting data and errors; searchable's",
    "tokens, scopes and suggestions (shown under the field); custom group box, labelled content and",
    "disclosure group styles drawn; the controls' other initialisers. What a page cannot do is",
    "accepted and says so in the row's note: file dialogs, drag and drop, Metal shaders, focus",
    "values, widgets, the Dynamic Island, rotors, user activities. Core Data's and SwiftData's",
    "view-facing names are placeholders that keep nothing (there is no store on Linux);",
    "`UIViewRepresentable` and `UIViewControllerRepresentable` compile and draw a labelled",
    "placeholder. `@Entry` is expanded by the host before compiling (one-line typed",
    "declarations); `#Preview` and `@Previewable` are blanked.",
    "",
    "## After iOS 17 (issue 40, sixth round)",
    "",
    "Fresh apps written in 2025 and 2026 use what iOS 18 and 26 added, so those families are listed",
    "and declared whole rather than name by name. Drawn: Liquid Glass as a see-through pane of the",
    "card colour in the view's shape (a capsule unless one is given), its tint mixed in, `.identity`",
    "drawing none, and the `glass` and `glassProminent` button styles; `onGeometryChange` calls its",
    "action with the size the layout gives the view (once, not with a first render's guess);",
    "container values read back from each subview, and `Group(sections:)`/`ForEach(sections:)`",
    "split content into its sections with their headers; a tab view's bottom accessory above its",
    "bar, and `safeAreaBar` where `safeAreaInset` puts content; `Color.mix(with:by:in:)` as CSS's",
    "`color-mix`; `UnitCurve.value(at:)` and `Spring.value(target:…)` computed from their",
    "definitions (a cubic Bézier; a damped oscillator); `buttonSizing(.flexible)`. Accepted, with the",
    "reason in each row: morphing and unions of glass, scroll phases and visibility (a page does",
    "not report scrolling back), tab bar minimising, toolbar spacers and shared backgrounds,",
    "navigation subtitles, scroll edge effects, the iPad sidebar's additions. A `TextRenderer`",
    "compiles with `Text.Layout`'s lines, runs and slices, and the page draws the text as laid out;",
    "`@Animatable` is blanked by the host. WebKit's `WebView` and `WebPage` (iOS 26) draw the web",
    "view's place with a link to its address.",
    "",
    "**Isolation.** Declarations carry Apple's isolation (`IsolationTests` compiles each family's",
    "use from a plain class, a plain function and an actor in Swift 5 and 6 modes, and checks that",
    "everyday call shapes resolve to one overload).",
    "",
    "**From outside the list.** Asset catalogs (`Assets.xcassets`: image sets, colour sets in",
    "light and dark, `AccentColor`, Xcode's generated asset symbols); SF Symbols drawn from",
    "Debian's Material Icons font through a table of 1,135 names — the 686 names public SwiftUI",
    "code uses (counted over 419 public repositories; 3,901 of their 3,930 uses are mapped) and",
    "the usual variants of the 300 most used — with a neutral placeholder for the rest. Named",
    "images at their own size in points (each file's header read, divided by its set's scale) and",
    "resizable ones at their own aspect ratio.",
    "",
    "Beside SwiftUI, the frameworks published apps import with it, as a page has them: CoreLocation",
    "(never authorised), CoreMotion, LocalAuthentication, Network, OSLog/`os`, GameplayKit,",
    "AVFAudio and MapKit (a `Map` with its markers and annotations placed in the region, no tiles),",
    "WidgetKit (no widgets), Security (a keychain for the run), CoreBluetooth (unsupported), Speech",
    "(restricted), MediaPlayer (an empty library), CryptoKit (over OpenSSL's libcrypto), QuartzCore",
    "(Core Animation's layers, animations, transactions, display link), ImageIO (image sources read",
    "from the file's header), PencilKit (a canvas that keeps its drawing), PDFKit (documents that know",
    "their pages), PassKit (Apple Pay absent), Accelerate (vDSP and vForce in plain Swift) and",
    "NotificationCenter (the Today widgets' names), besides the earlier CoreHaptics, AudioToolbox,",
    "UserNotifications, AVFoundation, AVKit, WebKit, SafariServices, PhotosUI, CoreImage,",
    "MobileCoreServices and TipKit; Charts (marks drawn with scales from the data). Not there: Core Data and SwiftData stores, StoreKit,",
    "SpriteKit, CloudKit, HealthKit (counted over 332 public repositories' imports: Core Data in 29,",
    "MapKit and CoreLocation in 18, SwiftData 16, LocalAuthentication 14, CoreML 12, Charts 6).",
    "",
    "**UIKit inside SwiftUI.** The UIKit views apps build in `UIViewRepresentable` and",
    "`UIViewControllerRepresentable` — `UISearchBar`, `UITextView` and `UITextField` with their",
    "delegates, `UIScrollView` with its delegate, views laid out with anchors and",
    "`NSLayoutConstraint`, `UINavigationController`, `UIImagePickerController`, `UIStackView`,",
    "`UIImageView`, `UIButton`, a view's `layer` — compile and keep what is set on them. A page",
    "draws SwiftUI's views, not UIKit's: the representable shows its labelled place, and the",
    "delegates are never called. `UIColor` is a class, as UIKit's is, so apps' `convenience init`s",
    "on it compile; an image context's drawing calls (`UIColor.set()`, `UIRectFill`, a string's",
    "`draw(in:withAttributes:)`) are accepted and draw nothing. A `TextFieldStyle` of the app's own",
    "(`_body(configuration:)`, the underscored requirement apps write) draws its fields.",
    "",
    "What iOS does that the page now does too (issue 40, fourth round): spacers give way to their",
    "siblings (SwiftUI's spacer layout priority), Foundation timers fire (the app runs the main",
    "run loop), the `App`'s own state re-renders its scenes, an object a shown view made lives",
    "until the next render, a tab that presents an alert stays one tab, `AttributedString` runs",
    "keep SwiftUI's attributes. Fifth round: the `App`'s body is read when what it reads changes,",
    "not at every render below it (a body that takes the next question as it reads it), and",
    "`#if canImport(UIKit)` finds UIKit.",
    "",
    "## The page beside the apps' own iOS screenshots",
    "",
    "Compared side by side at 390 × 844 with the iOS screenshot a corpus app's repository publishes",
    "(a habit tracker: `ompreetham/HabitTracker`, `screenshots/habits.png`): the large title",
    "matches (34 pt bold at the leading margin) and so do the bar items' colour and the white",
    "page. Differences seen and what became of them: the bar's `Label` items showed their title",
    "beside the icon, where iOS shows the icon only (fixed: toolbar labels are icon-only unless",
    "the app picks a label style); the bar items sit under the large title, where iOS puts them",
    "above it (left: the title is the page's header); an empty `List` is white, where iOS draws",
    "its grouped gray even with no rows (left). Checked in Chromium beside iOS's documented",
    "values rather than a screenshot: system colours at iOS's defaults (blue (0, 122, 255),",
    "yellow (255, 204, 0)), a plain screen white and a grouped one gray with white cards, asset",
    "catalog colours and images in place (`LookOfIOSTests`, `SystemColourTests`). Still unlike",
    "iOS: text is Inter rather than SF Pro, symbols are Material's shapes, and a page does not",
    "animate.",
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--build-dir", default=".build/debug")
    parser.add_argument("--symbols")
    args = parser.parse_args()

    declared = declarations([args.symbols] if args.symbols else extract_symbols(args.build_dir))
    rows = read_rows()
    changed = []
    listed = {row[1] for row in rows}
    for row in rows:
        status, note = status_of(row[1], declared, listed)
        if (row[3], row[4]) != (status, note):
            changed.append(f"{row[1]}: {row[3]} -> {status}")
            row[3], row[4] = status, note
    listed_types = {row[1] for row in rows if row[2] == "type"} | {"View"}
    unlisted = sorted(
        p for p in declared
        if p not in listed and p.split(".")[0] in listed_types and not p.split(".")[-1].startswith("_"))

    if args.check:
        for line in changed:
            print(line)
        sys.exit(1 if changed else 0)
    with open(TSV, "w") as f:
        f.write("area\tsymbol\tkind\tstatus\tnote\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    with open(COVERAGE, "w") as f:
        f.write(coverage_markdown(rows))
    counts = {s: sum(1 for r in rows if r[3] == s) for s in ("rendered", "accepted", "missing")}
    print(f"{len(rows)} rows: {counts}; {len(changed)} changed")
    print("rows marked partial (declared with fewer of the labels):")
    for row in rows:
        if row[4] == "partial":
            print(f"  {row[1]}: {', '.join(near_misses(row[1], declared, listed))}")
    print(f"{len(unlisted)} public declarations of listed types are in no row:")
    for path in unlisted:
        print("  " + path)


if __name__ == "__main__":
    main()
