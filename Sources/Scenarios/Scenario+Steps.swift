public import ViewGraph

// The steps of a scenario that deliver an input, one per input the host has
// (ViewHost's tap, type, toggle, …), each as the host delivers it: one transaction,
// or one per character typed. `near:` names one of several controls with a title by
// a text beside it, as the host's inputs do. An input that cannot be delivered fails
// the step with the host's diagnostic (Scenario+Run.swift).

extension Scenario.Step {
  /// The name of a step on a control, `near:` said when given.
  private static func named(_ action: String, _ near: String?) -> String {
    near.map { "\(action) near '\($0)'" } ?? action
  }

  /// A step that taps a button.
  public static func tap(_ title: String, near: String? = nil) -> Self {
    Self(named("tap '\(title)'", near)) { [$0.host.tap(title, near: near)] }
  }

  /// A step that types text into a text field, one transaction per character.
  public static func type(_ text: String, into field: String, near: String? = nil) -> Self {
    Self(named("type '\(text)' into '\(field)'", near)) { $0.host.type(text, into: field, near: near) }
  }

  /// A step that submits a text field (its `onSubmit` action).
  public static func submit(_ field: String, near: String? = nil) -> Self {
    Self(named("submit '\(field)'", near)) { [$0.host.submit(field, near: near)] }
  }

  /// A step that flips a toggle.
  public static func toggle(_ title: String, near: String? = nil) -> Self {
    Self(named("toggle '\(title)'", near)) { [$0.host.toggle(title, near: near)] }
  }

  /// A step that picks an option of a picker, by the option's title.
  public static func pick(_ option: String, in picker: String, near: String? = nil) -> Self {
    Self(named("pick '\(option)' in '\(picker)'", near)) { [$0.host.pick(option, in: picker, near: near)] }
  }

  /// A step that steps a stepper up once.
  public static func increment(_ title: String, near: String? = nil) -> Self {
    Self(named("increment '\(title)'", near)) { [$0.host.increment(title, near: near)] }
  }

  /// A step that steps a stepper down once.
  public static func decrement(_ title: String, near: String? = nil) -> Self {
    Self(named("decrement '\(title)'", near)) { [$0.host.decrement(title, near: near)] }
  }

  /// A step that sets a slider's or a stepper's value.
  public static func setValue(_ value: Double, in title: String, near: String? = nil) -> Self {
    Self(named("set '\(title)' to \(value)", near)) { [$0.host.setValue(value, in: title, near: near)] }
  }

  /// A step that picks a date in a date picker.
  public static func setDate(_ date: Date, in title: String, near: String? = nil) -> Self {
    Self(named("set '\(title)' to \(date)", near)) { [$0.host.setDate(date, in: title, near: near)] }
  }

  /// A step that deletes rows of an editable `ForEach` (one with `onDelete`).
  public static func deleteRows(at offsets: IndexSet, section: Int = 0) -> Self {
    Self("delete rows \(Array(offsets)) of section \(section)") { [$0.host.deleteRows(at: offsets, section: section)] }
  }

  /// A step that moves rows of an editable `ForEach` (one with `onMove`).
  public static func moveRows(fromOffsets source: IndexSet, toOffset destination: Int, section: Int = 0) -> Self {
    Self("move rows \(Array(source)) to \(destination) in section \(section)") {
      [$0.host.moveRows(fromOffsets: source, toOffset: destination, section: section)]
    }
  }

  /// A step that pulls to refresh the first refreshable view, its action awaited.
  public static func refresh() -> Self {
    Self("refresh") { [await $0.host.refresh()] }
  }

  /// A step that pops the top of the innermost navigation stack with something pushed.
  public static func goBack() -> Self {
    Self("go back") { [$0.host.goBack()] }
  }

  /// A step that dismisses the presentation on top (a sheet, an alert, a dialog).
  public static func dismissPresentation() -> Self {
    Self("dismiss the presentation") { [$0.host.dismissPresentation()] }
  }

  /// A step that scrolls the first lazy container to a row.
  public static func scroll(toRow row: Int) -> Self {
    Self("scroll to row \(row)") { [$0.host.scroll(toRow: row)] }
  }

  /// A step that lets time pass on the host's clock: each timer fire, timeline entry
  /// and piece of delayed work that falls due is its own update, in time order
  /// (Documentation/Rules.md, "Time").
  public static func advance(by duration: Duration) -> Self {
    let (seconds, attoseconds) = duration.components
    let text = attoseconds == 0 ? "\(seconds)s" : "\(Double(seconds) + Double(attoseconds) / 1e18)s"
    return Self("wait \(text)") { $0.host.advance(by: duration) }
  }
}
