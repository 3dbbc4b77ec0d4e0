#!/usr/bin/env python3
"""Runs of the tip calculator over HTTP (`superswift serve`) next to the same runs through the
CLI (`superswift run`), at concurrency 1 and 8, in one run.

Usage: python3 bench/server_vs_cli.py [--runs N] [--binary PATH]
Prints medians, runs per second, and the server's added time per run against the CLI.
"""
import argparse
import http.client
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import release  # bench/release.py

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIP = os.path.join(ROOT, "Examples", "TipCalculator.swift")
BODY = json.dumps({"input": {"bill": 42, "percent": 18}})


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=120)
    parser.add_argument("--binary")
    args = parser.parse_args()
    binary = release.superswift(args.binary)

    work = tempfile.mkdtemp(prefix="superswift-http-bench-")
    env = release.sandbox_environment(work)
    server = None
    try:
        subprocess.run([binary, "new", "Tip", "--from", TIP], env=env, check=True, capture_output=True)
        out = subprocess.run([binary, "run", "Tip", "--input", BODY[9:-1]], env=env, check=True, capture_output=True)
        assert b"49.56" in out.stdout, out
        token = subprocess.run([binary, "token"], env=env, check=True, capture_output=True).stdout.decode().strip()
        server = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL)
        line = server.stdout.readline().decode()
        port = int(line.strip().rsplit(":", 1)[1].split("/")[0])

        def http_run(connection):
            start = time.perf_counter()
            connection.request("POST", "/api/apps/Tip/result", body=BODY,
                               headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
            response = connection.getresponse()
            data = response.read()
            assert response.status == 200 and b"49.56" in data, data
            return (time.perf_counter() - start) * 1000

        def cli_run(_):
            start = time.perf_counter()
            result = subprocess.run([binary, "run", "Tip", "--input", '{"bill": 42, "percent": 18}'], env=env,
                                    capture_output=True)
            assert b"49.56" in result.stdout, result
            return (time.perf_counter() - start) * 1000

        def measure(kind, concurrency):
            if kind == "http":
                return release.measure(lambda: http.client.HTTPConnection("127.0.0.1", port), http_run, concurrency,
                                       args.runs)
            return release.measure(lambda: None, cli_run, concurrency, args.runs)

        http_run(http.client.HTTPConnection("127.0.0.1", port))  # warm
        print(f"\nsuperswift: {binary}\n{args.runs} runs each; medians\n")
        for concurrency in (1, 8):
            # Interleave: CLI, HTTP, CLI, HTTP halves, so drift hits both.
            cli_a = measure("cli", concurrency)
            http_a = measure("http", concurrency)
            cli_b = measure("cli", concurrency)
            http_b = measure("http", concurrency)
            cli_median = (cli_a[0] + cli_b[0]) / 2
            http_median = (http_a[0] + http_b[0]) / 2
            cli_rate = (cli_a[1] + cli_b[1]) / 2
            http_rate = (http_a[1] + http_b[1]) / 2
            print(f"concurrency {concurrency}: CLI {cli_median:7.1f} ms/run {cli_rate:7.1f} runs/s   "
                  f"HTTP {http_median:7.1f} ms/run {http_rate:7.1f} runs/s   "
                  f"server adds {http_median - cli_median:+6.1f} ms/run (goal <= +2)")
    finally:
        if server:
            server.terminate()
            server.wait(timeout=20)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
