import Foundation

/// One row of a List: its content padded to the row insets, the separator, and what the row may do — swipe
/// actions (`.swipeActions`, or Delete from `onDelete`), and in edit mode the red delete control, the
/// selection circle and the reorder handle. Swipes are measured in the reading direction: the trailing
/// actions are on the right left to right and on the left right to left.
struct ListRow: View {
  let content: any View
  let options: ListRowOptions
  let showsSeparator: Bool
  var badge: Text? = nil
  var editing: ListRowEditing? = nil
  var swipe: [HorizontalEdge: SwipeActionSet] = [:]
  /// The row's tag, else its ForEach id: what selecting it selects.
  var selectionValue: AnyHashable? = nil

  @Environment(\.editMode) private var editMode
  @Environment(\.layoutDirection) private var direction
  @Environment(\.listSelection) private var selection
  @Environment(\.listRowFill) private var listRowFill
  @Environment(\.navigationSplitRoute) private var splitRoute
  @Environment(\.navigationSplitColumns) private var splitColumns
  @Environment(\.navigationStack) private var stack
  @Environment(\.navigationPage) private var page
  @Environment(\.tint) private var tint
  /// How far the row is swiped open: positive uncovers the trailing actions, negative the leading ones.
  @State private var reveal: CGFloat = 0
  @State private var dragBase: CGFloat?
  @State private var fullSwipe = false
  /// The vertical offset while the row is dragged by its reorder handle.
  @State private var moveOffset: CGFloat = 0

  static let editControlWidth: CGFloat = 38
  static let handleWidth: CGFloat = 44
  /// The grey of a selected row (systemGray4).
  static let selectedFill = Color.rgb(209, 209, 214, dark: (58, 58, 60))

  private var insets: EdgeInsets {
    options.insets
      ?? EdgeInsets(
        top: ListMetrics.verticalInset, leading: ListMetrics.leadingInset,
        bottom: ListMetrics.verticalInset, trailing: ListMetrics.trailingInset)
  }

  private var isEditing: Bool { editMode?.wrappedValue.isEditing ?? false }

  /// In edit mode only the Delete of `onDelete` is offered; otherwise the row's own swipe actions come
  /// first, and Delete when it has none.
  private var trailingActions: SwipeActionSet? {
    let delete = editing?.onDelete.map { onDelete in
      let offset = editing?.offset ?? 0
      return SwipeActionSet.delete { onDelete(IndexSet(integer: offset)) }
    }
    if isEditing { return delete }
    return swipe[.trailing] ?? delete
  }
  private var leadingActions: SwipeActionSet? { isEditing ? nil : swipe[.leading] }

  /// Side by side, the next column shows what this row's link put there.
  private var showsLinkBeside: Bool {
    guard let splitRoute, splitRoute.sideBySide, let rowIdentity else { return false }
    return splitRoute.split.shows(rowIdentity, inColumn: splitRoute.column + 1)
  }

  /// The row's node, read while its body runs: an identity for the link in it that costs rows nothing
  /// to keep (a state object would be made again with every row's view value).
  private var rowIdentity: ObjectIdentifier? {
    ViewGraph.evaluatingNode.map { ObjectIdentifier($0) }
  }

  private var isSelected: Bool {
    guard let selection, let selectionValue else { return false }
    return selection.isSelected(selectionValue)
  }

  /// Drawn chosen: selected (a set of them only outside edit mode, where circles show it), or showing what
  /// its link put in the next column.
  private var isChosen: Bool {
    (isSelected && !(selection?.allowsMultiple == true && isEditing)) || showsLinkBeside
  }

  /// A sidebar standing beside its detail marks the chosen row in the tint colour with white text, as
  /// iPadOS does; elsewhere (a phone, the content column) the choice is grey.
  private var chosenInSidebar: Bool {
    isChosen && splitRoute?.sideBySide == true && splitRoute?.column == 0
  }

  var body: some View {
    let rightToLeft = direction == .rightToLeft
    let trailing = trailingActions
    let leading = leadingActions
    ZStack {
      if reveal > 0, let trailing {
        HStack(spacing: 0) {
          Spacer(minLength: 0)
          SwipeActionsStrip(
            actions: trailing, edge: .trailing, revealed: reveal, fullSwipe: fullSwipe,
            close: close)
        }
      }
      if reveal < 0, let leading {
        HStack(spacing: 0) {
          SwipeActionsStrip(
            actions: leading, edge: .leading, revealed: -reveal, fullSwipe: fullSwipe,
            close: close)
          Spacer(minLength: 0)
        }
      }
      rowBody
        .overlay {
          if reveal != 0 {
            // A touch on the content of an open row closes it, as on iOS.
            Color.clear.contentShape(Rectangle()).onTapGesture { close() }
          }
        }
        // Offsets are physical: the trailing edge is on the left right to left.
        .offset(x: rightToLeft ? reveal : -reveal)
    }
    // Lifted while dragged by its handle: moved and shadowed, one node (`.offset(y:)` then `.shadow` made two).
    .modifier(
      AttributeModifier { [moveOffset] attributes in
        attributes.effects.offset = CGSize(width: 0, height: moveOffset)
        attributes.shadow = ShadowEffect(
          color: Color.black.opacity(moveOffset != 0 ? 0.2 : 0), radius: 8, x: 0, y: 2)
      }
    )
    .contentShape(Rectangle())
    .gesture(
      RowDragGesture(axis: .horizontal)
        .onChanged { value in swipeChanged(value, trailing: trailing, leading: leading) }
        .onEnded { value in swipeEnded(value, trailing: trailing, leading: leading) },
      isEnabled: trailing != nil || leading != nil
    )
    .gesture(
      RowDragGesture(axis: .vertical, region: handleRegion)
        .onChanged { value in moveOffset = value.translation.height }
        .onEnded { value in moveEnded(value) },
      // While Delete is open the handle is covered, as the row has slid away from it.
      isEnabled: isEditing && editing?.onMove != nil && reveal == 0
    )
    .onChange(of: isEditing) { close() }
  }

  private var rowBody: some View {
    let editing = self.editing
    let showsDelete = isEditing && editing?.onDelete != nil
    let showsCircle = isEditing && selection?.allowsMultiple == true && selectionValue != nil
    let showsHandle = isEditing && editing?.onMove != nil
    return HStack(spacing: 0) {
      if showsDelete {
        ListDeleteControl()
          .frame(width: Self.editControlWidth, alignment: .leading)
          .contentShape(Rectangle())
          .onTapGesture {
            withAnimation(.spring(response: 0.3, dampingFraction: 1)) {
              reveal = SwipeMetrics.buttonWidth
            }
          }
      }
      if showsCircle {
        ListSelectionCircle(isSelected: isSelected)
          .frame(width: Self.editControlWidth, alignment: .leading)
      }
      ListRowContent(content: content, badge: badge)
        .transformEnvironment(
          ListRowContentEnvironment(
            linkRow: splitRoute?.sideBySide == true ? rowIdentity : nil,
            chosenInSidebar: chosenInSidebar
          ).apply
        )
        .frame(maxWidth: .infinity, alignment: .leading)
      if showsHandle {
        ListReorderHandle()
          .frame(width: Self.handleWidth - ListMetrics.trailingInset, alignment: .trailing)
      }
    }
    .padding(insets)
    .frame(minHeight: ListMetrics.rowMinHeight)
    .modifier(
      ListRowChrome(
        background: rowBackground,
        separatorInset: showsSeparator && !options.hidesSeparator ? insets.leading : nil)
    )
    .gesture(
      TapGesture().onEnded { select() }, isEnabled: selection != nil && selectionValue != nil)
  }

  /// Opaque, so the actions behind show only where the row has moved away.
  private var rowBackground: any View {
    if chosenInSidebar { return tint ?? Color.accentColor }
    if isChosen { return Self.selectedFill }
    return options.background ?? listRowFill
  }

  private func select() {
    guard let selection, let selectionValue else { return }
    if let splitRoute, !isEditing {
      chooseInSplitView(selection, selectionValue, column: splitRoute.column)
      return
    }
    // A set of selections is chosen in edit mode; a single one by a tap at any time.
    if selection.allowsMultiple && !isEditing { return }
    selection.toggle(selectionValue)
  }

  /// In a split view's column a tap chooses the row alone (a set becomes just it); collapsed, the next
  /// column is pushed, and going back clears the choice.
  private func chooseInSplitView(_ selection: ListSelection, _ value: AnyHashable, column: Int) {
    selection.choose(value)
    guard let split = splitRoute?.split, splitColumns.indices.contains(column), let stack, let page
    else { return }
    let id = ObjectIdentifier(split.token(forColumn: column + 1))
    stack.showPushedView(
      id: id, above: page.key, content: NavigationSplitColumnPage(column: column + 1, split: split),
      pop: { [weak stack, weak split] in
        stack?.hidePushedView(id: id)
        selection.clear()
        split?.compactDepthChanged(to: column)
      })
    split.compactDepthChanged(to: column + 1)
  }

  private func close() {
    guard reveal != 0 || fullSwipe else { return }
    withAnimation(.spring(response: 0.3, dampingFraction: 1)) {
      reveal = 0
      fullSwipe = false
    }
  }

  /// The reorder handle's area at the trailing end, in the row's own (physical) points.
  private var handleRegion: @MainActor (CGPoint, CGSize) -> Bool {
    let rightToLeft = direction == .rightToLeft
    let width = Self.handleWidth + insets.trailing
    return { point, size in rightToLeft ? point.x < width : point.x > size.width - width }
  }

  private func swipeChanged(
    _ value: RowDragGesture.Value, trailing: SwipeActionSet?, leading: SwipeActionSet?
  ) {
    let base = dragBase ?? reveal
    if dragBase == nil { dragBase = reveal }
    // Toward the trailing edge in the reading direction is positive.
    let towardTrailing =
      direction == .rightToLeft ? -value.translation.width : value.translation.width
    var proposed = base - towardTrailing
    if proposed > 0 && trailing == nil || proposed < 0 && leading == nil { proposed = 0 }
    let actions = proposed > 0 ? trailing : leading
    fullSwipe =
      actions?.allowsFullSwipe == true && actions?.actions.first.flatMap({ $0 }) != nil
      && abs(proposed) > value.rowSize.width * SwipeMetrics.fullSwipeFraction
    reveal = proposed
  }

  private func swipeEnded(
    _ value: RowDragGesture.Value, trailing: SwipeActionSet?, leading: SwipeActionSet?
  ) {
    dragBase = nil
    let sign: CGFloat = reveal > 0 ? 1 : -1
    guard let actions = reveal > 0 ? trailing : reveal < 0 ? leading : nil else {
      close()
      return
    }
    if fullSwipe, let first = actions.actions.first.flatMap({ $0 }) {
      withAnimation(.easeOut(duration: 0.2)) { reveal = sign * value.rowSize.width }
      first()
      close()
      return
    }
    let natural = CGFloat(actions.buttons.count) * SwipeMetrics.buttonWidth
    let towardTrailing =
      direction == .rightToLeft ? -value.velocity.width : value.velocity.width
    // A flick opens or closes whatever the distance.
    let flick = -towardTrailing * sign
    let opens = flick > 300 || (flick > -300 && abs(reveal) > natural / 2)
    withAnimation(.spring(response: 0.3, dampingFraction: 1)) {
      reveal = opens ? sign * natural : 0
      fullSwipe = false
    }
  }

  private func moveEnded(_ value: RowDragGesture.Value) {
    moveOffset = 0
    guard let editing, let onMove = editing.onMove, value.rowSize.height > 0 else { return }
    let steps = Int((value.translation.height / value.rowSize.height).rounded())
    guard steps != 0 else { return }
    // `toOffset` counts in the rows before the move: moving down lands after the row passed over.
    let destination = min(
      max(steps > 0 ? editing.offset + steps + 1 : editing.offset + steps, 0), editing.count)
    withAnimation(.default) { onMove(IndexSet(integer: editing.offset), destination) }
  }
}

/// The red circle with a white bar that opens a row's Delete in edit mode.
struct ListDeleteControl: View {
  var body: some View {
    ZStack {
      Circle().fill(Color(red: 1, green: 59 / 255, blue: 48 / 255))
      Rectangle().fill(Color.white).frame(width: 11, height: 2.5)
    }
    .frame(width: 22, height: 22)
  }
}

/// The reorder control: three grey bars, 18 × 2 pt, 4 pt apart (UIKit's).
struct ListReorderHandle: View {
  static let color = Color.rgb(174, 174, 178, dark: (99, 99, 102))
  var body: some View {
    VStack(spacing: 2) {
      ForEach(0..<3, id: \.self) { _ in
        Capsule().fill(Self.color).frame(width: 18, height: 2)
      }
    }
    .accessibilityLabel(Text(system: "Reorder"))
  }
}

/// Edit mode's selection mark: an empty grey ring, or the tint's filled circle with a checkmark.
struct ListSelectionCircle: View {
  let isSelected: Bool
  @Environment(\.tint) private var tint

  var body: some View {
    ZStack {
      if isSelected {
        Circle().fill(tint ?? Color.accentColor)
        Image(systemName: "checkmark")
          .font(.system(size: 12, weight: .bold))
          .foregroundStyle(Color.white)
      } else {
        Circle().strokeBorder(
          Color.rgb(199, 199, 204, dark: (72, 72, 74)), lineWidth: 1.5)
      }
    }
    .frame(width: 22, height: 22)
  }
}

/// A List's selection, whatever its value type: one optional value or a set.
struct ListSelection {
  let allowsMultiple: Bool
  let isSelected: (AnyHashable) -> Bool
  let toggle: (AnyHashable) -> Void
  /// Makes the value the only one selected.
  let choose: (AnyHashable) -> Void
  /// Selects nothing.
  let clear: () -> Void

  init<Value: Hashable>(single binding: Binding<Value?>) {
    allowsMultiple = false
    isSelected = { $0.base as? Value == binding.wrappedValue && binding.wrappedValue != nil }
    toggle = { value in
      if let value = value.base as? Value { binding.wrappedValue = value }
    }
    choose = toggle
    clear = { binding.wrappedValue = nil }
  }

  init<Value: Hashable>(set binding: Binding<Set<Value>>) {
    allowsMultiple = true
    isSelected = { value in
      (value.base as? Value).map { binding.wrappedValue.contains($0) } ?? false
    }
    toggle = { value in
      guard let value = value.base as? Value else { return }
      if binding.wrappedValue.contains(value) {
        binding.wrappedValue.remove(value)
      } else {
        binding.wrappedValue.insert(value)
      }
    }
    choose = { value in
      if let value = value.base as? Value { binding.wrappedValue = [value] }
    }
    clear = { binding.wrappedValue = [] }
  }
}

private struct ListSelectionKey: EnvironmentKey {
  static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
  var listSelection: ListSelection? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }
}

private struct ListRowFillKey: EnvironmentKey {
  static var defaultValue: Color { SystemColor.background }
}

extension EnvironmentValues {
  /// The opaque fill behind a list's rows: the grouped styles' cell colour or the plain list's background.
  var listRowFill: Color {
    get { self[ListRowFillKey.self] }
    set { self[ListRowFillKey.self] = newValue }
  }
}

/// What a row's content sees: the row a link in it stands for beside a split view's next column, and white text
/// and symbols on a sidebar's tinted choice (links and buttons in the row included). One environment node where
/// an `.environment` and a view modifier made three; the content keeps its identity (and state) whether chosen
/// or not.
private struct ListRowContentEnvironment {
  let linkRow: ObjectIdentifier?
  let chosenInSidebar: Bool

  func apply(to environment: inout EnvironmentValues) {
    environment.navigationSplitLinkRow = linkRow
    guard chosenInSidebar else { return }
    environment.foregroundStyle = AnyShapeStyle(Color.white)
    environment.tint = .white
  }
}
