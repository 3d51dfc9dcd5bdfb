import Foundation

/// What a screen shows when it has nothing to show (iOS 17): in the middle of the space it is given, a large
/// grey icon above a bold title, a grey description below, then any actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 0) {
      label
        .environment(\.labelPlacement, .unavailableContent)
      description
        .font(.subheadline)
        .foregroundColor(.secondary)
        .padding(.top, 8)
      actions
        .padding(.top, 16)
    }
    .multilineTextAlignment(.center)
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(
      label: { SwiftUI.Label(title, image: name) }, description: { description },
      actions: { EmptyView() })
  }
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { SwiftUI.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(
      label: { SwiftUI.Label(title, image: name) }, description: { description },
      actions: { EmptyView() })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { SwiftUI.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }
}

/// The parts of the system's "no search results" view.
public struct SearchUnavailableContent {
  public struct Label: View {
    let text: String?
    public var body: some View {
      SwiftUI.Label {
        Text(verbatim: text.map { "No Results for “\($0)”" } ?? "No Results")
      } icon: {
        Image(systemName: "magnifyingglass")
      }
    }
  }
  public struct Description: View {
    public var body: some View { Text("Check the spelling or try a new search.") }
  }
  public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// "No Results", for a search that found nothing.
  public static var search: ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: nil) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
  /// "No Results for “text”".
  public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: text.isEmpty ? nil : text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}
