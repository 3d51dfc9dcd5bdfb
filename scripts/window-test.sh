#!/usr/bin/env bash
# Real-window test: runs a SwiftUI app from this package in an SDL window on a private Xvfb display, clicks and
# types with xdotool, and checks what is on screen pixel by pixel with ImageMagick.
#
#   scripts/window-test.sh [APP_BINARY]      runs the find-your-match scenario (default .build/debug/find-your-match):
#     welcome → SIGN UP → type a Korean name → Return → drag the age slider → NEXT → pick Female in the gender
#     menu → NEXT → a username and password → FINISH → the home's tab bar → Profile; quit and restart (same
#     private XDG_CONFIG_HOME and XDG_DATA_HOME): still signed in; Log out → the log-in view; a wrong password →
#     the message; the right one → the profile; restart: still signed in; Log out → welcome; then bad input
#     (keys, a burst of clicks, tiny and smaller windows).
#
# As a library, for other scenarios:
#
#   source scripts/window-test.sh
#   start_xvfb
#   start_app .build/debug/my-app "My app"
#   wait_pixel 20 20 'rgb(255,255,255)' 10          (or a whole screen: wait_screen NAME SECONDS "X Y COLOUR TOL"...)
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
    # -noreset: otherwise Xvfb resets when its last client (the probe below) disconnects, and an app that connects
    # during the reset is refused ("x11 not available").
    Xvfb ":$n" -screen 0 1280x1024x24 -nolisten tcp -noreset >"$WT_OUT/xvfb.log" 2>&1 &
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

# screen_matches FILE SPEC...: true when every spec "X Y COLOUR TOLERANCE" (points) matches FILE. One convert call
# reads all the pixels, so a poll stays cheap.
screen_matches() {
  local file=$1 spec x y colour tolerance format="" expected="" actual rgb
  shift
  for spec in "$@"; do
    read -r x y colour tolerance <<<"$spec"
    rgb=$(wt_rgb "$colour") || return 2
    x=$(wt_px "$x")
    y=$(wt_px "$y")
    format+="%[fx:round(255*p{$x,$y}.r)] %[fx:round(255*p{$x,$y}.g)] %[fx:round(255*p{$x,$y}.b)] "
    expected+="$rgb $tolerance "
  done
  actual=$(convert "$file" -format "$format" info: 2>/dev/null) || return 2
  awk -v a="$actual" -v e="$expected" 'BEGIN {
    n = split(a, p, " "); split(e, q, " ")
    for (i = 0; 3 * i < n; i++)
      for (c = 1; c <= 3; c++) { d = p[3 * i + c] - q[4 * i + c]; if (d < 0) d = -d; if (d > q[4 * i + 4]) exit 1 }
  }'
}

# wt_poll_screen NAME SECONDS SPEC...: screenshots until every spec matches; keeps the matching one as
# $WT_OUT/NAME.png. Returns 1 on timeout, leaving the last try as $WT_OUT/NAME-timeout.png.
wt_poll_screen() {
  local name=$1 seconds=$2 file="$WT_OUT/poll.png" deadline
  shift 2
  deadline=$(($(date +%s) + seconds))
  while :; do
    expect_running "while waiting for the $name screen"
    screenshot "$file"
    if screen_matches "$file" "$@"; then
      mv "$file" "$WT_OUT/$name.png"
      return 0
    fi
    if (($(date +%s) >= deadline)); then
      mv "$file" "$WT_OUT/$name-timeout.png"
      return 1
    fi
    sleep 0.15
  done
}

# wait_screen NAME SECONDS SPEC...: waits for a screen known by a few pixels, e.g.
#   wait_screen welcome 20 "8 8 rgb(191,140,242) 20" "60 740 white 8"
# and fails, naming every pixel that is off, when it does not come within SECONDS.
wait_screen() {
  local name=$1 seconds=$2 spec x y colour tolerance file
  shift 2
  if ! wt_poll_screen "$name" "$seconds" "$@"; then
    file="$WT_OUT/$name-timeout.png"
    for spec in "$@"; do
      read -r x y colour tolerance <<<"$spec"
      pixel_matches "$file" "$x" "$y" "$colour" "$tolerance" ||
        wt_log "  ($x, $y) pt is rgb($(pixel_at "$file" "$x" "$y" | tr ' ' ',')), expected $colour ±$tolerance"
    done
    fail "the $name screen did not appear within $seconds s (last screenshot: $file)"
  fi
  wt_log "ok: $name screen"
}

# act_until NAME SECONDS ACTION SPEC...: runs ACTION (a command line, e.g. "click_at 195 752") and waits for the
# screen NAME, running ACTION again (at most 3 tries) when it does not come within SECONDS. For actions a busy app
# may drop on purpose, like a NEXT button that ignores taps until the previous step has finished sliding in. Only
# use it with actions that are harmless to repeat while their effect is still on its way.
act_until() {
  local name=$1 seconds=$2 action=$3 try
  shift 3
  for try in 1 2 3; do
    eval "$action"
    if wt_poll_screen "$name" "$seconds" "$@"; then
      wt_log "ok: $name screen (after $action, try $try)"
      return 0
    fi
    wt_log "no $name screen $seconds s after $action (try $try)"
  done
  wait_screen "$name" 0 "$@"
}

# drag_pointer X1 Y1 X2 Y2 [STEPS]: presses the left button at one point, moves to the other in STEPS moves (a
# frame or so apart, as a hand would) and releases it there.
drag_pointer() {
  local x1=$1 y1=$2 x2=$3 y2=$4 steps=${5:-12} i
  xdotool mousemove --window "$WT_WINDOW" "$(wt_px "$x1")" "$(wt_px "$y1")" mousedown 1
  sleep 0.1
  for i in $(seq 1 "$steps"); do
    xdotool mousemove --window "$WT_WINDOW" \
      "$(awk -v a="$x1" -v b="$x2" -v i="$i" -v n="$steps" -v s="$WT_SCALE" 'BEGIN { printf "%d", (a + (b - a) * i / n) * s }')" \
      "$(awk -v a="$y1" -v b="$y2" -v i="$i" -v n="$steps" -v s="$WT_SCALE" 'BEGIN { printf "%d", (a + (b - a) * i / n) * s }')"
    sleep 0.03
  done
  sleep 0.1
  xdotool mouseup 1
  sleep 0.1
}

# type_into_field TEXT X Y W H: types TEXT one character at a time, waiting (up to 5 s each) for the marks inside
# the field's rectangle (points) to change before sending the next. xdotool types a character outside the keymap
# (Hangul, say) by remapping a spare key; sent while the app has not yet read the previous one, a character can
# come out as the wrong one or not at all.
type_into_field() {
  local text=$1 x=$2 y=$3 w=$4 h=$5 i character before now deadline file="$WT_OUT/typing.png"
  # Character by character, whatever the caller's locale.
  local LC_ALL=C.UTF-8
  screenshot "$file"
  before=$(ink_width "$file" "$x" "$y" "$w" "$h" caret)
  local tries retype
  for ((i = 0; i < ${#text}; i++)); do
    character=${text:i:1}
    xdotool type -- "$character"
    deadline=$(($(date +%s) + 5))
    retype=$(($(date +%s) + 2))
    tries=1
    while :; do
      expect_running "while typing \"$character\""
      screenshot "$file"
      now=$(ink_width "$file" "$x" "$y" "$w" "$h" caret)
      # Without the caret, the text only widens when a character arrives (a password's bullet by 4 pt or more);
      # the first one replaces the wider placeholder.
      ((now >= before + 3 || (i == 0 && now <= before - 3))) && break
      (($(date +%s) >= deadline)) && fail "\"$character\" (character $((i + 1)) of \"$text\") did not appear in the field (see $file)"
      # A remapped key the app read after xdotool had already restored the keymap comes out as nothing: send
      # it again. Only characters outside the keymap are remapped; an ASCII one is on its way (a busy machine),
      # and sending it again would type it twice.
      if [[ $character == [^[:ascii:]] ]] && (($(date +%s) >= retype && tries < 3)); then
        xdotool type -- "$character"
        tries=$((tries + 1))
        retype=$(($(date +%s) + 1))
      fi
      sleep 0.1
    done
    before=$now
  done
}

# region_signature FILE X Y W H: a hash of the pixels of a rectangle (points); equal hashes, equal pixels.
region_signature() {
  convert "$1" -crop "$(wt_px "$4")x$(wt_px "$5")+$(wt_px "$2")+$(wt_px "$3")" +repage -format '%#' info:
}

# ink_width FILE X Y W H [caret]: how wide (in points) the marks are inside a rectangle of one background colour,
# e.g. the text in a field; 0 when there are none. With "caret", the blinking caret (the accent blue, far bluer
# than any text) is not counted: it would make the text look wider or narrower depending on when it was taken.
ink_width() {
  local box ignore=()
  [[ ${6:-} == caret ]] && ignore=(-fx '(b - r > 0.3) ? 1 : u')
  box=$(convert "$1" -crop "$(wt_px "$4")x$(wt_px "$5")+$(wt_px "$2")+$(wt_px "$3")" +repage \
    "${ignore[@]}" -fuzz 15% -format '%@' info: 2>/dev/null) || return 2
  # A rectangle with no marks trims to nothing, which ImageMagick reports as its full size or as 0x0.
  awk -v b="$box" -v w="$(wt_px "$4")" -v s="$WT_SCALE" 'BEGIN {
    split(b, p, /[x+]/); if (p[1] + 0 >= w + 0) p[1] = 0; printf "%d", p[1] / s }'
}

# The default scenario: find-your-match's whole flow in the real window, then bad input.
# Screens are known by a few pixels (points of the 390x844 window; see Sources/find-your-match/DemoScript.swift
# and the headless --demo frames, which are at 2x).
FYM_LIGHT_PURPLE='8 8 rgb(191,140,242) 20'
# Any shade of the purple background, and none of the white or black controls drawn on it.
FYM_PURPLE='rgb(155,98,206)'
# Welcome: a white SIGN UP button above the "I already have an account" link, nothing at the name field's place
# nor on the slider's line.
FYM_WELCOME=("$FYM_LIGHT_PURPLE" "60 680 white 8" "330 705 white 8" "300 345 $FYM_PURPLE 45"
  "60 397 $FYM_PURPLE 45" "60 594 $FYM_PURPLE 45" "60 752 $FYM_PURPLE 45")
# Where a click presses the welcome screen's SIGN UP button (points).
FYM_SIGN_UP="195 692"
# A white field (name) or button (gender) 30 pt in from each side, at rest: white just inside its left edge,
# purple just outside.
FYM_FIELD_STEP=("$FYM_LIGHT_PURPLE" "32 345 white 8" "300 345 white 8" "26 345 $FYM_PURPLE 45"
  "60 397 $FYM_PURPLE 45" "60 740 white 8")
# Age: the slider's white filled track, its thumb at 50 (x 162), nothing at the field's place.
FYM_AGE=("$FYM_LIGHT_PURPLE" "60 397 white 8" "162 388 white 8" "235 388 $FYM_PURPLE 45" "300 345 $FYM_PURPLE 45")
# The same with the thumb dragged to about 70 (x 235).
FYM_AGE_DRAGGED=("$FYM_LIGHT_PURPLE" "60 397 white 8" "235 388 white 8" "162 388 $FYM_PURPLE 45")
# The gender menu, a light grey card under the button; and closed again.
FYM_MENU=("100 420 rgb(248,248,248) 6" "100 464 rgb(248,248,248) 6")
FYM_MENU_CLOSED=("300 345 white 8" "100 420 $FYM_PURPLE 45" "100 464 $FYM_PURPLE 45")
# Account: the white Username (y 311-366) and Password (378-433) fields, purple between them, FINISH below.
FYM_ACCOUNT=("$FYM_LIGHT_PURPLE" "300 339 white 8" "300 410 white 8" "60 372 $FYM_PURPLE 45" "60 752 white 8")
# Home: the Discover tab's deck, white around the cards and under the tab bar (clear, as on iOS 15 and later,
# since nothing scrolls under it), the first person's card (Kamola, a peach sky) on top.
FYM_HOME=("195 20 white 8" "10 835 white 6" "40 130 rgb(255,200,176) 20")
# Profile tab: the white card (name, age, gender), the Language row and the white Log out button on purple, the
# tab bar below, clear over white (the purple stops at it).
FYM_PROFILE=("$FYM_LIGHT_PURPLE" "60 300 white 8" "60 612 white 8" "60 579 $FYM_PURPLE 45"
  "10 835 white 6")
# Seed 004's log-in view: a white card (Username, Password, Login) under the title, purple above and below.
FYM_LOGIN=("$FYM_LIGHT_PURPLE" "40 300 white 8" "40 440 white 8" "40 250 $FYM_PURPLE 45"
  "40 560 $FYM_PURPLE 45")

# wait_ink NAME SECONDS X Y W H MIN: screenshots until the marks in a rectangle (points) are at least MIN pt wide,
# e.g. a message appearing.
wait_ink() {
  local name=$1 seconds=$2 x=$3 y=$4 w=$5 h=$6 min=$7 file="$WT_OUT/$1.png" deadline width
  deadline=$(($(date +%s) + seconds))
  while :; do
    expect_running "while waiting for $name"
    screenshot "$file"
    width=$(ink_width "$file" "$x" "$y" "$w" "$h")
    ((width >= min)) && break
    (($(date +%s) >= deadline)) && fail "no $name within $seconds s: $width pt of marks at ($x, $y) (see $file)"
    sleep 0.2
  done
  wt_log "ok: $name ($width pt wide)"
}

# The alert over the name step: its light panel where the step shows purple.
FYM_NAME_ALERT=("75 430 rgb(245,243,246) 8" "75 470 rgb(245,243,246) 8" "320 480 rgb(245,243,246) 8")

# On the name step, empty and focused: a name copied inside the app is pasted back; then 2 MB from another program
# (xclip sends that much in pieces, INCR) is over the name's limit and refused at once with the field's message,
# keeping what was there.
paste_into_name_field() {
  local single double after xclip_pid tries
  command -v xclip >/dev/null || fail "xclip is not installed (apt-get install xclip)"
  type_into_field "Ann" 36 340 318 43
  screenshot "$WT_OUT/name-ann.png"
  single=$(ink_width "$WT_OUT/name-ann.png" 36 340 318 43)
  press_key ctrl+a ctrl+c Right ctrl+v
  wait_ink name-pasted 5 36 340 318 43 $((single * 17 / 10))
  screenshot "$WT_OUT/name-pasted.png"
  double=$(ink_width "$WT_OUT/name-pasted.png" 36 340 318 43)

  head -c 2000000 /dev/zero | tr '\0' x | xclip -selection clipboard -quiet -i >/dev/null 2>&1 &
  xclip_pid=$!
  for tries in $(seq 1 50); do
    xclip -selection clipboard -o -t TARGETS >/dev/null 2>&1 && break
    sleep 0.1
  done
  press_key ctrl+v
  wait_screen paste-refused 10 "${FYM_NAME_ALERT[@]}"
  kill "$xclip_pid" 2>/dev/null
  wait "$xclip_pid" 2>/dev/null
  # OK closes the alert; the field holds what it held before the paste.
  click_at 195 467
  wait_screen name-after-refusal 5 "${FYM_FIELD_STEP[@]}"
  after=$(ink_width "$WT_OUT/name-after-refusal.png" 36 340 318 43)
  ((after >= double - 3 && after <= double + 3)) || fail "after the refused paste the name is $after pt wide, expected $double pt as before (see $WT_OUT/name-after-refusal.png)"
  wt_log "ok: the 2 MB paste was refused with the field's message; the name kept ($after pt)"
  press_key ctrl+a BackSpace
}

find_your_match_scenario() {
  local app=${1:-.build/debug/find-your-match} name="김민수" width before after
  start_xvfb
  # The app keeps who is signed in in UserDefaults (under XDG_CONFIG_HOME) and the accounts in a database (under
  # XDG_DATA_HOME): fresh ones of the test's own, so it starts signed out and never touches the runner's.
  rm -rf "$WT_OUT/config" "$WT_OUT/data"
  mkdir -p "$WT_OUT/config" "$WT_OUT/data"
  export XDG_CONFIG_HOME="$WT_OUT/config"
  export XDG_DATA_HOME="$WT_OUT/data"
  local password="sunflower42"

  start_app "$app" "Find your match"
  [[ $(window_size) == "$(wt_px 390)x$(wt_px 844)" ]] || fail "the window is $(window_size) px, expected 390x844 pt at ${WT_SCALE}x"
  wait_screen welcome 20 "${FYM_WELCOME[@]}"

  # SIGN UP → the name step. Its field is focused on arrival, so typing needs no click.
  act_until name 4 "click_at $FYM_SIGN_UP" "${FYM_FIELD_STEP[@]}"
  type_into_field "$name" 36 340 318 43
  screenshot "$WT_OUT/name-typed.png"
  # Three Hangul syllables of the 17 pt headline font are about 50 pt wide (one lost: about 34).
  width=$(ink_width "$WT_OUT/name-typed.png" 36 340 318 43)
  ((width >= 42 && width <= 70)) || fail "the name field's text is $width pt wide, expected about 50 pt for \"$name\" (see $WT_OUT/name-typed.png)"
  wt_log "ok: \"$name\" typed ($width pt of text in the field)"

  # Return is NEXT (the field submits) → the age step, its slider at 50.
  act_until age 4 "press_key Return" "${FYM_AGE[@]}"
  before=$(region_signature "$WT_OUT/age.png" 130 320 130 48)
  drag_pointer 162 397 235 397
  wait_screen age-dragged 5 "${FYM_AGE_DRAGGED[@]}"
  after=$(region_signature "$WT_OUT/age-dragged.png" 130 320 130 48)
  [[ $before != "$after" ]] || fail "the age number did not change while the slider moved (see $WT_OUT/age.png, $WT_OUT/age-dragged.png)"
  wt_log "ok: the age number changed with the slider"

  # NEXT → gender: open the menu, pick Female; the button's label becomes the shorter "Female".
  act_until gender 4 "click_at 195 752" "${FYM_FIELD_STEP[@]}"
  before=$(ink_width "$WT_OUT/gender.png" 36 340 318 43)
  act_until menu 3 "click_at 195 361" "${FYM_MENU[@]}"
  click_at 150 464
  wait_screen gender-chosen 5 "${FYM_MENU_CLOSED[@]}"
  after=$(ink_width "$WT_OUT/gender-chosen.png" 36 340 318 43)
  ((after > 20 && after < before - 20)) || fail "after choosing Female the button's label is $after pt wide (\"Select a gender\" was $before pt; see $WT_OUT/gender-chosen.png)"
  wt_log "ok: Female chosen (label $before → $after pt wide)"

  # NEXT → "Create your account": a username, a password (bullets), FINISH → the home.
  # (One click: a second one would be FINISH on the account step.)
  click_at 195 752
  wait_screen account 10 "${FYM_ACCOUNT[@]}"
  click_at 195 339
  type_into_field "ada" 36 320 300 38
  click_at 150 406
  type_into_field "$password" 36 388 260 36
  act_until home 15 "click_at 195 752" "${FYM_HOME[@]}"

  # The Profile tab: the card with the name.
  act_until profile 4 "click_at 341 790" "${FYM_PROFILE[@]}"
  width=$(ink_width "$WT_OUT/profile.png" 50 320 290 40)
  ((width > 30)) || fail "no name on the profile card (see $WT_OUT/profile.png)"

  # Still signed in after a restart: the profile is in the database, never the clear password.
  quit_app ctrl+q
  grep -rqs "$name" "$XDG_DATA_HOME" || fail "\"$name\" is not in the database under $XDG_DATA_HOME"
  if grep -rqs "$password" "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$WT_APP_LOG"; then
    fail "the clear password was written under $XDG_DATA_HOME, $XDG_CONFIG_HOME or in the app's output"
  fi
  wt_log "ok: the profile is in the database; the password is nowhere in clear"
  start_app "$app" "Find your match"
  wait_screen profile-restarted 20 "${FYM_PROFILE[@]}"

  # Log out → seed 004's log-in view (the username kept); a wrong password → the message under the fields.
  act_until login 4 "click_at 195 612" "${FYM_LOGIN[@]}"
  click_at 230 363
  type_into_field "sunflower24" 165 350 130 26
  click_at 195 420
  wait_ink wrong-password 15 50 384 290 10 150
  # The right password (the field was cleared) → the profile again.
  click_at 230 363
  type_into_field "$password" 165 350 130 26
  act_until logged-in 15 "click_at 195 442" "${FYM_PROFILE[@]}"

  # A relaunch stays signed in; Log out and "New here? Create an account" lead back to the welcome screen.
  quit_app ctrl+q
  start_app "$app" "Find your match"
  wait_screen profile-relaunched 20 "${FYM_PROFILE[@]}"
  act_until login-again 4 "click_at 195 612" "${FYM_LOGIN[@]}"
  act_until welcome-again 4 "click_at 195 500" "${FYM_WELCOME[@]}"

  # Bad input must not crash or hang: keys on the name step, a burst of clicks, a tiny window, then a smaller
  # phone.
  act_until name-again 4 "click_at $FYM_SIGN_UP" "${FYM_FIELD_STEP[@]}"
  paste_into_name_field
  type_text "Jane"
  press_key Tab Return BackSpace ctrl+a ctrl+c ctrl+v Escape
  fast_clicks 195 752 30
  expect_running "after 30 fast clicks"
  # How far the burst gets depends on how many clicks land while a step slides in: it may reach the gender step,
  # whose NEXT without a choice raises "Please select a gender". Escape closes such an alert (and does nothing
  # on a step without one), so the resize below finds the button uncovered.
  press_key Escape
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
