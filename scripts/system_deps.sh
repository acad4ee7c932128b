#!/usr/bin/env bash
# Installs the system libraries Qt needs on Debian/Ubuntu, only when some are
# missing (so it is quick and silent on a machine that has them).
set -eu
packages="libegl1 libgl1 libglib2.0-0 libfontconfig1 libdbus-1-3 libxkbcommon0
libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
libxcb-randr0 libxcb-render-util0 libxcb-image0 libxcb-xinerama0 libxcb-xkb1
fonts-dejavu-core"
command -v dpkg-query >/dev/null 2>&1 || exit 0
missing=""
for p in $packages; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0
echo "Installing system libraries:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2086
$sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
