// Inputs an assistive technology delivers: performing an element's accessibility
// action (VoiceOver's actions rotor, a double tap for the default one, a two-finger
// scrub for `escape`, a two-finger double tap for `magicTap`), adjusting an
// adjustable element (a swipe up or down) and scrolling one (a three-finger swipe).
// Each runs the handler the modifier stored, as one transaction, like a tap.
// An element is found by its accessibility label (set on the same view, or its
// first text), as a UI test finds it; an action also by its name.
// Status: Complete for these inputs. Differs: elements are not merged
// (`accessibilityElement(children:)` is shown, not applied), so the label is the
// one set around the view carrying the action.

/// A view carrying an accessibility attachment: its node shows the last property.
@MainActor
protocol AccessibilityAttached {
  var accessibilityAttachment: AccessibilityAttachmentModifier { get }
}

extension ModifiedContent: AccessibilityAttached where Modifier == AccessibilityAttachmentModifier {
  var accessibilityAttachment: AccessibilityAttachmentModifier { modifier }
}

extension ViewHost {
  /// Performs an accessibility action, as an assistive technology would: the handler
  /// of `accessibilityAction(named:_:)` (or of a kind: `default`, `escape`,
  /// `magicTap`) runs as one transaction.
  ///
  /// - Parameters:
  ///   - name: The action's name, or its kind's (`default`, `escape`, `magicTap`).
  ///   - element: The accessibility label (or first text) of the element carrying
  ///     it, when several elements have an action of that name.
  ///   - fileID: The caller's file, where a failed input is reported (as the other
  ///     three, filled in by default).
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What the action caused; a diagnostic when no element (or several)
  ///   has the action.
  @discardableResult
  public func performAccessibilityAction(
    _ name: String, of element: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let found = accessibilityHandlers(
      "accessibilityAction", value: name, element: element, as: (() -> Void).self,
      what: "an accessibility action named '\(name)'", at: site)
    guard case .success(let handler) = found else { return found.failure }
    return update { handler() }
  }

  /// Adjusts an adjustable element (`accessibilityAdjustableAction`), as a swipe up
  /// (increment) or down (decrement) in VoiceOver would: its handler runs with the
  /// direction as one transaction.
  ///
  /// - Parameters:
  ///   - direction: Up (`increment`) or down (`decrement`).
  ///   - element: The accessibility label (or first text) of the element, when
  ///     several are adjustable.
  ///   - fileID: The caller's file, where a failed input is reported (as the other
  ///     three, filled in by default).
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What the adjustment caused; a diagnostic when no element (or several) is adjustable.
  @discardableResult
  public func adjustAccessibility(
    _ direction: AccessibilityAdjustmentDirection, of element: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let found = accessibilityHandlers(
      "accessibilityAdjustableAction", value: nil, element: element,
      as: ((AccessibilityAdjustmentDirection) -> Void).self, what: "an adjustable element", at: site)
    guard case .success(let handler) = found else { return found.failure }
    return update { handler(direction) }
  }

  /// Scrolls an element with an accessibility scroll action (`accessibilityScrollAction`),
  /// as a three-finger swipe would: its handler runs with the edge as one transaction.
  ///
  /// - Parameters:
  ///   - edge: The edge scrolled towards.
  ///   - element: The accessibility label (or first text) of the element, when
  ///     several have a scroll action.
  ///   - fileID: The caller's file, where a failed input is reported (as the other
  ///     three, filled in by default).
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  /// - Returns: What the scroll caused; a diagnostic when no element (or several) has a scroll action.
  @discardableResult
  public func accessibilityScroll(
    _ edge: Edge, of element: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Update {
    let site = InputSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let found = accessibilityHandlers(
      "accessibilityScrollAction", value: nil, element: element, as: ((Edge) -> Void).self,
      what: "an element with an accessibility scroll action", at: site)
    guard case .success(let handler) = found else { return found.failure }
    return update { handler(edge) }
  }

  /// What a search for an accessibility handler found: the handler, or the failed input.
  package enum AccessibilityHandlerSearch<Handler> {
    case success(Handler)
    case refused(Update)

    package var failure: Update {
      guard case .refused(let update) = self else { preconditionFailure("a found handler is not a failure") }
      return update
    }
  }

  /// The one handler of a property (of a value, on an element with a label) on screen.
  package func accessibilityHandlers<Handler>(
    _ property: String, value: String?, element: String?, as _: Handler.Type, what: String, at site: InputSite
  ) -> AccessibilityHandlerSearch<Handler> {
    var matches: [(GraphNode, Handler)] = []
    var stack = [reconciler.root]
    while let node = stack.popLast() {
      stack.append(contentsOf: node.children.reversed())
      guard let attached = node.value as? any AccessibilityAttached,
        let last = attached.accessibilityAttachment.properties.last, last.name == property,
        let handler = last.handler as? Handler
      else { continue }
      // An action named by a view (`accessibilityAction(action:label:)`): the first text of its label.
      if let value, (last.value ?? firstText(below: node.children.first { $0.label == property })) != value {
        continue
      }
      if let element, accessibilityLabel(around: node) != element { continue }
      matches.append((node, handler))
    }
    let described = element.map { "\(what) on the element '\($0)'" } ?? what
    guard let (node, handler) = matches.first else {
      return .refused(
        failed(Diagnostic(kind: .actionNotFound, message: "No view on screen has \(described).", path: ""), at: site))
    }
    guard matches.count == 1 else {
      let labels = matches.map { "'\(accessibilityLabel(around: $0.0))'" }.joined(separator: ", ")
      return .refused(
        failed(
          Diagnostic(
            kind: .controlAmbiguous,
            message: "\(matches.count) views have \(described) (elements: \(labels)); name the element with `of:`.",
            path: node.path), at: site))
    }
    return .success(handler)
  }

  /// The first text below a node.
  private func firstText(below node: GraphNode?) -> String? {
    var stack = node.map { [$0] } ?? []
    while let next = stack.popLast() {
      if let leaf = next.leaf, leaf.kind == "Text" { return leaf.value }
      stack.append(contentsOf: next.children.reversed())
    }
    return nil
  }

  /// The accessibility label of the element a modifier node belongs to: a label set
  /// on the same view (the modifier nodes around it), else the view's first text.
  private func accessibilityLabel(around node: GraphNode) -> String {
    var up: GraphNode? = node
    while let current = up, current.label.isEmpty {
      if let leaf = current.leaf, leaf.kind == "accessibilityLabel" { return leaf.value }
      up = current.parent
    }
    var stack = Array(node.children.reversed())
    var firstText: String?
    while let next = stack.popLast() {
      if let leaf = next.leaf {
        if leaf.kind == "accessibilityLabel" { return leaf.value }
        if leaf.kind == "Text", firstText == nil { firstText = leaf.value }
      }
      stack.append(contentsOf: next.children.reversed())
    }
    return firstText ?? ""
  }
}
