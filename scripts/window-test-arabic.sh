#!/usr/bin/env bash
# Real-window test of the sign-up in Arabic: find-your-match started with LANG=ar_EG.UTF-8 (private
# XDG_CONFIG_HOME and XDG_DATA_HOME) in an SDL window on a private Xvfb display: welcome → SIGN UP (التسجيل) →
# a name → Return → the age → NEXT (التالي) → أنثى in the gender menu → NEXT → a username and password →
# FINISH (إنهاء) → the deck, drawn right to left (the back chevron on the right). Every screen is kept as a
# screenshot in $WT_OUT; the words are checked headless
# (LocalizedOnboardingTests), here the window shows them.
#
#   scripts/window-test-arabic.sh [APP_BINARY]     (default .build/debug/find-your-match)
source "$(dirname "$0")/window-test.sh"

# Arabic's taller line boxes put the steps' fields lower than in English: the name field and gender button
# at y 355-409, the age slider's line at 439, Username at 332-387 and Password at 399-454.
FYM_AR_FIELD_STEP=("$FYM_LIGHT_PURPLE" "32 382 white 8" "358 382 white 8" "26 382 $FYM_PURPLE 45"
  "60 752 white 8")
FYM_AR_AGE=("$FYM_LIGHT_PURPLE" "300 382 $FYM_PURPLE 45" "195 420 $FYM_PURPLE 45" "60 752 white 8")
FYM_AR_MENU=("100 457 rgb(248,248,248) 6" "100 501 rgb(248,248,248) 6")
FYM_AR_MENU_CLOSED=("300 382 white 8" "100 457 $FYM_PURPLE 45" "100 501 $FYM_PURPLE 45")
FYM_AR_ACCOUNT=("$FYM_LIGHT_PURPLE" "120 359 white 8" "120 426 white 8" "120 393 $FYM_PURPLE 45"
  "60 752 white 8")

arabic_scenario() {
  local app=${1:-.build/debug/find-your-match} english arabic left right
  [[ -x $app ]] || fail "no app binary at $app (build it with: swift build --product find-your-match)"
  start_xvfb
  export XDG_CONFIG_HOME="$WT_OUT/config" XDG_DATA_HOME="$WT_OUT/data"
  mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"

  # The welcome screen in English first, to tell the Arabic one from it.
  LANG=en_US.UTF-8 LC_ALL= LC_MESSAGES= start_app "$app" "Find your match"
  wait_screen welcome-english 20 "${FYM_WELCOME[@]}"
  quit_app ctrl+q

  # (Exported quietly: the shell need not have the locale itself, only the app reads it.)
  { export LANG=ar_EG.UTF-8 LC_ALL= LC_MESSAGES=; } 2>/dev/null
  start_app "$app" "Find your match"
  wait_screen welcome 20 "${FYM_WELCOME[@]}"
  # The title and the SIGN UP button read differently: "اعثر على شريكك", "التسجيل".
  english=$(region_signature "$WT_OUT/welcome-english.png" 30 400 330 60)
  arabic=$(region_signature "$WT_OUT/welcome.png" 30 400 330 60)
  [[ $english != "$arabic" ]] || fail "the welcome title is drawn the same as in English (see $WT_OUT/welcome.png)"
  english=$(region_signature "$WT_OUT/welcome-english.png" 40 680 310 25)
  arabic=$(region_signature "$WT_OUT/welcome.png" 40 680 310 25)
  [[ $english != "$arabic" ]] || fail "the SIGN UP button reads as in English (see $WT_OUT/welcome.png)"
  wt_log "ok: the welcome screen's title and button are not the English ones"

  act_until name 4 "click_at $FYM_SIGN_UP" "${FYM_AR_FIELD_STEP[@]}"
  # Right to left: the back chevron is at the right end of the top bar, nothing at the left.
  left=$(ink_width "$WT_OUT/name.png" 20 78 60 40)
  right=$(ink_width "$WT_OUT/name.png" 310 78 60 40)
  ((left == 0 && right > 5)) || fail "the back button is not on the right ($left pt of marks at the left, $right at the right; see $WT_OUT/name.png)"
  wt_log "ok: the back chevron is on the right"
  type_into_field "Layla" 36 356 318 52
  act_until age 4 "press_key Return" "${FYM_AR_AGE[@]}"
  act_until gender 4 "click_at 195 752" "${FYM_AR_FIELD_STEP[@]}"
  act_until menu 3 "click_at 195 382" "${FYM_AR_MENU[@]}"
  click_at 150 501
  wait_screen gender-chosen 5 "${FYM_AR_MENU_CLOSED[@]}"
  click_at 195 752
  wait_screen account 10 "${FYM_AR_ACCOUNT[@]}"
  # Latin letters only: typed at once, wherever a right-to-left field puts them and its eye button.
  click_at 195 359
  type_text "layla"
  click_at 195 426
  type_text "sunflower42"
  sleep 0.5
  screenshot "$WT_OUT/account-typed.png"
  [[ $(region_signature "$WT_OUT/account.png" 36 335 318 115) != $(region_signature "$WT_OUT/account-typed.png" 36 335 318 115) ]] ||
    fail "nothing appeared in the fields (see $WT_OUT/account-typed.png)"
  act_until home 15 "click_at 195 752" "${FYM_HOME[@]}"
  wt_log "ok: signed up in Arabic; the deck shows"
  quit_app ctrl+q
  wt_log "PASS (screenshots in $WT_OUT)"
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  arabic_scenario "$@"
fi
