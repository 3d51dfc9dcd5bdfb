import Foundation
import SwiftUI

extension AppDriver {
  /// The title of the alert on screen, nil when none is.
  public var alertTitle: String? { host.currentAlert?.title }
  public var alertMessage: String? { host.currentAlert?.message }
  /// The alert's button labels, in the order shown.
  public var alertButtons: [String] { host.currentAlert?.buttons ?? [] }

  /// Taps a button of the alert on screen (the alert is topmost, so this is a tap on its label).
  public func tapAlertButton(_ label: String) throws { try tap(label) }
}
