#!/usr/bin/env bash
# Sets up a fresh machine and runs every test: Swift Testing and XCTest in one `swift test`,
# then the terminal front end driven in a real pseudo-terminal (Scripts/terminal-e2e.py) and
# the window front end driven in a real X server (Scripts/window-e2e.py: Xvfb and xdotool).
# Extra arguments go to `swift test` alone, e.g. `Scripts/test.sh --sanitize=thread`.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
# The tests build without the package-benchmark suites (Package.swift: they run none of them).
export LISTENGINE_NO_BENCHMARKS=1
swift test "$@"
if [ $# -eq 0 ]; then
    swift build --product listterm
    swift build --product listwin
    # The end-to-end tests mostly wait on a terminal and a window: CI gives the cores a build to
    # do meanwhile (LISTENGINE_BUILD_BESIDE_E2E, a command), waited for at the end.
    if [ -n "${LISTENGINE_BUILD_BESIDE_E2E:-}" ]; then
        bash -c "$LISTENGINE_BUILD_BESIDE_E2E" > .build/beside-e2e.log 2>&1 &
        beside=$!
    fi
    Scripts/terminal-e2e.py .build/debug/listterm
    Scripts/window-e2e.py .build/debug/listwin
    if [ -n "${beside:-}" ] && ! wait "$beside"; then
        tail -50 .build/beside-e2e.log
        echo "test.sh: the build beside the end-to-end tests failed ($LISTENGINE_BUILD_BESIDE_E2E)" >&2
        exit 1
    fi
fi
