import ViewGraph

// A read-later list: a segmented filter bound to an @Observable list, rows with a
// swipe action that marks them read, a tap that previews the article in
// `.sheet(item:)`, and an unread badge in the toolbar.
// Counts: the preview re-runs only its content, as the screen passes `$previewing`
// (Q3, Q14); marking an article read re-runs the screen and the badge, which read
// `articles` (Q6); with the unread filter the row leaves (Q8); the rows still shown
// compare equal (Q2).

@Observable
final class ReadingList {
  enum Filter: Hashable {
    case unread, all
  }

  struct Article: Identifiable, Equatable {
    let id: Int
    let title: String
    let site: String
    var isRead = false
  }

  var articles = [
    Article(id: 1, title: "Swift 6 migration", site: "swift.org"),
    Article(id: 2, title: "Observation in depth", site: "example.com"),
    Article(id: 3, title: "Old news", site: "example.org", isRead: true),
  ]
  var filter = Filter.unread

  var visible: [Article] { filter == .all ? articles : articles.filter { !$0.isRead } }

  func toggleRead(_ id: Int) {
    guard let index = articles.firstIndex(where: { $0.id == id }) else { return }
    articles[index].isRead.toggle()
  }
}

struct ArticleRow: View {
  let article: ReadingList.Article

  var body: some View {
    VStack(alignment: .leading) {
      Text(article.title).font(.headline)
      Text(article.site).font(.caption).foregroundStyle(.secondary)
    }
    .opacity(article.isRead ? 0.5 : 1)
  }
}

struct ArticlePreview: View {
  let article: ReadingList.Article
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Text("A preview of “\(article.title)”")
        .navigationTitle(article.site)
        .toolbar { Button("Done") { dismiss() } }
    }
  }
}

struct UnreadBadge: View {
  let list: ReadingList
  var body: some View {
    Text("\(list.articles.filter { !$0.isRead }.count) unread").font(.caption)
  }
}

struct ReadingListScreen: View {
  @Bindable var list: ReadingList
  @State private var previewing: ReadingList.Article?

  var body: some View {
    NavigationStack {
      List {
        Picker("Show", selection: $list.filter) {
          Text("Unread").tag(ReadingList.Filter.unread)
          Text("All").tag(ReadingList.Filter.all)
        }
        .pickerStyle(.segmented)
        ForEach(list.visible) { article in
          ArticleRow(article: article)
            .onTapGesture { previewing = article }
            .swipeActions {
              Button(article.isRead ? "Unread" : "Read") { list.toggleRead(article.id) }
            }
        }
      }
      .navigationTitle("Reading List")
      .toolbar { UnreadBadge(list: list) }
      .sheet(item: $previewing) { article in ArticlePreview(article: article) }
    }
  }
}
