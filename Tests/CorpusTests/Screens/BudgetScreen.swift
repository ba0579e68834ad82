import ViewGraph

// A monthly budget in a grouped form: an @Observable model behind `@Bindable`, a
// period picker and a savings slider bound to properties no body reads, an income
// stepper, category limits bound into the model's array, and a summary. Styles are
// Swift 6 style static constants in a plain struct (a named `Color`, `Font`s, a
// `Text`), the amounts made by a nonisolated helper returning a styled `Text`.
// Counts: a binding made from the `@Bindable` model takes the property's value then,
// as SwiftUI's does, so the screen depends on `period` and the slider's owner on
// `savingsRate`, though no body shows them (Q6); the rows bound into the array all
// read it and re-run when it changes (Q3); the summary re-runs for the `categories`
// array it reads (Q6).

enum BudgetStyle {
  static let positive = Color("BudgetPositive")
  static let negative = Color("BudgetNegative")
  static let headline = Font.title2.weight(.semibold)
  static let amount = Font.body.monospacedDigit()
  static let caption = Text("Amounts in euros").font(.caption)
}

nonisolated func budgetAmount(_ euros: Int) -> Text {
  Text(euros < 0 ? "−€\(-euros)" : "€\(euros)")
    .font(BudgetStyle.amount)
    .foregroundColor(euros < 0 ? BudgetStyle.negative : BudgetStyle.positive)
}

@Observable
final class BudgetModel {
  enum Period: String, CaseIterable, Identifiable {
    case week, month, year
    var id: Self { self }
  }

  struct Category: Identifiable {
    let id: String
    var limit: Int
    var spent: Int
  }

  var period = Period.month
  var income = 3_000
  var savingsRate = 0.1
  var categories = [
    Category(id: "Rent", limit: 1_200, spent: 1_200),
    Category(id: "Food", limit: 400, spent: 310),
    Category(id: "Fun", limit: 150, spent: 90),
  ]

  var remaining: Int { income - categories.reduce(0) { $0 + $1.spent } }
}

struct CategoryLimitRow: View {
  @Binding var category: BudgetModel.Category

  var body: some View {
    Stepper(value: $category.limit, in: 0...5_000, step: 50) {
      HStack {
        Text(category.id)
        Spacer()
        budgetAmount(category.limit)
      }
    }
  }
}

struct SavingsSlider: View {
  @Bindable var model: BudgetModel

  var body: some View {
    VStack(alignment: .leading) {
      Slider(value: $model.savingsRate, in: 0...0.5) { Text("Savings") }
      BudgetStyle.caption
    }
  }
}

struct BudgetSummary: View {
  let model: BudgetModel

  var body: some View {
    HStack {
      Text("Left to spend").font(BudgetStyle.headline)
      Spacer()
      budgetAmount(model.remaining)
    }
  }
}

struct BudgetScreen: View {
  @Bindable var model: BudgetModel

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Picker("Period", selection: $model.period) {
            ForEach(BudgetModel.Period.allCases) { Text($0.rawValue.capitalized).tag($0) }
          }
          Stepper(value: $model.income, in: 0...20_000, step: 100) { Text("Income: €" + String(model.income)) }
        }
        Section("Categories (\(model.categories.count))") {
          ForEach($model.categories) { $category in
            CategoryLimitRow(category: $category)
          }
        }
        Section {
          SavingsSlider(model: model)
          BudgetSummary(model: model)
        }
      }
      .formStyle(.grouped)
      .navigationTitle("Budget")
    }
  }
}
