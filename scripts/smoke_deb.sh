#!/usr/bin/env bash
# Smoke test of the Debian package (as root, on a Debian or Ubuntu machine):
# dpkg -i installs it, the installed command plays a short computer-vs-computer
# backgammon match offscreen, then dpkg -r removes it and leaves none of its
# files behind.
#
# Usage: scripts/smoke_deb.sh dist/nardy-desktop_VERSION_ARCH.deb
set -euo pipefail
deb="${1:?usage: scripts/smoke_deb.sh PACKAGE.deb}"
[ -f "$deb" ] || { echo "no package at $deb" >&2; exit 1; }
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
name=nardy-desktop
if dpkg-query -W -f='${Status}' "$name" 2>/dev/null | grep -q "install ok installed"; then
    echo "$name is installed already: remove it first (dpkg -r $name)" >&2
    exit 1
fi

sandbox="$(mktemp -d)"
cleanup() {
    $sudo dpkg -r "$name" >/dev/null 2>&1 || true
    rm -rf "$sandbox"
}
trap cleanup EXIT

$sudo dpkg -i "$deb"
files="$(dpkg -L "$name")"
for path in "/opt/$name/$name" "/usr/bin/$name" "/usr/share/applications/$name.desktop" \
    "/usr/share/icons/hicolor/256x256/apps/$name.png" \
    "/usr/share/icons/hicolor/scalable/apps/$name.svg"; do
    [ -e "$path" ] || { echo "the package did not install $path" >&2; exit 1; }
done
[ "$(command -v "$name")" = "/usr/bin/$name" ] || { echo "$name is not on PATH" >&2; exit 1; }

mkdir -p "$sandbox/home" "$sandbox/run"
chmod 700 "$sandbox/run"
(
    export HOME="$sandbox/home" XDG_CONFIG_HOME="$sandbox/home/.config"
    export XDG_DATA_HOME="$sandbox/home/.local/share" XDG_RUNTIME_DIR="$sandbox/run"
    export QT_QPA_PLATFORM=offscreen NARDY_AUDIO_DEVICE="nardy-smoke-no-such-device"
    cd "$sandbox/home"
    "$name" --version
    start=$(date +%s)
    timeout 300 "$name" --demo --variant backgammon --quit-at-end --speed off --think-ms 0 \
        > "$sandbox/out.txt" 2>&1 || {
        code=$?
        cat "$sandbox/out.txt" >&2
        echo "the installed demo exited with status $code" >&2
        exit 1
    }
    echo "installed demo match finished in $(( $(date +%s) - start )) s"
)

$sudo dpkg -r "$name"
left=""
while IFS= read -r path; do
    # Its files, not the folders it shares with other packages (/usr/bin...).
    if [ -L "$path" ] || { [ -e "$path" ] && [ ! -d "$path" ]; }; then
        left="$left $path"
    fi
done <<< "$files"
if [ -n "$left" ] || [ -e "/opt/$name" ]; then
    echo "dpkg -r left files of the package behind:$left" >&2
    exit 1
fi
echo "package smoke test passed: installed, played, removed"
