import SwiftUI

/// A small screen written as for an iPhone, in a target of its own that sees only the public API: names
/// typed and added to a list, a switch for plus-ones and a slider for the tables' size.
public struct GuestListView: View {
  @State private var name = ""
  @State private var guests: [String] = []
  @State private var plusOnes = false
  @State private var tableSize = 4.0

  public init() {}

  public var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Guests: \(guests.count)")
        .font(.title)
        .accessibilityIdentifier("count")
      HStack {
        TextField("Name", text: $name)
          .textFieldStyle(.roundedBorder)
          .accessibilityIdentifier("name-field")
        Button("Add") {
          guests.append(name)
          name = ""
        }
        .disabled(name.isEmpty)
      }
      Toggle("Plus-ones", isOn: $plusOnes)
      Slider(value: $tableSize, in: 2...10, step: 1)
        .accessibilityIdentifier("table-size")
      Text("Tables of \(Int(tableSize))\(plusOnes ? ", plus-ones welcome" : "")")
      ForEach(guests, id: \.self) { guest in
        Text(guest)
          .padding(8)
          .background(Color.yellow)
          .accessibilityIdentifier("guest")
      }
      Spacer()
    }
    .padding()
  }
}
