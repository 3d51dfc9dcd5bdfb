#!/usr/bin/env bash
# Real-window test: runs a SwiftUI app from this package in an SDL window on a private Xvfb display, clicks and
# types with xdotool, and checks what is on screen pixel by pixel with ImageMagick.
#
#   scripts/window-test.sh [APP_BINARY]      runs the find-your-match scenario (default .build/debug/find-your-match)
#
# As a library, for other scenarios:
#
#   source scripts/window-test.sh
#   start_xvfb
#   start_app .build/debug/my-app "My app"
#   wait_pixel 20 20 'rgb(255,255,255)' 10
#   click_at 195 752; type_text "Jane"; press_key Tab
#   screenshot "$WT_OUT/after.png"; expect_pixel "$WT_OUT/after.png" 60 740 white 8
#   quit_app
#
# Positions are in points of the app's window; WT_SCALE (default 1, the window host's scale on a display
# without HiDPI) converts them to pixels. Screenshots are cropped to the window, so pixel (0,0) is its corner.
# Needs: Xvfb, xdotool, ImageMagick (import, convert).

WT_SCALE=${WT_SCALE:-1}
WT_OUT=${WT_OUT:-}
WT_XVFB_PID=
WT_APP_PID=
WT_APP_LOG=
WT_WINDOW=

wt_log() { printf 'window-test: %s\n' "$*" >&2; }

# Stops the test with a message; the EXIT trap cleans up.
fail() {
  wt_log "FAIL: $*"
  if [[ -n $WT_APP_LOG && -s $WT_APP_LOG ]]; then
    wt_log "app output (last lines):"
    tail -n 20 "$WT_APP_LOG" | sed 's/^/    /' >&2
  fi
  exit 1
}

wt_cleanup() {
  local status=$?
  if [[ -n $WT_APP_PID ]] && kill -0 "$WT_APP_PID" 2>/dev/null; then
    kill "$WT_APP_PID" 2>/dev/null
    sleep 0.3
    kill -9 "$WT_APP_PID" 2>/dev/null
  fi
  if [[ -n $WT_XVFB_PID ]] && kill -0 "$WT_XVFB_PID" 2>/dev/null; then
    kill "$WT_XVFB_PID" 2>/dev/null
    wait "$WT_XVFB_PID" 2>/dev/null
  fi
  WT_APP_PID=
  WT_XVFB_PID=
  return $status
}

wt_require() {
  local tool
  for tool in Xvfb xdotool import convert; do
    command -v "$tool" >/dev/null || fail "$tool is not installed (apt-get install xvfb xdotool imagemagick)"
  done
}

# Points to pixels (rounded down, as a pixel address).
wt_px() { awk -v v="$1" -v s="$WT_SCALE" 'BEGIN { printf "%d", v * s }'; }

# Starts Xvfb on the first free display from :90 and exports DISPLAY.
start_xvfb() {
  wt_require
  trap wt_cleanup EXIT
  trap 'exit 130' INT TERM
  [[ -n $WT_OUT ]] || WT_OUT=$(mktemp -d /tmp/window-test.XXXXXX)
  mkdir -p "$WT_OUT"
  local n
  for n in $(seq 90 199); do
    [[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]] && continue
    Xvfb ":$n" -screen 0 1280x1024x24 -nolisten tcp >"$WT_OUT/xvfb.log" 2>&1 &
    WT_XVFB_PID=$!
    export DISPLAY=":$n"
    local tries
    for tries in $(seq 1 50); do
      if xdotool getdisplaygeometry >/dev/null 2>&1; then
        wt_log "Xvfb running on $DISPLAY (screenshots in $WT_OUT)"
        return 0
      fi
      kill -0 "$WT_XVFB_PID" 2>/dev/null || break
      sleep 0.1
    done
    # Lost a race for this display number (or Xvfb failed): try the next one.
    kill "$WT_XVFB_PID" 2>/dev/null
    wait "$WT_XVFB_PID" 2>/dev/null
    WT_XVFB_PID=
  done
  fail "could not start Xvfb on any display from :90 to :199 (see $WT_OUT/xvfb.log)"
}

# start_app BINARY TITLE [ARGS...]: runs the app and waits (up to 20 s) for its window to map. (Polled rather
# than `xdotool search --sync`, so an app that dies early fails at once.)
start_app() {
  local binary=$1 title=$2
  shift 2
  [[ -x $binary ]] || fail "no app binary at $binary (build it with: swift build)"
  WT_APP_LOG="$WT_OUT/app.log"
  "$binary" "$@" >"$WT_APP_LOG" 2>&1 &
  WT_APP_PID=$!
  WT_WINDOW=
  local tries
  for tries in $(seq 1 100); do
    kill -0 "$WT_APP_PID" 2>/dev/null || fail "the app exited before opening its window"
    WT_WINDOW=$(xdotool search --onlyvisible --name "^$title\$" 2>/dev/null | head -n 1) || true
    [[ -n $WT_WINDOW ]] && break
    sleep 0.2
  done
  [[ -n $WT_WINDOW ]] || fail "no window named \"$title\" appeared within 20 s"
  # Keys go to the window under the pointer when no window manager runs.
  xdotool mousemove --window "$WT_WINDOW" 1 1
  wt_log "window $WT_WINDOW: $(window_size)"
}

# The window's size in pixels, "WIDTHxHEIGHT".
window_size() {
  local WIDTH HEIGHT X Y SCREEN WINDOW
  eval "$(xdotool getwindowgeometry --shell "$WT_WINDOW")"
  echo "${WIDTH}x${HEIGHT}"
}

expect_running() {
  kill -0 "$WT_APP_PID" 2>/dev/null || fail "the app is no longer running ($*)"
}

# click_at X Y: a left click at a point of the window.
click_at() {
  xdotool mousemove --window "$WT_WINDOW" "$(wt_px "$1")" "$(wt_px "$2")" click 1
  sleep 0.1
}

# fast_clicks X Y COUNT: clicks as fast as X delivers them.
fast_clicks() {
  xdotool mousemove --window "$WT_WINDOW" "$(wt_px "$1")" "$(wt_px "$2")" click --repeat "$3" --delay 5 1
  sleep 0.2
}

# type_text TEXT: types into the focused field, key by key.
type_text() {
  xdotool type --delay 40 -- "$1"
  sleep 0.1
}

# press_key KEY...: xdotool key names, e.g. Return, Tab, ctrl+a.
press_key() {
  xdotool key --delay 40 -- "$@"
  sleep 0.1
}

# resize_window WIDTH HEIGHT: the window's new size in points.
resize_window() {
  xdotool windowsize "$WT_WINDOW" "$(wt_px "$1")" "$(wt_px "$2")"
  sleep 0.3
}

# screenshot FILE: the screen, cropped to the app's window.
screenshot() {
  local file=$1 WIDTH HEIGHT X Y SCREEN WINDOW
  eval "$(xdotool getwindowgeometry --shell "$WT_WINDOW")"
  import -window root "$file.root.png" || fail "import could not take a screenshot"
  convert "$file.root.png" -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage "$file" || fail "could not crop $file"
  rm -f "$file.root.png"
}

# "R G B" (0-255) for any ImageMagick colour: rgb(191,140,242), #bf8cf2, white.
wt_rgb() {
  convert xc:"$1" -format '%[fx:round(255*r)] %[fx:round(255*g)] %[fx:round(255*b)]' info: 2>/dev/null
}

# The pixel at a point of FILE as "R G B".
pixel_at() {
  local file=$1 x y
  x=$(wt_px "$2")
  y=$(wt_px "$3")
  convert "$file" -format "%[fx:round(255*p{$x,$y}.r)] %[fx:round(255*p{$x,$y}.g)] %[fx:round(255*p{$x,$y}.b)]" info:
}

# True when the pixel at a point of FILE is within TOLERANCE of COLOUR in every channel.
pixel_matches() {
  local file=$1 x=$2 y=$3 colour=$4 tolerance=$5 actual expected
  expected=$(wt_rgb "$colour") || return 2
  actual=$(pixel_at "$file" "$x" "$y") || return 2
  awk -v a="$actual" -v e="$expected" -v t="$tolerance" 'BEGIN {
    split(a, p, " "); split(e, q, " ")
    for (i = 1; i <= 3; i++) { d = p[i] - q[i]; if (d < 0) d = -d; if (d > t) exit 1 }
  }'
}

# expect_pixel FILE X Y COLOUR TOLERANCE
expect_pixel() {
  local file=$1 x=$2 y=$3 colour=$4 tolerance=$5
  [[ -n $(wt_rgb "$colour") ]] || fail "expect_pixel: ImageMagick does not know the colour '$colour'"
  if ! pixel_matches "$file" "$x" "$y" "$colour" "$tolerance"; then
    fail "pixel ($x, $y) pt of $file is rgb($(pixel_at "$file" "$x" "$y" | tr ' ' ',')), expected $colour ±$tolerance"
  fi
  wt_log "ok: ($x, $y) pt is rgb($(pixel_at "$file" "$x" "$y" | tr ' ' ',')) ~ $colour"
}

# wait_pixel X Y COLOUR TOLERANCE [SECONDS]: screenshots until the point shows the colour (default 5 s).
wait_pixel() {
  local x=$1 y=$2 colour=$3 tolerance=$4 seconds=${5:-5} file="$WT_OUT/wait.png" deadline
  deadline=$(($(date +%s) + seconds))
  while :; do
    expect_running "while waiting for ($x, $y) to be $colour"
    screenshot "$file"
    pixel_matches "$file" "$x" "$y" "$colour" "$tolerance" && break
    (($(date +%s) >= deadline)) && expect_pixel "$file" "$x" "$y" "$colour" "$tolerance"
    sleep 0.2
  done
  wt_log "ok: ($x, $y) pt became $colour"
}

# quit_app [KEYS]: closes the window from the keyboard (Ctrl-Q) and expects exit status 0 within 5 s.
quit_app() {
  local keys=${1:-ctrl+q} status
  xdotool mousemove --window "$WT_WINDOW" 1 1
  press_key "$keys"
  for _ in $(seq 1 50); do
    kill -0 "$WT_APP_PID" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$WT_APP_PID" 2>/dev/null && fail "the app did not quit within 5 s of $keys"
  status=0
  wait "$WT_APP_PID" || status=$?
  WT_APP_PID=
  ((status == 0)) || fail "the app exited with status $status after $keys"
  wt_log "ok: $keys closed the app (exit 0)"
}

# The default scenario: find-your-match's onboarding.
find_your_match_scenario() {
  local app=${1:-.build/debug/find-your-match}
  start_xvfb
  start_app "$app" "Find your match"
  [[ $(window_size) == "$(wt_px 390)x$(wt_px 844)" ]] || fail "the window is $(window_size) px, expected 390x844 pt at ${WT_SCALE}x"

  # The welcome screen: light purple at the top-left of the radial gradient, a white SIGN UP button.
  wait_pixel 8 8 'rgb(191,140,242)' 20
  screenshot "$WT_OUT/welcome.png"
  expect_pixel "$WT_OUT/welcome.png" 60 740 white 8
  expect_pixel "$WT_OUT/welcome.png" 330 765 white 8

  click_at 195 752
  sleep 1
  expect_running "after clicking SIGN UP"
  screenshot "$WT_OUT/after-sign-up.png"
  # SIGN UP has no action yet: the welcome screen stays. When onboarding gains its name step, assert it here
  # (its TextField is white), e.g. expect_pixel "$WT_OUT/after-sign-up.png" X Y white 8; type_text "Jane".
  expect_pixel "$WT_OUT/after-sign-up.png" 60 740 white 8
  type_text "Jane"
  press_key Tab Return BackSpace ctrl+a ctrl+c ctrl+v Escape

  # Bad input must not crash or hang: a burst of clicks, a tiny window, then a smaller phone.
  fast_clicks 195 752 30
  expect_running "after 30 fast clicks"
  resize_window 50 50
  expect_running "after resizing to 50x50 pt"
  screenshot "$WT_OUT/tiny.png"
  resize_window 300 600
  # Layout follows the window: the button now sits 30 pt + the 34 pt safe area above the new bottom edge.
  wait_pixel 40 520 white 8 5
  screenshot "$WT_OUT/resized.png"
  expect_pixel "$WT_OUT/resized.png" 8 8 'rgb(191,140,242)' 20

  quit_app ctrl+q
  wt_log "PASS (screenshots in $WT_OUT)"
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  set -uo pipefail
  find_your_match_scenario "$@"
fi
