import Foundation

/// One item of a page's toolbar: what it shows and where.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let content: any View

  /// Where iOS puts an item of this placement.
  enum Slot { case leading, trailing, principal, bottom, keyboard }

  var slot: Slot {
    switch placement {
    case .navigationBarLeading, .topBarLeading, .navigation, .cancellationAction: .leading
    case .principal: .principal
    case .bottomBar, .status: .bottom
    case .keyboard: .keyboard
    default: .trailing
    }
  }
}

/// Items of a `.toolbar`: each knows its placement.
@MainActor protocol ToolbarItemConvertible {
  var toolbarEntry: ToolbarEntry { get }
}

extension View {
  /// Items placed in the navigation bar (or the bottom bar) of the page the view is on. Views that are not
  /// `ToolbarItem`s go where `.automatic` does: the trailing end of the bar.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    var titleMenu: (any View)?
    let items = flatten(content()).compactMap { child -> ToolbarEntry? in
      if let menu = child.view as? any ToolbarTitleMenuContent {
        titleMenu = menu.menuContent
        return nil
      }
      return (child.view as? any ToolbarItemConvertible)?.toolbarEntry
        ?? ToolbarEntry(placement: .automatic, content: child.view)
    }
    return modifier(
      NavigationBarModifier(contribution: .init(toolbar: items, titleMenu: titleMenu)))
  }

  /// Hides or shows the navigation bar (`.navigationBar`, `.automatic`) and the tab bar (`.tabBar`: while the
  /// view is shown, as on a page pushed in a tab).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let hidesBar = bars.contains(.navigationBar) || bars.contains(.automatic) || bars.isEmpty
    return modifier(
      NavigationBarModifier(
        contribution: .init(barHidden: hidesBar ? visibility == .hidden : nil))
    )
    .modifier(
      ToolbarAppearanceModifier(
        tabBar: ToolbarAppearance(barVisibility: bars.contains(.tabBar) ? visibility : nil)))
  }
}

/// An item of a `.toolbar`, shown where its placement says.
public struct ToolbarItem<ID, Content: View>: View, ToolbarItemConvertible {
  let placement: ToolbarItemPlacement
  let content: Content
  public var body: some View { content }
  var toolbarEntry: ToolbarEntry { ToolbarEntry(placement: placement, content: content) }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items at one placement, laid out side by side.
public struct ToolbarItemGroup<Content: View>: View, ToolbarItemConvertible {
  let placement: ToolbarItemPlacement
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public var body: some View { content }
  var toolbarEntry: ToolbarEntry {
    ToolbarEntry(placement: placement, content: HStack(spacing: 16) { content })
  }
}

public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
}

public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}

public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}
