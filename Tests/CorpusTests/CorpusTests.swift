import RerenderTesting
import Testing
import ViewGraph

// Everyday screens written as SwiftUI code (each file in Screens/ imports only
// ViewGraph, as a port changes only its import), mounted, driven as a user would,
// with the bodies SwiftUI's rules give for each step. The comments name the rule.

@Suite("Corpus of everyday screens")
@MainActor
struct CorpusTests {
  @Test("Settings form: an ObservableObject owner re-runs alone; a child with a changed Int re-runs too (Q2)")
  func settings() {
    let host = ViewHost(SettingsScreen())
    #expect(host.mount.evaluatedViews == ["SettingsScreen", "FontPreview"], "\(host.mount.trace)")
    let toggled = host.toggle("Notifications")
    // objectWillChange re-runs the @StateObject owner; FontPreview's Int is equal.
    #expect(toggled.printedChanges == ["SettingsScreen: _store changed."], "\(toggled.trace)")
    let sound = expectInputRefused(.controlDisabled, on: host) { host.toggle("Sound") }
    #expect(sound.diagnostics.map(\.message) == ["The Toggle titled 'Sound' is disabled; the input was ignored."])
    let bigger = host.increment("Font size: 14")
    #expect(
      bigger.printedChanges == ["SettingsScreen: _store changed.", "FontPreview: @self changed."], "\(bigger.trace)")
    #expect(host.pick("Dark", in: "Appearance").evaluatedViews == ["SettingsScreen"])
    #expect(host.treeDescription.contains("Picker(Appearance: dark)"), "\(host.treeDescription)")
    let preview = ViewHost(SettingsScreen_Previews.previews)
    #expect(preview.mount.bodyCount == 2, "a PreviewProvider's previews mount like any view")
  }

  @Test("To-do list: rows holding a closure all re-run when the list re-runs (Q2: closures compare unequal)")
  func todoList() {
    let store = TodoStore()
    let host = ViewHost(TodoListScreen(store: store))
    #expect(host.mount.evaluatedViews == ["TodoListScreen", "TodoRow", "TodoRow", "TodoRow"])
    let done = host.tap("Done", near: "Buy milk")
    #expect(store.todos[0].isDone)
    #expect(done.evaluatedViews == ["TodoListScreen", "TodoRow", "TodoRow", "TodoRow"], "\(done.trace)")
    #expect(done.wastedEvaluations.count == 2, "rows 2 and 3 changed nothing: \(done.trace)")
    let deleted = host.deleteRows(at: [1])
    #expect(store.todos.map(\.title) == ["Buy milk", "Book flights"])
    #expect(deleted.evaluatedViews == ["TodoListScreen", "TodoRow", "TodoRow"], "\(deleted.trace)")
    #expect(deleted.unmounted.contains { $0.hasSuffix("TodoRow") })
    let added = host.update { store.add("New item") }
    #expect(added.evaluatedViews == ["TodoListScreen", "TodoRow", "TodoRow", "TodoRow"], "\(added.trace)")
  }

  @Test("Contact search: filtering re-runs the screen and mounts only rows newly in view (Q2, Q9)")
  func contactsSearch() {
    let book = ContactBook()
    let host = ViewHost(ContactsSearchScreen(book: book))
    #expect(host.mount.bodyCount == 1 + 14, "a List realizes 12 visible rows and 2 prefetched")
    let typed = host.type("1", into: "Search")[0]
    // Results: 1, 10…19, 21. Rows 1, 10…13 were realized and compare equal.
    #expect(
      typed.evaluatedViews == ["ContactsSearchScreen"] + Array(repeating: "ContactRow", count: 7), "\(typed.trace)")
    let none = host.type("x", into: "Search")[0]
    #expect(none.evaluatedViews == ["ContactsSearchScreen"], "\(none.trace)")
    #expect(host.treeDescription.contains("Text(No Results for “1x”)"), "\(host.treeDescription)")
  }

  @Test("Profile: the avatar loads without a body; an unread property costs nothing; an equal URL skips the avatar")
  func profile() async {
    let session = Session()
    let host = ViewHost(ProfileScreen(session: session))
    #expect(host.mount.evaluatedViews == ["ProfileScreen", "Avatar"])
    let loaded = await host.settle()
    #expect(loaded.bodyCount == 0, "\(loaded.trace)")
    #expect(host.treeDescription.contains("Image(ada.png) resizable, scaledToFill") == false)
    #expect(host.treeDescription.contains("Image(ada.png) resizable"), "\(host.treeDescription)")
    let signOut = host.tap("Sign Out")
    #expect(session.signedOut)
    #expect(signOut.bodyCount == 0, "nobody reads signedOut")
    let renamed = host.update { session.name = "Ada King" }
    #expect(renamed.evaluatedViews == ["ProfileScreen"], "Avatar's URL is equal: \(renamed.trace)")
  }

  @Test("Photo grid: a lazy grid realizes rows of three; one favourite re-runs one thumbnail (Q2 bitwise)")
  func photoGrid() {
    let library = PhotoLibrary()
    let host = ViewHost(PhotoGridScreen(library: library))
    #expect(host.mount.bodyCount == 1 + 14 * 3, "14 rows of 3 items")
    let favorite = host.update { library.photos[5].isFavorite = true }
    #expect(favorite.evaluatedViews == ["PhotoGridScreen", "Thumbnail"], "\(favorite.trace)")
    #expect(
      favorite.leafUpdates.contains { $0.new?.hasPrefix("Image(systemName: heart.fill)") == true },
      "\(favorite.leafUpdates)")
    let scrolled = host.scroll(by: 10)
    #expect(
      scrolled.evaluatedViews == Array(repeating: "Thumbnail", count: 18),
      "items 42…59 come into view: \(scrolled.trace)")
  }

  @Test("Dashboard cards: every @ObservedObject subscriber re-runs on any publish; 4 of 5 are wasted")
  func dashboardCards() {
    let store = StatsStore()
    let host = ViewHost(DashboardCardsScreen(store: store))
    #expect(
      host.mount.evaluatedViews == [
        "DashboardCardsScreen", "GoalRing", "StatCard", "StatCard", "StatCard", "SyncFooter",
      ])
    let sync = host.update { store.lastSync = "9:42" }
    #expect(sync.evaluatedViews == ["GoalRing", "StatCard", "StatCard", "StatCard", "SyncFooter"], "\(sync.trace)")
    #expect(
      sync.wastedEvaluations.map(\.viewType) == ["GoalRing", "StatCard", "StatCard", "StatCard"], "\(sync.trace)")
  }

  @Test("Shopping cart: steppers bound into an @Observable array; the total reads every line")
  func shoppingCart() {
    let cart = Cart()
    let host = ViewHost(ShoppingCartScreen(cart: cart))
    #expect(host.mount.evaluatedViews == ["ShoppingCartScreen", "CartLineRow", "CartLineRow", "CartTotal"])
    let more = host.increment("Coffee")
    #expect(cart.lines[0].quantity == 2)
    #expect(more.evaluatedViews == ["ShoppingCartScreen", "CartLineRow", "CartLineRow", "CartTotal"], "\(more.trace)")
    #expect(more.leafUpdates.contains { $0.new == "Text(€15.00) bold" }, "\(more.leafUpdates)")
    #expect(host.tap("Checkout").diagnostics.isEmpty)
    #expect(cart.checkedOut)
  }

  @Test(
    "Weather: a unit toggle re-runs the temperatures and the screen that made its binding; the city re-runs only the geometry reader's closure"
  )
  func weather() {
    let forecast = Forecast()
    let host = ViewHost(WeatherScreen(forecast: forecast))
    #expect(host.mount.bodyCount == 11)
    let unit = host.toggle("°F")
    // Q3: the screen made `$forecast.useFahrenheit`, reading it.
    #expect(unit.evaluatedViews == ["WeatherScreen"] + Array(repeating: "TemperatureLabel", count: 5), "\(unit.trace)")
    #expect(host.treeDescription.contains("Text(54°)"), "\(host.treeDescription)")
    let city = host.update { forecast.city = "Paris" }
    #expect(city.bodyCount == 0, "the closure runs in the reader's own scope (Q6): \(city.trace)")
    #expect(city.leafUpdates.map { $0.new ?? "" } == ["Text(Paris) font: system(39.0)"], "\(city.leafUpdates)")
  }

  @Test("Recipe: collapsed ingredients are not realized; expanding mounts them; a step's own state re-runs it alone")
  func recipe() {
    let recipe = Recipe(
      title: "Soup", minutes: 30, ingredients: ["Leek", "Potato", "Salt"],
      steps: ["Chop", "Simmer", "Blend"])
    let host = ViewHost(RecipeScreen(recipe: recipe))
    #expect(host.mount.evaluatedViews == ["RecipeScreen", "StepRow", "StepRow", "StepRow"], "\(host.mount.trace)")
    let expanded = host.tap("Ingredients")
    #expect(expanded.evaluatedViews == ["IngredientRow", "IngredientRow", "IngredientRow"], "\(expanded.trace)")
    let step = host.tap("2. Simmer")
    #expect(step.printedChanges == ["StepRow: _isDone changed."], "\(step.trace)")
    let favorite = host.tap("Favorite")
    #expect(favorite.printedChanges == ["RecipeScreen: _isFavorite changed."], "\(favorite.trace)")
  }

  @Test("Inbox: a context-menu action re-runs the list and the one row whose message changed")
  func inbox() {
    let mailbox = Mailbox()
    let host = ViewHost(InboxScreen(mailbox: mailbox))
    #expect(host.mount.evaluatedViews == ["InboxScreen", "MessageRow", "MessageRow", "MessageRow"])
    let pin = host.tap("Pin", near: "Lunch?")
    #expect(mailbox.messages[0].pinned)
    #expect(pin.evaluatedViews == ["InboxScreen", "MessageRow"], "\(pin.trace)")
  }

  @Test("Tab root: only the selected tab is realized; a tab mounts when first selected and keeps its state")
  func tabRoot() {
    let host = ViewHost(TabRootScreen())
    #expect(host.mount.evaluatedViews == ["TabRootScreen", "HomeTab"], "\(host.mount.trace)")
    #expect(host.tap("Visit").printedChanges == ["HomeTab: _visits changed."])
    #expect(host.tap("Search").evaluatedViews == ["SearchTab"])
    let typed = host.type("ab", into: "Query")
    #expect(typed.map(\.bodyCount) == [1, 1])
    #expect(host.tap("Home").bodyCount == 0)
    #expect(host.treeDescription.contains("Text(Visits: 1)"), "\(host.treeDescription)")
  }

  @Test("Onboarding: a bound paging tab view mounts each page when it is first shown")
  func onboarding() {
    let host = ViewHost(OnboardingScreen())
    #expect(host.mount.evaluatedViews == ["OnboardingScreen", "OnboardingPage"], "\(host.mount.trace)")
    let next = host.tap("Next")
    #expect(
      next.printedChanges == ["OnboardingScreen: _page changed.", "OnboardingPage: @self changed."], "\(next.trace)")
    host.tap("Next")
    let start = host.tap("Get Started")
    #expect(start.printedChanges == ["OnboardingScreen: _finished changed."], "\(start.trace)")
    #expect(host.treeDescription.contains("Text(Welcome!)"))
  }

  @Test("Timer: a tick re-runs the screen and the ring whose fraction changed; a lap leaves the ring alone")
  func timer() {
    let host = ViewHost(TimerScreen())
    #expect(host.mount.evaluatedViews == ["TimerScreen", "ProgressRing"])
    let tick = host.tap("Tick")
    #expect(tick.printedChanges == ["TimerScreen: _seconds changed.", "ProgressRing: @self changed."], "\(tick.trace)")
    #expect(host.treeDescription.contains("Text(00:01)"), "\(host.treeDescription)")
    let lap = host.tap("Lap")
    #expect(lap.printedChanges == ["TimerScreen: _laps changed."], "\(lap.trace)")
    #expect(host.treeDescription.contains("Text(Lap 1: 1s)"), "\(host.treeDescription)")
  }

  @Test("Notes editor: each keystroke publishes; the count re-runs only when the body's length changed")
  func notesEditor() {
    let draft = NoteDraft()
    let host = ViewHost(NotesEditorScreen(draft: draft))
    #expect(host.mount.evaluatedViews == ["NotesEditorScreen", "CharacterCount"])
    let save = expectInputRefused(.controlDisabled, on: host) { host.tap("Save") }
    #expect(save.diagnostics.map(\.message) == ["The Button titled 'Save' is disabled; the input was ignored."])
    let body = host.type("Hi", into: "Body")
    #expect(
      body.map(\.evaluatedViews) == [
        ["NotesEditorScreen", "CharacterCount"], ["NotesEditorScreen", "CharacterCount"],
      ])
    let title = host.type("T", into: "Title")
    #expect(title.map(\.evaluatedViews) == [["NotesEditorScreen"]])
    #expect(host.tap("Save").printedChanges == ["NotesEditorScreen: _draft changed."])
    #expect(draft.savedCount == 1)
  }

  @Test("Library split view: a selection re-runs the detail and the two sidebar rows whose selection changed")
  func librarySplit() {
    let shelf = Bookshelf()
    let host = ViewHost(LibrarySplitScreen(shelf: shelf))
    #expect(
      host.mount.evaluatedViews == [
        "LibrarySplitScreen", "ShelfSidebar", "ShelfRow", "ShelfRow", "ShelfRow", "BookList",
      ])
    let history = host.tap("History")
    // The rows' closures read `selected` in their own scopes (Q6); the sidebar does not.
    #expect(history.evaluatedViews == ["ShelfRow", "ShelfRow", "BookList"], "\(history.trace)")
    #expect(host.treeDescription.contains("Text(SPQR)"), "\(host.treeDescription)")
  }

  @Test("Sign-up form: the body reads both fields through its validation; submitting runs onSubmit")
  func signUp() {
    let host = ViewHost(SignUpScreen())
    #expect(host.mount.evaluatedViews == ["SignUpScreen"])
    #expect(host.type("a@b", into: "Email").map(\.bodyCount) == [1, 1, 1])
    host.type("short", into: "Password")
    #expect(host.treeDescription.contains("Text(At least 8 characters)"), "\(host.treeDescription)")
    expectInputRefused(.controlDisabled, on: host) { host.tap("Create Account") }  // disabled until valid
    host.type("er!", into: "Password")
    let submit = host.submit("Password")
    #expect(submit.printedChanges == ["SignUpScreen: _submitted changed."], "\(submit.trace)")
    #expect(host.treeDescription.contains("Text(Check your inbox)"), "\(host.treeDescription)")
  }

  @Test(
    "Expense entry: the summary reads the model, the screen the values it binds; a formatted field writes what parses")
  func expenseEntry() {
    let draft = ExpenseDraft()
    let host = ViewHost(ExpenseEntryScreen(draft: draft))
    #expect(host.mount.evaluatedViews == ["ExpenseEntryScreen", "ExpenseSummary"])
    // Q3: the screen made each `$draft.x` binding, reading the property then.
    #expect(host.pick("Travel", in: "Category").evaluatedViews == ["ExpenseEntryScreen", "ExpenseSummary"])
    let amount = host.setText("20", in: "Amount")
    #expect(draft.amount == 20)
    #expect(amount.evaluatedViews == ["ExpenseEntryScreen", "ExpenseSummary"], "\(amount.trace)")
    #expect(host.treeDescription.contains("Text(Travel: 22.00)"), "\(host.treeDescription)")
    let date = host.setDate(Date(timeIntervalSince1970: 1_700_086_400), in: "Date")
    #expect(date.evaluatedViews == ["ExpenseEntryScreen"], "\(date.trace)")
    #expect(date.wastedEvaluations.count == 1, "the date picker follows its binding: \(date.explainedTrace)")
  }

  @Test("Chat: typing re-runs the composer only; scrolling to a message before it is rendered finds nothing")
  func chat() {
    let conversation = Conversation()
    let host = ViewHost(ChatScreen(conversation: conversation))
    #expect(host.mount.evaluatedViews == ["ChatScreen"] + Array(repeating: "Bubble", count: 14) + ["Composer"])
    #expect(host.type("Yo", into: "Message").map(\.evaluatedViews) == [["Composer"], ["Composer"]])
    let send = host.tap("Send")
    #expect(conversation.messages.count == 41)
    // The action appends, then scrolls before the flush: the new row is not in the
    // list yet, so nothing scrolls (SwiftUI's classic pitfall).
    #expect(send.evaluatedViews == ["Composer"], "\(send.trace)")
    let later = host.update { host.scrollPosition().map { _ in () } }
    #expect(later.bodyCount == 0)
    #expect(host.scrollPosition()?.firstVisibleRow == 0)
  }

  @Test("Events: a pull to refresh re-runs the list; existing rows compare equal field by field (Q2)")
  func events() async {
    let feed = EventFeed()
    let host = ViewHost(EventsScreen(feed: feed))
    #expect(host.mount.evaluatedViews == ["EventsScreen", "EventRow", "EventRow", "EventRow"])
    let refreshed = await host.refresh()
    #expect(feed.events.count == 4)
    #expect(refreshed.evaluatedViews == ["EventsScreen", "EventRow"], "\(refreshed.trace)")
  }

  @Test("Theme: an environment value read below re-runs only its reader (Q12)")
  func theme() {
    let host = ViewHost(ThemeScreen())
    #expect(host.mount.evaluatedViews == ["ThemeScreen", "StaticCaption", "SchemeBadge"])
    let dark = host.pick("Dark", in: "Scheme")
    #expect(
      dark.printedChanges == ["ThemeScreen: _scheme changed.", "SchemeBadge: _colorScheme changed."], "\(dark.trace)")
    #expect(host.treeDescription.contains("Text(Dark mode)"))
  }

  @Test("Habit tracker: rows bound into a @State array; the owner reads the array for its progress (Q3)")
  func habitTracker() {
    let host = ViewHost(HabitTrackerScreen())
    #expect(host.mount.evaluatedViews == ["HabitTrackerScreen", "HabitRow", "HabitRow", "HabitRow"])
    let read = host.toggle("Read")
    // Every row read its binding into the changed state, so each re-runs (`_habit`);
    // the first was also given a new value snapshot (`@self`).
    #expect(
      read.printedChanges == [
        "HabitTrackerScreen: _habits changed.", "HabitRow: @self, _habit changed.",
        "HabitRow: _habit changed.", "HabitRow: _habit changed.",
      ], "\(read.trace)")
    #expect(host.treeDescription.contains("ProgressView(Today: 0.6666666666666666)"), "\(host.treeDescription)")
  }

  @Test(
    "Player: a slider's position is read by the screen that binds it only; the play button re-runs alone, found by its accessibility label"
  )
  func player() {
    let player = Player()
    let host = ViewHost(PlayerScreen(player: player))
    #expect(host.mount.evaluatedViews == ["PlayerScreen", "TrackTitle", "PlayButton"])
    let seek = host.setValue(90, in: "Position")
    #expect(player.position == 90)
    // Q3: the screen made `$player.position`; no other body reads it.
    #expect(seek.evaluatedViews == ["PlayerScreen"], "\(seek.trace)")
    #expect(seek.leafUpdateCount == 1)
    let play = host.tap("Play")
    #expect(play.printedChanges == ["PlayButton: \\Player.isPlaying changed."], "\(play.trace)")
  }

  @Test("Product page: a size chip re-runs the page and the one chip whose selection changed")
  func productDetail() {
    let page = ProductPage()
    let host = ViewHost(ProductDetailScreen(page: page))
    #expect(
      host.mount.evaluatedViews == [
        "ProductDetailScreen", "RatingStars", "SizeChip", "SizeChip", "SizeChip", "SizeChip",
      ])
    expectInputRefused(.controlDisabled, on: host) { host.tap("Add to Bag (0)") }  // disabled until a size is chosen
    let size = host.tap("M")
    #expect(size.evaluatedViews == ["ProductDetailScreen", "SizeChip"], "\(size.trace)")
    let bag = host.tap("Add to Bag (0)")
    #expect(bag.printedChanges == ["ProductDetailScreen: \\ProductPage.bagCount changed."], "\(bag.trace)")
    #expect(host.tap("Reviews").bodyCount == 0, "the reviews are texts, no bodies")
  }

  @Test("A file ported by `rerender port` (Ported/RecipeCard.swift) builds and runs: an @ObservedObject reader re-runs")
  func portedRecipeCard() {
    let model = RecipeCardModel()
    let host = ViewHost(RecipeCard(model: model))
    #expect(host.mount.evaluatedViews == ["RecipeCard"])
    let more = host.increment("Servings")
    #expect(model.servings == 3)
    #expect(more.printedChanges == ["RecipeCard: _model changed."], "\(more.trace)")
    #expect(host.treeDescription.contains("Text(Serves 3 — nested {)"), "\(host.treeDescription)")
    #expect(ViewHost(RecipeCard_Previews.previews).mount.bodyCount == 1)
  }
}
