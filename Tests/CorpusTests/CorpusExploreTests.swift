import Testing
import ViewGraph

// Every screen of the corpus explored: each control on its first mount is driven once
// from a fresh mount, or listed with why it was not. A control the explorer found but
// could not reach again, or an input it could not deliver, fails here.

@Suite("Corpus screens explored")
@MainActor
struct CorpusExploreTests {
  struct Screen: Sendable, CustomTestStringConvertible {
    let name: String
    let explore: @MainActor @Sendable () -> Exploration
    var testDescription: String { name }
    init(_ name: String, _ explore: @escaping @MainActor @Sendable () -> Exploration) {
      self.name = name
      self.explore = explore
    }
  }

  nonisolated static let screens: [Screen] = [
    Screen("Settings") { explore { SettingsScreen() } },
    Screen("Todo list") { explore { TodoListScreen(store: TodoStore()) } },
    Screen("Contacts search") { explore { ContactsSearchScreen(book: ContactBook()) } },
    Screen("Profile") { explore { ProfileScreen(session: Session()) } },
    Screen("Photo grid") { explore { PhotoGridScreen(library: PhotoLibrary()) } },
    Screen("Dashboard cards") { explore { DashboardCardsScreen(store: StatsStore()) } },
    Screen("Shopping cart") { explore { ShoppingCartScreen(cart: Cart()) } },
    Screen("Weather") { explore { WeatherScreen(forecast: Forecast()) } },
    Screen("Inbox") { explore { InboxScreen(mailbox: Mailbox()) } },
    Screen("Tab root") { explore { TabRootScreen() } },
    Screen("Onboarding") { explore { OnboardingScreen() } },
    Screen("Timer") { explore { TimerScreen() } },
    Screen("Notes editor") { explore { NotesEditorScreen(draft: NoteDraft()) } },
    Screen("Library split") { explore { LibrarySplitScreen(shelf: Bookshelf()) } },
    Screen("Sign up") { explore { SignUpScreen() } },
    Screen("Expense entry") { explore { ExpenseEntryScreen(draft: ExpenseDraft()) } },
    Screen("Chat") { explore { ChatScreen(conversation: Conversation()) } },
    Screen("Events") { explore { EventsScreen(feed: EventFeed()) } },
    Screen("Theme") { explore { ThemeScreen() } },
    Screen("Habit tracker") { explore { HabitTrackerScreen() } },
    Screen("Player") { explore { PlayerScreen(player: Player()) } },
    Screen("Product detail") { explore { ProductDetailScreen(page: ProductPage()) } },
    Screen("Recipe card") { explore { RecipeCard(model: RecipeCardModel()) } },
    Screen("Reminder list") { explore { ReminderListScreen().environment(ReminderStore()) } },
    Screen("Legacy login") { explore { LegacyLoginScreen() } },
    Screen("Budget") { explore { BudgetScreen(model: BudgetModel()) } },
    Screen("Workout log") { explore { WorkoutLogScreen(log: WorkoutLog()) } },
    Screen("Journal editor") { explore { JournalEditorScreen(store: JournalStore()) } },
    Screen("Mail compose") { explore { MailComposeScreen() } },
    Screen("Podcast queue") { explore { PodcastQueueScreen().environmentObject(PodcastQueue()) } },
    Screen("Recipe box") { explore { RecipeBoxScreen().environment(RecipeBox()) } },
    Screen("Kanban board") { explore { KanbanBoardScreen(board: KanbanBoard()) } },
    Screen("Currency converter") {
      explore { CurrencyConverterScreen(rates: ["EUR": 1, "USD": 1.1, "GBP": 0.85, "JPY": 160]) }
    },
    Screen("Meeting notes") { explore { MeetingNotesScreen().environment(MeetingNotes()) } },
    Screen("Shopping list (legacy)") { explore { ShoppingListLegacyScreen(list: LegacyShoppingList()) } },
    Screen("Password vault") { explore { PasswordVaultScreen(vault: Vault()) } },
    Screen("Class schedule") { explore { ClassScheduleScreen(schedule: ClassSchedule()) } },
    Screen("Plant care") { explore { PlantCareScreen(greenhouse: Greenhouse()) } },
    Screen("Trip planner") { explore { TripPlannerScreen(plan: TripPlan()) } },
    Screen("Reading list") { explore { ReadingListScreen(list: ReadingList()) } },
    Screen("Account settings (legacy)") {
      explore { AccountSettingsLegacyScreen().environmentObject(AccountSettings()) }
    },
  ]

  @Test("The README's exploration of the legacy shopping list, line for line")
  func readmeExploration() {
    let exploration = explore { ShoppingListLegacyScreen(list: LegacyShoppingList()) }
    // Where the what-if strategy cannot run (Apple's Combine), its figure is left out.
    let asIf = TrackingStrategy.asIfObservable.isAvailable
    func line(
      _ control: String, _ action: String, _ bodies: Int, _ wasted: Int, _ asIfObservable: Int, _ minimum: Int,
      depth: Int = 0
    ) -> String {
      String(repeating: "  ", count: depth + 1) + "\(control), \(action): \(bodies) bodies, \(wasted) wasted"
        + (asIf ? "; as if @Observable \(asIfObservable)" : "") + "; minimum \(minimum)"
    }
    let expected = [
      "ShoppingListLegacyScreen: 13 interactions, 12 driven",
      line("TextField 'New item'", "type \"a\"", 6, 5, 1, 1),
      "  Button 'Add': not driven, it is disabled",
      line("Button 'Milk'", "tap", 6, 3, 3, 3),
      line("Button 'Eggs'", "tap", 6, 3, 3, 3),
      line("Button 'Bread'", "tap", 6, 3, 3, 3),
      line("Button 'Apples'", "tap", 6, 3, 3, 3),
      line("Button 'Edit'", "tap", 0, 0, 0, 0),
      line("Button 'Clear'", "tap", 0, 0, 0, 0),
      // The alert 'Clear' presents: its buttons, then its dismissal.
      line("Button 'Clear All'", "tap", 2, 0, 2, 2, depth: 1),
      line("Button 'Cancel'", "tap", 0, 0, 0, 0, depth: 1),
      line("Presentation of Button 'Clear'", "dismiss", 0, 0, 0, 0, depth: 1),
      // The list's rows, editable with onDelete and onMove.
      line("ForEach 'rows'", "delete the first row", 5, 3, 2, 2),
      line("ForEach 'rows'", "move the first row to the end", 6, 5, 2, 1),
    ]
    #expect(exploration.description.split(separator: "\n").map(String.init) == expected, "\(exploration)")
  }

  @Test("Every control of a corpus screen is driven once, or listed with why it was not", arguments: screens)
  func explored(_ screen: Screen) {
    let exploration = screen.explore()
    for interaction in exploration.interactions {
      if interaction.action == nil {
        #expect(interaction.notDriven?.isEmpty == false, "\(interaction.control)")
        continue
      }
      let failures = interaction.diagnostics.filter(\.kind.isInputFailure)
      #expect(failures.isEmpty, "\(interaction.control): \(failures.map(\.message))\n\(exploration)")
      // Documentation/Counting.md, the minimum's invariant 3: at most as written when
      // nothing is stale.
      if interaction.staleViews.isEmpty {
        #expect(interaction.bodiesMinimum.map { $0 <= interaction.bodies } ?? true, "\(exploration)")
      }
    }
  }
}
