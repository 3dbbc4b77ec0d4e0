#!/usr/bin/env python3
"""Warm runs of the tip calculator over HTTP, this `superswift serve` against a baseline one
(another build, such as the commit before the server was layered), at concurrency 1 and 8, in
one run, interleaved so drift hits both.

Usage: python3 bench/server_layers.py --baseline PATH [--binary PATH] [--runs N]
Prints runs per second for each and their ratio (this / baseline; goal >= 1.0 within noise).

       python3 bench/server_layers.py --scoped [--binary PATH] [--requests N]
What a device token's scope check costs: one server, the same app-scoped request
(GET /api/apps/Tip) with the owner's token and with a device token for that app, interleaved
on keep-alive connections; prints each mean and the difference (goal <= 0.2 ms).

       python3 bench/server_layers.py --limited [--binary PATH] [--requests N]
What an app's limits cost a run: one server, the tip calculator as two apps of the same source,
one with no policy and one with --max-concurrent 1000 --rate 1000000/1s (limits that never bite,
so only their bookkeeping is measured), runs interleaved on keep-alive connections; prints each
mean and the difference (goal <= 0.1 ms).
"""
import argparse
import http.client
import json
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
BODY = json.dumps({"input": {"bill": 42, "percent": 18}})


class Server:
    """A `superswift serve` of `binary` over a library of its own with the tip calculator."""

    def __init__(self, binary):
        self.work = tempfile.mkdtemp(prefix="superswift-layers-bench-")
        env = release.sandbox_environment(self.work)
        subprocess.run([binary, "new", "Tip", "--from", TIP], env=env, check=True, capture_output=True)
        self.token = subprocess.run([binary, "token"], env=env, check=True, capture_output=True).stdout.decode().strip()
        self.process = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], env=env,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        line = self.process.stdout.readline().decode()
        self.port = int(line.strip().rsplit(":", 1)[1].split("/")[0])
        for _ in range(3):  # build, then the static copy, then warm
            self.run(http.client.HTTPConnection("127.0.0.1", self.port))
            time.sleep(1.5)

    def run(self, connection):
        start = time.perf_counter()
        connection.request("POST", "/api/apps/Tip/result", body=BODY,
                           headers={"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"})
        response = connection.getresponse()
        data = response.read()
        assert response.status == 200 and b"49.56" in data, data
        return (time.perf_counter() - start) * 1000

    def measure(self, concurrency, runs):
        return release.measure(lambda: http.client.HTTPConnection("127.0.0.1", self.port), self.run, concurrency, runs)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=20)
        shutil.rmtree(self.work, ignore_errors=True)


def settle(limit=1800):
    """Waits until nothing builds in the background: each new sandbox's `serve` prepares every
    runtime module in both tiers on a thread of its own when it starts (the compiler's
    processes are its children), and an app's first runs link and optimise it. A build on one
    side but not the other, or during some cases and not others, would be measured as slowness.
    Quiet means no compiler or linker for five seconds running."""
    deadline = time.time() + limit
    quiet_since = None
    said = False
    while time.time() < deadline:
        busy = subprocess.run(["pgrep", "-f", r"__optimise-runtime|swift-frontend|swift-autolink-extract|"
                               r"/usr/bin/ld|ld\.gold|ld\.lld"], capture_output=True).returncode == 0
        if not busy:
            quiet_since = quiet_since or time.time()
            if time.time() - quiet_since >= 5:
                return
        else:
            quiet_since = None
            if not said:
                print("waiting for background builds (the runtime's modules) to finish…", file=sys.stderr)
                said = True
        time.sleep(1)
    print("warning: a runtime was still building in the background; numbers may be noisy", file=sys.stderr)


def scoped(binary, requests):
    """The owner's token against a device token for the same app, on one server."""
    server = Server(binary)
    try:
        env = release.sandbox_environment(server.work)
        device = subprocess.run([binary, "token", "add", "bench phone", "--apps", "Tip"], env=env, check=True,
                                capture_output=True).stdout.decode().strip()
        tokens = {"owner": server.token, "scoped": device}
        connections = {name: http.client.HTTPConnection("127.0.0.1", server.port) for name in tokens}
        app_id = subprocess.run([binary, "show", "Tip", "--json"], env=env, check=True,
                                capture_output=True).stdout.decode()
        app_id = json.loads(app_id)["id"]

        def once(name, path):
            start = time.perf_counter()
            connections[name].request("GET", path, headers={"Authorization": f"Bearer {tokens[name]}"})
            response = connections[name].getresponse()
            response.read()
            assert response.status == 200, response.status
            return (time.perf_counter() - start) * 1000

        for by, path in (("by name", "/api/apps/Tip"), ("by identifier", f"/api/apps/{app_id}")):
            for name in tokens:  # warm: the app's schema, the files' caches
                for _ in range(50):
                    once(name, path)
            times = {name: [] for name in tokens}
            for _ in range(requests):
                for name in tokens:
                    times[name].append(once(name, path))
            mean = {name: statistics.mean(values) for name, values in times.items()}
            median = {name: statistics.median(values) for name, values in times.items()}
            print(f"GET /api/apps/{{app}} {by}: {requests} requests each, interleaved")
            for name in tokens:
                print(f"  {name:7} mean {mean[name]:.3f} ms  median {median[name]:.3f} ms")
            print(f"  the scope check adds {mean['scoped'] - mean['owner']:.3f} ms (mean), "
                  f"{median['scoped'] - median['owner']:.3f} ms (median); goal <= 0.2")
    finally:
        server.stop()


def limited(binary, requests):
    """The same warm run with and without an app policy's limits, on one server."""
    server = Server(binary)
    try:
        env = release.sandbox_environment(server.work)
        subprocess.run([binary, "new", "Limited", "--from", TIP], env=env, check=True, capture_output=True)
        subprocess.run([binary, "policy", "Limited", "--max-concurrent", "1000", "--rate", "1000000/1s"], env=env,
                       check=True, capture_output=True)
        connections = {name: http.client.HTTPConnection("127.0.0.1", server.port) for name in ("Tip", "Limited")}

        def once(name):
            start = time.perf_counter()
            connections[name].request("POST", f"/api/apps/{name}/result", body=BODY,
                                      headers={"Authorization": f"Bearer {server.token}",
                                               "Content-Type": "application/json"})
            response = connections[name].getresponse()
            data = response.read()
            assert response.status == 200 and b"49.56" in data, data
            return (time.perf_counter() - start) * 1000

        settle()
        for name in connections:  # warm: the build, the static copy
            for _ in range(20):
                once(name)
        times = {name: [] for name in connections}
        for _ in range(requests):
            for name in connections:
                times[name].append(once(name))
        mean = {name: statistics.mean(values) for name, values in times.items()}
        median = {name: statistics.median(values) for name, values in times.items()}
        print(f"POST /api/apps/{{app}}/result: {requests} runs each, interleaved")
        for name in connections:
            print(f"  {name:8} mean {mean[name]:.3f} ms  median {median[name]:.3f} ms")
        print(f"  the app's limits add {mean['Limited'] - mean['Tip']:.3f} ms (mean), "
              f"{median['Limited'] - median['Tip']:.3f} ms (median); goal <= 0.1")
    finally:
        server.stop()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--baseline")
    parser.add_argument("--binary")
    parser.add_argument("--runs", type=int, default=120)
    parser.add_argument("--scoped", action="store_true")
    parser.add_argument("--limited", action="store_true")
    parser.add_argument("--requests", type=int, default=2000)
    args = parser.parse_args()
    if args.scoped:
        return scoped(release.superswift(args.binary), args.requests)
    if args.limited:
        return limited(release.superswift(args.binary), args.requests)
    if not args.baseline:
        parser.error("--baseline is required (or --scoped)")
    servers = {"baseline": Server(args.baseline), "this": Server(release.superswift(args.binary))}
    try:
        settle()
        for server in servers.values():  # warm again: the optimised runtime may mean a new build
            for _ in range(3):
                server.run(http.client.HTTPConnection("127.0.0.1", server.port))
                time.sleep(1.5)
        print(f"\n{args.runs} runs per measurement, each side measured twice, interleaved; medians\n")
        for concurrency in (1, 8):
            results = {name: [] for name in servers}
            for _ in range(2):
                for name, server in servers.items():
                    results[name].append(server.measure(concurrency, args.runs))
            rate = {name: statistics.mean(r[1] for r in runs) for name, runs in results.items()}
            median = {name: statistics.mean(r[0] for r in runs) for name, runs in results.items()}
            print(f"concurrency {concurrency}: baseline {median['baseline']:6.1f} ms {rate['baseline']:6.1f} runs/s   "
                  f"this {median['this']:6.1f} ms {rate['this']:6.1f} runs/s   "
                  f"ratio {rate['this'] / rate['baseline']:.2f}")
    finally:
        for server in servers.values():
            server.stop()


if __name__ == "__main__":
    sys.exit(main())
