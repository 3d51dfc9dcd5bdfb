import SwiftUI

// A league table the way tutorials build one with Grid (iOS 16): a header row, a divider that spans the
// grid, a trailing-aligned numbers column and a footer cell over two columns; then a grid of colour
// swatches whose divider makes the grid as wide as the screen, with a cell pinned to its top-leading corner.

struct ScoreboardScreen: View {
  let teams = [("Lions", 12, 3), ("Eagles", 8, 7), ("Bears", 10, 5)]

  var body: some View {
    VStack(spacing: 24) {
      Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
        GridRow {
          Text("Team").bold()
          Text("Won").bold()
          Text("Lost").bold()
        }
        Divider()
          .gridCellUnsizedAxes(.horizontal)
        ForEach(teams, id: \.0) { team in
          GridRow {
            Text(team.0)
            Text("\(team.1)")
              .gridColumnAlignment(.trailing)
            Text("\(team.2)")
          }
        }
        GridRow {
          Text("Total")
            .gridCellColumns(2)
          Text("15")
        }
      }
      .padding()
      .background(Color.yellow.opacity(0.3))

      Grid {
        GridRow {
          Color.red.frame(width: 40, height: 40).accessibilityIdentifier("red")
          Color.green.frame(width: 80, height: 40).accessibilityIdentifier("green")
        }
        Divider()
        GridRow(alignment: .bottom) {
          Color.blue.frame(width: 60, height: 60).accessibilityIdentifier("blue")
          Color.orange.frame(width: 20, height: 20)
            .accessibilityIdentifier("orange")
            .gridCellAnchor(.topLeading)
        }
      }
    }
    .padding()
  }
}
