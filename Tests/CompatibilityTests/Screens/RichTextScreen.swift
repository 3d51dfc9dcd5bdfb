import SwiftUI

// Rich text the way tutorials write it: markdown in a Text literal, an AttributedString styled range by
// range, a sale price built by concatenating attributed strings, Text + Text, a link, and an address people
// can copy.

struct RichTextScreen: View {
  var greeting: AttributedString {
    var string = AttributedString("Welcome back, Taylor!")
    string.font = .title2
    if let range = string.range(of: "Taylor") {
      string[range].foregroundColor = .orange
      string[range].font = .title2.bold()
    }
    return string
  }

  var price: AttributedString {
    var was = AttributedString("$49")
    was.strikethroughStyle = .single
    was.foregroundColor = .gray
    var now = AttributedString(" $29 today")
    now.foregroundColor = .red
    now.backgroundColor = .yellow
    return was + now
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Text(greeting)
      Text("This is **bold**, this is *italic*, this is `code` and ~~this is gone~~.")
      Text("Read our [privacy policy](https://example.com/privacy) before you sign up.")
      Text(price)
        .font(.title3)
      Text("Total: ").bold() + Text("$29").foregroundColor(.green)
        + Text(" incl. tax").italic().foregroundColor(.secondary)
      VStack(alignment: .leading) {
        Text("Address")
          .font(.headline)
        Text("221B Baker Street, London")
          .textSelection(.enabled)
      }
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
