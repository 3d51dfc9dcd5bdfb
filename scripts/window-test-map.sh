#!/usr/bin/env bash
# Real-window test of the Date spots tab (Examples/DateSpots, the app's tab on its own): the map shows land, the
# city's built-up tint and the Tiber around the Colosseum and, zoomed out with the - key, the sea; dragging
# moves it; Next changes the header and the card.
#
#   scripts/window-test-map.sh [APP_BINARY]     (default .build/debug/date-spots)
set -uo pipefail
source "$(dirname "$0")/window-test.sh"

# How many pixels of a rectangle (points) are within TOLERANCE of an rgb colour.
count_colour() {
  local file=$1 x=$2 y=$3 w=$4 h=$5 r=$6 g=$7 b=$8 tolerance=$9
  convert "$file" -crop "$(wt_px "$w")x$(wt_px "$h")+$(wt_px "$x")+$(wt_px "$y")" +repage -depth 8 txt:- |
    awk -v r="$r" -v g="$g" -v b="$b" -v t="$tolerance" -F'[(),]' '
      NR > 1 {
        dr = $3 - r; dg = $4 - g; db = $5 - b
        if (dr < 0) dr = -dr; if (dg < 0) dg = -dg; if (db < 0) db = -db
        if (dr <= t && dg <= t && db <= t) n++
      }
      END { print n + 0 }'
}

expect_at_least() {
  local what=$1 count=$2 minimum=$3
  ((count >= minimum)) || fail "$what: $count pixels, expected at least $minimum"
  wt_log "ok: $what: $count pixels"
}

map_scenario() {
  local app=${1:-.build/debug/date-spots} land water river before after
  start_xvfb
  start_app "$app" "Date spots"
  # The basemap's land colour around the Colosseum, between the header and the card.
  wait_pixel 40 300 'rgb(245,242,235)' 14 30
  screenshot "$WT_OUT/rome.png"
  land=$(count_colour "$WT_OUT/rome.png" 0 150 390 420 245 242 235 14)
  expect_at_least "land around the Colosseum" "$land" $(($(wt_px 390) * $(wt_px 420) / 2))
  river=$(count_colour "$WT_OUT/rome.png" 0 150 390 420 153 198 236 24)
  expect_at_least "the Tiber" "$river" $(($(wt_px 100)))
  # Central Rome is built-up land (Natural Earth's urban areas), tinted a little greyer than land.
  local urban
  urban=$(count_colour "$WT_OUT/rome.png" 0 150 390 420 234 230 222 4)
  expect_at_least "built-up Rome" "$urban" $(($(wt_px 390) * $(wt_px 420) / 4))

  # Dragging moves the map (the finger's 100 points, and a little glide).
  before=$(region_signature "$WT_OUT/rome.png" 0 150 390 420)
  drag_pointer 300 450 200 420 12
  sleep 1.5
  screenshot "$WT_OUT/dragged.png"
  after=$(region_signature "$WT_OUT/dragged.png" 0 150 390 420)
  [[ $before != "$after" ]] || fail "dragging did not move the map"
  river=$(count_colour "$WT_OUT/dragged.png" 0 150 390 420 153 198 236 24)
  expect_at_least "the Tiber after the drag" "$river" $(($(wt_px 100)))
  wt_log "ok: the map moved under the finger"

  # Next: "Colosseum, Rome" becomes "Pantheon, Rome" and the card changes.
  local header_before card_before
  header_before=$(region_signature "$WT_OUT/dragged.png" 60 65 260 44)
  card_before=$(region_signature "$WT_OUT/dragged.png" 20 600 160 190)
  click_at 279 749
  sleep 2
  screenshot "$WT_OUT/next.png"
  [[ $header_before != "$(region_signature "$WT_OUT/next.png" 60 65 260 44)" ]] ||
    fail "Next did not change the header"
  [[ $card_before != "$(region_signature "$WT_OUT/next.png" 20 600 160 190)" ]] ||
    fail "Next did not change the card"
  wt_log "ok: Next changed the header and the card"

  # Zoomed out four steps with the - key, the Tyrrhenian Sea shows west of Rome.
  local i
  for i in 1 2 3 4; do
    press_key minus
    sleep 0.4
  done
  sleep 1
  screenshot "$WT_OUT/zoomed-out.png"
  water=$(count_colour "$WT_OUT/zoomed-out.png" 0 150 390 420 162 204 238 14)
  expect_at_least "the sea" "$water" $(($(wt_px 50) * $(wt_px 50)))
  quit_app ctrl+q
  wt_log "PASS (screenshots in $WT_OUT)"
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  map_scenario "$@"
fi
