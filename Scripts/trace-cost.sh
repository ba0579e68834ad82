#!/usr/bin/env bash
# What the trace costs a re-evaluated body, and what the engine costs without it.
#
# Usage: Scripts/trace-cost.sh [--scale | --check]
#
# Builds rerender-bench from HEAD in a temporary worktree (the repository is not
# touched) four times: the engine as it is, then with three parts of the trace
# removed one after the other —
#   1. naming: a notification names no property (`Inbox.postObservation`);
#   2. leaf records: a changed leaf is updated and not recorded (`Reconciler.updateLeaf`);
#   3. evaluation records: a body's re-run is not recorded, only its first run
#      (`Reconciler.evaluateCustom`).
# Each build's broadcast body is counted with callgrind, as `.ci/check-instructions`
# counts it, against the bare withObservationTracking loop. With `--scale`, the
# build as it is and the one with no trace are also timed at 10 000, 100 000 and
# 1 000 000 nodes (`rerender-bench --scale`, per row: the build without records
# counts no body).
#
# The builds without a trace are measurements only: their updates record nothing a
# user could read. An edit that no longer applies (the engine changed there) stops
# the script with the line it looked for; `--check` applies the three edits and
# builds nothing (CI runs it, so that the script keeps up with the engine).
set -euo pipefail

scale=0
check=0
for argument in "$@"; do
  case "$argument" in
    --scale) scale=1 ;;
    --check) check=1 ;;
    *)
      echo "Error: unknown argument $argument" >&2
      echo "usage: Scripts/trace-cost.sh [--scale | --check]" >&2
      exit 64
      ;;
  esac
done

root=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
tree="$work/tree"
git -C "$root" worktree add --detach -q "$tree" HEAD
cleanup() {
  git -C "$root" worktree remove --force "$tree" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# Replaces one exact text of a file of the worktree; fails when it is not there once.
edit() {
  python3 - "$tree/$1" "$2" "$3" <<'EOF'
import sys
path, old, new = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(path).read()
if text.count(old) != 1:
    sys.exit("trace-cost: %s no longer holds, once:\n%s" % (path, old))
open(path, "w").write(text.replace(old, new))
EOF
}

# Builds the worktree as it is now, as stage $1 ($2 says what it is).
build() {
  if [ "$check" = 1 ]; then return; fi
  echo "building $2…" >&2
  (cd "$tree" && swift build -c release --product rerender-bench >"$work/build.log" 2>&1) || {
    tail -20 "$work/build.log" >&2
    exit 1
  }
  cp "$tree/.build/release/rerender-bench" "$work/bench-$1"
}

# Instructions per body of a profile workload (25 000 bodies), inside `measured`.
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    '--toggle-collect=$s14rerender_bench8measured*' "$work/bench-$1" --profile "$2" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk '{ printf "%d", $1 / 25000 }'
}

build full "the engine as it is"

edit Sources/ViewGraphCore/Graph/Inbox.swift \
  'named && onMain ? timeline.pendingName(forObserverOf: owner) : nil' 'nil'
build naming "without naming"

edit Sources/ViewGraphCore/Graph/Reconciler.swift \
  '    recorder.leaf(LeafUpdate(kind: .changed, place: node.place, oldContent: old, newContent: leaf))' \
  '    _ = old'
build leaves "without leaf records"

edit Sources/ViewGraphCore/Graph/Reconciler.swift \
  '    let frame = recorder.beginEvaluation(
      of: node, info: info, reasons: consume reasons, details: consume context,
      ownReasonsOnly: !first && !selfChanged && environmentFields.isEmpty)
    reconcileSingleOutput(of: node, consume output)
    recorder.endEvaluation(frame)' \
  '    guard first else {
      _ = reasons
      _ = context
      reconcileSingleOutput(of: node, consume output)
      return
    }
    let frame = recorder.beginEvaluation(
      of: node, info: info, reasons: consume reasons, details: consume context,
      ownReasonsOnly: false)
    reconcileSingleOutput(of: node, consume output)
    recorder.endEvaluation(frame)'
build none "without evaluation records"
if [ "$check" = 1 ]; then
  echo "trace-cost: the three edits apply to HEAD"
  exit 0
fi

bare=$(count full bare)
echo
echo "| build | instructions per body | its part | ratio to bare |"
echo "|---|---:|---:|---:|"
previous=""
for stage in full naming leaves none; do
  case "$stage" in
    full) label="the engine as it is" ;;
    naming) label="without naming" ;;
    leaves) label="without naming, leaf records" ;;
    none) label="without naming, leaf and evaluation records" ;;
  esac
  instructions=$(count "$stage" broadcast)
  part=""
  if [ -n "$previous" ]; then part=$((previous - instructions)); fi
  ratio=$(awk -v a="$instructions" -v b="$bare" 'BEGIN { printf "%.2f", a / b }')
  echo "| $label | $instructions | $part | $ratio |"
  previous=$instructions
done
echo "| bare withObservationTracking | $bare | | 1.00 |"

if [ "$scale" = 1 ]; then
  echo
  echo "| build | nodes | engine per row | bare per row | ratio |"
  echo "|---|---:|---:|---:|---:|"
  for stage in full none; do
    # Each row of the table: nodes, bodies, engine per body, bare per body, ratio.
    # The build without records counts no body: per row, from the tree's size.
    "$work/bench-$stage" --scale | awk -F'|' -v stage="$stage" '
      /^\| [0-9]/ {
        nodes = $2 + 0; engine = $4 + 0; bare = $5 + 0; rows = int((nodes - 2) / 3)
        if ($3 + 0 == 0) engine = engine / rows
        printf "| %s | %d | %.0f ns | %.0f ns | %.2f |\n", stage, nodes, engine, bare, engine / bare
      }'
  done
fi
