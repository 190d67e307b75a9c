#!/usr/bin/env bash
# Installs what a fresh machine lacks to build ListEngine: Debian's libjemalloc-dev (the
# benchmark runner's allocator). Safe to run again; needs root (or sudo) only to install.
set -euo pipefail

if ! pkg-config --exists jemalloc 2>/dev/null; then
    echo "setup: installing libjemalloc-dev" >&2
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    $sudo_cmd apt-get install -y -qq libjemalloc-dev pkg-config >/dev/null
fi
command -v swift >/dev/null || { echo "setup: swift is not on PATH (Swift 6.1 or later is needed)" >&2; exit 1; }
