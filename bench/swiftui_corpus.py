#!/usr/bin/env python3
"""Public SwiftUI apps against SuperSwift's SwiftUI subset (issue 21): how many compile, start,
and show their first screen, and which missing APIs block the rest.

The corpus lives outside the repository (it is other people's code): one folder per app,
  CORPUS/<author>--<repo>--<app>/*.swift   the @main App file and its views and models
  CORPUS/<author>--<repo>--<app>/origin.txt  where it came from (repository, commit, paths, licence)
  CORPUS/<author>--<repo>--<app>/expect.txt  a word or two of text its first screen shows

For each app, one at a time by default:
  compile : `superswift run APP --no-open` (sandboxed: HOME, caches and library in a scratch
            folder), until it prints `Open http://…` (compiled and started) or exits (exit 3:
            did not compile; the compiler's errors are kept). An app stopped by its previews
            (`PreviewProvider`, `#Preview`, which only Xcode's canvas uses) or by `no such
            module` is compiled once more "prepared": a copy without its previews and with
            those imports commented out, so the blockers behind them are counted too.
  start   : the page at that address is fetched; the expected text must be in its HTML (the
            page carries the rendered tree), read again for up to SPLASH_SECONDS when a splash
            screen's timer shows it later; then the run's process group is ended.
  classify: each error is named by the API it lacks ("cannot find 'X' in scope" -> X,
            "value of type 'some View' has no member 'Z'" -> View.Z, "no such module 'M'" ->
            import M, "extra argument 'specifier'" -> extra argument 'specifier', …).
Then, for the apps that took longest to compile, `swiftc -typecheck` with
`-debug-time-function-bodies` against the same runtime modules names the slowest bodies.

Usage: python3 bench/swiftui_corpus.py [--corpus DIR] [--binary PATH] [--jobs 1] [--json]
         [--only TEXT[,TEXT…]] [--timeout SECONDS] [--type-check-times N] [--work DIR]
Default corpus /work/corpus/swiftui; default binary .build/debug/superswift (built with
`swift build --product superswift` if missing), copied into the scratch folder first so a
rebuild during the run does not change what is measured. The first run of the copy compiles
the SuperSwift runtime (a warm-up app, timed apart). Exits 0 whatever the pass rates.
"""
import argparse
import collections
import concurrent.futures
import html
import html.parser
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import release  # bench/release.py

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CORPUS = "/work/corpus/swiftui"
ERROR = re.compile(r"^(?P<file>[^\s:][^:]*\.swift):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$")
OPEN = re.compile(r"Open (http://\S+)")
BUILD_FAILED = 3
# How long a page is read again for text a splash screen's timer brings (the longest splash in
# the corpora waits three seconds).
SPLASH_SECONDS = 5

WARM_UP = """import SwiftUI

@main
struct WarmUpApp: App {
    var body: some Scene { WindowGroup { ContentView() } }
}

struct ContentView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Warm up")
            Button("Tap \\(count)") { count += 1 }
        }
    }
}
"""


def short_type(name):
    """`some View`, `ModifiedContent<…>`, `Text` as a view: the type a member is looked up on."""
    name = name.strip()
    if name.startswith("some ") or name.startswith("any "):
        name = name.split(" ", 1)[1]
    if "ModifiedContent" in name or "_ConditionalContent" in name or "TupleView" in name:
        return "View"
    if name.startswith("Binding<"):
        return "Binding"
    name = re.sub(r"<.*>", "", name)
    return name.rsplit(".", 1)[-1] if name.startswith("SwiftUI.") else name


def blocker(message):
    """The missing piece an error message names, as a short key."""
    rules = [
        (r"no such module '([^']+)'", lambda m: f"import {m[1]}"),
        (r"cannot find type '([^']+)' in scope", lambda m: f"type {m[1]}"),
        (r"cannot find '([^']+)' in scope", lambda m: m[1]),
        (r"value of type '(.+)' has no member '([^']+)'", lambda m: f"{short_type(m[1])}.{m[2]}"),
        (r"type '(.+)' has no member '([^']+)'", lambda m: f"{short_type(m[1])}.{m[2]}"),
        (r"reference to member '([^']+)' cannot be resolved", lambda m: f".{m[1]}"),
        (r"cannot infer contextual base in reference to member '([^']+)'", lambda m: f".{m[1]}"),
        (r"extra argument '([^']+)' in call", lambda m: f"extra argument '{m[1]}'"),
        (r"extra arguments? at positions? ", lambda m: "extra arguments in call"),
        (r"extra trailing closure passed in call", lambda m: "extra trailing closure"),
        (r"incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)",
         lambda m: f"labels ({m[1]}) expected ({m[2]})"),
        (r"missing arguments? for parameters? (.*) in call", lambda m: f"missing argument {m[1]}"),
        (r"no exact matches in (?:call|reference) to (?:initializer|instance method|static method|global function|subscript)?\s*'?([^']*)'?",
         lambda m: f"no exact match {m[1] or 'init'}"),
        (r"type '([^']+)' does not conform to protocol '([^']+)'", lambda m: f"{short_type(m[1])}: {m[2]}"),
        (r"(?:generic )?(?:struct|class|instance method|initializer|global function) '([^']+)' requires that '([^']+)' conform to '([^']+)'",
         lambda m: f"{m[1]} requires {short_type(m[2])}: {m[3]}"),
        (r"unknown attribute '([^']+)'", lambda m: f"@{m[1]}"),
        (r"'([^']+)' is unavailable", lambda m: f"unavailable {m[1]}"),
        (r"'([^']+)' is only available in", lambda m: f"availability {m[1]}"),
        (r"cannot convert value of type '([^']+)' to expected argument type '([^']+)'",
         lambda m: f"convert {short_type(m[1])} -> {short_type(m[2])}"),
        (r"argument type '([^']+)' does not conform to expected type '([^']+)'",
         lambda m: f"{short_type(m[1])}: {m[2]} (argument)"),
        (r"external macro implementation type '([^']+)'", lambda m: f"macro {m[1]}"),
        (r"no macro named '([^']+)'", lambda m: f"#{m[1]}"),
        (r"unable to type-check this expression in reasonable time", lambda m: "type-check too slow (expression)"),
        (r"generic parameter '([^']+)' could not be inferred", lambda m: "generic parameter not inferred"),
    ]
    for pattern, name in rules:
        m = re.search(pattern, message)
        if m:
            return name(m)
    return re.sub(r"'[^']*'", "'…'", message)[:80]


def source_line(error):
    try:
        with open(error["file"], encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()[int(error["line"]) - 1]
    except (OSError, IndexError, ValueError):
        return ""


def enclosing_call(line, col):
    """The name of the call whose parentheses enclose column `col` (1-based), with its labels."""
    depth, i = 0, min(col - 1, len(line)) - 1
    while i >= 0:
        if line[i] == ")":
            depth += 1
        elif line[i] == "(":
            if depth == 0:
                m = re.search(r"(\.?[A-Za-z_]\w*)\s*$", line[:i])
                return m[1] if m else None
            depth -= 1
        i -= 1
    return None


def call_at(line, col):
    """The call starting at or nearest before column `col`: its name and argument labels."""
    head = line[:col]
    rest = line[max(col - 1, 0):]
    m = re.match(r"(\.?[A-Za-z_][\w.]*)\s*\(", rest) or None
    if not m:
        calls = list(re.finditer(r"(\.?[A-Z][\w.]*)\s*\(", head))
        if not calls:
            return None
        m, start = calls[-1], calls[-1].end()
        args = line[start:]
    else:
        args = rest[m.end():]
    depth, end = 1, 0
    for end, c in enumerate(args):
        depth += {"(": 1, ")": -1}.get(c, 0)
        if depth == 0:
            break
    inner = re.sub(r"\([^()]*\)", "", args[:end])
    labels = re.findall(r"(?:^|,)\s*(\w+)\s*:", inner)
    return f"{m[1]}({''.join(l + ':' for l in labels)})"


def blocker_of(error):
    """`blocker` of the error's message, named by its source line where the message names nothing."""
    message, line, col = error["message"], source_line(error), int(error["col"])
    env = re.search(r"@Environment\(\s*\\\.(\w+)", line)
    if env and re.search(r"key path|generic parameter|KeyPath|Value\.Type|no exact matches", message):
        return f"EnvironmentValues.{env[1]}"
    if "missing argument for parameter #1" in message and ".alert(isPresented:" in line:
        return "alert(isPresented:content:) returning Alert"
    m = re.search(r"'some' types are only permitted", message) and re.search(r"some\s+(\w+)", line)
    if m:
        return f"type {m[1]}"
    m = re.search(r"binary operator '([^']+)' cannot be applied to two '([^']+)' operands", message)
    if m:
        return f"{short_type(m[2])} {m[1]} {short_type(m[2])}"
    if re.search(r"no exact matches in call to (initializer|instance method|static method|global function)", message) \
            or re.search(r"extraneous argument labels? '|missing argument labels? '|incorrect argument label", message):
        call = call_at(line, col)
        if call:
            return f"no match {call}"
    m = re.search(r"cannot infer contextual base in reference to member '([^']+)'", message)
    if m:
        call = enclosing_call(line, col)
        return f"{call}(.{m[1]})" if call else f".{m[1]}"
    if re.search(r"generic parameter '[^']+' could not be inferred", message):
        call = call_at(line, col)
        return f"generic parameter not inferred ({call.split('(')[0]})" if call else "generic parameter not inferred"
    return blocker(message)


def apps(corpus, only):
    for name in sorted(os.listdir(corpus)):
        folder = os.path.join(corpus, name)
        if not os.path.isdir(folder) or (only and not any(o.lower() in name.lower() for o in only.split(","))):
            continue
        expect_path = os.path.join(folder, "expect.txt")
        expect = open(expect_path, encoding="utf-8").read().strip() if os.path.exists(expect_path) else ""
        yield name, folder, expect


class PageText(html.parser.HTMLParser):
    """The text a page shows: text nodes, and the labels, placeholders and values of controls."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts, self.in_main, self.in_title, self.title, self.skip = [], False, False, "", 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "main":
            self.in_main = True
        if tag in ("script", "style"):
            self.skip += 1
        if tag == "h1" and attrs.get("id") == "title":
            self.in_title = True
        if self.in_main:
            for key in ("aria-label", "placeholder", "value", "alt", "title"):
                if attrs.get(key) and (key != "value" or tag in ("input", "textarea")):
                    self.parts.append(attrs[key])

    def handle_endtag(self, tag):
        if tag == "main":
            self.in_main = False
        if tag in ("script", "style"):
            self.skip -= 1
        if tag == "h1":
            self.in_title = False

    def handle_data(self, data):
        if self.in_title:
            self.title += data
        elif self.in_main and not self.skip:
            self.parts.append(data)
            # The layout writes its line breaks into a text (`white-space: pre`); a word too wide
            # for its frame is broken inside, as on a phone ("Dashb\noard"). The word read whole
            # is added beside the lines, so a broken word still counts as shown.
            joined = re.sub(r"(?<=\S)\n(?=\S)", "", data)
            if joined != data:
                self.parts.append(joined)


def visible_text(page, app_name):
    """The page's text, with the header's title when the app set one (a navigation title),
    not when it is the app's own name."""
    parser = PageText()
    parser.feed(page)
    text = " ".join(parser.parts)
    title = parser.title.strip()
    if title and title != app_name:
        text = title + " " + text
    return re.sub(r"\s+", " ", text).strip()


def run_app(binary, folder, env, timeout, expect=None):
    """One `superswift run FOLDER --no-open`: compiled?, started?, the expected text shown?"""
    result = dict(compiled=False, started=False, shown=False, seconds=None, exit=None, errors=[], note="")
    start = time.perf_counter()
    process = subprocess.Popen([binary, "run", folder, "--no-open"], env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace",
                               start_new_session=True)
    lines, opened = [], threading.Event()
    url = []

    def read():
        for line in process.stderr:
            lines.append(line.rstrip("\n"))
            m = OPEN.search(line)
            if m and not url:
                url.append(m[1])
                opened.set()
        opened.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    threading.Thread(target=process.stdout.read, daemon=True).start()
    try:
        if not opened.wait(timeout):
            result["note"] = f"no page within {timeout} s"
            return result
        result["seconds"] = round(time.perf_counter() - start, 2)
        if not url:
            process.wait(30)
            reader.join(5)
            result["exit"] = process.returncode
            result["errors"] = list({(e["file"], e["line"], e["col"], e["message"]): e
                                     for e in (m.groupdict() for m in map(ERROR.match, lines) if m)}.values())
            if process.returncode == BUILD_FAILED or result["errors"]:
                tail = [l for l in lines if l.startswith("superswift:")]
                result["note"] = (tail[-1] if tail else "did not compile")[:200]
            else:
                result["compiled"] = True
                result["note"] = f"exited {process.returncode} before its page: " + " | ".join(lines[-3:])[:200]
            return result
        result["compiled"] = result["started"] = True
        page = ""
        for attempt in range(3):
            try:
                with urllib.request.urlopen(url[0], timeout=30) as response:
                    page = response.read().decode("utf-8", "replace")
                break
            except Exception as error:  # the page may take a moment after the line
                result["note"] = f"page: {error}"
                time.sleep(1)
        shown = visible_text(page, os.path.basename(folder))
        if expect:
            wanted = re.sub(r"\s+", " ", expect).strip()
            result["shown"] = wanted in shown or wanted.lower() in shown.lower()
            # A splash screen that moves on by itself (a timer of a second or three, as on the
            # phone): the page is read again, up to SPLASH_SECONDS, as a person would look again.
            waited = 0.0
            while not result["shown"] and page and waited < SPLASH_SECONDS and process.poll() is None:
                time.sleep(0.5)
                waited += 0.5
                try:
                    with urllib.request.urlopen(url[0], timeout=30) as response:
                        page = response.read().decode("utf-8", "replace")
                except Exception:
                    continue
                shown = visible_text(page, os.path.basename(folder))
                result["shown"] = wanted in shown or wanted.lower() in shown.lower()
            if result["shown"] and waited:
                result["note"] = f"shown after {waited:.1f} s (a splash screen first)"
            if not result["shown"] and page:
                result["note"] = f"no {expect!r}; shows: {shown[:120]!r}"
        time.sleep(0.3)
        if process.poll() is not None:
            result["note"] = (result["note"] + f"; exited {process.returncode} after its page").strip("; ")
            result["exit"] = process.returncode
        return result
    finally:
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGTERM)
                process.wait(10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                process.wait()
        if result["exit"] is None:
            result["exit"] = process.returncode


def closing_brace(text, i):
    """The index after the brace that closes the one at `i`, skipping strings and comments."""
    depth, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
            continue
        if text.startswith("/*", i):
            i = text.find("*/", i + 2)
            i = n if i < 0 else i + 2
            continue
        if c == '"':
            end = text.find('"""', i + 3) + 3 if text.startswith('"""', i) else None
            if end is None:
                j = i + 1
                while j < n and text[j] not in '"\n':
                    j += 2 if text[j] == "\\" else 1
                end = j + 1
            i = end if end > i else n
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


PREVIEW = re.compile(r"(?m)^[ \t]*(?:@available\([^)]*\)\s*)?(?:#Preview\b[^{\n]*\{|"
                     r"(?:(?:private|fileprivate|internal|public)\s+)?struct\s+\w+\s*:\s*(?:SwiftUI\.)?PreviewProvider\b[^{]*\{)")


def strip_previews(text):
    """`text` without its `#Preview { … }` blocks and `PreviewProvider` types (Xcode's canvas only)."""
    out, i = [], 0
    while True:
        m = PREVIEW.search(text, i)
        if not m:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i:m.start()])
        i = closing_brace(text, m.end() - 1)


def prepared_copy(folder, modules, scratch):
    """A copy of the app without previews and with `import M` commented out for each missing M."""
    copy = os.path.join(scratch, os.path.basename(folder))
    shutil.rmtree(copy, ignore_errors=True)
    os.makedirs(copy)
    pattern = re.compile(r"^(\s*(?:@\w+\s+)?import\s+(?:" + "|".join(map(re.escape, modules)) + r")\b)", re.M) \
        if modules else None
    for name in os.listdir(folder):
        if name.endswith(".swift"):
            text = strip_previews(open(os.path.join(folder, name), encoding="utf-8", errors="replace").read())
            if pattern:
                text = pattern.sub(r"// \1", text)
            open(os.path.join(copy, name), "w", encoding="utf-8").write(text)
    return copy


PREVIEW_BLOCKERS = {"type PreviewProvider", "#Preview"}


def measure(name, folder, expect, binary, env, timeout, scratch):
    """The app as it is, then (if previews or a missing module stopped it) prepared: without its
    previews and those imports, so the blockers behind them are seen too."""
    record = dict(app=name, expect=expect, **run_app(binary, folder, env, timeout, expect))
    record["blockers"] = [blocker_of(e) for e in record["errors"]]
    record["prepared"] = None
    if record["compiled"]:
        return record
    modules = [b[len("import "):] for b in record["blockers"] if b.startswith("import ")]
    if not modules and not PREVIEW_BLOCKERS & set(record["blockers"]):
        return record
    for _ in range(4):  # the compiler stops at the first missing module: comment it out, again
        prepared = run_app(binary, prepared_copy(folder, modules, scratch), env, timeout, expect)
        prepared["blockers"] = [blocker_of(e) for e in prepared["errors"]]
        prepared["modules_removed"] = list(modules)
        more = [b[len("import "):] for b in prepared["blockers"] if b.startswith("import ")]
        if not more or prepared["compiled"]:
            break
        modules += [m for m in more if m not in modules]
    record["prepared"] = prepared
    return record


def type_check_times(record, folder, work, limit=5):
    """The slowest function bodies of the app under `swiftc -typecheck`, as `superswift` builds it."""
    runtimes = os.path.join(work, "cache", "superswift", "runtime")
    built = [os.path.join(runtimes, d) for d in os.listdir(runtimes) if os.path.isdir(os.path.join(runtimes, d))]
    if not built:
        return None
    runtime = max(built, key=os.path.getmtime)
    swiftc = shutil.which("swiftc")
    sources = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".swift"))
    arguments = [swiftc, "-typecheck", "-Onone", "-wmo", "-module-name", "SuperSwiftApp", "-parse-as-library",
                 "-module-cache-path", os.path.join(work, "cache", "superswift", "module-cache"),
                 "-Xfrontend", "-debug-time-function-bodies"]
    for module in sorted(os.listdir(runtime)):
        if os.path.isdir(os.path.join(runtime, module)):
            arguments += ["-I", os.path.join(runtime, module)]
    start = time.perf_counter()
    output = subprocess.run(arguments + sources, capture_output=True, text=True, errors="replace", timeout=600)
    total = time.perf_counter() - start
    bodies = []
    for line in (output.stdout + output.stderr).splitlines():
        m = re.match(r"^\s*([\d.]+)ms\s+(\S+?):(\d+):\d+\s+(.*)$", line)
        if m:
            bodies.append((float(m[1]), f"{os.path.basename(m[2])}:{m[3]}", m[4].strip()))
    bodies.sort(reverse=True)
    return dict(seconds=round(total, 2), bodies=[dict(ms=ms, at=at, what=what) for ms, at, what in bodies[:limit]])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", default=DEFAULT_CORPUS)
    parser.add_argument("--binary", help="superswift to measure (default: .build/debug/superswift)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print every app's record as JSON")
    parser.add_argument("--only", help="only apps whose folder name contains this")
    parser.add_argument("--timeout", type=float, default=300, help="seconds to wait for an app's page")
    parser.add_argument("--type-check-times", type=int, default=10, metavar="N",
                        help="time the function bodies of the N slowest-compiling apps (0: none)")
    parser.add_argument("--work", help="scratch folder to use and keep (default: a temporary one, removed)")
    options = parser.parse_args()

    given = options.binary or os.path.join(ROOT, ".build", "debug", "superswift")
    if not os.path.exists(given):
        subprocess.run(["swift", "build", "--product", "superswift"], cwd=ROOT, check=True)
    work = options.work or tempfile.mkdtemp(prefix="superswift-bench-corpus-")
    os.makedirs(work, exist_ok=True)
    binary = os.path.join(work, "superswift")
    shutil.copy2(given, binary)
    head = subprocess.run(["git", "log", "-1", "--format=%h %cI"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    measured = dict(binary=given, modified=time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(os.path.getmtime(given))),
                    repository_head=head)
    env = release.sandbox_environment(work)
    scratch = os.path.join(work, "stripped")
    os.makedirs(scratch, exist_ok=True)
    log = sys.stderr

    try:
        warm = os.path.join(work, "WarmUp")
        os.makedirs(warm, exist_ok=True)
        open(os.path.join(warm, "WarmUp.swift"), "w").write(WARM_UP)
        print(f"warming up (compiles the SuperSwift runtime) with {given} …", file=log, flush=True)
        warm_up = run_app(binary, warm, env, max(options.timeout, 900), "Warm up")
        print(f"warm-up: {warm_up['seconds']} s, shown={warm_up['shown']} {warm_up['note']}", file=log, flush=True)
        if not warm_up["shown"]:
            print("the warm-up app did not show its page; measuring anyway", file=log)

        entries = list(apps(options.corpus, options.only))
        records = []
        done = [0]
        lock = threading.Lock()

        def one(entry):
            name, folder, expect = entry
            record = measure(name, folder, expect, binary, env, options.timeout, scratch)
            mark, prepared = status(record), record["prepared"]
            if prepared:
                mark += "->" + status(prepared)
            keys = blocker_keys(record)
            first = "; ".join(dict.fromkeys(keys))[:120] if keys else (prepared or record)["note"][:120]
            with lock:
                done[0] += 1
            print(f"[{done[0]}/{len(entries)}] {name}: {mark} {record['seconds']} s  {first}",
                  file=log, flush=True)
            return record

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.jobs)) as pool:
            for record in pool.map(one, entries):
                records.append(record)

        timed = sorted(records, key=lambda r: -max(r["seconds"] or 0, (r["prepared"] or {}).get("seconds") or 0))
        checks = {}
        for record in timed[: options.type_check_times]:
            folder = os.path.join(scratch if record["prepared"] else options.corpus, record["app"])
            try:
                checks[record["app"]] = type_check_times(record, folder, work)
            except (subprocess.TimeoutExpired, OSError) as error:
                checks[record["app"]] = dict(seconds=None, bodies=[], error=str(error))
        report(records, warm_up, checks, options.json, measured)
    finally:
        if not options.work:
            shutil.rmtree(work, ignore_errors=True)


def blocker_keys(r):
    """What blocks the app: as it is, or (when it was prepared) the previews and imports that
    stopped it plus what stops the prepared copy; not the errors inside the previews."""
    p = r["prepared"]
    if not p:
        return r["blockers"]
    stopped = [b for b in r["blockers"] if b in PREVIEW_BLOCKERS or b.startswith("import ")]
    return stopped + p["blockers"]


def status(r):
    return "shown" if r["shown"] else "started" if r["started"] else "compiled" if r["compiled"] else "FAILED"


def report(records, warm_up, checks, as_json, measured):
    n = len(records)
    best = [r["prepared"] if r["prepared"] and not r["compiled"] else r for r in records]
    rates = {k: sum(r[k] for r in records) for k in ("compiled", "started", "shown")}
    prepared_rates = {k: sum(r[k] for r in best) for k in ("compiled", "started", "shown")}
    per_app, occurrences, first = collections.Counter(), collections.Counter(), collections.Counter()
    for r in records:
        keys = blocker_keys(r)
        occurrences.update(keys)
        per_app.update(set(keys))
        if r["blockers"]:
            first[r["blockers"][0]] += 1
    blockers = [dict(blocker=b, apps=c, errors=occurrences[b], first_error=first[b]) for b, c in per_app.most_common()]
    if as_json:
        json.dump(dict(measured=measured, apps=n, authors=len({r["app"].split("--")[0] for r in records}), **rates,
                       prepared=prepared_rates, warm_up=warm_up, blockers=blockers, type_checks=checks,
                       records=records), sys.stdout, indent=1)
        print()
        return
    pct = lambda k: f"{k}/{n} ({100 * k / n:.0f}%)" if n else "0/0"
    print(f"SwiftUI corpus: {n} apps from {len({r['app'].split('--')[0] for r in records})} authors")
    print(f"superswift: {measured['binary']} (built {measured['modified']}; repository at {measured['repository_head']})")
    print(f"runtime warm-up (first run, compiles the runtime): {warm_up['seconds']} s")
    print(f"as they are:                 compiled {pct(rates['compiled'])}   started {pct(rates['started'])}"
          f"   expected text shown {pct(rates['shown'])}")
    print(f"previews, missing imports removed: compiled {pct(prepared_rates['compiled'])}   started "
          f"{pct(prepared_rates['started'])}   expected text shown {pct(prepared_rates['shown'])}")
    print("\nTop blockers (apps it blocks, as is or once previews and missing imports are removed;"
          " errors; apps where it is the first error):")
    for b in blockers[:30]:
        print(f"  {b['apps']:4d} {b['errors']:5d} {b['first_error']:4d}  {b['blocker']}")
    print("\nPer app (as is -> prepared, seconds to page or to the compiler's verdict, blockers or note):")
    for r in records:
        p = r["prepared"]
        mark = status(r) + (f"->{status(p)}" if p else "")
        seconds = r["seconds"] if r["seconds"] is not None else "-"
        keys = [b for b in dict.fromkeys(blocker_keys(r)) if b not in PREVIEW_BLOCKERS]
        parts = (["previews"] if PREVIEW_BLOCKERS & set(r["blockers"]) else []) + keys
        note = (p or r)["note"] if (p or r)["compiled"] else ""
        detail = "; ".join(parts + ([note] if note else [])) or (p or r)["note"]
        print(f"  {mark:18s} {seconds:>7} {r['app'][:72]:72s} {detail[:150]}")
    timed = sorted(records, key=lambda r: -max(r["seconds"] or 0, (r["prepared"] or {}).get("seconds") or 0))
    print("\nSlowest to compile (seconds to the page or to the compiler's verdict; prepared copy in brackets):")
    for r in timed[:10]:
        p = r["prepared"]
        print(f"  {r['seconds'] or 0:7.1f} [{(p or {}).get('seconds') or 0:6.1f}]  {r['app']}")
    if checks:
        print("\nSlowest type-checked bodies (swiftc -typecheck -debug-time-function-bodies) of those apps:")
        bodies = [(b["ms"], app, b["at"], b["what"].split("@")[0]) for app, c in checks.items() if c for b in c["bodies"]]
        for ms, app, at, what in sorted(bodies, reverse=True)[:15]:
            print(f"  {ms:9.1f} ms  {app.split('--')[0]}/{app.split('--')[-1]} {at}  {what.split('.(file).')[-1]}")


if __name__ == "__main__":
    main()
