import Foundation

// MARK: frame(width:height:alignment:)

struct FixedFrameModifier: BuiltinModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment
  func makeNode(_ node: ViewNode, content: any View) {
    node.layout = FixedFrameLayout(width: width, height: height, alignment: alignment)
    node.setContent(content)
  }
}

struct FixedFrameLayout: NodeLayout {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let child = node.contentSize(childProposal(proposal))
    return CGSize(width: width ?? child.width, height: height ?? child.height)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    node.alignContent(
      in: size, proposal: childProposal(node.placementProposal(for: size)), alignment: alignment)
  }
}

// MARK: frame(minWidth:idealWidth:maxWidth:…)

struct FlexibleFrameModifier: BuiltinModifier {
  var minWidth: CGFloat?
  var idealWidth: CGFloat?
  var maxWidth: CGFloat?
  var minHeight: CGFloat?
  var idealHeight: CGFloat?
  var maxHeight: CGFloat?
  let alignment: Alignment
  func makeNode(_ node: ViewNode, content: any View) {
    node.layout = FlexibleFrameLayout(
      width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
      height: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    node.setContent(content)
  }
}

struct FlexibleFrameLayout: NodeLayout {
  struct Limits {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
    /// min <= ideal <= max, as SwiftUI normalises them.
    init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
      var lo = min
      var mid = ideal
      var hi = max
      if let l = lo, let h = hi, h < l { hi = l }
      if let m = mid, let l = lo, m < l { mid = l }
      if let m = mid, let h = hi, m > h { mid = h }
      if lo == nil, let m = mid, let h = hi, h < m { lo = nil }
      self.min = lo
      self.ideal = mid
      self.max = hi
    }
    func childProposal(_ proposed: CGFloat?) -> CGFloat? {
      guard var value = proposed ?? ideal else { return nil }
      if let min { value = Swift.max(value, min) }
      if let max { value = Swift.min(value, max) }
      return value
    }
    func size(proposed: CGFloat?, child: CGFloat) -> CGFloat {
      let p = proposed ?? ideal
      switch (min, max) {
      case (nil, nil): return ideal != nil && proposed == nil ? ideal! : child
      case (let lo?, let hi?):
        guard let p else { return Swift.min(Swift.max(child, lo), hi) }
        return Swift.min(Swift.max(p, lo), hi)
      case (let lo?, nil): return Swift.max(Swift.min(p ?? .infinity, child), lo)
      case (nil, let hi?): return Swift.min(Swift.max(p ?? -.infinity, child), hi)
      }
    }
  }
  let width: Limits
  let height: Limits
  let alignment: Alignment

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let child = node.contentSize(childProposal(proposal))
    return CGSize(
      width: width.size(proposed: proposal.width, child: child.width),
      height: height.size(proposed: proposal.height, child: child.height))
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    node.alignContent(
      in: size, proposal: childProposal(node.placementProposal(for: size)), alignment: alignment)
  }
}

// MARK: padding

struct PaddingModifier: BuiltinModifier {
  let insets: EdgeInsets
  func makeNode(_ node: ViewNode, content: any View) {
    node.layout = PaddingLayout(insets: insets)
    node.setContent(content)
  }
}

struct PaddingLayout: NodeLayout {
  let insets: EdgeInsets
  func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.horizontal, 0) },
      height: proposal.height.map { max($0 - insets.vertical, 0) })
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let child = node.contentSize(inner(proposal))
    return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    let innerSize = CGSize(
      width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))
    let proposal = inner(node.placementProposal(for: size))
    for child in node.liveChildren {
      let s = child.sizeThatFits(proposal)
      let origin = aligned(s, in: innerSize, .center)
      child.frame = CGRect(
        x: insets.leading + origin.x, y: insets.top + origin.y, width: s.width, height: s.height)
    }
  }
}

// MARK: fixedSize, layoutPriority, position, aspectRatio

struct FixedSizeModifier: BuiltinModifier {
  let horizontal: Bool
  let vertical: Bool
  func makeNode(_ node: ViewNode, content: any View) {
    node.layout = FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    node.setContent(content)
  }
}

struct FixedSizeLayout: NodeLayout {
  let horizontal: Bool
  let vertical: Bool
  func proposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }
  func sizeThatFits(_ p: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(proposal(p))
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    node.alignContent(
      in: size, proposal: proposal(node.placementProposal(for: size)), alignment: .center)
  }
}

struct PositionModifier: BuiltinModifier {
  let position: CGPoint
  func makeNode(_ node: ViewNode, content: any View) {
    node.layout = PositionLayout(position: position)
    node.setContent(content)
  }
}

/// Takes the whole proposal and centres the child on the point.
struct PositionLayout: NodeLayout {
  let position: CGPoint
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    for child in node.liveChildren {
      let s = child.sizeThatFits(ProposedViewSize(size))
      child.frame = CGRect(
        x: position.x - s.width / 2, y: position.y - s.height / 2, width: s.width, height: s.height)
    }
  }
}

public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

struct AspectRatioModifier: BuiltinModifier {
  let ratio: CGFloat?
  let contentMode: ContentMode
  func makeNode(_ node: ViewNode, content: any View) {
    node.layout = AspectRatioLayout(ratio: ratio, contentMode: contentMode)
    node.setContent(content)
  }
}

/// Scales the ratio into the proposal (`.fit` by the smaller factor, `.fill` by the larger), child centred.
struct AspectRatioLayout: NodeLayout {
  let ratio: CGFloat?
  let contentMode: ContentMode
  func resolvedRatio(_ node: ViewNode) -> CGFloat {
    if let ratio { return ratio }
    let ideal = node.contentSize(.unspecified)
    return ideal.height > 0 ? ideal.width / ideal.height : 1
  }
  func target(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let r = resolvedRatio(node)
    switch (proposal.width, proposal.height) {
    case (let w?, let h?) where w.isFinite && h.isFinite:
      let byWidth = CGSize(width: w, height: w / r)
      let byHeight = CGSize(width: h * r, height: h)
      if contentMode == .fit { return byWidth.height <= h ? byWidth : byHeight }
      return byWidth.height >= h ? byWidth : byHeight
    case (let w?, _) where w.isFinite: return CGSize(width: w, height: w / r)
    case (_, let h?) where h.isFinite: return CGSize(width: h * r, height: h)
    default:
      let ideal = node.contentSize(.unspecified)
      return ideal.width > 0
        ? CGSize(width: ideal.width, height: ideal.width / r) : CGSize(width: 10 * r, height: 10)
    }
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(ProposedViewSize(target(proposal, node: node)))
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    node.alignContent(in: size, proposal: ProposedViewSize(size), alignment: .center)
  }
}

// MARK: overlay / background

struct SecondaryModifier: BuiltinModifier {
  let secondary: any View
  let alignment: Alignment
  let isBackground: Bool
  func makeNode(_ node: ViewNode, content: any View) {
    node.layout = SecondaryLayout(alignment: alignment, isBackground: isBackground)
    node.setContent(content)
    node.setSecondary(secondary)
    // Drawing order follows child order: a background goes before the content.
    if isBackground {
      let backgrounds = node.children.filter { $0.role == 1 }
      node.children = backgrounds + node.children.filter { $0.role != 1 }
    }
  }
}

/// The secondary view is proposed the content's size and aligned to it; it never changes layout.
struct SecondaryLayout: NodeLayout {
  let alignment: Alignment
  let isBackground: Bool
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(proposal)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    node.alignContent(in: size, proposal: node.placementProposal(for: size), alignment: .center)
    for child in node.children(role: 1) {
      let s = child.sizeThatFits(ProposedViewSize(size))
      child.frame = CGRect(
        origin: node.alignedOrigin(of: child, size: s, in: size, alignment), size: s)
    }
  }
}

extension ViewNode {
  /// The size of the content-role children (several stack vertically).
  func contentSize(_ proposal: ProposedViewSize) -> CGSize {
    let content = children(role: 0)
    if content.count == 1 { return content[0].sizeThatFits(proposal) }
    if content.isEmpty { return .zero }
    var size = CGSize.zero
    for child in content {
      let s = child.sizeThatFits(proposal)
      size.width = max(size.width, s.width)
      size.height += s.height
    }
    return size
  }

  func alignContent(in size: CGSize, proposal: ProposedViewSize, alignment: Alignment) {
    let content = children(role: 0)
    if content.count == 1 {
      let s = content[0].sizeThatFits(proposal)
      content[0].frame = CGRect(
        origin: alignedOrigin(of: content[0], size: s, in: size, alignment), size: s)
      return
    }
    var y: CGFloat = 0
    let total = contentSize(proposal)
    let origin = aligned(total, in: size, alignment)
    for child in content {
      let s = child.sizeThatFits(proposal)
      child.frame = CGRect(
        x: origin.x + alignment.horizontal.fraction * (total.width - s.width), y: origin.y + y,
        width: s.width, height: s.height)
      y += s.height
    }
  }
}
