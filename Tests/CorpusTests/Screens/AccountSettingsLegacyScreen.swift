import ViewGraph

// Account settings as written for iOS 13–14: a NavigationView holding a Form with
// `Section(header:footer:)`, an ObservableObject read through @EnvironmentObject,
// `navigationBarTitle(Text, displayMode:)`, `.foregroundColor`, `.accessibility(label:)`,
// a `NavigationLink(destination:label:)` to an editor that saves and pops itself
// with `presentationMode.wrappedValue.dismiss()`, and an `ActionSheet` before
// signing out.
// Counts: every @EnvironmentObject reader re-runs whenever the object publishes
// (Q12); the action sheet's binding is passed, not read (Q3, Q14); a link's
// destination mounts when pushed and is unmounted when popped (Q15).

@MainActor
final class AccountSettings: ObservableObject {
  @Published var displayName = "Ada"
  @Published var email = "ada@example.com"
  @Published var twoFactor = false
  @Published var marketingEmails = false
  @Published var signedOut = false
}

struct AccountHeader: View {
  @EnvironmentObject private var account: AccountSettings

  var body: some View {
    VStack(alignment: .leading) {
      Text(account.displayName).font(.headline)
      Text(account.email).foregroundColor(.secondary)
    }
  }
}

struct EditNameView: View {
  @EnvironmentObject private var account: AccountSettings
  @Environment(\.presentationMode) private var presentationMode
  @State private var draft = ""

  var body: some View {
    Form {
      TextField("Display Name", text: $draft)
        .textContentType(.name)
      Button("Save") {
        account.displayName = draft
        presentationMode.wrappedValue.dismiss()
      }
      .disabled(draft.isEmpty)
    }
    .navigationBarTitle("Name")
    .onAppear { draft = account.displayName }
  }
}

struct AccountSettingsLegacyScreen: View {
  @EnvironmentObject private var account: AccountSettings
  @State private var confirmingSignOut = false

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("Profile")) {
          AccountHeader()
          NavigationLink(destination: EditNameView()) {
            Text("Edit Name")
          }
        }
        Section(header: Text("Security"), footer: Text("Recommended for every account.")) {
          Toggle("Two-Factor Authentication", isOn: $account.twoFactor)
        }
        Section(header: Text("Email")) {
          Toggle("Marketing Emails", isOn: $account.marketingEmails)
        }
        Section {
          Button(action: askToSignOut) {
            Text("Sign Out").foregroundColor(.red)
          }
          .accessibility(label: Text("Sign Out"))
        }
      }
      .navigationBarTitle(Text("Account"), displayMode: .large)
      .actionSheet(isPresented: $confirmingSignOut) {
        ActionSheet(
          title: Text("Sign out?"),
          message: Text("You will need to sign in again."),
          buttons: [.destructive(Text("Sign Out Now")) { account.signedOut = true }, .cancel()])
      }
    }
  }

  private func askToSignOut() { confirmingSignOut = true }
}
