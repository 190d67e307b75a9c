#!/usr/bin/env bash
# listbench smoke test: every scenario for a few frames, the JSON report parsed and every
# field the listbench/1 schema promises checked. Used by .ci/run; quick enough to run by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
swift build -c release --product listbench >&2
report=$(mktemp)
args=()
for scenario in fling drag jump scrub sweep resize-above live-insert batch-updates animated-updates; do args+=(--scenario "$scenario"); done
.build/release/listbench run --rows 20000 --frames 60 --format json --output "$report" "${args[@]}"
python3 - "$report" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
assert report["schema"] == "listbench/1", report.get("schema")
for key in ("config", "environment", "scenarios", "calibration"):
    assert key in report, f"missing {key}"
calibration = report["calibration"]
for key in ("workload", "version", "samples", "medianNs", "p10Ns", "p90Ns", "spreadPercent", "checksum"):
    assert key in calibration, f"missing calibration.{key}"
assert calibration["medianNs"] > 0, calibration
required = {
    "": ["name", "rows", "fps", "budgetMs", "frames", "framesOverBudget", "hitchTimeRatioMsPerS", "anchorDriftMaxPt", "calibrationNs"],
    "frameWorkUs": ["p50", "p90", "p99", "max", "mean"],
    "frameWorkUnits": ["p50", "p90", "p99", "max", "mean"],
    "allocations": ["perFrameMean", "perFrameMax", "bytesPerFrameMean"],
    "memory": ["engineBytes", "bytesPerRow"],
    "cells": ["created", "reused"],
    "prefetch": ["requested", "completed", "cancelled", "wasted", "blankAreaMean", "blankAreaMax", "blankFrames"],
}
names = [s["name"] for s in report["scenarios"]]
expected = ["fling", "drag", "jump", "scrub", "sweep", "resize-above", "live-insert", "batch-updates", "animated-updates"]
assert names == expected, names
for scenario in report["scenarios"]:
    for group, keys in required.items():
        fields = scenario[group] if group else scenario
        for key in keys:
            assert key in fields, f"{scenario['name']}: missing {group + '.' if group else ''}{key}"
    assert scenario["frames"] == 60, scenario["frames"]
    assert scenario["frameWorkUs"]["p50"] > 0
    if scenario["name"] in ("live-insert", "batch-updates", "animated-updates"):
        updates = scenario["updates"]
        assert updates["frames"] > 0 and updates["frameWorkUs"]["max"] > 0, updates
        assert scenario["anchorDriftMaxPt"] < 1e-6, scenario["anchorDriftMaxPt"]
    if scenario["name"] == "animated-updates":
        # 60 frames: one batch, at frame 44, animating to the end of the run.
        animations = scenario["animations"]
        for key in ("started", "interrupted", "cellsInFlightMax", "steadyFrames", "steadyFrameAllocationsMax"):
            assert key in animations, f"missing animations.{key}"
        assert animations["started"] == 1 and animations["interrupted"] == 0, animations
        assert scenario["presentationJumpMaxPt"] == 0, scenario["presentationJumpMaxPt"]
print(f"smoke: {len(names)} scenarios, every required field present")
PY

# Animated updates on a table, the engine alone: batches on schedule, no presentation jump, and
# the frames an animation runs through allocate nothing once the pools have grown (the first
# animation constructs the cells that leaving rows hold out of the pool).
report=$(mktemp)
.build/release/listbench run --loader none --rows 20000 --frames 240 --scenario animated-updates --format json --output "$report"
python3 - "$report" <<'PY'
import json, sys
scenario = json.load(open(sys.argv[1]))["scenarios"][0]
animations = scenario["animations"]
assert (animations["started"], animations["interrupted"]) == (6, 2), animations
assert scenario["presentationJumpMaxPt"] == 0 and scenario["anchorDriftMaxPt"] < 1e-6, scenario
assert animations["steadyFrameAllocationsMaxAfterWarmUp"] == 0, animations
print(f"smoke: animated-updates on a table, {animations['started']} batches, no jump, steady frames allocate nothing")
PY

# Collections: every scenario on a grid and a flow (no loader: a grid's steady frames allocate nothing),
# anchor drift 0 at rotations and updates, animated batches on schedule and no presentation
# jump; then visible items against an independent model.
for layout in grid flow; do
    report=$(mktemp)
    args=()
    for scenario in fling drag jump scrub sweep resize-above live-insert batch-updates rotate animated-updates; do args+=(--scenario "$scenario"); done
    .build/release/listbench run --layout "$layout" --loader none --rows 20000 --frames 240 --format json --output "$report" "${args[@]}"
    python3 - "$report" "$layout" <<'PY'
import json, sys
report, layout = json.load(open(sys.argv[1])), sys.argv[2]
for scenario in report["scenarios"]:
    assert scenario["frames"] == 240, scenario["name"]
    # A flow allocates when it lays out lines it never had (here, all the time): Benchmarks/
    # gates its steady frames over laid-out lines instead (Collection.flow.*.steadyScroll).
    if layout == "grid" and scenario["name"] in ("fling", "drag"):
        assert scenario["allocations"]["steadyPerFrameMean"] == 0, (layout, scenario["name"], scenario["allocations"])
    if scenario["name"] in ("rotate", "live-insert", "batch-updates", "resize-above", "animated-updates"):
        assert scenario["anchorDriftMaxPt"] < 1e-6, (layout, scenario["name"], scenario["anchorDriftMaxPt"])
    if scenario["name"] == "animated-updates":
        # Batches at frames 44, 89, 109, 154, 199, 219: the third and sixth interrupt; nothing jumps.
        animations = scenario["animations"]
        assert (animations["started"], animations["interrupted"]) == (6, 2), (layout, animations)
        assert scenario["presentationJumpMaxPt"] == 0, (layout, scenario["presentationJumpMaxPt"])
        if layout == "grid":
            assert animations["steadyFrameAllocationsMaxAfterWarmUp"] == 0, (layout, animations)
print(f"smoke: {layout}, {len(report['scenarios'])} scenarios, drift 0, no presentation jump"
      + (", steady frames allocate nothing" if layout == "grid" else ""))
PY
    csv=$(mktemp)
    for heights in fixed variable; do
        .build/release/listbench run --layout "$layout" --heights "$heights" --loader none --rows 20000 --frames 300 \
            --scenario drag --scenario fling --scenario sweep --format csv --output "$csv"
        python3 Scripts/check-collection-csv.py "$csv" --layout "$layout" --rows 20000 --sections 26 --heights "$heights"
    done
done

# A sheet: the default suite and pan (the engine alone), the sheet's fields present, no drift
# either way, with per-column and with learnt widths, and a steady pan over per-column widths
# allocating nothing (a pass that widens a learnt column still allocates).
for heights in variable estimated; do
    report=$(mktemp)
    .build/release/listbench run --layout sheet --heights "$heights" --loader none --rows 20000 --frames 240 --format json --output "$report"
    python3 - "$report" "$heights" <<'PY'
import json, sys
report, heights = json.load(open(sys.argv[1])), sys.argv[2]
names = [s["name"] for s in report["scenarios"]]
assert names == ["fling", "drag", "jump", "scrub", "sweep", "live-insert", "pan"], names
assert report["config"]["sections"] == 1 and report["config"]["frozenColumns"] == 1, report["config"]
for scenario in report["scenarios"]:
    assert scenario["cellsVisibleMax"] > 0 and "bytesPerColumn" in scenario["memory"], scenario["name"]
    assert scenario["anchorDriftXMaxPt"] == 0, (scenario["name"], scenario["anchorDriftXMaxPt"])
pan = report["scenarios"][-1]
assert pan["anchorDriftMaxPt"] < 1e-6, pan["anchorDriftMaxPt"]
if heights == "variable":
    assert pan["allocations"]["steadyPerFrameMean"] == 0, pan["allocations"]
print(f"smoke: sheet, {heights} heights, {len(names)} scenarios, no drift"
      + (", a steady pan allocates nothing" if heights == "variable" else ""))
PY
done
