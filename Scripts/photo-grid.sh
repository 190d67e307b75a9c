#!/usr/bin/env bash
# The photo grid's measurement: writes 1,000 test photos (once) and flings and drags through
# them in listwin at 4,000 pt/s for 600 frames, prefetching on and off, in an offscreen window
# (SDL_VIDEODRIVER=offscreen; set LISTWIN_X11=1 to run under xvfb-run instead). Prints one
# line a run: the blank-image fraction, the first screen's images, frames over the 60 Hz
# budget, the decoded cache's peak against its bound, peak memory. Frames are paced to 60 Hz,
# so a run lasts its 10 s. Usage: Scripts/photo-grid.sh [photo directory] [runs].
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
photos=${1:-/tmp/photos}
runs=${2:-1}
swift build -c release --product listwin >&2
listwin=.build/release/listwin
if [ ! -d "$photos" ] || [ "$(ls "$photos" | wc -l)" -lt 1000 ]; then
    "$listwin" --generate-photos "$photos" --count 1000 >&2
fi
reports=$(mktemp -d)
for run in $(seq 1 "$runs"); do
    for scenario in fling drag; do
        for prefetch in on off; do
            report="$reports/$scenario-$prefetch-$run.json"
            if [ -n "${LISTWIN_X11:-}" ]; then
                xvfb-run -a -s "-screen 0 1280x1024x24" "$listwin" --photos "$photos" --scenario "$scenario" --speed 4000 \
                    --frames 600 --prefetch "$prefetch" > "$report"
            else
                SDL_VIDEODRIVER=offscreen "$listwin" --photos "$photos" --scenario "$scenario" --speed 4000 \
                    --frames 600 --prefetch "$prefetch" > "$report"
            fi
        done
    done
done
python3 - "$reports" <<'PY'
import glob, json, os, sys
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
    report = json.load(open(path))
    photos = report["photos"]
    first = photos.get("firstScreenImagesMs")
    print(f"{os.path.basename(path)[:-5]:14} blank {photos['blankImageFraction'] * 100:5.2f} % "
          f"({photos['blankImageTiles']}/{photos['visibleImageTiles']} tiles), "
          f"first screen {'-' if first is None else f'{first:.0f} ms'}, "
          f"over 16.7 ms {report['framesOverBudget60Hz']}, frame p99 {report['frameUs']['p99'] / 1000:.1f} ms, "
          f"decoded cache {photos['decodedCachePeakBytes'] / 2**20:.1f}/{photos['decodedCacheBoundBytes'] / 2**20:.0f} MiB, "
          f"decodes {photos['decodesRequested']} asked {photos['decodesCompleted']} done "
          f"{photos['decodesCancelled'] + photos['decodesCancelledWhileRunning']} cancelled, "
          f"peak {report['peakMemoryBytes'] / 2**20:.0f} MiB, {report['videoDriver']}")
PY
rm -r "$reports"
