#!/usr/bin/env bash
# Writes the library fixture `library-format-1/` with the superswift given as $1: an app with two
# versions, a run in its history, a schedule, a policy, a webhook, a secret, a device token and
# settings. Kept as it was written, so every later superswift is tested reading it
# (LibraryFormatTests). Made once, by the build of the commit before the library had a format
# stamp; run again only to make a fixture of a new format, in a folder of its own.
set -euo pipefail
binary=$(realpath "$1")
out=${2:-"$(dirname "$0")/library-format-1"}
rm -rf "$out"
mkdir -p "$out"
out=$(realpath "$out")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SUPERSWIFT_HOME="$out/library" XDG_CONFIG_HOME="$out/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data"
cat > "$work/Greeter.swift" <<'SWIFT'
import SuperSwift
let name = RunContext.current.input.text ?? "world"
RunContext.current.finish(with: .text("Hello, \(name)!"))
SWIFT
"$binary" new Greeter --from "$work/Greeter.swift" > /dev/null
"$binary" run Greeter --input Ada > /dev/null
sed -i 's/Hello/Hi/' "$out/library/apps/Greeter/Greeter.swift"
"$binary" run Greeter --input Grace > /dev/null
"$binary" schedule add Greeter --every 1h --input Morning > /dev/null
"$binary" policy Greeter --max-concurrent 2 --retries 1 > /dev/null
"$binary" webhook add Greeter > /dev/null
printf 'sk-fixture' | "$binary" secret set Greeter API_KEY > /dev/null
"$binary" token add phone > /dev/null
# Kept for ever: the fixture's runs must outlive the default 30 days of history.
printf '{"history": {"maxRuns": 500, "maxAgeDays": 1000000}}\n' > "$out/config/superswift/settings.json"
# Transient: the lock files are made again on use, and the server's signals are not state.
find "$out" \( -name lock -o -name '*.lock' -o -name signals -o -name '.pruned' \) -prune -exec rm -rf {} +
