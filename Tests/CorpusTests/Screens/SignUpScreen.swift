import ViewGraph

// A sign-up form: email with a keyboard type, a secure password field, an
// inline validation message, a submit action, a button disabled until valid.

struct SignUpScreen: View {
  @State private var email = ""
  @State private var password = ""
  @State private var submitted = false

  private var isValid: Bool { email.contains("@") && password.count >= 8 }

  var body: some View {
    Form {
      Section {
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .submitLabel(.next)
        SecureField("Password", text: $password)
          .submitLabel(.go)
      } footer: {
        if !password.isEmpty && password.count < 8 {
          Text("At least 8 characters").foregroundColor(.red)
        }
      }
      Button("Create Account") { submitted = true }
        .disabled(!isValid)
      if submitted {
        Label("Check your inbox", systemImage: "envelope.badge")
      }
    }
    .onSubmit { if isValid { submitted = true } }
  }
}
