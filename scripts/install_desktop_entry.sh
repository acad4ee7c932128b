#!/bin/sh
# Install the Nardy Desktop menu entry and icons for the current user only.
#
# Usage: scripts/install_desktop_entry.sh [EXECUTABLE]
#
#   EXECUTABLE  the command or path written into Exec= of the installed .desktop
#               file (default: nardy-desktop, found on PATH). A relative path
#               such as dist/nardy-desktop is made absolute.
#
# Files go under ${XDG_DATA_HOME:-$HOME/.local/share}:
#   applications/nardy-desktop.desktop
#   icons/hicolor/<N>x<N>/apps/nardy-desktop.png   (16 to 512 px)
#   icons/hicolor/scalable/apps/nardy-desktop.svg
# Then update-desktop-database and gtk-update-icon-cache are run when present.
#
# To remove the entry, delete those files again.

set -eu

usage() {
    sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'
}

case "${1:-}" in
    -h | --help)
        usage
        exit 0
        ;;
esac
if [ "$#" -gt 1 ]; then
    usage >&2
    exit 2
fi

exec_cmd=${1:-nardy-desktop}
app_id=nardy-desktop
case "$exec_cmd" in
    "")
        echo "error: the executable must not be empty" >&2
        exit 2
        ;;
    /*) ;;
    */*)
        exec_cmd=$(CDPATH='' cd -- "$(dirname -- "$exec_cmd")" && pwd)/$(basename -- "$exec_cmd")
        ;;
esac

script_dir=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
resources=$(CDPATH='' cd -- "$script_dir/../nardy_desktop/resources" && pwd)
data_home=${XDG_DATA_HOME:-${HOME:?HOME is not set}/.local/share}
apps_dir=$data_home/applications
icons_dir=$data_home/icons/hicolor

desktop_src=$resources/$app_id.desktop
svg_src=$resources/icons/$app_id.svg
if [ ! -f "$desktop_src" ] || [ ! -f "$svg_src" ]; then
    echo "error: $desktop_src or $svg_src is missing" >&2
    exit 1
fi

# A path with spaces or quotes must be quoted inside Exec= (freedesktop rules:
# backslash, double quote, backtick and dollar are escaped with a backslash,
# then every backslash is written twice as in any .desktop string, and a
# percent sign is written twice).
case "$exec_cmd" in
    *[!A-Za-z0-9_./+,:@=-]*)
        escaped=$(printf '%s' "$exec_cmd" |
            sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
        exec_value="\"$escaped\""
        ;;
    *)
        exec_value=$exec_cmd
        ;;
esac
# sed replacement text: escape backslash, ampersand and the | delimiter.
exec_sed=$(printf '%s' "$exec_value" | sed -e 's/[\\&|]/\\&/g')

mkdir -p "$apps_dir"
tmp_desktop=$apps_dir/.$app_id.desktop.tmp
sed -e "s|^Exec=[^ ]*\\(.*\\)\$|Exec=$exec_sed\\1|" "$desktop_src" >"$tmp_desktop"
chmod 644 "$tmp_desktop"
mv -f "$tmp_desktop" "$apps_dir/$app_id.desktop"
echo "installed $apps_dir/$app_id.desktop (Exec=$exec_value %F)"

count=0
for png in "$resources"/icons/hicolor/*/apps/"$app_id".png; do
    [ -f "$png" ] || continue
    size_dir=$(basename -- "$(dirname -- "$(dirname -- "$png")")")
    mkdir -p "$icons_dir/$size_dir/apps"
    cp -f -- "$png" "$icons_dir/$size_dir/apps/$app_id.png"
    count=$((count + 1))
done
mkdir -p "$icons_dir/scalable/apps"
cp -f -- "$svg_src" "$icons_dir/scalable/apps/$app_id.svg"
echo "installed $count PNG icons and the SVG icon under $icons_dir"

if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$apps_dir" || true
fi
# A user icon cache, when there is one, must be refreshed or it hides the new
# icon; without one the icons are found by looking in the folders.
if [ -f "$icons_dir/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$icons_dir" >/dev/null 2>&1 || true
fi
