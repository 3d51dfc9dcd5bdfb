import SwiftUI
import UIKit

/// A list under a branded navigation bar, themed the way iOS 15 tutorials do it: one opaque
/// `UINavigationBarAppearance` for every state, white titles (the large one in 40 pt heavy), no shadow line,
/// and white bar buttons through `tintColor`.
struct BrandedNavigationScreen: View {
  init() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [
      .foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 40, weight: .heavy),
    ]
    appearance.shadowColor = .clear
    UINavigationBar.appearance().standardAppearance = appearance
    UINavigationBar.appearance().scrollEdgeAppearance = appearance
    UINavigationBar.appearance().compactAppearance = appearance
    UINavigationBar.appearance().tintColor = .white
  }

  var body: some View {
    NavigationStack {
      List(1..<30, id: \.self) { number in
        NavigationLink("Trip \(number)", value: number)
      }
      .navigationTitle("Trips")
      .navigationDestination(for: Int.self) { number in
        Text("Day plan \(number)")
          .navigationTitle("Trip \(number)")
          .navigationBarTitleDisplayMode(.inline)
      }
    }
  }
}

/// The pre-iOS 13 way: the bar's legacy properties (title attributes, `barTintColor`) set in `init`.
struct LegacyBarScreen: View {
  init() {
    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.systemPink]
    UINavigationBar.appearance().barTintColor = .systemYellow
  }

  var body: some View {
    NavigationView {
      ScrollView {
        VStack(spacing: 12) {
          ForEach(0..<40) { index in
            Text("Message \(index)").frame(maxWidth: .infinity, minHeight: 44)
          }
        }
      }
      .navigationTitle("Inbox")
    }
  }
}
