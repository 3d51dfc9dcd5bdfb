#!/usr/bin/env bash
# Real-window test of seed 004 as written (Examples/LoginSwitch): clicking Login starts a simulated API call
# with DispatchQueue.main.asyncAfter; one second later the model switches to the main view inside
# withAnimation. Proves that main-queue work drives the UI in the SDL window.
#
#   scripts/window-test-login.sh [APP_BINARY]     (default .build/debug/login-switch)
set -uo pipefail
source "$(dirname "$0")/window-test.sh"

login_switch_scenario() {
  local app=${1:-.build/debug/login-switch}
  start_xvfb
  start_app "$app" "Login switch"
  # The cyan background (UIColor.cyan at 0.3 over white) and the blue Login button in the gray form.
  wait_pixel 8 8 'rgb(179,255,255)' 10
  screenshot "$WT_OUT/login.png"
  expect_pixel "$WT_OUT/login.png" 120 477 'rgb(58,132,216)' 30
  click_at 195 477
  # Nothing happens before the simulated delay…
  sleep 0.4
  screenshot "$WT_OUT/waiting.png"
  expect_pixel "$WT_OUT/waiting.png" 120 477 'rgb(58,132,216)' 30
  # …then the main view fades in: the login form is gone; the gray content area fills the middle.
  wait_pixel 195 477 'rgb(142,142,147)' 12 5
  screenshot "$WT_OUT/main.png"
  quit_app ctrl+q
  wt_log "PASS (screenshots in $WT_OUT)"
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  login_switch_scenario "$@"
fi
