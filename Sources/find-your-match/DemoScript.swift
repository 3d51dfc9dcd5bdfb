/// The whole flow, played by `find-your-match --demo DIR`: welcome → name → age → gender → account → home →
/// the deck (swipes by drag and by the buttons, a rewind, a match, the Matches tab) → profile → log out → a
/// wrong password → the right one → Date spots (Next, the list, a flight from Rome to Paris, the detail
/// sheet). Positions are in points of the 390x844 phone
/// screen; `wait` lets real time pass, so the account is really created and checked.
let demoScript = """
  settle
  wait 0.5
  screenshot 1-welcome
  tap "SIGN UP"
  settle
  type "Nick"
  wait 0.3
  screenshot 2-name
  press return
  settle
  drag 161 397 235 397 0.6
  wait 0.3
  screenshot 3-age
  tap "NEXT"
  settle
  tap "Select a gender"
  settle
  tap "Female"
  settle
  wait 0.3
  screenshot 4-gender
  tap "NEXT"
  settle
  tap "Username"
  type "Nick.Demo"
  tap "Password"
  type "sunflower42"
  wait 0.3
  screenshot 5-account
  tap "FINISH"
  wait 3
  expect "Discover"
  wait 0.5
  screenshot 6-home
  drag 195 380 45 395 0.3
  settle
  tap "Like"
  settle
  tap "Nope"
  settle
  wait 0.3
  screenshot 6a-swiped
  tap "Rewind"
  settle
  drag 195 380 360 400 0.35
  settle
  tap "Super Like"
  settle
  press backspace
  settle
  tap "Super Like"
  settle
  drag 195 380 330 390 0.12
  settle
  expect "It's a match!"
  wait 0.3
  screenshot 6b-match
  tap "Send a message"
  settle
  wait 0.3
  screenshot 6c-matches
  tap "Profile"
  settle
  wait 0.3
  screenshot 7-profile
  tap "Log out"
  settle
  wait 0.5
  screenshot 8-log-in
  tap "Password"
  type "sunflower24"
  tap "Login"
  wait 3
  expect "Wrong username or password"
  screenshot 9-wrong-password
  tap "Password"
  type "sunflower42"
  tap "Login"
  wait 3
  expect "Nick"
  screenshot 10-logged-in
  tap "Date spots"
  settle
  wait 0.5
  expect "Colosseum, Rome"
  screenshot 11-date-spots
  tap "Next"
  settle
  wait 0.3
  screenshot 12-next
  tap "Pantheon, Rome"
  settle
  wait 0.3
  screenshot 13-list
  tap "Louvre Museum"
  wait 0.45
  screenshot 14-flight
  settle
  wait 0.5
  expect "Louvre Museum, Paris"
  screenshot 15-paris
  tap "Learn more"
  settle
  wait 0.5
  screenshot 16-detail
  tap "Close"
  settle
  """
