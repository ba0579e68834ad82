import Observation
import TestSupport
import Testing
import ViewGraph

// The SwiftUI-shaped surface: builders, primitives, containers, modifiers.

@Suite("View layer")
@MainActor
struct ViewLayerTests {
  @Test("ViewBuilder takes blocks of any length (parameter packs), positions as identity")
  func longBlocks() {
    let host = ViewHost(TwelveTexts())
    #expect(host.mount.leafUpdateCount == 12)
    #expect(host.treeDescription.split(separator: "\n").count == 14, "\(host.treeDescription)")
  }

  @Test("Empty blocks and EmptyView show nothing")
  func empty() {
    let host = ViewHost(Nothing())
    #expect(host.mount.printedChanges == ["Nothing: @self changed."])
    #expect(host.mount.leafUpdateCount == 0)
  }

  struct LeafCase: Sendable, CustomTestStringConvertible {
    let id: String
    let expected: String
    var testDescription: String { id }
  }

  @Test(
    "Primitives show their content as leaves",
    arguments: [
      LeafCase(id: "Text", expected: "Text(hello)"),
      LeafCase(id: "Image", expected: "Image(systemName: star)"),
      LeafCase(id: "TextField", expected: "TextField(Name: ada)"),
      LeafCase(id: "SecureField", expected: "SecureField(Password: •••)"),
      LeafCase(id: "Toggle", expected: "Toggle(Wi-Fi: on)"),
      LeafCase(id: "Stepper", expected: "Stepper(Count: 3)"),
      LeafCase(id: "Slider", expected: "Slider(0.5)"),
      LeafCase(id: "Picker", expected: "Picker(Flavor: b)"),
      LeafCase(id: "ProgressView", expected: "ProgressView(0.25)"),
      LeafCase(id: "Button", expected: "Button(Save)"),
      LeafCase(id: "opacity", expected: "opacity(0.5)"),
      LeafCase(id: "Color", expected: "Color(red)"),
    ])
  func leaves(_ c: LeafCase) {
    let host = ViewHost(Gallery())
    #expect(host.treeDescription.contains(c.expected), "\(host.treeDescription)")
  }

  @Test("Containers realize their content: Form, Section, NavigationStack, List over data, Group, ScrollView")
  func containers() {
    let host = ViewHost(Containers())
    let tree = host.treeDescription
    for expected in [
      "NavigationStack", "Form", "Section", "List", "ScrollView", "Text(Header)", "Text(row 2)", "Text(grouped)",
    ] {
      #expect(tree.contains(expected), "\(expected) in \(tree)")
    }
  }

  @Test("@Bindable, local form (@Bindable var model = model), drives a text field")
  func localBindable() {
    let model = Profile()
    let host = ViewHost(ProfileEditor(model: model))
    let updates = host.type("!", into: "Name")
    #expect(model.name == "ada!")
    #expect(
      updates.first?.printedChanges == ["ProfileEditor: \\Profile.name changed."], "\(updates.first?.trace ?? "")")
  }

  @Test("@ObservedObject's $model.member binding writes through and publishes")
  func observedObjectBinding() {
    let host = ViewHost(LegacyEditor(model: LegacyProfile()))
    let update = host.type("x", into: "Nickname").first
    #expect(update?.printedChanges == ["LegacyEditor: _model changed."])
  }

  @Test("onTapGesture is reachable by host.tap through its first text")
  func tapGesture() {
    let host = ViewHost(TapRow())
    let update = host.tap("row")
    #expect(update.printedChanges == ["TapRow: _taps changed."])
  }

  @Test("Binding.constant and Binding(get:set:) work as inputs")
  func bindingForms() {
    let host = ViewHost(BindingForms())
    #expect(host.treeDescription.contains("Toggle(Constant: on)"))
    host.toggle("Constant")
    #expect(host.treeDescription.contains("Toggle(Constant: on)"), "a constant binding ignores writes")
    host.toggle("Closure")
    #expect(host.treeDescription.contains("Toggle(Closure: on)"))
  }
}

// MARK: - Fixtures

private struct TwelveTexts: View {
  var body: some View {
    VStack {
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
      Text("8")
      Text("9")
      Text("10")
      Text("11")
      Text("12")
    }
  }
}

private struct Nothing: View {
  var body: some View {
    VStack {}
    EmptyView()
  }
}

private struct Gallery: View {
  @State private var name = "ada"
  @State private var password = "abc"
  @State private var wifi = true
  @State private var count = 3
  @State private var level = 0.5
  @State private var flavor = "b"
  var body: some View {
    VStack {
      Text("hello")
      Image(systemName: "star")
      TextField("Name", text: $name)
      SecureField("Password", text: $password)
      Toggle("Wi-Fi", isOn: $wifi)
      Stepper("Count", value: $count)
      Slider(value: $level)
      Picker("Flavor", selection: $flavor) {
        Text("A").tag("a")
        Text("B").tag("b")
      }
      ProgressView(value: 1, total: 4)
      Button("Save") {}
      Text("faded").opacity(0.5)
      Color.red
      Spacer()
      Divider()
      Label("Star", systemImage: "star")
    }
    .padding()
    .font(.body)
    .frame(maxWidth: 300)
    .background(.white)
    .navigationTitle("Gallery")
  }
}

private struct RowItem: Identifiable {
  let id: Int
}

private struct Containers: View {
  var body: some View {
    NavigationStack {
      Form {
        Section("Header") {
          Text("in section")
        }
        List([RowItem(id: 1), RowItem(id: 2)]) { item in
          Text("row \(item.id)")
        }
        ScrollView {
          Group { Text("grouped") }
        }
        HStack { ZStack { Text("stacked") } }
        NavigationLink("Next", destination: Text("destination"))
      }
    }
  }
}

@Observable private final class Profile {
  var name = "ada"
}

private struct ProfileEditor: View {
  let model: Profile
  var body: some View {
    @Bindable var model = model
    VStack {
      TextField("Name", text: $model.name)
      Text(model.name)
    }
  }
}

private final class LegacyProfile: ObservableObject {
  @Published var nickname = ""
}

private struct LegacyEditor: View {
  @ObservedObject var model: LegacyProfile
  var body: some View {
    TextField("Nickname", text: $model.nickname)
  }
}

private struct TapRow: View {
  @State private var taps = 0
  var body: some View {
    HStack {
      Text("row")
      Text("\(taps)")
    }
    .onTapGesture { taps += 1 }
  }
}

private struct BindingForms: View {
  @State private var on = false
  var body: some View {
    VStack {
      Toggle("Constant", isOn: .constant(true))
      Toggle("Closure", isOn: Binding(get: { on }, set: { on = $0 }))
    }
  }
}
