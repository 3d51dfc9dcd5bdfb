#!/usr/bin/env bash
# Real-window test of what the window costs when nothing happens: find-your-match on a private Xvfb display with
# SWIFTUI_WINDOW_TRACE=1 (the window host then logs every wake-up of its loop and every frame it presents, with the
# rectangles it sends to the display).
#
#   scripts/window-test-idle.sh [APP_BINARY]
#
# 1. The welcome screen left alone for 2 s: no frame, no wake-up of the loop, and no thread of the process runs at
#    all (the kernel's context-switch counts of every thread stay the same).
# 2. The name step, its field focused and idle: the caret blinks (seen on the screen: its pixels are on
#    in one screenshot and off in another) and every frame presents the caret's rectangle only.
# 3. Resized to 8000x8000 px and back, the window's memory returns to its steady size.
# Set SWIFTUI_PRESENTATION to run it on one presentation path (scripts/test runs both).
source "$(dirname "$0")/window-test.sh"
set -uo pipefail

# Context switches of every thread of a process, summed.
context_switches() {
  cat /proc/"$1"/task/*/status 2>/dev/null | awk '/ctxt_switches/ { s += $2 } END { printf "%d", s }'
}

count_lines() { grep -c "^window: $2" "$1" || true; }

# wait_frame_of_size WxH LINES: waits (up to 60 s: a debug build draws 8000x8000 px slowly) until the app has
# presented a whole frame of that many pixels after the first LINES lines of its log.
wait_frame_of_size() {
  local lines=$2 deadline
  deadline=$((SECONDS + 60))
  until tail -n +"$((lines + 1))" "$WT_APP_LOG" | grep -q "^window: frame .* $1+0+0\$"; do
    expect_running "while waiting for a $1 px frame"
    ((SECONDS < deadline)) || fail "no $1 px frame within 60 s of resizing (see $WT_APP_LOG)"
    sleep 0.1
  done
}

idle_scenario() {
  local app=${1:-.build/debug/find-your-match} log frames wakes switches lines rect rects count
  start_xvfb
  rm -rf "$WT_OUT/config"
  mkdir -p "$WT_OUT/config"
  export XDG_CONFIG_HOME="$WT_OUT/config"
  export SWIFTUI_WINDOW_TRACE=1
  start_app "$app" "Find your match"
  log=$WT_APP_LOG
  wait_screen welcome 20 "${FYM_WELCOME[@]}"
  grep -q "^window: start-up" "$log" || fail "the window host printed no start-up phases with SWIFTUI_WINDOW_TRACE=1"
  wt_log "$(grep -A8 '^window: start-up' "$log" | grep -m1 'surface\|texture' | sed 's/^ *//')"

  # 1. Idle: let the pointer move and the screenshots' expose settle, then count for 2 s.
  sleep 1
  frames=$(count_lines "$log" frame)
  wakes=$(count_lines "$log" wake)
  switches=$(context_switches "$WT_APP_PID")
  sleep 2
  expect_running "while idle"
  frames=$(($(count_lines "$log" frame) - frames))
  wakes=$(($(count_lines "$log" wake) - wakes))
  switches=$(($(context_switches "$WT_APP_PID") - switches))
  ((frames == 0)) || fail "the idle window presented $frames frames in 2 s (see $log)"
  ((wakes == 0)) || fail "the idle window's loop woke $wakes times in 2 s (see $log)"
  ((switches == 0)) || fail "the idle app's threads were scheduled $switches times in 2 s"
  wt_log "ok: idle for 2 s: 0 frames, 0 wake-ups, 0 context switches"

  # 2. The caret blink: the name step's field is focused on arrival; wait for the slide to settle.
  act_until name 4 "click_at $FYM_SIGN_UP" "${FYM_FIELD_STEP[@]}"
  sleep 1.5
  lines=$(wc -l <"$log")
  local on=0 off=0 shot started=$SECONDS watched
  # Until both phases were seen; uneven pauses, so the screenshots cannot keep step with the blink.
  for shot in 1 2 3 4 5 6 7 8 9 10 11 12; do
    ((on > 0 && off > 0 && shot > 4)) && break
    screenshot "$WT_OUT/caret-$shot.png"
    # The empty field's caret: the blue tint bar at its leading edge (46 pt), white when blinked off.
    if pixel_matches "$WT_OUT/caret-$shot.png" 46 360 'rgb(0,122,255)' 40; then
      on=$((on + 1))
    elif pixel_matches "$WT_OUT/caret-$shot.png" 46 360 white 8; then
      off=$((off + 1))
    fi
    sleep "$(((shot % 3) * 2 + 1))e-1"
  done
  sleep 0.2
  watched=$((SECONDS - started))
  rects=$(tail -n +"$((lines + 1))" "$log" | awk '/^window: frame/ { print $7, NF }')
  count=$(grep -c . <<<"$rects" || true)
  ((count >= watched)) || fail "the caret blinked $count times in about $watched s (expected one blink every 0.5 s; see $log)"
  while read -r rect fields; do
    ((fields == 7)) || fail "a blink presented more than one rectangle (see $log)"
    [[ $rect =~ ^([0-9]+)x([0-9]+)\+([0-9]+)\+([0-9]+)$ ]] || fail "a blink presented \"$rect\", not a rectangle"
    # The caret bar is 2 pt wide and as tall as a line of the 17 pt font, plus a point around it.
    ((BASH_REMATCH[1] <= 6 * WT_SCALE && BASH_REMATCH[2] <= 40 * WT_SCALE)) ||
      fail "a blink presented $rect, more than the caret's rectangle (see $log)"
  done <<<"$rects"
  ((on > 0 && off > 0)) || fail "the caret did not blink on the screen ($on screenshots with it, $off without; see $WT_OUT/caret-*.png)"
  wt_log "ok: $count blinks in about $watched s, each presenting only the caret ($(head -n1 <<<"$rects" | cut -d' ' -f1) px); on screen $on times, off $off"

  # 3. A large resize gives its memory back: 8000x8000 px (256 MB a frame), then the phone size again.
  local steady large after
  steady=$(awk '/VmRSS/ { printf "%d", $2 / 1024 }' /proc/"$WT_APP_PID"/status)
  lines=$(wc -l <"$log")
  xdotool windowsize "$WT_WINDOW" 8000 8000
  wait_frame_of_size 8000x8000 "$lines"
  large=$(awk '/VmRSS/ { printf "%d", $2 / 1024 }' /proc/"$WT_APP_PID"/status)
  lines=$(wc -l <"$log")
  resize_window 390 844
  wait_frame_of_size "$(wt_px 390)x$(wt_px 844)" "$lines"
  wait_screen name-after-resize 10 "${FYM_FIELD_STEP[@]}"
  after=$(awk '/VmRSS/ { printf "%d", $2 / 1024 }' /proc/"$WT_APP_PID"/status)
  ((after <= steady + 8)) ||
    fail "after a resize to 8000x8000 px and back, RSS is $after MiB (it was $steady MiB before, $large MiB at 8000x8000)"
  wt_log "ok: RSS $steady MiB → $large MiB at 8000x8000 px → $after MiB back at 390x844 pt"

  quit_app ctrl+q
  grep -q "peak RSS" "$log" || fail "the window host printed no peak RSS when it closed"
  wt_log "$(grep 'peak RSS' "$log" | sed 's/^window: //')"
  wt_log "PASS (screenshots in $WT_OUT)"
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  idle_scenario "$@"
fi
