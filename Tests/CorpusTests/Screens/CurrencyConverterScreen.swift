import ViewGraph

// A currency converter: a formatted amount field, two pickers over the codes, a
// swap button with a keyboard shortcut, the result made by a nonisolated helper
// returning a styled `Text`, and a footnote with the rate.
// Counts: the screen reads its @State through the conversion and re-runs for each
// write; an equal write (picking the code already chosen) is dropped (Q3); the result
// and the footnote hold plain values and re-run only when theirs changed (Q2).

enum CurrencyStyle {
  static let result = Font.system(.largeTitle, design: .rounded).weight(.bold)
  static let muted = Color("CurrencyMuted")
}

nonisolated func convertedAmountText(_ value: Double, code: String) -> Text {
  Text(String(format: "%.2f", value)).font(CurrencyStyle.result)
    + Text(" \(code)").foregroundColor(CurrencyStyle.muted)
}

struct ConversionResult: View {
  let value: Double
  let code: String

  var body: some View {
    convertedAmountText(value, code: code)
      .frame(maxWidth: .infinity)
  }
}

struct RateFootnote: View {
  let from: String
  let to: String
  let rate: Double

  var body: some View {
    Text("1 \(from) = \(String(format: "%.4f", rate)) \(to)")
      .font(.footnote)
      .foregroundStyle(.secondary)
  }
}

struct CurrencyConverterScreen: View {
  static let codes = ["EUR", "USD", "GBP", "JPY"]

  /// Units of each currency for one euro.
  let rates: [String: Double]
  @State private var amount = 100.0
  @State private var from = "EUR"
  @State private var to = "USD"

  private var rate: Double { (rates[to] ?? 1) / (rates[from] ?? 1) }

  var body: some View {
    Form {
      Section("Amount") {
        TextField("Amount", value: $amount, format: .number)
        Picker("From", selection: $from) {
          ForEach(Self.codes, id: \.self) { Text($0) }
        }
        Picker("To", selection: $to) {
          ForEach(Self.codes, id: \.self) { Text($0) }
        }
        Button("Swap") { (from, to) = (to, from) }
          .keyboardShortcut("x", modifiers: [.command, .shift])
      }
      Section("Result") {
        ConversionResult(value: amount * rate, code: to)
        RateFootnote(from: from, to: to, rate: rate)
      }
    }
  }
}
