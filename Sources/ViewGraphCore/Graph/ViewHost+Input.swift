// User input as SwiftUI delivers it: a tap runs a button's action, typing
// appends one character per transaction, a toggle flips its binding. A control
// that is not on screen, or is disabled, gets a diagnostic instead.

extension ViewHost {
  /// Taps the button with a title, as one transaction.
  ///
  /// - Parameter title: The button's string title, or the text of its label.
  /// - Returns: What the tap caused; a diagnostic when no enabled button has the title.
  @discardableResult
  public func tap(_ title: String) -> Update {
    guard let (node, control) = findControl(title, as: (any TappableControl).self, kind: "Button") else {
      return notFound(title, kind: "Button")
    }
    guard node.environment.isEnabled else { return disabled(title, node: node, kind: "Button") }
    return update { control.performTap() }
  }

  /// Types text into the text field with a title: one transaction per character, appended.
  ///
  /// - Returns: One update per character typed.
  @discardableResult
  public func type(_ text: String, into title: String) -> [Update] {
    text.map { character in
      guard let (node, control) = findControl(title, as: (any TextInputControl).self, kind: "TextField") else {
        return notFound(title, kind: "TextField")
      }
      guard node.environment.isEnabled else { return disabled(title, node: node, kind: "TextField") }
      return update { control.text.wrappedValue += String(character) }
    }
  }

  /// Replaces the text of a text field, as one transaction (a paste or a clear).
  @discardableResult
  public func setText(_ text: String, in title: String) -> Update {
    guard let (node, control) = findControl(title, as: (any TextInputControl).self, kind: "TextField") else {
      return notFound(title, kind: "TextField")
    }
    guard node.environment.isEnabled else { return disabled(title, node: node, kind: "TextField") }
    return update { control.text.wrappedValue = text }
  }

  /// Flips the toggle with a title, as one transaction.
  @discardableResult
  public func toggle(_ title: String) -> Update {
    guard let (node, control) = findControl(title, as: (any ToggleControl).self, kind: "Toggle") else {
      return notFound(title, kind: "Toggle")
    }
    guard node.environment.isEnabled else { return disabled(title, node: node, kind: "Toggle") }
    return update { control.isOn.wrappedValue.toggle() }
  }

  /// The titles of the controls on screen, in tree order, for messages and the CLI.
  public var controlTitles: [String] {
    inputsInTreeOrder().map(title(of:))
  }

  // MARK: - Finding controls

  /// The input nodes in tree order: an index kept as controls mount and unmount, so
  /// finding a control costs the controls, not the tree.
  private func inputsInTreeOrder() -> [GraphNode] {
    treeOrder(inputNodes.compactMap { nodes[$0] })
  }

  private func findControl<C>(_ title: String, as: C.Type, kind: String) -> (GraphNode, C)? {
    for node in inputsInTreeOrder() {
      if let control = node.value as? C, self.title(of: node) == title { return (node, control) }
    }
    return nil
  }

  private func title(of node: GraphNode) -> String {
    if let control = node.value as? any TappableControl, let title = control.controlTitle { return title }
    if let control = node.value as? any BoundControl, let title = control.controlTitle { return title }
    // A label view: its first text.
    var stack = Array(node.children.reversed())
    while let next = stack.popLast() {
      if let leaf = next.leaf, leaf.kind == "Text" { return leaf.value }
      stack.append(contentsOf: next.children.reversed())
    }
    return ""
  }

  func walk(_ visit: (GraphNode) -> Void) {
    var stack = [root]
    while let node = stack.popLast() {
      visit(node)
      stack.append(contentsOf: node.children.reversed())
    }
  }

  private func notFound(_ title: String, kind: String) -> Update {
    var update = Update()
    let known = controlTitles.map { "'\($0)'" }.joined(separator: ", ")
    update.diagnostics.append(Diagnostic(
      kind: .controlNotFound,
      message: "No \(kind) titled '\(title)' is on screen (controls: \(known.isEmpty ? "none" : known)).",
      path: ""))
    record(diagnostics: update.diagnostics)
    return update
  }

  private func disabled(_ title: String, node: GraphNode, kind: String) -> Update {
    var update = Update()
    update.diagnostics.append(Diagnostic(
      kind: .controlNotFound, message: "The \(kind) titled '\(title)' is disabled; the input was ignored.",
      path: node.path))
    record(diagnostics: update.diagnostics)
    return update
  }
}
