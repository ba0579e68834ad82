import Foundation
import Observation
import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// The style protocols of buttons, forms, date pickers, text editors and tables: a
// custom style's `makeBody(configuration:)` is realized where its control is, with the
// control's label or content handed over and realized once inside it (custom views
// counted); a primitive button style's `trigger()` runs the button's action, so a tap
// reaches the button through its style. A built-in style is a value of the modifier's
// node (a changed one is a leaf update, never a body), and its own `makeBody` shows
// the configuration's label or content for a custom style that wraps it.

@Suite("Styles surface: primitive button, form, date picker, text editor and table styles")
@MainActor
struct StylesSurfaceTests {
  struct StyleCase: Sendable, CustomTestStringConvertible {
    let id: String
    let before: String
    let after: String
    var testDescription: String { id }
  }

  @Test(
    "A built-in style is shown on its modifier's node; a changed one is one leaf update and no other body",
    arguments: [
      StyleCase(id: "buttonStyle", before: "buttonStyle(bordered)", after: "buttonStyle(borderedProminent)"),
      StyleCase(id: "buttonStyle(plain)", before: "buttonStyle(automatic)", after: "buttonStyle(plain)"),
      StyleCase(id: "formStyle", before: "formStyle(grouped)", after: "formStyle(columns)"),
      StyleCase(id: "datePickerStyle", before: "datePickerStyle(wheel)", after: "datePickerStyle(graphical)"),
      StyleCase(
        id: "datePickerStyle(compact)", before: "datePickerStyle(automatic)", after: "datePickerStyle(compact)"),
      StyleCase(id: "textEditorStyle", before: "textEditorStyle(automatic)", after: "textEditorStyle(plain)"),
      StyleCase(id: "tableStyle", before: "tableStyle(automatic)", after: "tableStyle(inset)"),
    ])
  func builtInStyles(_ c: StyleCase) {
    let model = StylesModel()
    let host = ViewHost(BuiltInStyled(model: model))
    #expect(host.treeDescription.contains(c.before), "\(host.treeDescription)")
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews == ["BuiltInStyled"], "\(update.trace)")
    #expect(update.leafUpdates.compactMap(\.new).contains(c.after), "\(update.leafUpdates)")
    #expect(host.treeDescription.contains("Text(Go)"), "a built-in style leaves the label: \(host.treeDescription)")
  }

  @Test("An equal built-in style costs nothing: writing the same flag is no leaf update and no body")
  func equalStyles() {
    let model = StylesModel()
    let host = ViewHost(BuiltInStyled(model: model))
    let update = host.update { model.flag = false }
    #expect(update.leafUpdateCount == 0 && update.bodyCount == 0, "\(update.trace)")
  }

  @Test("A tap on a button with a built-in style runs its action once")
  func builtInTap() {
    let model = StylesModel()
    let host = ViewHost(BuiltInStyled(model: model))
    host.tap("Go")
    #expect(model.taps == 1)
  }

  // MARK: - Primitive button styles

  @Test("A custom PrimitiveButtonStyle's body is realized in the button, its label once; a tap triggers through it")
  func primitiveStyle() {
    let model = StylesModel()
    let host = ViewHost(
      Button(role: .destructive) {
        model.taps += 1
      } label: {
        CountedText(name: "Delete")
      }
      .buttonStyle(TapOnRelease()))
    let tree = host.treeDescription
    #expect(tree.contains("buttonStyle(TapOnRelease)"), "the custom style is named on its node: \(tree)")
    #expect(tree.contains("Text(role destructive)"), "the style's own view, given the role: \(tree)")
    #expect(host.mount.evaluatedViews.filter { $0 == "CountedText" }.count == 1, "\(host.mount.trace)")
    let tapped = host.tap("Delete")
    #expect(model.taps == 1, "the style's tap gesture called trigger(): \(tapped.trace)")
    #expect(tapped.diagnostics.isEmpty, "\(tapped.diagnostics)")
  }

  @Test("A style whose body has no tap target takes no tap: the action does not run")
  func primitiveStyleWithoutTapTarget() {
    let model = StylesModel()
    let host = ViewHost(Button("Go") { model.taps += 1 }.buttonStyle(Inert()))
    #expect(host.treeDescription.contains("Text(Go)"), "the label is still shown: \(host.treeDescription)")
    expectInputRefused(.controlNotFound, on: host) { host.tap("Go") }
    #expect(model.taps == 0)
  }

  @Test("A custom style wrapping a built-in style's body shows the label, and a tap through it runs the action")
  func wrappedBuiltInButtonBody() {
    let model = StylesModel()
    let host = ViewHost(Button("Save") { model.taps += 1 }.buttonStyle(Framed()))
    let tree = host.treeDescription
    #expect(tree.contains("Text(Save)") && tree.contains("Text(frame)"), "\(tree)")
    #expect(tree.contains("buttonStyle(bordered)"), "the built-in body shows its style: \(tree)")
    host.tap("Save")
    #expect(model.taps == 1)
  }

  @Test("A button inside a primitive style's own body is drawn as a plain button; an inner ButtonStyle replaces it")
  func innerStylesWin() {
    let model = StylesModel()
    let host = ViewHost(
      VStack {
        Button("A") { model.taps += 1 }.buttonStyle(Pill())
        Button("B") { model.taps += 10 }.buttonStyle(.bordered)
      }
      .buttonStyle(Inert()))
    let tree = host.treeDescription
    #expect(tree.contains("Text(pill)"), "the ButtonStyle set below replaces the primitive style: \(tree)")
    host.tap("A")
    host.tap("B")
    #expect(model.taps == 11, "neither button is made by the inert style")
  }

  @Test("A style drawing its button as a plain Button calling trigger() is tapped by the label's title")
  func styleWithInnerButton() {
    let model = StylesModel()
    let host = ViewHost(
      VStack {
        Button("Buy") { model.taps += 1 }
        Button("Sell") { model.taps += 10 }
      }
      .buttonStyle(Capsuled()))
    let tree = host.treeDescription
    #expect(tree.components(separatedBy: "buttonStyle(Capsuled)").count == 2, "one style node: \(tree)")
    host.tap("Sell")
    host.tap("Buy")
    #expect(model.taps == 11, "each tap ran its own button's action once")
  }

  @Test(
    "Button(configuration) in a primitive style is the button itself: its label, tapped by its title, runs its action")
  func buttonFromConfiguration() {
    let model = StylesModel()
    let host = ViewHost(Button("Pay") { model.taps += 1 }.buttonStyle(PlainFromConfiguration()))
    #expect(host.treeDescription.contains("Text(Pay)"), "\(host.treeDescription)")
    host.tap("Pay")
    #expect(model.taps == 1, "\(host.treeDescription)")
  }

  @Test("PrimitiveButtonStyleConfiguration.trigger() runs the button's action each time it is called")
  func triggerRunsAction() {
    let model = StylesModel()
    let host = ViewHost(Button("Twice") { model.taps += 1 }.buttonStyle(DoubleTrigger()))
    host.tap("Twice")
    #expect(model.taps == 2)
  }

  // MARK: - Form styles

  @Test("A custom FormStyle's body is realized in the form, with its content realized once inside it")
  func formStyle() {
    let host = ViewHost(Form { CountedText(name: "row") }.formStyle(CardForm()))
    let tree = host.treeDescription
    #expect(tree.contains("formStyle(CardForm)") && tree.contains("Text(card)"), "\(tree)")
    #expect(tree.contains("Text(row)"), "\(tree)")
    #expect(host.mount.evaluatedViews.filter { $0 == "CountedText" }.count == 1, "\(host.mount.trace)")
    let wrapped = ViewHost(Form { Text("inner") }.formStyle(WrapsGrouped()))
    #expect(wrapped.treeDescription.contains("formStyle(grouped)"), "\(wrapped.treeDescription)")
    #expect(wrapped.treeDescription.contains("Text(inner)"), "\(wrapped.treeDescription)")
  }

  @Test("Form(configuration) in a form style is a form of the content, realized once")
  func formFromConfiguration() {
    let host = ViewHost(Form { CountedText(name: "row") }.formStyle(PlainFormFromConfiguration()))
    #expect(host.treeDescription.contains("Text(row)"), "\(host.treeDescription)")
    #expect(host.mount.evaluatedViews.filter { $0 == "CountedText" }.count == 1, "\(host.mount.trace)")
  }

  @Test("A form's content changing under a custom style updates inside the style's body only")
  func formContentUpdates() {
    let model = StylesModel()
    let host = ViewHost(Form { ModelRow(model: model) }.formStyle(CardForm()))
    let update = host.update { model.flag = true }
    #expect(update.evaluatedViews == ["ModelRow"], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(on)"), "\(host.treeDescription)")
  }

  // MARK: - Date picker styles

  @Test(
    "A custom DatePickerStyle is given the label, the date, the range and the components; its body follows the date")
  func datePickerStyle() {
    let model = StylesModel()
    let host = ViewHost(DueDate(model: model))
    let tree = host.treeDescription
    #expect(tree.contains("datePickerStyle(Stamp)"), "\(tree)")
    #expect(tree.contains("Text(Due)"), "the label, realized by the style: \(tree)")
    #expect(tree.contains("Text(at 86400.0 in 0.0...864000.0, date)"), "\(tree)")
    let picked = host.setDate(Date(timeIntervalSince1970: 86_400 * 3), in: "Due")
    #expect(model.due == Date(timeIntervalSince1970: 86_400 * 3))
    #expect(
      picked.leafUpdates.compactMap(\.new).contains("Text(at 259200.0 in 0.0...864000.0, date)"),
      "the style's body is made again: \(picked.trace)")
    host.tap("Next day")
    #expect(model.due == Date(timeIntervalSince1970: 86_400 * 4), "the style writes the picker's binding")
  }

  @Test("A date picker style wrapping a built-in one shows the label; an open range has no latest date")
  func wrappedDatePickerStyle() {
    let model = StylesModel()
    let host = ViewHost(
      DatePicker("From", selection: Binding(get: { model.due }, set: { model.due = $0 }), in: model.due...)
        .datePickerStyle(WrapsWheel()))
    let tree = host.treeDescription
    #expect(tree.contains("datePickerStyle(wheel)") && tree.contains("Text(From)"), "\(tree)")
    #expect(tree.contains("Text(no latest date)"), "\(tree)")
  }

  // MARK: - Text editor and table styles

  @Test("A custom TextEditorStyle's body is realized in the editor, which keeps its text and takes typing")
  func textEditorStyle() {
    let host = ViewHost(NotesWithStyle())
    #expect(host.treeDescription.contains("textEditorStyle(Lined)"), "\(host.treeDescription)")
    #expect(host.mount.evaluatedViews.filter { $0 == "CountedLines" }.count == 1, "\(host.mount.trace)")
    host.type("Hi", into: "Notes")
    #expect(host.treeDescription.contains("TextEditor(Hi)"), "\(host.treeDescription)")
    let wrapped = ViewHost(TextEditor(text: .constant("x")).textEditorStyle(WrapsAutomaticEditor()))
    #expect(wrapped.treeDescription.contains("textEditorStyle(automatic)"), "\(wrapped.treeDescription)")
    #expect(
      wrapped.mount.evaluatedViews.contains("AutomaticTextEditorStyle.Body"),
      "the platform body: \(wrapped.mount.trace)")
  }

  @Test("A custom TableStyle's body is realized in the table, which keeps its headers and rows")
  func tableStyle() {
    let host = ViewHost(
      Table(of: Book.self) {
        TableColumn("Title", value: \.title)
      } rows: {
        TableRow(Book(title: "Emma"))
      }
      .tableStyle(Striped()))
    let tree = host.treeDescription
    #expect(tree.contains("tableStyle(Striped)") && tree.contains("Text(Emma)"), "\(tree)")
    #expect(host.mount.evaluatedViews.filter { $0 == "CountedText" }.count == 1, "\(host.mount.trace)")
  }
}

// MARK: - Fixtures

@Observable
@MainActor
private final class StylesModel {
  var flag = false
  var taps = 0
  var due = Date(timeIntervalSince1970: 86_400)
}

private struct BuiltInStyled: View {
  let model: StylesModel
  var body: some View {
    let on = model.flag
    let button: any PrimitiveButtonStyle = on ? BorderedProminentButtonStyle() : BorderedButtonStyle()
    let plain: any PrimitiveButtonStyle = on ? PlainButtonStyle() : DefaultButtonStyle()
    let form: any FormStyle = on ? ColumnsFormStyle() : GroupedFormStyle()
    let date: any DatePickerStyle = on ? GraphicalDatePickerStyle() : WheelDatePickerStyle()
    let compact: any DatePickerStyle = on ? CompactDatePickerStyle() : DefaultDatePickerStyle()
    let editor: any TextEditorStyle = on ? PlainTextEditorStyle() : AutomaticTextEditorStyle()
    let table: any TableStyle = on ? InsetTableStyle() : .automatic
    return VStack {
      Button("Go") { model.taps += 1 }.buttonStyle(button)
      Text("p").buttonStyle(plain)
      Form { Text("f") }.formStyle(form)
      Text("d").datePickerStyle(date)
      Text("c").datePickerStyle(compact)
      Text("e").textEditorStyle(editor)
      Text("t").tableStyle(table)
    }
  }
}

private struct CountedText: View {
  let name: String
  var body: some View { Text(name) }
}

private struct ModelRow: View {
  let model: StylesModel
  var body: some View { Text(model.flag ? "on" : "off") }
}

private struct TapOnRelease: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label.onTapGesture { configuration.trigger() }
      Text("role \(configuration.role.map { "\($0)" } ?? "none")")
    }
  }
}

private struct Inert: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

private struct Framed: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("frame")
      BorderedButtonStyle().makeBody(configuration: configuration)
    }
  }
}

private struct Capsuled: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.trigger()
    } label: {
      configuration.label
    }
    .buttonBorderShape(.capsule)
  }
}

private struct PlainFromConfiguration: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration).padding(2)
  }
}

private struct PlainFormFromConfiguration: FormStyle {
  func makeBody(configuration: Configuration) -> some View {
    Form(configuration)
  }
}

private struct DoubleTrigger: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture {
      configuration.trigger()
      configuration.trigger()
    }
  }
}

private struct Pill: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("pill")
      configuration.label
    }
  }
}

private struct CardForm: FormStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("card")
      configuration.content
    }
  }
}

private struct WrapsGrouped: FormStyle {
  func makeBody(configuration: Configuration) -> some View {
    GroupedFormStyle().makeBody(configuration: configuration)
  }
}

private struct DueDate: View {
  let model: StylesModel
  var body: some View {
    DatePicker(
      "Due", selection: Binding(get: { model.due }, set: { model.due = $0 }),
      in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400 * 10), displayedComponents: .date
    )
    .datePickerStyle(Stamp())
  }
}

private struct Stamp: DatePickerStyle {
  func makeBody(configuration: Configuration) -> some View {
    let range = [configuration.minimumDate, configuration.maximumDate]
      .map { $0.map { "\($0.timeIntervalSince1970)" } ?? "nil" }
      .joined(separator: "...")
    let components = configuration.displayedComponents == .date ? "date" : "other"
    VStack {
      configuration.label
      Text("at \(configuration.selection.timeIntervalSince1970) in \(range), \(components)")
      Button("Next day") { configuration.selection = configuration.selection.addingTimeInterval(86_400) }
    }
  }
}

private struct WrapsWheel: DatePickerStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      WheelDatePickerStyle().makeBody(configuration: configuration)
      Text(configuration.maximumDate == nil ? "no latest date" : "a latest date")
    }
  }
}

private struct NotesWithStyle: View {
  @State private var notes = ""
  var body: some View {
    TextEditor(text: $notes).accessibilityLabel("Notes").textEditorStyle(Lined())
  }
}

/// Draws ruled lines behind the text (no text of its own: a text inside the editor
/// would be its title, before its accessibility label).
private struct Lined: TextEditorStyle {
  func makeBody(configuration: Configuration) -> some View {
    CountedLines()
  }
}

private struct CountedLines: View {
  var body: some View { Rectangle() }
}

private struct WrapsAutomaticEditor: TextEditorStyle {
  func makeBody(configuration: Configuration) -> some View {
    AutomaticTextEditorStyle().makeBody(configuration: configuration)
  }
}

private struct Book: Identifiable {
  let title: String
  var id: String { title }
}

private struct Striped: TableStyle {
  func makeBody(configuration: Configuration) -> some View {
    CountedText(name: "stripes")
  }
}
