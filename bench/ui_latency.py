#!/usr/bin/env python3
"""Click-to-update latency of an interactive app, measured in a real headless Chromium.

  click  : a click on a Stepper's + button  ->  the page shows the new count
           (page -> host -> app -> render -> host -> HTML -> Server-Sent Event -> DOM patch)
  fetch  : baseline, one plain HTTP round trip from the same page to the same host
           (a `fetch` of the page's stylesheet), measured interleaved with the clicks

Usage: python3 bench/ui_latency.py [--clicks N] [--binary PATH]
Needs /usr/bin/chromium and /usr/bin/chromedriver. Builds `superswift` in release mode as a
static executable (as the README installs it) unless --binary is given.
Prints medians, the 90th percentile and the ratio; exits 0 whatever they are (it measures, it
does not judge). Goal: the click median under 30 ms.
"""
import argparse
import json
import os
import random
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

COUNTER = """
import SwiftUI
import SuperSwift

@main
struct Counter: App {
  var body: some Scene { WindowGroup { CounterView() } }
}

struct CounterView: View {
  @State private var count = 0
  var body: some View {
    Form {
      Stepper("Count: \\(count)", value: $count, in: 0...1_000_000)
      Text("Clicked \\(count) times")
      Button("Done") { RunContext.current.finish(with: .text("\\(count)")) }
    }
  }
}
"""

# Clicks `+` and waits for the text to change; times a plain fetch of the stylesheet; both
# interleaved, so noise hits both alike.
MEASURE = """
const [clicks, done] = [arguments[0], arguments[arguments.length - 1]];
const base = document.getElementById("app").dataset.base;
const text = () => document.querySelector("span.text").textContent;
const changed = (before) => new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (text() !== before) { observer.disconnect(); resolve(); }
  });
  observer.observe(document.getElementById("app"), { subtree: true, characterData: true, childList: true });
});
(async () => {
  const click = [], fetchTimes = [];
  for (let i = 0; i < clicks; i++) {
    const before = text();
    const waiting = changed(before);
    const start = performance.now();
    document.querySelector("button[data-action=increment]").click();
    await waiting;
    click.push(performance.now() - start);
    const fetchStart = performance.now();
    await (await fetch(base + "/app.css", { cache: "no-store" })).text();
    fetchTimes.push(performance.now() - fetchStart);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  done({ click, fetch: fetchTimes });
})();
"""


def webdriver(port, method, path, body=None):
    data = json.dumps(body if body is not None else {}).encode() if method == "POST" else None
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=300) as response:
        return json.loads(response.read())


def chromium(port, width=None, height=None):
    """Starts chromedriver on `port` and a headless Chromium session (its window `width` x
    `height` when given); returns the driver's process and the session's id."""
    driver = subprocess.Popen(["/usr/bin/chromedriver", f"--port={port}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            if webdriver(port, "GET", "/status")["value"]["ready"]:
                break
        except OSError:
            time.sleep(0.05)
    created = webdriver(port, "POST", "/session", {"capabilities": {"alwaysMatch": {
        "browserName": "chrome", "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"]}}}})
    session = created["value"]["sessionId"]
    if width and height:
        # The window itself: in headless mode a command-line size is only a minimum.
        webdriver(port, "POST", f"/session/{session}/window/rect", {"width": width, "height": height})
    return driver, session


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--binary")
    args = parser.parse_args()
    for tool in ("/usr/bin/chromium", "/usr/bin/chromedriver"):
        if not os.path.exists(tool):
            sys.exit(f"needs {tool}: apt-get install -y chromium chromium-driver")

    binary = release.superswift(args.binary)

    work = tempfile.mkdtemp(prefix="superswift-ui-bench-")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERSWIFT_")}
    env.update(XDG_CACHE_HOME=os.path.join(work, "cache"), HOME=work, SUPERSWIFT_HOME=os.path.join(work, "lib"))
    app = os.path.join(work, "Counter.swift")
    with open(app, "w") as file:
        file.write(COUNTER)
    run = subprocess.Popen([binary, "run", app, "--no-open", "--quiet"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    driver = None
    session = None
    try:
        line = run.stderr.readline()  # waits for the first compile
        match = re.match(r"Open (http://\S+)", line)
        if not match:
            sys.exit(f"no address from superswift: {line}{run.stderr.read()}")
        url = match.group(1)

        port = random.randint(20000, 40000)
        driver, session = chromium(port)
        webdriver(port, "POST", f"/session/{session}/url", {"url": url})
        webdriver(port, "POST", f"/session/{session}/timeouts", {"script": 600000})
        webdriver(port, "POST", f"/session/{session}/execute/async", {"script": MEASURE, "args": [10]})  # warm up
        result = webdriver(port, "POST", f"/session/{session}/execute/async",
                           {"script": MEASURE, "args": [args.clicks]})["value"]
        clicks, fetches = result["click"], result["fetch"]
        click_median, fetch_median = statistics.median(clicks), statistics.median(fetches)
        print(f"clicks measured: {len(clicks)} (after 10 to warm up)")
        print(f"click -> updated page: median {click_median:.2f} ms, p90 {percentile(clicks, 0.9):.2f} ms")
        print(f"fetch round trip     : median {fetch_median:.2f} ms, p90 {percentile(fetches, 0.9):.2f} ms")
        print(f"ratio click / fetch  : {click_median / fetch_median:.2f}")
        print(f"goal: click median under 30 ms -> {'met' if click_median < 30 else 'NOT met'}")
    finally:
        if session and driver:
            try:
                webdriver(port, "DELETE", f"/session/{session}")
            except OSError:
                pass
        if driver:
            driver.kill()
        run.terminate()
        run.wait(timeout=30)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
