import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// Frame-by-frame checks of the seeds' transitions against closed-form curves (within 1 pt).
enum Curves {
  /// Fraction of the distance still to go for a critically damped spring with this response, from rest.
  static func criticalRemaining(_ t: Double, response: Double = 0.5) -> Double {
    let omega = 2 * Double.pi / response
    return (1 + omega * t) * exp(-omega * t)
  }

  /// CSS-style cubic Bézier timing curve, solved for x by bisection.
  static func bezier(_ x: Double, _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double)
    -> Double
  {
    func sample(_ t: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if sample(mid, p1x, p2x) < x { lo = mid } else { hi = mid }
    }
    return sample((lo + hi) / 2, p1y, p2y)
  }
}

// Seed 000: steps swap with .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)).
private struct StepFlow: View {
  @State var step = 0
  let transition: AnyTransition = .asymmetric(
    insertion: .move(edge: .trailing), removal: .move(edge: .leading))
  var body: some View {
    ZStack {
      switch step {
      case 0: section("Welcome").transition(transition)
      case 1: section("What's your name?").transition(transition)
      default: section("Done").transition(transition)
      }
      VStack {
        Spacer()
        Button("NEXT") { withAnimation(.spring()) { step += 1 } }
      }
    }
  }
  func section(_ title: String) -> some View {
    VStack { Text(title) }.frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

// Seeds 000 / 002: the profile rises from the bottom (and later leaves to the top); the onboarding came from the
// top and leaves to the bottom.
private struct RootSwitch: View {
  @State var signedIn = false
  let legacyGroupAnimation: Bool
  var body: some View {
    ZStack {
      Color.purple.ignoresSafeArea()
      if legacyGroupAnimation {
        Group { content }.animation(.spring())
      } else {
        content
      }
      Button("toggle") {
        if legacyGroupAnimation {
          signedIn.toggle()
        } else {
          withAnimation(.spring()) { signedIn.toggle() }
        }
      }
    }
  }
  @ViewBuilder var content: some View {
    if signedIn {
      VStack { Text("Profile") }.frame(maxWidth: .infinity, maxHeight: .infinity)
        .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .move(edge: .top)))
    } else {
      VStack { Text("Onboarding") }.frame(maxWidth: .infinity, maxHeight: .infinity)
        .transition(.asymmetric(insertion: .move(edge: .top), removal: .move(edge: .bottom)))
    }
  }
}

/// The "if/else doesn't animate" case: the animation modifier sits on the views that are swapped.
private struct AnimationOnSwappedViews: View {
  @State var flag = false
  var body: some View {
    ZStack {
      if flag {
        Text("B").transition(.move(edge: .bottom)).animation(.spring())
      } else {
        Text("A").transition(.move(edge: .bottom)).animation(.spring())
      }
      Button("swap") { flag.toggle() }.offset(y: 300)
    }
  }
}

// Seed 004, second presentation: both views always present, moved by one screen width.
private struct OffsetSwitch: View {
  @State var loggedIn = false
  var body: some View {
    ZStack {
      Text("Login").frame(maxWidth: .infinity).offset(x: loggedIn ? -390 : 0)
      Text("Main").frame(maxWidth: .infinity).offset(x: loggedIn ? 0 : 390)
      Button("go") { withAnimation(.default) { loggedIn.toggle() } }.offset(y: 300)
    }
  }
}

// Seed 001: ZStack { ForEach { if selected == item { Card } } } swaps cards with .easeInOut.
private struct CardSwap: View {
  struct Place: Identifiable, Equatable {
    let name: String
    var id: String { name }
  }
  let places = [Place(name: "Colosseum"), Place(name: "Pantheon"), Place(name: "Trevi Fountain")]
  @State var selected = "Colosseum"
  var body: some View {
    VStack {
      Spacer()
      ZStack {
        ForEach(places) { place in
          if selected == place.name {
            Text(place.name).frame(width: 300, height: 120).background(Color.white)
              .transition(
                .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
          }
        }
      }
      Button("Next") {
        withAnimation(.easeInOut) {
          let index = places.firstIndex { $0.name == selected }!
          selected = places[(index + 1) % places.count].name
        }
      }
    }
  }
}

@MainActor @Suite struct TransitionProofTests {
  let width: CGFloat = 390

  @Test func onboardingStepComesFromTrailingWhileTheOldOneLeavesToLeading() throws {
    let driver = AppDriver(StepFlow())
    try driver.tap("NEXT")  // the change happens on release, at the end of the tap
    for t in [0.1, 0.2, 0.35] {
      driver.advance(by: t - (t == 0.1 ? 0 : (t == 0.2 ? 0.1 : 0.2)))
      let remaining = Curves.criticalRemaining(t)
      let newX = try #require(driver.frame(of: "What's your name?")).midX
      let oldX = try #require(driver.frame(of: "Welcome", includingHidden: true)).midX
      // Both visible at t = 0.1 s, each offset by the view's own width.
      #expect(abs(newX - (width / 2 + width * remaining)) <= 1, "new at t=\(t): \(newX)")
      #expect(abs(oldX - (width / 2 - width * (1 - remaining))) <= 1, "old at t=\(t): \(oldX)")
    }
    driver.settle()
    #expect(!driver.exists("Welcome"))
    #expect(abs(try #require(driver.frame(of: "What's your name?")).midX - width / 2) <= 0.5)
  }

  @Test(arguments: [false, true])
  func profileRisesFromTheBottomWhileOnboardingLeavesToTheBottom(legacyGroupAnimation: Bool) throws
  {
    let driver = AppDriver(RootSwitch(legacyGroupAnimation: legacyGroupAnimation))
    let onboardingRest = try #require(driver.frame(of: "Onboarding")).midY
    let height: CGFloat = 844 - 47 - 34  // the views fill the safe area
    try driver.tap("toggle")  // the change happens on release, at the end of the tap
    let t = 0.1
    driver.advance(by: t)
    let remaining = Curves.criticalRemaining(t)
    let profileY = try #require(driver.frame(of: "Profile", includingHidden: true)).midY
    let onboardingY = try #require(driver.frame(of: "Onboarding", includingHidden: true)).midY
    #expect(abs(profileY - (onboardingRest + height * remaining)) <= 1, "profile at \(profileY)")
    #expect(
      abs(onboardingY - (onboardingRest + height * (1 - remaining))) <= 1,
      "onboarding at \(onboardingY)")
    driver.settle()
    #expect(!driver.exists("Onboarding"))
    // Signing out: the profile leaves to the top, the onboarding comes back from the top.
    try driver.tap("toggle")
    driver.advance(by: t)
    let back = try #require(driver.frame(of: "Onboarding", includingHidden: true)).midY
    let leaving = try #require(driver.frame(of: "Profile", includingHidden: true)).midY
    #expect(
      abs(back - (onboardingRest - height * remaining)) <= 1,
      "onboarding returns from the top: \(back)")
    #expect(
      abs(leaving - (onboardingRest - height * (1 - remaining))) <= 1,
      "profile leaves to the top: \(leaving)")
  }

  @Test func animationOnTheSwappedViewsThemselvesDoesNotAnimateTheSwap() throws {
    let driver = AppDriver(AnimationOnSwappedViews())
    try driver.tap("swap")
    // No transition runs: the old view is gone at once and the new one is in place.
    #expect(!driver.exists("A"))
    #expect(driver.exists("B"))
    #expect(!driver.host.isAnimating)
  }

  @Test func defaultFadeFollowsTheDefaultSpring() throws {
    let driver = AppDriver(RootSwitchFade())
    try driver.tap("login")
    driver.advance(by: 0.1)
    let progress = 1 - Curves.criticalRemaining(0.1)
    let incoming = try #require(driver.opacity(of: "Main"))
    let outgoing = try #require(driver.opacity(of: "Login form", includingHidden: true))
    #expect(abs(incoming - progress) < 0.01)
    #expect(abs(outgoing - (1 - progress)) < 0.01)
  }

  @Test func offsetFormMovesBothViewsByOneScreenWidth() throws {
    let driver = AppDriver(OffsetSwitch())
    try driver.tap("go")
    driver.advance(by: 0.1)
    let remaining = Curves.criticalRemaining(0.1)
    let login = try #require(driver.frame(of: "Login")).midX
    let main = try #require(driver.frame(of: "Main", includingHidden: true)).midX
    #expect(abs(login - (width / 2 - width * (1 - remaining))) <= 1)
    #expect(abs(main - (width / 2 + width * remaining)) <= 1)
  }

  @Test func cardSwapUsesEaseInOutAndBothCardsAreVisibleMidway() throws {
    let driver = AppDriver(CardSwap())
    try driver.tap("Next")
    driver.advance(by: 0.175)
    // Half of .easeInOut's 0.35 s.
    let t = 0.175 / 0.35
    let progress = Curves.bezier(t, 0.42, 0, 0.58, 1)
    let cardWidth: CGFloat = 300
    let incoming = try #require(driver.frame(of: "Pantheon")).midX
    let outgoing = try #require(driver.frame(of: "Colosseum", includingHidden: true)).midX
    #expect(abs(incoming - (width / 2 + cardWidth * (1 - progress))) <= 1, "\(incoming)")
    #expect(abs(outgoing - (width / 2 - cardWidth * progress)) <= 1, "\(outgoing)")
    driver.settle()
    #expect(driver.exists("Pantheon") && !driver.exists("Colosseum"))
  }
}

// Seed 004, first presentation: the default opacity transition with withAnimation(.default).
private struct RootSwitchFade: View {
  @State var loggedIn = false
  var body: some View {
    ZStack {
      if loggedIn { Text("Main") } else { Text("Login form") }
      Button("login") { withAnimation(.default) { loggedIn = true } }.offset(y: 300)
    }
  }
}

/// A view inserted into a stack that re-centres itself appears at its final place, as in SwiftUI.
private struct GrowingStack: View {
  @State var shown = false
  var body: some View {
    ZStack {
      VStack {
        if shown { Text("inserted") }
        Text("existing")
      }
      Button("grow") { withAnimation(.linear(duration: 1)) { shown = true } }.offset(y: 300)
    }
  }
}

@MainActor @Suite struct InsertionPlacementTests {
  @Test func anInsertedViewDoesNotRideItsContainersMotion() throws {
    let driver = AppDriver(GrowingStack())
    let before = try #require(driver.frame(of: "existing")).midY
    try driver.tap("grow")
    driver.advance(by: 0.5)
    let midway = try #require(driver.frame(of: "inserted")).midY
    let existingMidway = try #require(driver.frame(of: "existing")).midY
    driver.settle()
    let final = try #require(driver.frame(of: "inserted")).midY
    let existingFinal = try #require(driver.frame(of: "existing")).midY
    #expect(abs(midway - final) <= 0.5, "inserted at \(midway), final \(final)")
    // The existing view slides half way from where it was to where it ends up.
    #expect(abs(existingMidway - (before + existingFinal) / 2) <= 1)
  }
}
