import SwiftUI

// Alignment guides the way tutorials teach them: a custom guide lining an avatar's centre up with a name in
// another stack, text of different sizes sitting on one baseline (first and last), form values lined up
// across rows with a custom horizontal guide, and a leading guide moved to indent one line.

extension VerticalAlignment {
  private enum AvatarAndName: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
  }
  static let avatarAndName = VerticalAlignment(AvatarAndName.self)
}

extension HorizontalAlignment {
  private enum FormValues: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
  }
  static let formValues = HorizontalAlignment(FormValues.self)
}

struct ProfileHeaderScreen: View {
  var body: some View {
    VStack(spacing: 28) {
      HStack(alignment: .avatarAndName, spacing: 16) {
        VStack {
          Circle()
            .fill(Color.blue)
            .frame(width: 60, height: 60)
            .alignmentGuide(.avatarAndName) { d in d[VerticalAlignment.center] }
            .accessibilityIdentifier("avatar")
          Text("Online")
            .font(.caption)
        }
        VStack(alignment: .leading) {
          Text("Profile")
            .font(.caption)
          Text("Ada Lovelace")
            .font(.title)
            .alignmentGuide(.avatarAndName) { d in d[VerticalAlignment.center] }
          Text("London")
          Text("Mathematician")
        }
      }

      HStack(alignment: .firstTextBaseline) {
        Text("42")
          .font(.largeTitle)
        Text("km")
          .font(.caption)
        Text("Distance walked\ntoday")
      }

      HStack(alignment: .lastTextBaseline) {
        Text("Total")
          .font(.title)
        Text("One line\nand another")
          .font(.footnote)
      }

      VStack(alignment: .formValues) {
        HStack {
          Text("Name:")
          Text("Ada")
            .alignmentGuide(.formValues) { d in d[.leading] }
        }
        HStack {
          Text("Email address:")
          Text("ada@example.com")
            .alignmentGuide(.formValues) { d in d[.leading] }
        }
      }

      VStack(alignment: .leading) {
        Text("Indented")
          .alignmentGuide(.leading) { d in d[.leading] - 20 }
        Text("Flush")
      }
    }
  }
}
