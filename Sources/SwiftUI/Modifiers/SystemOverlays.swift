import Foundation

extension View {
  /// Hides the status bar on iOS. The runtime draws no status bar (the window's top inset stays, as the
  /// sensor housing's does on a phone), so there is nothing to hide.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Dims or hides the home indicator and other system overlays on iOS; the runtime draws none of them.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
