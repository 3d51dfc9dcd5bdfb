import Foundation

/// The title and picture a share sheet previews; kept for the code that passes one.
public struct SharePreview {
  let title: Text
  public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey) }
  public init<I: Transferable>(_ titleKey: LocalizedStringKey, image: I) { title = Text(titleKey) }
  public init<I: Transferable, C: Transferable>(
    _ titleKey: LocalizedStringKey, image: I, icon: C
  ) {
    title = Text(titleKey)
  }
  public init<C: Transferable>(_ titleKey: LocalizedStringKey, icon: C) { title = Text(titleKey) }
}

/// The iOS Share button: the share symbol and "Share" in the tint colour unless a label is given. A tap
/// hands the item (with the subject and message, as a share to Mail would carry them) to the desktop as a
/// selectable text's Share… does (`DesktopShare`), in place of iOS's share sheet.
public struct ShareLink<Label: View>: View {
  let text: String
  let label: Label

  public var body: some View {
    label.modifier(DesktopShareButton(text: text))
  }

  static func text(of item: any Transferable, subject: Text?, message: Text?) -> String {
    let body: String
    switch item {
    case let url as URL: body = url.absoluteString
    case let string as String: body = string
    case is Image: body = "Image"
    case let data as Data: body = "\(data.count) bytes"
    default: body = TransferPayload(item).plainText ?? String(describing: item)
    }
    let words = [subject, message].compactMap { $0?.plainText }
    return (words + [body]).joined(separator: "\n")
  }

  init(item: any Transferable, subject: Text?, message: Text?, label: Label) {
    text = Self.text(of: item, subject: subject, message: message)
    self.label = label
  }
}

/// What sharing is on a desktop, which has no share sheet: the text goes to the clipboard and an alert says
/// it was copied, showing it (a `ShareLink`'s tap, a selectable text's Share…).
@MainActor enum DesktopShare {
  static func share(_ text: String, in graph: ViewGraph) {
    Clipboard.provider.write(text)
    graph.presentStandardAlert(
      id: "DesktopShare", title: Text(system: "Copied"), message: Text(verbatim: text),
      ok: Text(system: "OK"))
  }
}

/// In a menu or a context menu, a row that shares as the button does, through the graph taking the tap.
extension ShareLink: PopupMenuItemSource {
  func popupMenuItems(id: AnyHashable) -> [PopupMenuItem] {
    let text = self.text
    return [
      PopupMenuItem(
        id: id, view: label, isSelected: nil, role: nil, isEnabled: true,
        action: {
          if let graph = ViewGraph.current { DesktopShare.share(text, in: graph) }
        })
    ]
  }
}

/// A button over its content that shares `text` through the desktop of the graph it is in: the graph is
/// the node's, which a view's body cannot name.
private struct DesktopShareButton: BuiltinModifier {
  let text: String

  func makeNode(_ node: ViewNode, content: any View) {
    let text = text
    node.setContent(
      Button { [weak graph = node.graph] in
        if let graph { DesktopShare.share(text, in: graph) }
      } label: {
        AnyView(content)
      })
  }
}

/// The default label: the share symbol and "Share".
public struct DefaultShareLinkLabel: View {
  public var body: some View {
    SwiftUI.Label {
      Text(system: "Share")
    } icon: {
      Image(systemName: "square.and.arrow.up")
    }
  }
}

extension ShareLink {
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(item: item, subject: subject, message: message, label: label())
  }
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
    @ViewBuilder label: () -> Label
  ) {
    self.init(item: item, subject: subject, message: message, label: label())
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message, label: DefaultShareLinkLabel())
  }
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview
  ) {
    self.init(item: item, subject: subject, message: message, label: DefaultShareLinkLabel())
  }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
  public init<I: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(
      item: item, subject: subject, message: message,
      label: SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
  @_disfavoredOverload
  public init<S: StringProtocol, I: Transferable>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(
      item: item, subject: subject, message: message,
      label: SwiftUI.Label(title, systemImage: "square.and.arrow.up"))
  }
}
