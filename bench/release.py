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
