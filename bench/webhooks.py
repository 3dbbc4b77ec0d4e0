#!/usr/bin/env python3
"""Real senders' webhook deliveries against `superswift serve`: each case of a corpus (kept
outside the repository; see /work/corpora/webhooks/README.md for how it was made) gets a hook
of its scheme and secret, is signed as its sender signs (the corpus's own sign.py, Python's
hmac), delivered over HTTP, and its outcome compared with what the case expects.

Usage: python3 bench/webhooks.py [--corpus DIR] [--binary PATH]
Prints each scheme's agreement and the cases that disagree. Published vectors with a fixed
timestamp cannot meet a server on today's clock; they are counted apart (the Swift tests check
the same vectors with the clock at their time).
"""
import argparse
import collections
import http.client
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

import release  # bench/release.py

APP = 'import SuperSwift\nRunContext.current.finish(with: .text("got \\(RunContext.current.input.text?.count ?? 0)"))\n'


def load_signer(corpus):
    spec = importlib.util.spec_from_file_location("sign", os.path.join(corpus, "sign.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def outcome(status, text):
    if 200 <= status < 300:
        return "accepted"
    if status == 401:
        return "refused-replay" if "replayed" in text else "refused-signature"
    return f"http-{status}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default="/work/corpora/webhooks")
    parser.add_argument("--binary", default=None)
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    signer = load_signer(args.corpus)
    cases = signer.load_cases()
    work = tempfile.mkdtemp(prefix="superswift-webhooks-bench-")
    env = release.sandbox_environment(work)
    source = os.path.join(work, "Sink.swift")
    with open(source, "w") as file:
        file.write(APP)
    subprocess.run([binary, "new", "Sink", "--from", source], env=env, check=True, capture_output=True)
    # Built once before the deliveries: the first build is not what is measured.
    subprocess.run([binary, "run", "Sink"], env=env, check=True, capture_output=True)
    server = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        port = int(server.stdout.readline().decode().strip().rsplit(":", 1)[1].split("/")[0])
        tally = collections.defaultdict(lambda: [0, 0])
        native = [0, 0]
        fixed = []
        disagree = []
        for case in cases:
            name = case.get("id") or case.get("file") or case["sender"]
            scheme = case["configured_scheme"] if case["scheme"] == "unsupported" else case["scheme"]
            made = subprocess.run([binary, "webhook", "add", "Sink", "--verify", scheme, "--json"], env=env,
                                  input=(case.get("secret") or "").encode(), capture_output=True, check=True)
            hook = json.loads(made.stdout)
            path = urllib.parse.urlparse(hook["url"]).path
            now = int(time.time())
            headers, body = signer.materialize(case, now)
            if case.get("fixed_time") and case.get("timestamp") not in (None, "NOW"):
                fixed.append(name)
                subprocess.run([binary, "webhook", "remove", hook["id"]], env=env, check=True, capture_output=True)
                continue
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            connection.request("POST", path, body=body, headers=dict(headers))
            response = connection.getresponse()
            got = outcome(response.status, response.read().decode(errors="replace"))
            connection.close()
            subprocess.run([binary, "webhook", "remove", hook["id"]], env=env, check=True, capture_output=True)
            if case["scheme"] == "unsupported":
                # A genuine delivery of a sender the scheme was not written for: accepted is right
                # when the generic scheme covers its shape, refused when it does not.
                native[0] += got == case.get("expect_if_native", "accepted")
                native[1] += 1
                continue
            tally[scheme][1] += 1
            if got == case["expect"]:
                tally[scheme][0] += 1
            else:
                disagree.append(f"{name}: expected {case['expect']}, got {got}")
        total = [sum(v[0] for v in tally.values()), sum(v[1] for v in tally.values())]
        for scheme, (good, count) in sorted(tally.items()):
            print(f"{scheme:18} {good}/{count}")
        print(f"{'all schemes':18} {total[0]}/{total[1]}")
        print(f"other senders' genuine deliveries accepted by hmac-sha256: {native[0]}/{native[1]}")
        print(f"fixed-time vectors left to the Swift tests: {len(fixed)}")
        for line in disagree:
            print("  disagrees:", line)
    finally:
        server.terminate()
        server.wait(timeout=20)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
