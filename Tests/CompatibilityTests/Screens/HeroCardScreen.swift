import SwiftUI

// The matched-geometry tutorial: a small card in a list of recipes grows into a full card over the screen when
// tapped (`withAnimation { isExpanded.toggle() }`), and shrinks back into its row.

struct HeroCardScreen: View {
  @Namespace private var animation
  @State private var isExpanded = false

  var body: some View {
    ZStack {
      if !isExpanded {
        VStack(alignment: .leading, spacing: 16) {
          Text("Recipes").font(.largeTitle).bold()
          HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 12)
              .fill(Color.orange)
              .matchedGeometryEffect(id: "card", in: animation)
              .frame(width: 64, height: 64)
            VStack(alignment: .leading) {
              Text("Pancakes").font(.headline)
              Text("20 min").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
          }
          .contentShape(Rectangle())
          .onTapGesture {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { isExpanded.toggle() }
          }
          Spacer()
        }
        .padding()
      } else {
        VStack {
          RoundedRectangle(cornerRadius: 30)
            .fill(Color.orange)
            .matchedGeometryEffect(id: "card", in: animation)
            .frame(height: 420)
            .overlay(alignment: .bottomLeading) {
              Text("Pancakes").font(.largeTitle).bold().foregroundStyle(.white).padding(24)
            }
            .onTapGesture {
              withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { isExpanded.toggle() }
            }
          Spacer()
        }
        .padding()
      }
    }
  }
}
