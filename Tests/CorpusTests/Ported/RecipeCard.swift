//
//  RecipeCard.swift
//  Cookbook
//
import ViewGraph
import Combine

/* A card, in a block comment that mentions #Preview { and a stray } brace.
   /* nested */ still a comment */

final class RecipeCardModel: ObservableObject {
  @Published var servings = 2
  @Published var title = "Soup {of the day}"
}

struct RecipeCard: View {
  @ObservedObject var model: RecipeCardModel
  let note = "Tap \"Serve\" — not a #Preview { }"
  let raw = #"A raw "string" with #Preview { inside }"#

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text(model.title).font(.headline)
        Text("Serves \(model.servings) — \("nested {")")
        Stepper("Servings", value: $model.servings, in: 1...8)
        NavigationLink("Details", value: model.title)
      }
      .navigationDestination(for: String.self) { Text($0) }
    }
  }
}

// #Preview {
//   RecipeCard(model: RecipeCardModel())
// }

// #Preview("Large, with {braces}", traits: .sizeThatFitsLayout) {
//   let model = RecipeCardModel()
//   model.servings = 8
//   return RecipeCard(model: model)
//     .padding()
// }

struct RecipeCard_Previews: PreviewProvider {
  static var previews: some View { RecipeCard(model: RecipeCardModel()) }
}
