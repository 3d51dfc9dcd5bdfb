import FindYourMatchStore
import SwiftUI

/// The Matches tab: people who liked you back, newest first (Home marks them seen when the tab is shown).
public struct MatchesView: View {
  @ObservedObject var model: DeckModel

  public init(model: DeckModel) { self.model = model }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Matches", bundle: .module)
        .font(.largeTitle)
        .fontWeight(.bold)
        .padding(.horizontal)
        .padding(.top, 8)
      if model.matches.isEmpty {
        Spacer()
        VStack(spacing: 12) {
          Image(systemName: "heart.fill")
            .font(.system(size: 48))
            .foregroundColor(DeckColors.nope.opacity(0.6))
          Text("No matches yet", bundle: .module)
            .font(.title3)
            .fontWeight(.semibold)
          Text(
            "Like people on Discover: when someone likes you back, they appear here.",
            bundle: .module
          )
          .font(.subheadline)
          .foregroundColor(.secondary)
          .multilineTextAlignment(.center)
        }
        .padding(32)
        .frame(maxWidth: .infinity)
        Spacer()
      } else {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(model.matchesNewestFirst) { match in
              if let person = model.person(match.personID) {
                MatchRow(person: person, match: match)
                Divider().padding(.leading, 88)
              }
            }
          }
        }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background(Color(uiColor: .systemBackground).ignoresSafeArea(edges: .top))
  }
}

struct MatchRow: View {
  let person: Person
  let match: Match

  var body: some View {
    HStack(spacing: 14) {
      PortraitArt(person: person)
        .frame(width: 58, height: 58)
        .clipShape(Circle())
      VStack(alignment: .leading, spacing: 3) {
        Text("\(person.name), \(person.age)", bundle: .module)
          .font(.headline)
        (Text(community: person.city) + Text(verbatim: " · ") + Text(community: person.hobby))
          .font(.subheadline)
          .foregroundColor(.secondary)
      }
      Spacer()
      Text(Self.ago(match.date), bundle: .module)
        .font(.caption)
        .foregroundColor(.secondary)
    }
    .padding(.horizontal)
    .padding(.vertical, 10)
  }

  /// "now", "5 min", "3 h", "2 d".
  static func ago(_ date: Date, now: Date = Date()) -> LocalizedStringKey {
    let seconds = max(0, now.timeIntervalSince(date))
    switch seconds {
    case ..<60: return "now"
    case ..<3600: return "\(Int(seconds / 60)) min"
    case ..<86400: return "\(Int(seconds / 3600)) h"
    default: return "\(Int(seconds / 86400)) d"
    }
  }
}
