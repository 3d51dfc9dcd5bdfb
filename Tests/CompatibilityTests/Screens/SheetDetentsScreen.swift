import SwiftUI

// Sheets with detents the way tutorials write them: a half-height sheet with its grabber, one that can be
// pulled from medium to large, a fixed-height one, and a popover (a sheet on a phone).

struct SheetDetentsScreen: View {
  @State private var showingSettings = false
  @State private var showingDetails = false
  @State private var showingPicker = false
  @State private var showingPopover = false
  @State private var detent = PresentationDetent.medium

  var body: some View {
    VStack(spacing: 20) {
      Button("Settings") { showingSettings = true }
      Button("Details") { showingDetails = true }
      Button("Picker") { showingPicker = true }
      Button("Info") { showingPopover = true }
        .popover(isPresented: $showingPopover, arrowEdge: .bottom) {
          Text("Popover content")
            .padding()
        }
      Text("Detent: \(detent == .large ? "large" : "medium")")
    }
    .sheet(isPresented: $showingSettings) {
      Text("Settings sheet")
        .presentationDetents([.medium])
        .presentationDragIndicator(.visible)
    }
    .sheet(isPresented: $showingDetails) {
      VStack {
        Text("Details sheet")
        Spacer()
      }
      .padding(.top, 30)
      .presentationDetents([.medium, .large], selection: $detent)
    }
    .sheet(isPresented: $showingPicker) {
      Text("Small sheet")
        .presentationDetents([.height(200), .fraction(0.75)])
        .presentationDragIndicator(.hidden)
    }
  }
}
