import ViewGraph

// A kanban board: columns in a horizontal scroll view, each built in a `ForEach`
// row over the stages from an @Observable board, given its tickets and a
// `@MainActor` closure to advance one; tickets with a context menu.
// Counts: the board's body reads nothing of the model, as each column's tickets are
// filtered in the `ForEach` row's own scope (Q6); a change re-runs those scopes,
// and every column, as each is handed a new closure (Q2: closures never compare
// equal); inside, a header or card re-runs only when its value changed (Q2).

@Observable
final class KanbanBoard {
  enum Stage: String, CaseIterable, Identifiable {
    case todo = "To Do"
    case doing = "Doing"
    case done = "Done"
    var id: Self { self }
  }

  struct Ticket: Identifiable, Equatable {
    let id: Int
    var title: String
    var stage: Stage
  }

  var tickets = [
    Ticket(id: 1, title: "Write spec", stage: .todo),
    Ticket(id: 2, title: "Design icons", stage: .todo),
    Ticket(id: 3, title: "Build sync", stage: .doing),
    Ticket(id: 4, title: "Set up CI", stage: .done),
  ]

  func advance(_ id: Int) {
    guard let index = tickets.firstIndex(where: { $0.id == id }) else { return }
    switch tickets[index].stage {
    case .todo: tickets[index].stage = .doing
    case .doing: tickets[index].stage = .done
    case .done: break
    }
  }
}

struct ColumnHeader: View {
  let title: String
  let count: Int

  var body: some View {
    HStack {
      Text(title).font(.headline)
      Spacer()
      Text("\(count)")
        .padding(.horizontal, 8)
        .background(Capsule().fill(Color.gray.opacity(0.2)))
    }
  }
}

struct TicketCard: View {
  let ticket: KanbanBoard.Ticket

  var body: some View {
    Text(ticket.title)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding()
      .background(RoundedRectangle(cornerRadius: 8).fill(Color.white))
  }
}

struct KanbanColumn: View {
  let stage: KanbanBoard.Stage
  let tickets: [KanbanBoard.Ticket]
  let onAdvance: @MainActor (Int) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      ColumnHeader(title: stage.rawValue, count: tickets.count)
      ForEach(tickets) { ticket in
        TicketCard(ticket: ticket)
          .contextMenu {
            if stage != .done {
              Button("Advance") { onAdvance(ticket.id) }
            }
          }
      }
    }
    .frame(width: 240)
  }
}

struct KanbanBoardScreen: View {
  let board: KanbanBoard

  var body: some View {
    ScrollView(.horizontal) {
      HStack(alignment: .top, spacing: 16) {
        ForEach(KanbanBoard.Stage.allCases) { stage in
          KanbanColumn(stage: stage, tickets: board.tickets.filter { $0.stage == stage }) { id in
            board.advance(id)
          }
        }
      }
      .padding()
    }
  }
}
