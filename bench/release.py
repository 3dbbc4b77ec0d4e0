"""The `superswift` the benchmarks measure: the one given, or a release build as the README
installs it (static executable)."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def superswift(given=None):
    """Returns the path of `given`, or builds the release binary and returns its path."""
    if given:
        return given
    subprocess.run(["swift", "build", "-c", "release", "-Xswiftc", "-static-executable",
                    "--product", "superswift"], cwd=ROOT, check=True)
    return os.path.join(ROOT, ".build", "release", "superswift")


def sandbox_environment(work):
    """The environment for a `superswift` whose library, caches and settings all live in `work`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SUPERSWIFT_") and not k.startswith("XDG_")}
    env.update(HOME=work, XDG_CACHE_HOME=os.path.join(work, "cache"), SUPERSWIFT_HOME=os.path.join(work, "lib"),
               XDG_CONFIG_HOME=os.path.join(work, "config"), XDG_DATA_HOME=os.path.join(work, "data"))
    return env


def measure(make_client, run_once, concurrency, runs):
    """Runs `run_once(client)` `runs` times over `concurrency` threads, each with its own
    `make_client()`; returns the median time of one (ms) and runs per second over the wall clock."""
    import statistics
    import threading
    import time

    times = []
    lock = threading.Lock()

    def worker():
        client = make_client()
        for _ in range(runs // concurrency):
            elapsed = run_once(client)
            with lock:
                times.append(elapsed)

    threads = [threading.Thread(target=worker) for _ in range(concurrency)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return statistics.median(times), len(times) / (time.perf_counter() - start)
