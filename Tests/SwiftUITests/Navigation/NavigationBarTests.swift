import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// The bar against iOS 17's metrics on a 390 × 844 phone (status bar 47 pt): a 44 pt row, 52 pt more for a
/// large title (34 pt bold at the 16 pt margin), the inline title (17 pt semibold) centred, bar items 16 pt
/// from the edges, the back chevron 8 pt from the leading edge in the accent colour.
@MainActor @Suite struct NavigationBarTests {
  static let statusBar: CGFloat = 47

  struct Filled: View {
    let mode: NavigationBarItem.TitleDisplayMode
    var body: some View {
      NavigationStack {
        Color.red
          .navigationTitle("Library")
          .navigationBarTitleDisplayMode(mode)
      }
    }
  }

  @Test func LargeTitleIs34PointBoldAtTheLeadingMarginAndTheBarIs96PointsHigh() throws {
    let driver = AppDriver(Filled(mode: .automatic))
    let image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/large.png")
    // The content starts under the 96 pt bar.
    let red = try #require(image.bounds { $0.red > 200 && $0.green < 60 })
    #expect(abs(red.minY - (Self.statusBar + 96)) < 0.5, "\(red)")
    let title = try #require(driver.frame(of: "Library"))
    #expect(abs(title.minX - 16) < 0.5)
    #expect(abs(title.maxY - (Self.statusBar + 96 - 8)) < 1, "\(title)")
    // 34 pt bold: capitals about 24 pt tall, strokes thick.
    let ink = try #require(image.bounds(in: title) { $0.isDark() })
    #expect(ink.height > 22 && ink.height < 34, "\(ink)")
    #expect(ink.minX >= 16 && ink.minX < 20)
    let stroke = image.count(in: CGRect(x: ink.minX, y: ink.midY, width: 10, height: 0.5)) {
      $0.isDark()
    }
    #expect(stroke >= 6, "a bold stem is several pixels wide (\(stroke))")
  }

  @Test func InlineTitleIs17PointSemiboldCentredInA44PointBar() throws {
    let driver = AppDriver(Filled(mode: .inline))
    let image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/inline.png")
    let red = try #require(image.bounds { $0.red > 200 && $0.green < 60 })
    #expect(abs(red.minY - (Self.statusBar + 44)) < 0.5, "\(red)")
    let title = try #require(driver.frame(of: "Library"))
    #expect(abs(title.midX - 195) < 0.5)
    #expect(abs(title.midY - (Self.statusBar + 22)) < 1)
    let ink = try #require(image.bounds(in: title) { $0.isDark() })
    #expect(ink.height > 11 && ink.height < 17, "17 pt: capitals about 12 pt tall (\(ink))")
  }

  struct Pushed: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Open") {
          Text("Detail").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
        }
        .navigationTitle("Library")
      }
    }
  }

  @Test func BackButtonIsAnAccentChevronAndThePreviousTitle() throws {
    let driver = AppDriver(Pushed())
    try driver.tap("Open")
    driver.settle()
    let image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/back.png")
    let bar = CGRect(x: 0, y: Self.statusBar, width: 390, height: 44)
    let blue = try #require(image.bounds(in: bar) { $0.isAccentBlue })
    #expect(blue.minX >= 8 && blue.minX < 10, "\(blue)")
    let back = try #require(driver.frame(of: "Library"))
    let chevron = try #require(
      image.bounds(in: CGRect(x: 0, y: bar.minY, width: back.minX - 1, height: 44)) {
        $0.isAccentBlue
      })
    #expect(chevron.height > 18 && chevron.height < 23, "the chevron is about 21 pt (\(chevron))")
    #expect(abs(chevron.midY - bar.midY) < 1)
    #expect(back.minX > 24 && back.minX < 30)
    #expect(abs(try #require(driver.frame(of: "Detail")).midX - 195) < 0.5)
  }

  struct Toolbar: View {
    var body: some View {
      NavigationStack {
        Text("Body")
          .navigationTitle("Inbox")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
            ToolbarItemGroup(placement: .bottomBar) {
              Button("First") {}
              Spacer()
              Button("Last") {}
            }
          }
      }
    }
  }

  @Test func ToolbarItemsSitAtTheirPlacements() throws {
    let driver = AppDriver(Toolbar())
    let cancel = try #require(driver.frame(of: "Cancel"))
    let save = try #require(driver.frame(of: "Save"))
    #expect(abs(cancel.minX - 16) < 0.5 && abs(save.maxX - 374) < 0.5)
    #expect(abs(cancel.midY - (Self.statusBar + 22)) < 1 && abs(save.midY - cancel.midY) < 0.5)
    let first = try #require(driver.frame(of: "First"))
    let last = try #require(driver.frame(of: "Last"))
    // The bottom bar is 49 pt above the 34 pt home indicator inset.
    #expect(abs(first.minX - 16) < 0.5 && abs(last.maxX - 374) < 0.5)
    #expect(abs(first.midY - (844 - 34 - 24.5)) < 1, "\(first)")
    #expect(abs(try #require(driver.frame(of: "Body")).midY - (Self.statusBar + 44 + 335)) < 1)
  }

  @Test func ThePrincipalItemReplacesTheTitleAndTheBackButtonCanBeHidden() throws {
    struct Screen: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open") {
            Text("Inside")
              .navigationBarBackButtonHidden()
              .toolbar {
                ToolbarItem(placement: .principal) { Text("Centre") }
              }
              .navigationTitle("Hidden title")
              .navigationBarTitleDisplayMode(.inline)
          }
        }
      }
    }
    let driver = AppDriver(Screen())
    try driver.tap("Open")
    driver.settle()
    #expect(!driver.exists("Back"))
    #expect(!driver.exists("Hidden title"))
    #expect(abs(try #require(driver.frame(of: "Centre")).midX - 195) < 0.5)
  }

  @Test func TheBarGetsItsBackgroundAndHairlineOnceTheListScrollsUnderIt() throws {
    struct Screen: View {
      var body: some View {
        NavigationStack {
          List(0..<40, id: \.self) { Text("Row \($0)") }
            .listStyle(.plain)
            .navigationTitle("Rows")
            .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    let driver = AppDriver(Screen())
    let lineY = Self.statusBar + 44 - 0.25
    var image = driver.screenshot()
    #expect(image.pixel(at: CGPoint(x: 200, y: lineY)).isWhite(), "no hairline at the top")
    #expect(image.pixel(at: CGPoint(x: 200, y: 20)).isWhite())
    driver.scroll(dy: 200, at: CGPoint(x: 195, y: 400))
    driver.settle()
    image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/scrolled.png")
    let line = image.pixel(at: CGPoint(x: 200, y: lineY))
    #expect(line.red < 200 && line.red > 120, "a grey hairline (\(line))")
    // The chrome colour fills the bar and the status bar above it.
    let chrome = image.pixel(at: CGPoint(x: 300, y: 20))
    #expect(chrome.red < 253 && chrome.red > 240, "\(chrome)")
  }

  @Test func AGroupedListShowsItsGreyBehindTheBar() throws {
    struct Screen: View {
      var body: some View {
        NavigationStack {
          List { Text("Row") }.navigationTitle("Settings")
        }
      }
    }
    let image = AppDriver(Screen()).screenshot()
    #expect(image.pixel(at: CGPoint(x: 300, y: 60)) == .init(red: 242, green: 242, blue: 247))
  }

  @Test func TitlesAndTheBackButtonAreTranslated() throws {
    struct Screen: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open") {
            Text("Inside").navigationTitle("Photos")
          }
        }
      }
    }
    let driver = AppDriver(
      Screen().environment(\.locale, Locale(identifier: "ru_RU"))
        .environment(\.defaultLocalizationBundle, ControlTitleLocalizationTests.bundle))
    try driver.tap("Open")
    driver.settle()
    #expect(driver.exists("Фотографии"))
    #expect(driver.exists("Назад"))
  }

  @Test func RightToLeftTheBarMirrorsAndPagesComeFromTheLeft() throws {
    let driver = AppDriver(Pushed().environment(\.layoutDirection, .rightToLeft))
    try driver.tap("Open")
    driver.advance(by: 0.08)
    // The page's text (the bar's title stays in place and fades in).
    let text = try #require(
      driver.host.elements().first { $0.label == "Detail" && $0.frame.minY > 100 })
    #expect(text.frame.midX < 160, "\(text.frame)")
    driver.settle()
    let image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/rtl.png")
    let bar = CGRect(x: 0, y: Self.statusBar, width: 390, height: 44)
    let blue = try #require(image.bounds(in: bar) { $0.isAccentBlue })
    #expect(blue.maxX <= 382 && blue.maxX > 380, "the chevron is 8 pt from the right (\(blue))")
    // The chevron points right: its tip is on the right of its strokes.
    let chevron = try #require(
      image.bounds(in: CGRect(x: 368, y: bar.minY, width: 22, height: 44)) { $0.isAccentBlue })
    let tipRow = image.bounds(
      in: CGRect(x: chevron.minX, y: chevron.midY - 0.5, width: chevron.width, height: 1)
    ) { $0.isAccentBlue }
    #expect(try #require(tipRow).minX > chevron.midX, "\(chevron)")
    // A swipe from the right edge goes back.
    driver.drag(from: CGPoint(x: 384, y: 400), to: CGPoint(x: 90, y: 400))
    driver.settle()
    #expect(driver.exists("Open"), "\(driver.host.elements())")
  }

  @Test func ASheetsTitleIsNotThePresentingPagesTitle() throws {
    struct Screen: View {
      @State var showsSheet = false
      var body: some View {
        NavigationStack {
          Button("Edit") { showsSheet = true }
            .navigationTitle("Library")
            .navigationBarTitleDisplayMode(.inline)
            .sheet(isPresented: $showsSheet) {
              Text("Sheet body").navigationTitle("Sheet title")
            }
        }
      }
    }
    let driver = AppDriver(Screen())
    try driver.tap("Edit")
    driver.settle()
    #expect(driver.exists("Sheet body"))
    #expect(!driver.exists("Sheet title", includingHidden: true))
    #expect(driver.exists("Library", includingHidden: true))
  }

  /// Two pages whose bars show a background (`first` and `second`; nil: the bar at rest, transparent).
  struct FilledBars: View {
    let first: Color?
    let second: Color?
    var body: some View {
      NavigationStack {
        NavigationLink("Open") {
          Text("Second page")
            .navigationTitle("Second")
            .navigationBarTitleDisplayMode(.inline)
            .modifier(BarFill(color: second))
        }
        .navigationTitle("First")
        .navigationBarTitleDisplayMode(.inline)
        .modifier(BarFill(color: first))
      }
    }
  }

  struct BarFill: ViewModifier {
    let color: Color?
    func body(content: Content) -> some View {
      if let color {
        content.toolbarBackground(color, for: .navigationBar)
          .toolbarBackground(.visible, for: .navigationBar)
      } else {
        content
      }
    }
  }

  func press(_ driver: AppDriver, _ label: String) throws {
    let frame = try #require(driver.frame(of: label))
    let point = CGPoint(x: frame.midX, y: frame.midY)
    driver.touchDown(at: point)
    driver.advance(by: 0.05)
    driver.touchUp(at: point)
  }

  static let pureRed = Color(red: 1, green: 0, blue: 0)
  static let pureBlue = Color(red: 0, green: 0, blue: 1)

  /// Behind the bar and the status bar, away from the titles.
  static let barPoints = [CGPoint(x: 370, y: 20), CGPoint(x: 370, y: 60)]

  @Test func TwoFilledBarsNeverFadeThroughEachOther() throws {
    let driver = AppDriver(FilledBars(first: Self.pureRed, second: Self.pureBlue))
    func expectOpaque(_ moment: String) {
      let image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/filled-\(moment).png")
      for point in Self.barPoints {
        let pixel = image.pixel(at: point)
        // Red over blue or blue over red, never the white page through them.
        #expect(pixel.green < 8, "\(moment) at \(point): \(pixel)")
        #expect(abs(Int(pixel.red) + Int(pixel.blue) - 255) < 12, "\(moment): \(pixel)")
        #expect(pixel.red > 20 && pixel.blue > 20, "mid-way, both show (\(moment)): \(pixel)")
      }
    }
    try press(driver, "Open")
    driver.advance(by: 0.08)
    expectOpaque("push")
    driver.settle()
    try press(driver, "First")
    driver.advance(by: 0.08)
    expectOpaque("pop")
    driver.settle()
    try driver.tap("Open")
    driver.settle()
    driver.touchDown(at: CGPoint(x: 5, y: 500))
    driver.touchMove(to: CGPoint(x: 100, y: 500))
    driver.touchMove(to: CGPoint(x: 200, y: 500))
    expectOpaque("swipe")
    driver.touchUp(at: CGPoint(x: 200, y: 500))
    driver.settle()
  }

  @Test func ABackgroundFadesInOverATransparentBarAndOutAgain() throws {
    let driver = AppDriver(FilledBars(first: nil, second: Self.pureBlue))
    func expectPartWay(_ moment: String) {
      let image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/fading-\(moment).png")
      for point in Self.barPoints {
        let pixel = image.pixel(at: point)
        // Blue at part strength over the white page.
        #expect(pixel.blue > 250 && pixel.red > 30 && pixel.red < 225, "\(moment): \(pixel)")
        #expect(abs(Int(pixel.red) - Int(pixel.green)) < 4, "\(moment): \(pixel)")
      }
    }
    try press(driver, "Open")
    driver.advance(by: 0.08)
    expectPartWay("push")
    driver.settle()
    #expect(driver.screenshot().pixel(at: Self.barPoints[1]).red < 8, "blue at rest")
    try press(driver, "First")
    driver.advance(by: 0.08)
    expectPartWay("pop")
    driver.settle()
    #expect(driver.screenshot().pixel(at: Self.barPoints[1]).isWhite(), "transparent at rest")
  }

  static let bottomBarMid: CGFloat = 844 - 34 - 24.5

  @Test func TheBottomToolbarTakesItsToolbarBackground() throws {
    struct Screen: View {
      let visible: Bool
      var body: some View {
        NavigationStack {
          Text("Body")
            .toolbar {
              ToolbarItem(placement: .bottomBar) { Button("Go") {} }
            }
            .toolbarBackground(Color.green, for: .bottomBar)
            .toolbarBackground(visible ? .visible : .automatic, for: .bottomBar)
        }
      }
    }
    let image = AppDriver(Screen(visible: true)).screenshot(
      to: "\(temporaryFolder("navigation-bar"))/bottom-bar-green.png")
    let green = RenderedImage.Pixel(red: 52, green: 199, blue: 89)
    for y in [Self.bottomBarMid, 840] {
      #expect(image.pixel(at: CGPoint(x: 30, y: y)).distance(to: green) < 10, "y \(y)")
    }
    // Nothing scrolls under it: at rest the style alone does not show.
    let plain = AppDriver(Screen(visible: false)).screenshot()
    #expect(plain.pixel(at: CGPoint(x: 30, y: Self.bottomBarMid)).isWhite())
  }

  @Test func TheBottomToolbarIsClearOnceTheListIsScrolledToItsEnd() throws {
    struct Screen: View {
      var body: some View {
        NavigationStack {
          List(0..<50, id: \.self) { Text("Row \($0)") }
            .listStyle(.plain)
            .navigationTitle("Rows")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
              ToolbarItem(placement: .bottomBar) { Button("Go") {} }
            }
        }
      }
    }
    let driver = AppDriver(Screen())
    let barTop = 844 - 34 - 49.0
    var image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/bottom-bar-rows.png")
    // Rows run under it: the bar material and a hairline along its top.
    let material = image.pixel(at: CGPoint(x: 5, y: Self.bottomBarMid))
    #expect(material.red > 240 && material.red < 252, "\(material)")
    #expect(image.pixel(at: CGPoint(x: 200, y: barTop + 0.1)).red < 235, "hairline")
    driver.scroll(dy: 5000, at: CGPoint(x: 195, y: 400))
    driver.settle()
    image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/bottom-bar-rows-end.png")
    #expect(image.pixel(at: CGPoint(x: 5, y: Self.bottomBarMid)).isWhite())
    #expect(image.pixel(at: CGPoint(x: 200, y: barTop + 0.1)).isWhite(), "no hairline")
    let last = try #require(driver.frame(of: "Row 49"))
    #expect(last.maxY < barTop, "the last row rests above the bar: \(last)")
  }

  /// Red rows 60 pt tall, numbered, in a scroll view.
  struct RedRows: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<40, id: \.self) { index in
            Text("Red \(index)")
              .frame(maxWidth: .infinity, minHeight: 60)
              .background(NavigationBarTests.pureRed)
              .id(index)
          }
        }
      }
    }
  }

  @Test func ScrollContentGoesOnUnderTheStatusBar() throws {
    let driver = AppDriver(RedRows())
    var image = driver.screenshot()
    #expect(
      image.pixel(at: CGPoint(x: 300, y: 20)).isWhite(), "at rest the content starts under it")
    #expect(abs(try #require(driver.frame(of: "Red 0")).minY - (Self.statusBar + 19.5)) < 1)
    driver.scroll(dy: 100, at: CGPoint(x: 195, y: 400))
    driver.settle()
    image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/under-status-bar.png")
    let pixel = image.pixel(at: CGPoint(x: 300, y: 20))
    #expect(pixel.red > 250 && pixel.green < 5, "the rows show under the status bar: \(pixel)")
  }

  @Test func ScrollContentGoesOnUnderTheInlineBarWhichShowsItsTranslucentBackground() throws {
    struct Screen: View {
      var body: some View {
        NavigationStack {
          ScrollViewReader { proxy in
            RedRows()
              .navigationTitle("Rows")
              .navigationBarTitleDisplayMode(.inline)
              .toolbar {
                Button("Ten") { proxy.scrollTo(10, anchor: .top) }
              }
          }
        }
      }
    }
    let driver = AppDriver(Screen())
    var image = driver.screenshot()
    let barBottom = Self.statusBar + 44
    #expect(image.pixel(at: CGPoint(x: 300, y: 70)).isWhite(), "transparent at rest")
    #expect(abs(try #require(driver.frame(of: "Red 0")).minY - (barBottom + 19.5)) < 1)
    driver.scroll(dy: 100, at: CGPoint(x: 195, y: 400))
    driver.settle()
    image = driver.screenshot(to: "\(temporaryFolder("navigation-bar"))/under-inline-bar.png")
    // The chrome (249, 94 %) over the red rows beneath, up through the status bar.
    for y: CGFloat in [20, 70] {
      let pixel = image.pixel(at: CGPoint(x: 300, y: y))
      #expect(pixel.red > 245 && pixel.green > 225 && pixel.green < 242, "y \(y): \(pixel)")
    }
    // A row scrolled to the top rests under the bar, not beneath it.
    try driver.tap("Ten")
    driver.settle()
    #expect(abs(try #require(driver.frame(of: "Red 10")).minY - (barBottom + 19.5)) < 1)
  }
}
