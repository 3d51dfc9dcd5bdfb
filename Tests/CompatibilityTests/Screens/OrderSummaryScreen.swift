import SwiftUI

// Alignment guides outside HStack and VStack, as tutorials use them: a notification badge on an icon's corner
// (ZStack and `.alignmentGuide` on edges), a marker at 70% of a track (a custom guide in a ZStack), a tag
// hung from a frame's custom guide, a Grid whose rows sit on their text baselines, and a LazyVStack of form
// rows whose values line up.

extension HorizontalAlignment {
  private enum Progress: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context[HorizontalAlignment.center]
    }
  }
  static let progress = HorizontalAlignment(Progress.self)

  private enum FieldValue: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
  }
  static let fieldValue = HorizontalAlignment(FieldValue.self)
}

struct OrderSummaryScreen: View {
  var body: some View {
    VStack(spacing: 20) {
      ZStack(alignment: .topTrailing) {
        RoundedRectangle(cornerRadius: 8).fill(Color.blue)
          .frame(width: 60, height: 60)
          .accessibilityIdentifier("icon")
        Circle().fill(Color.red)
          .frame(width: 20, height: 20)
          .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
          .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
          .accessibilityIdentifier("badge")
      }
      .accessibilityIdentifier("badged")

      ZStack(alignment: Alignment(horizontal: .progress, vertical: .center)) {
        Capsule().fill(Color.gray.opacity(0.3))
          .frame(width: 200, height: 10)
          .alignmentGuide(.progress) { d in d.width * 0.7 }
          .accessibilityIdentifier("track")
        Circle().fill(Color.green)
          .frame(width: 24, height: 24)
          .accessibilityIdentifier("marker")
      }

      Color.purple
        .frame(width: 40, height: 20)
        .alignmentGuide(.progress) { d in d[.trailing] }
        .accessibilityIdentifier("tag")
        .frame(
          width: 200, height: 30, alignment: Alignment(horizontal: .progress, vertical: .center)
        )
        .background(Color.yellow.opacity(0.3))
        .accessibilityIdentifier("tagFrame")

      Grid(alignment: .leading, horizontalSpacing: 12) {
        GridRow(alignment: .firstTextBaseline) {
          Text("Total").font(.largeTitle)
          Text("3 items").font(.caption)
          Text("42.00").font(.title2)
        }
        GridRow(alignment: .firstTextBaseline) {
          Text("Tax").font(.caption)
          Text("included").font(.title3)
          Text("0.00")
        }
      }

      LazyVStack(alignment: .fieldValue, spacing: 6) {
        HStack {
          Text("Name:")
          Text("Ada").alignmentGuide(.fieldValue) { d in d[.leading] }
        }
        HStack {
          Text("Delivery address:")
          Text("12 Main St").alignmentGuide(.fieldValue) { d in d[.leading] }
        }
      }
    }
  }
}
