#!/usr/bin/env bash
# Installs what a fresh machine lacks to build and test ListEngine: Debian's libjemalloc-dev
# (the benchmark runner's allocator), zlib1g-dev (listterm shows .gz files through zlib),
# libpcre2-dev (listterm's regular expressions), for the terminal front end's end-to-end test
# tmux (a real pseudo-terminal) and wamerican (the word list it opens), and unicode-data
# (Unicode's own files, which the character width table is checked against). Safe to run again;
# needs root (or sudo) only to install. The window front end (listwin) needs SDL2, SDL2_ttf,
# SDL2_image, TurboJPEG and Noto fonts (with CJK and colour emoji); its tests Xvfb and xdotool.
set -euo pipefail

missing=()
pkg-config --exists jemalloc 2>/dev/null || missing+=(libjemalloc-dev pkg-config)
pkg-config --exists zlib 2>/dev/null || missing+=(zlib1g-dev pkg-config)
pkg-config --exists libpcre2-8 2>/dev/null || missing+=(libpcre2-dev pkg-config)   # listterm's search
command -v tmux >/dev/null || missing+=(tmux)
[ -f /usr/share/dict/american-english ] || missing+=(wamerican)
[ -f /usr/share/unicode/EastAsianWidth.txt ] || missing+=(unicode-data)
# The window front end: SDL2 with SDL2_ttf and SDL2_image, TurboJPEG, Noto fonts, and for its
# tests an X server without a screen (Xvfb) and xdotool to drive the window.
pkg-config --exists sdl2 SDL2_ttf SDL2_image libturbojpeg 2>/dev/null ||
    missing+=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libturbojpeg0-dev)
[ -f /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf ] || missing+=(fonts-noto-core)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
command -v Xvfb >/dev/null || missing+=(xvfb xauth)
command -v xdotool >/dev/null || missing+=(xdotool)
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}" >&2
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "setup: swift is not on PATH (Swift 6.1 or later is needed)" >&2; exit 1; }
