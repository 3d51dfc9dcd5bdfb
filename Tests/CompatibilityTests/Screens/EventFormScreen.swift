import SwiftUI

/// A tutorial-style "new event" screen: compact date and time pickers in a list, one limited to times after
/// the start, and a graphical calendar of the start date.
struct EventFormScreen: View {
  @State var start: Date
  @State var end: Date

  init(start: Date) {
    _start = State(initialValue: start)
    _end = State(initialValue: start.addingTimeInterval(3600))
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          DatePicker("Starts", selection: $start)
          DatePicker("Ends", selection: $end, in: start..., displayedComponents: .hourAndMinute)
        }
        Section("Day") {
          DatePicker("Day", selection: $start, displayedComponents: [.date])
            .datePickerStyle(.graphical)
        }
      }
      .navigationTitle("New Event")
    }
  }
}
