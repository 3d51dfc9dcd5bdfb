import SwiftUI

// Sheets styled the way iOS 16.4-17 tutorials style them: a filter sheet on a material with rounder corners
// that leaves the screen behind usable at its medium detent, a terms sheet on a colour that a swipe cannot
// close, and an inspector (a sheet on a phone).

struct MapFiltersScreen: View {
  @State private var showingFilters = false
  @State private var showingTerms = false
  @State private var showingInspector = false
  @State private var taps = 0

  var body: some View {
    VStack(spacing: 16) {
      Button("Filters") { showingFilters = true }
      Button("Terms") { showingTerms = true }
      Button("Inspector") { showingInspector = true }
      Button("Tapped \(taps) times") { taps += 1 }
      Spacer()
    }
    .padding(.top, 80)
    .frame(maxWidth: .infinity)
    .background(Color.teal.opacity(0.3))
    .sheet(isPresented: $showingFilters) {
      VStack {
        Text("Filters sheet")
          .font(.headline)
        Spacer()
      }
      .padding(.top, 24)
      .presentationDetents([.medium, .large])
      .presentationBackground(.thinMaterial)
      .presentationCornerRadius(30)
      .presentationBackgroundInteraction(.enabled(upThrough: .medium))
    }
    .sheet(isPresented: $showingTerms) {
      VStack(spacing: 20) {
        Text("Terms sheet")
        Button("Agree") { showingTerms = false }
      }
      .presentationDetents([.medium])
      .presentationBackground(.yellow)
      .interactiveDismissDisabled()
    }
    .inspector(isPresented: $showingInspector) {
      Text("Inspector content")
        .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
    }
  }
}
