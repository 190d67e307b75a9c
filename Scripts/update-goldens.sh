#!/usr/bin/env bash
# Draws the window front end's golden screenshots again (Tests/ListWindowTests/Goldens/), which
# the tests compare frames with and the README shows: run it when a change to the drawing is
# meant, and look at the new pictures before committing them.
set -euo pipefail
cd "$(dirname "$0")/.."
export LISTENGINE_NO_BENCHMARKS=1
LISTWINDOW_UPDATE_GOLDENS=1 swift test --filter 'Golden'
git status --short Tests/ListWindowTests/Goldens
