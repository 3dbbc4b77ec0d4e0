#!/usr/bin/env python3
"""Warm runs of the tip calculator over HTTP, this `superswift serve` against a baseline one
(another build, such as the commit before the server was layered), at concurrency 1 and 8, in
one run, interleaved so drift hits both.

Usage: python3 bench/server_layers.py --baseline PATH [--binary PATH] [--runs N]
Prints runs per second for each and their ratio (this / baseline; goal >= 1.0 within noise).
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


def settle(limit=900):
    """Waits until no server builds its optimised runtime in the background (each new sandbox
    builds one when `serve` starts): a build on one side but not the other would be measured as
    that side's slowness."""
    deadline = time.time() + limit
    while time.time() < deadline:
        busy = subprocess.run(["pgrep", "-f", "__optimise-runtime"], capture_output=True).returncode == 0
        if not busy:
            return
        time.sleep(2)
    print("warning: a runtime was still building in the background; numbers may be noisy", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--baseline", required=True)
    parser.add_argument("--binary")
    parser.add_argument("--runs", type=int, default=120)
    args = parser.parse_args()
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
