import Observation
import ViewGraph

// The article “Fiche 15.06 — Performance SwiftUI” §7: "Ne pas faire de travail lourd dans body".

/// Sorting orders in `body` against sorting them once in the model.
public enum BodyWork {
  /// What every variant's model offers the steps.
  @MainActor
  public protocol Model: AnyObject {
    /// Adds an order.
    func addOrder(day: Int)
    /// The sorts performed on this model's orders (the scenario reads increases).
    var sorts: Int { get }
  }

  /// The scenario.
  public static var scenario: Scenario {
    Scenario(
      id: "body-work",
      title: "Work in body: sorting on every evaluation against once in the model",
      source: "“Fiche 15.06 — Performance SwiftUI” §7",
      summary:
        "OrdersView sorts its orders in body, so every evaluation sorts, including those caused by unrelated state. The model that sorts when the orders are set sorts once per change.",
      variants: [
        Scenario.Variant(label: "sort in body", note: "List(orders.sorted { $0.date > $1.date })") {
          let model = UnsortedOrders()
          return mount(SortingOrdersView(model: model), model)
        },
        Scenario.Variant(label: "sort in the model", note: "setOrders sorts once; the view reads sortedOrders") {
          let model = OrdersViewModel()
          return mount(PresortedOrdersView(model: model), model)
        },
      ],
      steps: [
        .tap("compact"),
        .tap("compact"),
        .mutate("add an order", as: (any Model).self) { $0.addOrder(day: 40) },
      ],
      claims: [
        Scenario.Claim(
          "tri + formatage à CHAQUE recomposition",
          variant: "sort in body", step: 1, measure: .metric("sorts"), claimed: 1),
        Scenario.Claim(
          "le travail vit dans le ViewModel, calculé une fois quand la donnée change (not on an unrelated re-render)",
          variant: "sort in the model", step: 1, measure: .metric("sorts"), claimed: 0),
        Scenario.Claim(
          "sortedOrders = orders.sorted … // calculé une seule fois",
          variant: "sort in the model", step: 3, measure: .metric("sorts"), claimed: 1),
      ])
  }

  @MainActor
  static func mount(_ view: some View, _ model: any Model) -> Scenario.Mounted {
    let start = model.sorts
    return Scenario.Mounted(host: ViewHost(view)) {
      model
    } metrics: {
      ["sorts": model.sorts - start]
    }
  }
}

struct Order: Identifiable, Equatable, Sendable {
  let id: Int
  let day: Int
  let amount: Int
}

/// Orders newest first, counted on the model they belong to.
@MainActor
private func sortedByDate(_ orders: [Order], countingOn model: some SortCounting) -> [Order] {
  model.sorts += 1
  return orders.sorted { $0.day > $1.day }
}

/// A model that counts the sorts of its orders, outside observation: counting is
/// not state any view reads.
@MainActor
private protocol SortCounting: AnyObject {
  var sorts: Int { get set }
}

private func sampleOrders() -> [Order] {
  (0..<30).map { Order(id: $0, day: ($0 * 7) % 31, amount: 10 + $0) }
}

@Observable @MainActor
final class UnsortedOrders: BodyWork.Model, SortCounting {
  var orders = sampleOrders()
  @ObservationIgnored var sorts = 0
  func addOrder(day: Int) { orders.append(Order(id: orders.count, day: day, amount: 99)) }
}

@Observable @MainActor
final class OrdersViewModel: BodyWork.Model, SortCounting {
  private(set) var sortedOrders: [Order] = []
  @ObservationIgnored var sorts = 0
  private var orders: [Order] = []
  init() { setOrders(sampleOrders()) }
  func setOrders(_ orders: [Order]) {
    self.orders = orders
    sortedOrders = sortedByDate(orders, countingOn: self)
  }
  func addOrder(day: Int) { setOrders(orders + [Order(id: orders.count, day: day, amount: 99)]) }
}

struct SortingOrdersView: View {
  let model: UnsortedOrders
  @State private var compact = false
  var body: some View {
    VStack {
      Button("compact") { compact.toggle() }
      List(sortedByDate(model.orders, countingOn: model)) { order in
        Text(compact ? "\(order.amount) €" : "day \(order.day): \(order.amount) €")
      }
    }
  }
}

struct PresortedOrdersView: View {
  let model: OrdersViewModel
  @State private var compact = false
  var body: some View {
    VStack {
      Button("compact") { compact.toggle() }
      List(model.sortedOrders) { order in
        Text(compact ? "\(order.amount) €" : "day \(order.day): \(order.amount) €")
      }
    }
  }
}
