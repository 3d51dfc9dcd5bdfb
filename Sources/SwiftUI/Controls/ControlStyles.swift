/// Control styles set with `.buttonStyle`, `.pickerStyle`, `.textFieldStyle` and friends.
struct ControlStyles {
}
