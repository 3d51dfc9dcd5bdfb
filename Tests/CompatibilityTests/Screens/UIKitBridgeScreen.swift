import SwiftUI

// UIKit wrapped the way tutorials wrap it: a UIView subclass behind a UIViewRepresentable with a
// coordinator, and a view controller behind a UIViewControllerRepresentable. The log stands in for the
// print statements a tutorial would leave in.

final class BridgeLog {
  var entries: [String] = []
}

final class SwatchView: UIView {
  var log: BridgeLog?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBlue
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log?.entries.append("layoutSubviews \(Int(bounds.width))x\(Int(bounds.height))")
  }
}

struct Swatch: UIViewRepresentable {
  var color: UIColor
  let log: BridgeLog

  func makeCoordinator() -> Coordinator {
    log.entries.append("makeCoordinator")
    return Coordinator(log: log)
  }

  func makeUIView(context: Context) -> SwatchView {
    context.coordinator.log.entries.append("makeUIView")
    let view = SwatchView()
    view.log = log
    return view
  }

  func updateUIView(_ uiView: SwatchView, context: Context) {
    context.coordinator.log.entries.append("updateUIView")
    uiView.backgroundColor = color
  }

  static func dismantleUIView(_ uiView: SwatchView, coordinator: Coordinator) {
    coordinator.log.entries.append("dismantleUIView")
  }

  class Coordinator: NSObject {
    let log: BridgeLog
    init(log: BridgeLog) { self.log = log }
  }
}

final class GreetingViewController: UIViewController {
  var log: BridgeLog?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGreen
    log?.entries.append("viewDidLoad")
  }
}

struct Greeting: UIViewControllerRepresentable {
  let log: BridgeLog

  func makeUIViewController(context: Context) -> GreetingViewController {
    let controller = GreetingViewController()
    controller.log = log
    return controller
  }

  func updateUIViewController(_ uiViewController: GreetingViewController, context: Context) {
    log.entries.append("updateUIViewController")
  }
}

struct UIKitBridgeScreen: View {
  let log: BridgeLog
  @State private var isRed = false
  @State private var showsSwatch = true

  var body: some View {
    VStack(spacing: 20) {
      if showsSwatch {
        Swatch(color: isRed ? .systemRed : .systemBlue, log: log)
          .frame(width: 120, height: 120)
      }
      Greeting(log: log)
        .frame(height: 60)
      Button("Make it red") { isRed = true }
      Button("Remove it") { showsSwatch = false }
    }
    .padding()
  }
}
