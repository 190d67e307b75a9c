#!/usr/bin/env bash
# Sets up a fresh machine and runs the main job: listbench's default million-row suite
# (release build). Extra arguments go to listbench, e.g. `Scripts/run.sh run --scenario fling`.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
swift build -c release --product listbench >&2
exec .build/release/listbench "$@"
