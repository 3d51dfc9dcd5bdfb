import FindYourMatchStore
import Foundation
import SwiftUI
import SwiftUITesting
import Testing

@testable import FindYourMatch

/// The invented community: the same people on every launch, from the seeds' cities, each drawn as an
/// illustration of their own.
@MainActor @Suite struct CommunityTests {
  @Test func theCommunityIsTheSameEveryTimeAndFitsTheDesign() {
    let people = CommunityGenerator.makeCommunity()
    #expect(people == CommunityGenerator.makeCommunity())
    #expect(people.count >= 30)
    #expect(Set(people.map(\.id)).count == people.count)
    #expect(people.allSatisfy { (18...60).contains($0.age) })
    #expect(people.allSatisfy { !$0.hobby.isEmpty && $0.bio.count > 20 })
    #expect(
      Set(people.map(\.city)).isSuperset(of: [
        "Rome", "Paris", "Seoul", "Tashkent", "Cairo", "Moscow",
      ]))
    // Neighbours in the deck come from different cities.
    for (a, b) in zip(people, people.dropFirst()) { #expect(a.city != b.city) }
    // Some like you back, not everyone; a boost makes more of them.
    let likers = people.filter { $0.likesBack(boosted: false) }.count
    let boosted = people.filter { $0.likesBack(boosted: true) }.count
    #expect(likers > 3 && likers < people.count / 2, "\(likers)")
    #expect(boosted > likers)
  }

  @Test func portraitsAreVariedIllustrations() throws {
    let people = Array(CommunityGenerator.makeCommunity().prefix(12))
    let traits = people.map(PortraitTraits.init(person:))
    #expect(Set(traits).count == traits.count, "no two portraits alike")
    #expect(Set(traits.map(\.skin)).count >= 3)
    #expect(Set(traits.map(\.hair)).count >= 4)

    let grid = VStack(spacing: 0) {
      ForEach(0..<3) { row in
        HStack(spacing: 0) {
          ForEach(0..<4) { column in
            PortraitArt(person: people[row * 4 + column]).frame(width: 97.5, height: 130).clipped()
          }
        }
      }
    }
    let driver = AppDriver(
      grid.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top), scale: 2)
    let image = driver.screenshot(to: "\(temporaryFolder("community"))/portraits.png")
    for (index, trait) in traits.enumerated() {
      let origin = CGPoint(x: CGFloat(index % 4) * 97.5, y: 47 + CGFloat(index / 4) * 130)
      // The neck is the person's skin in shade, the shoulders their shirt.
      let skin = image.pixel(at: CGPoint(x: origin.x + 97.5 / 2, y: origin.y + 130 * 285 / 400))
      let neck = trait.skin.shaded(0.86)
      let expectedSkin = RenderedImage.Pixel(
        red: UInt8(neck.red * 255), green: UInt8(neck.green * 255), blue: UInt8(neck.blue * 255))
      #expect(skin.distance(to: expectedSkin) < 40, "portrait \(index): \(skin) vs \(expectedSkin)")
      let shirt = image.pixel(at: CGPoint(x: origin.x + 97.5 * 0.2, y: origin.y + 127))
      let expectedShirt = RenderedImage.Pixel(
        red: UInt8(trait.shirt.red * 255), green: UInt8(trait.shirt.green * 255),
        blue: UInt8(trait.shirt.blue * 255))
      #expect(
        shirt.distance(to: expectedShirt) < 20, "portrait \(index): \(shirt) vs \(expectedShirt)")
    }
  }
}
