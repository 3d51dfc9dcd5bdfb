import Foundation

/// A control that opens a URL: a button in the tint colour whose tap hands the URL to `\.openURL` (the
/// desktop's opener unless the app installs its own handler), reported as a link to the driver.
public struct Link<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let destination: URL
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  func makeNode(_ node: ViewNode) {
    let openURL = node.environment.openURL
    let destination = self.destination
    Button(action: { openURL(destination) }, label: { label }).makeNode(node)
    node.attributes.control?.role = .link
  }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
