import SwiftUI

/// A trip-planning screen as iOS 16 tutorials write it: a link to the policy, a ShareLink for the trip, the
/// battery as a gauge (default, circular capacity and accessory circular), and capsule bordered buttons.
struct TripControlsScreen: View {
  let trip = URL(string: "https://example.com/trips/rome")!
  @State private var battery = 60.0

  var body: some View {
    VStack(spacing: 20) {
      Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
      ShareLink(item: trip, subject: Text("Rome"))
      Gauge(value: battery, in: 0...100) {
        Text("Battery")
      } currentValueLabel: {
        Text("\(Int(battery))%")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      HStack(spacing: 30) {
        Gauge(value: battery, in: 0...100) {
          Text("Bat")
        } currentValueLabel: {
          Text("\(Int(battery))")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(.green)
        Gauge(value: 0.25) { Text("Speed") }
          .gaugeStyle(.accessoryCircular)
      }
      Button("Charge") { battery = 100 }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
    }
    .padding()
  }
}
