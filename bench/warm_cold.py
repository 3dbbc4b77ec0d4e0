#!/usr/bin/env python3
"""Warm and cold `superswift run`, against baselines measured in the same run, interleaved, so
machine noise hits every side alike. Two programs: the seed's tip calculator (an app that
imports SuperSwift) and Examples/Greet.swift (a plain Swift program).

  warm  : `superswift run` with the build cached (its static binary ready), and for the plain
          program the script form `superswift FILE` too (which becomes the program: no record)
          vs  the same program compiled with `swiftc -O`, dynamically linked, run directly
  cold  : the first `superswift run` after an edit   vs  `swift FILE` (the interpreter)
  heavy : a CPU-heavy program (n-queens, written here), its second run (the background build,
          optimised because the first run worked a second or more)  vs  `swift FILE`

Each row gives the same-run ratio of every pair (min, median, max) and the medians.

Usage: python3 bench/warm_cold.py [--runs N] [--cold-runs N] [--heavy-runs N] [--binary PATH]
Builds `superswift` in release mode as a static executable (as the README installs it) unless
--binary is given.
Prints medians and ratios; exits 0 whatever the ratios (it measures, it does not judge).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import release  # bench/release.py

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIP = os.path.join(ROOT, "Examples", "TipCalculator.swift")
INPUT = '{"bill": 42, "percent": 18}'


def timed(cmd, env, pass_fds=(), cwd=None):
    start = time.perf_counter()
    result = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            pass_fds=pass_fds, cwd=cwd)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{result.stderr.decode()}")
    return elapsed * 1000, result.stdout


GREET = os.path.join(ROOT, "Examples", "Greet.swift")

# A CPU-heavy program of the n-queens class: counts the placements of N queens.
QUEENS = """
let n = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10
var count = 0
var columns = [Bool](repeating: false, count: n)
var rising = [Bool](repeating: false, count: 2 * n)
var falling = [Bool](repeating: false, count: 2 * n)
func place(_ row: Int) {
    if row == n { count += 1; return }
    for column in 0..<n where !columns[column] && !rising[row + column] && !falling[row - column + n] {
        columns[column] = true; rising[row + column] = true; falling[row - column + n] = true
        place(row + 1)
        columns[column] = false; rising[row + column] = false; falling[row - column + n] = false
    }
}
place(0)
print(count)
"""


def background_links_done(timeout=120):
    """Waits until no background static link (`superswift __link-static`) is running."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        busy = False
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    if b"__link-static" in f.read():
                        busy = True
                        break
            except OSError:
                pass
        if not busy:
            return
        time.sleep(0.05)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--cold-runs", type=int, default=15)
    parser.add_argument("--heavy-runs", type=int, default=15)
    parser.add_argument("--binary")
    args = parser.parse_args()

    binary = release.superswift(args.binary)

    work = tempfile.mkdtemp(prefix="superswift-bench-")
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(work, "cache"), HOME=work)
    env = {k: v for k, v in env.items() if not k.startswith("SUPERSWIFT_")}
    try:
        # The optimised runtime, as `serve` and `prepare` leave it (a first run from nothing uses
        # the quick tier and optimises it in the background; the steady state is measured here).
        subprocess.run([binary, "prepare", "--module", "SuperSwift"], env=env, check=True, stdout=subprocess.DEVNULL)
        # Warm up: compiles the app, then its static binary.
        _, out = timed([binary, "run", TIP, "--input", INPUT], env)
        assert out.strip() == b'{"tip":7.56,"total":49.56}', out
        timed([binary, "run", GREET, "--", "Ada"], env)
        background_links_done()
        runtime_root = os.path.join(work, "cache", "superswift", "runtime")
        runtime = os.path.join(runtime_root, [d for d in os.listdir(runtime_root) if not d.endswith(".lock")][0],
                               "SuperSwift")

        # The baselines get the same input through the same run folder, with the channel (fd 3)
        # going nowhere: the app does exactly the work it does under the host.
        run_dir = os.path.join(work, "run")
        os.makedirs(os.path.join(run_dir, "out"))
        with open(os.path.join(run_dir, "input.json"), "w") as f:
            f.write('{"version":1,"runID":"bench","source":"shortcut","items":[{"type":"text","text":%s}]}'
                    % __import__("json").dumps(INPUT))
        direct_env = dict(env, SUPERSWIFT_RUN_DIR=run_dir, SUPERSWIFT_CHANNEL_FD="3")
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 3)

        # `swiftc -O`, dynamically linked (the runtime itself is a static library).
        tip_direct = os.path.join(work, "tip-O")
        greet_direct = os.path.join(work, "greet-O")
        mc = ["-module-cache-path", os.path.join(work, "mc")]
        subprocess.run(["swiftc", "-O", "-I", runtime, "-L", runtime, "-lSuperSwift", "-Xlinker", "-u",
                        "-Xlinker", "superswift_runtime_anchor", TIP, "-o", tip_direct] + mc, check=True)
        subprocess.run(["swiftc", "-O", GREET, "-o", greet_direct] + mc, check=True)

        # The interpreter needs the runtime as a shared library; build one from the same sources.
        shared = os.path.join(work, "shared")
        os.makedirs(shared)
        sources = []
        for folder, _, files in os.walk(os.path.join(runtime, "src")):
            sources += [os.path.join(folder, f) for f in files if f.endswith(".swift")]
        subprocess.run(["swiftc", "-swift-version", "6", "-O", "-wmo", "-parse-as-library", "-module-name",
                        "SuperSwift", "-enable-experimental-feature", "SymbolLinkageMarkers", "-emit-library",
                        "-emit-module", "-emit-module-path", os.path.join(shared, "SuperSwift.swiftmodule"),
                        "-o", os.path.join(shared, "libSuperSwift.so")] + mc + sources, check=True)
        interpreter = ["swift", "-I", shared, "-L", shared, "-lSuperSwift"] + mc
        timed(interpreter + [TIP], direct_env, pass_fds=(3,))

        warm, direct, warm_plain, direct_plain, warm_script = [], [], [], [], []
        for _ in range(args.runs):
            warm.append(timed([binary, "run", TIP, "--input", INPUT], env)[0])
            direct.append(timed([tip_direct], direct_env, pass_fds=(3,))[0])
            warm_plain.append(timed([binary, "run", GREET, "--", "Ada"], env)[0])
            direct_plain.append(timed([greet_direct, "Ada"], env)[0])
            warm_script.append(timed([binary, GREET, "Ada"], env)[0])
        cold, cold_interp, cold_plain, cold_plain_interp = [], [], [], []
        edited = os.path.join(work, "TipCalculator.swift")
        edited_plain = os.path.join(work, "Greet.swift")
        with open(TIP) as f:
            original = f.read()
        with open(GREET) as f:
            original_plain = f.read()
        for i in range(args.cold_runs):
            with open(edited, "w") as f:
                f.write(original + f"\n// edit {i} {time.time()}\n")
            with open(edited_plain, "w") as f:
                f.write(original_plain + f"\n// edit {i} {time.time()}\n")
            cold.append(timed([binary, "run", edited, "--input", INPUT], env)[0])
            background_links_done()  # a person edits between runs; the static link is done by then
            cold_interp.append(timed(interpreter + [edited], direct_env, pass_fds=(3,))[0])
            cold_plain.append(timed([binary, "run", edited_plain, "--", "Ada"], env)[0])
            background_links_done()
            cold_plain_interp.append(timed(["swift"] + mc + [edited_plain, "Ada"], env)[0])

        # The CPU-heavy class: its first run builds (-Onone) and, having worked a second or
        # more, gets an optimised build in the background; the runs after use it.
        queens = os.path.join(work, "queens.swift")
        with open(queens, "w") as f:
            f.write(QUEENS)
        first_heavy = timed([binary, "run", queens, "--", "12"], env)
        background_links_done(timeout=300)
        heavy, heavy_interp = [], []
        for _ in range(args.heavy_runs):
            heavy.append(timed([binary, "run", queens, "--", "12"], env)[0])
            heavy_interp.append(timed(["swift"] + mc + [queens, "12"], env)[0])
        assert first_heavy[1] == b"14200\n", first_heavy[1]

        def row(name, samples, base, base_name, goal):
            m, b = statistics.median(samples), statistics.median(base)
            ratios = [x / y for x, y in zip(samples, base)]
            r = statistics.median(ratios)
            verdict = "meets" if r <= goal else "misses"
            print(f"{name:<42}{m:9.1f} ms  {base_name:<22}{b:9.1f} ms  ratio min {min(ratios):5.2f} "
                  f"median {r:5.2f} max {max(ratios):5.2f}  (goal <= {goal}, {verdict})")

        print(f"\nsuperswift: {binary}\nruns: {args.runs} warm, {args.cold_runs} cold, {args.heavy_runs} heavy; "
              f"medians and same-run ratios\n")
        row("warm superswift run (tip calculator)", warm, direct, "swiftc -O, dynamic", 1.0)
        row("warm superswift FILE (plain, script form)", warm_script, direct_plain, "swiftc -O, dynamic", 1.2)
        row("warm superswift run (plain, recorded)", warm_plain, direct_plain, "swiftc -O, dynamic", 1.2)
        row("cold superswift run (tip calculator)", cold, cold_interp, "swift FILE", 0.9)
        row("cold superswift run (plain program)", cold_plain, cold_plain_interp, "swift FILE", 0.9)
        row("second run, CPU-heavy (n-queens 12)", heavy, heavy_interp, "swift FILE", 0.5)
        print(f"{'first run, CPU-heavy (n-queens 12), for scale':<42}{first_heavy[0]:9.1f} ms")
        row("swift FILE (tip calculator), for scale", cold_interp, direct, "swiftc -O, dynamic", float("inf"))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
