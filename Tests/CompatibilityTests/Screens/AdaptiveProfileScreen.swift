import SwiftUI

/// A profile that stacks its photo above the details on an upright phone and puts them side by side when
/// there is room, as tutorials switch on the size classes.
struct AdaptiveProfileScreen: View {
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.verticalSizeClass) private var verticalSizeClass

  var body: some View {
    let layout =
      horizontalSizeClass == .regular || verticalSizeClass == .compact
      ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout(spacing: 16))
    layout {
      RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 120, height: 120)
      VStack(alignment: .leading) {
        Text("Ann, 29")
        Text(horizontalSizeClass == .regular ? "Regular width" : "Compact width")
        Text(verticalSizeClass == .regular ? "Regular height" : "Compact height")
      }
    }
  }
}
