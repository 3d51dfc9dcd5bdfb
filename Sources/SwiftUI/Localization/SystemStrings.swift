import Foundation

/// The few words the runtime shows on its own (an alert's default button, a navigation back button), in the
/// languages the project ships, as SwiftUI's own bundle translates them on iOS. Other languages read English.
enum SystemStrings {
  static let table: [String: [String: String]] = [
    "OK": ["ru": "ОК", "ar": "حسنًا", "ko": "확인", "uz": "OK"],
    "Cancel": ["ru": "Отменить", "ar": "إلغاء", "ko": "취소", "uz": "Bekor qilish"],
    "Back": ["ru": "Назад", "ar": "رجوع", "ko": "뒤로", "uz": "Orqaga"],
    "Done": ["ru": "Готово", "ar": "تم", "ko": "완료", "uz": "Tayyor"],
    "Share": ["ru": "Поделиться", "ar": "مشاركة", "ko": "공유", "uz": "Ulashish"],
    "Share…": ["ru": "Поделиться…", "ar": "مشاركة…", "ko": "공유…", "uz": "Ulashish…"],
    "Copy": ["ru": "Скопировать", "ar": "نسخ", "ko": "복사하기", "uz": "Nusxa olish"],
    "Copied": ["ru": "Скопировано", "ar": "تم النسخ", "ko": "복사됨", "uz": "Nusxa olindi"],
    "Edit": ["ru": "Править", "ar": "تعديل", "ko": "편집", "uz": "Tahrirlash"],
    "Reorder": ["ru": "Переупорядочить", "ar": "إعادة الترتيب", "ko": "재정렬", "uz": "Tartiblash"],
    "Delete": ["ru": "Удалить", "ar": "حذف", "ko": "삭제", "uz": "O‘chirish"],
    "Show Sidebar": [
      "ru": "Показать боковое меню", "ar": "إظهار الشريط الجانبي", "ko": "사이드바 보기",
      "uz": "Yon panelni ko‘rsatish",
    ],
    "Hide Sidebar": [
      "ru": "Скрыть боковое меню", "ar": "إخفاء الشريط الجانبي", "ko": "사이드바 가리기",
      "uz": "Yon panelni yashirish",
    ],
    "Search": ["ru": "Поиск", "ar": "بحث", "ko": "검색", "uz": "Qidiruv"],
    "Time": ["ru": "Время", "ar": "الوقت", "ko": "시간", "uz": "Vaqt"],
    "Previous Month": [
      "ru": "Предыдущий месяц", "ar": "الشهر السابق", "ko": "이전 달", "uz": "Oldingi oy",
    ],
    "Next Month": [
      "ru": "Следующий месяц", "ar": "الشهر التالي", "ko": "다음 달", "uz": "Keyingi oy",
    ],
  ]

  static func lookup(_ key: LocalizedStringKey, locale: Locale) -> String {
    let language = locale.language.languageCode?.identifier ?? "en"
    return table[key.key]?[language] ?? key.resolved(in: locale)
  }
}
