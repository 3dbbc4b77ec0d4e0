#!/usr/bin/env python3
"""An app with two packages (`import Stats // @bench ~> 1.0`, `import Words // @bench ~> 1.0`,
local git repositories reached through SwiftPM's mirrors: no network) against the same app with
the packages' code pasted into it, in one run: warm runs interleaved, and the first build split
into resolve, the packages' build, and the app's compile and link.

Usage: python3 bench/packages.py [--binary PATH] [--runs N]
Prints each side's warm run, their ratio (packages / pasted; goal <= 1.05), whether a warm run
resolved anything (it must not), and the first build's parts.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import release  # bench/release.py

STATS = """public func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(max(values.count, 1)) }
public func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
"""
WORDS = """public func wordCount(_ text: String) -> Int { text.split(whereSeparator: { $0 == " " || $0 == "\\n" }).count }
public func shout(_ text: String) -> String { text.uppercased() + "!" }
"""
BODY = """let values = (1...2000).map { Double($0 % 97) }
print(shout("mean \\(mean(values)) median \\(median(values)) words \\(wordCount("one two three four"))"))
"""


def git(folder, *arguments):
    subprocess.run(["git", "-C", folder, "-c", "user.email=b@example.com", "-c", "user.name=Bench", *arguments],
                   check=True, capture_output=True)


def package(root, name, source):
    folder = os.path.join(root, "repos", name)
    os.makedirs(os.path.join(folder, "Sources", name))
    with open(os.path.join(folder, "Package.swift"), "w") as file:
        file.write(f'// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "{name}", '
                   f'products: [.library(name: "{name}", targets: ["{name}"])], targets: [.target(name: "{name}")])\n')
    with open(os.path.join(folder, "Sources", name, f"{name}.swift"), "w") as file:
        file.write(source)
    git(folder, "init", "-q", "-b", "main")
    git(folder, "add", "-A")
    git(folder, "commit", "-qm", "one")
    git(folder, "tag", "1.0.0")
    return folder


def timed(arguments, env):
    start = time.perf_counter()
    result = subprocess.run(arguments, env=env, capture_output=True)
    elapsed = (time.perf_counter() - start) * 1000
    assert result.returncode == 0, result.stderr.decode()
    return elapsed, result.stdout.decode()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary")
    parser.add_argument("--runs", type=int, default=40)
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    work = tempfile.mkdtemp(prefix="superswift-packages-bench-")
    try:
        env = release.sandbox_environment(work)
        mirrors = os.path.join(work, "config", "swiftpm", "configuration")
        os.makedirs(mirrors)
        entries = [{"original": f"https://github.com/bench/{name}.git", "mirror": package(work, name, source)}
                   for name, source in (("Stats", STATS), ("Words", WORDS))]
        with open(os.path.join(mirrors, "mirrors.json"), "w") as file:
            json.dump({"object": entries, "version": 1}, file)
        apps = os.path.join(work, "apps")
        os.makedirs(apps)
        with_packages = os.path.join(apps, "packages.swift")
        with open(with_packages, "w") as file:
            file.write("import Stats  // @bench ~> 1.0\nimport Words  // @bench ~> 1.0\n" + BODY)
        pasted = os.path.join(apps, "pasted.swift")
        with open(pasted, "w") as file:
            file.write(STATS + WORDS + BODY)
        subprocess.run([binary, "prepare"], env=env, check=True, capture_output=True)

        lock = json.loads(subprocess.run([binary, "lock", with_packages, "--json"], env=env, check=True,
                                         capture_output=True).stdout)
        first_packages, _ = timed([binary, "run", with_packages], env)
        first_pasted, _ = timed([binary, "run", pasted], env)
        # Let the background static links finish, then warm both.
        time.sleep(8)
        for script in (with_packages, pasted):
            for _ in range(3):
                timed([binary, "run", script], env)
        lock_before = os.stat(with_packages + ".resolved").st_mtime_ns
        work_folders = os.path.join(work, "cache", "superswift", "packages", "work")
        work_before = {name: os.stat(os.path.join(work_folders, name)).st_mtime_ns for name in os.listdir(work_folders)}
        times = {"packages": [], "pasted": []}
        outputs = set()
        for _ in range(args.runs):
            for name, script in (("packages", with_packages), ("pasted", pasted)):
                elapsed, output = timed([binary, "run", script], env)
                times[name].append(elapsed)
                outputs.add(output)
        assert len(outputs) == 1, outputs
        resolved_again = os.stat(with_packages + ".resolved").st_mtime_ns != lock_before or {
            name: os.stat(os.path.join(work_folders, name)).st_mtime_ns for name in os.listdir(work_folders)} != work_before
        median = {name: statistics.median(values) for name, values in times.items()}
        print(f"{args.runs} warm runs each, interleaved")
        print(f"  with two packages  median {median['packages']:.1f} ms")
        print(f"  code pasted in     median {median['pasted']:.1f} ms")
        print(f"  ratio {median['packages'] / median['pasted']:.3f} (goal <= 1.05); "
              f"a warm run resolved or built packages: {'yes' if resolved_again else 'no'}")
        print("first build")
        print(f"  resolve {lock['resolveSeconds'] * 1000:.0f} ms, the packages' build {lock['buildSeconds'] * 1000:.0f} ms")
        print(f"  the app's compile, link and first run: with packages {first_packages:.0f} ms, pasted {first_pasted:.0f} ms")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
