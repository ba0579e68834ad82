import ViewGraph

// A password vault: a lock screen with a `SecureField` (`.textContentType(.password)`,
// unlock on submit or with the default-action shortcut, the deprecated
// `.navigationBarHidden`), then the entries with a
// reveal button per row (a closure handed to the row), a destructive swipe action
// and a `confirmationDialog` with a `String` title presenting the entry to delete.
// Counts: the lock view passes `$code` and reads it only in actions, so typing
// re-runs nothing (Q3); rows holding a closure all re-run whenever the list re-runs
// (Q2: closures never compare equal); the list reads `deleting` for the dialog's
// data, so asking re-runs it (Q3).

@Observable
final class Vault {
  struct Entry: Identifiable, Equatable {
    let id: Int
    var site: String
    var username: String
    var password: String
  }

  var entries = [
    Entry(id: 1, site: "github.com", username: "ada", password: "analytical-engine"),
    Entry(id: 2, site: "example.org", username: "ada@example.org", password: "bernoulli"),
    Entry(id: 3, site: "swift.org", username: "lovelace", password: "notes-g"),
  ]
  var isLocked = true
  var failedAttempts = 0

  func unlock(with code: String) {
    if code == "1234" {
      isLocked = false
    } else {
      failedAttempts += 1
    }
  }
}

struct VaultLockView: View {
  let vault: Vault
  @State private var code = ""

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "lock.fill").font(.largeTitle)
      SecureField("Master password", text: $code)
        .textContentType(.password)
        .onSubmit {
          vault.unlock(with: code)
          code = ""
        }
      if vault.failedAttempts > 0 {
        Text("\(vault.failedAttempts) failed attempts").foregroundColor(.red)
      }
      Button("Unlock") { vault.unlock(with: code) }
        .keyboardShortcut(.defaultAction)
    }
    .padding()
    .navigationBarHidden(true)
  }
}

struct VaultEntryRow: View {
  let entry: Vault.Entry
  let isRevealed: Bool
  let onReveal: @MainActor () -> Void

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(entry.site).font(.headline)
        Text(isRevealed ? entry.password : "••••••••").font(.body.monospaced())
      }
      Spacer()
      Button(isRevealed ? "Hide" : "Show", action: onReveal)
    }
  }
}

struct VaultList: View {
  let vault: Vault
  @State private var revealed: Set<Int> = []
  @State private var deleting: Vault.Entry?

  var body: some View {
    let shown = revealed
    List {
      ForEach(vault.entries) { entry in
        VaultEntryRow(entry: entry, isRevealed: shown.contains(entry.id)) {
          if revealed.contains(entry.id) { revealed.remove(entry.id) } else { revealed.insert(entry.id) }
        }
        .swipeActions {
          Button("Delete", role: .destructive) { deleting = entry }
        }
      }
    }
    .navigationTitle("Passwords")
    .toolbar { Button("Lock") { vault.isLocked = true } }
    .confirmationDialog(
      "Delete this password?",
      isPresented: Binding(get: { deleting != nil }, set: { if !$0 { deleting = nil } }),
      presenting: deleting
    ) { entry in
      Button("Delete \(entry.site)", role: .destructive) {
        vault.entries.removeAll { $0.id == entry.id }
      }
    }
  }
}

struct PasswordVaultScreen: View {
  let vault: Vault

  var body: some View {
    NavigationStack {
      if vault.isLocked {
        VaultLockView(vault: vault)
      } else {
        VaultList(vault: vault)
      }
    }
  }
}
