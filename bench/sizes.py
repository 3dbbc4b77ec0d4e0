#!/usr/bin/env python3
"""What size costs a run: a 5 MB text input and a 5 MB result against a tiny one, locally
(`superswift run --input -`) and over HTTP (`POST /api/apps/{app}/result`), and a 700 KB JSON
body over HTTP; warm runs of static builds against the optimised runtime (as a long-lived
install has them), interleaved, medians. Goal (issue 42): a 5 MB input or result adds
at most 50 ms.

Usage: python3 bench/sizes.py [--binary PATH] [--baseline PATH] [--rounds N]
With --baseline, a second build (an earlier commit's) is measured in the same run, each case
interleaved with its own, so the two sides share the machine's load.
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
import server_layers  # bench/server_layers.py

LEN = 'import SuperSwift\nRunContext.current.finish(with: .text("\\((RunContext.current.input.text ?? "").utf8.count)"))\n'
ECHO = 'import SuperSwift\nRunContext.current.finish(with: .text(RunContext.current.input.text ?? ""))\n'


class Side:
    """One binary's sandbox (library, caches, a `serve`), its apps built, and the cases to time."""

    def __init__(self, binary, small, big, body):
        self.binary = binary
        self.work = tempfile.mkdtemp(prefix="superswift-sizes-bench-")
        self.env = release.sandbox_environment(self.work)
        # The optimised runtime first (as `serve` and `prepare` build it ahead of time): an app
        # built before it is ready links the quick, unoptimised one until its next build, and a
        # 5 MB string parsed at `-Onone` measures the runtime's tier, not what size costs.
        subprocess.run([binary, "prepare", "--module", "SuperSwift"], env=self.env, check=True, capture_output=True)
        for name, source in (("Len", LEN), ("Echo", ECHO)):
            path = os.path.join(self.work, name + ".swift")
            with open(path, "w") as file:
                file.write(source)
            subprocess.run([binary, "new", name, "--from", path], env=self.env, check=True, capture_output=True)
        self.token = subprocess.run([binary, "token"], env=self.env, check=True,
                                    capture_output=True).stdout.decode().strip()
        self.server = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], env=self.env,
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.port = int(self.server.stdout.readline().decode().strip().rsplit(":", 1)[1].split("/")[0])
        self.cases = {
            "local, tiny input": lambda: self.local("Len", small),
            "local, 5 MB input": lambda: self.local("Len", big),
            "local, 5 MB input and result": lambda: self.local("Echo", big),
            "HTTP, tiny input": lambda: self.remote("Len", small),
            "HTTP, 5 MB input": lambda: self.remote("Len", big),
            "HTTP, 5 MB input and result": lambda: self.remote("Echo", big),
            "HTTP, 700 KB JSON body": lambda: self.remote("Len", body, "application/json"),
        }
        for case in self.cases.values():  # builds, the static copies
            case()

    def local(self, app, data):
        start = time.perf_counter()
        done = subprocess.run([self.binary, "run", app, "--input", "-"], input=data, env=self.env, capture_output=True)
        assert done.returncode == 0, done.stderr
        return (time.perf_counter() - start) * 1000

    def remote(self, app, data, kind="text/plain"):
        connection = http.client.HTTPConnection("127.0.0.1", self.port)
        start = time.perf_counter()
        connection.request("POST", f"/api/apps/{app}/result", body=data,
                           headers={"Authorization": f"Bearer {self.token}", "Content-Type": kind})
        response = connection.getresponse()
        response.read()
        assert response.status == 200, response.status
        return (time.perf_counter() - start) * 1000

    def close(self):
        self.server.terminate()
        self.server.wait(timeout=20)
        shutil.rmtree(self.work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary")
    parser.add_argument("--baseline", help="another build of superswift, measured in the same run, interleaved")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    small, big = b"hello", b"x" * 5_000_000
    body = json.dumps({"input": {"items": [{"name": f"item {i}", "price": i * 1.5, "tags": ["a", "b"]}
                                           for i in range(12000)]}}).encode()
    binaries = [release.superswift(args.binary)] + ([args.baseline] if args.baseline else [])
    sides = []
    try:
        for binary in binaries:
            sides.append(Side(binary, small, big, body))
        server_layers.settle()
        times = [{name: [] for name in side.cases} for side in sides]
        for _ in range(args.rounds):
            for name in sides[0].cases:
                for index, side in enumerate(sides):
                    times[index][name].append(side.cases[name]())
        medians = [{name: statistics.median(values) for name, values in side.items()} for side in times]
        for name in sides[0].cases:
            base = "local, tiny input" if name.startswith("local") else "HTTP, tiny input"
            line = f"{name:30} median {medians[0][name]:7.1f} ms   adds {medians[0][name] - medians[0][base]:6.1f} ms"
            if args.baseline:
                adds = medians[1][name] - medians[1][base]
                line += f"   baseline {medians[1][name]:7.1f} ms, adds {adds:6.1f} ms"
            print(line)
    finally:
        for side in sides:
            side.close()


if __name__ == "__main__":
    sys.exit(main())
