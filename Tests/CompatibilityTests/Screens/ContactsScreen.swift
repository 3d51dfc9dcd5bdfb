import SwiftUI

// The pre-iOS 16 way, still in many tutorials: NavigationView, NavigationLink(destination:),
// navigationBarTitle and navigationBarItems, and presentationMode to go back.

struct Contact: Identifiable {
  let id = UUID()
  let name: String
  let phone: String
}

struct ContactsScreen: View {
  let contacts = [
    Contact(name: "Aziza", phone: "+998 90 123 45 67"),
    Contact(name: "Min-jun", phone: "+82 10 1234 5678"),
    Contact(name: "Olga", phone: "+7 912 345 67 89"),
  ]
  @State private var added = 0

  var body: some View {
    NavigationView {
      List(contacts) { contact in
        NavigationLink(destination: ContactDetail(contact: contact)) {
          Text(contact.name)
        }
      }
      .navigationBarTitle("Contacts")
      .navigationBarItems(trailing: Button("Add") { added += 1 })
    }
    .navigationViewStyle(.stack)
  }
}

struct ContactDetail: View {
  let contact: Contact
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    VStack(spacing: 16) {
      Text(contact.phone)
      Button("Done") {
        presentationMode.wrappedValue.dismiss()
      }
    }
    .navigationBarTitle(Text(contact.name), displayMode: .inline)
  }
}
