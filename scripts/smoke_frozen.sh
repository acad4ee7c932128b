#!/usr/bin/env bash
# Smoke test of the frozen build: it holds no GTK, Wayland or SVG library and
# keeps to its size target (scripts/check_frozen_contents.sh), --version and
# --help answer, then a short computer-vs-computer match plays to its end
# offscreen, with no network and no audio device, says once that it has no
# sound, and nothing is written outside the program's data folder.
set -euo pipefail
exe="${1:-dist/nardy-desktop/nardy-desktop}"
[ -x "$exe" ] || { echo "no frozen build at $exe" >&2; exit 1; }
exe="$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")"
bash "$(dirname "$0")/check_frozen_contents.sh" "$(dirname "$exe")" "${SMOKE_MAX_MIB:-140}"

sandbox="$(mktemp -d)"
trap 'rm -rf "$sandbox"' EXIT
mkdir -p "$sandbox/home" "$sandbox/run"
chmod 700 "$sandbox/run"
export HOME="$sandbox/home" XDG_CONFIG_HOME="$sandbox/home/.config"
export XDG_DATA_HOME="$sandbox/home/.local/share" XDG_CACHE_HOME="$sandbox/home/.cache"
export XDG_RUNTIME_DIR="$sandbox/run" TMPDIR="$sandbox/home/tmp"
export NARDY_DATA_DIR="$sandbox/data" QT_QPA_PLATFORM=offscreen
export NARDY_AUDIO_DEVICE="nardy-smoke-no-such-device"  # no sound, whatever this machine has
mkdir -p "$TMPDIR"
cd "$sandbox/home"

version="$("$exe" --version)"
echo "version: $version"
case "$version" in nardy-desktop\ [0-9]*) ;; *) echo "unexpected --version output" >&2; exit 1 ;; esac
"$exe" --help | grep -q -- "--demo" || { echo "--help does not list --demo" >&2; exit 1; }

# No network at all when the system can give us an empty network namespace.
run=("$exe" --demo --quit-at-end --speed off --variant "${SMOKE_VARIANT:-long}")
if unshare --net true 2>/dev/null; then
    run=(unshare --net "${run[@]}")
    echo "playing a demo match with no network"
fi
start=$(date +%s)
timeout 900 "${run[@]}" > "$sandbox/out.txt" 2>&1 || {
    code=$?
    cat "$sandbox/out.txt" >&2
    echo "the frozen demo exited with status $code" >&2
    exit 1
}
echo "demo match finished in $(( $(date +%s) - start )) s"
said="$(grep -c "no audio device" "$sandbox/out.txt" || true)"
if [ "$said" != 1 ]; then
    cat "$sandbox/out.txt" >&2
    echo "with no audio device the demo said so $said times, not once" >&2
    exit 1
fi

[ -s "$NARDY_DATA_DIR/demo/autosave.nardy" ] || [ -s "$NARDY_DATA_DIR/autosave.nardy" ] || {
    echo "no autosave written in the data folder" >&2; exit 1; }
stray="$(find "$sandbox" -mindepth 1 \( -path "$sandbox/data" -o -path "$sandbox/data/*" \
    -o -path "$sandbox/out.txt" \) -prune -o -type f -print)"
if [ -n "$stray" ]; then
    echo "files written outside the data folder:" >&2
    echo "$stray" >&2
    exit 1
fi
echo "frozen smoke test passed"
