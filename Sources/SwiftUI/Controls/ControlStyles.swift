/// Control styles set with `.buttonStyle`, `.pickerStyle`, `.textFieldStyle` and friends, keyed by control.
struct ControlStyles {
  var values: [String: Any] = [:]
}
