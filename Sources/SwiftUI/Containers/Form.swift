import Foundation

/// A settings form: on iOS an inset grouped list of its sections and rows.
public struct Form<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View {
    List { content }.listStyle(.insetGrouped)
  }
}
