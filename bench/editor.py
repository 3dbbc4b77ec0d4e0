#!/usr/bin/env python3
"""The editor's language server, timed through `superswift serve` as the page asks it.

  complete : POST /api/apps/ID/language/complete after `Text("Hi").` with one more letter
             typed each time (the text changes, as typing changes it), warm: after the
             server's first answer
  hover    : POST …/language/hover on a name of the app (warm)
  first    : the first completion after the server starts (it starts the process and loads
             the runtime's modules), timed apart
  preview  : POST …/preview with the counter's label edited each time (warm: after the first
             preview), answered once the new build's interface is up, then GET of the run's
             page the editor's frame loads; edit → preview adds the page's 400 ms pause after
             typing to both. The first preview (the app's first build) is timed apart.
  baseline : GET /api/apps/ID from the same client, interleaved: one plain authorised
             round trip to the same server

Usage: python3 bench/editor.py [--rounds N] [--binary PATH]
Builds `superswift` in release mode as a static executable (as the README installs it) unless
--binary is given. Prints medians, the 90th percentile and the ratio to the baseline; exits 0
whatever they are (it measures, it does not judge). Goals: completion median under 300 ms
warm; edit → updated preview under 1.5 s median warm.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

import release  # bench/release.py

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

VIEW = """import SwiftUI

/// The count shown.
struct Tally {
  var count = 0
}

@main
struct CounterApp: App {
  var body: some Scene { WindowGroup { ContentView() } }
}

struct ContentView: View {
  @State private var tally = Tally()
  var body: some View {
    Text("Count \\(tally.count)")TYPED
  }
}
"""


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def request(base, token, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(base + path, data=data, method=method,
                                 headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    start = time.perf_counter()
    with urllib.request.urlopen(req, timeout=300) as response:
        answer = json.loads(response.read() or b"null")
    return time.perf_counter() - start, answer


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--binary")
    args = parser.parse_args()
    binary = args.binary or release.build()
    work = tempfile.mkdtemp(prefix="superswift-editor-bench-")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERSWIFT_")}
    env.update(XDG_CACHE_HOME=os.path.join(work, "cache"), HOME=work, SUPERSWIFT_HOME=os.path.join(work, "lib"))
    server = None
    try:
        source = os.path.join(work, "Counter.swift")
        with open(source, "w") as handle:
            handle.write(VIEW.replace("TYPED", ""))
        app = subprocess.run([binary, "new", "Counter", "--from", source], env=env, capture_output=True,
                             text=True, check=True).stdout.strip()
        # The runtime is built before timing (a first run does that once per toolchain).
        subprocess.run([binary, "prepare"], env=env, capture_output=True)
        token = subprocess.run([binary, "token"], env=env, capture_output=True, text=True, check=True).stdout.strip()
        server = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True)
        base = None
        for line in server.stdout:
            if line.startswith("SuperSwift is serving the web app at "):
                base = line.split(" at ", 1)[1].strip().rstrip("/")
                break
        if base is None:
            sys.exit("the server did not start")
        files = os.listdir(os.path.join(work, "lib", "apps", "Counter"))
        name = next(f for f in files if f.endswith(".swift"))
        line = VIEW.split("\n").index('    Text("Count \\\\(tally.count)")TYPED'.replace("\\\\", "\\")) + 1

        def ask(action, typed, column=None):
            text = VIEW.replace("TYPED", typed)
            row = text.split("\n")[line - 1]
            body = {"file": name, "source": text, "line": line,
                    "column": column if column is not None else len(row) + 1}
            return request(base, token, "POST", f"/api/apps/{app}/language/{action}", body)

        first, answer = ask("complete", ".")
        print(f"first completion (starts the server): {first * 1000:.0f} ms, {len(answer.get('items', []))} items")
        words = ["padding", "foregroundColor", "font", "frame", "background", "bold"]
        complete, hover, baseline = [], [], []
        for index in range(args.rounds):
            word = words[index % len(words)]
            typed = "." + word[: 1 + index % 3]
            seconds, answer = ask("complete", typed)
            complete.append(seconds)
            seconds, _ = ask("hover", "", column=9)
            hover.append(seconds)
            seconds, _ = request(base, token, "GET", f"/api/apps/{app}")
            baseline.append(seconds)
        base_text = VIEW.replace("TYPED", "")
        first, answer = request(base, token, "POST", f"/api/apps/{app}/preview",
                                {"file": name, "source": base_text, "page": "bench"})
        print(f"first preview (builds the app): {first * 1000:.0f} ms")
        preview, frame = [], []
        for index in range(max(5, args.rounds // 2)):
            text = base_text.replace('Text("Count', f'Text("Count {index}')
            seconds, answer = request(base, token, "POST", f"/api/apps/{app}/preview",
                                      {"file": name, "source": text, "page": "bench"})
            preview.append(seconds)
            page = urllib.request.Request(base + answer["page"], headers={"Authorization": f"Bearer {token}"})
            start = time.perf_counter()
            with urllib.request.urlopen(page, timeout=60) as response:
                response.read()
            frame.append(time.perf_counter() - start)
        edit_to_preview = [0.4 + p + f for p, f in zip(preview, frame)]
        for label, values in (("complete", complete), ("hover", hover), ("baseline GET /api/apps/ID", baseline),
                              ("preview (server)", preview), ("preview page load", frame),
                              ("edit -> preview (+400 ms)", edit_to_preview)):
            print(f"{label:28} median {statistics.median(values) * 1000:7.1f} ms   p90 {percentile(values, 0.9) * 1000:7.1f} ms")
        print(f"ratio complete/baseline: {statistics.median(complete) / statistics.median(baseline):.1f}")
    finally:
        if server:
            server.terminate()
            server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
