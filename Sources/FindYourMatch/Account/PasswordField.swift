import SwiftUI

/// A SecureField with the eye button that shows what was typed (and hides it again).
struct PasswordField: View {
  let title: LocalizedStringKey
  @Binding var text: String
  var onSubmit: () -> Void = {}
  @State private var isVisible = false

  var body: some View {
    HStack(spacing: 8) {
      ZStack {
        if isVisible {
          TextField(text: $text) { Text(title, bundle: .module) }.onSubmit(onSubmit)
        } else {
          SecureField(text: $text) { Text(title, bundle: .module) }.onSubmit(onSubmit)
        }
      }
      Button(action: { isVisible.toggle() }) {
        Image(systemName: isVisible ? "eye.slash" : "eye")
          .foregroundColor(.gray)
          .frame(width: 32, height: 32)
          .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .accessibilityLabel(Text(isVisible ? "Hide password" : "Show password", bundle: .module))
    }
  }
}

/// A form field's message, in white under the field on the purple background.
struct FieldMessage: View {
  let text: LocalizedStringKey

  var body: some View {
    HStack(alignment: .top, spacing: 6) {
      Image(systemName: "exclamationmark.circle.fill")
      Text(text, bundle: .module)
    }
    .font(.subheadline.weight(.semibold))
    .foregroundColor(.white)
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
