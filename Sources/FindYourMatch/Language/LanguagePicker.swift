import SwiftUI

/// Profile's "Language" row: System default or one of the app's languages, each named in its own language.
/// The choice is stored at once and the root redraws the whole app in it.
struct LanguagePicker: View {
  @AppStorage("language") private var language: AppLanguage = .system

  var body: some View {
    HStack {
      Image(systemName: "globe")
        .foregroundColor(.purple)
      Text("Language", bundle: .module)
        .font(.headline)
        .foregroundColor(.purple)
      Spacer()
      Picker(selection: $language) {
        ForEach(AppLanguage.allCases) { option in
          title(of: option).tag(option)
        }
      } label: {
        Text("Language", bundle: .module)
      }
      .pickerStyle(.menu)
      .tint(.purple)
    }
    .padding(.leading)
    .padding(.trailing, 6)
    .frame(height: 50)
    .background(Color(uiColor: .systemBackground))
    .cornerRadius(10)
  }

  private func title(of option: AppLanguage) -> Text {
    option == .system ? Text("System default", bundle: .module) : Text(verbatim: option.nativeName)
  }
}
