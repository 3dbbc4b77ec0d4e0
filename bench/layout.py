#!/usr/bin/env python3
"""The layout engine's cost on a big screen, and click-to-update with it, in one run.

  in-process (a Swift program run by superswift, the app's own build of the runtime):
    render   : ViewGraph.render() of a screen of 80 rows (565 nodes) - views, layout, JSON tree
    layout   : LayoutEngine.layout of the same tree alone (text measured by HarfBuzz, cached)
    change   : one state change: the event, the render and the layout of the whole screen again
    baseline : the same tree written as JSON text (what every render already pays to send it)
  in Chromium (as bench/ui_latency.py, on the big screen):
    click    : a click on a Stepper's + -> the page shows the new count, every node laid out again

Usage: python3 bench/layout.py [--runs N] [--clicks N] [--binary PATH]
Prints medians and same-run ratios; exits 0 whatever they are. Goal: click under 30 ms.
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

import release  # bench/release.py
import ui_latency  # bench/ui_latency.py: the click measurement and WebDriver calls

SCREEN = """
import SwiftUI
import SuperSwift

struct Row: View {
  let index: Int
  var body: some View {
    HStack {
      Image(systemName: "star.fill")
      VStack(alignment: .leading) {
        Text("Item \\(index)").font(.headline)
        Text("Detail for item number \\(index)").font(.subheadline)
      }
      Spacer()
      Text("\\(index * 3) pts")
    }.padding(.horizontal)
  }
}

struct Big: View {
  @State var count = 0
  var body: some View {
    ScrollView {
      VStack {
        Text("Count \\(count)")
        Stepper("Count", value: $count, in: 0...1_000_000)
        ForEach(0..<80) { Row(index: $0) }
      }
    }
  }
}
"""

APP = SCREEN + """
@main
struct BigApp: App {
  var body: some Scene { WindowGroup { Big() } }
}
"""

PROBE = SCREEN.replace("import SwiftUI", "@_spi(Host) import SwiftUI\n@_spi(Host) import SuperSwiftLayout\n@_spi(Host) import SuperSwift\nimport Foundation") + """
extension Node { var count: Int { 1 + children.reduce(0) { $0 + $1.count } } }

@MainActor func measure(_ runs: Int) {
  func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }
  let graph = ViewGraph(Big())
  graph.render()
  let engine = LayoutEngine()
  var render: [Double] = [], layout: [Double] = [], change: [Double] = [], baseline: [Double] = []
  for index in 0..<runs {
    render.append(time { graph.render() })
    let tree = graph.tree
    layout.append(time { _ = engine.layout(tree, width: 390, height: 844) })
    baseline.append(time { _ = tree.json.text })
    let stepper = tree.all.first { $0.kind == .stepper }!.id!
    change.append(time {
      graph.handle(InterfaceMessage.Event(version: graph.version, target: stepper, action: .increment))
      graph.render()
    })
    _ = index
  }
  let result: [String: Any] = ["nodes": graph.tree.count, "render": render, "layout": layout, "change": change, "baseline": baseline]
  print(String(data: try! JSONSerialization.data(withJSONObject: result), encoding: .utf8)!)
}
extension Node { var all: [Node] { [self] + children.flatMap(\\.all) } }
MainActor.assumeIsolated { measure(Int(CommandLine.arguments.last!) ?? 30) }
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--clicks", type=int, default=100)
    parser.add_argument("--binary")
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    work = tempfile.mkdtemp(prefix="superswift-layout-bench-")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERSWIFT_")}
    env.update(XDG_CACHE_HOME=os.path.join(work, "cache"), HOME=work, SUPERSWIFT_HOME=os.path.join(work, "lib"))
    try:
        probe = os.path.join(work, "probe.swift")
        with open(probe, "w") as file:
            file.write(PROBE)
        done = subprocess.run([binary, "run", probe, "--", str(args.runs)], env=env, capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"the probe failed: {done.stderr[-2000:]}")
        # The probe imports SuperSwift, so what it prints is its log: standard error.
        numbers = json.loads([line for line in done.stderr.splitlines() if line.startswith("{")][-1])
        med = {key: statistics.median(numbers[key]) for key in ("render", "layout", "change", "baseline")}
        print(f"screen: {numbers['nodes']} nodes; {args.runs} runs each, medians")
        print(f"render (views + layout + tree): {med['render']:.2f} ms")
        print(f"layout alone                  : {med['layout']:.2f} ms")
        print(f"one state change (all again)  : {med['change']:.2f} ms")
        print(f"baseline, the tree as JSON    : {med['baseline']:.2f} ms")
        print(f"ratio layout / JSON           : {med['layout'] / med['baseline']:.2f}")
        print(f"layout's share of a render    : {med['layout'] / med['render'] * 100:.0f} %")
        click_latency(binary, env, work, args.clicks)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def click_latency(binary, env, work, clicks):
    """Click-to-update on the big screen in headless Chromium, beside a fetch round trip."""
    for tool in ("/usr/bin/chromium", "/usr/bin/chromedriver"):
        if not os.path.exists(tool):
            print(f"(no {tool}: click latency not measured)")
            return
    app = os.path.join(work, "Big.swift")
    with open(app, "w") as file:
        file.write(APP)
    run = subprocess.Popen([binary, "run", app, "--no-open", "--quiet"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    driver, session, port = None, None, random.randint(20000, 40000)
    try:
        line = run.stderr.readline()
        match = re.match(r"Open (http://\S+)", line)
        if not match:
            sys.exit(f"no address from superswift: {line}{run.stderr.read()}")
        driver, session = ui_latency.chromium(port, 390, 844)
        ui_latency.webdriver(port, "POST", f"/session/{session}/url", {"url": match.group(1)})
        ui_latency.webdriver(port, "POST", f"/session/{session}/timeouts", {"script": 600000})
        ui_latency.webdriver(port, "POST", f"/session/{session}/execute/async", {"script": ui_latency.MEASURE, "args": [10]})
        result = ui_latency.webdriver(port, "POST", f"/session/{session}/execute/async",
                                      {"script": ui_latency.MEASURE, "args": [clicks]})["value"]
        click, fetch = statistics.median(result["click"]), statistics.median(result["fetch"])
        print(f"click -> updated page (big screen): median {click:.2f} ms, p90 {ui_latency.percentile(result['click'], 0.9):.2f} ms")
        print(f"fetch round trip                  : median {fetch:.2f} ms")
        print(f"goal: click median under 30 ms -> {'met' if click < 30 else 'NOT met'}")
    finally:
        if session and driver:
            try:
                ui_latency.webdriver(port, "DELETE", f"/session/{session}")
            except OSError:
                pass
        if driver:
            driver.kill()
        run.terminate()
        run.wait(timeout=30)


if __name__ == "__main__":
    main()
