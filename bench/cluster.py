#!/usr/bin/env python3
"""Several machines on PostgreSQL, measured in one run on this machine.

  latency    : the same synchronous run (POST /api/apps/{id}/result, the tip calculator) against a
               plain `serve` and against `serve --queue` with one worker, interleaved, one at a
               time (concurrency 1); the difference of the medians is what the queue costs
  throughput : an app that computes for ~40 ms, 8 callers at once for a fixed number of runs,
               through one worker and then two (each --concurrency 1): runs a second, and the ratio
  no-op      : an app that does nothing, 16 callers at once, through the queue with two workers
               and through a local serve: runs a second (issue 42's goal: 220 with two workers,
               n8n's published single-instance figure)
  windmill   : the queued synchronous run next to Windmill's published per-task figures
               (86 ms default, 40 ms tuned, 9.8 ms with a dedicated warm worker)

Starts its own PostgreSQL (Debian's, through Tests/EndToEndTests/Support/postgres.sh) in a
temporary folder. Usage: python3 bench/cluster.py [--rounds N] [--runs N] [--binary PATH], where
PATH is a superswift-cluster; without it one is built (release, -static-stdlib). Both servers
use that same binary. Prints medians and ratios; exits 0 whatever they are. Goals: queued ≤
local + 3 ms; two workers ≥ 1.3 × one on 2 cores.
"""
import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import release  # bench/release.py

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POSTGRES = os.path.join(ROOT, "Tests", "EndToEndTests", "Support", "postgres.sh")

BUSY = """
import SuperSwift
var x = 0.0
for i in 0..<6_000_000 { x += Double(i % 7).squareRoot() }
RunContext.current.finish(with: .json(["x": .number(x)]))
"""

NOOP = """
import SuperSwift
RunContext.current.finish()
"""


def serve(binary, env, extra):
    process = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"] + extra, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    while True:
        line = process.stdout.readline()
        if not line:
            sys.exit("serve did not start")
        if line.startswith("SuperSwift is serving "):
            return process, line.split()[-1].rstrip("/")


def worker(binary, env, queue, cache, concurrency=1):
    worker_env = dict(env, XDG_CACHE_HOME=cache)
    process = subprocess.Popen([binary, "worker", "--queue", queue, "--concurrency", str(concurrency)], env=worker_env,
                               stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    while "is waiting for runs" not in process.stderr.readline():
        pass
    threading.Thread(target=lambda: process.stderr.read(), daemon=True).start()
    return process


def call(base, token, app, body):
    request = urllib.request.Request(f"{base}/api/apps/{app}/result", data=json.dumps(body).encode(), method="POST",
                                     headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    started = time.perf_counter()
    with urllib.request.urlopen(request) as response:
        response.read()
        assert response.status in (200, 204), response.status
    return time.perf_counter() - started


def static_ready(cache, app):
    """Whether the worker whose cache is `cache` has linked its static binary of `app`."""
    builds = os.path.join(cache, "superswift", "builds")
    for name in os.listdir(builds) if os.path.isdir(builds) else []:
        try:
            with open(os.path.join(builds, name, "manifest.json")) as file:
                if json.load(file).get("app") != app:
                    continue
        except (OSError, ValueError):
            continue
        if os.path.exists(os.path.join(builds, name, "static.json")):
            return True
    return False


def warm(base, token, app, caches, seconds=120):
    """Runs `app` until every worker has its own static binary of it (one compiles the app and
    links it; the others fetch the build and link theirs), as a service that has run a while."""
    deadline = time.monotonic() + seconds
    for _ in range(4):
        call(base, token, app, {})
    while not all(static_ready(cache, app) for cache in caches):
        if time.monotonic() > deadline:
            print(f"  (not every worker linked {app} statically within {seconds} s; measured as it is)")
            return
        throughput(base, token, app, 8, callers=4)
        time.sleep(0.5)


def throughput(base, token, app, runs, callers=8):
    queue = list(range(runs))
    lock = threading.Lock()

    def caller():
        while True:
            with lock:
                if not queue:
                    return
                queue.pop()
            call(base, token, app, {})

    started = time.perf_counter()
    threads = [threading.Thread(target=caller) for _ in range(callers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return runs / (time.perf_counter() - started)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--binary")
    parser.add_argument("--dynamic", action="store_true",
                        help="no static app binaries anywhere (SUPERSWIFT_STATIC_LINK=0), to compare like with like")
    parser.add_argument("--noop-only", action="store_true", help="measure only the no-op runs (for a profiler)")
    options = parser.parse_args()
    binary = options.binary
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "-Xswiftc", "-static-stdlib", "--product",
                        "superswift-cluster"], cwd=ROOT, check=True)
        binary = os.path.join(ROOT, ".build", "release", "superswift-cluster")
    work = tempfile.mkdtemp(prefix="superswift-bench-cluster-")
    os.chmod(work, 0o755)
    database = os.path.join(work, "postgres")
    port = random.randint(40000, 50000)
    subprocess.run(["bash", POSTGRES, "start", database, str(port)], check=True)
    processes = []
    try:
        queue = f"postgres://postgres@127.0.0.1:{port}/postgres"
        env = release.sandbox_environment(work)
        if options.dynamic:
            env["SUPERSWIFT_STATIC_LINK"] = "0"
        tip = os.path.join(ROOT, "Examples", "TipCalculator.swift")
        busy = os.path.join(work, "Busy.swift")
        with open(busy, "w") as file:
            file.write(BUSY)
        noop = os.path.join(work, "Noop.swift")
        with open(noop, "w") as file:
            file.write(NOOP)
        for name, path in (("Tip", tip), ("Busy", busy), ("Noop", noop)):
            subprocess.run([binary, "new", name, "--from", path], env=env, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        subprocess.run([binary, "prepare"], env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        token = subprocess.run([binary, "token"], env=env, check=True, capture_output=True, text=True).stdout.strip()
        local, local_base = serve(binary, env, [])
        queued, queued_base = serve(binary, env, ["--queue", queue])
        processes += [local, queued]
        # Workers with caches of their own, sharing the runtime (as `prepare` made it).
        runtime = os.path.join(work, "cache", "superswift", "runtime")
        caches = []
        for index in range(2):
            cache = os.path.join(work, f"worker-{index}")
            os.makedirs(os.path.join(cache, "superswift"))
            os.symlink(runtime, os.path.join(cache, "superswift", "runtime"))
            caches.append(cache)
        first = worker(binary, env, queue, caches[0])
        processes.append(first)
        tip_input = {"bill": 42, "percent": 18}
        if options.noop_only:
            second = worker(binary, env, queue, caches[1])
            processes.append(second)
            warm(queued_base, token, "Noop", [] if options.dynamic else caches)
            rate = throughput(queued_base, token, "Noop", options.runs * 5, callers=16)
            print(f"no-op runs through the queue, 2 workers × 1, 16 callers: {rate:.1f} runs/s")
            return
        for _ in range(5):  # builds, static binaries, warm caches
            call(local_base, token, "Tip", tip_input)
            call(queued_base, token, "Tip", tip_input)
        time.sleep(3)
        times = {"local": [], "queued": []}
        for _ in range(options.rounds):
            times["local"].append(call(local_base, token, "Tip", tip_input))
            times["queued"].append(call(queued_base, token, "Tip", tip_input))
        local_ms = statistics.median(times["local"]) * 1000
        queued_ms = statistics.median(times["queued"]) * 1000

        call(queued_base, token, "Busy", {})
        one = throughput(queued_base, token, "Busy", options.runs)
        second = worker(binary, env, queue, caches[1])
        processes.append(second)
        call(queued_base, token, "Busy", {})
        call(queued_base, token, "Busy", {})
        two = throughput(queued_base, token, "Busy", options.runs)
        # Two workers that take runs four at a time (as many as a local serve's callers get).
        for process in (first, second):
            process.terminate()
            process.wait()
            processes.remove(process)
        for cache in caches:
            processes.append(worker(binary, env, queue, cache, concurrency=4))
        for _ in range(4):
            call(local_base, token, "Noop", {})
        warm(queued_base, token, "Noop", [] if options.dynamic else caches)
        noop_queued = throughput(queued_base, token, "Noop", options.runs * 5, callers=16)
        noop_local = throughput(local_base, token, "Noop", options.runs * 5, callers=16)

        print(f"latency, {options.rounds} runs each, interleaved, concurrency 1 (medians):")
        print(f"  local serve                {local_ms:7.1f} ms")
        print(f"  serve --queue, 1 worker    {queued_ms:7.1f} ms   +{queued_ms - local_ms:.1f} ms (goal ≤ +3 ms)")
        print(f"throughput, {options.runs} runs of ~40 ms, 8 callers:")
        print(f"  1 worker                   {one:7.1f} runs/s")
        print(f"  2 workers                  {two:7.1f} runs/s   ratio {two / one:.2f} (goal ≥ 1.3 on 2 cores)")
        print(f"no-op runs, {options.runs * 5} runs, 16 callers:")
        print(f"  serve --queue, 2 workers × 4 {noop_queued:5.1f} runs/s   (goal ≥ 220)")
        print(f"  local serve                {noop_local:7.1f} runs/s")
        print("against Windmill's published per-task figures (synchronous run):")
        for label, figure in (("default", 86.0), ("tuned", 40.0), ("dedicated warm worker", 9.8)):
            print(f"  {label:26} {figure:7.1f} ms   SuperSwift queued is {queued_ms / figure:.2f} of it")
    finally:
        for process in processes:
            process.terminate()
            process.wait()
        subprocess.run(["bash", POSTGRES, "stop", database])
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
