public import ViewGraphCore

// Models SwiftUI's pickers titled with an image of the asset catalog
// (`Picker(_:image:selection:content:)` and the sources and current-value forms):
// the label is a `Label` of the title and the image, realized as the other forms'.
// Status: Complete.

extension Picker where Label == ViewGraphCore.Label<Text, Image> {
  /// A picker titled with a localized key and an image of the asset catalog.
  public init(
    _ titleKey: LocalizedStringKey, image resource: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(titleKey) }, icon: { Image(resource) }), title: titleKey.text,
      selection: selection, content: content())
  }

  /// A picker titled with a string and an image of the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image resource: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(title) }, icon: { Image(resource) }), title: String(title),
      selection: selection, content: content())
  }

  /// A picker titled with a localized key and an image of the asset catalog, with a view showing the current value.
  public init<C2: View>(
    _ titleKey: LocalizedStringKey, image resource: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> C2
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(titleKey) }, icon: { Image(resource) }), title: titleKey.text,
      selection: selection, content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  /// A picker titled with a string and an image of the asset catalog, with a view showing the current value.
  @_disfavoredOverload
  public init<S: StringProtocol, C2: View>(
    _ title: S, image resource: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C2
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(title) }, icon: { Image(resource) }), title: String(title),
      selection: selection, content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  /// A picker over several sources titled with a localized key and an image of the asset catalog.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image resource: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(titleKey) }, icon: { Image(resource) }), title: titleKey.text,
      selection: pickerSelection(sources, selection), content: content())
  }

  /// A picker over several sources titled with a string and an image of the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image resource: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(title) }, icon: { Image(resource) }), title: String(title),
      selection: pickerSelection(sources, selection), content: content())
  }

  /// A picker over several sources titled with a localized key and an image of the asset catalog, with a view showing the current value.
  public init<C: RandomAccessCollection, C2: View>(
    _ titleKey: LocalizedStringKey, image resource: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> C2
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(titleKey) }, icon: { Image(resource) }), title: titleKey.text,
      selection: pickerSelection(sources, selection), content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }

  /// A picker over several sources titled with a string and an image of the asset catalog, with a view showing the current value.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection, C2: View>(
    _ title: S, image resource: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> C2
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(title) }, icon: { Image(resource) }), title: String(title),
      selection: pickerSelection(sources, selection), content: content())
    self.currentValueLabel = AnyView(currentValueLabel())
  }
}
