import Foundation

extension ViewGraph {
  /// Presents the standard alert — a title, a message and OK — outside any view's `.alert`: a failed settings
  /// write (State/AppStorage.swift raises it through `AppStorageCenter.presentAlert`).
  func presentStandardAlert(id: AnyHashable, title: String, message: String) {
    let alert = AlertContent(
      title: Text(verbatim: title), message: Text(verbatim: message),
      actions: [AlertAction(label: Text(verbatim: "OK"), role: .cancel, action: {})], fields: [])
    let respond: (AlertAction) -> Void = { [weak self] _ in self?.dismissPresentation(id: id) }
    present(
      PresentationEntry(
        id: id, view: { AlertContainer(alert: alert, visible: true, respond: respond) },
        keyHandler: { key in alert.handleKey(key, respond: respond) }))
  }
}
