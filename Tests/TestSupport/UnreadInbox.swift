public import Observation
public import ViewGraph

// An inbox whose header can be made to read the unread count: the deliberate change
// that adds re-renders, for the tests of recorded baselines (in tests and on the
// command line).

/// The inbox's model.
@Observable public final class UnreadInbox {
  public var unread = 0
  public init() {}
}

/// Shows the count: reads `unread`.
public struct UnreadBadge: View {
  let inbox: UnreadInbox
  public var body: some View { Text("\(inbox.unread)") }
}

/// The header also reads the count when `regressed`: one more body per change.
public struct UnreadHeader: View {
  let inbox: UnreadInbox
  let regressed: Bool
  public var body: some View { Text(regressed ? "Inbox (\(inbox.unread))" : "Inbox") }
}

/// The screen: the header over the badge.
public struct UnreadScreen: View {
  let inbox: UnreadInbox
  let regressed: Bool
  public init(inbox: UnreadInbox, regressed: Bool) {
    self.inbox = inbox
    self.regressed = regressed
  }
  public var body: some View {
    VStack {
      UnreadHeader(inbox: inbox, regressed: regressed)
      UnreadBadge(inbox: inbox)
    }
  }
}
