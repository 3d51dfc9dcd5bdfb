/// The whole flow, played by `find-your-match --demo DIR`: welcome → name → age → gender → profile → sign out.
/// Positions are in points of the 390x844 phone screen.
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
  tap "FINISH"
  settle
  wait 0.5
  screenshot 5-profile
  tap "SIGN OUT"
  settle
  wait 0.5
  screenshot 6-signed-out
  expect "Find your match"
  """
