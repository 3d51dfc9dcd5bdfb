import Foundation

extension ViewGraph {
  /// Presents the standard alert — a title, a message and OK — outside any view's `.alert`: a failed settings
  /// write (State/AppStorage.swift raises it through `AppStorageCenter.presentAlert`), a text shared from its
  /// selection menu (`DesktopShare`).
  func presentStandardAlert(id: AnyHashable, title: String, message: String) {
    presentStandardAlert(
      id: id, title: Text(verbatim: title), message: Text(verbatim: message),
      ok: Text(verbatim: "OK"))
  }

  /// The same with texts translated where the alert is shown.
  func presentStandardAlert(id: AnyHashable, title: Text, message: Text, ok: Text) {
    let alert = AlertContent(
      title: title, message: message,
      actions: [AlertAction(label: ok, role: .cancel, action: {})], fields: [])
    let respond: (AlertAction) -> Void = { [handle] _ in handle.graph?.dismissPresentation(id: id) }
    present(
      PresentationEntry(
        id: id, view: { AlertContainer(alert: alert, visible: true, respond: respond) },
        keyHandler: { key in alert.handleKey(key, respond: respond) }))
  }
}
