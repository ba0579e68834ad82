import ViewGraph

// An expense entry: an amount edited through a currency format, a date picker,
// a category picker over an enum, a tip slider, a summary line.

@Observable
final class ExpenseDraft {
  enum Category: String, CaseIterable, Identifiable {
    case food = "Food"
    case travel = "Travel"
    case other = "Other"
    var id: Self { self }
  }

  var amount = 12.0
  var date = Date(timeIntervalSince1970: 1_700_000_000)
  var category = Category.food
  var tip = 0.1
}

struct ExpenseSummary: View {
  let draft: ExpenseDraft
  var body: some View {
    Text("\(draft.category.rawValue): \(draft.amount * (1 + draft.tip), specifier: "%.2f")")
      .font(.headline)
  }
}

struct ExpenseEntryScreen: View {
  @Bindable var draft: ExpenseDraft

  var body: some View {
    Form {
      TextField("Amount", value: $draft.amount, format: .number.precision(.fractionLength(2)))
      DatePicker("Date", selection: $draft.date, displayedComponents: .date)
      Picker("Category", selection: $draft.category) {
        ForEach(ExpenseDraft.Category.allCases) { Text($0.rawValue) }
      }
      .pickerStyle(.menu)
      VStack(alignment: .leading) {
        Text("Tip")
        Slider(value: $draft.tip, in: 0...0.3, step: 0.05)
      }
      ExpenseSummary(draft: draft)
    }
  }
}
