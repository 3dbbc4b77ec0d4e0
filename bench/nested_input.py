#!/usr/bin/env python3
"""Nested request shapes as people send them (Shortcuts' Dictionaries with Text values, Windmill
and Val Town bodies, webhooks) run through `superswift serve` into apps that decode them into
their own types; reports how many are read as expected, and how many refusals name the path.

The corpus lives outside the repository (others' shapes are not ours to commit): a folder of
`NN-name.json` files, each with `swift` (the app's types, the top one named `Input`), `body`
(what the sender sends), `expect` ("accept" or "refuse") and `expected` (the values the app
should see, or {"path": …} the refusal should name).

Usage: python3 bench/nested_input.py [--corpus DIR] [--binary PATH] [--verbose]
"""
import argparse
import datetime
import glob
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

import release  # bench/release.py

APP = """import Foundation
import SuperSwift
{types}
let run = RunContext.current
let input = try run.input.decode(Input.self)
let encoder = JSONEncoder()
encoder.dateEncodingStrategy = .iso8601
run.finish(with: .json(try JSON(parsing: encoder.encode(input)) ?? .null))
"""


def instant(text):
    """A date written in ISO 8601, as an aware datetime, or None."""
    try:
        value = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return value if value.tzinfo else value.replace(tzinfo=datetime.timezone.utc)


def same(seen, expected, path="input"):
    """None when `seen` (what the app decoded) matches `expected`, else where it differs."""
    if isinstance(expected, dict):
        if not isinstance(seen, dict):
            return f"{path}: {seen!r} is not an object"
        for key, value in expected.items():
            if value is None and seen.get(key) is None:
                continue
            if key not in seen:
                return f"{path}.{key} is missing"
            problem = same(seen[key], value, f"{path}.{key}")
            if problem:
                return problem
        return None
    if isinstance(expected, list):
        if not isinstance(seen, list) or len(seen) != len(expected):
            return f"{path}: {seen!r} is not a list of {len(expected)}"
        for index, (a, b) in enumerate(zip(seen, expected)):
            problem = same(a, b, f"{path}[{index}]")
            if problem:
                return problem
        return None
    if isinstance(expected, bool) or isinstance(seen, bool):
        return None if seen is expected else f"{path}: {seen!r}, not {expected!r}"
    if isinstance(expected, (int, float)) and isinstance(seen, (int, float)):
        return None if abs(seen - expected) < 1e-9 else f"{path}: {seen!r}, not {expected!r}"
    if isinstance(expected, str) and isinstance(seen, str) and seen != expected:
        # The app writes dates back with JSONEncoder's .iso8601, to the second; and URLs as
        # Foundation writes them, escaped.
        a, b = instant(seen), instant(expected)
        if a and b and abs((a - b).total_seconds()) < 1 and re.match(r"\d{4}-\d\d-\d\d", expected):
            return None
        if urllib.parse.unquote(seen) == urllib.parse.unquote(expected):
            return None
    return None if seen == expected else f"{path}: {seen!r}, not {expected!r}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default="/work/corpora/nested-input")
    parser.add_argument("--binary")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    cases = sorted(glob.glob(os.path.join(args.corpus, "*.json")))
    if not cases:
        sys.exit(f"no cases in {args.corpus}")

    work = tempfile.mkdtemp(prefix="superswift-nested-bench-")
    env = release.sandbox_environment(work)
    server = None
    results = {}
    try:
        names = {}
        for path in cases:
            case = json.load(open(path))
            name = "N" + os.path.basename(path).split("-")[0]
            source = os.path.join(work, name + ".swift")
            types = re.sub(r":\s*Decodable\b", ": Codable", case["swift"])
            types = re.sub(r",\s*Decodable\b", ", Codable", types)
            with open(source, "w") as file:
                file.write(APP.format(types=types))
            subprocess.run([binary, "new", name, "--from", source], env=env, check=True, capture_output=True)
            names[path] = (name, case)
        token = subprocess.run([binary, "token"], env=env, check=True, capture_output=True).stdout.decode().strip()
        server = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0"], env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL)
        port = int(server.stdout.readline().decode().strip().rsplit(":", 1)[1].split("/")[0])
        for path, (name, case) in names.items():
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
            connection.request("POST", f"/api/apps/{name}/run", body=json.dumps({"input": case["body"]}),
                               headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
            response = connection.getresponse()
            text = response.read().decode()
            try:
                answer = json.loads(text)
            except ValueError:
                answer = {"error": text}
            problem = None
            if case["expect"] == "accept":
                if response.status != 200 or answer.get("status") != "finished":
                    problem = f"HTTP {response.status}: {answer.get('error') or answer.get('status')}"
                else:
                    problem = same((answer.get("result") or {}).get("value"), case["expected"])
            else:
                wanted = case["expected"]["path"]
                if response.status != 422:
                    problem = f"not refused: HTTP {response.status} {answer.get('status')} {answer.get('error')}"
                elif answer.get("field") != wanted and not str(answer.get("error", "")).startswith(wanted + " "):
                    problem = f"refused naming {answer.get('field')!r}, not {wanted!r}: {answer.get('error')}"
            results[path] = (case["via"], case["expect"], problem)
            if args.verbose or problem:
                print(f"{'ok  ' if not problem else 'FAIL'} {os.path.basename(path)}: {problem or ''}")
    finally:
        if server:
            server.terminate()
            server.wait()
        shutil.rmtree(work, ignore_errors=True)

    print()
    for via in sorted({v for v, _, _ in results.values()}):
        rows = [r for r in results.values() if r[0] == via]
        passed = sum(1 for r in rows if r[2] is None)
        print(f"{via:10} {passed:3}/{len(rows)}")
    refusals = [r for r in results.values() if r[1] == "refuse"]
    passed = sum(1 for r in results.values() if r[2] is None)
    print(f"{'refusals':10} {sum(1 for r in refusals if r[2] is None):3}/{len(refusals)} name the path")
    print(f"{'all':10} {passed:3}/{len(results)}")


if __name__ == "__main__":
    main()
