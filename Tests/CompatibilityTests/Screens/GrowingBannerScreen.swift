import SwiftUI

// A banner whose width is followed with `onGeometryChange` (iOS 18, back-deployed to 16), as tutorials use
// it to size something else after a view's width.

struct GrowingBannerScreen: View {
  @State private var isWide = false
  @State private var measured: CGFloat = 0
  @State private var changes = 0

  var body: some View {
    VStack(spacing: 16) {
      Text("Banner")
        .frame(width: isWide ? 300 : 150, height: 40)
        .background(Color.yellow)
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.width
        } action: { width in
          measured = width
          changes += 1
        }
      Text("Width \(Int(measured)), \(changes) changes")
      Button("Widen") { isWide = true }
    }
  }
}
