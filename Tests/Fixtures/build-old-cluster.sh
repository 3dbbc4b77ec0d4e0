#!/usr/bin/env bash
# Builds superswift-cluster as it was at the commit before the cluster's tables gained columns in
# place (02aedbf: before an app's --max-concurrent, --rate and secrets reached the database), for
# the cluster test that runs that version's worker beside this one's on one queue. Prints the
# binary's path on standard output; the build's own output goes to standard error.
#
#   Tests/Fixtures/build-old-cluster.sh DIR
#   SUPERSWIFT_TEST_OLD_CLUSTER=$(Tests/Fixtures/build-old-cluster.sh /tmp/old) swift test --filter ClusterTests
#
# Exits 3, saying why, when the commit is not in this clone (a shallow clone has no history).
set -euo pipefail
old=02aedbfaa416d33cf9979b3e342747daa3b57c93
dir=${1:?usage: build-old-cluster.sh DIR}
cd "$(dirname "$0")/../.."
if ! git cat-file -e "$old^{commit}" 2>/dev/null; then
  echo "build-old-cluster: commit $old is not in this clone (a shallow clone?): the mixed-version test will be skipped" >&2
  exit 3
fi
mkdir -p "$dir/src"
git archive "$old" | tar -x -C "$dir/src"
(cd "$dir/src" && swift build --product superswift-cluster >&2)
echo "$dir/src/.build/debug/superswift-cluster"
