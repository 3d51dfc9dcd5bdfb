import Foundation

/// A control for choosing a date, a time or both, drawn in the style `.datePickerStyle` sets: on iPhone the
/// compact grey buttons by default, or the month calendar, or the wheels.
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let minimumDate: Date?
  let maximumDate: Date?
  let displayedComponents: DatePickerComponents
  let label: Label

  public typealias Components = DatePickerComponents

  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, nil, displayedComponents, label())
  }

  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range.lowerBound, range.upperBound, displayedComponents, label())
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range.lowerBound, nil, displayedComponents, label())
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, range.upperBound, displayedComponents, label())
  }

  init(
    _ selection: Binding<Date>, _ minimumDate: Date?, _ maximumDate: Date?,
    _ components: Components, _ label: Label
  ) {
    self.selection = selection
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    // An empty set shows both, as on iOS.
    displayedComponents = components.isEmpty ? [.hourAndMinute, .date] : components
    self.label = label
  }

  public var body: some View {
    DatePickerStyled(
      configuration: DatePickerStyleConfiguration(
        label: DatePickerStyleConfiguration.Label(content: label), selection: selection,
        minimumDate: minimumDate, maximumDate: maximumDate, displayedComponents: displayedComponents
      ))
  }
}

extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, nil, nil, displayedComponents, Text(titleKey))
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, range.lowerBound, range.upperBound, displayedComponents, Text(titleKey))
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, range.lowerBound, nil, displayedComponents, Text(titleKey))
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, nil, range.upperBound, displayedComponents, Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, nil, nil, displayedComponents, Text(title))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, range.lowerBound, range.upperBound, displayedComponents, Text(title))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, range.lowerBound, nil, displayedComponents, Text(title))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, nil, range.upperBound, displayedComponents, Text(title))
  }
}

/// Which parts of a date a picker edits.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
  public static let date = DatePickerComponents(rawValue: 1 << 4)
}

// MARK: Styles

/// Styles a date picker from its configuration.
@MainActor @preconcurrency
public protocol DatePickerStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = DatePickerStyleConfiguration
}

public struct DatePickerStyleConfiguration {
  /// The picker's label as a view.
  public typealias Label = ButtonStyleConfiguration.Label
  public let label: Label
  @Binding public var selection: Date
  public var minimumDate: Date?
  public var maximumDate: Date?
  public var displayedComponents: DatePickerComponents

  init(
    label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
    displayedComponents: DatePickerComponents
  ) {
    self.label = label
    _selection = selection
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.displayedComponents = displayedComponents
  }

  /// `date` moved into the picker's range.
  func clamped(_ date: Date) -> Date {
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }

  /// Writes `date` (clamped into the range) unless it is the value already there.
  func write(_ date: Date) {
    let value = clamped(date)
    if value != selection { $selection.wrappedValue = value }
  }
}

/// The compact style: the label, then the date and the time as grey buttons that open a calendar or wheels
/// in a floating card. `.automatic` on iPhone.
public struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    CompactDatePickerBody(configuration: configuration)
  }
}

/// The month calendar, with a time row below when the time is shown.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    GraphicalDatePickerBody(configuration: configuration)
  }
}

/// Spinning wheels, one per part of the date in the locale's order.
public struct WheelDatePickerStyle: DatePickerStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    WheelDatePickerBody(configuration: configuration)
  }
}

/// The platform's default: compact on iPhone.
public struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    CompactDatePickerBody(configuration: configuration)
  }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

typealias AnyDatePickerStyle = AnyControlStyle<DatePickerStyleConfiguration>

extension EnvironmentValues {
  var datePickerStyle: AnyDatePickerStyle? {
    get { self[style: DatePickerStyleConfiguration.self] }
    set { self[style: DatePickerStyleConfiguration.self] = newValue }
  }
}

extension View {
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    controlStyle { style.makeBody(configuration: $0) as any View }
  }
}

/// Draws the configuration in the environment's style.
struct DatePickerStyled: View {
  let configuration: DatePickerStyleConfiguration
  @Environment(\.datePickerStyle) var style
  var body: some View {
    if let style {
      AnyView(style.makeBody(configuration))
    } else {
      CompactDatePickerBody(configuration: configuration)
    }
  }
}
