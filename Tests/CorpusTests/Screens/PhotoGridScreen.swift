import ViewGraph

// A photo grid: a lazy grid of three flexible columns in a scroll view,
// thumbnails drawn with shapes, a favourite badge as an overlay.

@Observable
final class PhotoLibrary {
  struct Photo: Identifiable, Equatable {
    let id: Int
    var isFavorite = false
  }

  var photos = (0..<60).map { Photo(id: $0) }
}

struct Thumbnail: View {
  let photo: PhotoLibrary.Photo
  var body: some View {
    RoundedRectangle(cornerRadius: 6)
      .fill(Color.gray.opacity(0.3))
      .aspectRatio(1, contentMode: .fit)
      .overlay(alignment: .topTrailing) {
        if photo.isFavorite {
          Image(systemName: "heart.fill")
            .foregroundStyle(.red)
            .padding(4)
        }
      }
  }
}

struct PhotoGridScreen: View {
  let library: PhotoLibrary
  private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, spacing: 2) {
        ForEach(library.photos) { photo in
          Thumbnail(photo: photo)
        }
      }
    }
  }
}
