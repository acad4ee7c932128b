#!/usr/bin/env bash
# What the frozen build holds: no GTK, Wayland or SVG library (the spec leaves
# them out by name whatever the build machine has installed), the game's own
# data (sounds, rules, networks, catalogues, where importlib.resources finds them
# in the package), and no more than the size target.
#
# Usage: scripts/check_frozen_contents.sh [BUNDLE_DIR] [MAX_MIB]
#   BUNDLE_DIR  the one-folder application (default dist/nardy-desktop)
#   MAX_MIB     the size target in MiB, as `du -sh` counts them (default 140)
set -euo pipefail
bundle="${1:-dist/nardy-desktop}"
max_mib="${2:-140}"
[ -d "$bundle" ] || { echo "no frozen build at $bundle" >&2; exit 1; }

failed=0
unwanted="$(find "$bundle" -type f \( -name '*.so' -o -name '*.so.*' -o -name '*.dylib' \
    -o -name '*.dll' \) \( -name 'libgtk*' -o -name 'libgdk-*' -o -name 'libgdk_pixbuf*' \
    -o -iname '*wayland*' -o -iname '*svg*' \) -print | sort)"
if [ -n "$unwanted" ]; then
    echo "the frozen build holds libraries the game does not use (GTK, Wayland, SVG):" >&2
    echo "$unwanted" | sed "s|^$bundle/|  |" >&2
    failed=1
fi

for need in nardy_desktop/resources/sounds/dice.wav nardy_desktop/resources/rules/long_en.html \
    nardy_desktop/resources/ai/long.npz nardy_desktop/translations/nardy_fr.qm; do
    if [ ! -e "$bundle/_internal/$need" ] && [ ! -e "$bundle/$need" ]; then
        echo "the frozen build lacks $need" >&2
        failed=1
    fi
done

bytes="$(du -s --apparent-size --block-size=1 "$bundle" | cut -f1)"
limit=$((max_mib * 1024 * 1024))
mib="$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }')"
echo "frozen build: $bytes bytes ($mib MiB; the target is at most $max_mib MiB)"
if [ "$bytes" -gt "$limit" ]; then
    echo "the frozen build is larger than $max_mib MiB" >&2
    failed=1
fi
exit "$failed"
