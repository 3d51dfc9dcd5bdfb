import SwiftUI

// Progress views the way tutorials show them: a spinner, a spinner with a title, a bar for a value, a bar
// with a label and a current-value label, the two built-in styles and a custom style.

struct DownloadScreen: View {
  @State private var progress = 0.5

  var body: some View {
    VStack(spacing: 24) {
      ProgressView()
      ProgressView("Loading…")
      ProgressView(value: progress)
      ProgressView(value: progress, total: 1.0) {
        Text("Downloading")
      } currentValueLabel: {
        Text("\(Int(progress * 100))%")
      }
      ProgressView("Uploading", value: 30, total: 100)
        .progressViewStyle(.linear)
        .tint(.orange)
      ProgressView(value: 0.3)
        .progressViewStyle(.circular)
      ProgressView(value: 0.75)
        .progressViewStyle(RingProgressStyle())
      Button("Restart") { progress = 0 }
    }
    .padding()
  }
}

struct RingProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    let fraction = configuration.fractionCompleted ?? 0
    return ZStack {
      Circle()
        .stroke(Color.gray.opacity(0.3), lineWidth: 8)
      Circle()
        .trim(from: 0, to: CGFloat(fraction))
        .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Text("\(Int(fraction * 100))%")
        .font(.caption)
    }
    .frame(width: 60, height: 60)
  }
}

struct DownloadScreen_Previews: PreviewProvider {
  static var previews: some View {
    DownloadScreen()
  }
}
