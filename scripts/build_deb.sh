#!/usr/bin/env bash
# A Debian package of the frozen build (make deb):
#
#   scripts/build_deb.sh [BUNDLE_DIR] [OUTPUT_DIR]
#
#   BUNDLE_DIR  the one-folder application (default dist/nardy-desktop)
#   OUTPUT_DIR  where nardy-desktop_VERSION_ARCH.deb is written (default dist)
#
# The package installs the application under /opt/nardy-desktop, the command
# /usr/bin/nardy-desktop (a link to it), the menu entry in
# /usr/share/applications and the icons in /usr/share/icons/hicolor; the menus
# and icon caches are refreshed by the triggers of the packages that own them.
# `dpkg -r nardy-desktop` removes every file again (the player's own data and
# settings, in the home folder, stay). The version is the build's own
# (`nardy-desktop --version`, from pyproject.toml); the dependencies are the
# packages of the system libraries the build links to and leaves out.
set -euo pipefail
bundle="${1:-dist/nardy-desktop}"
out="${2:-dist}"
root="$(cd "$(dirname "$0")/.." && pwd)"
name=nardy-desktop
exe="$bundle/$name"
[ -x "$exe" ] || { echo "no frozen build at $exe (make installer builds it)" >&2; exit 1; }
command -v dpkg-deb >/dev/null || { echo "dpkg-deb is needed to build a .deb" >&2; exit 1; }
bundle="$(cd "$bundle" && pwd)"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

reported="$(QT_QPA_PLATFORM=offscreen "$bundle/$name" --version)"
version="${reported#"$name "}"
case "$version" in
    [0-9]*) ;;
    *) echo "unexpected version from the build: $reported" >&2; exit 1 ;;
esac
case "$version" in
    *unknown* | *[!0-9A-Za-z.+~-]*)
        echo "the build does not know its version ($reported): install the package first" >&2
        exit 1 ;;
esac
arch="$(dpkg --print-architecture)"

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
pkg="$stage/pkg"
mkdir -p "$pkg/DEBIAN" "$pkg/opt" "$pkg/usr/bin" "$pkg/usr/share/applications" \
    "$pkg/usr/share/doc/$name"
cp -a "$bundle" "$pkg/opt/$name"
ln -s "/opt/$name/$name" "$pkg/usr/bin/$name"
install -m 644 "$root/nardy_desktop/resources/$name.desktop" "$pkg/usr/share/applications/$name.desktop"
for png in "$root"/nardy_desktop/resources/icons/hicolor/*/apps/"$name".png; do
    size="$(basename "$(dirname "$(dirname "$png")")")"
    install -D -m 644 "$png" "$pkg/usr/share/icons/hicolor/$size/apps/$name.png"
done
install -D -m 644 "$root/nardy_desktop/resources/icons/$name.svg" \
    "$pkg/usr/share/icons/hicolor/scalable/apps/$name.svg"
cat > "$pkg/usr/share/doc/$name/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Nardy Desktop

Files: *
Copyright: the Nardy Desktop authors
License: GPL-3.0-or-later
 This program is free software: you can redistribute it and/or modify it
 under the terms of the GNU General Public License as published by the Free
 Software Foundation, either version 3 of the License, or (at your option)
 any later version.
 .
 On Debian systems, the full text of the GNU General Public License version 3
 can be found in the file /usr/share/common-licenses/GPL-3.
EOF
find "$pkg" -type d -exec chmod 755 {} +

# The system libraries the build links to but does not carry, by package.
libs="$stage/libs"
: > "$libs"
export LD_LIBRARY_PATH="$bundle/_internal:$bundle/_internal/PySide6/Qt/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
while IFS= read -r -d '' file; do
    ldd "$file" 2>/dev/null | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' >> "$libs" || true
done < <(find "$bundle" -type f \( -name '*.so*' -o -name "$name" \) -print0)
depends=""
for lib in $(sort -u "$libs"); do
    case "$lib" in "$bundle"/*) continue ;; esac
    owner=""
    for path in "$lib" "$(readlink -f "$lib")" "/usr$lib"; do
        owner="$(dpkg-query -S "$path" 2>/dev/null | head -n 1 | cut -d: -f1)" && [ -n "$owner" ] && break
    done
    [ -n "$owner" ] || { echo "warning: no package owns $lib; left out of Depends" >&2; continue; }
    depends="$depends $owner"
done
depends="$(echo "$depends" | tr ' ' '\n' | sed '/^$/d' | sort -u | paste -sd, - | sed 's/,/, /g')"

installed_kib="$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)"
{
    echo "Package: $name"
    echo "Version: $version"
    echo "Architecture: $arch"
    echo "Maintainer: Nardy Desktop developers <nardy-desktop@localhost>"
    echo "Installed-Size: $installed_kib"
    [ -z "$depends" ] || echo "Depends: $depends"
    echo "Recommends: libasound2"  # the sounds; without it the game plays silently
    echo "Section: games"
    echo "Priority: optional"
    echo "Description: long nardy and backgammon for the desktop"
    echo " Play a match of long nardy or backgammon against a friend on the same"
    echo " computer or against the computer (four levels), offline, in French,"
    echo " English or Russian; hints, an evaluation panel and the analysis of a match."
} > "$pkg/DEBIAN/control"

deb="$out/${name}_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$deb" >/dev/null
echo "$deb: $(du -h "$deb" | cut -f1)"
