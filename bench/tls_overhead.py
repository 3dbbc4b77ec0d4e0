#!/usr/bin/env python3
"""What HTTPS costs against plain HTTP on the same `superswift serve`, in one run: the tip
calculator's bare result over one kept-alive connection, and over a new connection each time
(a TLS handshake each), as Shortcuts makes one call per run.

Usage: python3 bench/tls_overhead.py [--runs N] [--binary PATH]
Prints medians and the ratios HTTPS / HTTP.
"""
import argparse
import http.client
import json
import os
import shutil
import ssl
import statistics
import subprocess
import tempfile
import time

import release  # bench/release.py

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIP = os.path.join(ROOT, "Examples", "TipCalculator.swift")
# Bytes, so http.client sends head and body in one write (two small writes meet Nagle and
# delayed ACKs: 40 ms of nothing).
BODY = json.dumps({"bill": 42, "percent": 18}).encode()


def start(binary, env, extra):
    process = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"] + extra, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    port = int(line.strip().rsplit(":", 1)[1].split("/")[0])
    return process, port


def call(connection, token):
    """One call on `connection`; its time in seconds."""
    started = time.perf_counter()
    connection.request("POST", "/api/apps/Tip/result", BODY,
                       {"Authorization": "Bearer " + token, "Content-Type": "application/json"})
    body = connection.getresponse().read()
    assert b"49.56" in body, body
    return time.perf_counter() - started


def alternate(connect_plain, connect_tls, token, runs, reuse):
    """Medians of `runs` calls each, HTTP and HTTPS one after the other (so both see the same
    machine at the same moment), on kept-alive connections or a new one per call."""
    plain, tls = [], []
    kept = (connect_plain(), connect_tls()) if reuse else None
    for _ in range(runs):
        for connect, times, index in ((connect_plain, plain, 0), (connect_tls, tls, 1)):
            if reuse:
                times.append(call(kept[index], token))
            else:
                started = time.perf_counter()
                connection = connect()
                call(connection, token)
                connection.close()
                times.append(time.perf_counter() - started)
    if kept:
        for connection in kept:
            connection.close()
    return statistics.median(plain), statistics.median(tls)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--binary")
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    work = tempfile.mkdtemp(prefix="superswift-tls-bench-")
    env = release.sandbox_environment(work)
    servers = []
    try:
        subprocess.run([binary, "new", "Tip", "--from", TIP], env=env, check=True, capture_output=True)
        subprocess.run([binary, "run", "Tip", "--input", BODY.decode()], env=env, check=True, capture_output=True)
        subprocess.run([binary, "certificate"], env=env, check=True, capture_output=True)
        token = subprocess.run([binary, "token"], env=env, check=True, capture_output=True,
                               text=True).stdout.strip()
        ca = os.path.join(work, "config", "superswift", "tls", "ca.pem")
        plain, plain_port = start(binary, env, [])
        secure, secure_port = start(binary, env, ["--tls"])
        servers = [plain, secure]
        context = ssl.create_default_context(cafile=ca)
        connect_plain = lambda: http.client.HTTPConnection("127.0.0.1", plain_port)
        connect_tls = lambda: http.client.HTTPSConnection("127.0.0.1", secure_port, context=context)
        # Warm both (the build is cached after the first run).
        alternate(connect_plain, connect_tls, token, 3, True)
        rows = []
        for reuse in (True, False):
            p, t = alternate(connect_plain, connect_tls, token, args.runs, reuse)
            rows.append(("kept-alive connection" if reuse else "new connection each call", p, t))
        for name, p, t in rows:
            print(f"{name:28s} http {p * 1000:7.2f} ms   https {t * 1000:7.2f} ms   ratio {t / p:.2f}")
    finally:
        for server in servers:
            server.terminate()
            server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
