import RerenderTesting
import Testing
import ViewGraph

// More everyday screens (Screens/*Screen.swift, each importing only ViewGraph), in
// the styles real apps are written in: deprecated APIs still everywhere, iOS 17–18
// APIs, and Swift 6 isolation. Each is mounted and driven as a user would; every
// expected count is derived from SwiftUI's rules (Documentation/Rules.md), and the
// comment beside it names the rule that decides it.

/// Why the `@Bindable` expectations are known issues.
///
/// SwiftUI makes `$model.x` with a binding whose value is read from the object when
/// it is made (as OpenSwiftUI, audited against SwiftUI, does: the binding starts from
/// its location's `get()`), so the getter runs during the body that makes it and
/// Observation tracks it (Q6). The engine's binding to an object member does not
/// read it then.
/// The traces of several updates (one per keystroke), for failure messages.
func traces(_ updates: [Update]) -> String { updates.map(\.trace).joined(separator: "\n---\n") }

/// What a screen's callback received, kept on the main actor.
@MainActor
final class CallbackLog<Value> {
  var values: [Value] = []
}

@Suite("Corpus of long-tail screens")
@MainActor
struct LongTailCorpusTests {
  @Test(
    "Reminders: @Environment(Model.self) readers re-run for the array they read; moved rows keep identity (Q2, Q6, Q8)")
  func reminderList() {
    let store = ReminderStore()
    let host = ViewHost(ReminderListScreen().environment(store))
    #expect(
      host.mount.evaluatedViews == [
        "ReminderListScreen", "ReminderRow", "ReminderRow", "ReminderRow", "ReminderCount",
      ], "\(host.mount.trace)")
    // Q6: the screen (through `visible`) and the count read `reminders`; Q2: only the
    // flagged row's value changed. The count shows the same text: wasted.
    let flag = host.tap("Flag", near: "Call the bank")
    #expect(store.reminders[0].isFlagged)
    #expect(flag.evaluatedViews == ["ReminderListScreen", "ReminderRow", "ReminderCount"], "\(flag.trace)")
    #expect(flag.wastedEvaluations.map(\.viewType) == ["ReminderCount"], "\(flag.trace)")
    // Q8: rows are identified by id, so a moved row keeps its identity; Q2: its value is equal.
    let moved = host.moveRows(fromOffsets: [2], toOffset: 0)
    #expect(store.reminders.map(\.id) == [3, 1, 2])
    #expect(moved.evaluatedViews == ["ReminderListScreen", "ReminderCount"], "\(moved.trace)")
    #expect(moved.mounted.isEmpty && moved.unmounted.isEmpty, "\(moved.trace)")
    // Q6: only the screen reads `showCompleted`; the done row leaves (Q8), the others are equal (Q2).
    let hide = host.toggle("Show Completed")
    #expect(hide.evaluatedViews == ["ReminderListScreen"], "\(hide.trace)")
    #expect(hide.unmounted.contains { $0.hasSuffix("ReminderRow") }, "\(hide.trace)")
    let deleted = host.deleteRows(at: [0])
    #expect(store.reminders.map(\.id) == [1, 2])
    #expect(deleted.evaluatedViews == ["ReminderListScreen", "ReminderCount"], "\(deleted.trace)")
    #expect(host.treeDescription.contains("Text(1 remaining)"), "\(host.treeDescription)")
  }

  @Test("Legacy login: a @StateObject owner re-runs at every publish, keystrokes and the alert's binding included")
  func legacyLogin() {
    let host = ViewHost(LegacyLoginScreen())
    #expect(host.mount.evaluatedViews == ["LegacyLoginScreen", "LoginBanner", "LoginFooter"], "\(host.mount.trace)")
    // Each keystroke is a @Published write: the @StateObject owner re-runs (its
    // subscription), the banner and the footer are equal (Q2).
    let typed = host.type("ada", into: "Username")
    #expect(
      typed.map(\.printedChanges) == Array(repeating: ["LegacyLoginScreen: _model changed."], count: 3),
      "\(traces(typed))")
    let password = host.type("1234", into: "Password")
    #expect(
      password.map(\.evaluatedViews) == Array(repeating: ["LegacyLoginScreen"], count: 4), "\(traces(password))")
    // The wrong password publishes `showingError`: the owner re-runs and the alert is
    // presented (Q14), its buttons builtin.
    let wrong = host.tap("Log In")
    #expect(wrong.evaluatedViews == ["LegacyLoginScreen"], "\(wrong.trace)")
    #expect(wrong.mounted.contains { $0.hasSuffix("/alert") }, "\(wrong.trace)")
    #expect(host.treeDescription.contains("Wrong password"), "\(host.treeDescription)")
    // The alert's button dismisses it by writing the binding: one more publish (Q14).
    let ok = host.tap("OK")
    #expect(ok.evaluatedViews == ["LegacyLoginScreen"], "\(ok.trace)")
    #expect(ok.unmounted.contains { $0.hasSuffix("/alert") }, "\(ok.trace)")
    host.setText("hunter2", in: "Password")
    let signedIn = host.tap("Log In")
    #expect(
      signedIn.printedChanges == ["LegacyLoginScreen: _model changed.", "LoginFooter: @self changed."],
      "\(signedIn.trace)")
  }

  @Test("Budget: a @Bindable binding ties its maker to the property (Q6); rows bound into the array all re-run (Q3)")
  func budget() {
    let model = BudgetModel()
    let host = ViewHost(BudgetScreen(model: model))
    #expect(
      host.mount.evaluatedViews == [
        "BudgetScreen", "CategoryLimitRow", "CategoryLimitRow", "CategoryLimitRow", "SavingsSlider", "BudgetSummary",
      ], "\(host.mount.trace)")
    // Q6: `$model.period` is made in the screen's body, and a binding made from a
    // `@Bindable` takes the property's value then (SwiftUI's `Binding(_:keyPath:)`
    // starts from `location.get()`): a getter run during the body, so the screen
    // depends on `period`, and the slider's owner on `savingsRate`. Nobody shows either.
    let week = host.pick("Week", in: "Period")
    #expect(model.period == .week)
    #expect(week.printedChanges == ["BudgetScreen: \\BudgetModel.period changed."], "\(week.trace)")
    let savings = host.setValue(0.25, in: "Savings")
    #expect(model.savingsRate == 0.25)
    #expect(savings.leafUpdateCount == 1, "\(savings.trace)")
    #expect(savings.printedChanges == ["SavingsSlider: \\BudgetModel.savingsRate changed."], "\(savings.trace)")
    // Q6: the screen reads `income` for the stepper's label, the summary through
    // `remaining`; Q2: the rows' bindings and the slider's model are equal.
    let income = host.increment("Income: €3000")
    #expect(income.evaluatedViews == ["BudgetScreen", "BudgetSummary"], "\(income.trace)")
    #expect(host.treeDescription.contains("Text(€1500)"), "\(host.treeDescription)")
    // Q3: every row read its binding into the changed array; Q6: the screen and the
    // summary read `categories`; the summary's amount (spent, not limits) is the same.
    let food = host.increment("Food")
    #expect(model.categories[1].limit == 450)
    #expect(
      food.evaluatedViews == [
        "BudgetScreen", "CategoryLimitRow", "CategoryLimitRow", "CategoryLimitRow", "BudgetSummary",
      ], "\(food.trace)")
    #expect(food.wastedEvaluations.map(\.viewType).contains("BudgetSummary"), "\(food.trace)")
  }

  @Test("Flashcards: children with plain values re-run only when theirs changed; an equal @State write is dropped")
  func flashcards() {
    let deck = [
      Flashcard(id: 1, front: "Capital of France?", back: "Paris"),
      Flashcard(id: 2, front: "2 + 2?", back: "4"),
      Flashcard(id: 3, front: "H2O is?", back: "Water"),
    ]
    let host = ViewHost(FlashcardsScreen(deck: deck))
    #expect(
      host.mount.evaluatedViews == ["FlashcardsScreen", "DeckProgress", "CardFace", "ScoreLabel"], "\(host.mount.trace)"
    )
    // Q3: the screen read `showingBack`; Q2: only the card's values changed.
    let flip = host.tap("Capital of France?")
    #expect(
      flip.printedChanges == ["FlashcardsScreen: _showingBack changed.", "CardFace: @self changed."], "\(flip.trace)")
    #expect(host.treeDescription.contains("fontWidth: condensed"), "\(host.treeDescription)")
    // Three writes in one transaction (Q11): the screen runs once; every child's value changed.
    let gotIt = host.tap("Got It")
    #expect(
      gotIt.evaluatedViews == ["FlashcardsScreen", "DeckProgress", "CardFace", "ScoreLabel"], "\(gotIt.trace)")
    // Q3: `showingBack = false` is equal and dropped; the score is not written.
    let again = host.tap("Again")
    #expect(again.printedChanges.first == "FlashcardsScreen: _index changed.", "\(again.trace)")
    #expect(again.evaluatedViews == ["FlashcardsScreen", "DeckProgress", "CardFace"], "\(again.trace)")
  }

  @Test("Parking timer: static styles and a nonisolated Text helper; a view shown under a toggle is unmounted with it")
  func parkingTimer() {
    let payments = CallbackLog<Int>()
    let host = ViewHost(ParkingTimerScreen { payments.values.append($0) })
    #expect(
      host.mount.evaluatedViews == ["ParkingTimerScreen", "MeterDisplay", "ParkingReminderNote", "ZoneBadge"],
      "\(host.mount.trace)")
    // Q3: the action writes `minutes`, which the screen read; Q2: only the meter's value changed.
    let more = host.increment("Add time")
    #expect(
      more.printedChanges == ["ParkingTimerScreen: _minutes changed.", "MeterDisplay: @self changed."], "\(more.trace)")
    #expect(host.treeDescription.contains("Text(1h 15m) font: "), "\(host.treeDescription)")
    // Q8: the note's branch ends, so it is unmounted; nothing else changed (Q2).
    let noReminder = host.toggle("Remind me")
    #expect(noReminder.evaluatedViews == ["ParkingTimerScreen"], "\(noReminder.trace)")
    #expect(noReminder.unmounted.contains { $0.hasSuffix("ParkingReminderNote") }, "\(noReminder.trace)")
    let zone = host.pick("Zone B", in: "Zone")
    #expect(zone.evaluatedViews == ["ParkingTimerScreen", "ZoneBadge"], "\(zone.trace)")
    // An action is not a tracking scope: paying reads `minutes` and re-runs nothing.
    let pay = host.tap("Pay")
    #expect(payments.values == [75])
    #expect(pay.bodyCount == 0, "\(pay.trace)")
  }

  @Test("Workout log: pushing and presenting re-run only what they show; an edit re-runs the readers of `workouts`")
  func workoutLog() {
    let log = WorkoutLog()
    let host = ViewHost(WorkoutLogScreen(log: log))
    #expect(
      host.mount.evaluatedViews == ["WorkoutLogScreen", "WorkoutRow", "WorkoutRow", "WorkoutRow"], "\(host.mount.trace)"
    )
    // Q15: the link appends to the path; Q3: the screen passes `$path` without reading it.
    let pushed = host.tap("Squat")
    #expect(pushed.evaluatedViews == ["WorkoutDetail"], "\(pushed.trace)")
    // Q6: the screen (the list's data) and the detail read `workouts`; Q2: one row changed;
    // the destination is compared like any child and re-runs for its own reads (Q15).
    let sets = host.increment("Sets: 3")
    #expect(log.workouts[0].sets == 4)
    #expect(sets.evaluatedViews == ["WorkoutLogScreen", "WorkoutRow", "WorkoutDetail"], "\(sets.trace)")
    // Q15: popping unmounts the detail; nobody read the path.
    let back = host.goBack()
    #expect(back.bodyCount == 0, "\(back.trace)")
    #expect(back.unmounted.contains { $0.hasSuffix("WorkoutDetail") }, "\(back.trace)")
    // Q14: presenting mounts the sheet's content only.
    let new = host.tap("New")
    #expect(new.evaluatedViews == ["NewWorkoutSheet"], "\(new.trace)")
    let name = host.type("Row", into: "Name")
    #expect(name.map(\.evaluatedViews) == Array(repeating: ["NewWorkoutSheet"], count: 3), "\(traces(name))")
    // The action appends and dismisses in one transaction: the list re-runs with a new
    // row (Q8), the sheet is unmounted (Q14).
    let added = host.tap("Add")
    #expect(log.workouts.map(\.name) == ["Squat", "Bench Press", "Deadlift", "Row"])
    #expect(added.evaluatedViews == ["WorkoutLogScreen", "WorkoutRow"], "\(added.trace)")
    #expect(added.unmounted.contains { $0.hasSuffix("NewWorkoutSheet") }, "\(added.trace)")
  }

  @Test(
    "Journal editor: task(id:) reloads the draft when the day changes; the status bar re-runs when its values change")
  func journalEditor() async {
    let store = JournalStore()
    let host = ViewHost(JournalEditorScreen(store: store))
    #expect(host.mount.evaluatedViews == ["JournalEditorScreen", "JournalStatusBar"], "\(host.mount.trace)")
    // The task started with the view; its write is a transaction after the mount (Q11):
    // the screen read `draft` (its length), the bar's count changed (Q2).
    let loaded = await host.settle()
    #expect(loaded.evaluatedViews == ["JournalEditorScreen", "JournalStatusBar"], "\(loaded.trace)")
    #expect(host.treeDescription.contains("TextEditor(Rain all day.)"), "\(host.treeDescription)")
    // Q6: the screen reads the day (the task's id, the saved check); the bar's values are equal (Q2).
    let tuesday = host.pick("Tue", in: "Day")
    #expect(tuesday.evaluatedViews == ["JournalEditorScreen"], "\(tuesday.trace)")
    // A changed id restarts the task, which loads Tuesday's entry.
    let reloaded = await host.settle()
    #expect(reloaded.evaluatedViews == ["JournalEditorScreen", "JournalStatusBar"], "\(reloaded.trace)")
    #expect(host.treeDescription.contains("TextEditor(Ran 5k.)"), "\(host.treeDescription)")
    // Q3: the screen read `draft`; the bar's count changed.
    let typed = host.type("!", into: "Entry text")
    #expect(typed.map(\.evaluatedViews) == [["JournalEditorScreen", "JournalStatusBar"]], "\(traces(typed))")
    let saved = host.tap("Save")
    #expect(store.entries["Tue"] == "Ran 5k.!")
    #expect(saved.evaluatedViews == ["JournalEditorScreen", "JournalStatusBar"], "\(saved.trace)")
    // Q3, Q14: `$confirmingDiscard` is passed, not read; the dialog's buttons are builtin.
    let asked = host.tap("Discard")
    #expect(asked.bodyCount == 0, "\(asked.trace)")
    #expect(asked.mounted.contains { $0.hasSuffix("/confirmationDialog") }, "\(asked.trace)")
    // Q14: the dialog's button runs its action and dismisses the dialog in one transaction.
    let discarded = host.tap("Discard Entry")
    #expect(discarded.evaluatedViews == ["JournalEditorScreen", "JournalStatusBar"], "\(discarded.trace)")
    #expect(discarded.unmounted.contains { $0.hasSuffix("/confirmationDialog") }, "\(discarded.trace)")
  }

  @Test("Mail compose: a presented @StateObject form re-runs per keystroke; presentationMode dismisses it")
  func mailCompose() {
    let host = ViewHost(MailComposeScreen())
    #expect(host.mount.evaluatedViews == ["MailComposeScreen"], "\(host.mount.trace)")
    // Q14: the sheet's content mounts when presented; Q3: the outbox passes `$composing`.
    let compose = host.tap("Compose")
    #expect(compose.evaluatedViews == ["ComposeForm", "DraftLengthBadge"], "\(compose.trace)")
    // Every keystroke publishes: the @StateObject owner re-runs; the badge's count is equal (Q2)…
    let to = host.type("ada", into: "To")
    #expect(to.map(\.printedChanges) == Array(repeating: ["ComposeForm: _draft changed."], count: 3), "\(traces(to))")
    // …unless the message's length changed.
    let message = host.type("Hi", into: "Message")
    #expect(
      message.map(\.evaluatedViews) == Array(repeating: ["ComposeForm", "DraftLengthBadge"], count: 2),
      "\(traces(message))")
    // Q14: the action sheet follows its binding, which the form passes without reading.
    let close = host.tap("Close")
    #expect(close.bodyCount == 0, "\(close.trace)")
    #expect(close.mounted.contains { $0.hasSuffix("/actionSheet") }, "\(close.trace)")
    let keep = host.tap("Cancel")
    #expect(keep.bodyCount == 0, "\(keep.trace)")
    #expect(keep.unmounted.contains { $0.hasSuffix("/actionSheet") }, "\(keep.trace)")
    // Q14: `presentationMode.wrappedValue.dismiss()` ends the sheet; the outbox read `sent`.
    let send = host.tap("Send")
    #expect(send.evaluatedViews == ["MailComposeScreen"], "\(send.trace)")
    #expect(send.unmounted.contains { $0.hasSuffix("ComposeForm") }, "\(send.trace)")
    #expect(host.treeDescription.contains("Text((no subject))"), "\(host.treeDescription)")
  }

  @Test("Podcast queue: every @EnvironmentObject reader re-runs at each publish; moved rows keep identity (Q12, Q8)")
  func podcastQueue() async {
    let queue = PodcastQueue()
    let host = ViewHost(PodcastQueueScreen().environmentObject(queue))
    #expect(
      host.mount.evaluatedViews == ["PodcastQueueScreen", "NowPlayingBar"] + Array(repeating: "EpisodeRow", count: 4),
      "\(host.mount.trace)")
    // Q12: an @EnvironmentObject reader re-runs whenever its object publishes, even
    // for a value no body shows; Q2: the rows are equal.
    let speed = host.setValue(1.5, in: "Speed")
    #expect(queue.speed == 1.5)
    #expect(speed.evaluatedViews == ["PodcastQueueScreen", "NowPlayingBar"], "\(speed.trace)")
    let play = host.tap("Play", near: "Widgets")
    #expect(queue.nowPlaying == 2)
    #expect(play.evaluatedViews == ["PodcastQueueScreen", "NowPlayingBar"], "\(play.trace)")
    #expect(!host.treeDescription.contains("Nothing playing"), "\(host.treeDescription)")
    // Q8: a moved row keeps its identity; Q2: its value is equal.
    let moved = host.moveRows(fromOffsets: [0], toOffset: 4)
    #expect(queue.episodes.map(\.id) == [2, 3, 4, 1])
    #expect(moved.evaluatedViews == ["PodcastQueueScreen", "NowPlayingBar"], "\(moved.trace)")
    #expect(moved.mounted.isEmpty && moved.unmounted.isEmpty, "\(moved.trace)")
    let deleted = host.deleteRows(at: [1])
    #expect(queue.episodes.map(\.id) == [2, 4, 1])
    #expect(deleted.evaluatedViews == ["PodcastQueueScreen", "NowPlayingBar"], "\(deleted.trace)")
    // The refresh appends an episode: both readers, and the new row's first appearance.
    let refreshed = await host.refresh()
    #expect(queue.episodes.map(\.id) == [2, 4, 1, 5])
    #expect(refreshed.evaluatedViews == ["PodcastQueueScreen", "NowPlayingBar", "EpisodeRow"], "\(refreshed.trace)")
  }

  @Test(
    "Recipe box: search re-runs the screen per keystroke, the rows still shown are equal; a favourite re-runs its readers"
  )
  func recipeBox() {
    let box = RecipeBox()
    let host = ViewHost(RecipeBoxScreen().environment(box))
    #expect(
      host.mount.evaluatedViews == ["RecipeBoxScreen"] + Array(repeating: "BoxRecipeRow", count: 5) + [
        "FavoritesBadge"
      ],
      "\(host.mount.trace)")
    // Q18: each keystroke writes the query, read by the screen through `results`; Q2:
    // the rows still shown are equal; "so" leaves three of five (Q8: two unmounted).
    let typed = host.type("so", into: "Recipes")
    #expect(typed.map(\.evaluatedViews) == [["RecipeBoxScreen"], ["RecipeBoxScreen"]], "\(traces(typed))")
    #expect(typed[1].unmounted.filter { $0.hasSuffix("BoxRecipeRow") }.count == 2, "\(typed[1].trace)")
    // Q15: the link pushes its value; only the destination runs.
    let pushed = host.tap("Sourdough")
    #expect(pushed.evaluatedViews == ["BoxRecipeDetail"], "\(pushed.trace)")
    // Q6: the screen, the badge and the detail read `cards`; Q2: one row changed.
    let favorite = host.tap("Favorite")
    #expect(box.cards[2].isFavorite)
    #expect(
      favorite.evaluatedViews == ["RecipeBoxScreen", "BoxRecipeRow", "FavoritesBadge", "BoxRecipeDetail"],
      "\(favorite.trace)")
    let back = host.goBack()
    #expect(back.bodyCount == 0, "\(back.trace)")
  }

  @Test(
    "Kanban board: reads in ForEach rows are the rows' own; a column's closure capturing only the board is the same input (Q6, Q2)"
  )
  func kanbanBoard() {
    let board = KanbanBoard()
    let host = ViewHost(KanbanBoardScreen(board: board))
    #expect(
      host.mount.evaluatedViews == [
        "KanbanBoardScreen", "KanbanColumn", "ColumnHeader", "TicketCard", "TicketCard",
        "KanbanColumn", "ColumnHeader", "TicketCard", "KanbanColumn", "ColumnHeader", "TicketCard",
      ], "\(host.mount.trace)")
    // Q6: the tickets are filtered in the rows' scopes, so the board's body does not
    // run; Q2: each column gets a closure whose context is the board itself (it captures
    // the screen, whose one field is the board), the same input, so only the columns
    // whose tickets changed re-run; the advanced ticket leaves one column and appears
    // in the next (Q8: new identity).
    let advance = host.tap("Advance", near: "Write spec")
    #expect(board.tickets[0].stage == .doing)
    #expect(
      advance.evaluatedViews == ["KanbanColumn", "ColumnHeader", "KanbanColumn", "ColumnHeader", "TicketCard"],
      "\(advance.trace)")
    // Q2: a renamed ticket re-runs its column (its tickets changed) and its card only.
    let renamed = host.update { board.tickets[3].title = "Set up CI/CD" }
    #expect(renamed.evaluatedViews == ["KanbanColumn", "TicketCard"], "\(renamed.trace)")
    #expect(renamed.wastedEvaluations.isEmpty, "\(renamed.trace)")
  }

  @Test("Currency converter: the screen re-runs for its state; children with plain values when theirs changed (Q2, Q3)")
  func currencyConverter() {
    let host = ViewHost(CurrencyConverterScreen(rates: ["EUR": 1, "USD": 1.1, "GBP": 0.85, "JPY": 160]))
    #expect(
      host.mount.evaluatedViews == ["CurrencyConverterScreen", "ConversionResult", "RateFootnote"],
      "\(host.mount.trace)")
    // Q3: the field writes what parses; the screen read `amount` for the result; the
    // footnote's values are equal (Q2).
    let amount = host.setText("250", in: "Amount")
    #expect(amount.evaluatedViews == ["CurrencyConverterScreen", "ConversionResult"], "\(amount.trace)")
    let pound = host.pick("GBP", in: "To")
    #expect(pound.evaluatedViews == ["CurrencyConverterScreen", "ConversionResult", "RateFootnote"], "\(pound.trace)")
    // Two writes in one transaction (Q11): one run of each.
    let swapped = host.tap("Swap")
    #expect(
      swapped.evaluatedViews == ["CurrencyConverterScreen", "ConversionResult", "RateFootnote"], "\(swapped.trace)")
    #expect(host.treeDescription.contains("Text(1 GBP = 1.1765 EUR)"), "\(host.treeDescription)")
    // Q3: picking the code already chosen is an equal write, dropped.
    let same = host.pick("GBP", in: "From")
    #expect(same.bodyCount == 0, "\(same.trace)")
  }

  @Test(
    "Meeting notes: a @State draft passed as a binding re-runs nothing (Q3); @Bindable bindings tie their maker (Q6)")
  func meetingNotes() {
    let meeting = MeetingNotes()
    let host = ViewHost(MeetingNotesScreen().environment(meeting))
    #expect(
      host.mount.evaluatedViews == [
        "MeetingNotesScreen", "MeetingHeader", "AttendeeChip", "AttendeeChip", "ActionItemRow", "ActionItemRow",
      ], "\(host.mount.trace)")
    // Q6: the header reads `title`; the screen made `$meeting.title` from its local
    // `@Bindable`, which takes the value then, so it depends on `title` too.
    let title = host.type("!", into: "Title")
    #expect(meeting.title == "Weekly sync!")
    #expect(title.map(\.evaluatedViews) == [["MeetingNotesScreen", "MeetingHeader"]], "\(title[0].trace)")
    // Q3: `$newAttendee` is passed, and read only in the submit action.
    let draft = host.type("Lin", into: "Add attendee")
    #expect(draft.map(\.bodyCount) == [0, 0, 0], "\(traces(draft))")
    let added = host.submit("Add attendee")
    #expect(meeting.attendees == ["Ada", "Grace", "Lin"])
    #expect(added.evaluatedViews == ["MeetingNotesScreen", "AttendeeChip"], "\(added.trace)")
    // Q6: no body shows `notes` or `date`, but the screen made their bindings.
    let notes = host.type("A", into: "Notes")
    let date = host.setDate(Date(timeIntervalSince1970: 1_700_086_400), in: "Date")
    #expect(notes.map(\.evaluatedViews) == [["MeetingNotesScreen"]], "\(notes[0].trace)")
    #expect(date.evaluatedViews == ["MeetingNotesScreen"], "\(date.trace)")
    // Q6: the screen reads `actionItems` for its open count; Q3: both rows read their bindings.
    let done = host.toggle("Send agenda")
    #expect(done.evaluatedViews == ["MeetingNotesScreen", "ActionItemRow", "ActionItemRow"], "\(done.trace)")
    #expect(host.treeDescription.contains("Action items (1 open)"), "\(host.treeDescription)")
    // Q14: the dialog follows its binding; its button runs and dismisses it.
    let ask = host.tap("End Meeting")
    #expect(ask.bodyCount == 0, "\(ask.trace)")
    let ended = host.tap("End and Share")
    #expect(ended.evaluatedViews == ["MeetingNotesScreen", "MeetingHeader"], "\(ended.trace)")
    #expect(ended.unmounted.contains { $0.hasSuffix("/confirmationDialog") }, "\(ended.trace)")
  }

  @Test("Legacy shopping list: every @ObservedObject subscriber re-runs at each publish, keystrokes included")
  func shoppingListLegacy() {
    let list = LegacyShoppingList()
    let host = ViewHost(ShoppingListLegacyScreen(list: list))
    let everyone = ["ShoppingListLegacyScreen"] + Array(repeating: "LegacyItemRow", count: 4) + ["LegacyListFooter"]
    #expect(host.mount.evaluatedViews == everyone, "\(host.mount.trace)")
    // Each keystroke publishes `newName`: the screen, every row and the footer
    // subscribe, so all re-run; the rows and the footer show the same (wasted).
    let typed = host.type("Jam", into: "New item")
    #expect(typed.map(\.evaluatedViews) == Array(repeating: everyone, count: 3), "\(traces(typed))")
    #expect(
      typed[0].wastedEvaluations.map(\.viewType) == Array(repeating: "LegacyItemRow", count: 4) + ["LegacyListFooter"],
      "\(typed[0].trace)")
    // Two publishes in one action, one transaction (Q11): each subscriber once, the new row's first run.
    let added = host.tap("Add")
    #expect(list.items.map(\.name) == ["Milk", "Eggs", "Bread", "Apples", "Jam"])
    #expect(
      added.evaluatedViews
        == ["ShoppingListLegacyScreen"] + Array(repeating: "LegacyItemRow", count: 5) + ["LegacyListFooter"],
      "\(added.trace)")
    let deleted = host.deleteRows(at: [0])
    #expect(deleted.evaluatedViews == everyone, "\(deleted.trace)")
    // Q3, Q14: the alert's binding is passed, not read; its destructive button clears
    // the list: the rows leave before they would run.
    let ask = host.tap("Clear")
    #expect(ask.bodyCount == 0, "\(ask.trace)")
    let cleared = host.tap("Clear All")
    #expect(list.items.isEmpty)
    #expect(cleared.evaluatedViews == ["ShoppingListLegacyScreen", "LegacyListFooter"], "\(cleared.trace)")
  }

  @Test("Password vault: typing a secret re-runs nothing; rows holding a closure re-run with their list (Q3, Q2)")
  func passwordVault() {
    let vault = Vault()
    let host = ViewHost(PasswordVaultScreen(vault: vault))
    #expect(host.mount.evaluatedViews == ["PasswordVaultScreen", "VaultLockView"], "\(host.mount.trace)")
    #expect(host.treeDescription.contains("navigationBarHidden(true)"), "\(host.treeDescription)")
    // Q3: the lock view passes `$code` and reads it only in actions.
    let code = host.type("12", into: "Master password")
    #expect(code.map(\.bodyCount) == [0, 0], "\(traces(code))")
    // Q6: a failed attempt re-runs the lock view, which reads `failedAttempts`.
    let failed = host.tap("Unlock")
    #expect(failed.printedChanges == ["VaultLockView: \\Vault.failedAttempts changed."], "\(failed.trace)")
    host.setText("1234", in: "Master password")
    // Q6, Q8: the screen reads `isLocked`; the lock view's branch ends, the list's begins.
    let unlocked = host.submit("Master password")
    #expect(
      unlocked.evaluatedViews == [
        "PasswordVaultScreen", "VaultList", "VaultEntryRow", "VaultEntryRow", "VaultEntryRow",
      ],
      "\(unlocked.trace)")
    #expect(unlocked.unmounted.contains { $0.hasSuffix("VaultLockView") }, "\(unlocked.trace)")
    // Q2: each row holds a new closure, so all re-run; two show the same (wasted).
    let shown = host.tap("Show", near: "github.com")
    #expect(shown.evaluatedViews == ["VaultList", "VaultEntryRow", "VaultEntryRow", "VaultEntryRow"], "\(shown.trace)")
    #expect(shown.wastedEvaluations.count == 2, "\(shown.trace)")
    #expect(host.treeDescription.contains("Text(analytical-engine)"), "\(host.treeDescription)")
    // Q3: the list reads `deleting` (the dialog's data), so asking re-runs it and its rows.
    let ask = host.tap("Delete", near: "example.org")
    #expect(ask.evaluatedViews == ["VaultList", "VaultEntryRow", "VaultEntryRow", "VaultEntryRow"], "\(ask.trace)")
    #expect(ask.mounted.contains { $0.hasSuffix("/confirmationDialog") }, "\(ask.trace)")
    // Q14: the button removes the entry and dismisses the dialog in one transaction.
    let deleted = host.tap("Delete example.org")
    #expect(vault.entries.map(\.site) == ["github.com", "swift.org"])
    #expect(deleted.evaluatedViews == ["VaultList", "VaultEntryRow", "VaultEntryRow"], "\(deleted.trace)")
  }

  @Test("Class schedule: a tab stays realized once shown; a read in a list's row closure re-runs the rows only (Q6)")
  func classSchedule() {
    let schedule = ClassSchedule()
    let host = ViewHost(ClassScheduleScreen(schedule: schedule))
    #expect(
      host.mount.evaluatedViews == ["ClassScheduleScreen", "TodayClasses", "ClassRow", "ClassRow", "ClassRow"],
      "\(host.mount.trace)")
    // Q3: the screen passes `$tab`; the tab's content mounts when first selected.
    let settings = host.tap("Settings")
    #expect(settings.evaluatedViews == ["ScheduleSettings"], "\(settings.trace)")
    // Q6: `uses24Hour` is read in the rows' closure, their own scope, not the list's;
    // the hidden Today tab is still realized, so its rows re-run. The settings made
    // `$schedule.uses24Hour` from their `@Bindable`, taking the value (Q6).
    let clock = host.toggle("24-Hour Time")
    #expect(!clock.evaluatedViews.contains("TodayClasses"), "\(clock.trace)")
    #expect(clock.evaluatedViews.filter { $0 == "ClassRow" }.count == 3, "\(clock.trace)")
    #expect(clock.evaluatedViews == ["ClassRow", "ClassRow", "ClassRow", "ScheduleSettings"], "\(clock.trace)")
    #expect(host.treeDescription.contains("Text(14:00)"), "\(host.treeDescription)")
    let remind = host.increment("Remind 10 min before")
    #expect(remind.printedChanges == ["ScheduleSettings: \\ClassSchedule.reminderMinutes changed."], "\(remind.trace)")
    let week = host.tap("Week")
    #expect(week.evaluatedViews == ["WeekOverview"], "\(week.trace)")
    // Q6: the screen and the list read `courses`; Q2: the overview's count changed, a
    // new row appears, the other rows and the settings are equal.
    let added = host.update {
      schedule.courses.append(ClassSchedule.Course(id: 4, name: "Art", hour: 15, room: "Studio"))
    }
    #expect(
      added.evaluatedViews == ["ClassScheduleScreen", "TodayClasses", "ClassRow", "WeekOverview"], "\(added.trace)")
    let today = host.tap("Today")
    #expect(today.bodyCount == 0, "a tab already shown keeps its views: \(today.trace)")
  }

  @Test("Plant care: a sheet(item:) editor re-runs with every reader of `plants`; dismissing unmounts it (Q14, Q6)")
  func plantCare() {
    let greenhouse = Greenhouse()
    let host = ViewHost(PlantCareScreen(greenhouse: greenhouse))
    #expect(
      host.mount.evaluatedViews == ["PlantCareScreen"] + Array(repeating: "PlantTile", count: 4) + ["ThirstyBanner"],
      "\(host.mount.trace)")
    // Q3, Q14: the screen passes `$editing`; only the sheet's content runs.
    let open = host.tap("Monstera")
    #expect(open.evaluatedViews == ["PlantEditor"], "\(open.trace)")
    // Q6: the screen (the grid's data), the banner and the editor read `plants`; Q2:
    // one tile's plant changed. Only the editor's title shows a change: the tile still
    // says "Water today" and the banner's count is still 2.
    let every = host.increment("Every 7 days")
    #expect(greenhouse.plants[0].waterEveryDays == 8)
    #expect(every.evaluatedViews == ["PlantCareScreen", "PlantTile", "ThirstyBanner", "PlantEditor"], "\(every.trace)")
    #expect(every.necessaryEvaluations.map(\.viewType) == ["PlantEditor"], "\(every.trace)")
    // The action writes the plant and dismisses, one transaction: the editor is
    // unmounted (Q14), the readers re-run once (Q11).
    let watered = host.tap("Watered Today")
    #expect(watered.evaluatedViews == ["PlantCareScreen", "PlantTile", "ThirstyBanner"], "\(watered.trace)")
    #expect(watered.unmounted.contains { $0.hasSuffix("PlantEditor") }, "\(watered.trace)")
    #expect(host.treeDescription.contains("Text(1 plants need water)"), "\(host.treeDescription)")
  }

  @Test(
    "Trip planner: controls bound into an environment model re-run only its readers; a pushed editor too (Q3, Q6, Q15)")
  func tripPlanner() {
    let plan = TripPlan()
    let host = ViewHost(TripPlannerScreen(plan: plan))
    #expect(
      host.mount.evaluatedViews == ["TripPlannerScreen", "TripStopRow", "TripStopRow", "TripStopRow", "TripSummary"],
      "\(host.mount.trace)")
    // Q6: the screen reads `travelers` for the stepper's title, the summary too; Q2: rows equal.
    let travelers = host.increment("Travelers: 2")
    #expect(travelers.evaluatedViews == ["TripPlannerScreen", "TripSummary"], "\(travelers.trace)")
    // Q3: `$plan` reads no state, but projecting it to `.departure` takes the
    // property's value (a binding keeps its value, as SwiftUI's does), a getter run
    // during the body (Q6): the screen depends on `departure` and re-runs alone.
    let departure = host.setDate(Date(timeIntervalSince1970: 1_717_286_400), in: "Departure")
    #expect(departure.printedChanges == ["TripPlannerScreen: \\TripPlan.departure changed."], "\(departure.trace)")
    // Q15: the link appends its value to the path; only the destination runs.
    let pushed = host.tap("Lisbon")
    #expect(pushed.evaluatedViews == ["TripStopEditor"], "\(pushed.trace)")
    // Q6: the screen, the summary (through `totalNights`) and the editor read `stops`; Q2: one row changed.
    let nights = host.increment("Nights: 3")
    #expect(plan.stops[0].nights == 4)
    #expect(
      nights.evaluatedViews == ["TripPlannerScreen", "TripStopRow", "TripSummary", "TripStopEditor"], "\(nights.trace)")
    #expect(host.treeDescription.contains("Text(10 nights for 3)"), "\(host.treeDescription)")
    let back = host.goBack()
    #expect(back.bodyCount == 0 && back.unmounted.contains { $0.hasSuffix("TripStopEditor") }, "\(back.trace)")
  }

  @Test("Reading list: a previewed article re-runs only the sheet; marking it read removes its row (Q14, Q6, Q8)")
  func readingList() {
    let list = ReadingList()
    let host = ViewHost(ReadingListScreen(list: list))
    #expect(
      host.mount.evaluatedViews == ["ReadingListScreen", "ArticleRow", "ArticleRow", "UnreadBadge"],
      "\(host.mount.trace)")
    // Q3, Q14: `$previewing` is passed; the sheet's content mounts, and leaves when dismissed.
    let preview = host.tap("Swift 6 migration")
    #expect(preview.evaluatedViews == ["ArticlePreview"], "\(preview.trace)")
    let done = host.tap("Done")
    #expect(done.bodyCount == 0 && done.unmounted.contains { $0.hasSuffix("ArticlePreview") }, "\(done.trace)")
    // Q6: the screen (through `visible`) and the badge read `articles`; the read row leaves (Q8).
    let read = host.tap("Read", near: "Swift 6 migration")
    #expect(read.evaluatedViews == ["ReadingListScreen", "UnreadBadge"], "\(read.trace)")
    #expect(host.treeDescription.contains("Text(1 unread)"), "\(host.treeDescription)")
    // Q6: only the screen reads `filter`; two rows appear, the other is equal (Q2).
    let all = host.pick("All", in: "Show")
    #expect(all.evaluatedViews == ["ReadingListScreen", "ArticleRow", "ArticleRow"], "\(all.trace)")
  }

  @Test("Legacy account settings: @EnvironmentObject readers re-run at each publish; a NavigationView link pushes")
  func accountSettingsLegacy() {
    let account = AccountSettings()
    let host = ViewHost(AccountSettingsLegacyScreen().environmentObject(account))
    #expect(host.mount.evaluatedViews == ["AccountSettingsLegacyScreen", "AccountHeader"], "\(host.mount.trace)")
    // Q12: both readers re-run whenever the object publishes, whatever they read.
    let twoFactor = host.toggle("Two-Factor Authentication")
    #expect(account.twoFactor)
    #expect(twoFactor.evaluatedViews == ["AccountSettingsLegacyScreen", "AccountHeader"], "\(twoFactor.trace)")
    // Q3, Q14: the action sheet's binding is passed, not read; its button publishes.
    let ask = host.tap("Sign Out")
    #expect(ask.bodyCount == 0 && ask.mounted.contains { $0.hasSuffix("/actionSheet") }, "\(ask.trace)")
    let signOut = host.tap("Sign Out Now")
    #expect(account.signedOut)
    #expect(signOut.evaluatedViews == ["AccountSettingsLegacyScreen", "AccountHeader"], "\(signOut.trace)")
    #expect(signOut.unmounted.contains { $0.hasSuffix("/actionSheet") }, "\(signOut.trace)")
    // Q15: a link inside a NavigationView (a stack on iPhone, a column on iPad) shows
    // its destination when tapped: the editor's first run, then again for the draft
    // its `onAppear` wrote, which the body reads (Q3).
    let editorShown = [
      "EditNameView: @self, @identity, _account, _presentationMode, _draft changed.", "EditNameView: _draft changed.",
    ]
    let pushedHere = host.tap("Edit Name")
    #expect(pushedHere.printedChanges == editorShown, "\(pushedHere.trace)")
    // The same editor pushed on a NavigationStack (Q15).
    let stack = ViewHost(NavigationStack { NavigationLink("Edit Name") { EditNameView() } }.environmentObject(account))
    let pushed = stack.tap("Edit Name")
    #expect(pushed.printedChanges == editorShown, "\(pushed.trace)")
    // Q3: the body reads `draft` (the save button is disabled while it is empty).
    let renamed = stack.setText("Ada L.", in: "Display Name")
    #expect(renamed.evaluatedViews == ["EditNameView"], "\(renamed.trace)")
    let saved = stack.tap("Save")
    #expect(account.displayName == "Ada L.")
    // Q14: `presentationMode.wrappedValue.dismiss()` in a pushed view pops it, in the
    // transaction of the save: the editor leaves before it would re-run for the publish.
    #expect(saved.unmounted.contains { $0.hasSuffix("EditNameView") }, "\(saved.trace)")
    withKnownIssue("the pushed editor re-runs for the publish before the pop that removes it is applied") {
      #expect(saved.evaluatedViews.isEmpty, "\(saved.trace)")
    }
  }
}
