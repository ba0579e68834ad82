import ViewGraph

// A recipe box: an @Observable box read through `@Environment(Model.self)` with a
// local `@Bindable` for `.searchable`, a NavigationStack whose links push recipe ids
// resolved by `navigationDestination(for:)`, a favourites badge in the toolbar, and
// a pushed detail that toggles a favourite.
// Counts: each keystroke re-runs the screen, which reads the query through its
// results; rows still shown are equal (Q2, Q18); pushing re-runs only the pushed
// view (Q15); a favourite re-runs every view that read `cards` (Q6) and the one row
// whose value changed (Q2).

@Observable
final class RecipeBox {
  struct Card: Identifiable, Hashable {
    let id: Int
    let name: String
    let minutes: Int
    var isFavorite = false
  }

  var cards = [
    Card(id: 1, name: "Tomato Soup", minutes: 30),
    Card(id: 2, name: "Pasta al Limone", minutes: 20),
    Card(id: 3, name: "Sourdough", minutes: 240),
    Card(id: 4, name: "Greek Salad", minutes: 10),
    Card(id: 5, name: "Risotto", minutes: 45),
  ]
  var query = ""

  var results: [Card] {
    query.isEmpty ? cards : cards.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }

  func toggleFavorite(_ id: Int) {
    guard let index = cards.firstIndex(where: { $0.id == id }) else { return }
    cards[index].isFavorite.toggle()
  }
}

struct BoxRecipeRow: View {
  let card: RecipeBox.Card

  var body: some View {
    HStack {
      Text(card.name)
      Spacer()
      Text("\(card.minutes) min").foregroundStyle(.secondary)
      if card.isFavorite {
        Image(systemName: "heart.fill").foregroundStyle(.pink)
      }
    }
  }
}

struct FavoritesBadge: View {
  @Environment(RecipeBox.self) private var box

  var body: some View {
    Label("\(box.cards.filter(\.isFavorite).count)", systemImage: "heart")
  }
}

struct BoxRecipeDetail: View {
  @Environment(RecipeBox.self) private var box
  let id: Int

  var body: some View {
    if let card = box.cards.first(where: { $0.id == id }) {
      VStack(spacing: 12) {
        Text(card.name).font(.largeTitle)
        Text("\(card.minutes) minutes")
        Button(card.isFavorite ? "Unfavorite" : "Favorite") { box.toggleFavorite(id) }
      }
      .navigationTitle(card.name)
    }
  }
}

struct RecipeBoxScreen: View {
  @Environment(RecipeBox.self) private var box

  var body: some View {
    @Bindable var box = box
    NavigationStack {
      List(box.results) { card in
        NavigationLink(value: card.id) { BoxRecipeRow(card: card) }
      }
      .searchable(text: $box.query, prompt: "Recipes")
      .navigationDestination(for: Int.self) { id in BoxRecipeDetail(id: id) }
      .navigationTitle("Recipe Box")
      .toolbar { FavoritesBadge() }
    }
  }
}
