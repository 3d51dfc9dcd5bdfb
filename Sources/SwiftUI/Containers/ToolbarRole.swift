import Foundation

/// What a page's toolbar is for. Accepted: the bar is drawn as for `.navigationStack` (iOS shows `.editor`'s
/// back button as the chevron alone, which is not done here yet).
public struct ToolbarRole: Sendable {
  let kind: Int
  public static let automatic = ToolbarRole(kind: 0)
  public static let navigationStack = ToolbarRole(kind: 1)
  public static let browser = ToolbarRole(kind: 2)
  public static let editor = ToolbarRole(kind: 3)
}

extension View {
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
