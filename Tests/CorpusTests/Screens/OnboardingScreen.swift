import ViewGraph

// Onboarding pages: a paging tab view bound to a page index, a next button, a
// final page with a call to action.

struct OnboardingPage: View {
  let title: String
  let systemImage: String
  var body: some View {
    VStack(spacing: 20) {
      Image(systemName: systemImage)
        .resizable()
        .scaledToFit()
        .frame(width: 80, height: 80)
      Text(title)
        .font(.title2)
        .multilineTextAlignment(.center)
    }
  }
}

struct OnboardingScreen: View {
  @State private var page = 0
  @State private var finished = false
  private let pages = [("Track habits", "checkmark.seal"), ("See progress", "chart.bar"), ("Stay motivated", "flame")]

  var body: some View {
    VStack {
      TabView(selection: $page) {
        ForEach(pages.indices, id: \.self) { index in
          OnboardingPage(title: pages[index].0, systemImage: pages[index].1).tag(index)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      if page < pages.count - 1 {
        Button("Next") { page += 1 }
      } else {
        Button("Get Started") { finished = true }
          .buttonStyle(.borderedProminent)
      }
      if finished { Text("Welcome!") }
    }
  }
}
