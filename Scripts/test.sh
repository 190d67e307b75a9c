#!/usr/bin/env bash
# Sets up a fresh machine and runs every test (Swift Testing and XCTest, one `swift test`).
# Pass extra `swift test` arguments through, e.g. `Scripts/test.sh --sanitize=thread`.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
swift test "$@"
