#!/usr/bin/env bash
# Real-window test of Discover's deck: an account is made headless (find-your-match --script, in private
# XDG_CONFIG_HOME and XDG_DATA_HOME), then the app opens signed in on its deck in an SDL window on a private
# Xvfb display; the mouse drags the top card to the right (a match: Escape closes it) and the next person's
# card comes up. Quit and
# restart: the deck continues with that person on top (the swipe was stored).
#
#   scripts/window-test-deck.sh [APP_BINARY]     (default .build/debug/find-your-match)
#
# The community is the same on every install: the first card is Kamola (a peach sky), the second Ji-woo (a
# mint one); the colours are read from the top of the card, above the face.
source "$(dirname "$0")/window-test.sh"

deck_scenario() {
  local app=${1:-.build/debug/find-your-match}
  [[ -x $app ]] || fail "no app binary at $app (build it with: swift build --product find-your-match)"
  start_xvfb
  export XDG_CONFIG_HOME="$WT_OUT/config"
  export XDG_DATA_HOME="$WT_OUT/data"
  mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"

  cat >"$WT_OUT/sign-up.txt" <<'SCRIPT'
settle
tap "SIGN UP"
settle
type "Deck"
press return
settle
tap "NEXT"
settle
tap "Select a gender"
settle
tap "Female"
settle
tap "NEXT"
settle
tap "Username"
type "deck.tester"
tap "Password"
type "sunflower42"
tap "FINISH"
wait 3
expect "Discover"
SCRIPT
  "$app" --script "$WT_OUT/sign-up.txt" >"$WT_OUT/sign-up.log" 2>&1 ||
    fail "the headless sign-up failed: $(tail -n 5 "$WT_OUT/sign-up.log")"
  wt_log "ok: account made headless"

  local kamola='rgb(255,200,176)' jiwoo='rgb(205,240,205)'
  start_app "$app" "Find your match"
  wait_pixel 40 130 "$kamola" 20 20
  screenshot "$WT_OUT/deck.png"
  # A drag to the right past a third of the card's width: a like; the card flies off and Ji-woo is on top.
  # Kamola likes back: "It's a match!" darkens the screen first, and Escape closes it.
  drag_pointer 195 380 360 400 14
  wait_pixel 40 130 'rgb(30,20,25)' 25 5
  screenshot "$WT_OUT/match.png"
  xdotool mousemove --window "$WT_WINDOW" 1 1
  press_key Escape
  wait_pixel 40 130 "$jiwoo" 30 5
  screenshot "$WT_OUT/after-drag.png"
  wt_log "ok: the next person is on top after the drag"
  quit_app ctrl+q

  start_app "$app" "Find your match"
  wait_pixel 40 130 "$jiwoo" 30 20
  wt_log "ok: after a restart the deck continues with the same person"
  quit_app ctrl+q
  wt_log "PASS (screenshots in $WT_OUT)"
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  set -uo pipefail
  deck_scenario "$@"
fi
