#!/usr/bin/env python3
"""Merges listbench/1 JSON reports of the same set, run several times, into one report whose
every figure is the median over the runs: frame work (µs and calibration units, percentile by
percentile), calibration times, hitch ratio, frames over budget. Counts repeat exactly run to run
(the data sets are deterministic), so they are taken from the first report. Used by
Scripts/time-gate.sh; writes the merged report to standard output."""
import json
import statistics
import sys

reports = [json.load(open(path)) for path in sys.argv[1:]]
if not reports:
    sys.exit("median-report: no reports given")
merged = reports[0]


def median_of(values):
    return statistics.median_low(values) if all(isinstance(v, int) for v in values) else statistics.median(values)


def merge_numbers(target, others, keys):
    for key in keys:
        if key in target and target[key] is not None:
            target[key] = median_of([other[key] for other in others])


calibrations = [report["calibration"] for report in reports if "calibration" in report]
if len(calibrations) == len(reports):
    merge_numbers(merged["calibration"], calibrations, ["medianNs", "p10Ns", "p90Ns", "spreadPercent"])
    merged["calibration"]["samples"] = sum(c["samples"] for c in calibrations)
for index, scenario in enumerate(merged["scenarios"]):
    runs = [report["scenarios"][index] for report in reports]
    assert all(run["name"] == scenario["name"] for run in runs), "the reports ran different scenarios"
    for group in ("frameWorkUs", "frameWorkUnits"):
        if all(group in run for run in runs):
            merge_numbers(scenario[group], [run[group] for run in runs], list(scenario[group]))
    merge_numbers(scenario, runs, ["calibrationNs", "hitchTimeRatioMsPerS", "framesOverBudget", "engineNsPerRow"])
merged["mergedRuns"] = len(reports)
json.dump(merged, sys.stdout, indent=2, sort_keys=True)
print()
