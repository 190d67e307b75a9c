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
    Scripts/terminal-e2e.py .build/debug/listterm
    swift build --product listwin
    Scripts/window-e2e.py .build/debug/listwin
fi
