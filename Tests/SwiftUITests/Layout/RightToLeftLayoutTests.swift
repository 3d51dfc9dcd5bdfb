import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Right to left as iOS lays it out: the same screen's frames mirrored across the width (stack order,
/// alignment, padding edges), transitions from the reading direction's edges, sliders growing leftwards,
/// scroll views and pages starting at the right, directional symbols mirrored — while offsets and drags
/// stay physical.
@MainActor @Suite struct RightToLeftLayoutTests {
  nonisolated static let size = CGSize(width: 390, height: 500)

  func driver<V: View>(_ view: V, _ direction: LayoutDirection, size: CGSize = size) -> AppDriver {
    AppDriver(view.environment(\.layoutDirection, direction), size: size, scale: 1)
  }

  /// A profile row, a leading title, a trailing badge, padding on one edge only.
  struct Screen: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        HStack(spacing: 8) {
          Text("Avatar").frame(width: 60, height: 60)
          VStack(alignment: .leading) {
            Text("Ann, 29")
            Text("Tashkent")
          }
          Spacer()
          Text("Edit")
        }
        .padding(.leading, 30)
        Text("Hobbies").frame(maxWidth: .infinity, alignment: .leading)
        Text("Badge").padding(.trailing, 24).frame(maxWidth: .infinity, alignment: .trailing)
        ZStack(alignment: .topLeading) {
          Color.clear.frame(height: 80)
          Text("Corner")
        }
      }
      .padding(.horizontal, 16)
    }
  }

  @Test func theSameScreenIsMirroredAcrossTheWidth() throws {
    let ltr = driver(Screen(), .leftToRight)
    let rtl = driver(Screen(), .rightToLeft)
    for label in ["Avatar", "Ann, 29", "Tashkent", "Edit", "Hobbies", "Badge", "Corner"] {
      let l = try #require(ltr.frame(of: label))
      let r = try #require(rtl.frame(of: label))
      #expect(abs(r.minX - (Self.size.width - l.maxX)) < 0.01, "\(label): \(l) → \(r)")
      #expect(r.minY == l.minY && r.size == l.size, "\(label)")
    }
    // Stack order: the avatar is the rightmost, "Edit" the leftmost.
    let avatar = try #require(rtl.frame(of: "Avatar"))
    let edit = try #require(rtl.frame(of: "Edit"))
    #expect(avatar.minX > edit.maxX)
    // Leading padding is on the right: the 60-point avatar frame ends 16 + 30 from the right edge.
    #expect(abs(avatar.midX - (Self.size.width - 46 - 30)) < 0.01)
  }

  @Test func offsetsStayPhysical() throws {
    let view = HStack {
      Text("Moved").offset(x: 20)
      Spacer()
    }
    let ltr = try #require(driver(view, .leftToRight).frame(of: "Moved"))
    let rtl = try #require(driver(view, .rightToLeft).frame(of: "Moved"))
    // Laid out mirrored, then moved 20 points to the right in both directions.
    let laidOutLTR = ltr.offsetBy(dx: -20, dy: 0)
    #expect(abs(rtl.minX - (Self.size.width - laidOutLTR.maxX + 20)) < 0.01)
  }

  @Test func layoutDirectionComesFromTheLanguage() {
    #expect(LayoutDirection.of(Locale(identifier: "ar_EG")) == .rightToLeft)
    #expect(LayoutDirection.of(Locale(identifier: "he_IL")) == .rightToLeft)
    for id in ["en_US", "ru_RU", "ko_KR", "uz_Latn_UZ"] {
      #expect(LayoutDirection.of(Locale(identifier: id)) == .leftToRight)
    }
  }

  struct Mover: View {
    @State var shown = false
    let edge: Edge
    var body: some View {
      ZStack {
        Color.clear
        if shown {
          Text("Card").frame(width: 100, height: 100).transition(.move(edge: edge))
        }
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
    }
  }

  @Test func leadingAndTrailingTransitionsComeFromTheReadingDirection() throws {
    for (direction, edge, fromRight) in [
      (LayoutDirection.leftToRight, Edge.leading, false),
      (.rightToLeft, .leading, true),
      (.rightToLeft, .trailing, false),
    ] {
      let d = driver(Mover(edge: edge), direction)
      d.tap(at: CGPoint(x: 195, y: 250))
      d.advance(by: 0.5)
      let middle = try #require(d.frame(of: "Card", includingHidden: true))
      d.settle()
      let end = try #require(d.frame(of: "Card"))
      #expect((middle.minX > end.minX) == fromRight, "\(direction) \(edge): \(middle) → \(end)")
      // Half way through a linear move of the card's own width.
      #expect(abs(abs(middle.minX - end.minX) - 50) < 0.5)
    }
  }

  struct SliderScreen: View {
    @State var value = 0.8
    var body: some View {
      VStack {
        Slider(value: $value)
        Text(String(format: "%.2f", value))
      }
      .padding(20)
    }
  }

  @Test func aSliderGrowsToTheLeft() throws {
    let rtl = driver(SliderScreen(), .rightToLeft)
    let ltr = driver(SliderScreen(), .leftToRight)
    let track = try #require(rtl.host.elements().first { $0.kind == .control("slider") })
    // The thumb at 0.8 sits near the left end; its pixels are white over the light track.
    let image = rtl.screenshot()
    let ltrImage = ltr.screenshot()
    let y = track.frame.midY
    let thumbLTR = track.frame.minX + 14 + 0.8 * (track.frame.width - 28)
    let thumbRTL = track.frame.maxX - 14 - 0.8 * (track.frame.width - 28)
    #expect(
      image.pixel(at: CGPoint(x: thumbRTL, y: y - 10))
        == ltrImage.pixel(at: CGPoint(x: thumbLTR, y: y - 10)))
    // The filled (accent) part is on the right: the track right of the thumb is blue, left of it gray.
    let filled = image.pixel(at: CGPoint(x: track.frame.maxX - 30, y: y))
    let empty = image.pixel(at: CGPoint(x: track.frame.minX + 8, y: y))
    #expect(Int(filled.blue) > Int(filled.red) + 100, "\(filled)")
    #expect(Int(empty.blue) < Int(empty.red) + 40, "\(empty)")
    // A touch a quarter of the way from the right sets a quarter.
    let x = track.frame.maxX - 14 - 0.25 * (track.frame.width - 28)
    rtl.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: y), duration: 0.1, steps: 2)
    #expect(rtl.texts.contains("0.25"))
    // Dragging to the right lowers the value.
    rtl.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x + 100, y: y))
    let lower = try #require(rtl.texts.compactMap(Double.init).first)
    #expect(lower < 0.25)
  }

  @Test func aHorizontalScrollViewStartsAtTheRight() throws {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 10) {
        ForEach(0..<10) { index in Text("Item \(index)").frame(width: 100, height: 50) }
      }
    }
    let rtl = driver(view, .rightToLeft)
    let first = try #require(rtl.frame(of: "Item 0"))
    // The first item's 100-point frame ends at the right edge (its text is centred in it).
    #expect(abs(first.midX - (Self.size.width - 50)) < 0.01, "\(first)")
    #expect(!rtl.exists("Item 9"))
    // A finger moving right shows what comes next (to the left): the content follows the finger.
    rtl.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 300, y: 250))
    rtl.settle()
    let moved = try #require(rtl.frame(of: "Item 0", includingHidden: true))
    #expect(moved.minX > first.minX + 150)
  }

  struct Pages: View {
    @State var page = 0
    var body: some View {
      VStack {
        TabView(selection: $page) {
          ForEach(0..<3) { index in Text("Page \(index)").tag(index) }
        }
        .tabViewStyle(.page)
        .frame(height: 300)
        Text("Selected \(page)")
      }
    }
  }

  @Test func pagesRunFromRightToLeft() throws {
    let rtl = driver(Pages(), .rightToLeft)
    #expect(rtl.exists("Page 0"))
    // The next page is to the left: a swipe to the right brings it.
    rtl.drag(from: CGPoint(x: 60, y: 150), to: CGPoint(x: 330, y: 150))
    rtl.settle()
    #expect(rtl.exists("Page 1"))
    #expect(rtl.texts.contains("Selected 1"))
  }

  @Test func theTabBarRunsFromTheRight() throws {
    let view = TabView {
      Text("One").tabItem { Label("Discover", systemImage: "flame") }
      Text("Two").tabItem { Label("Matches", systemImage: "heart") }
    }
    let rtl = driver(view, .rightToLeft)
    let discover = try #require(rtl.frame(of: "Discover"))
    let matches = try #require(rtl.frame(of: "Matches"))
    #expect(discover.minX > matches.maxX)
  }

  @Test func directionalSymbolsAndFlippedViewsAreMirrored() throws {
    func image<V: View>(_ view: V, _ direction: LayoutDirection) -> RenderedImage {
      driver(view.frame(width: 60, height: 60), direction, size: CGSize(width: 60, height: 60))
        .screenshot()
    }
    func mirrored(_ a: RenderedImage, _ b: RenderedImage) -> Bool {
      var differing = 0
      for y in 0..<60 {
        for x in 0..<60
        where a.pixel(x: x, y: y).distance(to: b.pixel(x: 59 - x, y: y)) > 40 {
          differing += 1
        }
      }
      return differing < 20
    }
    func same(_ a: RenderedImage, _ b: RenderedImage) -> Bool {
      (0..<60).allSatisfy { y in
        (0..<60).allSatisfy { x in a.pixel(x: x, y: y).distance(to: b.pixel(x: x, y: y)) <= 1 }
      }
    }
    let chevron = Image(systemName: "chevron.right").font(.system(size: 40))
    #expect(mirrored(image(chevron, .leftToRight), image(chevron, .rightToLeft)))
    #expect(!same(image(chevron, .leftToRight), image(chevron, .rightToLeft)))
    // A symbol that does not point somewhere stays as drawn.
    let heart = Image(systemName: "hand.raised").font(.system(size: 40))
    #expect(same(image(heart, .leftToRight), image(heart, .rightToLeft)))
    // flipsForRightToLeftLayoutDirection mirrors any drawing, and only right to left.
    let wedge = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 60, y: 30))
      path.addLine(to: CGPoint(x: 0, y: 60))
    }
    .fill(Color.black).flipsForRightToLeftLayoutDirection(true)
    #expect(mirrored(image(wedge, .leftToRight), image(wedge, .rightToLeft)))
    // The wedge's wide end is on the left left to right, on the right right to left.
    #expect(image(wedge, .leftToRight).pixel(x: 5, y: 5).red < 50)
    #expect(image(wedge, .rightToLeft).pixel(x: 5, y: 5).red > 200)
  }

  @Test func textFieldsAndMultilineTextAlignToTheRight() throws {
    struct Field: View {
      @State var text = ""
      var body: some View {
        VStack {
          TextField("Name", text: $text).frame(width: 300)
          Text("مرحبا بك في تطبيقنا، نتمنى لك وقتا ممتعا مع الأصدقاء الجدد هنا")
            .frame(width: 200)
          Text("One two three four five six seven eight").frame(width: 200)
        }
      }
    }
    func ink(_ image: RenderedImage, _ rect: CGRect) -> (minX: Int, maxX: Int) {
      var minX = Int.max
      var maxX = Int.min
      for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) where image.pixel(x: x, y: y).red < 200 {
          minX = min(minX, x)
          maxX = max(maxX, x)
        }
      }
      return (minX, maxX)
    }
    let rtl = driver(Field(), .rightToLeft)
    let image = rtl.screenshot()
    let field = try #require(rtl.frame(of: "Name"))
    // The placeholder sits at the field's right end.
    let placeholder = ink(image, field)
    #expect(placeholder.maxX > Int(field.maxX) - 6 && placeholder.minX > Int(field.midX))
    // Wrapped lines of either script are aligned right (leading), each line's end at the frame's right.
    for text in rtl.host.elements() where text.kind == .text {
      let frame = text.frame
      let lastLine = CGRect(x: frame.minX, y: frame.maxY - 30, width: frame.width, height: 25)
      let line = ink(image, lastLine)
      #expect(line.maxX >= Int(frame.maxX) - 3, "\(text.label.prefix(5)): \(line) in \(frame)")
    }
  }
}
