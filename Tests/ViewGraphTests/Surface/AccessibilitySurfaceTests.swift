import Observation
import TestSupport
import Testing
import ViewGraph

// The accessibility surface: each modifier sets a property of the view's
// accessibility element, kept as the input of its node (a changed value is one leaf
// update, never a body; an equal one is nothing); `isEnabled: false` applies
// nothing; chained accessibility modifiers share one attachment and still show each
// property; views an accessibility modifier takes are realized beside the content;
// accessibility focus is state; Text's accessibility and speech modifiers are text
// attributes.

@Suite("Accessibility surface")
@MainActor
struct AccessibilitySurfaceTests {
  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let modify: @Sendable @MainActor (AccessIcon, AccessModel) -> AnyView
    let change: @Sendable @MainActor (AccessModel) -> Void
    let before: String
    let after: String
    var testDescription: String { id }

    init(
      _ id: String, _ before: String, _ after: String, change: @escaping @Sendable @MainActor (AccessModel) -> Void,
      modify: @escaping @Sendable @MainActor (AccessIcon, AccessModel) -> AnyView
    ) {
      self.id = id
      self.before = before
      self.after = after
      self.change = change
      self.modify = modify
    }
  }

  nonisolated static let modifierCases: [ModifierCase] = [
    ModifierCase(
      "accessibilityLabel(_:isEnabled:) Text", "accessibilityLabel(Share)", "accessibilityLabel(Send)",
      change: { $0.text = "Send" }, modify: { AnyView($0.accessibilityLabel(Text($1.text), isEnabled: true)) }),
    ModifierCase(
      "accessibilityLabel(_:isEnabled:) key", "accessibilityLabel(Share)", "accessibilityLabel(Send)",
      change: { $0.text = "Send" },
      modify: { AnyView($0.accessibilityLabel(LocalizedStringKey($1.text), isEnabled: true)) }),
    ModifierCase(
      "accessibilityLabel(_:isEnabled:) string", "accessibilityLabel(Share)", "accessibilityLabel(Send)",
      change: { $0.text = "Send" }, modify: { AnyView($0.accessibilityLabel($1.text, isEnabled: true)) }),
    ModifierCase(
      "accessibilityValue(_:isEnabled:)", "accessibilityValue(Share)", "accessibilityValue(Send)",
      change: { $0.text = "Send" }, modify: { AnyView($0.accessibilityValue($1.text, isEnabled: true)) }),
    ModifierCase(
      "accessibilityHint(_:isEnabled:)", "accessibilityHint(Share)", "accessibilityHint(Send)",
      change: { $0.text = "Send" }, modify: { AnyView($0.accessibilityHint(Text($1.text), isEnabled: true)) }),
    ModifierCase(
      "accessibilityHidden(_:isEnabled:)", "accessibilityHidden(false)", "accessibilityHidden(true)",
      change: { $0.flag = true }, modify: { AnyView($0.accessibilityHidden($1.flag, isEnabled: true)) }),
    ModifierCase(
      "accessibilityIdentifier(_:isEnabled:)", "accessibilityIdentifier(Share)", "accessibilityIdentifier(Send)",
      change: { $0.text = "Send" }, modify: { AnyView($0.accessibilityIdentifier($1.text, isEnabled: true)) }),
    ModifierCase(
      "accessibilityInputLabels(_:)", "accessibilityInputLabels(Share, Send)",
      "accessibilityInputLabels(Post, Send)", change: { $0.text = "Post" },
      modify: { AnyView($0.accessibilityInputLabels([$1.text, "Send"])) }),
    ModifierCase(
      "accessibilityInputLabels(_:isEnabled:)", "accessibilityInputLabels(Share)", "accessibilityInputLabels(Send)",
      change: { $0.text = "Send" }, modify: { AnyView($0.accessibilityInputLabels([Text($1.text)], isEnabled: true)) }),
    ModifierCase(
      "accessibility(inputLabels:)", "accessibilityInputLabels(Share)", "accessibilityInputLabels(Send)",
      change: { $0.text = "Send" }, modify: { AnyView($0.accessibility(inputLabels: [Text($1.text)])) }),
    ModifierCase(
      "accessibilityHeading(_:)", "accessibilityHeading(h1)", "accessibilityHeading(h2)",
      change: { $0.level = .h2 }, modify: { AnyView($0.accessibilityHeading($1.level)) }),
    ModifierCase(
      "accessibilityTextContentType(_:)", "accessibilityTextContentType(plain)",
      "accessibilityTextContentType(sourceCode)", change: { $0.flag = true },
      modify: { AnyView($0.accessibilityTextContentType($1.flag ? .sourceCode : .plain)) }),
    ModifierCase(
      "accessibilityCustomContent(_:_:importance:) key", "accessibilityCustomContent(Age: Share)",
      "accessibilityCustomContent(Age: Send)", change: { $0.text = "Send" },
      modify: { AnyView($0.accessibilityCustomContent(AccessibilityCustomContentKey("Age"), $1.text)) }),
    ModifierCase(
      "accessibilityCustomContent(_:_:importance:) high", "accessibilityCustomContent(Age: Share)",
      "accessibilityCustomContent(Age: Share, high)", change: { $0.flag = true },
      modify: { AnyView($0.accessibilityCustomContent("Age", Text("Share"), importance: $1.flag ? .high : .default)) }),
    ModifierCase(
      "accessibilityDirectTouch(_:options:)", "accessibilityDirectTouch(false)",
      "accessibilityDirectTouch(true, silentOnTouch)", change: { $0.flag = true },
      modify: { AnyView($0.accessibilityDirectTouch($1.flag, options: $1.flag ? .silentOnTouch : [])) }),
    ModifierCase(
      "accessibilityRespondsToUserInteraction(_:isEnabled:)", "accessibilityRespondsToUserInteraction(false)",
      "accessibilityRespondsToUserInteraction(true)", change: { $0.flag = true },
      modify: { AnyView($0.accessibilityRespondsToUserInteraction($1.flag, isEnabled: true)) }),
    ModifierCase(
      "accessibilityIgnoresInvertColors(_:)", "accessibilityIgnoresInvertColors(false)",
      "accessibilityIgnoresInvertColors(true)", change: { $0.flag = true },
      modify: { AnyView($0.accessibilityIgnoresInvertColors($1.flag)) }),
    ModifierCase(
      "accessibilityAction(named:_:)", "accessibilityAction(Share)", "accessibilityAction(Send)",
      change: { $0.text = "Send" }, modify: { AnyView($0.accessibilityAction(named: $1.text) {}) }),
    ModifierCase(
      "accessibilityAction(_:_:)", "accessibilityAction(default)", "accessibilityAction(escape)",
      change: { $0.flag = true }, modify: { AnyView($0.accessibilityAction($1.flag ? .escape : .default) {}) }),
    ModifierCase(
      "accessibilityActivationPoint(_:isEnabled:)", "accessibilityActivationPoint((0.5, 0.5))",
      "accessibilityActivationPoint((0.0, 0.0))", change: { $0.flag = true },
      modify: { AnyView($0.accessibilityActivationPoint($1.flag ? UnitPoint.topLeading : .center, isEnabled: true)) }),
    ModifierCase(
      "accessibilityDragPoint(_:description:)", "accessibilityDragPoint((0.5, 0.5), Share)",
      "accessibilityDragPoint((0.5, 0.5), Send)", change: { $0.text = "Send" },
      modify: { AnyView($0.accessibilityDragPoint(.center, description: $1.text)) }),
    ModifierCase(
      "accessibilityDropPoint(_:description:isEnabled:)", "accessibilityDropPoint((0.5, 0.5), Share)",
      "accessibilityDropPoint((0.5, 0.5), Send)", change: { $0.text = "Send" },
      modify: { AnyView($0.accessibilityDropPoint(.center, description: Text($1.text), isEnabled: true)) }),
    ModifierCase(
      "accessibilityRotor(_:entries:entryLabel:)", "accessibilityRotor(VIPs: Share)",
      "accessibilityRotor(VIPs: Send)", change: { $0.text = "Send" },
      modify: {
        AnyView($0.accessibilityRotor("VIPs", entries: [AccessMail(id: 1, subject: $1.text)], entryLabel: \.subject))
      }),
    ModifierCase(
      "accessibilityRotor(_:entries:)", "accessibilityRotor(Share)", "accessibilityRotor(Send)",
      change: { $0.text = "Send" },
      modify: {
        AnyView(
          $0.accessibilityRotor(Text($1.text)) {
            AccessibilityRotorEntry("First", id: 1)
            AccessibilityRotorEntry("Second", id: 2)
          })
      }),
    ModifierCase(
      "speechAdjustedPitch(_:)", "speechAdjustedPitch(0.0)", "speechAdjustedPitch(0.5)",
      change: { $0.number = 0.5 }, modify: { AnyView($0.speechAdjustedPitch($1.number)) }),
    ModifierCase(
      "speechSpellsOutCharacters(_:)", "speechSpellsOutCharacters(false)", "speechSpellsOutCharacters(true)",
      change: { $0.flag = true }, modify: { AnyView($0.speechSpellsOutCharacters($1.flag)) }),
    ModifierCase(
      "chained on the attachment: accessibilityHint after accessibilityLabel(_:isEnabled:)",
      "accessibilityHint(Share)", "accessibilityHint(Send)", change: { $0.text = "Send" },
      modify: { AnyView($0.accessibilityLabel("AccessIcon", isEnabled: true).accessibilityHint($1.text)) }),
    ModifierCase(
      "chained on the attachment: accessibilityValue(_:isEnabled:)", "accessibilityValue(Share)",
      "accessibilityValue(Send)", change: { $0.text = "Send" },
      modify: { AnyView($0.accessibilityHeading(.h1).accessibilityValue($1.text, isEnabled: true)) }),
  ]

  @Test(
    "An accessibility modifier's value is its node's input: a change is one leaf update, the view inside not re-run",
    arguments: modifierCases)
  func modifierValues(_ c: ModifierCase) {
    let model = AccessModel()
    let host = ViewHost(AccessScreen(model: model, modify: c.modify))
    #expect(host.treeDescription.contains(c.before), "\(host.treeDescription)")
    #expect(host.mount.evaluatedViews.contains("AccessIcon"), "the content is realized: \(host.mount.trace)")
    let update = host.update { c.change(model) }
    #expect(update.evaluatedViews == ["AccessScreen"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new) == [c.after], "\(update.leafUpdates)")
    #expect(host.treeDescription.contains(c.after), "\(host.treeDescription)")
  }

  @Test("An equal value costs nothing: the same label written again is no leaf update")
  func equalValues() {
    let model = AccessModel()
    let host = ViewHost(AccessScreen(model: model) { AnyView($0.accessibilityLabel($1.text, isEnabled: true)) })
    let update = host.update { model.text = "Share" }
    #expect(update.leafUpdateCount == 0, "\(update.trace)")
  }

  @Test("isEnabled: false applies nothing; enabling it shows the value as one leaf update")
  func disabledForms() {
    let model = AccessModel()
    let host = ViewHost(
      AccessScreen(model: model) {
        AnyView($0.accessibilityLabel("Share", isEnabled: $1.flag).accessibilityHint("Opens the sheet"))
      })
    #expect(!host.treeDescription.contains("accessibilityLabel"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("accessibilityHint(Opens the sheet)"), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    #expect(update.leafUpdates.compactMap(\.new) == ["accessibilityLabel(Share)"], "\(update.leafUpdates)")
  }

  @Test("Chained accessibility modifiers share one attachment, each property shown in order, the last outermost")
  func chainedProperties() {
    let view = AccessIcon().accessibilityLabel("Share", isEnabled: true).accessibilityHint("Opens the sheet")
      .accessibilityAddTraits(.isButton)
    // One attachment over the content, not three modifiers.
    let typed: ModifiedContent<AccessIcon, AccessibilityAttachmentModifier> = view
    let host = ViewHost(AccessHolder(content: AnyView(typed)))
    let tree = host.treeDescription
    let order = ["accessibilityAddTraits(1)", "accessibilityHint(Opens the sheet)", "accessibilityLabel(Share)"]
      .map { tree.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil }, "\(tree)")
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(tree)")
  }

  @Test("An icon-only button is found by an accessibility label set with isEnabled:, and its tap runs")
  func tapByLabel() {
    let model = AccessModel()
    let host = ViewHost(AccessIconButton(model: model))
    let tapped = host.tap("Send")
    #expect(tapped.diagnostics.isEmpty, "\(tapped.trace)")
    #expect(model.flag)
  }

  @Test("accessibilityActions realizes its buttons beside the content: their bodies run, a tap runs the action")
  func actionsRealized() {
    let model = AccessModel()
    let host = ViewHost(AccessActionsRow(model: model))
    #expect(host.mount.evaluatedViews.contains("AccessArchiveAction"), "\(host.mount.trace)")
    #expect(host.mount.evaluatedViews.contains("AccessIcon"), "\(host.mount.trace)")
    #expect(host.treeDescription.contains("accessibilityActions(edit)"), "\(host.treeDescription)")
    host.tap("Archive")
    #expect(model.flag)
  }

  @Test(
    "accessibilityRepresentation, accessibilityChildren and accessibilityAction(action:label:) realize both the content and the view they take",
    arguments: ["accessibilityRepresentation", "accessibilityChildren", "accessibilityAction"])
  func viewsRealized(_ role: String) {
    let host = ViewHost(AccessRepresented(role: role))
    #expect(host.mount.evaluatedViews.contains("AccessIcon"), "the content still shows: \(host.mount.trace)")
    #expect(host.mount.evaluatedViews.contains("AccessStand"), "the view taken is realized: \(host.mount.trace)")
    #expect(host.mount.mounted.contains { $0.hasSuffix("/\(role)/AccessStand") }, "\(host.mount.mounted)")
  }

  @Test(
    "performAccessibilityAction runs a named or kind action as one transaction; the element's label picks among several"
  )
  func performActions() {
    let model = AccessModel()
    let host = ViewHost(AccessActionList(model: model))
    var failures: [InputFailure] = []
    host.inputFailureHandler = { failures.append($0) }
    let archived = host.performAccessibilityAction("Archive", of: "Second")
    #expect(archived.diagnostics.isEmpty, "\(archived.trace)")
    #expect(archived.evaluatedViews == ["AccessActionList"], "\(archived.trace)")
    #expect(model.text == "archived Second")
    let tapped = host.performAccessibilityAction("magicTap")
    #expect(tapped.diagnostics.isEmpty && model.flag, "\(tapped.trace)")
    let pinned = host.performAccessibilityAction("Pin")
    #expect(pinned.diagnostics.isEmpty && model.number == 7, "an action named by its label view: \(pinned.trace)")
    let ambiguous = host.performAccessibilityAction("Archive")
    let missing = host.performAccessibilityAction("Delete")
    #expect(ambiguous.diagnostics.map(\.kind) == [.controlAmbiguous], "\(ambiguous.diagnostics)")
    #expect(missing.diagnostics.map(\.kind) == [.actionNotFound], "\(missing.diagnostics)")
    #expect(failures.map(\.diagnostic.kind) == [.controlAmbiguous, .actionNotFound], "\(failures)")
    #expect(model.text == "archived Second", "a refused input runs nothing")
  }

  @Test(
    "adjustAccessibility, accessibilityScroll and accessibilityZoom run their handlers with the direction, edge or gesture"
  )
  func adjustAndScroll() {
    let model = AccessModel()
    let host = ViewHost(AccessAdjustable(model: model))
    let up = host.adjustAccessibility(.increment, of: "Volume")
    #expect(up.diagnostics.isEmpty, "\(up.trace)")
    #expect(host.treeDescription.contains("accessibilityValue(1.0)"), "\(host.treeDescription)")
    host.adjustAccessibility(.decrement)
    host.adjustAccessibility(.decrement)
    #expect(model.number == -1)
    let scrolled = host.accessibilityScroll(.bottom)
    #expect(scrolled.diagnostics.isEmpty && model.text == "bottom", "\(scrolled.trace)")
    let zoomed = host.accessibilityZoom(.zoomOut, of: "Volume", at: .topLeading)
    #expect(zoomed.diagnostics.isEmpty && model.text == "zoomOut at (0.0, 0.0)", "\(zoomed.trace)")
  }

  @Test("A stored accessibility action is not run by mounting or updating the view")
  func actionsAreStored() {
    let model = AccessModel()
    let host = ViewHost(
      AccessScreen(model: model) { icon, model in
        AnyView(
          icon.accessibilityAction { model.flag = true }.accessibilityAdjustableAction { _ in model.flag = true }
            .accessibilityScrollAction { _ in model.flag = true }.accessibilityZoomAction { _ in model.flag = true })
      })
    host.update { model.text = "Send" }
    #expect(!model.flag)
  }

  @Test("Setting accessibility focus state moves focus: the bound element's modifier follows, only the reader re-runs")
  func focusState() {
    let host = ViewHost(AccessFocusScreen())
    #expect(host.treeDescription.contains("accessibilityFocused(false)"), "\(host.treeDescription)")
    let moved = host.tap("Announce")
    #expect(moved.evaluatedViews == ["AccessFocusScreen"], "\(moved.trace)")
    let shown = moved.leafUpdates.compactMap(\.new)
    #expect(shown.contains("accessibilityFocused(true)"), "\(moved.leafUpdates)")
    #expect(host.treeDescription.contains("focused: banner"), "\(host.treeDescription)")
    let other = host.tap("Focus total")
    #expect(
      other.leafUpdates.compactMap(\.new).filter { $0.hasPrefix("accessibilityFocused") }.sorted() == [
        "accessibilityFocused(false)", "accessibilityFocused(true)",
      ], "\(other.leafUpdates)")
  }

  @Test("Text's accessibility and speech modifiers return a Text, their values its attributes")
  func textModifiers() {
    let text = Text("42").accessibilityLabel("Answer").accessibilityHeading(.h2).speechSpellsOutCharacters()
      .speechAdjustedPitch(0.25).accessibilityTextContentType(.spreadsheet).speechAnnouncementsQueued(false)
      .speechAlwaysIncludesPunctuation()
    let host = ViewHost(AccessHolder(content: AnyView(text)))
    let tree = host.treeDescription
    for attribute in [
      "accessibilityLabel: Answer", "accessibilityHeading: h2", "speechSpellsOutCharacters: true",
      "speechAdjustedPitch: 0.25", "accessibilityTextContentType: spreadsheet", "speechAnnouncementsQueued: false",
      "speechAlwaysIncludesPunctuation: true",
    ] {
      #expect(tree.contains(attribute), "\(tree)")
    }
  }

  @Test("Accessibility traits and technologies are sets: union, intersection, insert and remove")
  func setAlgebra() {
    var traits: AccessibilityTraits = [.isButton, .isHeader]
    #expect(traits.contains(.isButton) && !traits.contains(.isTabBar))
    let first = traits.insert(.isTabBar)
    let again = traits.insert(.isTabBar)
    #expect(first.inserted && !again.inserted)
    let removed = traits.remove(.isHeader)
    let removedAgain = traits.remove(.isHeader)
    #expect(removed == .isHeader && removedAgain == nil)
    #expect(traits == [.isButton, .isTabBar])
    #expect(traits.intersection([.isButton, .isLink]) == .isButton)
    #expect(traits.symmetricDifference([.isButton, .isLink]) == [.isTabBar, .isLink])
    #expect(AccessibilityTraits().isEmpty)

    var technologies = AccessibilityTechnologies()
    #expect(technologies.isEmpty)
    technologies.formUnion(.voiceOver)
    #expect(technologies.contains(.voiceOver) && !technologies.contains(.switchControl))
    #expect(technologies.union(.switchControl) == [.voiceOver, .switchControl])
    let present = technologies.update(with: .voiceOver)
    #expect(present == .voiceOver)
    technologies.formSymmetricDifference([.voiceOver, .switchControl])
    #expect(technologies == .switchControl)
  }

  @Test("Accessibility values: action kinds, categories, custom content keys, heading levels, rotors, child behaviour")
  func values() {
    #expect(AccessibilityActionKind.default != .escape)
    #expect(AccessibilityActionKind(named: Text("Archive")) == AccessibilityActionKind(named: Text("Archive")))
    #expect(AccessibilityActionCategory("Edit") != .edit && AccessibilityActionCategory(Text("x")) == .init("x"))
    #expect(AccessibilityCustomContentKey("Age") == AccessibilityCustomContentKey("Age", id: "Age"))
    #expect(AccessibilityCustomContentKey("Age") != AccessibilityCustomContentKey(Text("Age"), id: "age"))
    #expect(AccessibilityHeadingLevel(rawValue: 2) == .h2 && AccessibilityHeadingLevel.unspecified.rawValue == 0)
    #expect(AccessibilitySystemRotor.links(visited: true) != .links)
    #expect(AccessibilityChildBehavior.combine != .contain && "\(AccessibilityChildBehavior.ignore)" == "ignore")
    #expect(AccessibilityDirectTouchOptions([.silentOnTouch, .requiresActivation]).rawValue == 3)
  }
}

// MARK: - Views

@Observable
final class AccessModel {
  var text = "Share"
  var flag = false
  var number = 0.0
  var level = AccessibilityHeadingLevel.h1
}

struct AccessMail: Identifiable {
  let id: Int
  let subject: String
}

/// The view an accessibility modifier is applied to: a body of its own, with no inputs.
struct AccessIcon: View {
  var body: some View { Image(systemName: "square.and.arrow.up") }
}

/// A view the modifiers take, realized when they realize it.
private struct AccessStand: View {
  var body: some View { Text("stand-in") }
}

private struct AccessHolder: View {
  let content: AnyView
  var body: some View { content }
}

private struct AccessScreen: View {
  let model: AccessModel
  let modify: @MainActor (AccessIcon, AccessModel) -> AnyView
  var body: some View {
    VStack { modify(AccessIcon(), model) }
  }
}

private struct AccessIconButton: View {
  let model: AccessModel
  var body: some View {
    Button {
      model.flag = true
    } label: {
      Image(systemName: "paperplane")
    }
    .accessibilityLabel("Send", isEnabled: true)
  }
}

private struct AccessActionsRow: View {
  let model: AccessModel
  var body: some View {
    AccessIcon().accessibilityActions(category: .edit) { AccessArchiveAction(model: model) }
  }
}

private struct AccessArchiveAction: View {
  let model: AccessModel
  var body: some View {
    Button("Archive") { model.flag = true }
  }
}

private struct AccessRepresented: View {
  let role: String
  var body: some View {
    switch role {
    case "accessibilityRepresentation": AccessIcon().accessibilityRepresentation { AccessStand() }
    case "accessibilityChildren": AccessIcon().accessibilityChildren { AccessStand() }
    default: AccessIcon().accessibilityAction(action: {}, label: { AccessStand() })
    }
  }
}

private struct AccessActionList: View {
  let model: AccessModel
  var body: some View {
    VStack {
      Text("First").accessibilityAction(named: "Archive") { model.text = "archived First" }
      Text("Second").accessibilityAction(named: Text("Archive")) { model.text = "archived Second" }
      Text(model.text).accessibilityAction(.magicTap) { model.flag = true }
      AccessIcon().accessibilityAction {
        model.number = 7
      } label: {
        Text("Pin")
      }
    }
  }
}

private struct AccessAdjustable: View {
  let model: AccessModel
  var body: some View {
    AccessIcon().accessibilityLabel("Volume", isEnabled: true).accessibilityValue("\(model.number)")
      .accessibilityAdjustableAction { model.number += $0 == .increment ? 1 : -1 }
      .accessibilityScrollAction { model.text = "\($0)" }
      .accessibilityZoomAction { model.text = "\($0.direction) at \($0.location)" }
  }
}

private struct AccessFocusScreen: View {
  enum Field: Hashable { case banner, total }
  @AccessibilityFocusState private var focused: Field?
  var body: some View {
    VStack {
      Text("New message").accessibilityFocused($focused, equals: .banner)
      Text("Total").accessibilityFocused($focused, equals: .total)
      Text("focused: \(focused.map { "\($0)" } ?? "none")")
      Button("Announce") { focused = .banner }
      Button("Focus total") { focused = .total }
    }
  }
}
