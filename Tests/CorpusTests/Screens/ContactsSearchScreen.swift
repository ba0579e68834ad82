import ViewGraph

// A searchable contact list written with a text field over the list, an empty
// state, and rows that pass plain values.

struct Contact: Identifiable, Hashable {
  let id: Int
  let name: String
  let email: String
}

@Observable
final class ContactBook {
  var query = ""
  let contacts: [Contact] = (0..<30).map { Contact(id: $0, name: "Person \($0)", email: "p\($0)@example.com") }

  var results: [Contact] {
    query.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }
}

struct ContactRow: View {
  let contact: Contact
  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(contact.name).font(.headline)
      Text(contact.email).font(.caption).foregroundStyle(.secondary)
    }
  }
}

struct ContactsSearchScreen: View {
  @Bindable var book: ContactBook

  var body: some View {
    VStack {
      TextField("Search", text: $book.query)
        .textFieldStyle(.roundedBorder)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .padding(.horizontal)
      if book.results.isEmpty {
        ContentUnavailableView.search(text: book.query)
      } else {
        List(book.results) { contact in
          ContactRow(contact: contact)
        }
        .listStyle(.plain)
      }
    }
  }
}
