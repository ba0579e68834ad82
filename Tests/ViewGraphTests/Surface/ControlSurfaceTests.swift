import RerenderTesting
import TestSupport
import Testing
import ViewGraph

// Controls with SwiftUI's overloads, driven as a user would: a control shows its
// binding (a leaf), its label views are realized, its action is not a tracking
// scope, and only the views that read the changed state re-run (Q3).

@Suite("Control surface: buttons, toggles, fields, steppers, sliders, pickers, dates")
@MainActor
struct ControlSurfaceTests {
  @Test("Button overloads: role forms resolve to the role initializers; the role is shown; taps run the action")
  func buttons() {
    let model = ControlModel()
    let host = ViewHost(Buttons(model: model))
    let tree = host.treeDescription
    for expected in [
      "Button(Delete (destructive))", "Button(Cancel (cancel))", "Button(Share)", "Button(Archive)", "Button(Trash)",
    ] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
    let update = host.tap("Delete")
    #expect(model.deleted == 1)
    #expect(update.evaluatedViews == ["Buttons"], "\(update.trace)")
    #expect(host.tap("Trash").diagnostics.isEmpty, "a label view's text finds the button")
    #expect(model.deleted == 2)
  }

  @Test("A custom ButtonStyle's makeBody is realized around the label: a custom view inside it is counted")
  func buttonStyle() {
    let host = ViewHost(Text("x").overlay { Button("Go") {}.buttonStyle(PillStyle()) })
    #expect(host.mount.evaluatedViews == ["PillBackground"], "\(host.mount.evaluatedViews)")
    #expect(host.treeDescription.contains("Text(Go)"), "\(host.treeDescription)")
  }

  @Test("Q3: a stepper writes its binding; the bodies that read the value re-run, the one that made the binding too")
  func stepper() {
    let model = ControlModel()
    let host = ViewHost(Quantities(model: model))
    let up = host.increment("Quantity")
    #expect(model.quantity == 2)
    #expect(up.evaluatedViews == ["Quantities", "QuantitySummary"], "\(up.trace)")
    host.increment("Quantity")
    host.increment("Quantity")
    #expect(model.quantity == 3, "clamped to 1...3")
    host.decrement("Quantity")
    #expect(model.quantity == 2)
    #expect(host.treeDescription.contains("Stepper(Quantity: 2)"), "\(host.treeDescription)")
  }

  @Test("A slider takes a value within its range, by its steps")
  func slider() {
    let model = ControlModel()
    let host = ViewHost(Quantities(model: model))
    let update = host.setValue(0.74, in: "Volume")
    #expect(model.volume == 0.75, "steps of 0.25")
    #expect(update.evaluatedViews == ["Quantities", "QuantitySummary"], "\(update.trace)")
    host.setValue(7, in: "Volume")
    #expect(model.volume == 1)
  }

  @Test("A picker selects the option whose text is shown; its tag is the selection; ForEach ids are implicit tags")
  func picker() {
    let model = ControlModel()
    let host = ViewHost(Preferences(model: model))
    let update = host.pick("Dark", in: "Theme")
    #expect(model.theme == .dark)
    #expect(update.evaluatedViews == ["Preferences"], "the body reads the theme: \(update.trace)")
    host.pick("Größe 3", in: "Size")
    #expect(model.size == 3)
    let missing = expectInputRefused(.optionNotFound, on: host) { host.pick("Sepia", in: "Theme") }
    #expect(
      missing.diagnostics.map(\.message) == [
        "The Picker titled 'Theme' has no option 'Sepia' (options: 'Light', 'Dark')."
      ])
  }

  @Test("A date picker writes its date, clamped to its range; the leaf shows it")
  func datePicker() {
    let model = ControlModel()
    let host = ViewHost(Preferences(model: model))
    let update = host.setDate(Date(timeIntervalSince1970: 86_400 * 400), in: "Due")
    #expect(model.due == Date(timeIntervalSince1970: 86_400 * 365), "clamped to the range's end")
    #expect(update.leafUpdates.contains { $0.path.hasSuffix("DatePicker") }, "\(update.leafUpdates)")
  }

  @Test("A text field with a format shows the value formatted and writes what parses")
  func formattedField() {
    let model = ControlModel()
    let host = ViewHost(Preferences(model: model))
    host.setText("", in: "Age")
    host.type("42", into: "Age")
    #expect(model.age == 42)
    #expect(host.treeDescription.contains("TextField(Age: 42)"), "\(host.treeDescription)")
  }

  @Test("A toggle with a system image; a text field growing on an axis; a secure field with a label view")
  func overloads() {
    let model = ControlModel()
    let host = ViewHost(Preferences(model: model))
    host.toggle("Notifications")
    #expect(model.notifications)
    host.type("hi", into: "Bio")
    #expect(model.bio == "hi")
    #expect(
      host.treeDescription.contains("SecureField(Password: )"), "a text label titles the field: \(host.treeDescription)"
    )
  }
}

// MARK: - Fixtures

@Observable final class ControlModel {
  var deleted = 0
  var quantity = 1
  var volume = 0.5
  enum Theme: Hashable { case light, dark }
  var theme = Theme.light
  var size = 1
  var due = Date(timeIntervalSince1970: 0)
  var age = 30
  var notifications = false
  var bio = ""
}

private struct Buttons: View {
  let model: ControlModel
  var body: some View {
    VStack {
      Text("deleted \(model.deleted)")
      Button("Delete", role: .destructive) { model.deleted += 1 }
      Button(role: .cancel) {
      } label: {
        Text("Cancel")
      }
      Button("Share", systemImage: "square.and.arrow.up") {}
      Button {
        model.deleted += 1
      } label: {
        Label("Trash", systemImage: "trash")
      }
      Button(action: {}) { Text("Archive") }
    }
  }
}

private struct PillBackground: View {
  var body: some View { Capsule().fill(.blue) }
}

private struct PillStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding().background { PillBackground() }
  }
}

private struct QuantitySummary: View {
  let model: ControlModel
  var body: some View { Text("\(model.quantity) at \(model.volume)") }
}

private struct Quantities: View {
  @Bindable var model: ControlModel
  var body: some View {
    Form {
      Stepper("Quantity", value: $model.quantity, in: 1...3)
      Slider(value: $model.volume, in: 0...1, step: 0.25) { Text("Volume") }
      QuantitySummary(model: model)
    }
  }
}

private struct Preferences: View {
  @Bindable var model: ControlModel
  var body: some View {
    Form {
      Picker("Theme", selection: $model.theme) {
        Text("Light").tag(ControlModel.Theme.light)
        Text("Dark").tag(ControlModel.Theme.dark)
      }
      .pickerStyle(.segmented)
      Picker("Size", selection: $model.size) {
        ForEach(1..<4, id: \.self) { Text("Größe \($0)") }
      }
      Text(model.theme == .dark ? "dark" : "light")
      DatePicker(
        "Due", selection: $model.due, in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 86_400 * 365),
        displayedComponents: .date)
      TextField("Age", value: $model.age, format: .number)
      Toggle("Notifications", systemImage: "bell", isOn: $model.notifications)
      TextField("Bio", text: $model.bio, axis: .vertical)
      SecureField(text: .constant("")) { Text("Password") }
    }
  }
}
