// Models SwiftUI's pickers over several sources (`Picker(sources:selection:)`):
// the picker shows the first source's value and picking writes every source.
// Status: Partial. Differs: sources holding different values show the first one
// (SwiftUI shows a mixed state); with no sources, reading the value traps.

/// The selection of several sources: the first one's value, a write sets them all.
package func firstSelection<C: RandomAccessCollection, V>(_ data: C, _ keyPath: KeyPath<C.Element, Binding<V>>)
  -> Binding<V>?
{
  let bindings = data.map { $0[keyPath: keyPath] }
  guard let first = bindings.first else { return nil }
  return Binding(
    deferring: { first.wrappedValue },
    set: { value in for binding in bindings { binding.wrappedValue = value } })
}

extension Picker {
  /// A picker over several sources with a label view.
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: pickerSelection(sources, selection), content: content())
  }

  /// A picker over several sources with a label view and a view showing the current value.
  public init<C: RandomAccessCollection, C2: View>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> C2
  ) {
    self.init(label: label(), title: nil, selection: pickerSelection(sources, selection), content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }
}

/// The selection of a picker over several sources; with none, a binding that reads
/// nothing (SwiftUI's picker then has no value either) and ignores writes.
package func pickerSelection<C: RandomAccessCollection, V>(_ data: C, _ keyPath: KeyPath<C.Element, Binding<V>>)
  -> Binding<V>
{
  if let selection = firstSelection(data, keyPath) { return selection }
  return Binding(deferring: { preconditionFailure("Picker(sources:) read with no sources") }, set: { _ in })
}

extension Picker where Label == Text {
  /// A picker over several sources titled with a localized key.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: Text(key: titleKey), title: titleKey.text, selection: pickerSelection(sources, selection),
      content: content())
  }

  /// A picker over several sources titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: Text(title), title: String(title), selection: pickerSelection(sources, selection), content: content())
  }

  /// A picker over several sources titled with a localized key, with a view showing the current value.
  public init<C: RandomAccessCollection, C2: View>(
    _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> C2
  ) {
    self.init(
      label: Text(key: titleKey), title: titleKey.text, selection: pickerSelection(sources, selection),
      content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  /// A picker over several sources titled with a string, with a view showing the current value.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection, C2: View>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> C2
  ) {
    self.init(
      label: Text(title), title: String(title), selection: pickerSelection(sources, selection), content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }
}

extension Picker where Label == ViewGraphCore.Label<Text, Image> {
  /// A picker over several sources titled with a localized key and a system image.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text,
      selection: pickerSelection(sources, selection), content: content())
  }

  /// A picker over several sources titled with a string and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title),
      selection: pickerSelection(sources, selection), content: content())
  }

  /// A picker over several sources titled with a localized key and a system image,
  /// with a view showing the current value.
  public init<C: RandomAccessCollection, C2: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C2
  ) {
    self.init(
      label: ViewGraphCore.Label(titleKey, systemImage: systemImage), title: titleKey.text,
      selection: pickerSelection(sources, selection), content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  /// A picker over several sources titled with a string and a system image, with a
  /// view showing the current value.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection, C2: View>(
    _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> C2
  ) {
    self.init(
      label: ViewGraphCore.Label(title, systemImage: systemImage), title: String(title),
      selection: pickerSelection(sources, selection), content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }
}
