import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Text drawn run by run: each run of `Text + Text` and of an `AttributedString` keeps its own font, colour,
/// background and lines, in its own place, and the text is measured as it is drawn.
@MainActor @Suite struct AttributedTextTests {
  let size = CGSize(width: 300, height: 60)

  func screenshot<V: View>(_ view: V) -> (AppDriver, RenderedImage) {
    let app = AppDriver(view, size: size, scale: 2)
    return (app, app.screenshot())
  }

  func isRed(_ pixel: RenderedImage.Pixel) -> Bool {
    pixel.red > 180 && pixel.green < 110 && pixel.blue < 110
  }

  @Test func concatenatedTextDrawsEachRunInItsOwnColourAndWeight() throws {
    let text = Text("Plain ").foregroundColor(.black) + Text("Red").foregroundColor(.red).bold()
    let (app, image) = screenshot(text.font(.system(size: 30)))
    let frame = try #require(app.find("Plain Red")).frame
    let red = try #require(image.bounds(where: isRed))
    // The red ink is the second word only: right of the black one, inside the text's frame.
    let black = try #require(image.bounds { $0.isDark(80) && !isRed($0) })
    #expect(red.minX > black.maxX - 1, "\(red) \(black)")
    #expect(red.maxX <= frame.maxX + 1 && black.minX >= frame.minX - 1)
  }

  @Test func boldRunsAreBoldAndTheTextIsMeasuredAsDrawn() throws {
    let plain = Text("WWWW WWWW").font(.system(size: 24))
    let mixed = Text("WWWW ").font(.system(size: 24)) + Text("WWWW").font(.system(size: 24)).bold()
    let (plainApp, plainImage) = screenshot(plain.foregroundColor(.black))
    let (mixedApp, mixedImage) = screenshot(mixed.foregroundColor(.black))
    let plainFrame = try #require(plainApp.find("WWWW WWWW")).frame
    let mixedFrame = try #require(mixedApp.find("WWWW WWWW")).frame
    // The bold word is wider, and the frame grows with it.
    #expect(mixedFrame.width > plainFrame.width + 2, "\(mixedFrame) \(plainFrame)")
    // And heavier: its half holds more ink than the same half drawn regular.
    let left = CGRect(
      x: mixedFrame.minX, y: 0, width: mixedFrame.width * 0.45, height: size.height)
    let right = CGRect(
      x: mixedFrame.midX + 5, y: 0, width: mixedFrame.maxX - mixedFrame.midX - 5,
      height: size.height)
    let plainRight = CGRect(
      x: plainFrame.midX + 5, y: 0, width: plainFrame.maxX - plainFrame.midX - 5,
      height: size.height)
    #expect(mixedImage.inkCount(in: left) > 0)
    #expect(mixedImage.inkCount(in: right) > plainImage.inkCount(in: plainRight) * 5 / 4)
    // Ink stays inside the measured frame.
    let ink = try #require(mixedImage.bounds { $0.isDark(110) })
    #expect(ink.maxX <= mixedFrame.maxX + 1, "\(ink) \(mixedFrame)")
  }

  @Test func attributedStringRangesTakeTheirAttributes() throws {
    var string = AttributedString("Hello highlighted world")
    let range = try #require(string.range(of: "highlighted"))
    string[range].foregroundColor = .red
    string[range].backgroundColor = .yellow
    string[range].underlineStyle = .single
    let (app, image) = screenshot(Text(string).font(.system(size: 22)).foregroundColor(.black))
    let frame = try #require(app.find("Hello highlighted world")).frame
    let yellow = try #require(image.bounds { $0.red > 220 && $0.green > 200 && $0.blue < 80 })
    let red = try #require(image.bounds(where: isRed))
    // The background sits behind the red word, which is neither at the start nor at the end.
    #expect(yellow.minX > frame.minX + 20 && yellow.maxX < frame.maxX - 20, "\(yellow) \(frame)")
    #expect(red.minX >= yellow.minX - 1 && red.maxX <= yellow.maxX + 1, "\(red) \(yellow)")
    // Black text before and after it.
    #expect(
      image.inkCount(in: CGRect(x: frame.minX, y: 0, width: yellow.minX - frame.minX, height: 60))
        > 20)
    #expect(
      image.inkCount(
        in: CGRect(x: yellow.maxX + 1, y: 0, width: frame.maxX - yellow.maxX, height: 60)) > 20)
  }

  @Test func attributedStringRunsAndConcatenationAreFoundations() throws {
    var greeting = AttributedString("Hello")
    greeting.font = .headline
    var name = AttributedString(" Ada")
    name.foregroundColor = .blue
    name.kern = 2
    var whole = greeting + name
    whole.append(AttributedString("!"))
    #expect(String(whole.characters) == "Hello Ada!")
    #expect(whole.runs.count == 3)
    let fonts = whole.runs.map(\.font)
    #expect(fonts == [.headline, nil, nil])
    #expect(whole.runs.map(\.foregroundColor) == [nil, .blue, nil])
    let container = AttributeContainer().foregroundColor(.red)
    whole.mergeAttributes(container)
    #expect(whole.runs.allSatisfy { $0.foregroundColor == .red })
  }

  @Test func baselineOffsetRaisesARunAndKernSpreadsIt() throws {
    var raised = AttributedString("x2")
    let two = try #require(raised.range(of: "2"))
    raised[two].baselineOffset = 10
    raised[two].foregroundColor = .red
    let (_, image) = screenshot(Text(raised).font(.system(size: 24)).foregroundColor(.black))
    let red = try #require(image.bounds(where: isRed))
    let black = try #require(image.bounds { $0.isDark(80) && !isRed($0) })
    #expect(red.minY < black.minY - 6, "the raised digit's top is above the x: \(red) \(black)")

    let tight = Text("AAAA").font(.system(size: 20))
    var spreadString = AttributedString("AAAA")
    spreadString.kern = 8
    let (tightApp, _) = screenshot(tight)
    let (spreadApp, _) = screenshot(Text(spreadString).font(.system(size: 20)))
    let tightWidth = try #require(tightApp.find("AAAA")).frame.width
    let spreadWidth = try #require(spreadApp.find("AAAA")).frame.width
    #expect(spreadWidth > tightWidth + 20, "\(spreadWidth) \(tightWidth)")
  }

  @Test func runsWrapAndKeepTheirStylesOnEveryLine() throws {
    let text =
      Text("A rather long sentence that wraps ").foregroundColor(.black)
      + Text("onto a red second line").foregroundColor(.red)
    let app = AppDriver(text.font(.system(size: 20)).frame(width: 200), size: size * 2, scale: 2)
    let image = app.screenshot()
    let frame = try #require(app.find("A rather long sentence that wraps onto a red second line"))
      .frame
    #expect(frame.height > 40, "wrapped: \(frame)")
    let red = try #require(image.bounds(where: isRed))
    #expect(red.maxY > frame.midY, "the red run reaches the last line: \(red) \(frame)")
  }
}

extension CGSize {
  fileprivate static func * (size: CGSize, factor: CGFloat) -> CGSize {
    CGSize(width: size.width * factor, height: size.height * factor)
  }
}
