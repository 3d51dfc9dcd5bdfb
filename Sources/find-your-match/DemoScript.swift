import FindYourMatch

/// The whole flow, played by `find-your-match --demo DIR`: welcome → name → age → gender → account → home →
/// the deck (swipes by drag and by the buttons, a rewind, a match, the Matches tab) → profile → log out → a
/// wrong password → the right one → Date spots (Next, the list, a flight from Rome to Paris, the detail
/// sheet). Positions are in points of the 390x844 phone
/// screen; `wait` lets real time pass, so the account is really created and checked.
func demoScript() -> String {
  // Buttons and checks are found by their words in the launch locale (LANG): the demo plays in any language.
  func l(_ key: String) -> String { AppText.localized(key) }
  func place(_ key: String) -> String { AppText.localized(key, table: "DateSpots") }
  return """
    settle
    wait 0.5
    screenshot 1-welcome
    tap "\(l("SIGN UP"))"
    settle
    type "Nick"
    wait 0.3
    screenshot 2-name
    press return
    settle
    drag 161 397 235 397 0.6
    wait 0.3
    screenshot 3-age
    tap "\(l("NEXT"))"
    settle
    tap "\(l("Select a gender"))"
    settle
    tap "\(l("Female"))"
    settle
    wait 0.3
    screenshot 4-gender
    tap "\(l("NEXT"))"
    settle
    tap "\(l("Username"))"
    type "Nick.Demo"
    tap "\(l("Password"))"
    type "sunflower42"
    wait 0.3
    screenshot 5-account
    tap "\(l("FINISH"))"
    wait 3
    expect "\(l("Discover"))"
    wait 0.5
    screenshot 6-home
    drag 195 380 45 395 0.3
    settle
    tap "\(l("Like"))"
    settle
    tap "\(l("Nope"))"
    settle
    wait 0.3
    screenshot 6a-swiped
    tap "\(l("Rewind"))"
    settle
    drag 195 380 360 400 0.35
    settle
    tap "\(l("Super Like"))"
    settle
    press backspace
    settle
    tap "\(l("Super Like"))"
    settle
    drag 195 380 330 390 0.12
    settle
    expect "\(l("It's a match!"))"
    wait 0.3
    screenshot 6b-match
    tap "\(l("Send a message"))"
    settle
    wait 0.3
    screenshot 6c-matches
    tap "\(l("Profile"))"
    settle
    wait 0.3
    screenshot 7-profile
    tap "\(l("Log out"))"
    settle
    wait 0.5
    screenshot 8-log-in
    tap "\(l("Password"))"
    type "sunflower24"
    tap "\(l("Login"))"
    wait 3
    expect "\(l("Wrong username or password"))"
    screenshot 9-wrong-password
    tap "\(l("Password"))"
    type "sunflower42"
    tap "\(l("Login"))"
    wait 3
    expect "Nick"
    screenshot 10-logged-in
    tap "\(l("Date spots"))"
    settle
    wait 0.5
    expect "\(place("Colosseum"))\(l(", "))\(place("Rome"))"
    screenshot 11-date-spots
    tap "\(l("Next"))"
    settle
    wait 0.3
    screenshot 12-next
    tap "\(place("Pantheon"))\(l(", "))\(place("Rome"))"
    settle
    wait 0.3
    screenshot 13-list
    tap "\(place("Louvre Museum"))"
    wait 0.45
    screenshot 14-flight
    settle
    wait 0.5
    expect "\(place("Louvre Museum"))\(l(", "))\(place("Paris"))"
    screenshot 15-paris
    tap "\(l("Learn more"))"
    settle
    wait 0.5
    screenshot 16-detail
    tap "\(l("Close"))"
    settle
    """
}
