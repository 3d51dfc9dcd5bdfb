import Foundation
import SwiftUI

/// Seed 000's onboarding steps: full-screen sections that slide in from trailing and out to leading.
struct OnboardingSteps: View {
  @State private var step = 0
  let transition: AnyTransition = .asymmetric(
    insertion: .move(edge: .trailing), removal: .move(edge: .leading))

  var body: some View {
    ZStack {
      purpleBackground
      ZStack {
        switch step {
        case 0:
          section(title: "Find your match", symbol: "heart.text.square.fill").transition(transition)
        case 1:
          section(title: "What's your name?", symbol: "person.circle.fill").transition(transition)
        default: section(title: "What's your age?", symbol: "star.fill").transition(transition)
        }
      }
      VStack {
        Spacer()
        Text(step == 0 ? "SIGN UP" : "NEXT")
          .font(.headline)
          .foregroundColor(.purple)
          .frame(height: 55)
          .frame(maxWidth: .infinity)
          .background(Color.white)
          .cornerRadius(10)
      }
      .padding(30)
    }
    .onAppear { Remote.nextStep = { withAnimation(.spring()) { step += 1 } } }
  }

  func section(title: String, symbol: String) -> some View {
    VStack(spacing: 40) {
      Spacer()
      Image(systemName: symbol)
        .resizable()
        .scaledToFit()
        .frame(width: 200, height: 200)
        .foregroundColor(.white)
      Text(title)
        .font(.largeTitle)
        .fontWeight(.semibold)
        .foregroundColor(.white)
        .overlay(
          Capsule(style: .continuous).frame(height: 3).offset(y: 5).foregroundColor(.white),
          alignment: .bottom)
      Text(
        "Meet people nearby who share what you love. Tell us a little about yourself and we'll do the rest."
      )
      .fontWeight(.medium)
      .foregroundColor(.white)
      Spacer()
      Spacer()
    }
    .multilineTextAlignment(.center)
    .padding(30)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// A profile card with a shadow and a photo (a large bitmap drawn scaled down) sliding in from the bottom:
/// content that costs more to draw again than to composite. Without a photo, a symbol like the app's profile.
struct CardSlideIn: View {
  let photo: UIImage?
  @State private var shown = false

  var body: some View {
    ZStack {
      purpleBackground
      if shown {
        VStack(spacing: 16) {
          if let photo {
            Image(uiImage: photo)
              .resizable()
              .scaledToFill()
              .frame(width: 290, height: 220)
              .clipped()
              .cornerRadius(10)
          } else {
            Image(systemName: "person.circle.fill").resizable().scaledToFit().frame(
              width: 150, height: 150)
          }
          Text("Nick").font(.title)
          Text("This user is 70 years old")
          Text("Their gender is Female")
        }
        .foregroundColor(.purple)
        .padding()
        .padding(.vertical, 20)
        .background(Color.white)
        .cornerRadius(10)
        .shadow(radius: 10)
        .padding(30)
        .transition(.move(edge: .bottom))
      }
    }
    .onAppear { Remote.showCard = { withAnimation(.spring()) { shown = true } } }
  }
}

/// A page of text rows on white pushed in from trailing over the previous one, like a navigation push.
struct PagePush: View {
  @State private var page = 0

  var body: some View {
    ZStack {
      if page == 0 {
        rows("Inbox").transition(.move(edge: .leading))
      } else {
        rows("Archive").transition(.move(edge: .trailing))
      }
    }
    .onAppear { Remote.pushPage = { withAnimation(.spring()) { page += 1 } } }
  }

  func rows(_ title: String) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title).font(.largeTitle).fontWeight(.bold)
      ForEach(0..<24, id: \.self) { index in
        HStack {
          Image(systemName: "star.fill").foregroundColor(.orange)
          Text("\(title) message \(index + 1): see you at the match").lineLimit(1)
        }
      }
      Spacer()
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.white)
  }
}

/// A 1600x1200 "photo" (gradients and discs), written once as a PNG and loaded as a bitmap.
@MainActor func makePhoto() -> UIImage? {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "swiftui-benchmarks-photo.png"
  ).path
  if !FileManager.default.fileExists(atPath: path) {
    let scene = ZStack {
      LinearGradient(
        colors: [.orange, .pink, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
      ForEach(0..<12, id: \.self) { index in
        Circle()
          .fill(Color(hue: Double(index) / 12, saturation: 0.6, brightness: 0.9).opacity(0.7))
          .frame(width: CGFloat(60 + index * 15), height: CGFloat(60 + index * 15))
          .offset(x: CGFloat(index * 37 % 300 - 150), y: CGFloat(index * 53 % 220 - 110))
      }
    }
    let image = ViewHost(
      rootView: scene, size: CGSize(width: 400, height: 300), scale: 4, safeAreaInsets: EdgeInsets()
    )
    .render()
    guard image.writePNG(to: path) else { return nil }
  }
  return UIImage(contentsOfFile: path)
}

/// Frame times of one animated change under each layer cache policy: by cost (the default), always, never.
/// Hosts take turns between the policies, so drift in the machine's load touches all alike.
@MainActor func transitionFrames(
  _ title: String, rounds: Int, makeHost: () -> ViewHost, start: () -> Void
) {
  print(title)
  let policies: [(String, LayerCachePolicy)] = [
    ("by cost", .whenCheaper), ("always", .always), ("never", .never),
  ]
  var samples = Array(repeating: [Double](), count: policies.count)
  var layers = Array(repeating: (rasterized: 0, reused: 0), count: policies.count)
  for _ in 0..<rounds {
    for (index, policy) in policies.enumerated() {
      let host = makeHost()
      host.layerCachePolicy = policy.1
      showFirstFrameThenIdle(host)
      // The tap that starts the change in the app (SIGN UP at the bottom of the screen): what the host does as
      // a press begins is done before the animation's first frame, as in the window.
      let button = CGPoint(x: phone.width / 2, y: phone.height - 60)
      host.send(.pointerDown(button))
      host.send(.pointerUp(button))
      start()
      host.update()
      var frames = 0
      repeat {
        samples[index] += time(1) {
          host.advance(by: 1.0 / 60)
          _ = host.render()
        }
        let stats = host.renderStats
        layers[index].rasterized += stats.rasterized
        layers[index].reused += stats.reused
        frames += 1
      } while host.isAnimating && frames < 600
    }
  }
  for (index, policy) in policies.enumerated() {
    report("  layer cache \(policy.0)", samples[index], tail: 0.99)
    print("    \(layers[index].rasterized) layers rasterized, \(layers[index].reused) reused")
  }
  print(
    String(
      format: "  by cost / min(always, never): p50 %.2fx",
      percentile(samples[0], 0.5) / min(percentile(samples[1], 0.5), percentile(samples[2], 0.5))))
}

@MainActor func pagePushAlone() {
  transitionFrames(
    "A page of 24 text rows on white pushed in over another, 2x, alone in the process",
    rounds: max(runs / 10, 3), makeHost: { ViewHost(rootView: PagePush(), size: phone, scale: 2) },
    start: { Remote.pushPage?() })
}

@MainActor func stepTransition() {
  transitionFrames(
    "Seed 000 step transition at 2x (spring, .move trailing in / leading out, 60 fps virtual time)",
    rounds: max(runs / 10, 3),
    makeHost: { ViewHost(rootView: OnboardingSteps(), size: phone, scale: 2) },
    start: { Remote.nextStep?() })
}

@MainActor func cardTransitions() {
  guard let photo = makePhoto() else {
    print("Card transitions: could not make the photo")
    return
  }
  transitionFrames(
    "A card with a shadow and a 1600x1200 photo sliding in from the bottom, 2x (spring, 60 fps virtual time)",
    rounds: max(runs / 10, 3),
    makeHost: { ViewHost(rootView: CardSlideIn(photo: photo), size: phone, scale: 2) },
    start: { Remote.showCard?() })
  transitionFrames(
    "The same card with a symbol instead of the photo (like the app's profile), 2x",
    rounds: max(runs / 10, 3),
    makeHost: { ViewHost(rootView: CardSlideIn(photo: nil), size: phone, scale: 2) },
    start: { Remote.showCard?() })
  transitionFrames(
    "A page of 24 text rows on white pushed in over another, 2x (spring, 60 fps virtual time)",
    rounds: max(runs / 10, 3), makeHost: { ViewHost(rootView: PagePush(), size: phone, scale: 2) },
    start: { Remote.pushPage?() })
}
