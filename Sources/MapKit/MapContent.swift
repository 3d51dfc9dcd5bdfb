import CoreLocation
import Foundation
import SwiftUI

/// Things a `Map` shows above the basemap (iOS 17): markers, annotations, polylines… composed like views.
@MainActor public protocol MapContent {
  associatedtype Body: MapContent
  @MapContentBuilder var body: Body { get }
}

extension Never: MapContent {}

/// One thing to show, after the content's builders and modifiers have been applied.
struct ResolvedMapItem {
  enum Shape {
    case marker(title: String, systemImage: String?, monogram: String?)
    case annotation(view: AnyView, anchor: UnitPoint)
    case pin
    case polyline([CLLocationCoordinate2D])
    case polygon([CLLocationCoordinate2D])
    case circle(center: CLLocationCoordinate2D, radius: CLLocationDistance)
  }
  var shape: Shape
  var coordinate: CLLocationCoordinate2D
  /// Identity for the view graph: the item's place in the content (ForEach ids included).
  var identity: [AnyHashable]
  var tint: Color?
  var tag: AnyHashable?
  var stroke: Color?
  var lineWidth: CGFloat = 3
  var fill: Color?
  var titleHidden = false
}

/// Primitive content resolves itself; composite content resolves its `body`.
@MainActor protocol ResolvableMapContent {
  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable])
}

@MainActor func resolveMapContent<C: MapContent>(
  _ content: C, into items: inout [ResolvedMapItem], identity: [AnyHashable]
) {
  if let primitive = content as? any ResolvableMapContent {
    primitive.resolve(into: &items, identity: identity)
  } else if C.Body.self != Never.self {
    resolveMapContent(content.body, into: &items, identity: identity + [AnyHashable("\(C.self)")])
  }
}

extension MapContent where Body == Never {
  public var body: Never { fatalError("\(Self.self) is primitive map content") }
}

@MainActor @resultBuilder public enum MapContentBuilder {
  public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
  public static func buildBlock<Content: MapContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: MapContent>(_ content: repeat each Content)
    -> TupleMapContent<(repeat each Content)>
  {
    TupleMapContent(value: (repeat each content)) { items, identity in
      var index = 0
      for part in repeat each content {
        resolveMapContent(part, into: &items, identity: identity + [AnyHashable(index)])
        index += 1
      }
    }
  }
  public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }
  public static func buildIf<Content: MapContent>(_ content: Content?) -> Content? { content }
  public static func buildOptional<Content: MapContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<First: MapContent, Second: MapContent>(first: First)
    -> ConditionalMapContent<First, Second>
  {
    ConditionalMapContent(storage: .first(first))
  }
  public static func buildEither<First: MapContent, Second: MapContent>(second: Second)
    -> ConditionalMapContent<First, Second>
  {
    ConditionalMapContent(storage: .second(second))
  }
  public static func buildLimitedAvailability<Content: MapContent>(_ content: Content)
    -> AnyMapContent
  {
    AnyMapContent(content)
  }
}

public struct EmptyMapContent: MapContent, ResolvableMapContent {
  public typealias Body = Never
  public init() {}
  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {}
}

public struct TupleMapContent<T>: MapContent, ResolvableMapContent {
  public typealias Body = Never
  public var value: T
  let resolver: @MainActor (inout [ResolvedMapItem], [AnyHashable]) -> Void
  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    resolver(&items, identity)
  }
}

public struct ConditionalMapContent<First: MapContent, Second: MapContent>: MapContent,
  ResolvableMapContent
{
  public typealias Body = Never
  enum Storage {
    case first(First)
    case second(Second)
  }
  let storage: Storage
  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    switch storage {
    case .first(let content): resolveMapContent(content, into: &items, identity: identity + [0])
    case .second(let content): resolveMapContent(content, into: &items, identity: identity + [1])
    }
  }
}

extension Optional: MapContent where Wrapped: MapContent {
  public typealias Body = Never
}

extension Optional: ResolvableMapContent where Wrapped: MapContent {
  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    if let content = self { resolveMapContent(content, into: &items, identity: identity) }
  }
}

public struct AnyMapContent: MapContent, ResolvableMapContent {
  public typealias Body = Never
  let resolver: @MainActor (inout [ResolvedMapItem], [AnyHashable]) -> Void
  public init<Content: MapContent>(_ content: Content) {
    resolver = { items, identity in resolveMapContent(content, into: &items, identity: identity) }
  }
  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    resolver(&items, identity)
  }
}

extension ForEach: MapContent where Content: MapContent {
  public var body: Never { fatalError("ForEach is primitive map content") }
}

extension ForEach: ResolvableMapContent where Content: MapContent {
  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    for element in data {
      resolveMapContent(
        content(element), into: &items, identity: identity + [AnyHashable(mapIdentity(of: element))]
      )
    }
  }
}

extension ForEach where Content: MapContent {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @MapContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(mapData: data, id: { $0[keyPath: id] }, content: content)
  }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(mapData: data, id: { $0.id }, content: content)
  }
}

extension ForEach where Content: MapContent, Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
    self.init(mapData: data, id: { $0 }, content: content)
  }
}

// MARK: - Modifiers

/// Content with one of the map-content modifiers applied to everything it holds.
public struct ModifiedMapContent<Content: MapContent>: MapContent, ResolvableMapContent {
  public typealias Body = Never
  let content: Content
  let change: (inout ResolvedMapItem) -> Void
  func resolve(into items: inout [ResolvedMapItem], identity: [AnyHashable]) {
    let start = items.count
    resolveMapContent(content, into: &items, identity: identity)
    for index in start..<items.count { change(&items[index]) }
  }
}

extension MapContent {
  /// The colour of markers and pins (annotations read it as their environment's tint).
  public func tint(_ tint: Color?) -> ModifiedMapContent<Self> {
    ModifiedMapContent(content: self) { $0.tint = tint }
  }

  public func tint<S: ShapeStyle>(_ tint: S) -> ModifiedMapContent<Self> {
    ModifiedMapContent(content: self) { item in
      if let color = tint as? Color { item.tint = color }
    }
  }

  /// The value a `Map(selection:)` binding receives when this content is tapped.
  public func tag<V: Hashable>(_ tag: V) -> ModifiedMapContent<Self> {
    ModifiedMapContent(content: self) { $0.tag = AnyHashable(tag) }
  }

  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedMapContent<Self> {
    ModifiedMapContent(content: self) {
      $0.stroke = color
      $0.lineWidth = lineWidth
    }
  }

  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedMapContent<Self>
  {
    ModifiedMapContent(content: self) {
      if let color = style as? Color { $0.stroke = color }
      $0.lineWidth = lineWidth
    }
  }

  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedMapContent<Self> {
    ModifiedMapContent(content: self) {
      if let color = style as? Color { $0.fill = color }
    }
  }

  public func annotationTitles(_ visibility: Visibility) -> ModifiedMapContent<Self> {
    ModifiedMapContent(content: self) { $0.titleHidden = visibility == .hidden }
  }
}
