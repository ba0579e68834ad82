import ViewGraph

// A product search in the Combine style of iOS 14-era apps: the model's init debounces
// `$query` on `RunLoop.main`, drops repeats and empty queries, and writes the results;
// the screen shows a field, a result count and the rows. Counts: keystrokes re-run the
// screen (its @StateObject publishes) and nothing under it, whose values are equal
// (Q2); the debounced search publishes once per pause: the count and the rows that
// changed re-run then.

struct Product: Identifiable, Equatable {
  let id: Int
  let name: String
  let price: Double
}

final class ProductSearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [Product] = []
  private let catalog: [Product]
  private var cancellables = Set<AnyCancellable>()

  init(catalog: [Product]) {
    self.catalog = catalog
    $query
      .debounce(for: .milliseconds(400), scheduler: RunLoop.main)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .removeDuplicates()
      .filter { !$0.isEmpty }
      .sink { [weak self] query in self?.search(query) }
      .store(in: &cancellables)
  }

  private func search(_ query: String) {
    results = catalog.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }
}

struct ResultCount: View {
  let count: Int
  var body: some View {
    Text(count == 1 ? "1 product" : "\(count) products").font(.caption)
  }
}

struct ProductRow: View {
  let product: Product
  var body: some View {
    HStack {
      Text(product.name)
      Spacer()
      Text(product.price, format: .currency(code: "EUR"))
    }
  }
}

struct ProductSearchScreen: View {
  @StateObject private var model: ProductSearchModel

  init(catalog: [Product]) {
    _model = StateObject(wrappedValue: ProductSearchModel(catalog: catalog))
  }

  var body: some View {
    VStack {
      TextField("Search products", text: $model.query)
      ResultCount(count: model.results.count)
      List(model.results) { ProductRow(product: $0) }
    }
  }
}
