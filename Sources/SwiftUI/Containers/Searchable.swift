import Foundation

/// Where a search field goes. On a phone every placement is the navigation bar's drawer: under the large
/// title, above the page's content.
public struct SearchFieldPlacement: Sendable {
  let kind: Int

  public struct NavigationBarDrawerDisplayMode: Sendable {
    let hidesOnScroll: Bool
    public static let automatic = NavigationBarDrawerDisplayMode(hidesOnScroll: true)
    public static let always = NavigationBarDrawerDisplayMode(hidesOnScroll: false)
  }

  public static let automatic = SearchFieldPlacement(kind: 0)
  public static let navigationBarDrawer = SearchFieldPlacement(kind: 1)
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(kind: 1)
  }
  public static let sidebar = SearchFieldPlacement(kind: 2)
  public static let toolbar = SearchFieldPlacement(kind: 3)
  public static let toolbarPrincipal = SearchFieldPlacement(kind: 4)
}

/// What `.searchable` hands to the page that draws its field.
struct SearchConfiguration {
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let prompt: Text
}

extension View {
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(
      SearchableModifier(
        configuration: SearchConfiguration(
          text: text, isPresented: nil, prompt: prompt ?? SearchConfiguration.defaultPrompt)))
  }

  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(String(prompt)))
  }

  /// As above, with whether search is active bound both ways: setting it true focuses the field.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(
      SearchableModifier(
        configuration: SearchConfiguration(
          text: text, isPresented: isPresented,
          prompt: prompt ?? SearchConfiguration.defaultPrompt)))
  }

  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(
      text: text, isPresented: isPresented, placement: placement, prompt: Text(String(prompt)))
  }

  /// Suggestions shown in a list under the field while search is active; a row marked with
  /// `.searchCompletion` puts its completion in the field when tapped.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    let view = suggestions()
    return transformEnvironment { $0.searchSuggestions = view }
  }

  /// A tap on this suggestion puts `completion` in the search field.
  public func searchCompletion(_ completion: String) -> some View {
    modifier(SearchCompletionModifier(completion: completion))
  }
}

extension SearchConfiguration {
  @MainActor static var defaultPrompt: Text { Text(system: "Search") }
}

/// Inside a navigation page the field is drawn over the modified content; outside one (on the
/// NavigationStack itself) it is handed to the stack's root page.
struct SearchableModifier: ViewModifier {
  let configuration: SearchConfiguration
  @Environment(\.navigationPage) private var page

  func body(content: Content) -> some View {
    if page != nil {
      SearchContainer(configuration: configuration, content: content)
    } else {
      content.transformEnvironment { $0.pendingSearch = configuration }
    }
  }
}

/// A page's content with the search field at its top (the root page of a stack `.searchable` was applied to).
struct PageSearchHost: View {
  let content: any View
  @Environment(\.pendingSearch) private var search

  var body: some View {
    if let search {
      SearchContainer(configuration: search, content: AnyView(erasing: content))
    } else {
      AnyView(erasing: content)
    }
  }
}

/// The search field over the content; `\.isSearching` and `\.dismissSearch` for the content, the suggestions
/// in place of the content while search is active.
struct SearchContainer<Content: View>: View {
  let configuration: SearchConfiguration
  let content: Content
  @State private var activeHere = false
  @FocusState private var focused: Bool
  @Environment(\.searchSuggestions) private var suggestions
  @Environment(\.submitActions) private var submitActions

  private var active: Bool { configuration.isPresented?.wrappedValue ?? activeHere }

  private func setActive(_ value: Bool) {
    if let isPresented = configuration.isPresented {
      if isPresented.wrappedValue != value { isPresented.wrappedValue = value }
    } else if activeHere != value {
      activeHere = value
    }
  }

  private func dismiss() {
    configuration.text.wrappedValue = ""
    focused = false
    setActive(false)
  }

  var body: some View {
    VStack(spacing: 0) {
      SearchBar(
        text: configuration.text, prompt: configuration.prompt, focused: $focused, active: active,
        cancel: { withAnimation(.easeInOut(duration: 0.25)) { dismiss() } }
      )
      // `.onSubmit(of: .search)` runs when Return is pressed in the field.
      .transformEnvironment { environment in
        environment.submitActions = submitActions.filter { $0.triggers.contains(.search) }.map {
          SubmitAction(triggers: .text, action: $0.action)
        }
      }
      // Suggestions that build no views (an `if` that does not hold) leave the content shown.
      let suggesting = active && suggestions.map { !flatten($0).isEmpty } == true
      ZStack {
        content
          .opacity(suggesting ? 0 : 1)
          .allowsHitTesting(!suggesting)
        if suggesting, let suggestions {
          List { AnyView(erasing: suggestions) }
            .listStyle(.plain)
            .transformEnvironment { environment in
              environment.searchCompletion = { completion in
                configuration.text.wrappedValue = completion
              }
            }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .transformEnvironment { environment in
        environment.isSearching = active
        environment.dismissSearch = DismissSearchAction(action: { dismiss() })
        environment.pendingSearch = nil
        environment.searchSuggestions = nil
      }
    }
    .onChange(of: focused) { _, isFocused in
      if isFocused { withAnimation(.easeInOut(duration: 0.25)) { setActive(true) } }
    }
    .onChange(of: configuration.isPresented?.wrappedValue ?? false) { _, presented in
      if presented && !focused { focused = true }
      if !presented && focused { focused = false }
    }
  }
}

/// iOS's search bar: a 36 pt rounded grey field with the magnifying glass and the prompt, a clear button while
/// it holds text, and Cancel beside it while search is active.
struct SearchBar: View {
  let text: Binding<String>
  let prompt: Text
  let focused: FocusState<Bool>.Binding
  let active: Bool
  let cancel: () -> Void

  static let height: CGFloat = 36
  static let fill = SystemColor.tertiaryFill
  /// The glass and the prompt: iOS's secondaryLabel.
  static let glyph = Color.rgb(60, 60, 67, 0.6, dark: (235, 235, 245, 0.6))

  var body: some View {
    HStack(spacing: 8) {
      HStack(spacing: 6) {
        Image(systemName: "magnifyingglass")
          .font(.system(size: 17, weight: .medium))
          .imageScale(.medium)
          .foregroundStyle(Self.glyph)
        TextField("", text: text, prompt: prompt)
          .focused(focused)
          .submitLabel(.search)
        if !text.wrappedValue.isEmpty {
          Button {
            text.wrappedValue = ""
          } label: {
            Image(systemName: "xmark.circle.fill")
              .foregroundStyle(Self.glyph)
          }
          .buttonStyle(.plain)
        }
      }
      .padding(.horizontal, 8)
      .frame(height: Self.height)
      .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Self.fill))
      if active {
        Button(action: cancel) { Text(system: "Cancel") }
          .transition(.move(edge: .trailing).combined(with: .opacity))
      }
    }
    .padding(.horizontal, 16)
    .padding(.bottom, 10)
  }
}

/// Ends search: clears the field, takes focus from it and hides Cancel.
public struct DismissSearchAction {
  let action: @MainActor () -> Void
  @MainActor public func callAsFunction() { action() }
}

/// `.searchCompletion`: the row becomes a button that fills the field.
struct SearchCompletionModifier: ViewModifier {
  let completion: String
  @Environment(\.searchCompletion) private var complete

  func body(content: Content) -> some View {
    content
      .frame(maxWidth: .infinity, alignment: .leading)
      .contentShape(Rectangle())
      .onTapGesture { complete?(completion) }
  }
}

private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}
private struct PendingSearchKey: EnvironmentKey {
  static var defaultValue: SearchConfiguration? { nil }
}
private struct SearchSuggestionsKey: EnvironmentKey {
  static var defaultValue: (any View)? { nil }
}
private struct SearchCompletionKey: EnvironmentKey {
  static var defaultValue: ((String) -> Void)? { nil }
}

extension EnvironmentValues {
  /// Whether the search field of an enclosing `.searchable` is active (focused, or holding a search until
  /// Cancel).
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
  /// A `.searchable` applied outside a navigation page, for the root page of the stack below it.
  var pendingSearch: SearchConfiguration? {
    get { self[PendingSearchKey.self] }
    set { self[PendingSearchKey.self] = newValue }
  }
  var searchSuggestions: (any View)? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }
  var searchCompletion: ((String) -> Void)? {
    get { self[SearchCompletionKey.self] }
    set { self[SearchCompletionKey.self] = newValue }
  }
}
