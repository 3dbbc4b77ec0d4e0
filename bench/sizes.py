#!/usr/bin/env python3
"""What size costs a run: a 5 MB text input and a 5 MB result against a tiny one, locally
(`superswift run --input -`) and over HTTP (`POST /api/apps/{app}/result`), and a 700 KB JSON
body over HTTP; warm runs, interleaved, medians. Goal (issue 42): a 5 MB input or result adds
at most 50 ms.

Usage: python3 bench/sizes.py [--binary PATH] [--rounds N]
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    work = tempfile.mkdtemp(prefix="superswift-sizes-bench-")
    env = release.sandbox_environment(work)
    for name, source in (("Len", LEN), ("Echo", ECHO)):
        path = os.path.join(work, name + ".swift")
        with open(path, "w") as file:
            file.write(source)
        subprocess.run([binary, "new", name, "--from", path], env=env, check=True, capture_output=True)
    token = subprocess.run([binary, "token"], env=env, check=True, capture_output=True).stdout.decode().strip()
    small, big = b"hello", b"x" * 5_000_000
    body = json.dumps({"input": {"items": [{"name": f"item {i}", "price": i * 1.5, "tags": ["a", "b"]}
                                           for i in range(12000)]}}).encode()

    def local(app, data):
        start = time.perf_counter()
        done = subprocess.run([binary, "run", app, "--input", "-"], input=data, env=env, capture_output=True)
        assert done.returncode == 0, done.stderr
        return (time.perf_counter() - start) * 1000

    server = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)
    try:
        port = int(server.stdout.readline().decode().strip().rsplit(":", 1)[1].split("/")[0])

        def remote(app, data, kind="text/plain"):
            connection = http.client.HTTPConnection("127.0.0.1", port)
            start = time.perf_counter()
            connection.request("POST", f"/api/apps/{app}/result", body=data,
                               headers={"Authorization": f"Bearer {token}", "Content-Type": kind})
            response = connection.getresponse()
            response.read()
            assert response.status == 200, response.status
            return (time.perf_counter() - start) * 1000

        cases = {
            "local, tiny input": lambda: local("Len", small),
            "local, 5 MB input": lambda: local("Len", big),
            "local, 5 MB input and result": lambda: local("Echo", big),
            "HTTP, tiny input": lambda: remote("Len", small),
            "HTTP, 5 MB input": lambda: remote("Len", big),
            "HTTP, 5 MB input and result": lambda: remote("Echo", big),
            "HTTP, 700 KB JSON body": lambda: remote("Len", body, "application/json"),
        }
        for case in cases.values():  # builds, the static copies
            case()
        server_layers.settle()
        times = {name: [] for name in cases}
        for _ in range(args.rounds):
            for name, case in cases.items():
                times[name].append(case())
        medians = {name: statistics.median(values) for name, values in times.items()}
        for name, median in medians.items():
            base = medians["local, tiny input" if name.startswith("local") else "HTTP, tiny input"]
            print(f"{name:30} median {median:7.1f} ms   adds {median - base:6.1f} ms")
    finally:
        server.terminate()
        server.wait(timeout=20)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
