import SwiftUI
import UIKit

/// A settings screen as UIKit-era tutorials theme it: colour literals, a segmented picker restyled through
/// `UISegmentedControl.appearance()` in `init`, a UIFont bridged to a SwiftUI Font, haptics on change and a
/// link opened through `UIApplication.shared`.
struct ThemedSettingsScreen: View {
  @State private var plan = 0
  @State private var openedLink: Bool?
  let brand = #colorLiteral(red: 1, green: 0.1764705882, blue: 0.3333333333, alpha: 1)
  let badge: Color = #colorLiteral(
    red: 0.2039215686, green: 0.7803921569, blue: 0.3490196078, alpha: 1)

  init() {
    UISegmentedControl.appearance().selectedSegmentTintColor = brand
    UISegmentedControl.appearance().setTitleTextAttributes(
      [.foregroundColor: UIColor.white], for: .selected)
    UISegmentedControl.appearance().setTitleTextAttributes(
      [.foregroundColor: UIColor.darkGray, .font: UIFont.systemFont(ofSize: 15, weight: .bold)],
      for: .normal)
  }

  var body: some View {
    VStack(spacing: 24) {
      Text("Plan")
        .font(Font(UIFont.systemFont(ofSize: 28, weight: .heavy) as CTFont))
      Picker("Plan", selection: $plan) {
        Text("Free").tag(0)
        Text("Plus").tag(1)
        Text("Gold").tag(2)
      }
      .pickerStyle(.segmented)
      .onChange(of: plan) { _ in UIImpactFeedbackGenerator(style: .medium).impactOccurred() }
      Circle().fill(badge).frame(width: 40, height: 40)
      Rectangle().fill(Color(brand)).frame(height: 20)
      Image(uiImage: #imageLiteral(resourceName: "no-such-picture"))
      Button("Terms") {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) { opened in
          openedLink = opened
        }
      }
      if let openedLink { Text(openedLink ? "Opened" : "Not opened") }
    }
    .padding()
  }
}
