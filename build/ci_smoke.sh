#!/usr/bin/env bash
# CI, after the tests: build the one-folder bundle and run it headless, so a module or data file
# left out of the bundle fails the submission. Works on a clean clone with nothing installed by
# hand: PyInstaller comes from the `build` extra, objdump from binutils (installed when root).
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

if ! command -v objdump >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "ci_smoke: objdump missing, installing binutils"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq binutils >/dev/null
  else
    echo "ci_smoke: PyInstaller needs objdump: install binutils (apt-get install binutils)" >&2
    exit 2
  fi
fi

[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/pip install -q -e '.[build]'

started=$(date +%s.%N)
.venv/bin/python build/build.py
built=$(date +%s.%N)

app=dist/Tablewright/Tablewright
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export TABLEWRIGHT_HOME="$home"

# The window: every table drawn a few frames (game/ui/app.py run_smoke).
timeout 300 "$app" --smoke
# Every game's rules, card data and level inside the bundle: one computer game each, saved.
for game in $(timeout 60 "$app" list | cut -d' ' -f1); do
  timeout 300 "$app" selfplay "$game" --games 1 --save-dir "$home/saves" | tail -n 1
done
# The search player (the hard computer) inside the bundle.
timeout 300 "$app" selfplay robot_duel --games 1 --seats hard,easy --think 0.05 --save-dir "$home/saves" | tail -n 1
# The hard computer in the window thinks in a worker process, which in the bundle is this same
# executable started by multiprocessing (build/entry.py turns it into the worker): a worker or
# resource tracker that did not start says so on stderr.
worker_errors=$(timeout 120 "$app" demo robot_duel --seconds 3 --level hard 2>&1 >/dev/null)
if [ -n "$worker_errors" ]; then
  echo "ci_smoke: the computer player's worker process failed in the bundle:" >&2
  echo "$worker_errors" >&2
  exit 1
fi
# A save written by the source replays in the bundle.
timeout 60 "$app" replay tests/data/robot_duel_golden.tws --verify
done_at=$(date +%s.%N)

size=$(du -sm dist/Tablewright | cut -f1)
python3 - "$started" "$built" "$done_at" "$size" <<'PY'
import sys
started, built, done, size = (float(v) for v in sys.argv[1:])
print(f"ci_smoke: bundle built in {built - started:.1f} s ({size:.0f} MB), checked in {done - built:.1f} s: OK")
PY
