#!/usr/bin/env python3
"""The scheduler's overhead with 1,000 schedules, against `superswift serve` with none, in the
same run.

  idle     : CPU time `serve` spends per minute (its own, from /proc/PID/stat: the scheduler
             thread and the server) with 1,000 cron schedules that do not fire in the window,
             vs with no schedules at all
  lateness : 1,000 schedules `--every 60s`, their start times spread over the minute (about 17
             fires a second), each running a plain program: how late each run started after
             its due time (the record's startedAt minus its schedule's due), p50, p95 and max;
             and serve's own CPU per minute meanwhile

Usage: python3 bench/scheduler.py [--seconds N] [--schedules N] [--binary PATH]
Builds `superswift` in release mode unless --binary is given. Prints the numbers; exits 0
whatever they are (it measures, it does not judge).
"""
import argparse
import json
import os
import random
import string
import subprocess
import sys
import tempfile
import time
from datetime import datetime

import release  # bench/release.py

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime


def sandbox(binary):
    root = tempfile.mkdtemp(prefix="superswift-bench-scheduler-")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SUPERSWIFT_", "XDG_"))}
    env.update(HOME=os.path.join(root, "home"), SUPERSWIFT_HOME=os.path.join(root, "library"),
               XDG_CACHE_HOME=os.path.join(root, "cache"), SUPERSWIFT_STATIC_LINK="0")
    os.makedirs(env["HOME"])
    subprocess.run([binary, "new", "Tick", "--template", "blank"], env=env, capture_output=True)
    app = os.path.join(env["SUPERSWIFT_HOME"], "apps", "Tick")
    for name in os.listdir(app):
        if name.endswith(".swift"):
            with open(os.path.join(app, name), "w") as source:
                source.write('print("tick")\n')
    # The runtime and the first build, before measuring: serve would otherwise prepare the
    # runtime in the background while it is measured.
    subprocess.run([binary, "prepare"], env=env, capture_output=True, check=True)
    subprocess.run([binary, "run", "Tick"], env=env, capture_output=True, check=True)
    return env, app


def write_schedules(app, schedules):
    path = os.path.join(app, ".superswift-app.json")
    with open(path) as manifest:
        data = json.load(manifest)
    data["schedules"] = schedules
    with open(path, "w") as manifest:
        json.dump(data, manifest)


def schedule_id():
    return "sch_" + "".join(random.choice(string.ascii_lowercase + string.digits) for _ in range(12))


def serve(binary, env, seconds):
    """Runs serve for `seconds`; returns its CPU seconds over that window."""
    process = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0", "--max-runs", "32"], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    process.stdout.readline()  # serving
    time.sleep(2)  # settled: the runtime preparation is not the scheduler's
    start = cpu_seconds(process.pid)
    time.sleep(seconds)
    used = cpu_seconds(process.pid) - start
    process.terminate()
    process.wait(timeout=30)
    return used


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--schedules", type=int, default=1000)
    parser.add_argument("--binary")
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    env, app = sandbox(binary)
    per_minute = 60 / args.seconds

    idle_none = serve(binary, env, args.seconds) * per_minute
    now = time.time()
    far = [{"id": schedule_id(), "cron": "0 3 29 2 *", "overlap": "skip", "catchUp": "none", "created": now}
           for _ in range(args.schedules)]
    write_schedules(app, far)
    idle_many = serve(binary, env, args.seconds) * per_minute
    print(f"idle CPU per minute: no schedules {idle_none * 1000:.1f} ms, {args.schedules} schedules "
          f"{idle_many * 1000:.1f} ms (ratio {idle_many / max(idle_none, 1e-9):.2f})")

    start = time.time() + 5
    spread = [{"id": schedule_id(), "every": 60, "overlap": "skip", "catchUp": "none",
               "created": start + 60 * i / args.schedules} for i in range(args.schedules)]
    write_schedules(app, spread)
    busy = serve(binary, env, args.seconds + 5) * 60 / (args.seconds + 5)
    history = subprocess.run([binary, "history", "--json", "--limit", "100000"], env=env, capture_output=True,
                             text=True).stdout
    late = []
    for record in json.loads(history):
        schedule = record.get("schedule")
        if not schedule:
            continue
        started = datetime.fromisoformat(record["startedAt"].replace("Z", "+00:00")).timestamp()
        due = datetime.fromisoformat(schedule["due"].replace("Z", "+00:00")).timestamp()
        late.append(started - due)
    late.sort()
    if late:
        pick = lambda q: late[min(len(late) - 1, int(q * len(late)))] * 1000
        print(f"{len(late)} fires in {args.seconds + 5} s: lateness p50 {pick(0.5):.1f} ms, p95 {pick(0.95):.1f} ms, "
              f"max {late[-1] * 1000:.1f} ms; serve's CPU per minute {busy * 1000:.0f} ms")
    else:
        print("no fires recorded")


if __name__ == "__main__":
    sys.exit(main())
