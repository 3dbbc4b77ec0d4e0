#!/usr/bin/env python3
"""Are the parsers linear? The same request body shape at size N and at 10 N, through a real
`superswift serve`, with the time of the small one as the baseline (same run, interleaved).

  json      : POST /api/apps/Count/result with a JSON array of N numbers as the input
  multipart : POST /api/apps/Count/result, multipart/form-data with N small text fields

The app (`Count`) answers the number of items it got; the time is the whole request (parsing in
the server, the input file, parsing again in the app). Linear means 10x the input costs at most
12x the time (issue 10's bar).

Usage: python3 bench/parse_linear.py [--binary PATH] [--size N] [--runs R]
Prints medians and ratios; exits 0 whatever they are.
"""
import argparse
import http.client
import json
import os
import shutil
import statistics
import subprocess
import tempfile
import time

import release  # bench/release.py

COUNT = """import SuperSwift
let input = RunContext.current.input
RunContext.current.finish(with: .text("\\(input.json?.array?.count ?? input.items.count)"))
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary")
    parser.add_argument("--size", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    binary = release.superswift(args.binary)

    work = tempfile.mkdtemp(prefix="superswift-parse-bench-")
    env = release.sandbox_environment(work)
    source = os.path.join(work, "Count.swift")
    with open(source, "w") as f:
        f.write(COUNT)
    server = None
    try:
        subprocess.run([binary, "new", "Count", "--from", source], env=env, check=True, capture_output=True)
        subprocess.run([binary, "run", "Count"], env=env, check=True, capture_output=True)
        token = subprocess.run([binary, "token"], env=env, check=True, capture_output=True).stdout.decode().strip()
        server = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL)
        port = int(server.stdout.readline().decode().strip().rsplit(":", 1)[1].split("/")[0])

        def post(body, content_type, expected):
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
            start = time.perf_counter()
            connection.request("POST", "/api/apps/Count/result", body=body,
                               headers={"Authorization": f"Bearer {token}", "Content-Type": content_type})
            response = connection.getresponse()
            data = response.read()
            elapsed = (time.perf_counter() - start) * 1000
            assert response.status == 200 and data.strip() == str(expected).encode(), (response.status, data[:200])
            connection.close()
            return elapsed

        def json_body(n):
            return json.dumps({"input": json.dumps(list(range(n)))}).encode(), "application/json", n

        def multipart_body(n):
            parts = [f'--b\r\nContent-Disposition: form-data; name="note{i}"\r\n\r\nvalue {i}\r\n' for i in range(n)]
            body = "".join(parts) + '--b\r\nContent-Disposition: form-data; name="input"\r\n\r\nhi\r\n--b--\r\n'
            return body.encode(), "multipart/form-data; boundary=b", 1

        print(f"\nsuperswift: {binary}\nN = {args.size}, {args.runs} runs each, medians\n")
        for name, make in [("json", json_body), ("multipart", multipart_body)]:
            small, large = make(args.size), make(args.size * 10)
            small_times, large_times = [], []
            for _ in range(args.runs):
                small_times.append(post(*small))
                large_times.append(post(*large))
            s, l = statistics.median(small_times), statistics.median(large_times)
            verdict = "linear" if l / s <= 12 else "NOT linear"
            print(f"{name:<10} N: {s:8.1f} ms ({len(small[0]) / 1e6:.2f} MB)   10N: {l:8.1f} ms "
                  f"({len(large[0]) / 1e6:.2f} MB)   ratio {l / s:5.2f}  (goal <= 12, {verdict})")
    finally:
        if server:
            server.terminate()
            server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
