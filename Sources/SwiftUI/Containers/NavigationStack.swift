import Foundation

/// A stack of pages over a root view, each with its navigation bar. Values appended to the path (by
/// `NavigationLink(value:)` or by the code that owns the path) push the page `navigationDestination(for:)`
/// declares for their type; links with a destination view push that view.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: NavigationPathAccess?
  @State private var ownPath = NavigationPath()

  public var body: some View {
    NavigationStackHost(path: path ?? NavigationPathAccess($ownPath), root: root)
  }
}

extension NavigationStack where Data == NavigationPath {
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathAccess(path)
  }
}

extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathAccess(
      get: {
        path.wrappedValue.map { NavigationPath.Element(value: AnyHashable($0), encode: nil) }
      },
      append: { value in
        guard let element = value as? Data.Element else { return false }
        path.wrappedValue.append(element)
        return true
      },
      truncate: { count in
        var data = path.wrappedValue
        data.removeLast(max(data.count - count, 0))
        path.wrappedValue = data
      })
  }
}

extension NavigationPathAccess {
  init(_ path: Binding<NavigationPath>) {
    self.init(
      get: { path.wrappedValue.elements },
      append: { value in
        path.wrappedValue.append(value)
        return true
      },
      truncate: { count in
        var copy = path.wrappedValue
        copy.removeLast(max(copy.count - count, 0))
        path.wrappedValue = copy
      })
  }
}

/// The deprecated container, in its phone (stack) style.
public struct NavigationView<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { NavigationStack { content } }

}

/// `navigationViewStyle(.stack)`: the only style a phone shows.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
extension View {
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
