#!/usr/bin/env python3
"""A SwiftUI app's first run from nothing: an empty cache, `superswift run App.swift --no-open`,
timed until the app's page address is printed (the runtime compiled, the app built and started).

Each round uses a fresh cache; the background build of the optimised runtime that a first run
starts is stopped before the next round, so rounds do not overlap. For scale, each round also
times `superswift prepare --module SwiftUI` (the optimised runtime alone) from nothing.

Usage: python3 bench/first_run.py [--rounds N] [--binary PATH]
Builds `superswift` in release mode as a static executable unless --binary is given.
Prints each round and min/median/max; exits 0 whatever the times (it measures, it does not judge).
"""
import argparse
import os
import shutil
import signal
import statistics
import subprocess
import tempfile
import time

import release  # bench/release.py

APP = """import SwiftUI
import SuperSwift

@main
struct Counter: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \\(count)")
            Button("Add") { count += 1 }
            Button("Done") { RunContext.current.finish(with: .text("\\(count)")) }
        }
    }
}
"""


def stop_background(cache):
    """Stops the detached `__optimise-runtime` processes working on `cache`."""
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                words = f.read().split(b"\0")
            with open(f"/proc/{pid}/environ", "rb") as f:
                environ = f.read()
        except OSError:
            continue
        if b"__optimise-runtime" in words and cache.encode() in environ:
            try:
                os.killpg(int(pid), signal.SIGKILL)
            except OSError:
                pass


def first_run(binary, work, round_number):
    cache = os.path.join(work, f"cache-{round_number}")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERSWIFT_")}
    env.update(XDG_CACHE_HOME=cache, HOME=work)
    env.pop("DISPLAY", None)
    app = os.path.join(work, "Counter.swift")
    with open(app, "w") as f:
        f.write(APP)
    start = time.perf_counter()
    process = subprocess.Popen([binary, "run", app, "--no-open"], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    elapsed = None
    for line in process.stderr:
        if "http://" in line:
            elapsed = time.perf_counter() - start
            break
    process.terminate()
    process.wait()
    stop_background(cache)
    if elapsed is None:
        raise SystemExit(f"round {round_number}: the app never showed its page")
    shutil.rmtree(cache, ignore_errors=True)
    prepared_cache = cache + "-prepare"
    env["XDG_CACHE_HOME"] = prepared_cache
    start = time.perf_counter()
    subprocess.run([binary, "prepare", "--module", "SwiftUI"], env=env, check=True, stdout=subprocess.DEVNULL)
    prepare = time.perf_counter() - start
    shutil.rmtree(prepared_cache, ignore_errors=True)
    return elapsed, prepare


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--binary")
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    work = tempfile.mkdtemp(prefix="superswift-first-")
    try:
        firsts, prepares = [], []
        for n in range(args.rounds):
            first, prepare = first_run(binary, work, n)
            firsts.append(first)
            prepares.append(prepare)
            print(f"round {n + 1}: first SwiftUI run from nothing {first:5.1f} s; "
                  f"optimised runtime alone (prepare) {prepare:5.1f} s")
        print(f"\nfirst SwiftUI run from nothing: min {min(firsts):.1f} s, median {statistics.median(firsts):.1f} s, "
              f"max {max(firsts):.1f} s over {args.rounds} rounds on {os.cpu_count()} cores (goal <= 15 s)")
        print(f"optimised runtime (prepare), for scale: median {statistics.median(prepares):.1f} s")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
