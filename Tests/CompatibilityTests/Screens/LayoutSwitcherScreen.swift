import SwiftUI

// One set of views shown as a grid, a row, a column or a pile, as iOS 16 tutorials switch layouts with
// AnyLayout: `GridLayout` lines the rows' cells up in columns; the stack layouts take the same GridRows as
// rows of views side by side.

struct LayoutSwitcherScreen: View {
  enum Arrangement: String, CaseIterable {
    case grid = "Grid"
    case row = "Row"
    case column = "Column"
    case pile = "Pile"
  }

  @State private var arrangement = Arrangement.grid

  private var layout: AnyLayout {
    switch arrangement {
    case .grid:
      AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 20, verticalSpacing: 12))
    case .row: AnyLayout(HStackLayout(spacing: 10))
    case .column: AnyLayout(VStackLayout(alignment: .leading, spacing: 10))
    case .pile: AnyLayout(ZStackLayout(alignment: .topLeading))
    }
  }

  var body: some View {
    VStack(spacing: 40) {
      layout {
        GridRow {
          Color.red.frame(width: 40, height: 40).accessibilityIdentifier("red")
          Color.blue.frame(width: 80, height: 30).accessibilityIdentifier("blue")
        }
        GridRow {
          Color.green.frame(width: 100, height: 40).accessibilityIdentifier("green")
          Color.orange.frame(width: 30, height: 30).accessibilityIdentifier("orange")
        }
      }
      HStack {
        ForEach(Arrangement.allCases, id: \.self) { choice in
          Button(choice.rawValue) {
            withAnimation(.easeInOut(duration: 1)) { arrangement = choice }
          }
        }
      }
    }
  }
}
