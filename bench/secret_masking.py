#!/usr/bin/env python3
"""What masking an app's secrets costs: the same app printing a 10 MB log, run with no
secrets and with two secrets set (so every line is searched for both), alternately, in one
run; reports the medians and the ratio (issue 38: at most 5 %).

Usage: python3 bench/secret_masking.py [--runs N] [--binary PATH]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

import release  # bench/release.py

APP = """import SuperSwift
let line = String(repeating: "x", count: 99)
for index in 0..<100_000 { print(index % 1000 == 0 ? "line \\(index) with a token-like word" : line) }
let key = RunContext.current.secret("API_KEY") ?? "none"
RunContext.current.finish(with: .text("done \\(key.count)"))
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--binary")
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    work = tempfile.mkdtemp(prefix="superswift-mask-bench-")
    env = release.sandbox_environment(work)
    try:
        source = os.path.join(work, "Loud.swift")
        with open(source, "w") as file:
            file.write(APP)
        for name in ("Plain", "Masked"):
            subprocess.run([binary, "new", name, "--from", source], env=env, check=True, capture_output=True)
        for name, value in (("API_KEY", "sk_live_0123456789abcdef"), ("OTHER", "another-secret-value")):
            subprocess.run([binary, "secret", "set", "Masked", name], env=env, check=True, capture_output=True,
                           input=value.encode())

        def once(app):
            start = time.perf_counter()
            result = subprocess.run([binary, "run", app], env=env, capture_output=True)
            elapsed = time.perf_counter() - start
            assert result.returncode == 0 and b"done" in result.stdout, result
            assert len(result.stderr) > 9_900_000, len(result.stderr)
            return elapsed * 1000

        once("Plain")  # build and warm
        once("Masked")
        plain, masked = [], []
        for _ in range(args.runs):
            plain.append(once("Plain"))
            masked.append(once("Masked"))
        a, b = statistics.median(plain), statistics.median(masked)
        print(f"\nsuperswift: {binary}\n{args.runs} runs each of a 10 MB log; medians")
        print(f"no secrets  {a:8.1f} ms")
        print(f"2 secrets   {b:8.1f} ms   ratio {b / a:.3f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
