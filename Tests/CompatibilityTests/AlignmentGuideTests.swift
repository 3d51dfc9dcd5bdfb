import SwiftUI
import SwiftUITesting
import Testing

/// Custom alignment guides across nested stacks and text baselines (`ProfileHeaderScreen`).
@MainActor struct AlignmentGuideTests {
  /// The lowest row of dark ink inside `rect` (in points, to the device pixel): letters without descenders
  /// end on their baseline.
  func inkBottom(_ image: RenderedImage, in rect: CGRect) -> CGFloat? {
    for y in stride(from: rect.maxY - 0.25, through: rect.minY, by: -0.5) {
      for x in stride(from: rect.minX, to: rect.maxX, by: 0.5) {
        let pixel = image.pixel(at: CGPoint(x: x, y: y))
        if Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 250 { return y }
      }
    }
    return nil
  }

  @Test func aCustomGuideLinesUpViewsInNestedStacks() throws {
    let app = AppDriver(ProfileHeaderScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/alignment-guides.png")
    let avatar = try #require(app.find(identifier: "avatar"))
    let name = try #require(app.find("Ada Lovelace"))
    let online = try #require(app.find("Online"))
    let profile = try #require(app.find("Profile"))
    // The avatar's centre and the name's centre share one line, so the avatar's stack sits lower than
    // the text stack's top: "Profile" above the avatar's top.
    #expect(abs(avatar.center.y - name.center.y) < 0.5, "\(avatar) \(name)")
    #expect(profile.frame.minY < avatar.frame.minY)
    #expect(online.frame.minY > avatar.frame.maxY)
    #expect(image.pixel(at: avatar.center).isClose(to: 0, 122, 255))
    // Form values line up across rows though their labels differ in width.
    let ada = try #require(app.find("Ada"))
    let email = try #require(app.find("ada@example.com"))
    let nameLabel = try #require(app.find("Name:"))
    #expect(abs(ada.frame.minX - email.frame.minX) < 0.5)
    #expect(abs(ada.frame.minX - nameLabel.frame.maxX - 8) < 0.5)
    // A leading guide 20 pt before the view's leading edge moves it 20 pt in.
    let indented = try #require(app.find("Indented"))
    let flush = try #require(app.find("Flush"))
    #expect(abs(indented.frame.minX - flush.frame.minX - 20) < 0.5)
  }

  @Test func textsOfDifferentSizesSitOnOneBaseline() throws {
    let app = AppDriver(ProfileHeaderScreen())
    let image = app.screenshot()
    let big = try #require(app.find("42"))
    let small = try #require(app.find("km"))
    let body = try #require(app.find("Distance walked\ntoday"))
    // First baselines: the digits, the unit and the first line of the two-line text end on one row.
    let bigInk = try #require(inkBottom(image, in: big.frame))
    let smallInk = try #require(inkBottom(image, in: small.frame))
    let firstLine = CGRect(
      x: body.frame.minX, y: body.frame.minY, width: body.frame.width, height: body.frame.height / 2
    )
    let bodyInk = try #require(inkBottom(image, in: firstLine))
    #expect(abs(bigInk - smallInk) <= 0.5, "\(bigInk) \(smallInk)")
    #expect(abs(bigInk - bodyInk) <= 0.5, "\(bigInk) \(bodyInk)")
    #expect(small.frame.maxY < big.frame.maxY, "not bottom-aligned")
    // Last baselines: the title and the second line of the footnote.
    let total = try #require(app.find("Total"))
    let footnote = try #require(app.find("One line\nand another"))
    let totalInk = try #require(inkBottom(image, in: total.frame))
    let lastInk = try #require(inkBottom(image, in: footnote.frame))
    #expect(abs(totalInk - lastInk) <= 0.5, "\(totalInk) \(lastInk)")
    #expect(footnote.frame.minY < total.frame.minY)
  }
}

/// `OrderSummaryScreen`: guides honoured by ZStacks, frames, Grid rows and lazy stacks, not only HStack and
/// VStack.
@MainActor struct AlignmentBeyondStacksTests {
  @Test func zStacksAndFramesPlaceViewsOnTheirGuides() throws {
    let app = AppDriver(OrderSummaryScreen())
    let image = app.screenshot(to: "\(compatibilityScreenshots)/alignment-beyond-stacks.png")
    // The badge's centre on the icon's top trailing corner; the ZStack holds both.
    let icon = try #require(app.frame(ofIdentifier: "icon"))
    let badge = try #require(app.frame(ofIdentifier: "badge"))
    let badged = try #require(app.frame(ofIdentifier: "badged"))
    #expect(badge.midX == icon.maxX && badge.midY == icon.minY, "\(badge) \(icon)")
    #expect(badged.width == 70 && badged.height == 70)
    #expect(image.pixel(at: CGPoint(x: icon.maxX + 5, y: icon.minY - 5)).isClose(to: 255, 59, 48))
    // The marker's centre (the guide's default) at 70% of the track.
    let track = try #require(app.frame(ofIdentifier: "track"))
    let marker = try #require(app.frame(ofIdentifier: "marker"))
    #expect(abs(marker.midX - (track.minX + 140)) < 0.5, "\(marker) \(track)")
    #expect(image.pixel(at: CGPoint(x: marker.midX, y: marker.midY)).isClose(to: 52, 199, 89))
    // The tag's trailing edge on the frame's default for the guide (its centre).
    let tag = try #require(app.frame(ofIdentifier: "tag"))
    let tagFrame = try #require(app.frame(ofIdentifier: "tagFrame"))
    #expect(tag.maxX == tagFrame.midX, "\(tag) \(tagFrame)")
    #expect(
      image.pixel(at: CGPoint(x: tagFrame.midX + 10, y: tagFrame.midY)).isClose(
        to: 255, 240, 179, tolerance: 8))
  }

  @Test func gridRowsAndLazyStacksLineUpOnGuides() throws {
    let app = AppDriver(OrderSummaryScreen())
    let image = app.screenshot()
    let ink = AlignmentGuideTests()
    // Each row's texts, of different sizes, end on one baseline.
    for row in [["Total", "3 items", "42.00"], ["Tax", "included", "0.00"]] {
      let bottoms = try row.map { text in
        let element = try #require(app.find(text))
        return try #require(ink.inkBottom(image, in: element.frame), "\(text)")
      }
      let small = try #require(app.find(row[1]))
      let big = try #require(app.find(row[0]))
      #expect(bottoms.allSatisfy { abs($0 - bottoms[0]) <= 0.5 }, "\(row): \(bottoms)")
      #expect(small.frame.maxY != big.frame.maxY || row[0] == "Tax")
    }
    // Columns still line up: "3 items" and "included" start together.
    let items = try #require(app.find("3 items"))
    let included = try #require(app.find("included"))
    #expect(items.frame.minX == included.frame.minX)
    // The lazy stack's form values start at one x, though their labels differ in width.
    let ada = try #require(app.find("Ada"))
    let street = try #require(app.find("12 Main St"))
    let name = try #require(app.find("Name:"))
    #expect(abs(ada.frame.minX - street.frame.minX) < 0.5, "\(ada.frame) \(street.frame)")
    #expect(abs(ada.frame.minX - name.frame.maxX - 8) < 0.5)
  }
}
