#!/usr/bin/env bash
# The frame-time gate: listbench's frame work in calibration units (frame work ÷ the time of a
# fixed calibration workload timed beside each scenario in the same run) against a baseline
# committed in Thresholds/listbench/, failing on a calibrated regression above the threshold.
#
#   Scripts/time-gate.sh            check against the committed baselines (exit 1 on a regression)
#   Scripts/time-gate.sh record     run the same set and write the baselines (commit them)
#
# The set: jump and drag at 240,000 pt/s over 1M rows, and a grid's jump over 1M items, all with
# no content loader (the engine alone), 1,200 frames a scenario. Each set runs REPEATS times (each
# a fresh process) and every figure is the median over the runs: a run whose calibration a burst
# of load caught and its frames did not (or the other way round) is outvoted.
# LISTBENCH names another binary (a build to try); TIME_GATE_MAX_REGRESSION the threshold, %.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-check}
case "$mode" in check|record) ;; *) echo "usage: Scripts/time-gate.sh [check|record]" >&2; exit 2 ;; esac
max_regression=${TIME_GATE_MAX_REGRESSION:-8}
repeats=${TIME_GATE_REPEATS:-11}
baselines=Thresholds/listbench
listbench=${LISTBENCH:-.build/release/listbench}
if [ -z "${LISTBENCH:-}" ]; then
    Scripts/setup.sh
    swift build -c release --product listbench >&2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
common=(--rows 1000000 --loader none --speed 240000 --frames 1200 --format json)
declare -A sets=(
    [table]="--scenario jump --scenario drag"
    [grid]="--layout grid --scenario jump"
)

status=0
for set in table grid; do
    for run in $(seq 1 "$repeats"); do
        # shellcheck disable=SC2086 # the set's flags are words
        "$listbench" run "${common[@]}" ${sets[$set]} --output "$work/$set.$run.json" 2>/dev/null
    done
    python3 Scripts/median-report.py "$work/$set".*.json > "$work/$set.json"
    if [ "$mode" = record ]; then
        mkdir -p "$baselines"
        cp "$work/$set.json" "$baselines/time-gate-$set.json"
        echo "time gate: recorded $baselines/time-gate-$set.json"
    else
        echo "time gate: $set (median of $repeats runs) against $baselines/time-gate-$set.json, at most +$max_regression%"
        "$listbench" compare "$baselines/time-gate-$set.json" "$work/$set.json" --max-regression "$max_regression" || status=1
    fi
done
exit $status
