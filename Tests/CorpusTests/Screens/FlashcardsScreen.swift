import ViewGraph

// A flashcard drill: @State for the card, the side shown and the score; a card face
// with iOS 17 shape APIs (`UnevenRoundedRectangle(cornerRadii:)`, `.containerShape`),
// `.fontWidth`, the deprecated `.accessibility(label:)`, tapped to flip, and
// `.contentMargins` on the deck.
// Counts: the children hold plain values (Q2): each re-runs only when the value its
// parent passes changed; an equal @State write is dropped (Q3).

struct Flashcard: Identifiable, Equatable {
  let id: Int
  let front: String
  let back: String
}

struct DeckProgress: View {
  let current: Int
  let total: Int

  var body: some View {
    VStack {
      Text("Card \(current) of \(total)").font(.caption)
      ProgressView(value: Double(current), total: Double(total))
    }
  }
}

struct CardFace: View {
  let text: String
  let isBack: Bool

  var body: some View {
    Text(text)
      .font(.title)
      .fontWidth(isBack ? .condensed : .standard)
      .padding(32)
      .background(
        UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 24, bottomTrailing: 24))
          .fill(isBack ? Color.yellow : Color.white)
      )
      .containerShape(RoundedRectangle(cornerRadius: 24))
      .accessibility(label: Text(isBack ? "Answer" : "Question"))
  }
}

struct ScoreLabel: View {
  let score: Int
  var body: some View { Text("Score: \(score)").monospacedDigit() }
}

struct FlashcardsScreen: View {
  let deck: [Flashcard]
  @State private var index = 0
  @State private var showingBack = false
  @State private var score = 0

  var body: some View {
    let card = deck[index % deck.count]
    VStack(spacing: 24) {
      DeckProgress(current: index % deck.count + 1, total: deck.count)
      CardFace(text: showingBack ? card.back : card.front, isBack: showingBack)
        .onTapGesture { showingBack.toggle() }
      HStack {
        Button("Again") { next(correct: false) }
        Button("Got It") { next(correct: true) }
          .buttonStyle(.borderedProminent)
      }
      ScoreLabel(score: score)
    }
    .contentMargins(16)
  }

  private func next(correct: Bool) {
    if correct { score += 1 }
    showingBack = false
    index += 1
  }
}
