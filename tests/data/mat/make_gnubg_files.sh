#!/bin/sh
# Makes the GNU Backgammon files of this folder: GNU Backgammon plays itself
# (0-ply, fixed seeds) and exports each match with `export match mat`.
# Needs gnubg (apt-get install gnubg); the tests only read the files.
set -eu
GNUBG=${GNUBG:-$(command -v gnubg || echo /usr/games/gnubg)}
HERE=$(cd "$(dirname "$0")" && pwd)

play() {  # play FILE SEED "SETTINGS" "NEW" NAME0 NAME1
    {
        echo "set player 0 gnubg"
        echo "set player 1 gnubg"
        for p in 0 1; do
            echo "set player $p chequerplay evaluation plies 0"
            echo "set player $p cubedecision evaluation plies 0"
        done
        echo "set seed $2"
        printf '%s\n' "$3"
        printf '%s\n' "$4"
        echo "set player 0 name $5"
        echo "set player 1 name $6"
        echo "export match mat $HERE/$1"
    } | "$GNUBG" -t -q >/dev/null 2>&1
    [ -s "$HERE/$1" ]
}

# No cube; games 3 and 5 open with the same player as the game before.
play gnubg_cubeless_5pt.mat 3 "set cube use off" "new match 5" Alice Bob
# No cube; some games are resigned where a gammon was still possible.
play gnubg_resigns_5pt.mat 2 "set cube use off" "new match 5" Alice Bob
# With the doubling cube: doubles, takes, drops, and a resignation at a cube of 4.
play gnubg_cube_3pt.mat 7 "" "new match 3" Anna Boris
# Money games (a "0 point match") with the cube, three games.
play gnubg_money.mat 5 "set automatic game off" "new session
new game
new game" Carla Dmitri
