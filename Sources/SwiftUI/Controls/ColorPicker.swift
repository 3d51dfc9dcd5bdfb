import Foundation

/// A control for choosing a colour: on iOS the label, then a colour well (the colour in a rainbow ring) that
/// opens the Colors sheet — a grid of swatches, a spectrum or RGB sliders, and an opacity slider.
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label
  @State private var isPresented = false
  @Environment(\.labelsHidden) private var labelsHidden

  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  public init(
    selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: Binding(
        get: { Color(cgColor: selection.wrappedValue) },
        set: { selection.wrappedValue = $0.cgColor ?? .black }),
      supportsOpacity: supportsOpacity, label: label)
  }

  public var body: some View {
    HStack {
      if !labelsHidden {
        label
        Spacer(minLength: 8)
      }
      Button {
        isPresented = true
      } label: {
        ColorWell(color: selection.wrappedValue)
      }
      .buttonStyle(PlainButtonStyle())
      .accessibilityLabel(labelText(of: label) ?? Text(verbatim: ""))
    }
    .sheet(isPresented: $isPresented) {
      ColorPickerSheet(selection: selection, supportsOpacity: supportsOpacity)
        .presentationDetents([.large])
    }
  }
}

extension ColorPicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

/// iOS's colour well: a 28 pt ring of the hues round a white gap and the colour itself.
struct ColorWell: View {
  let color: Color
  static let diameter: CGFloat = 28
  static let hues = AngularGradient(
    colors: [.red, .yellow, .green, .cyan, .blue, Color(red: 1, green: 0, blue: 1), .red],
    center: .center)

  var body: some View {
    ZStack {
      Circle().strokeBorder(Self.hues, lineWidth: 3.5)
      Circle().fill(Color.white).padding(3.5)
      Circle().fill(color).padding(5.5)
    }
    .frame(width: Self.diameter, height: Self.diameter)
    .contentShape(Circle())
  }
}

/// The Colors sheet.
struct ColorPickerSheet: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  @State private var mode = 0
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    let color = selection.wrappedValue
    VStack(spacing: 16) {
      ZStack {
        Text(verbatim: "Colors").font(.system(size: 17, weight: .semibold))
        HStack {
          Spacer()
          Button {
            dismiss()
          } label: {
            Image(systemName: "xmark")
              .font(.system(size: 13, weight: .bold))
              .foregroundStyle(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
              .frame(width: 30, height: 30)
              .background(
                Circle().fill(
                  Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
          }
          .buttonStyle(PlainButtonStyle())
          .accessibilityLabel("Close")
        }
      }
      Picker("Mode", selection: $mode) {
        Text(verbatim: "Grid").tag(0)
        Text(verbatim: "Spectrum").tag(1)
        Text(verbatim: "Sliders").tag(2)
      }
      .pickerStyle(.segmented)
      switch mode {
      case 0: ColorGrid(selection: selection)
      case 1: ColorSpectrum(selection: selection)
      default: ColorSliders(selection: selection)
      }
      if supportsOpacity {
        VStack(alignment: .leading, spacing: 6) {
          Text(verbatim: "OPACITY").font(.system(size: 13, weight: .semibold))
            .foregroundStyle(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
          HStack {
            Slider(
              value: Binding(
                get: { color.alpha },
                set: { selection.wrappedValue = selection.wrappedValue.withAlpha($0) }),
              in: 0...1)
            Text(verbatim: "\(Int((color.alpha * 100).rounded()))%")
              .font(.system(size: 17).monospacedDigit())
              .frame(width: 56, alignment: .trailing)
          }
        }
      }
      HStack {
        RoundedRectangle(cornerRadius: 10, style: .continuous)
          .fill(color)
          .frame(width: 78, height: 78)
          .overlay(
            RoundedRectangle(cornerRadius: 10, style: .continuous).stroke(Color.black.opacity(0.1))
          )
          .accessibilityLabel("Selected color")
        Spacer()
      }
      Spacer(minLength: 0)
    }
    .padding(16)
  }
}

extension Color {
  func withAlpha(_ alpha: Double) -> Color {
    var copy = self
    copy.alpha = alpha.clamped01
    return copy
  }
}

/// iOS's grid: a row of greys, then nine rows of twelve hues from dark to light. A swatch keeps the current
/// opacity; the chosen one has a ring.
struct ColorGrid: View {
  let selection: Binding<Color>
  static let rowHeight: CGFloat = 30
  static let hues: [Double] = [
    0.55, 0.6, 0.67, 0.75, 0.85, 0.97, 0.02, 0.07, 0.11, 0.14, 0.17, 0.28,
  ]

  static func swatch(row: Int, column: Int) -> Color {
    if row == 0 { return Color(white: 1 - Double(column) / 11) }
    let t = Double(row - 1) / 8
    let brightness = t < 0.5 ? 0.3 + 1.4 * t : 1
    let saturation = t < 0.5 ? 1 : 1 - 1.6 * (t - 0.5)
    return Color(hue: hues[column], saturation: saturation, brightness: brightness)
  }

  var body: some View {
    let current = selection.wrappedValue
    VStack(spacing: 0) {
      ForEach(0..<10, id: \.self) { row in
        HStack(spacing: 0) {
          ForEach(0..<12, id: \.self) { column in
            let swatch = Self.swatch(row: row, column: column)
            let chosen = swatch.withAlpha(1).description == current.withAlpha(1).description
            swatch
              .frame(maxWidth: .infinity)
              .frame(height: Self.rowHeight)
              .overlay(chosen ? Rectangle().strokeBorder(Color.white, lineWidth: 3) : nil)
              .contentShape(Rectangle())
              .onTapGesture { selection.wrappedValue = swatch.withAlpha(current.alpha) }
              .accessibilityLabel(Text(verbatim: swatch.withAlpha(1).description))
          }
        }
      }
    }
    .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}

/// The spectrum: hues across, light at the top to dark at the bottom; a touch picks the colour under it.
struct ColorSpectrum: View {
  let selection: Binding<Color>
  static let height: CGFloat = 260

  static func color(at point: CGPoint, in size: CGSize) -> Color {
    let hue = min(max(point.x / max(size.width, 1), 0), 1)
    let t = min(max(point.y / max(size.height, 1), 0), 1)
    // Top half: white to the pure hue; bottom half: the hue to black.
    return t < 0.5
      ? Color(hue: hue, saturation: t * 2, brightness: 1)
      : Color(hue: hue, saturation: 1, brightness: 1 - (t - 0.5) * 2)
  }

  var body: some View {
    GeometryReader { proxy in
      ZStack {
        LinearGradient(
          colors: stride(from: 0.0, through: 1.0, by: 1 / 6).map {
            Color(hue: $0, saturation: 1, brightness: 1)
          },
          startPoint: .leading, endPoint: .trailing)
        LinearGradient(
          colors: [.white, .white.opacity(0), .black.opacity(0), .black], startPoint: .top,
          endPoint: .bottom)
      }
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 0).onChanged { value in
          let alpha = selection.wrappedValue.alpha
          selection.wrappedValue = Self.color(at: value.location, in: proxy.size).withAlpha(alpha)
        })
    }
    .frame(height: Self.height)
    .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}

/// Red, green and blue sliders, 0 to 255.
struct ColorSliders: View {
  let selection: Binding<Color>

  var body: some View {
    let color = selection.wrappedValue
    VStack(alignment: .leading, spacing: 10) {
      channel("RED", color.red) {
        var c = selection.wrappedValue
        c.red = $0
        selection.wrappedValue = c
      }
      channel("GREEN", color.green) {
        var c = selection.wrappedValue
        c.green = $0
        selection.wrappedValue = c
      }
      channel("BLUE", color.blue) {
        var c = selection.wrappedValue
        c.blue = $0
        selection.wrappedValue = c
      }
    }
  }

  private func channel(_ name: String, _ value: Double, set: @escaping (Double) -> Void)
    -> some View
  {
    VStack(alignment: .leading, spacing: 4) {
      Text(verbatim: name).font(.system(size: 13, weight: .semibold))
        .foregroundStyle(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6))
      HStack {
        Slider(value: Binding(get: { value }, set: set), in: 0...1)
        Text(verbatim: "\(Int((value * 255).rounded()))").frame(width: 44, alignment: .trailing)
      }
    }
  }
}
