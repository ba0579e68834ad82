/// A problem SwiftUI would log or trap on, recorded instead, with SwiftUI's text.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The kind of problem.
  public enum Kind: String, Sendable, Equatable {
    /// A `@State` write inside a body, dropped (Q10).
    case stateModifiedDuringUpdate
    /// `objectWillChange` sent inside a body, delivered after it (Q10).
    case publishedDuringUpdate
    /// `objectWillChange` sent away from the main thread; delivered on the main actor (Q10).
    case publishedOffMainThread
    /// `$state` taken before the view was installed (Q10).
    case stateOutsideView
    /// A `@StateObject` read before the view was installed (Q10).
    case stateObjectOutsideView
    /// A required `@Environment(Type.self)` object is missing; the body was skipped (Q5).
    case missingObservableObject
    /// A required `@EnvironmentObject` is missing; the body was skipped (Q5).
    case missingEnvironmentObject
    /// A constant-range `ForEach` changed its count; the old data was kept (Q8).
    case forEachCountChanged
    /// A `ForEach` has a repeated id; later rows with it are not shown (Q8).
    case forEachDuplicateID
    /// Views kept invalidating each other; the update was stopped (Q10).
    case updateCycle
    /// An `onChange` action kept changing the value it watches; its third run in one
    /// flush was dropped (Q13).
    case actionCycle
    /// An input named a control that is not on screen.
    case controlNotFound
    /// An input named a title that more than one control of its kind shows; nothing
    /// was delivered (as a UI test's query with several matches fails).
    case controlAmbiguous
    /// An input named a control that is disabled; the input was ignored.
    case controlDisabled
    /// A picker has no option showing the text an input named.
    case optionNotFound
    /// An input named a container that is not on screen (a lazy container to scroll,
    /// an editable `ForEach`).
    case containerNotFound
    /// An input needs an action that no view declares (`onSubmit`, `refreshable`).
    case actionNotFound
    /// An input named a row offset an editable `ForEach` does not show (a deletion
    /// or a move past its rows): nothing ran.
    case rowNotFound
    /// A scenario step was given a model of another type than it expects.
    case modelTypeMismatch
    /// A binding wrote to the `@State` of a view no longer in the graph; nothing updates.
    case stateOfRemovedView
    /// A `task` had not finished when `settle(timeout:)` gave up waiting.
    case taskStillRunning
    /// Work on the host's clock kept falling due without time passing (an item that
    /// schedules another at once, forever); the advance stopped.
    case clockRunaway
    /// A value was pushed on a navigation stack with no `navigationDestination` for
    /// its type; nothing is shown for it (Q15).
    case navigationDestinationNotFound
    /// Under the minimum oracle, a view's output still differed from what its body
    /// produces after the oracle re-ran it (a body that shows something new at every
    /// evaluation); the oracle re-runs a view once per update.
    case oracleUnsettled
    /// The host was asked for a tracking strategy this build cannot run (the what-if
    /// strategy with Apple's Combine); it tracks as written instead.
    case trackingUnavailable
  }

  /// The kind of problem.
  public var kind: Kind
  /// The message, with SwiftUI's exact text where SwiftUI has one.
  public var message: String
  /// The path of the view concerned, empty when none.
  public var path: String

  /// Creates a diagnostic.
  public init(kind: Kind, message: String, path: String) {
    self.kind = kind
    self.message = message
    self.path = path
  }

  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
