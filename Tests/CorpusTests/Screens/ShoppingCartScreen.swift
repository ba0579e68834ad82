import ViewGraph

// A shopping cart: quantities with steppers bound into an @Observable cart, a
// total formatted as currency, a checkout button disabled while the cart is empty.

@Observable
final class Cart {
  struct Line: Identifiable {
    let id: String
    let price: Decimal
    var quantity: Int
  }

  var lines = [Line(id: "Coffee", price: 4.5, quantity: 1), Line(id: "Bagel", price: 3, quantity: 2)]
  var checkedOut = false

  var total: Decimal { lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }
}

struct CartLineRow: View {
  @Binding var line: Cart.Line
  var body: some View {
    Stepper(value: $line.quantity, in: 0...9) {
      HStack {
        Text(line.id)
        Spacer()
        Text("×\(line.quantity)")
      }
    }
  }
}

struct CartTotal: View {
  let cart: Cart
  var body: some View {
    HStack {
      Text("Total")
      Spacer()
      Text(cart.total, format: .currency(code: "EUR"))
        .bold()
    }
  }
}

struct ShoppingCartScreen: View {
  @Bindable var cart: Cart

  var body: some View {
    List {
      Section("Items") {
        ForEach($cart.lines) { $line in CartLineRow(line: $line) }
      }
      Section { CartTotal(cart: cart) }
      Button("Checkout") { cart.checkedOut = true }
        .frame(maxWidth: .infinity)
        .disabled(cart.lines.allSatisfy { $0.quantity == 0 })
    }
  }
}
