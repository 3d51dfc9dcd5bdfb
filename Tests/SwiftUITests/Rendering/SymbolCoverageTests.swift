import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// SF Symbols coverage, measured against docs/sf-symbols-top300.txt: the names public SwiftUI code uses most.
@MainActor struct SymbolCoverageTests {
  static let listURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/sf-symbols-top300.txt")

  static func measuredNames() throws -> [String] {
    let text = try String(contentsOf: listURL, encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
      $0.split(separator: "\t").first.map(String.init)
    }
  }

  /// What one symbol draws at 40 pt in black, centred in an 80 × 80 pt white box (at 1x): the number of dark
  /// pixels and the box holding them.
  struct Ink {
    var count = 0
    var bounds = CGRect.null
  }

  static func ink(of name: String) -> Ink {
    let image = render(
      Image(systemName: name).font(.system(size: 40)).foregroundColor(.black),
      size: CGSize(width: 80, height: 80), scale: 1)
    var ink = Ink()
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth where image.pixel(x: x, y: y).red < 128 {
        ink.count += 1
        ink.bounds = ink.bounds.union(CGRect(x: x, y: y, width: 1, height: 1))
      }
    }
    return ink
  }

  @Test func theListHoldsThreeHundredDistinctNames() throws {
    let names = try Self.measuredNames()
    #expect(names.count == 300)
    #expect(Set(names).count == names.count)
  }

  /// At least 95 % of the measured names draw a symbol: ink within the symbol's own box (48 pt high) (a ligature the
  /// font lacks would spell its name in letters far wider than the box), not a stray dot.
  @Test func atLeast95PercentOfTheMostUsedNamesDraw() throws {
    let names = try Self.measuredNames()
    var drawn: [String] = []
    var broken: [String] = []
    var unknown: [String] = []
    for name in names {
      let ink = Self.ink(of: name)
      let size = SymbolRenderer.naturalSize(name, font: .system(size: 40), scale: .medium)
      let symbolBox = CGRect(
        x: 40 - size.width / 2, y: 40 - size.height / 2, width: size.width, height: size.height
      )
      .insetBy(dx: -2, dy: -2)
      let resolved = SymbolRenderer.resolve(name) != nil
      // Compared edge by edge: CGRect.contains(_:) on Linux tests the union for equality, which rounding breaks.
      let inside =
        ink.bounds.minX >= symbolBox.minX && ink.bounds.maxX <= symbolBox.maxX
        && ink.bounds.minY >= symbolBox.minY && ink.bounds.maxY <= symbolBox.maxY
      if ink.count >= 40, inside {
        drawn.append(name)
      } else if resolved {
        broken.append("\(name) (\(ink.count) px in \(ink.bounds), box \(symbolBox))")
      } else {
        unknown.append(name)
      }
    }
    #expect(broken.isEmpty, "mapped but not drawn as a symbol: \(broken)")
    #expect(
      drawn.count * 100 >= names.count * 95,
      "\(drawn.count) of \(names.count) drawn; missing \(unknown)")
  }

  /// The names still missing draw nothing, take no space and are reported once on standard error, as an
  /// unknown name is on iOS.
  @Test func namesWithoutArtDrawNothingAndAreLogged() throws {
    let missing = try Self.measuredNames().filter { SymbolRenderer.resolve($0) == nil }
    for name in missing + ["no.such.symbol.anywhere"] {
      #expect(Self.ink(of: name).count == 0, "\(name)")
      #expect(Log.hasLogged("symbol.\(name)"), "\(name) was not reported")
    }
  }

  /// Enclosed variants are drawn from the mapped glyph: a filled circle knocks the glyph out (white shows
  /// through at the centre of "plus"), an outline circle keeps its middle white around a dark glyph.
  @Test func circleVariantsEncloseTheGlyph() {
    #expect(SymbolRenderer.resolve("bell.circle.fill") == .enclosed("notifications", .circleFill))
    #expect(SymbolRenderer.resolve("bolt.square") == .enclosed("bolt", .square))
    #expect(SymbolRenderer.resolve("cloud.bolt.fill") == .material("thunderstorm"))
    let filled = render(
      Image(systemName: "link.circle.fill").font(.system(size: 40)).foregroundColor(.black),
      size: CGSize(width: 80, height: 80), scale: 1)
    // The disc is dark near its rim, and the link glyph is a white cut-out across the middle.
    #expect(filled.pixel(x: 40, y: 20).red < 80, "disc top")
    #expect(filled.pixel(x: 20, y: 40).red < 80, "disc left")
    var whiteInside = 0
    for x in 28...52 where filled.pixel(x: x, y: 40).red > 200 { whiteInside += 1 }
    #expect(whiteInside >= 6, "the glyph is knocked out of the disc (\(whiteInside) white pixels)")
    let outline = Self.ink(of: "link.circle")
    let disc = Self.ink(of: "link.circle.fill")
    #expect(outline.count * 2 < disc.count, "an outline circle has much less ink than a disc")
  }

  /// A contact sheet of all 300 names (10 per row, the name under each) for people to look at: written to the
  /// temporary directory; the test checks that each cell holds ink where its name draws.
  @Test func contactSheetOfTheMeasuredNames() throws {
    let names = try Self.measuredNames()
    let columns = 10
    let cell = CGSize(width: 96, height: 76)
    let sheet = VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<(names.count + columns - 1) / columns, id: \.self) { row in
        HStack(spacing: 0) {
          ForEach(0..<columns, id: \.self) { column in
            let index = row * columns + column
            VStack(spacing: 2) {
              if index < names.count {
                Image(systemName: names[index]).font(.system(size: 24)).frame(height: 40)
                Text(names[index]).font(.system(size: 8)).lineLimit(2).multilineTextAlignment(
                  .center)
              }
            }
            .frame(width: cell.width, height: cell.height)
          }
        }
      }
    }
    .foregroundColor(.black)
    let rows = (names.count + columns - 1) / columns
    let image = render(
      sheet,
      size: CGSize(width: cell.width * CGFloat(columns), height: cell.height * CGFloat(rows)),
      scale: 1)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sf-symbols-contact-sheet.png")
    #expect(image.writePNG(to: url.path))
    // The first name's symbol sits in the top-left cell's symbol area.
    var ink = 0
    for y in 4..<40 {
      for x in 20..<76 where image.pixel(x: x, y: y).red < 128 { ink += 1 }
    }
    #expect(ink > 100, "the first cell shows \(names[0])")
  }
}
