#!/usr/bin/env python3
"""The web app's two round trips, each against a plain run of the same app over the same server.

  check : the editor's diagnostics round trip, POST /api/apps/{id}/check with the text being
          edited (a different text each time, as typing makes), answered with the diagnostics
  form  : a run from the web page's generated form, POST /apps/{id}/run (multipart, the
          session cookie, checked against the app's fields), then its log's end event
  plain : baseline, POST /api/apps/{id}/result with the same input as JSON, waiting for it

All three interleaved, on one `superswift serve`, with an app whose input is typed (the README's
SplitBill). Usage: python3 bench/web_app.py [--rounds N] [--binary PATH]. Builds `superswift` in
release mode as a static executable unless --binary is given. Prints medians and ratios; exits
0 whatever they are. Goals: check within ~1 s; a form run close to a plain run (ratio near 1).
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

import release  # bench/release.py

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--binary")
    options = parser.parse_args()
    binary = release.superswift(options.binary)
    work = tempfile.mkdtemp(prefix="superswift-bench-web-")
    env = release.sandbox_environment(work)
    server = None
    try:
        example = os.path.join(ROOT, "Examples", "SplitBill.swift")
        subprocess.run([binary, "new", "SplitBill", "--from", example], env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        token = subprocess.run([binary, "token"], env=env, check=True, capture_output=True,
                               text=True).stdout.strip()
        server = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        base, login = None, None
        while base is None or login is None:
            line = server.stdout.readline()
            if not line:
                sys.exit("serve did not start")
            if line.startswith("SuperSwift is serving "):
                base = line.split()[-1].rstrip("/")
            if "/login?code=" in line:
                login = line.split()[-1]
        opener = urllib.request.build_opener(NoRedirect)
        try:
            opener.open(login)
        except urllib.error.HTTPError as redirect:
            cookie = redirect.headers["Set-Cookie"].split(";")[0]
        bearer = {"Authorization": f"Bearer {token}"}

        def call(method, path, body=None, headers=None):
            request = urllib.request.Request(base + path, data=body, method=method, headers=headers or {})
            try:
                with opener.open(request) as response:
                    return response.status, dict(response.headers), response.read()
            except urllib.error.HTTPError as error:
                return error.code, dict(error.headers), error.read()

        app = json.loads(call("GET", "/api/apps/SplitBill", headers=bearer)[2])
        app_id = app["id"]
        folder = app["path"]
        source_file = next(name for name in os.listdir(folder) if name.endswith(".swift"))
        source = open(os.path.join(folder, source_file)).read()

        def check(round_number):
            text = source + f"\nlet edit{round_number} = bill.amount + {round_number}\n"
            body = json.dumps({"file": source_file, "source": text}).encode()
            started = time.perf_counter()
            status, _, answer = call("POST", f"/api/apps/{app_id}/check", body,
                                     {**bearer, "Content-Type": "application/json"})
            elapsed = time.perf_counter() - started
            assert status == 200 and "diagnostics" in json.loads(answer), answer
            return elapsed

        def form(round_number):
            boundary = "benchform"
            fields = {"field.amount": str(40 + round_number % 5), "field.percent": "18", "field.people": "2",
                      "field.roundUp": "false", "field.service": "good"}
            parts = "".join(f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
                            for name, value in fields.items()) + f"--{boundary}--\r\n"
            started = time.perf_counter()
            status, headers, _ = call("POST", f"/apps/{app_id}/run", parts.encode(), {
                "Cookie": cookie, "Origin": base, "Content-Type": f"multipart/form-data; boundary={boundary}"})
            assert status == 303, status
            run = re.search(r"/runs/([0-9a-f-]{36})", headers["Location"]).group(1)
            # The page follows the run by its log's events; the end event says it is over.
            request = urllib.request.Request(f"{base}/api/runs/{run}/events", headers={"Cookie": cookie})
            with opener.open(request) as stream:
                for line in stream:
                    if line.startswith(b"event: end"):
                        break
            elapsed = time.perf_counter() - started
            record = json.loads(call("GET", f"/api/runs/{run}", headers=bearer)[2])
            assert record["status"] == "finished", record
            return elapsed

        def plain(round_number):
            body = json.dumps({"amount": 40 + round_number % 5, "percent": 18, "people": 2,
                               "roundUp": False, "service": "good"}).encode()
            started = time.perf_counter()
            status, _, answer = call("POST", f"/api/apps/{app_id}/result", body,
                                     {**bearer, "Content-Type": "application/json"})
            elapsed = time.perf_counter() - started
            assert status == 200, answer
            return elapsed

        for warm in range(3):  # the build, the schema, the static binary
            plain(warm), form(warm), check(warm)
        time.sleep(2)
        times = {"check": [], "form": [], "plain": []}
        for round_number in range(options.rounds):
            for name, measure in (("plain", plain), ("form", form), ("check", check)):
                times[name].append(measure(round_number))
        median = {name: statistics.median(values) * 1000 for name, values in times.items()}
        print(f"{options.rounds} rounds, interleaved, medians:")
        print(f"  plain run (API, JSON)           {median['plain']:8.1f} ms")
        print(f"  form run (web page, to its end) {median['form']:8.1f} ms   ratio {median['form'] / median['plain']:.2f}")
        print(f"  diagnostics round trip          {median['check']:8.1f} ms   ratio {median['check'] / median['plain']:.2f}")
    finally:
        if server:
            server.terminate()
            server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
