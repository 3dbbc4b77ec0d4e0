#!/usr/bin/env python3
"""The layout's fidelity on other people's SwiftUI apps: each app of a corpus run, its page opened
in headless Chromium at a phone's 390 x 844, every element the layout engine placed compared
with the engine's frame (within a point), and a screenshot kept.

Usage: python3 bench/layout_fidelity.py [--corpus DIR] [--out DIR] [--binary PATH] [--only NAME]
The corpus is the one bench/swiftui_corpus.py measures (kept outside the repository; its
README says where each app comes from). Screenshots and a JSON report go to --out (default a
temporary folder, printed). Prints how many apps showed a page, how many have every element
within a point of its frame, and the elements checked; exits 0 whatever they are.
"""
import argparse
import base64
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

import release  # bench/release.py
import swiftui_corpus  # bench/swiftui_corpus.py: the corpus, its prepared copies
import ui_latency  # bench/ui_latency.py: WebDriver calls

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The same comparison as Tests/EndToEndTests/LayoutFidelityTests.swift: each boxed element's box
# in the page against its frame, summed up the chain of boxed ancestors from the app's origin.
COMPARE = """
const app = document.getElementById('app').getBoundingClientRect();
const expected = new Map();
const far = [];
let checked = 0;
for (const element of document.querySelectorAll('#app [data-box]')) {
  if (element.closest('.modal')) continue;
  const parent = element.parentElement.closest('[data-box]');
  const origin = parent && expected.has(parent) ? expected.get(parent) : [app.left, app.top];
  const scroll = parent ? [parent.scrollLeft, parent.scrollTop] : [0, 0];
  const style = element.style;
  const mine = [origin[0] + parseFloat(style.left || 0) - scroll[0], origin[1] + parseFloat(style.top || 0) - scroll[1]];
  expected.set(element, mine);
  // A view moved by offset, rotation or scale is drawn away from its frame on purpose.
  if (getComputedStyle(element).transform !== 'none') continue;
  const box = element.getBoundingClientRect();
  const want = [mine[0], mine[1], parseFloat(style.width), parseFloat(style.height)];
  const got = [box.left, box.top, box.width, box.height];
  checked += 1;
  if (want.some((value, index) => Math.abs(value - got[index]) > 1)) {
    far.push(element.className + ': engine ' + want.map(Math.round) + ' page ' + got.map(Math.round));
  }
}
const unboxed = document.querySelectorAll('#app .text:not([data-box])').length;
return [checked, far, unboxed, document.documentElement.scrollWidth];
"""


def page_of(binary, folder, env, timeout):
    """Starts `superswift run FOLDER --no-open`; returns the process and its page's address."""
    process = subprocess.Popen([binary, "run", folder, "--no-open"], env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, errors="replace",
                               start_new_session=True)
    found = []
    done = threading.Event()

    def read():
        for line in process.stderr:
            match = swiftui_corpus.OPEN.search(line)
            if match and not found:
                found.append(match[1])
                done.set()
        done.set()

    threading.Thread(target=read, daemon=True).start()
    done.wait(timeout)
    return process, (found[0] if found else None)


def stop(process):
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(10)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", default=swiftui_corpus.DEFAULT_CORPUS)
    parser.add_argument("--out")
    parser.add_argument("--binary")
    parser.add_argument("--only")
    parser.add_argument("--timeout", type=float, default=300)
    options = parser.parse_args()
    binary = options.binary or os.path.join(ROOT, ".build", "debug", "superswift")
    out = options.out or tempfile.mkdtemp(prefix="superswift-fidelity-")
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="superswift-fidelity-work-")
    env = release.sandbox_environment(work)
    scratch = os.path.join(work, "prepared")
    os.makedirs(scratch)
    port = random.randint(20000, 40000)
    driver = subprocess.Popen(["/usr/bin/chromedriver", f"--port={port}"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    records = []
    session = None
    try:
        for _ in range(200):
            try:
                if ui_latency.webdriver(port, "GET", "/status")["value"]["ready"]:
                    break
            except OSError:
                time.sleep(0.05)
        created = ui_latency.webdriver(port, "POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                "--window-size=390,844"]}}}})
        session = created["value"]["sessionId"]
        ui_latency.webdriver(port, "POST", f"/session/{session}/timeouts", {"script": 30000})
        for name, folder, _ in swiftui_corpus.apps(options.corpus, options.only):
            copy = swiftui_corpus.prepared_copy(folder, [], scratch)
            process, url = page_of(binary, copy, env, options.timeout)
            record = dict(app=name, shown=bool(url))
            try:
                if url:
                    ui_latency.webdriver(port, "POST", f"/session/{session}/url", {"url": url})
                    time.sleep(1.0)
                    ui_latency.webdriver(port, "POST", f"/session/{session}/execute/async",
                                         {"script": "document.fonts.ready.then(() => arguments[0](true))", "args": []})
                    checked, far, unboxed, width = ui_latency.webdriver(
                        port, "POST", f"/session/{session}/execute/sync", {"script": COMPARE, "args": []})["value"]
                    record.update(checked=checked, far=far[:10], far_count=len(far), unboxed_text=unboxed,
                                  overflows=width > 390)
                    shot = ui_latency.webdriver(port, "GET", f"/session/{session}/screenshot")["value"]
                    with open(os.path.join(out, f"{name}.png"), "wb") as file:
                        file.write(base64.b64decode(shot))
            finally:
                stop(process)
            records.append(record)
            mark = "-" if not record["shown"] else ("ok" if record.get("far_count") == 0 else f"{record['far_count']} off")
            print(f"{name}: {mark} ({record.get('checked', 0)} checked)", file=sys.stderr, flush=True)
    finally:
        if session:
            try:
                ui_latency.webdriver(port, "DELETE", f"/session/{session}")
            except OSError:
                pass
        driver.kill()
        shutil.rmtree(work, ignore_errors=True)
    shown = [r for r in records if r["shown"]]
    exact = [r for r in shown if r.get("far_count") == 0]
    with open(os.path.join(out, "report.json"), "w") as file:
        json.dump(records, file, indent=1)
    print(f"apps: {len(records)}; pages shown: {len(shown)}")
    print(f"every element within a point of its frame: {len(exact)} of {len(shown)}")
    print(f"elements checked: {sum(r.get('checked', 0) for r in shown)}; "
          f"off by more than a point: {sum(r.get('far_count', 0) for r in shown)}")
    print(f"pages wider than the screen: {sum(1 for r in shown if r.get('overflows'))}")
    print(f"screenshots and report: {out}")


if __name__ == "__main__":
    main()
