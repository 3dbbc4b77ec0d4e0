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
