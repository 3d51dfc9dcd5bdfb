#!/usr/bin/env bash
# Real-window test of what a slide leaves on the screen: find-your-match on a private Xvfb display, sliding between
# the name and age steps (Return, then the back chevron) a few times. After each slide has settled, and on the name
# step after the caret's blinks (which present only the caret's rectangle), the screen must show the resting frame:
# the window is then made to draw itself whole (resized by a pixel and back: a new canvas is drawn entire) and the
# two screenshots must be the same, pixel for pixel, but for the caret's place (it may have blinked meanwhile).
#
#   scripts/window-test-settle.sh [APP_BINARY]
#
# Set SWIFTUI_PRESENTATION to run it on one presentation path (scripts/test runs both).
source "$(dirname "$0")/window-test.sh"
set -uo pipefail

# The caret's place on the name step with "Ann" typed (points): masked in both screenshots.
SETTLE_CARET_MASK="40 338 140 387"

# differing_pixels A B: pixels of two screenshots that differ by more than a few levels, the caret's place masked.
differing_pixels() {
  local x0 y0 x1 y1 mask
  read -r x0 y0 x1 y1 <<<"$SETTLE_CARET_MASK"
  mask="rectangle $(wt_px "$x0"),$(wt_px "$y0") $(wt_px "$x1"),$(wt_px "$y1")"
  convert "$1" -fill black -draw "$mask" "$1.masked.png"
  convert "$2" -fill black -draw "$mask" "$2.masked.png"
  compare -metric AE -fuzz 2% "$1.masked.png" "$2.masked.png" null: 2>&1 | awk '{ printf "%d", $1 }'
  rm -f "$1.masked.png" "$2.masked.png"
}

# expect_resting NAME: the screen now is what a whole redraw of the window shows.
expect_resting() {
  local name=$1 shown="$WT_OUT/$1.png" whole="$WT_OUT/$1-whole.png" lines width height differing
  screenshot "$shown"
  read -r width height <<<"$(window_size | tr x ' ')"
  lines=$(wc -l <"$WT_APP_LOG")
  xdotool windowsize "$WT_WINDOW" "$((width + 1))" "$height"
  sleep 0.3
  xdotool windowsize "$WT_WINDOW" "$width" "$height"
  # The whole frame at the window's size again, presented after the resize (SWIFTUI_WINDOW_TRACE lines).
  local deadline=$((SECONDS + 20))
  until tail -n +"$((lines + 1))" "$WT_APP_LOG" | grep -q "^window: frame .* ${width}x${height}+0+0\$"; do
    expect_running "while waiting for the whole frame after resizing"
    ((SECONDS < deadline)) || fail "no whole ${width}x${height} frame within 20 s of resizing (see $WT_APP_LOG)"
    sleep 0.1
  done
  sleep 0.3
  screenshot "$whole"
  differing=$(differing_pixels "$shown" "$whole")
  [[ $differing =~ ^[0-9]+$ ]] || fail "could not compare $shown with $whole"
  ((differing == 0)) ||
    fail "after the slide to $name the screen differs from the window drawn whole in $differing pixels (see $shown and $whole)"
  wt_log "ok: $name at rest is what the window drawn whole shows"
}

settle_scenario() {
  local app=${1:-.build/debug/find-your-match} round
  start_xvfb
  rm -rf "$WT_OUT/config" "$WT_OUT/data"
  mkdir -p "$WT_OUT/config" "$WT_OUT/data"
  export XDG_CONFIG_HOME="$WT_OUT/config"
  export XDG_DATA_HOME="$WT_OUT/data"
  export SWIFTUI_WINDOW_TRACE=1
  start_app "$app" "Find your match"
  wait_screen welcome 20 "${FYM_WELCOME[@]}"
  act_until name 4 "click_at $FYM_SIGN_UP" "${FYM_FIELD_STEP[@]}"
  type_text "Ann"
  # A slide lasts about a second; then the caret blinks a few times on the name step.
  sleep 2.5
  expect_resting name
  for round in 1 2 3; do
    press_key Return
    sleep 2
    wait_screen "age-$round" 5 "${FYM_AGE[@]}"
    expect_resting "age-$round"
    click_at 52 98
    sleep 2.5
    wait_screen "name-$round" 5 "${FYM_FIELD_STEP[@]}"
    expect_resting "name-$round"
  done
  quit_app ctrl+q
  wt_log "PASS (screenshots in $WT_OUT)"
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  settle_scenario "$@"
fi
