import Foundation
import SwiftUITesting
import Testing

@testable import SwiftUI

/// `Text(date, style:)` as iOS shows it, in the locale and time zone of where the text is.
@MainActor @Suite struct DateTextTests {
  /// 2026-05-28 20:26:40 UTC.
  static let moment = Date(timeIntervalSince1970: 1_780_000_000)

  func shown<V: View>(_ view: V, _ locale: String) -> [String] {
    AppDriver(
      view.environment(\.locale, Locale(identifier: locale))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    ).texts
  }

  @Test func datesAndTimesFollowTheLocale() {
    let view = VStack {
      Text(Self.moment, style: .date)
      Text(Self.moment, style: .time)
    }
    #expect(shown(view, "en_US") == ["May 28, 2026", "8:26\u{202F}PM"])
    #expect(shown(view, "ru_RU") == ["28 мая 2026\u{202F}г.", "20:26"])
    #expect(shown(view, "ko_KR") == ["2026년 5월 28일", "오후 8:26"])
    #expect(shown(view, "ar_EG") == ["٢٨ مايو، ٢٠٢٦", "٨:٢٦\u{A0}م"])
    // The time zone is the environment's.
    let tokyo = AppDriver(
      Text(Self.moment, style: .time).environment(\.locale, Locale(identifier: "ru_RU"))
        .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
    ).texts
    #expect(tokyo == ["05:26"])
  }

  @Test func relativeOffsetAndTimerCountFromNow() {
    // Half a second of slack each way: the texts are formatted when drawn, a moment after `now`.
    let now = Date()
    let view = VStack {
      Text(now.addingTimeInterval(2 * 3600 + 23 * 60 + 30), style: .relative)
      Text(now.addingTimeInterval(-(3 * 3600 + 30)), style: .offset)
      Text(now.addingTimeInterval(2 * 60 + 32.5), style: .timer)
      Text(now.addingTimeInterval(36 * 3600 + 59 * 60 + 1.5), style: .timer)
    }
    #expect(shown(view, "en_US") == ["2 hours, 23 minutes", "-3 hours", "2:32", "36:59:01"])
    #expect(shown(view, "ru_RU") == ["2 часа 23 минуты", "-3 часа", "2:32", "36:59:01"])
    #expect(shown(view, "ar_EG")[2] == "٢:٣٢")
  }

  @Test func aLiveTextIsMeasuredAgainAsItCounts() {
    let run = DateRun(date: Self.moment, style: .timer)
    let locale = Locale(identifier: "en_US")
    #expect(
      run.string(locale: locale, timeZone: .gmt, now: Self.moment.addingTimeInterval(-59)) == "0:59"
    )
    #expect(
      run.string(locale: locale, timeZone: .gmt, now: Self.moment.addingTimeInterval(-3600))
        == "1:00:00")
    #expect(Text(Self.moment, style: .timer).isLive)
    #expect(!Text(Self.moment, style: .date).isLive)
  }
}
