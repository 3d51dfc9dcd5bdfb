/// Views built from a collection; each element's id is its identity, so inserts and removals are tracked.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID
}

// Other kinds of content built from a collection (MapKit's ForEach of map content) reuse ForEach itself.
extension ForEach {
  package init(
    mapData data: Data, id: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.idOf = id
  }

  package func mapIdentity(of element: Data.Element) -> ID { idOf(element) }
}

extension ForEach: View where Content: View {
  public typealias Body = Never

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.idOf = { $0[keyPath: id] }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0.id }
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0 }
  }
}

extension ForEach: MultiView where Content: View {
  public static var _flattening: _ViewFlattening? { .multiView(Self.self) }
  func flatten(into list: inout [ResolvedChild], prefix: ViewPath) {
    // Whether a row stands for children of its own depends on its type alone, so it is asked once: a parent of
    // a thousand rows flattens them on every run of its body.
    let rowsAreMultiViews = Content._flattening != nil
    for element in data {
      let path = prefix.appending(.explicit(AnyHashable(idOf(element))))
      if rowsAreMultiViews {
        SwiftUI.flatten(content(element), prefix: path, into: &list)
      } else {
        list.append(ResolvedChild(path: path, view: content(element)))
      }
    }
  }
}
