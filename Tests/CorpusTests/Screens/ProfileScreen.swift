import ViewGraph

// A profile detail screen: an avatar loaded from a URL in a circle, labelled
// values, a link and a destructive sign-out button.

@Observable
final class Session {
  var name = "Ada Lovelace"
  var handle = "@ada"
  var joined = Date(timeIntervalSince1970: 1_600_000_000)
  var avatar = URL(string: "https://example.com/ada.png")
  var signedOut = false
}

struct Avatar: View {
  let url: URL?
  var body: some View {
    AsyncImage(url: url) { image in
      image.resizable().scaledToFill()
    } placeholder: {
      ProgressView()
    }
    .frame(width: 96, height: 96)
    .clipShape(Circle())
    .overlay(Circle().stroke(Color.white, lineWidth: 3))
    .shadow(radius: 4)
  }
}

struct ProfileScreen: View {
  let session: Session

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        Avatar(url: session.avatar)
        Text(session.name)
          .font(.title)
          .bold()
        Text(session.handle)
          .foregroundColor(.secondary)
        GroupBox("Account") {
          LabeledContent("Joined") { Text(session.joined, style: .date) }
          LabeledContent("Plan", value: "Pro")
        }
        Link("Help Center", destination: URL(string: "https://example.com/help")!)
        Button("Sign Out", role: .destructive) { session.signedOut = true }
          .buttonStyle(.bordered)
      }
      .padding()
    }
  }
}
