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

# The comparison the Chromium test makes too (each boxed element against its frame).
COMPARE = open(os.path.join(ROOT, "Tests", "EndToEndTests", "Support", "layout-compare.js"), encoding="utf-8").read()


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
    records = []
    driver = session = None
    try:
        driver, session = ui_latency.chromium(port, 390, 844)
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
                                  overflows=width > 0)
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
        if driver:
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
