import Observation
import TestSupport
import Testing
import ViewGraph

// Bindings as collections and their projections, pickers over several sources.
// A binding to a collection is a collection of element bindings: its indices read
// the bound collection, an element binding reads and writes the source's element.

@Suite("Bindings, pickers and sections surface")
@MainActor
struct ControlsRound2SurfaceTests {
  @Test("ForEach($model.items) hands each row its element binding: toggling it writes the source's element")
  func forEachOverCollectionBinding() {
    let model = ChecklistModel(items: [ChecklistItem(id: 1, name: "a"), ChecklistItem(id: 2, name: "b")])
    let host = ViewHost(ChecklistScreen(model: model))
    #expect(host.treeDescription.contains("Toggle(a: off)"), "\(host.treeDescription)")
    host.toggle("b")
    #expect(model.items.map(\.done) == [false, true], "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Toggle(b: on)"), "\(host.treeDescription)")
  }

  @Test("$items.isEmpty, count, first and last read the bound collection; an end's binding writes its element")
  func collectionMembers() {
    let model = ChecklistModel(items: [ChecklistItem(id: 1, name: "a"), ChecklistItem(id: 2, name: "b")])
    let host = ViewHost(EmptyStateScreen(model: model))
    #expect(host.treeDescription.contains("Text(2 items)"), "\(host.treeDescription)")
    let items = Binding(get: { model.items }, set: { model.items = $0 })
    items.last?.wrappedValue.done = true
    items.first?.wrappedValue.name = "first"
    #expect(model.items.map(\.done) == [false, true] && model.items[0].name == "first")
    let emptied = host.update { model.items = [] }
    #expect(emptied.evaluatedViews == ["EmptyStateScreen"], "reading isEmpty read the items: \(emptied.trace)")
    #expect(host.treeDescription.contains("Text(nothing)"), "\(host.treeDescription)")
    #expect(items.first == nil && items.last == nil && items.isEmpty)
  }

  @Test("A binding with a transaction or an animation writes the same value and carries the transaction")
  func transactionBinding() {
    let model = ChecklistModel(items: [])
    let base = Bindable(model).count
    let animated = base.animation()
    #expect(animated.transaction.animation == .default)
    #expect(base.transaction.animation == nil)
    let instant = base.transaction(Transaction(animation: nil))
    #expect(instant.transaction.animation == nil)
    animated.wrappedValue = 3
    #expect(model.count == 3 && animated.wrappedValue == 3)
  }

  @Test("A binding with an animation flushes its write as a group of its own, as withAnimation does")
  func animatedBindingWrite() {
    let model = ChecklistModel(items: [])
    let host = ViewHost(CountScreen(model: model))
    let update = host.update { Bindable(model).count.animation().wrappedValue = 5 }
    #expect(update.evaluatedViews == ["CountScreen"], "\(update.trace)")
    #expect(host.treeDescription.contains("Text(count 5)"), "\(host.treeDescription)")
  }

  @Test("Binding(_:) projections: optional, unwrapped (nil for nil, last value kept) and AnyHashable")
  func projections() {
    let model = ChecklistModel(items: [])
    let count = Bindable(model).count
    let optional = Binding<Int?>(count)
    #expect(optional.wrappedValue == 0)
    optional.wrappedValue = 4
    #expect(model.count == 4)
    optional.wrappedValue = nil
    #expect(model.count == 4, "writing nil leaves the base as it is")

    #expect(Binding<Int>(Bindable(model).note) == nil, "an optional binding to nil has no unwrapped binding")
    model.note = 7
    let unwrapped = Binding<Int>(Bindable(model).note)
    #expect(unwrapped?.wrappedValue == 7)
    unwrapped?.wrappedValue = 8
    #expect(model.note == 8)
    model.note = nil
    #expect(unwrapped?.wrappedValue == 8, "the last value is read while the base is nil")

    let hashable = Binding<AnyHashable>(count)
    #expect(hashable.wrappedValue == AnyHashable(4))
    hashable.wrappedValue = AnyHashable(9)
    #expect(model.count == 9)
    hashable.wrappedValue = AnyHashable("nine")
    #expect(model.count == 9, "a value of another type is not written")
  }

  @Test("Element bindings of the same source and position compare equal; other positions do not")
  func elementBindingEquality() {
    let items = Binding.constant([ChecklistItem(id: 1, name: "a"), ChecklistItem(id: 2, name: "b")])
    let first = items[0]
    #expect(first.isEqual(byRuleTo: items[0]))
    #expect(!first.isEqual(byRuleTo: items[1]))
  }

  @Test(
    "A picker over several sources shows the first source's value and writes every source",
    arguments: [0, 1, 2, 3, 4, 5, 6])
  func pickerSources(_ form: Int) {
    let model = SourcesModel()
    let host = ViewHost(SourcesPicker(model: model, form: form))
    #expect(host.treeDescription.contains("Picker(Size: 1)"), "\(host.treeDescription)")
    host.pick("2", in: "Size")
    let written = form == 6 ? [2, 1] : [2, 2]  // form 6 binds the first source only
    #expect(model.sizes.map(\.size) == written, "\(host.treeDescription)")
    #expect(host.treeDescription.contains("Picker(Size: 2)"), "\(host.treeDescription)")
    if form == 3 || form == 4 || form == 6 {
      #expect(host.mount.evaluatedViews.contains("CountedLabel"), "the current-value label: \(host.mount.trace)")
    }
  }

  @Test("Group(sections:) hands its transform each section's header and content; loose content is a section of its own")
  func groupSections() {
    let host = ViewHost(SectionedContainer())
    let tree = host.treeDescription
    #expect(tree.contains("Text(sections: 3)"), "\(tree)")
    #expect(tree.contains("Text(header count 1)") && tree.contains("Text(content count 2)"), "\(tree)")
    #expect(tree.contains("Text(Fruit)") && tree.contains("Text(apple)") && tree.contains("Text(pear)"), "\(tree)")
    #expect(tree.contains("Text(loose)"), "\(tree)")
    #expect(host.mount.evaluatedViews.filter { $0 == "CountedLabel" }.count == 1, "\(host.mount.trace)")
  }

  @Test("ForEach(sections:) makes a row per section, each realizing the subviews it places")
  func forEachSections() {
    let host = ViewHost(SectionRows())
    let tree = host.treeDescription
    #expect(tree.contains("Text(Fruit)") && tree.contains("Text(pear)") && tree.contains("Text(Veg)"), "\(tree)")
    #expect(!tree.contains("Text(footer)"), "the footer is not placed: \(tree)")
    #expect(host.mount.evaluatedViews.filter { $0 == "CountedLabel" }.count == 1, "\(host.mount.trace)")
  }
}

// MARK: - Fixtures

struct ChecklistItem: Identifiable, Equatable {
  var id: Int
  var name: String
  var done = false
}

@Observable
final class ChecklistModel {
  var items: [ChecklistItem]
  var count = 0
  var note: Int?
  init(items: [ChecklistItem]) { self.items = items }
}

struct CountScreen: View {
  let model: ChecklistModel
  var body: some View { Text("count \(model.count)") }
}

struct ChecklistScreen: View {
  @Bindable var model: ChecklistModel
  var body: some View {
    VStack {
      ForEach($model.items) { $item in
        Toggle(item.name, isOn: $item.done)
      }
    }
  }
}

struct EmptyStateScreen: View {
  @Bindable var model: ChecklistModel
  var body: some View {
    if $model.items.isEmpty {
      Text("nothing")
    } else {
      Text("\($model.items.count) items")
    }
  }
}

struct SizeSource: Identifiable {
  var id: Int
  var size: Int
}

@Observable
final class SourcesModel {
  var sizes = [SizeSource(id: 1, size: 1), SizeSource(id: 2, size: 1)]
}

struct CountedLabel: View {
  var body: some View { Text("current") }
}

struct SourcesPicker: View {
  @Bindable var model: SourcesModel
  let form: Int
  var body: some View {
    switch form {
    case 0:
      Picker("Size", sources: [$model.sizes[0], $model.sizes[1]], selection: \.size) { options }
    case 1:
      Picker(sources: [$model.sizes[0], $model.sizes[1]], selection: \.size) {
        options
      } label: {
        Text("Size")
      }
    case 2:
      Picker("Size", systemImage: "ruler", sources: [$model.sizes[0], $model.sizes[1]], selection: \.size) { options }
    case 3:
      Picker("Size", sources: [$model.sizes[0], $model.sizes[1]], selection: \.size) {
        options
      } currentValueLabel: {
        CountedLabel()
      }
    case 5:
      Picker(
        "Size", image: ImageResource(name: "ruler", bundle: .main), sources: [$model.sizes[0], $model.sizes[1]],
        selection: \.size
      ) {
        options
      }
    case 6:
      Picker("Size", image: ImageResource(name: "ruler", bundle: .main), selection: $model.sizes[0].size) {
        options
      } currentValueLabel: {
        CountedLabel()
      }
    default:
      Picker(sources: [$model.sizes[0], $model.sizes[1]], selection: \.size) {
        options
      } label: {
        Text("Size")
      } currentValueLabel: {
        CountedLabel()
      }
    }
  }
  @ViewBuilder var options: some View {
    Text("1").tag(1)
    Text("2").tag(2)
  }
}

struct SectionedContainer: View {
  var body: some View {
    Group(sections: SampleSections()) { sections in
      Text("sections: \(sections.count)")
      Text("header count \(sections[0].header.count)")
      Text("content count \(sections[0].content.count)")
      ForEach(sections) { section in
        section.header
        section.content
      }
    }
  }
}

struct SectionRows: View {
  var body: some View {
    VStack {
      ForEach(sections: SampleSections()) { section in
        section.header
        section.content
      }
    }
  }
}

struct SampleSections: View {
  var body: some View {
    Section {
      Text("apple")
      Text("pear")
    } header: {
      Text("Fruit")
    } footer: {
      Text("footer")
    }
    Section("Veg") { CountedLabel() }
    Text("loose")
  }
}
