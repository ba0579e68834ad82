import Observation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// Controls, containers and their styles: a custom style's `makeBody` is realized in
// place of the control's parts (its label and content handed over as views, custom
// views inside counted); built-in styles and the menu, list and palette modifiers
// are values of their node (a changed one is a leaf update, never a body); the
// edit-action, current-value, primary-action and commit forms do what SwiftUI's do.

@Suite("Controls, containers and styles surface")
@MainActor
struct ControlsSurfaceTests {
  struct ModifierCase: Sendable, CustomTestStringConvertible {
    let id: String
    let leaf: String
    var testDescription: String { id }
  }

  @Test(
    "A style or menu/list modifier's changed value is one leaf update on its node; only the body reading the model runs",
    arguments: [
      ModifierCase(id: "toggleStyle", leaf: "toggleStyle(button)"),
      ModifierCase(id: "labelStyle", leaf: "labelStyle(titleOnly)"),
      ModifierCase(id: "progressViewStyle", leaf: "progressViewStyle(circular)"),
      ModifierCase(id: "menuStyle", leaf: "menuStyle(borderlessButton)"),
      ModifierCase(id: "controlGroupStyle", leaf: "controlGroupStyle(palette)"),
      ModifierCase(id: "pickerStyle", leaf: "pickerStyle(palette)"),
      ModifierCase(id: "listStyle", leaf: "listStyle(sidebar)"),
      ModifierCase(id: "textFieldStyle", leaf: "textFieldStyle(plain)"),
      ModifierCase(id: "datePickerStyle", leaf: "datePickerStyle(graphical)"),
      ModifierCase(id: "indexViewStyle", leaf: "indexViewStyle(page(always))"),
      ModifierCase(id: "textEditorStyle", leaf: "textEditorStyle(plain)"),
      ModifierCase(id: "menuOrder", leaf: "menuOrder(fixed)"),
      ModifierCase(id: "menuActionDismissBehavior", leaf: "menuActionDismissBehavior(disabled)"),
      ModifierCase(id: "menuIndicator", leaf: "menuIndicator(hidden)"),
      ModifierCase(id: "labelsVisibility", leaf: "labelsVisibility(hidden)"),
      ModifierCase(id: "listItemTint", leaf: "listItemTint(preferred(red))"),
      ModifierCase(id: "listItemTint(Color)", leaf: "listItemTint(fixed(green))"),
      ModifierCase(id: "listSectionSeparatorTint", leaf: "listSectionSeparatorTint(red)"),
      ModifierCase(id: "listSectionSpacing", leaf: "listSectionSpacing(custom(8.0))"),
      ModifierCase(id: "deleteDisabled", leaf: "deleteDisabled(true)"),
      ModifierCase(id: "moveDisabled", leaf: "moveDisabled(true)"),
      ModifierCase(id: "selectionDisabled", leaf: "selectionDisabled(true)"),
      ModifierCase(id: "tableColumnHeaders", leaf: "tableColumnHeaders(hidden)"),
      ModifierCase(id: "paletteSelectionEffect", leaf: "paletteSelectionEffect(symbolVariant(fill))"),
    ])
  func modifierValues(_ c: ModifierCase) {
    let model = StyleModel()
    let host = ViewHost(StyledScreen(model: model))
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews == ["StyledScreen"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains(c.leaf), "\(update.leafUpdates)")
  }

  @Test("An unchanged value costs nothing: writing the same flag is no leaf update and no body")
  func equalValues() {
    let model = StyleModel()
    let host = ViewHost(StyledScreen(model: model))
    let update = host.update { model.flag = false }
    #expect(update.leafUpdateCount == 0 && update.bodyCount == 0, "\(update.trace)")
  }

  @Test("A custom GroupBoxStyle's makeBody is realized with the box's label and content; custom views are counted")
  func groupBoxStyle() {
    let host = ViewHost(
      GroupBox {
        Counted(name: "content")
      } label: {
        Counted(name: "label")
      }.groupBoxStyle(CardBox()))
    let tree = host.treeDescription
    #expect(tree.contains("groupBoxStyle(CardBox)"), "\(tree)")
    #expect(tree.contains("Text(card)"), "the style's own view: \(tree)")
    #expect(host.mount.evaluatedViews.filter { $0 == "Counted" }.count == 2, "\(host.mount.trace)")
    #expect(tree.contains("Text(content)") && tree.contains("Text(label)"), "\(tree)")
  }

  @Test("A built-in style's makeBody, called from a custom style, shows the default parts")
  func wrappedDefaultStyle() {
    let host = ViewHost(GroupBox("Title") { Text("inside") }.groupBoxStyle(Padded()))
    let tree = host.treeDescription
    #expect(tree.contains("Text(Title)") && tree.contains("Text(inside)") && tree.contains("padding"), "\(tree)")
  }

  @Test("A built-in style set below a custom one puts the default parts back")
  func builtinOverridesCustom() {
    let host = ViewHost(GroupBox("Title") { Text("inside") }.groupBoxStyle(.automatic).groupBoxStyle(CardBox()))
    let tree = host.treeDescription
    #expect(!tree.contains("Text(card)"), "\(tree)")
    #expect(tree.contains("Text(Title)") && tree.contains("Text(inside)"), "\(tree)")
  }

  @Test("A custom ToggleStyle draws the toggle: the toggle is still toggled by title, and the style's tap writes it")
  func toggleStyle() {
    let model = StyleModel()
    let host = ViewHost(ToggleScreen(model: model))
    #expect(host.treeDescription.contains("Text(Wi-Fi is off)"), "\(host.treeDescription)")
    let toggled = host.toggle("Wi-Fi")
    #expect(model.flag)
    // Q3: only the screen that made `$model.flag` read it.
    #expect(toggled.evaluatedViews == ["ToggleScreen"], "\(toggled.trace)")
    #expect(
      host.treeDescription.contains("Text(Wi-Fi is on)"), "the style follows its binding: \(host.treeDescription)")
    host.tap("Switch")
    #expect(!model.flag, "configuration.isOn writes the toggle's binding")
  }

  @Test("Label, progress view, labeled content, menu, control group and disclosure group styles realize their parts")
  func otherStyles() {
    let host = ViewHost(OtherStyles())
    let tree = host.treeDescription
    for expected in [
      "Text(title:)", "Text(Inbox)", "Image(systemName: tray)", "Text(50%)", "Text(=)", "Text(Ada)",
      "Text(menu: More)", "Text(Rename)", "Text(group:)", "Text(Tools)", "Text(Cut)", "labelStyle(Bracketed)",
    ] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
    #expect(!tree.contains("Text(hidden details)"), "collapsed by the style: \(tree)")
    host.tap("Show")
    #expect(host.treeDescription.contains("Text(hidden details)"), "\(host.treeDescription)")
  }

  @Test("List(_:editActions:) and ForEach(_:editActions:) edit the bound collection as a swipe and a drag would")
  func editActions() {
    let model = StyleModel()
    let host = ViewHost(EditableList(model: model))
    host.deleteRows(at: [0])
    #expect(model.names == ["b", "c"])
    host.moveRows(fromOffsets: [1], toOffset: 0)
    #expect(model.names == ["c", "b"])
    #expect(host.treeDescription.contains("TextField(Name: c)"), "\(host.treeDescription)")
    let moveOnly = ViewHost(MoveOnlyList(model: model))
    expectInputRefused(.containerNotFound, on: moveOnly) { moveOnly.deleteRows(at: [0]) }
    #expect(model.names == ["c", "b"], "edit actions without .delete delete nothing")
    moveOnly.moveRows(fromOffsets: [0], toOffset: 2)
    #expect(model.names == ["b", "c"], "a move-only ForEach moves")
  }

  @Test("EditActions: .all of a removable collection is moving and deleting; EditActions is an option set")
  func editActionValues() {
    #expect(EditActions<[Int]>.all.contains(.delete) && EditActions<[Int]>.all.contains(.move))
    #expect(EditActions<[Int]>.delete.union(.move) == .all)
    #expect(!EditActions<[Int]>.move.contains(.delete))
  }

  @Test("A picker's current-value label, a menu's primary action and a labeled control group")
  func pickerMenuAndGroup() {
    let model = StyleModel()
    let host = ViewHost(ChoiceScreen(model: model))
    #expect(host.mount.evaluatedViews.contains("Counted"), "the current-value label is realized: \(host.mount.trace)")
    host.tap("Sort")
    #expect(model.sorted == 1, "a plain tap runs the primary action")
    #expect(host.treeDescription.contains("Text(Editing)"), "\(host.treeDescription)")
  }

  @Test("The deprecated onCommit forms run when the field is submitted")
  func onCommit() {
    let model = StyleModel()
    let host = ViewHost(CommitScreen(model: model))
    host.type("x", into: "Search")
    host.submit("Search")
    #expect(model.sorted == 1)
    host.submit("PIN")
    #expect(model.sorted == 2)
  }

  @Test("A text field with a formatter or a format and a label view writes what parses")
  func formatterFields() {
    let model = StyleModel()
    let host = ViewHost(FormatterScreen(model: model))
    host.setText("", in: "Count")
    host.type("12", into: "Count")
    #expect(model.count == 12)
    host.setText("", in: "Ratio")
    host.type("3", into: "Ratio")
    #expect(model.ratio == 3)
  }

  @Test("Context menus (ContextMenu value, for a selection type) and section actions realize their content")
  func attachedMenus() {
    let host = ViewHost(MenuScreen())
    #expect(host.mount.evaluatedViews.filter { $0 == "Counted" }.count == 3, "\(host.mount.trace)")
  }

  @Test("Steppers and sliders in SwiftUI's older argument order step their binding")
  func olderOrder() {
    let model = StyleModel()
    let host = ViewHost(OlderOrder(model: model))
    host.increment("Count")
    #expect(model.count == 1)
    host.setValue(0.5, in: "Ratio")
    #expect(model.ratio == 0.5)
  }
  @Test("A gauge shows its value within its bounds; its labels are realized; a custom GaugeStyle's body replaces them")
  func gauge() {
    let model = StyleModel()
    let host = ViewHost(GaugeScreen(model: model))
    #expect(host.treeDescription.contains("Gauge(Battery: 0.0)"), "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Text(0%)"), "the style's body: \(host.treeDescription)")
    let update = host.update { model.ratio = 0.25 }
    #expect(update.leafUpdates.compactMap(\.new).contains("Gauge(Battery: 0.5)"), "\(update.trace)")
    #expect(host.treeDescription.contains("Text(50%)"), "\(host.treeDescription)")
    #expect(host.mount.evaluatedViews.contains("Counted"), "a label view is realized: \(host.mount.trace)")
  }

  @Test("A colour picker shows its bound colour and realizes its label view")
  func colorPicker() {
    let host = ViewHost(ColorPicker(selection: .constant(Color.red)) { Counted(name: "Tint") })
    #expect(host.treeDescription.contains("ColorPicker(: red)"), "\(host.treeDescription)")
    #expect(host.mount.evaluatedViews == ["Counted"], "\(host.mount.trace)")
  }

  @Test("An outline list realizes its top-level rows; a node's children only once its label is tapped")
  func outline() {
    let host = ViewHost(List(Node.tree, children: \.children) { Text($0.name) })
    #expect(host.treeDescription.contains("Text(Fruit)"), "\(host.treeDescription)")
    #expect(!host.treeDescription.contains("Text(Apple)"), "collapsed: \(host.treeDescription)")
    host.tap("Fruit")
    #expect(host.treeDescription.contains("Text(Apple)"), "\(host.treeDescription)")
    let group = ViewHost(OutlineGroup(Node.tree[0], children: \.children) { Text($0.name) })
    #expect(group.treeDescription.contains("Text(Fruit)"), "\(group.treeDescription)")
  }
  @Test("A table realizes its headers and a row per value, a cell per column; a row's tap selects its id")
  func table() {
    let model = StyleModel()
    let host = ViewHost(PeopleTable(model: model))
    let tree = host.treeDescription
    for expected in ["Table(2 columns, 2 rows)", "Text(Name)", "Text(Age)", "Text(Ada)", "Text(36)", "Text(Alan)"] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
    #expect(host.mount.evaluatedViews.filter { $0 == "Counted" }.count == 2, "a cell per row: \(host.mount.trace)")
    let selected = host.tap("Alan")
    #expect(model.query == "Alan")
    #expect(selected.evaluatedViews == ["PeopleTable"], "only the body reading the selection: \(selected.trace)")
    let built = ViewHost(
      Table(of: Person.self) {
        TableColumn("Name", value: \.name)
      } rows: {
        TableRow(Person(name: "Grace", age: 85))
      })
    #expect(built.treeDescription.contains("Table(1 columns, 1 rows)"), "\(built.treeDescription)")
    #expect(built.treeDescription.contains("Text(Grace)"), "\(built.treeDescription)")
  }
  @Test(
    "EmptyModifier shows its content; an EnvironmentalModifier is resolved from the environment where it is applied")
  func modifierTypes() {
    let host = ViewHost(
      VStack {
        Text("plain").modifier(EmptyModifier.identity)
        Text("sized").modifier(SizeAware())
      }
      .environment(\.dynamicTypeSize, .xxxLarge))
    let tree = host.treeDescription
    #expect(tree.contains("Text(plain)") && tree.contains("Text(sized)"), "\(tree)")
    #expect(tree.contains("Text(large type)"), "resolved with the environment's size: \(tree)")
    let tuple = ViewHost(TupleView((Text("a"), Text("b"))))
    #expect(tuple.treeDescription.contains("Text(a)") && tuple.treeDescription.contains("Text(b)"))
  }

  @Test("A multi-date picker shows how many dates its binding holds and realizes its label view")
  func multiDatePicker() {
    let dates: Set<DateComponents> = [DateComponents(year: 2026, month: 1, day: 2)]
    let host = ViewHost(MultiDatePicker(selection: .constant(dates)) { Counted(name: "Days") })
    #expect(host.treeDescription.contains("MultiDatePicker(: 1 date)"), "\(host.treeDescription)")
    #expect(host.mount.evaluatedViews == ["Counted"], "\(host.mount.trace)")
  }
  @Test("A custom container resolves its content into subviews with their container values; each is realized once")
  func customContainer() {
    let host = ViewHost(
      Cards {
        Counted(name: "one").containerValue(\.cardTitle, "First")
        ForEach(0..<2, id: \.self) { Text("row \($0)") }
      })
    let tree = host.treeDescription
    for expected in [
      "Text(3 cards)", "Text(First)", "Text(Untitled)", "Text(one)", "Text(row 1)", "containerValue(First)",
    ] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
    #expect(host.mount.evaluatedViews.filter { $0 == "Counted" }.count == 1, "\(host.mount.trace)")
    let rows = ViewHost(
      VStack {
        ForEach(
          subviews: VStack {
            Text("a")
            Text("b")
          }
        ) { $0.padding(2) }
      })
    #expect(rows.treeDescription.contains("Text(b)"), "\(rows.treeDescription)")
  }
  @Test("A toggle over several sources is on while all are; toggling it sets every one")
  func toggleSources() {
    let model = StyleModel()
    let host = ViewHost(SourcesToggle(model: model))
    #expect(host.treeDescription.contains("Toggle(All: off)"), "\(host.treeDescription)")
    host.toggle("All")
    #expect(model.flag && model.other, "both sources set")
    #expect(host.treeDescription.contains("Toggle(All: on)"), "\(host.treeDescription)")
  }
}

// MARK: - Fixtures

@Observable final class StyleModel {
  var flag = false
  var names = ["a", "b", "c"]
  var sorted = 0
  var count = 0
  var ratio = 0.0
  var query = ""
  var other = true
}

private struct StyledScreen: View {
  let model: StyleModel
  var body: some View {
    let on = model.flag
    let toggle: any ToggleStyle = on ? ButtonToggleStyle() : SwitchToggleStyle()
    let label: any LabelStyle = on ? TitleOnlyLabelStyle() : IconOnlyLabelStyle()
    let progress: any ProgressViewStyle = on ? CircularProgressViewStyle() : LinearProgressViewStyle()
    let menu: any MenuStyle = on ? BorderlessButtonMenuStyle() : ButtonMenuStyle()
    let group: any ControlGroupStyle = on ? PaletteControlGroupStyle() : NavigationControlGroupStyle()
    let picker: any PickerStyle = on ? PalettePickerStyle() : MenuPickerStyle()
    let list: any ListStyle = on ? SidebarListStyle() : InsetListStyle()
    let field: any TextFieldStyle = on ? PlainTextFieldStyle() : DefaultTextFieldStyle()
    let date: any DatePickerStyle = on ? GraphicalDatePickerStyle() : WheelDatePickerStyle()
    let editor: any TextEditorStyle = on ? PlainTextEditorStyle() : AutomaticTextEditorStyle()
    return VStack {
      Toggle("T", isOn: .constant(true)).toggleStyle(toggle)
      Label("L", systemImage: "star").labelStyle(label)
      ProgressView().progressViewStyle(progress)
      Menu("M") { Text("a") }.menuStyle(menu)
      ControlGroup { Text("c") }.controlGroupStyle(group)
      Text("p").pickerStyle(picker)
      Text("l").listStyle(list)
      Text("f").textFieldStyle(field)
      Text("d").datePickerStyle(date)
      Text("i").indexViewStyle(.page(backgroundDisplayMode: on ? .always : .never))
      Text("e").textEditorStyle(editor)
      Text("o").menuOrder(on ? .fixed : .priority)
      Text("b").menuActionDismissBehavior(on ? .disabled : .enabled)
      Text("n").menuIndicator(on ? .hidden : .visible)
      Text("v").labelsVisibility(on ? .hidden : .visible)
      Text("t").listItemTint(on ? ListItemTint.preferred(.red) : .monochrome)
      Text("c").listItemTint(on ? Color.green : nil)
      Text("s").listSectionSeparatorTint(on ? .red : .blue)
      Text("g").listSectionSpacing(on ? .custom(8) : .compact)
      Text("x").deleteDisabled(on)
      Text("y").moveDisabled(on)
      Text("z").selectionDisabled(on)
      Text("h").tableColumnHeaders(on ? .hidden : .automatic)
      Text("q").paletteSelectionEffect(on ? .symbolVariant(.fill) : .automatic)
    }
  }
}

private struct Counted: View {
  let name: String
  var body: some View { Text(name) }
}

private struct CardBox: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("card")
      configuration.label
      configuration.content
    }
  }
}

private struct Padded: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    DefaultGroupBoxStyle().makeBody(configuration: configuration).padding(4)
  }
}

private struct SwitchRow: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("Wi-Fi is \(configuration.isOn ? "on" : "off")")
      Button("Switch") { configuration.isOn.toggle() }
    }
  }
}

private struct ToggleScreen: View {
  @Bindable var model: StyleModel
  var body: some View {
    Toggle("Wi-Fi", isOn: $model.flag).toggleStyle(SwitchRow())
  }
}

private struct Bracketed: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("title:")
      configuration.title
      configuration.icon
    }
  }
}

private struct Percent: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
  }
}

private struct Equals: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("=")
      configuration.content
    }
  }
}

private struct TitledMenu: MenuStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("menu: More")
      Menu(configuration)
    }
  }
}

private struct TitledGroup: ControlGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("group:")
      configuration.label
      configuration.content
    }
  }
}

private struct ShowButton: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      Button("Show") { configuration.isExpanded = true }
      if configuration.isExpanded { configuration.content }
    }
  }
}

private struct OtherStyles: View {
  var body: some View {
    VStack {
      Label("Inbox", systemImage: "tray").labelStyle(Bracketed())
      ProgressView(value: 0.5).progressViewStyle(Percent())
      LabeledContent("Name", value: "Ada").labeledContentStyle(Equals())
      Menu("More") { Button("Rename") {} }.menuStyle(TitledMenu())
      ControlGroup("Tools") { Button("Cut") {} }.controlGroupStyle(TitledGroup())
      DisclosureGroup("Details") { Text("hidden details") }.disclosureGroupStyle(ShowButton())
    }
  }
}

private struct EditableList: View {
  @Bindable var model: StyleModel
  var body: some View {
    List($model.names, id: \.self, editActions: .all) { $name in
      TextField("Name", text: $name)
    }
  }
}

private struct MoveOnlyList: View {
  @Bindable var model: StyleModel
  var body: some View {
    List {
      ForEach($model.names, id: \.self, editActions: .move) { $name in Text(name) }
    }
  }
}

private struct ChoiceScreen: View {
  @Bindable var model: StyleModel
  var body: some View {
    VStack {
      Picker(selection: $model.count) {
        Text("One").tag(1)
      } label: {
        Text("Count")
      } currentValueLabel: {
        Counted(name: "current")
      }
      Menu("Sort") {
        Button("By name") {}
      } primaryAction: {
        model.sorted += 1
      }
      ControlGroup {
        Button("Undo") {}
      } label: {
        Text("Editing")
      }
    }
  }
}

private struct CommitScreen: View {
  @Bindable var model: StyleModel
  var body: some View {
    VStack {
      TextField("Search", text: $model.query, onCommit: { model.sorted += 1 })
      SecureField("PIN", text: $model.query, onCommit: { model.sorted += 1 })
    }
  }
}

private struct FormatterScreen: View {
  @Bindable var model: StyleModel
  var body: some View {
    VStack {
      TextField("Count", value: $model.count, formatter: NumberFormatter())
      TextField(value: $model.ratio, format: .number) { Text("Ratio") }
    }
  }
}

private struct MenuScreen: View {
  var body: some View {
    List {
      Section("Rows") {
        Text("row")
          .contextMenu(ContextMenu { Counted(name: "menu") })
          .contextMenu(forSelectionType: Int.self) { _ in Counted(name: "selection menu") }
      }
      .sectionActions { Counted(name: "action") }
    }
  }
}

private struct OlderOrder: View {
  @Bindable var model: StyleModel
  var body: some View {
    VStack {
      Stepper(value: $model.count, in: 0...3, onEditingChanged: { _ in }) { Text("Count") }
      Slider(value: $model.ratio, in: 0...1, onEditingChanged: { _ in }) { Text("Ratio") }
    }
  }
}

private struct Node: Identifiable {
  let name: String
  var children: [Node]?
  var id: String { name }
  static let tree = [
    Node(name: "Fruit", children: [Node(name: "Apple"), Node(name: "Pear")]), Node(name: "Bread", children: nil),
  ]
}

private struct PercentGauge: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      Text("\(Int(configuration.value * 100))%")
    }
  }
}

private struct GaugeScreen: View {
  let model: StyleModel
  var body: some View {
    VStack {
      Gauge(value: model.ratio, in: 0...0.5) { Text("Battery") }.gaugeStyle(PercentGauge())
      Gauge(value: 1, in: 0...2) {
        Counted(name: "Level")
      } currentValueLabel: {
        Text("1")
      }
      .gaugeStyle(.accessoryCircular)
    }
  }
}

private struct Person: Identifiable {
  let name: String
  let age: Int
  var id: String { name }
}

private struct PeopleTable: View {
  @Bindable var model: StyleModel
  let people = [Person(name: "Ada", age: 36), Person(name: "Alan", age: 41)]
  var body: some View {
    VStack {
      Text("selected \(model.query)")
      Table(people, selection: selectedID) {
        TableColumn("Name", value: \.name)
        TableColumn("Age") { person in
          VStack {
            Text("\(person.age)")
            Counted(name: "cell")
          }
        }
      }
    }
  }

  var selectedID: Binding<String?> {
    Binding(get: { model.query.isEmpty ? nil : model.query }, set: { model.query = $0 ?? "" })
  }
}

private struct LargeTypeNote: ViewModifier {
  let large: Bool
  func body(content: Content) -> some View {
    VStack {
      content
      if large { Text("large type") }
    }
  }
}

private struct SizeAware: EnvironmentalModifier {
  func resolve(in environment: EnvironmentValues) -> LargeTypeNote {
    LargeTypeNote(large: environment.dynamicTypeSize >= .xxLarge)
  }
}

private struct CardTitleKey: ContainerValueKey {
  static let defaultValue = "Untitled"
}

extension ContainerValues {
  fileprivate var cardTitle: String {
    get { self[CardTitleKey.self] }
    set { self[CardTitleKey.self] = newValue }
  }
}

private struct Cards<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack {
      Group(subviews: content) { subviews in
        Text("\(subviews.count) cards")
        ForEach(subviews) { subview in
          Text(subview.containerValues.cardTitle)
          subview
        }
      }
    }
  }
}

private struct SourcesToggle: View {
  @Bindable var model: StyleModel
  var body: some View {
    Toggle("All", sources: [$model.flag, $model.other], isOn: \.self)
  }
}
