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
    env = release.sandbox_environment(root)
    env["SUPERSWIFT_STATIC_LINK"] = "0"
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


def lateness(binary, env, app, schedules, seconds):
    """Runs serve over `schedules` for `seconds`; returns the sorted lateness of each fire (s),
    and serve's CPU per minute (s)."""
    write_schedules(app, schedules)
    before = {record["id"] for record in history(binary, env)}
    busy = serve(binary, env, seconds) * 60 / seconds
    late = []
    for record in history(binary, env):
        schedule = record.get("schedule")
        if not schedule or record["id"] in before:
            continue
        started = datetime.fromisoformat(record["startedAt"].replace("Z", "+00:00")).timestamp()
        due = datetime.fromisoformat(schedule["due"].replace("Z", "+00:00")).timestamp()
        late.append(started - due)
    return sorted(late), busy


def history(binary, env):
    text = subprocess.run([binary, "history", "--json", "--limit", "100000"], env=env, capture_output=True,
                          text=True).stdout
    return json.loads(text or "[]")


def describe(late, busy):
    if not late:
        return "no fires recorded"
    pick = lambda q: late[min(len(late) - 1, int(q * len(late)))] * 1000
    return (f"{len(late)} fires: lateness p50 {pick(0.5):.1f} ms, p95 {pick(0.95):.1f} ms, max {late[-1] * 1000:.1f} ms; "
            f"serve's CPU per minute {busy * 1000:.0f} ms")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--schedules", type=int, default=1000)
    parser.add_argument("--binary")
    args = parser.parse_args()
    binary = release.superswift(args.binary)
    env, app = sandbox(binary)
    per_minute = 60 / args.seconds
    tick = 1000 / TICKS * per_minute

    # Idle: nothing fires in the window.
    idle_none = serve(binary, env, args.seconds) * per_minute
    far = lambda count: [{"id": schedule_id(), "cron": "0 3 29 2 *", "overlap": "skip", "catchUp": "none",
                          "created": time.time()} for _ in range(count)]
    write_schedules(app, far(args.schedules))
    idle_many = serve(binary, env, args.seconds) * per_minute
    print(f"idle CPU per minute (resolution {tick:.0f} ms): no schedules {idle_none * 1000:.0f} ms, "
          f"{args.schedules} schedules {idle_many * 1000:.0f} ms")

    # Lateness: 10 schedules firing every second, alone and among 990 idle others (same run).
    start = time.time() + 3
    busy = [{"id": schedule_id(), "every": 1, "overlap": "allow", "catchUp": "none",
             "created": start + i / 10} for i in range(10)]
    alone = lateness(binary, env, app, busy, args.seconds)
    among = lateness(binary, env, app, busy + far(args.schedules - 10), args.seconds)
    print(f"10 every 1s, alone: {describe(*alone)}")
    print(f"10 every 1s among {args.schedules - 10} others: {describe(*among)}")
    if alone[0] and among[0]:
        median = lambda late: late[len(late) // 2]
        print(f"ratio (among / alone): lateness p50 {median(among[0]) / median(alone[0]):.2f}, "
              f"CPU {among[1] / max(alone[1], 1e-9):.2f}")

    # Load: 1,000 schedules every 60 s, spread over the minute (about 17 runs a second).
    start = time.time() + 5
    spread = [{"id": schedule_id(), "every": 60, "overlap": "skip", "catchUp": "none",
               "created": start + 60 * i / args.schedules} for i in range(args.schedules)]
    print(f"{args.schedules} every 60s, spread: {describe(*lateness(binary, env, app, spread, args.seconds + 5))}")


if __name__ == "__main__":
    sys.exit(main())
