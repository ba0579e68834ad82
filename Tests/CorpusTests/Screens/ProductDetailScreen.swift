import ViewGraph

// A product page: a header image, a price, a size grid, an add-to-bag button
// whose label reads the bag count, reviews in a disclosure group.

@Observable
final class ProductPage {
  var sizes = ["S", "M", "L", "XL"]
  var selectedSize: String?
  var bagCount = 0
  var rating = 4.5
}

struct SizeChip: View {
  let size: String
  let isSelected: Bool
  var body: some View {
    Text(size)
      .frame(width: 44, height: 44)
      .background(
        RoundedRectangle(cornerRadius: 8).strokeBorder(
          isSelected ? Color.primary : Color.gray, lineWidth: isSelected ? 2 : 1))
  }
}

struct RatingStars: View {
  let rating: Double
  var body: some View {
    HStack(spacing: 2) {
      ForEach(0..<5) { index in
        Image(systemName: Double(index) + 0.5 <= rating ? "star.fill" : "star")
      }
    }
  }
}

struct ProductDetailScreen: View {
  let page: ProductPage

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Rectangle()
          .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
          .frame(height: 240)
        Text("Linen Shirt").font(.largeTitle)
        Text(49.0, format: .currency(code: "USD"))
        RatingStars(rating: page.rating)
        Grid(horizontalSpacing: 8) {
          GridRow {
            ForEach(page.sizes, id: \.self) { size in
              SizeChip(size: size, isSelected: page.selectedSize == size)
                .onTapGesture { page.selectedSize = size }
            }
          }
        }
        Button {
          page.bagCount += 1
        } label: {
          Label("Add to Bag (\(page.bagCount))", systemImage: "bag")
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .disabled(page.selectedSize == nil)
        DisclosureGroup("Reviews") {
          Text("Great fit.")
          Text("Runs small.")
        }
      }
      .padding()
    }
  }
}
