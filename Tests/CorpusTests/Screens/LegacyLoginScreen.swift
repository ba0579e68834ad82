import ViewGraph

// A login form as apps wrote it before iOS 16: a NavigationView with an inline
// `navigationBarTitle(_:displayMode:)`, an ObservableObject behind a @StateObject,
// `.foregroundColor`, `.accentColor`, `.accessibility(label:)`, content types on the
// fields and the first alert API (`Alert` with `.alert(isPresented:content:)`).
// Counts: every @Published write re-runs the @StateObject owner (its subscription),
// keystrokes included; the banner and the footer hold plain values and re-run only
// when theirs changed (Q2).

@MainActor
final class LegacyLoginModel: ObservableObject {
  @Published var username = ""
  @Published var password = ""
  @Published var showingError = false
  @Published var isLoggedIn = false

  var canSubmit: Bool { !username.isEmpty && password.count >= 4 }

  func logIn() {
    if password == "hunter2" {
      isLoggedIn = true
    } else {
      showingError = true
    }
  }
}

struct LoginBanner: View {
  let title: String

  var body: some View {
    VStack {
      Image(systemName: "person.crop.circle")
        .foregroundColor(.accentColor)
      Text(title)
        .font(.largeTitle)
        .foregroundColor(.primary)
    }
  }
}

struct LoginFooter: View {
  let isLoggedIn: Bool

  var body: some View {
    Text(isLoggedIn ? "Signed in" : "Not signed in")
      .font(.footnote)
      .foregroundColor(isLoggedIn ? .green : .secondary)
  }
}

struct LegacyLoginScreen: View {
  @StateObject private var model = LegacyLoginModel()

  var body: some View {
    NavigationView {
      VStack(spacing: 16) {
        LoginBanner(title: "Welcome back")
        TextField("Username", text: $model.username)
          .textContentType(.username)
          .textInputAutocapitalization(.never)
        SecureField("Password", text: $model.password)
          .textContentType(.password)
        Button(action: model.logIn) {
          Text("Log In")
            .foregroundColor(.white)
            .padding()
            .background(Color.accentColor)
            .cornerRadius(8)
        }
        .disabled(!model.canSubmit)
        .accessibility(label: Text("Log In"))
        LoginFooter(isLoggedIn: model.isLoggedIn)
      }
      .padding()
      .navigationBarTitle("Sign In", displayMode: .inline)
      .alert(isPresented: $model.showingError) {
        Alert(title: Text("Wrong password"), message: Text("Try again."), dismissButton: .default(Text("OK")))
      }
    }
    .accentColor(.purple)
  }
}
