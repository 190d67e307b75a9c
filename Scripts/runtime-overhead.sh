#!/usr/bin/env bash
# Profiles one listbench scenario with `perf record` and prints the share of the samples spent
# in Swift runtime overheads that must not appear per row on the frame path: generic metadata
# lookups, dynamic exclusivity checks, weak-reference loads, retains and releases (and their
# slow paths), unowned loads (how the list reads its data source and delegate) and hashing. Shares are of the samples outside listbench's calibration workload,
# which the runner times between frames and which is not the frame path's. Usage: Scripts/runtime-overhead.sh [scenario] [listbench run options…]
# e.g. `Scripts/runtime-overhead.sh jump --prefetch off`. Needs `perf` (Debian: linux-perf).
set -euo pipefail
cd "$(dirname "$0")/.."
scenario=${1:-jump}
shift || true
command -v perf >/dev/null || { echo "runtime-overhead: perf is not installed (apt-get install linux-perf)" >&2; exit 1; }
# LISTBENCH names another binary (a build to try); without it the package's own is built.
listbench=${LISTBENCH:-.build/release/listbench}
if [ -z "${LISTBENCH:-}" ]; then
    Scripts/setup.sh
    swift build -c release --product listbench >&2
fi
data=$(mktemp)
trap 'rm -f "$data"' EXIT
perf record -q -F 4999 -o "$data" -- "$listbench" run --scenario "$scenario" "$@" \
    --output /dev/null >&2
perf report -i "$data" --no-children --sort symbol --stdio 2>/dev/null | python3 -c '
import re, sys
kinds = [
    ("generic metadata", r"swift_getGenericMetadata|getCache|MetadataCacheKey|swift_getWitnessTable|ConcurrentReadableHashMap|swift_getTypeByMangled"),
    ("exclusivity checks", r"swift_beginAccess|swift_endAccess|AccessSet"),
    ("weak loads", r"swift_weakLoadStrong|swift_weakAssign|swift_weakInit"),
    ("unowned loads", r"swift_unowned|swift_isDeallocating|listengine_is_deinitializing"),
    ("retain/release slow paths", r"swift_retain_n|swift_release_n|RefCounts.*(doDecrementSlow|incrementSlow)|swift_unknownObject|_swift_release_dealloc"),
    ("retain/release", r"^swift_(retain|release)(\s|$)"),
    ("hashing", r"Hasher|_RawDictionaryStorage|_NativeDictionary|_NativeSet|hashValue"),
    ("clock reads", r"clock_gettime|__vdso"),
]
shares = {name: 0.0 for name, _ in kinds}
calibration = 0.0
for line in sys.stdin:
    match = re.match(r"\s*([0-9.]+)%\s+\[[.k]\]\s+(.*)", line)
    if not match:
        continue
    share, symbol = float(match.group(1)), match.group(2).strip()
    if "CalibrationWorkload" in symbol:
        calibration += share
        continue
    for name, pattern in kinds:
        if re.search(pattern, symbol):
            shares[name] += share
            break
engine = max(1e-9, 100 - calibration)
shares = {name: 100 * share / engine for name, share in shares.items()}
total = sum(shares.values())
for name, _ in kinds:
    print(f"{name:28} {shares[name]:6.2f}%")
print("%-28s %6.2f%%" % ("all runtime overheads", total))
'
