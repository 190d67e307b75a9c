#!/usr/bin/env python3
"""Checks listbench's CSV for a grid or flow against an independent model of its collection
data sets (as ListEngine's Design and Contracts article states them): every frame's first and
last visible item (the first and last item whose frame intersects the viewport) must be what
the model computes at that frame's offset.

    check-collection-csv.py FILE.csv --layout grid|flow --rows N --sections S \
        --heights fixed|variable [--width 390] [--height 844]

The model lays every item out from the top by summation (no code shared with the engine).
Estimated heights are not modelled (positions depend on what was measured), and a flow is
exact only where it was laid out from the top: use scenarios that scroll continuously from
the top (drag, fling, sweep) for a flow.
"""
import argparse
import bisect
import csv
import sys

HEADER = 28.0
INSET_TOP = INSET_BOTTOM = 8.0
INSET_SIDE = 16.0
SPACING = 8.0
MIN_COLUMN = 100.0


def height(i, heights):
    return 120.0 if heights == "fixed" else 80.0 + ((i * 7919) % 5) * 20.0


def frames(layout, rows, sections, heights, width):
    """(top, bottom) of every item, in order, laid out from the top."""
    room = max(0.0, width - 2 * INSET_SIDE)
    columns = max(1, int((room + SPACING) // (MIN_COLUMN + SPACING)))
    out = []
    y = 0.0
    item = 0
    for s in range(sections):
        count = rows // sections + (1 if s < rows % sections else 0)
        y += HEADER + INSET_TOP
        lines = []  # each line: list of item numbers
        if layout == "grid":
            for k in range(0, count, columns):
                lines.append(list(range(item + k, item + min(count, k + columns))))
        else:
            used = None
            for i in range(item, item + count):
                w = min(60.0 + ((i * 7919) % 181), room)
                if used is None or used + SPACING + w > room:
                    lines.append([i])
                    used = w
                else:
                    lines[-1].append(i)
                    used += SPACING + w
        for n, line in enumerate(lines):
            if n > 0:
                y += SPACING
            tallest = 0.0
            for i in line:
                h = height(i, heights)
                out.append((y, y + h))
                tallest = max(tallest, h)
            y += tallest
        y += INSET_BOTTOM
        item += count
    return out


def visible(items, tops, y0, y1):
    """First and last item whose frame intersects [y0, y1), or None."""
    start = max(0, bisect.bisect_left(tops, y0 - 1000.0))
    first = last = None
    for i in range(start, len(items)):
        top, bottom = items[i]
        if top >= y1:
            break
        if bottom > y0 and top < y1:
            if first is None:
                first = i
            last = i
    return None if first is None else (first, last)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("csv")
    parser.add_argument("--layout", choices=["grid", "flow"], required=True)
    parser.add_argument("--rows", type=int, required=True)
    parser.add_argument("--sections", type=int, required=True)
    parser.add_argument("--heights", choices=["fixed", "variable"], required=True)
    parser.add_argument("--width", type=float, default=390.0)
    parser.add_argument("--height", type=float, default=844.0)
    args = parser.parse_args()
    items = frames(args.layout, args.rows, args.sections, args.heights, args.width)
    tops = [top for top, _ in items]
    checked = 0
    failures = []
    with open(args.csv) as f:
        for row in csv.DictReader(f):
            y0 = float(row["offsetPt"])
            first, last = int(row["firstVisibleRow"]), int(row["lastVisibleRow"])
            expected = visible(items, tops, y0, y0 + args.height)
            got = None if last < first else (first, last)
            if expected != got:
                failures.append(f"{row['scenario']} frame {row['frame']} at {y0}: engine {got}, model {expected}")
            checked += 1
    if failures:
        print(f"check-collection-csv: {len(failures)} of {checked} frames differ from the model", file=sys.stderr)
        for line in failures[:10]:
            print("  " + line, file=sys.stderr)
        sys.exit(1)
    print(f"check-collection-csv: {checked} frames of a {args.layout} agree with the model")


if __name__ == "__main__":
    main()
