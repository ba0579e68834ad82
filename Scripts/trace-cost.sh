#!/usr/bin/env bash
# What the trace costs a re-evaluated body, and what the engine costs without it.
#
# Usage: Scripts/trace-cost.sh [--scale | --check]
#
# Builds rerender-bench from the commit checked out (HEAD; uncommitted changes are not
# measured) in a temporary worktree, the repository untouched, four times: the engine
# as it is, then with three parts of the trace removed one after the other —
#   1. naming: a notification names no property (`Inbox.postObservation`);
#   2. leaf records: a changed leaf is updated and not recorded (`Reconciler.updateLeaf`);
#   3. evaluation records: a body's re-run is not recorded, only its first run
#      (`Reconciler.evaluateCustom`).
# Each build's broadcast body is counted with callgrind, as `.ci/check-instructions`
# counts it, against the bare withObservationTracking loop. With `--scale`, the build
# as it is and the one without the three are also timed at 10 000, 100 000 and
# 1 000 000 nodes (`rerender-bench --scale`: per row, as the build without records
# counts no body). Needs git, python3, swift and valgrind.
#
# The builds without them are measurements only: their updates record nothing a user
# could read. They still make each evaluation's reasons and cause context (handed to
# the body's tracking frame) and record first appearances: what they remove is a lower
# bound of what the trace costs. An edit that no longer applies (the engine changed
# there) stops the script with the text it looked for; `--check` applies the three
# edits and builds nothing (CI runs it, so that the script keeps up with the engine).
set -euo pipefail

usage() {
  echo "Error: $1" >&2
  echo "usage: Scripts/trace-cost.sh [--scale | --check]" >&2
  exit 64
}

scale=0
check=0
for argument in "$@"; do
  case "$argument" in
    --scale) scale=1 ;;
    --check) check=1 ;;
    *) usage "unknown argument $argument" ;;
  esac
done
if [ "$scale" = 1 ] && [ "$check" = 1 ]; then usage "--scale and --check exclude each other"; fi

needed="git python3"
if [ "$check" = 0 ]; then needed="$needed swift valgrind"; fi
for tool in $needed; do
  if ! command -v "$tool" > /dev/null; then
    echo "Error: trace-cost needs $tool" >&2
    exit 1
  fi
done

# The repository this script is in, wherever it is run from.
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel 2> /dev/null) || {
  echo "Error: $(dirname "$0") is not in a git checkout of the package" >&2
  exit 1
}
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
  echo "trace-cost: uncommitted changes are not measured: HEAD is" >&2
fi

work=$(mktemp -d)
tree="$work/tree"
cleanup() {
  git -C "$root" worktree remove --force "$tree" 2> /dev/null || true
  git -C "$root" worktree prune
  rm -rf "$work"
}
trap cleanup EXIT
git -C "$root" worktree add --detach -q "$tree" HEAD

# Replaces one exact text of a file of the worktree; fails when it is not there once.
edit() {
  python3 - "$tree" "$1" "$2" "$3" << 'EOF'
import os, sys
tree, path, old, new = sys.argv[1:5]
text = open(os.path.join(tree, path)).read()
if text.count(old) != 1:
    sys.exit("trace-cost: %s no longer holds this text once:\n%s" % (path, old))
open(os.path.join(tree, path), "w").write(text.replace(old, new))
EOF
}

# Builds the worktree as it is now, as stage $1 ($2 says what it is).
build() {
  if [ "$check" = 1 ]; then return; fi
  echo "building $2…" >&2
  (cd "$tree" && swift build -c release --product rerender-bench > "$work/build.log" 2>&1) || {
    tail -20 "$work/build.log" >&2
    exit 1
  }
  cp "$tree/.build/release/rerender-bench" "$work/bench-$1"
}

# Instructions per body of a profile workload, counted as CI counts them.
count() {
  python3 "$root/.ci/check-instructions" "$work/bench-$1" --count "$2"
}

labels=(
  "the engine as it is"
  "without naming"
  "also without leaf records"
  "also without evaluation records"
)
stages=(full naming leaves none)

build full "${labels[0]}"

edit Sources/ViewGraphCore/Graph/Inbox.swift \
  'named && onMain ? timeline.pendingName(forObserverOf: owner) : nil' 'nil'
build naming "${labels[1]}"

edit Sources/ViewGraphCore/Graph/Reconciler.swift \
  '    recorder.leaf(LeafUpdate(kind: .changed, place: node.place, oldContent: old, newContent: leaf))' \
  '    _ = old'
build leaves "${labels[2]}"

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
build none "${labels[3]}"

if [ "$check" = 1 ]; then
  echo "trace-cost: the three edits apply to HEAD"
  exit 0
fi

bare=$(count full bare)
echo
echo "| build | instructions per body | its part | ratio to bare |"
echo "|---|---:|---:|---:|"
previous=""
for index in 0 1 2 3; do
  instructions=$(count "${stages[$index]}" broadcast)
  part=""
  if [ -n "$previous" ]; then part=$((previous - instructions)); fi
  ratio=$(awk -v a="$instructions" -v b="$bare" 'BEGIN { printf "%.2f", a / b }')
  echo "| ${labels[$index]} | $instructions | $part | $ratio |"
  previous=$instructions
done
echo "| bare withObservationTracking | $bare | | 1.00 |"

if [ "$scale" = 1 ]; then
  echo
  echo "| build | nodes | engine per row | bare per row | ratio |"
  echo "|---|---:|---:|---:|---:|"
  for index in 0 3; do
    # The bench's rows: nodes, bodies, engine per body, bare per body, and the median
    # of the paired ratios scaled by rows / bodies. The build without records counts
    # no body (the bench then divides by one): per row, from the tree's size.
    env -u BENCH_ROWS -u BENCH_REPS "$work/bench-${stages[$index]}" --scale |
      awk -F'|' -v label="${labels[$index]}" '
        /^\| [0-9]/ {
          nodes = $2 + 0; bodies = $3 + 0; engine = $4 + 0; bare = $5 + 0; ratio = $6 + 0
          rows = int((nodes - 2) / 3)
          if (bodies == 0) { engine = engine / rows; ratio = ratio / rows }
          printf "| %s | %d | %.0f ns | %.0f ns | %.2f |\n", label, nodes, engine, bare, ratio
        }'
  done
fi
