import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

@MainActor private final class Chosen {
  var values: [String] = []
}

/// Seed 000's gender screen, verbatim: a menu picker whose custom label is the white rounded button.
private struct GenderScreen: View {
  let chosen: Chosen
  @State var gender: String = ""
  var body: some View {
    VStack(spacing: 20) {
      Text("What's your gender?")
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)
      Picker(
        selection: Binding(
          get: { gender },
          set: {
            gender = $0
            chosen.values.append($0)
          }),
        label: Text(gender.count > 1 ? gender : "Select a gender")
          .font(.headline)
          .foregroundColor(.purple)
          .frame(height: 55)
          .frame(maxWidth: .infinity)
          .background(Color.white)
          .cornerRadius(10)
      ) {
        Text("Male").tag("male")
        Text("Female").tag("female")
        Text("Non-binary").tag("non-binary")
      }
      .pickerStyle(MenuPickerStyle())
    }
    .padding(30)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.purple)
  }
}

private struct Flavors: View {
  enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
  }
  @State var flavor: Flavor = .vanilla
  @State var size = 1
  var body: some View {
    VStack(spacing: 24) {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue.capitalized)
        }
      }
      Picker("Size", selection: $size) {
        Text("Small").tag(0)
        Text("Medium").tag(1)
        Text("Large").tag(2)
      }
      .pickerStyle(.segmented)
      Text("Picked \(flavor.rawValue) \(size)")
    }
    .padding()
  }
}

@MainActor @Suite struct PickerTests {
  static let purple = RenderedImage.Pixel(red: 175, green: 82, blue: 222)
  /// The menu panel's light grey (rows and their background).
  static func isMenuGrey(_ pixel: RenderedImage.Pixel) -> Bool {
    abs(Int(pixel.red) - 247) <= 2 && pixel.red == pixel.green && pixel.green == pixel.blue
  }

  @Test func MenuPickerWithCustomLabelOpensAMenuAndSetsTheTagOfTheTappedRow() throws {
    let chosen = Chosen()
    let driver = AppDriver(GenderScreen(chosen: chosen))
    #expect(driver.exists("Select a gender"))
    #expect(!driver.exists("Female"), "options are only shown in the menu")
    let button = try #require(driver.frame(of: "Select a gender"))

    try driver.tap("Select a gender")
    driver.settle()
    for option in ["Male", "Female", "Non-binary"] {
      #expect(driver.exists(option), "menu row \(option): \(driver.texts)")
    }
    let female = try #require(driver.frame(of: "Female"))
    let male = try #require(driver.frame(of: "Male"))
    #expect(female.minY > button.maxY, "the menu opens below the button: \(female) vs \(button)")
    #expect(abs((female.midY - male.midY) - 44.5) < 1, "44 pt rows with a hairline between")
    let folder = temporaryFolder("picker")
    let open = driver.screenshot(to: "\(folder)/picker-menu-open.png")
    // A light grey panel 250 points wide hangs under the button, centred, with a shadow on the purple below.
    let panel = try #require(
      open.bounds(in: CGRect(x: 0, y: button.maxY, width: 390, height: 300)) { Self.isMenuGrey($0) }
    )
    #expect(abs(panel.width - 250) <= 4 && abs(panel.midX - 195) <= 2, "\(panel)")
    // (The label's frame is its text; its white button reaches 55 points tall around it.)
    #expect(panel.minY > button.maxY && panel.minY < button.maxY + 40, "\(panel) under \(button)")
    let shadow = open.pixel(at: CGPoint(x: 195, y: panel.maxY + 3))
    #expect(shadow.blue < Self.purple.blue - 10, "a shadow under the panel: \(shadow)")
    // Each option's text in black on it.
    for option in [male, female] { #expect(open.inkCount(in: option) > 30) }

    try driver.tap("Female")
    driver.settle()
    #expect(chosen.values == ["female"])
    #expect(driver.exists("female"), "the seed's label shows the selection: \(driver.texts)")
    #expect(!driver.exists("Male"), "the menu closed: \(driver.texts)")
    let chosenImage = driver.screenshot(to: "\(folder)/picker-menu-chosen.png")
    // The panel is gone: purple where it was; the button shows the choice in purple on white.
    #expect(chosenImage.count(in: panel) { Self.isMenuGrey($0) } == 0)
    #expect(chosenImage.pixel(at: CGPoint(x: panel.midX, y: panel.midY)).isClose(to: Self.purple))
    let label = try #require(driver.frame(of: "female"))
    #expect(chosenImage.count(in: label) { $0.isClose(to: Self.purple, tolerance: 30) } > 30)
  }

  @Test func TappingOutsideTheMenuClosesItWithoutChange() throws {
    let chosen = Chosen()
    let driver = AppDriver(GenderScreen(chosen: chosen))
    try driver.tap("Select a gender")
    driver.settle()
    #expect(driver.exists("Male"))
    driver.tap(at: CGPoint(x: 40, y: 800))
    driver.settle()
    #expect(!driver.exists("Male"), "\(driver.texts)")
    #expect(chosen.values.isEmpty)
    #expect(driver.exists("Select a gender"))
    // The touch that closed the menu reached nothing else: the button opens the menu again afterwards.
    try driver.tap("Select a gender")
    driver.settle()
    #expect(driver.exists("Non-binary"))
  }

  @Test func MenuMarksTheSelectedRowWithACheckmark() throws {
    let driver = AppDriver(Flavors())
    let button = try #require(
      driver.elements().first { $0.kind == .control("picker") && $0.label == "Flavor" })
    #expect(
      driver.exists("Vanilla"), "the default menu picker shows the current option: \(driver.texts)")
    driver.tap(at: button.center)
    driver.settle()
    let checks = driver.elements().filter { $0.kind == .image && $0.label == "checkmark" }
    #expect(checks.count == 1, "one checkmark, on the selected row: \(checks)")
    let vanillaRows = driver.elements().filter { $0.kind == .text && $0.label == "Vanilla" }
    let row = try #require(vanillaRows.last)
    if let check = checks.first { #expect(abs(check.frame.midY - row.frame.midY) < 2) }
    let image = driver.screenshot(to: "\(temporaryFolder("picker"))/picker-default-menu.png")
    // The checkmark is drawn left of the selected row's text, and nowhere beside the others.
    let chocolate = try #require(
      driver.elements().last { $0.kind == .text && $0.label == "Chocolate" })
    func leadingInk(_ row: CGRect) -> Int {
      image.inkCount(in: CGRect(x: row.minX - 40, y: row.minY, width: 36, height: row.height))
    }
    #expect(leadingInk(row.frame) > 20)
    #expect(leadingInk(chocolate.frame) == 0)
    // The menu panel covers the segmented control under it: only its rows' ink shows there.
    #expect(
      image.count(in: CGRect(x: 150, y: row.frame.midY - 44, width: 90, height: 4)) {
        Self.isMenuGrey($0)
      } > 100)
    try driver.tap("Strawberry")
    driver.settle()
    #expect(
      driver.exists("Picked strawberry 1"), "ForEach ids are the options' tags: \(driver.texts)")
    #expect(driver.exists("Strawberry"), "the button shows the new selection")
  }

  @Test func SegmentedPickerSelectsTheTappedSegment() throws {
    let driver = AppDriver(Flavors())
    #expect(driver.exists("Picked vanilla 1"))
    let small = try #require(driver.frame(of: "Small"))
    let large = try #require(driver.frame(of: "Large"))
    #expect(abs(small.midY - large.midY) < 0.5)
    let image = driver.screenshot()
    // Selected "Medium" sits on the white thumb; unselected segments show the gray track.
    let medium = try #require(driver.frame(of: "Medium"))
    let thumb = image.pixel(at: CGPoint(x: medium.midX, y: medium.minY - 5))
    #expect(
      thumb == .init(red: 255, green: 255, blue: 255), "white thumb under the selection: \(thumb)")
    let track = image.pixel(at: CGPoint(x: large.midX, y: large.minY - 5))
    #expect(track.red < 245 && track.red > 220, "gray track: \(track)")

    try driver.tap("Large")
    #expect(driver.exists("Picked vanilla 2"), "\(driver.texts)")
    driver.settle()
    let after = driver.screenshot()
    #expect(
      after.pixel(at: CGPoint(x: large.midX, y: large.minY - 5))
        == .init(red: 255, green: 255, blue: 255))
    try driver.tap("Small")
    #expect(driver.exists("Picked vanilla 0"))
  }

  @Test func WheelPickerSnapsToTheRowItIsDraggedTo() throws {
    struct Wheel: View {
      @State var year = 2000
      var body: some View {
        VStack {
          Picker("Year", selection: $year) {
            ForEach(1990..<2011, id: \.self) { Text(String($0)) }
          }
          .pickerStyle(.wheel)
          Text("Year \(year)")
        }
      }
    }
    // Interpolated integers are grouped in the locale, as on iOS ("Year 2,002" in English).
    let driver = AppDriver(Wheel().environment(\.locale, Locale(identifier: "en_US")))
    let wheel = try #require(driver.elements().first { $0.kind == .control("picker") })
    #expect(abs(wheel.frame.height - 216) < 0.5)
    let image = driver.screenshot(to: "\(temporaryFolder("picker"))/picker-wheel.png")
    // A grey band across the middle holds the selected row; rows fade towards the wheel's edges.
    let band = CGRect(
      x: wheel.frame.minX, y: wheel.frame.midY - 17, width: wheel.frame.width, height: 34)
    #expect(
      image.pixel(at: CGPoint(x: band.minX + 20, y: band.midY)).isClose(
        to: .init(red: 239, green: 239, blue: 240)))
    #expect(image.pixel(at: CGPoint(x: band.minX + 20, y: band.minY - 6)).isWhite(254))
    func darkest(_ rect: CGRect) -> Int {
      var value = 255
      _ = image.count(in: rect) { pixel in
        value = min(value, Int(pixel.red))
        return false
      }
      return value
    }
    #expect(darkest(band) < 40, "the selected row in black")
    let edge = darkest(
      CGRect(x: wheel.frame.minX, y: wheel.frame.minY, width: wheel.frame.width, height: 16))
    #expect(edge > 100 && edge < 240, "faint rows at the top edge: \(edge)")
    let ink = try #require(
      image.bounds(in: wheel.frame) { $0.red < 230 && $0.red == $0.blue && $0.red != 239 })
    #expect(abs(ink.midY - wheel.frame.midY) < 8 && abs(ink.midX - 195) < 3, "symmetric: \(ink)")
    // Two rows up (34 pt each), slowly so it does not coast.
    driver.drag(
      from: CGPoint(x: wheel.frame.midX, y: wheel.frame.midY),
      to: CGPoint(x: wheel.frame.midX, y: wheel.frame.midY - 68), duration: 2, steps: 20)
    driver.settle()
    #expect(driver.exists("Year 2,002"), "\(driver.texts)")
    // Tapping the row below the band turns the wheel to it.
    driver.tap(at: CGPoint(x: wheel.frame.midX, y: wheel.frame.midY + 34))
    driver.settle()
    #expect(driver.exists("Year 2,003"), "\(driver.texts)")
  }

  @Test func TagsConvertToOptionalSelections() throws {
    struct Optional: View {
      @State var pick: String? = nil
      var body: some View {
        VStack {
          Picker("Pick", selection: $pick) {
            Text("One").tag("one")
            Text("Two").tag("two")
          }
          .pickerStyle(.segmented)
          Text("pick \(pick ?? "none")")
        }
        .padding()
      }
    }
    let driver = AppDriver(Optional())
    try driver.tap("Two")
    #expect(driver.exists("pick two"), "\(driver.texts)")
  }

  @Test func PickerStylesDrawSegmentsAMenuButtonAndAnEmptyTintedLabel() throws {
    struct Gallery: View {
      @State var size = 1
      @State var flavor = "Vanilla"
      @State var gender = ""
      var body: some View {
        VStack(spacing: 24) {
          Picker("Size", selection: $size) {
            Text("Small").tag(0)
            Text("Medium").tag(1)
            Text("Large").tag(2)
          }
          .pickerStyle(.segmented)
          Picker("Flavor", selection: $flavor) {
            ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0) }
          }
          // Seed 002: nothing selected yet, white tint on purple.
          Picker("Gender", selection: $gender) {
            Text("Male").tag("Male")
            Text("Female").tag("Female")
          }
          .pickerStyle(.menu)
          .tint(.white)
          .background(Color.purple)
        }
        .padding()
      }
    }
    let driver = AppDriver(Gallery())
    let folder = temporaryFolder("picker")
    let image = driver.screenshot(to: "\(folder)/picker-styles.png")
    // Segmented: the white thumb under the selection, the grey track under the rest.
    let medium = try #require(driver.frame(of: "Medium"))
    let small = try #require(driver.frame(of: "Small"))
    #expect(image.pixel(at: CGPoint(x: medium.midX, y: medium.minY - 4)).isWhite(254))
    #expect(
      image.pixel(at: CGPoint(x: small.midX, y: small.minY - 4)).isClose(
        to: .init(red: 238, green: 238, blue: 239), tolerance: 4))
    // The default (menu) style: the selection in blue with its up-down chevrons, centred.
    let flavor = try #require(
      image.bounds(in: CGRect(x: 0, y: medium.maxY + 10, width: 390, height: 50)) {
        $0.isAccentBlue
      })
    #expect(abs(flavor.midX - 195) <= 3 && flavor.width > 50, "\(flavor)")
    // Seed 002's gender picker with nothing chosen: only white chevrons on its purple background, no text.
    let box = try #require(image.bounds { $0.isClose(to: Self.purple, tolerance: 3) })
    #expect(box.minY > flavor.maxY && abs(box.midX - 195) <= 3, "\(box)")
    #expect(image.count(in: box) { $0.isWhite(230) } > 10)
    #expect(image.inkCount(in: box) == 0)

    try driver.tap("Flavor")
    driver.advance(by: 0.08)
    let opening = driver.screenshot(to: "\(folder)/picker-menu-opening.png")
    driver.settle()
    let opened = driver.screenshot()
    // Opening, the menu grows from its button and fades in: narrower than when open, the purple box below
    // showing through it.
    func panelWidth(_ image: RenderedImage) -> CGFloat {
      let y = box.maxY + 50
      return image.bounds(in: CGRect(x: 0, y: y, width: 390, height: 1)) { Self.isMenuGrey($0) }?
        .width ?? 0
    }
    #expect(
      panelWidth(opening) < panelWidth(opened) - 20,
      "\(panelWidth(opening)) vs \(panelWidth(opened))")
    let through = opening.pixel(at: CGPoint(x: box.minX + 4, y: box.midY))
    #expect(
      through.red > Self.purple.red && through.green > Self.purple.green && through.green < 235,
      "\(through)")
    #expect(
      opened.pixel(at: CGPoint(x: box.minX + 4, y: box.midY)).isWhite(240)
        || Self.isMenuGrey(opened.pixel(at: CGPoint(x: box.minX + 4, y: box.midY))))
  }

  @Test func AMenuNearTheBottomOpensUpward() throws {
    struct Bottom: View {
      @State var choice = 0
      var body: some View {
        VStack {
          Spacer()
          Picker("Number", selection: $choice) {
            ForEach(0..<5) { Text("Option \($0)") }
          }
        }
      }
    }
    let driver = AppDriver(Bottom())
    let button = try #require(driver.elements().first { $0.kind == .control("picker") })
    driver.tap(at: button.center)
    driver.settle()
    let last = try #require(driver.elements().last { $0.kind == .text && $0.label == "Option 4" })
    let first = try #require(
      driver.elements().last {
        $0.kind == .text && $0.label == "Option 0" && $0.frame.maxY < button.frame.minY
      })
    #expect(last.frame.maxY < button.frame.minY, "above the button: \(last.frame) \(button.frame)")
    #expect(first.frame.minY > 47, "inside the safe area")
  }
}
