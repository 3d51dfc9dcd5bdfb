import SwiftUI

// iOS 16.4 / 17 tutorial lines: a short panel that should not rubber-band (`.scrollBounceBehavior`), and
// pages whose navigation container is filled with a colour (`.containerBackground(_:for: .navigation)`).

struct ShortPanelScreen: View {
  var body: some View {
    VStack(spacing: 0) {
      ScrollView {
        Text("Fits, stays put")
          .frame(maxWidth: .infinity)
          .padding()
      }
      .scrollBounceBehavior(.basedOnSize)
      Divider()
      ScrollView {
        Text("Fits, bounces")
          .frame(maxWidth: .infinity)
          .padding()
      }
      Divider()
      ScrollView {
        VStack {
          ForEach(0..<30) { index in
            Text("Long row \(index)").frame(maxWidth: .infinity).padding(.vertical, 8)
          }
        }
      }
      .scrollBounceBehavior(.basedOnSize)
    }
  }
}

struct ColorPagesScreen: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Blue") {
          Text("Blue")
            .containerBackground(Color.blue, for: .navigation)
        }
        NavigationLink("Red") {
          Text("Red")
            .containerBackground(Color.red, for: .navigation)
        }
      }
      .navigationTitle("Colors")
    }
  }
}
