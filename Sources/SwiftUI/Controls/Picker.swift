import Foundation

/// A control for choosing one of a set of values. Each option is a view in `content` whose `.tag` (or ForEach
/// id) is the value it stands for; the style (`.pickerStyle`) decides how the options show.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  /// The iOS 14-era form `Picker(selection:label:content:)`: a menu picker shows this label as its button.
  let showsLabelAsMenuButton: Bool

  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
    showsLabelAsMenuButton = false
  }

  @available(iOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content)
  {
    self.selection = selection
    self.label = label
    self.content = content()
    showsLabelAsMenuButton = true
  }

  func makeNode(_ node: ViewNode) {
    let options = PickerOptions.extract(from: content, as: SelectionValue.self)
    let current = selection.wrappedValue
    let selectedIndex = options.firstIndex { $0.tag == current }
    let selection = self.selection
    let select: (Int) -> Void = { index in
      guard options.indices.contains(index), let tag = options[index].tag else { return }
      selection.wrappedValue = tag
    }
    let title = labelText(of: label)?.string(in: node.environment) ?? ""
    switch node.environment.pickerStyleKind {
    case .menu:
      let items = options.enumerated().map { index, option in
        PopupMenuItem(
          id: AnyHashable(index), view: option.view, isSelected: index == selectedIndex, role: nil,
          isEnabled: option.tag != nil, action: { select(index) })
      }
      node.setContent(
        MenuPickerButton(
          title: title, customLabel: showsLabelAsMenuButton ? label : nil,
          currentLabel: selectedIndex.map { options[$0].view }, items: items))
    case .segmented:
      node.attributes.control = ControlAttachment(
        role: .picker, label: title, textClient: nil, activate: nil)
      node.setContent(
        SegmentedPickerBody(
          segments: options.map(\.view), selectedIndex: selectedIndex, select: select))
    case .wheel, .inline:
      node.attributes.control = ControlAttachment(
        role: .picker, label: title, textClient: nil, activate: nil)
      node.setContent(
        WheelPickerBody(rows: options.map(\.view), selectedIndex: selectedIndex, select: select))
    }
  }
}

extension Picker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}
