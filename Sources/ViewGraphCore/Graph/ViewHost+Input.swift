import Diffing

// User input as SwiftUI delivers it: a tap runs a button's action, typing
// appends one character per transaction, a toggle flips its binding. An input
// names its control by title, as a UI test does, and, when rows repeat a title,
// by a text near it (`near:`). An input that cannot be delivered (no such control
// on screen, several, or a disabled one) gets a diagnostic and, on a strict host,
// fails the test at the caller's line (InputFailure.swift).

extension ViewHost {
  /// Taps the button or tap gesture with a title: each run of its action is one
  /// transaction.
  ///
  /// A gesture added with `onTapGesture(count:)` runs its action each time `count`
  /// taps reached it (Documentation/Rules.md Q20): `tap(_:count:)` must deliver a
  /// multiple of it, or nothing runs and the input fails (a double-tap gesture tapped
  /// once most likely meant a double tap).
  ///
  /// - Parameters:
  ///   - title: The button's string title, or the text of its label.
  ///   - near: A text beside the control meant, when several have the title.
  ///   - count: How many taps in a row (a double tap is 2), one or more. A button runs
  ///     its action at each; a gesture, each time its own count is reached. The
  ///     control is found again before each run: one that left the screen or was
  ///     disabled by an earlier run takes no more taps, and the input fails.
  ///   - fileID: The caller's file, where a failed input is reported (as the other
  ///     three, filled in by default).
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What the taps caused, as one update; a diagnostic when no enabled
  ///   button has the title.
  @discardableResult
  public func tap(
    _ title: String, near: String? = nil, count: Int = 1,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard count >= 1 else {
      return failed(
        Diagnostic(
          kind: .controlNotFound, message: "tap(_:count:) delivers one tap or more; \(count) taps were asked for.",
          path: ""),
        at: site)
    }
    let search = findControl(title, near: near, as: (any TappableControl).self, kind: "Button", at: site)
    guard case .found(let node, let control) = search else { return search.refusal }
    if let refusal = control.tapRefusal {
      return failed(
        Diagnostic(
          kind: .controlDisabled,
          message: "The \(control.controlKind ?? "Button") titled '\(title)' \(refusal); the input was ignored.",
          path: node.path), at: site)
    }
    let needed = max(1, control.tapCount)
    guard count.isMultiple(of: needed) else {
      return failed(
        Diagnostic(
          kind: .actionNotFound,
          message:
            "The tap gesture titled '\(title)' runs after every \(needed) taps (onTapGesture(count: \(needed))); "
            + "\(count) \(count == 1 ? "tap" : "taps") would leave \(count % needed) that \(count % needed == 1 ? "runs" : "run") nothing: tap a multiple of \(needed).",
          path: node.path), at: site)
    }
    var updates: [Update] = []
    for run in 0..<(count / needed) {
      // Found again: an earlier run may have removed, disabled or changed the control.
      guard let current = stillShown(node, as: (any TappableControl).self) else {
        updates.append(
          gone(
            node, title: title, during: "after \(run * needed) of \(count) taps; the other taps ran nothing", at: site))
        break
      }
      updates.append(
        update {
          current.performTap()
          // A button of an alert or a dialog dismisses it once its action ran.
          node.environment.dismissAfterAction()
        })
    }
    return updates.count == 1 ? updates[0] : Update.merging(updates)
  }

  /// Types text into the text field with a title: one transaction per character, appended.
  ///
  /// - Returns: One update per character typed.
  @discardableResult
  public func type(
    _ text: String, into title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> [Update] {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var updates: [Update] = []
    for character in text {
      let typed = input(title, near: near, as: (any TextInputControl).self, kind: "TextField", at: site) {
        node, control in
        // Typing starts with a tap into the field: it takes focus first.
        moveFocus(to: node)
        edit(control, node: node) { $0 + String(character) }
      }
      updates.append(typed)
      // A field that is not there fails once, not once per character.
      if typed.diagnostics.contains(where: \.kind.isInputFailure) { break }
    }
    return updates
  }

  /// Focuses the control with a title, as a tap into it would: it takes focus from
  /// the control that had it, as one transaction.
  @discardableResult
  public func focus(
    _ title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return input(title, near: near, as: (any BoundControl).self, kind: "control", at: site) { node, _ in
      moveFocus(to: node)
    }
  }

  /// Takes focus from every control (the keyboard dismissed), as one transaction.
  @discardableResult
  public func unfocus() -> Update {
    update { for (_, target) in focusTargets() where target.isFocused() { target.unfocus() } }
  }

  /// Gives focus to the `focused` modifier above a control, taking it from the others.
  private func moveFocus(to node: GraphNode) {
    guard let target = node.environment[FocusTargetKey.self].modifier, !target.isFocused() else { return }
    for (_, other) in focusTargets() where other.isFocused() { other.unfocus() }
    target.focus()
  }

  /// Every `focused` modifier on screen, in tree order.
  private func focusTargets() -> [(GraphNode, FocusedModifier)] {
    reconciler.nodes(with: .focusTarget).compactMap { node in
      (node.value as? any FocusCarrying).map { (node, $0.focusModifier) }
    }
  }

  /// Replaces the text of a text field, as one transaction (a paste or a clear).
  @discardableResult
  public func setText(
    _ text: String, in title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return input(title, near: near, as: (any TextInputControl).self, kind: "TextField", at: site) { node, control in
      edit(control, node: node) { _ in text }
    }
  }

  private func edit(_ control: any TextInputControl, node: GraphNode, _ change: (String) -> String) {
    if let drafted = control as? any DraftedTextInput {
      reconciler.editMemo(of: node) { drafted.edit(state: &$0, change) }
    } else {
      control.text.wrappedValue = change(control.text.wrappedValue)
    }
  }

  /// Flips the toggle with a title, as one transaction.
  @discardableResult
  public func toggle(
    _ title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return input(title, near: near, as: (any ToggleControl).self, kind: "Toggle", at: site) { _, control in
      control.isOn.wrappedValue.toggle()
    }
  }

  /// Steps a stepper or slider up, as one transaction.
  @discardableResult
  public func increment(
    _ title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return adjust(title, near: near, at: site) { $0.increment() }
  }

  /// Steps a stepper or slider down, as one transaction.
  @discardableResult
  public func decrement(
    _ title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return adjust(title, near: near, at: site) { $0.decrement() }
  }

  /// Sets a slider's or stepper's value, as one transaction (a drag that ends there).
  @discardableResult
  public func setValue(
    _ value: Double, in title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return adjust(title, near: near, at: site) { _ = $0.setValue(value) }
  }

  /// Picks an option of a picker (or a tab of a tab view) by the text it shows, as
  /// one transaction: the selection takes the option's tag (or its `ForEach` id).
  @discardableResult
  public func pick(
    _ option: String, in title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let search = findControl(title, near: near, as: (any SelectionControl).self, kind: "Picker", at: site)
    guard case .found(let node, let control) = search else { return search.refusal }
    let options = self.options(of: node)
    if let tag = options.first(where: { $0.title == option })?.tag { return update { _ = control.select(tag: tag) } }
    let titles = options.map { "'\($0.title)'" }
    return failed(
      Diagnostic(
        kind: .optionNotFound,
        message:
          "The Picker titled '\(title)' has no option '\(option)' (options: \(titles.isEmpty ? "none" : titles.joined(separator: ", "))).",
        path: node.path), at: site)
  }

  /// Deletes rows of an editable `ForEach` (one with `onDelete`), as a swipe to
  /// delete would, as one transaction.
  ///
  /// - Parameters:
  ///   - offsets: The offsets of the rows in the `ForEach`'s data.
  ///   - section: Which editable `ForEach`, in tree order (0 is the first).
  ///   - site: The caller's place, where a failure is reported.
  /// - Returns: What the deletion caused; a diagnostic when no such `ForEach` is on screen.
  package func deleteRows(at offsets: [Int], section: Int, at site: InputSite) -> Update {
    editRows(section: section, action: "onDelete", offsets: offsets, destination: nil, at: site) { actions in
      guard let delete = actions.delete else { return nil }
      return { delete(offsets) }
    }
  }

  /// Moves rows of an editable `ForEach` (one with `onMove`), as a drag would.
  package func moveRows(from offsets: [Int], to destination: Int, section: Int, at site: InputSite) -> Update {
    editRows(section: section, action: "onMove", offsets: offsets, destination: destination, at: site) { actions in
      guard let move = actions.move else { return nil }
      return { move(offsets, destination) }
    }
  }

  /// Runs an edit of the `ForEach` at `section`, when it shows every row the offsets
  /// name (and the destination is within its rows or just after them): a swipe or a
  /// drag reaches only rows on screen, so an offset past them runs nothing and says so.
  private func editRows(
    section: Int, action: String, offsets: [Int], destination: Int?, at site: InputSite,
    _ make: (RowEditActions) -> (() -> Void)?
  ) -> Update {
    let editable = reconciler.nodes(with: .editable).flatMap { reconciler.editActions(of: $0) }
    guard editable.indices.contains(section), let run = make(editable[section]) else {
      return failed(
        Diagnostic(
          kind: .containerNotFound,
          message:
            "No ForEach with \(action) #\(section) is on screen (there \(editable.count == 1 ? "is" : "are") \(editable.count) editable ForEach).",
          path: ""), at: site)
    }
    let rows = editable[section].rowCount
    let outside = offsets.filter { !(0..<rows).contains($0) }
    if !outside.isEmpty || offsets.isEmpty || destination.map({ !(0...rows).contains($0) }) == true {
      let shows = "The ForEach with \(action) #\(section) shows \(rows) \(rows == 1 ? "row" : "rows")"
      let problem =
        if offsets.isEmpty {
          "no row was named"
        } else if outside.isEmpty {
          "offset \(destination ?? 0) is not one of them nor just after them"
        } else {
          "row \(outside.map(String.init).joined(separator: ", ")) is not one of them"
        }
      return failed(
        Diagnostic(kind: .rowNotFound, message: "\(shows): \(problem); nothing ran.", path: ""), at: site)
    }
    return update { run() }
  }

  /// Submits the text field with a title, as pressing return would: the nearest
  /// `onSubmit` above it runs, as one transaction.
  @discardableResult
  public func submit(
    _ title: String, near: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let search = findControl(title, near: near, as: (any TextInputControl).self, kind: "TextField", at: site)
    guard case .found(let field, _) = search else { return search.refusal }
    let commit = (field.value as? any CommitCarrying)?.onCommit
    var node = field.parent
    while let current = node {
      if let submit = (current.value as? any SubmitCarrying)?.submitModifier {
        return update {
          commit?()
          submit.action()
        }
      }
      node = current.parent
    }
    if let commit { return update { commit() } }
    return failed(
      Diagnostic(
        kind: .actionNotFound, message: "The TextField titled '\(title)' has no onSubmit above it; nothing ran.",
        path: field.path), at: site)
  }

  /// Dismisses the presentation shown on top (the last in tree order), as a swipe
  /// down or a tap outside it would: its binding is set back, as one transaction.
  @discardableResult
  public func dismissPresentation(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    guard let top = reconciler.nodes(with: .presentation).last else {
      return failed(
        Diagnostic(kind: .containerNotFound, message: "No presentation is on screen.", path: ""),
        at: InputSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    let dismiss = top.environment.dismiss
    return update { dismiss() }
  }

  /// Goes back on the navigation stack shown last (the last in tree order that has
  /// pushed views), as the back button would: its top view is popped, as one
  /// transaction.
  @discardableResult
  public func goBack(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let stacks = reconciler.nodes(with: .navigationStack).compactMap { $0.memo as? NavigationState }
    guard let top = stacks.last(where: { !$0.pathValues.isEmpty || !$0.pushedViews.isEmpty }) else {
      return failed(
        Diagnostic(
          kind: .containerNotFound, message: "No navigation stack has a view to go back from.", path: ""),
        at: InputSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return update { _ = top.popTop() }
  }

  /// Pulls the first refreshable view (in tree order) to refresh: runs its action,
  /// waits for it, and flushes what it changed as one update.
  @discardableResult
  public func refresh(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async -> Update {
    await refresh(at: nil, site: InputSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Pulls the refreshable view at a path (the first in tree order when `nil`) to
  /// refresh: its action run and waited for, what it changed flushed as one update.
  package func refresh(
    at path: String?, site: InputSite = InputSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
  ) async -> Update {
    let action = reconciler.nodes(with: .refreshable).lazy.filter { path == nil || $0.path == path }.compactMap {
      ($0.value as? any RefreshCarrying)?.refreshAction
    }.first
    guard let action else {
      let message = path.map { "No refreshable view is at '\($0)'." } ?? "No refreshable view is on screen."
      return failed(Diagnostic(kind: .actionNotFound, message: message, path: path ?? ""), at: site)
    }
    await action()
    return flush()
  }

  /// The control a node shows now, when it is still on screen and enabled: what an
  /// input of several transactions acts on after the first (an earlier one may have
  /// removed, disabled or changed it).
  package func stillShown<C>(_ node: GraphNode, as _: C.Type) -> C? {
    guard node.isAlive, node.environment.isEnabled else { return nil }
    return node.value as? C
  }

  /// The failure of an input whose control left the screen or was disabled while it
  /// was being delivered.
  package func gone(_ node: GraphNode, title: String, during: String, at site: InputSite) -> Update {
    failed(
      Diagnostic(
        kind: node.isAlive ? .controlDisabled : .controlNotFound,
        message: "The control titled '\(title)' \(node.isAlive ? "was disabled" : "left the screen") \(during).",
        path: node.path), at: site)
  }

  /// Finds the enabled control of a kind with a title and acts on it as one
  /// transaction; a diagnostic when none is on screen or it is disabled.
  package func input<C>(
    _ title: String, near: String?, as type: C.Type, kind: String, at site: InputSite,
    _ act: (GraphNode, C) -> Void
  ) -> Update {
    let search = findControl(title, near: near, as: type, kind: kind, at: site)
    guard case .found(let node, let control) = search else { return search.refusal }
    return update { act(node, control) }
  }

  private func firstTag(below node: GraphNode) -> AnyHashable? {
    var stack = Array(node.children.reversed())
    while let next = stack.popLast() {
      if let tag = (next.value as? any TagCarrying)?.carriedTag { return tag }
      stack.append(contentsOf: next.children.reversed())
    }
    return nil
  }

  private func rowTag(of node: GraphNode) -> AnyHashable? {
    guard case .row = node.kind, case .explicit(let id) = node.key.child else { return nil }
    return id.base
  }

  private func adjust(
    _ title: String, near: String?, at site: InputSite, _ change: (any AdjustableControl) -> Void
  ) -> Update {
    input(title, near: near, as: (any AdjustableControl).self, kind: "Stepper or Slider", at: site) { change($1) }
  }

  /// The titles of the controls on screen, in tree order, for messages and the CLI.
  public var controlTitles: [String] {
    inputsInTreeOrder().map(title(of:))
  }

  /// The controls on screen, in tree order: each one's kind (its view type, as a
  /// trace names it), title (as inputs find it) and path.
  public var controls: [ScreenControl] {
    inputsInTreeOrder().compactMap { node -> ScreenControl? in
      // A button a custom primitive style makes is reached through its style's body.
      guard !node.tapsThroughItsStyle else { return nil }
      return ScreenControl(
        kind: (node.value as? any TitledInput)?.controlKind
          ?? (node.label.isEmpty ? typeName(Swift.type(of: node.value)) : node.label), title: title(of: node),
        path: node.path, isEnabled: node.environment.isEnabled,
        refusal: (node.value as? any TappableControl)?.tapRefusal, value: node.value, nodeID: node.id)
    }
  }

  /// Runs `inputs` with every input reaching only the controls at a path or below it:
  /// how to name one of several controls with one title, by the path of its row (a
  /// failed input's diagnostic and ``controls`` give the paths).
  ///
  ///     host.within("Cart/List/ForEach[id: 2]") { host.tap("+") }
  ///
  /// The inputs still find their control by its title, inside the path.
  @discardableResult
  public func within<Result>(_ path: String, _ inputs: () throws -> Result) rethrows -> Result {
    try scoped(.path(path), inputs)
  }

  /// Runs `inputs` with every input reaching only one control of ``controls``: how to
  /// name one of two sibling controls that share a title and a path, or a control
  /// with no title (a shape or an undescribed icon, titled `""`).
  ///
  ///     let plus = host.controls.filter { $0.title == "+" }[1]
  ///     host.within(plus) { host.tap("+") }
  @discardableResult
  public func within<Result>(_ control: ScreenControl, _ inputs: () throws -> Result) rethrows -> Result {
    try scoped(.node(control.nodeID), inputs)
  }

  private func scoped<Result>(_ scope: InputScope, _ inputs: () throws -> Result) rethrows -> Result {
    let outer = inputScope
    inputScope = scope
    defer { inputScope = outer }
    return try inputs()
  }

  /// How many presentations and pushed views are shown: what an interaction that
  /// presents or pushes raises.
  package var presentedDepth: Int {
    presentationCount
      + reconciler.nodes(with: .navigationStack).reduce(0) { depth, node in
        guard let state = node.memo as? NavigationState else { return depth }
        return depth + state.pathValues.count + state.pushedViews.count
      }
  }

  /// How many presentations (sheets, covers, popovers, alerts, dialogs) are shown.
  package var presentationCount: Int { reconciler.nodes(with: .presentation).count }

  /// The editable `ForEach`s on screen, in the order `deleteRows(at:section:)` counts
  /// them: each one's path, rows and actions.
  package var editableRowSets: [EditableRows] {
    reconciler.nodes(with: .editable).flatMap { node in
      reconciler.editActions(of: node).map {
        EditableRows(path: node.path, rowCount: $0.rowCount, canDelete: $0.delete != nil, canMove: $0.move != nil)
      }
    }
  }

  /// The paths of the refreshable views on screen, in tree order.
  package var refreshablePaths: [String] {
    reconciler.nodes(with: .refreshable).filter { $0.value is any RefreshCarrying }.map(\.path)
  }

  /// The titles of the options of a picker, in order.
  package func pickerOptions(of control: ScreenControl) -> [String] {
    guard let node = inputsInTreeOrder().first(where: { $0.id == control.nodeID }) else { return [] }
    return options(of: node).map(\.title)
  }

  /// A picker's options in order: each tagged view below it, its title and tag.
  private func options(of picker: GraphNode) -> [(title: String, tag: AnyHashable)] {
    var options: [(title: String, tag: AnyHashable)] = []
    var stack = Array(picker.children.reversed())
    while let next = stack.popLast() {
      // A row's explicit `.tag(_:)` wins over its `ForEach` id (the implicit tag).
      if let tag = (next.value as? any TagCarrying)?.carriedTag ?? rowTag(of: next).map({ firstTag(below: next) ?? $0 })
      {
        options.append((title(of: next), tag))
        continue
      }
      stack.append(contentsOf: next.children.reversed())
    }
    return options
  }

  // MARK: - Finding controls

  /// What looking for the control an input names found: the control, or the
  /// update of the refused input (its diagnostic, and its failure on a strict host).
  package enum ControlSearch<Control> {
    case found(GraphNode, Control)
    case refused(Update)

    /// The refused input's update; an empty one when a control was found.
    package var refusal: Update {
      if case .refused(let update) = self { return update }
      return Update()
    }
  }

  /// The controls inputs reach by title, in tree order: the feature index keeps them
  /// as they mount and unmount, so finding a control costs the controls, not the tree.
  private func inputsInTreeOrder() -> [GraphNode] {
    reconciler.nodes(with: .input)
  }

  /// The one enabled control of a kind with a title (the one nearest a text, when
  /// `near` names one); otherwise the failed input's update: none on screen, several
  /// (ambiguous), or disabled.
  ///
  /// A lenient host gives an ambiguous input to the first
  /// control in tree order, as before strict input, without a diagnostic.
  package func findControl<C>(
    _ title: String, near: String?, as: C.Type, kind: String, at site: InputSite
  ) -> ControlSearch<C> {
    var matches: [(GraphNode, C)] = []
    for node in inputsInTreeOrder() {
      // A button a custom primitive style makes is reached through its style's body.
      if let control = node.value as? C, !node.tapsThroughItsStyle, self.title(of: node) == title,
        inputScope.map({ $0.admits(node) }) ?? true
      {
        matches.append((node, control))
      }
    }
    if let near, !matches.isEmpty {
      let distances = matches.map { distance(from: $0.0, toText: near) }
      guard let best = distances.compactMap({ $0 }).min() else {
        return .refused(
          failed(
            Diagnostic(
              kind: .controlNotFound,
              message: "No \(kind) titled '\(title)' is near a text '\(near)': no view around one shows that text.",
              path: ""), at: site))
      }
      matches = zip(matches, distances).filter { $0.1 == best }.map(\.0)
    }
    guard let match = matches.first else {
      if case .path(let path) = inputScope {
        return .refused(
          failed(
            Diagnostic(
              kind: .controlNotFound,
              message:
                "No \(kind) titled '\(title)' is at '\(path)' or below it (controls there: \(scopedTitles(path)))."
                + Suggestions.didYouMean(path, among: controls.map(\.path)),
              path: ""), at: site))
      }
      return .refused(notFound(title, kind: kind, at: site))
    }
    guard matches.count == 1 || !options.strictInput else {
      return .refused(ambiguous(title, near: near, kind: kind, nodes: matches.map(\.0), at: site))
    }
    guard match.0.environment.isEnabled else { return .refused(disabled(title, node: match.0, kind: kind, at: site)) }
    return .found(match.0, match.1)
  }

  private func scopedTitles(_ path: String) -> String {
    let titles = inputsInTreeOrder().filter { InputScope.path(path).admits($0) }.map { "'\(title(of: $0))'" }
    return titles.isEmpty ? "none" : titles.joined(separator: ", ")
  }

  /// How many levels above a control its nearest ancestor showing a text is (the
  /// ancestor whose subtree has a `Text` with it); `nil` when none does.
  private func distance(from node: GraphNode, toText text: String) -> Int? {
    var levels = 0
    var ancestor: GraphNode? = node
    while let current = ancestor {
      if contains(text: text, below: current) { return levels }
      levels += 1
      ancestor = current.parent
    }
    return nil
  }

  private func contains(text: String, below node: GraphNode) -> Bool {
    var stack = [node]
    while let next = stack.popLast() {
      if let leaf = next.leaf, leaf.kind == "Text", leaf.value == text { return true }
      stack.append(contentsOf: next.children)
    }
    return false
  }

  private func title(of node: GraphNode) -> String {
    if let control = node.value as? any TitledInput, let title = control.controlTitle { return title }
    if let leaf = node.leaf, leaf.kind == "Text" { return leaf.value }
    // A label view: its first text.
    var stack = Array(node.children.reversed())
    while let next = stack.popLast() {
      if let leaf = next.leaf, leaf.kind == "Text" { return leaf.value }
      stack.append(contentsOf: next.children.reversed())
    }
    // A control without text (an icon): its accessibility label, as UI tests find it,
    // given to the control or to the image inside it; then what iOS reads for the
    // image (its asset's or symbol's name).
    var modifier = node.parent
    while let current = modifier, current.label.isEmpty {
      if let leaf = current.leaf, leaf.kind == "accessibilityLabel" { return leaf.value }
      modifier = current.parent
    }
    var imageName: String?
    stack = Array(node.children.reversed())
    while let next = stack.popLast() {
      if let leaf = next.leaf, leaf.kind == "accessibilityLabel" { return leaf.value }
      if imageName == nil, let image = next.value as? Image { imageName = image.accessibilityName }
      stack.append(contentsOf: next.children.reversed())
    }
    return imageName ?? ""
  }

  private func notFound(_ title: String, kind: String, at site: InputSite) -> Update {
    let titles = controlTitles
    let known = titles.map { "'\($0)'" }.joined(separator: ", ")
    // A control with this very title, of another kind (a toggle tapped, a long-press
    // view tapped): say so, rather than suggest the title asked for.
    let suggestion =
      titles.contains(title)
      ? " A control titled '\(title)' is on screen, but it is not a \(kind)."
      : Suggestions.didYouMean(title, among: titles)
    return failed(
      Diagnostic(
        kind: .controlNotFound,
        message:
          "No \(kind) titled '\(title)' is on screen (controls: \(known.isEmpty ? "none" : known)).\(suggestion)",
        path: ""), at: site)
  }

  private func ambiguous(_ title: String, near: String?, kind: String, nodes: [GraphNode], at site: InputSite) -> Update
  {
    let place = near.map { " equally near '\($0)'" } ?? ""
    let hint =
      near == nil
      ? "name the one meant with near: (a text beside it, such as its row's title), or deliver it inside host.within(path) { … } with its row's path"
      : "name a text nearer the one meant, or deliver it inside host.within(path) { … } with its row's path"
    return failed(
      Diagnostic(
        kind: .controlAmbiguous,
        message:
          "\(nodes.count) controls of kind \(kind) are titled '\(title)'\(place) (at \(nodes.map(\.path).joined(separator: ", "))); "
          + "the input was not delivered: \(hint).",
        path: ""), at: site)
  }

  private func disabled(_ title: String, node: GraphNode, kind: String, at site: InputSite) -> Update {
    failed(
      Diagnostic(
        kind: .controlDisabled, message: "The \(kind) titled '\(title)' is disabled; the input was ignored.",
        path: node.path), at: site)
  }
}

/// A control on screen, as ``ViewHost/controls`` lists it.
public struct ScreenControl: @unchecked Sendable, CustomStringConvertible {
  /// Its view type, as a trace names it (`Button`, `Toggle`, `TextField`).
  public var kind: String
  /// Its title, as inputs find it (`host.tap(title)`).
  public var title: String
  /// Its path in the tree.
  public var path: String
  /// Whether it takes input (not disabled).
  public var isEnabled: Bool
  /// Why it takes no input although enabled (a link outside any navigation
  /// container), completing "The NavigationLink titled 'A' …".
  public var refusal: String?
  /// The control's view: what an exploration asks which inputs it takes.
  package let value: any View
  /// Its node, which inputs can be limited to.
  package let nodeID: Int

  public var description: String { "\(kind) '\(title)' at \(path)\(isEnabled ? "" : " (disabled)")" }
}

/// The controls inputs may reach inside ``ViewHost/within(_:_:)-(String,_)``.
enum InputScope {
  /// One control, by its node.
  case node(Int)
  /// The controls at a path or below it.
  case path(String)

  @MainActor
  func admits(_ node: GraphNode) -> Bool {
    switch self {
    case .node(let id): return node.id == id
    case .path(let path):
      let own = node.path
      return own == path || own.hasPrefix(path + "/")
    }
  }
}

/// An editable `ForEach` on screen, as an exploration drives it.
package struct EditableRows {
  package let path: String
  package let rowCount: Int
  package let canDelete: Bool
  package let canMove: Bool
}
