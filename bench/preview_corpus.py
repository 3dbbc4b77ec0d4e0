#!/usr/bin/env python3
"""Public SwiftUI apps' own previews in the editor's live preview (issue 41): for every app of
the SwiftUI corpus (bench/swiftui_corpus.py describes it) that has `#Preview` blocks or
`PreviewProvider`s, how many of its previews the live preview lists, builds and shows.

For each such app, one at a time: the app is added to a scratch library (`superswift new
--from`), and `POST /api/apps/ID/preview` is sent with its first file that declares a preview,
once for the app's own window and once for each preview by name (at most --per-app). A preview
"shows" when the answer is 200 (built, started, its interface up); a preview the server left
out as not a view, or a build that failed, counts as not shown, with the compiler's first error
as its reason. Previews are compared with the app itself: a preview of an app that does not
compile cannot show, and is counted apart.

Usage: python3 bench/preview_corpus.py [--corpus DIR] [--binary PATH] [--per-app N]
         [--only TEXT] [--json] [--work DIR]
The binary (default .build/debug/superswift) is copied first, so a rebuild meanwhile does not
change what is measured; the runtime cache is the user's own (the first preview builds it if it
is not there). Exits 0 whatever the pass rates.
"""
import argparse
import collections
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PREVIEW = re.compile(r"#Preview\b|\bPreviewProvider\b")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def post(base, token, path, body, timeout=600):
    request = urllib.request.Request(
        base + path, data=json.dumps(body).encode(), method="POST",
        headers={"Authorization": "Bearer " + token, "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        try:
            return error.code, json.loads(error.read() or b"{}")
        except ValueError:
            return error.code, {}


def reason(answer):
    for item in answer.get("diagnostics", []):
        if item.get("severity") == "error":
            return item.get("message", "")
    return answer.get("error", "no answer")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", default="/work/corpus/swiftui")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/superswift"))
    parser.add_argument("--per-app", type=int, default=4)
    parser.add_argument("--only", default="")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--work", default=None)
    options = parser.parse_args()

    work = options.work or tempfile.mkdtemp(prefix="preview-corpus-")
    os.makedirs(work, exist_ok=True)
    binary = os.path.join(work, "superswift")
    shutil.copy2(options.binary, binary)
    environment = dict(os.environ, SUPERSWIFT_HOME=os.path.join(work, "library"))
    port = free_port()
    server = subprocess.Popen(
        [binary, "serve", "--listen", f"127.0.0.1:{port}", "--max-runs", "16"], env=environment,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    results = []
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/login", timeout=1)
                break
            except urllib.error.HTTPError:
                break
            except OSError:
                time.sleep(0.1)
        token = subprocess.run([binary, "token"], env=environment, capture_output=True, text=True).stdout.strip()
        apps = sorted(name for name in os.listdir(options.corpus) if options.only in name)
        for name in apps:
            folder = os.path.join(options.corpus, name)
            files = sorted(f for f in os.listdir(folder) if f.endswith(".swift"))
            declaring = [f for f in files if PREVIEW.search(open(os.path.join(folder, f), errors="replace").read())]
            if not declaring:
                continue
            added = subprocess.run(
                [binary, "new", name[:60], "--from", folder], env=environment, capture_output=True, text=True)
            app_id = added.stdout.strip().splitlines()[-1] if added.returncode == 0 else None
            if not app_id:
                results.append({"app": name, "error": "could not add: " + added.stderr.strip()[:200]})
                continue
            file = declaring[0]
            source = open(os.path.join(folder, file), errors="replace").read()
            started = time.time()
            status, answer = post(base, token, f"/api/apps/{app_id}/preview",
                                  {"file": file, "source": source, "page": "bench"})
            entry = {"app": name, "appShows": status == 200, "appReason": None if status == 200 else reason(answer),
                     "seconds": round(time.time() - started, 2), "previews": []}
            listed = answer.get("previews", [])
            for preview in listed[: options.per_app]:
                if preview.get("error"):
                    entry["previews"].append({"name": preview["name"], "shows": False,
                                              "reason": "left out: " + preview["error"]})
                    continue
                status, shown = post(base, token, f"/api/apps/{app_id}/preview",
                                     {"file": file, "source": source, "page": "bench", "show": preview["name"]})
                entry["previews"].append({"name": preview["name"], "shows": status == 200,
                                          "reason": None if status == 200 else reason(shown)})
            entry["declared"] = sum(len(re.findall(PREVIEW, open(os.path.join(folder, f), errors="replace").read()))
                                    for f in declaring)
            entry["listed"] = len(listed)
            results.append(entry)
            if not options.json:
                shown = sum(p["shows"] for p in entry["previews"])
                print(f"{name[:60]:60} app {'ok' if entry['appShows'] else 'NO'}  previews {shown}/{len(entry['previews'])}"
                      f"  {entry['appReason'] or ''}"[:200], flush=True)
    finally:
        server.terminate()
        server.wait()

    measured = [r for r in results if "previews" in r]
    compiling = [r for r in measured if r["appShows"]]
    previews = [p for r in compiling for p in r["previews"]]
    reasons = collections.Counter(p["reason"][:100] for p in previews if not p["shows"])
    summary = {
        "apps with previews": len(measured),
        "apps whose window shows in the preview": len(compiling),
        "previews of those apps tried": len(previews),
        "previews shown": sum(p["shows"] for p in previews),
        "previews declared (those apps)": sum(r["declared"] for r in compiling),
        "previews listed (those apps)": sum(r["listed"] for r in compiling),
        "reasons": reasons.most_common(15),
        "apps not showing": collections.Counter((r.get("appReason") or r.get("error", ""))[:100]
                                                for r in measured if not r.get("appShows")).most_common(10),
    }
    if options.json:
        json.dump({"summary": summary, "results": results}, sys.stdout, indent=1)
    else:
        print(json.dumps(summary, indent=1))
    if not options.work:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
