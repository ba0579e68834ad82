import ViewGraph

// A recipe detail: a navigation stack, ingredients in a disclosure group (not
// realized while collapsed), steps with checkmarks held in @State, a favourite
// toggle in the toolbar.

struct Recipe {
  let title: String
  let minutes: Int
  let ingredients: [String]
  let steps: [String]
}

struct IngredientRow: View {
  let name: String
  var body: some View { Label(name, systemImage: "leaf") }
}

struct StepRow: View {
  let index: Int
  let text: String
  @State private var isDone = false
  var body: some View {
    Button {
      isDone.toggle()
    } label: {
      HStack(alignment: .top) {
        Image(systemName: isDone ? "checkmark.square" : "square")
        Text("\(index + 1). \(text)")
      }
    }
    .buttonStyle(.plain)
  }
}

struct RecipeScreen: View {
  let recipe: Recipe
  @State private var isFavorite = false

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("\(recipe.minutes) min")
            .font(.subheadline)
          DisclosureGroup("Ingredients") {
            ForEach(recipe.ingredients, id: \.self) { IngredientRow(name: $0) }
          }
          ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
            StepRow(index: index, text: step)
          }
        }
        .padding()
      }
      .navigationTitle(recipe.title)
      .toolbar {
        Button {
          isFavorite.toggle()
        } label: {
          Image(systemName: isFavorite ? "star.fill" : "star")
        }
        .accessibilityLabel(isFavorite ? "Unfavorite" : "Favorite")
      }
    }
  }
}
