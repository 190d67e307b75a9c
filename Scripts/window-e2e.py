#!/usr/bin/env python3
"""Drives the window front end (listwin) in a real X server, as a person would.

Xvfb (an X server without a screen) is started on a free display; listwin opens its window there
with SDL's X11 driver and shows the built-in contacts. xdotool, as a person at the mouse and
keyboard: End and Home move the focus to the last row and back (the list scrolls there and back),
a click selects the row under the pointer, a wheel turn and a drag scroll the list on, the window
is resized, a sideways drag slides a row to its swipe actions, and q quits. On quitting listwin
writes its last frame (PNG) and what the engine says that frame shows (JSON). The script checks
the engine's answers — the clicked row is selected, the content has moved, the viewport has the
window's new size, a row shows its actions — and the pixels against them: the separators where
the engine's rows end, ink in every row's text boxes, the pinned header in its colour, Delete and
Flag in theirs under the slid row. The session's events, recorded (`--record`), are played back
in a fresh window (`--script`): every kind of event is in the script and the same row ends up
selected. Then a grid of 60 generated photos, scrolled by a scripted drag
while Dispatch workers decode the thumbnails: every tile the engine says shows its image has the
image there, every other one the placeholder. Nothing here waits on a clock: xdotool waits for
the window to map, and q comes last in the window's own queue, after every event before it.

Usage: Scripts/window-e2e.py [path/to/listwin]
"""
import json
import os
import struct
import subprocess
import sys
import tempfile
import zlib

BINARY = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/listwin")
WORK = tempfile.mkdtemp(prefix="listwin-e2e-")
SHOT = os.path.join(WORK, "last.png")
GEOMETRY = os.path.join(WORK, "last.json")
SCRIPT = os.path.join(WORK, "gesture.txt")
SEPARATOR = (0xC6, 0xC6, 0xC8)
HEADER = (0xF2, 0xF2, 0xF7)
DESTRUCTIVE = (0xFF, 0x3B, 0x30)
TINT = (0x00, 0x7A, 0xFF)
PLACEHOLDER = (0xE5, 0xE5, 0xEA)
failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def read_png(path):
    """An 8-bit RGB or RGBA PNG (not interlaced), as rows of (r, g, b) tuples."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "an 8-bit RGB(A) PNG"
            channels = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return rows


def start_xvfb():
    """Xvfb on a display it picks, reported through a pipe once it accepts connections."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                              pass_fds=(write_end,), stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read_end, 16)
        if not chunk:
            raise SystemExit("Xvfb did not start")
        number += chunk
    os.close(read_end)
    return server, ":" + number.decode().strip()


def xdotool(*args, env):
    return subprocess.run(["xdotool", *args], env=env, check=True, capture_output=True, text=True).stdout.strip()


def replay(env):
    """The session's events, recorded as a gesture script on quitting, played back in a fresh
    window: the same row ends up selected, and the report covers the script's frames."""
    lines = [l for l in open(SCRIPT).read().splitlines() if l.strip()]
    kinds = {l.split()[1] for l in lines}
    check({"press", "move", "release", "wheel", "key", "resize"} <= kinds, f"the recording holds every kind of event: {sorted(kinds)}")
    frame_json = os.path.join(WORK, "replay.json")
    report = subprocess.run([BINARY, "--rows", "100000", "--width", "420", "--height", "700", "--script", SCRIPT,
                             "--frames", "1", "--geometry", frame_json], env=env, check=True, capture_output=True, text=True)
    played = json.loads(report.stdout)
    check(played["scenario"] == "script" and played["frames"] == int(lines[-1].split()[0]) + 1,
          f"the script plays for its frames: {played['frames']}")
    original = json.load(open(GEOMETRY))
    check(json.load(open(frame_json))["selectedRows"] == original["selectedRows"],
          f"played back, the same row is selected: {original['selectedRows']}")


def photo_grid(env):
    """A grid of generated photos scrolled by a scripted drag, its thumbnails decoded on
    Dispatch workers: every tile the engine says shows its image has the image's pixels at its
    centre, every other tile the placeholder's."""
    photos = os.path.join(WORK, "photos")
    subprocess.run([BINARY, "--generate-photos", photos, "--count", "60"], env=env, check=True, capture_output=True)
    shot, frame_json = os.path.join(WORK, "photos.png"), os.path.join(WORK, "photos.json")
    report = subprocess.run([BINARY, "--photos", photos, "--scenario", "drag", "--speed", "1500", "--frames", "90",
                             "--screenshot", shot, "--geometry", frame_json], env=env, check=True, capture_output=True, text=True)
    summary = json.loads(report.stdout)["photos"]
    check(summary["decodesCompleted"] > 0, f"photo grid: thumbnails decoded ({summary['decodesCompleted']})")
    geometry = json.load(open(frame_json))
    pixels = read_png(shot)
    tiles = [r for r in geometry["rows"] if r.get("imageBox") and r["frame"]["y"] >= 0 and r["frame"]["y"] + r["frame"]["height"] <= len(pixels)]
    check(len(tiles) >= 6, f"photo grid: whole tiles on screen: {len(tiles)}")
    shown = 0
    for tile in tiles:
        box = tile["imageBox"]
        centre = pixels[box["y"] + box["height"] // 2][box["x"] + box["width"] // 2]
        if tile["showsImage"]:
            shown += 1
            check(centre != PLACEHOLDER, f"photo {tile['row']}: its thumbnail is drawn in its tile")
        else:
            check(centre == PLACEHOLDER, f"photo {tile['row']}: waiting, the placeholder is drawn")
    print(f"     {shown} of {len(tiles)} tiles showed their thumbnails")


def main():
    server, display = start_xvfb()
    env = dict(os.environ, DISPLAY=display)
    env.pop("SDL_VIDEODRIVER", None)
    app = subprocess.Popen([BINARY, "--rows", "100000", "--width", "420", "--height", "700",
                            "--screenshot", SHOT, "--geometry", GEOMETRY, "--record", SCRIPT], env=env)
    try:
        window = xdotool("search", "--sync", "--onlyvisible", "--name", "^listwin$", env=env).splitlines()[0]
        xdotool("windowmove", window, "0", "0", env=env)
        xdotool("mousemove", "--sync", "10", "10", env=env)
        xdotool("key", "--window", window, "End", "Home", env=env)
        # The second row of the first section: under the pinned header (28) and a row (65).
        xdotool("mousemove", "--sync", "150", str(28 + 65 + 30), env=env)
        xdotool("click", "1", env=env)
        xdotool("click", "--repeat", "3", "5", env=env)
        xdotool("mousemove", "--sync", "200", "600", "mousedown", "1", env=env)
        for y in range(580, 200, -40):
            xdotool("mousemove", "--sync", "200", str(y), env=env)
        xdotool("mouseup", "1", env=env)
        xdotool("windowsize", "--sync", window, "500", "640", env=env)
        # A sideways drag on the row under y 300 slides it to its swipe actions.
        xdotool("mousemove", "--sync", "440", "300", "mousedown", "1", env=env)
        for x in range(420, 260, -20):
            xdotool("mousemove", "--sync", str(x), "301", env=env)
        xdotool("mouseup", "1", env=env)
        xdotool("key", "--window", window, "q", env=env)
        code = app.wait(timeout=120)
        check(code == 0, f"listwin quits on q with status 0 (was {code})")
        replay(env)
        photo_grid(env)
    finally:
        if app.poll() is None:
            app.kill()
        server.terminate()
        server.wait()

    geometry = json.load(open(GEOMETRY))
    check(geometry["selectedRows"] == [[0, 1]], f"the clicked row is selected: {geometry['selectedRows']}")
    check(geometry["contentOffset"] > 300, f"the wheel and the drag scrolled the list: offset {geometry['contentOffset']:.0f}")
    viewport = geometry["viewport"]
    check((viewport["width"], viewport["height"]) == (480, 640), f"the viewport follows the resize: {viewport}")
    swiped = geometry.get("swipedRow")
    check(swiped is not None, f"the sideways drag opened a row's swipe actions: {swiped}")
    pixels = read_png(SHOT)
    boxes = geometry["swipeActionBoxes"]
    check(len(boxes) == 2, f"two actions, Delete and Flag: {boxes}")
    for box, colour, name in zip(boxes, (DESTRUCTIVE, TINT), ("Delete", "Flag")):
        check(pixels[box["y"] + 3][box["x"] + 3] == colour, f"{name} is drawn under the dragged row, in its colour")
    check(len(pixels) == 640 and len(pixels[0]) == 500, f"the screenshot is the window: {len(pixels[0])}×{len(pixels)}")
    header = next((h for h in geometry["headers"] if h["isPinned"]), None)
    check(header is not None, "a header is pinned at the top")
    if header:
        f = header["frame"]
        check(pixels[f["y"] + f["height"] // 2][f["x"] + f["width"] - 4] == HEADER, "the pinned header is drawn in its colour")
    rows = [r for r in geometry["rows"] if r["frame"]["y"] > 30 and r["frame"]["y"] + r["frame"]["height"] < 640]
    check(len(rows) >= 6, f"rows on screen: {len(rows)}")
    for row in rows:
        if [row["section"], row["row"]] == swiped:
            continue
        f = row["frame"]
        left = row["textBoxes"][0]["x"]
        y = f["y"] + f["height"] - 1
        line = [pixels[y][x] for x in range(left + 1, f["x"] + f["width"] - 1)]
        check(all(p == SEPARATOR for p in line), f"row {row['section']}.{row['row']}: its separator is where the engine ends it")
        for box in row["textBoxes"]:
            ink = sum(1 for yy in range(box["y"], box["y"] + box["height"]) for xx in range(box["x"], box["x"] + box["width"])
                      if max(pixels[yy][xx]) < 160)
            check(ink > 20, f"row {row['section']}.{row['row']}: ink in its text box at y {box['y']}")
    if failures:
        print(f"{len(failures)} failed; the files are in {WORK}")
        sys.exit(1)
    print("window end to end: all passed")


main()
