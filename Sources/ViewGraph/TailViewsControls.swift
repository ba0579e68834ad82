public import ViewGraphCore

// Controls titled with an image of the asset catalog (`Button`, `Menu`, `Toggle`,
// `ControlGroup`): the label is a `Label` of the title and the image, realized as the
// system-image forms' is, and the control is found by its title. A progress view
// over a timer interval, with `DefaultDateProgressLabel`, the timer's text.
// Status: Partial. Differs: time is not simulated, so a timer's progress view shows
// the interval's start (full when it counts down, empty when it counts up), and its
// current-value label the timer text there, as `Text(timerInterval:)` does.

extension Button where Label == ViewGraphCore.Label<Text, Image> {
  /// A button titled with a localized key and an image of the asset catalog.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(titleKey) }, icon: { Image(image) }), title: titleKey.text, role: nil,
      action: action)
  }

  /// A button titled with a string and an image of the asset catalog.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(title) }, icon: { Image(image) }), title: String(title), role: nil,
      action: action)
  }

  /// A button with a role, titled with a localized key and an image of the asset catalog.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(titleKey) }, icon: { Image(image) }), title: titleKey.text, role: role,
      action: action)
  }

  /// A button with a role, titled with a string and an image of the asset catalog.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(title) }, icon: { Image(image) }), title: String(title), role: role,
      action: action)
  }
}

extension Menu where Label == ViewGraphCore.Label<Text, Image> {
  /// A menu titled with a localized key and an image of the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(titleKey) }, icon: { Image(image) }), title: titleKey.text,
      content: content())
  }

  /// A menu titled with a string and an image of the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(title) }, icon: { Image(image) }), title: String(title),
      content: content())
  }

  /// A menu titled with a localized key and an image of the asset catalog, with a primary action.
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(titleKey, image: image, content: content)
    self.primaryAction = primaryAction
  }

  /// A menu titled with a string and an image of the asset catalog, with a primary action.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(title, image: image, content: content)
    self.primaryAction = primaryAction
  }
}

extension Toggle where Label == ViewGraphCore.Label<Text, Image> {
  /// A toggle titled with a localized key and an image of the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(titleKey) }, icon: { Image(image) }), title: titleKey.text, isOn: isOn)
  }

  /// A toggle titled with a string and an image of the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
    self.init(
      label: ViewGraphCore.Label(title: { Text(title) }, icon: { Image(image) }), title: String(title), isOn: isOn)
  }

  /// A toggle over several sources (on when all are), titled with a localized key and an image of the asset catalog.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    let mixed = Toggle<Text>(titleKey, sources: sources, isOn: isOn)
    self.init(
      label: ViewGraphCore.Label(title: { Text(titleKey) }, icon: { Image(image) }), title: titleKey.text,
      isOn: mixed.isOn)
  }

  /// A toggle over several sources (on when all are), titled with a string and an image of the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    let mixed = Toggle<Text>(title, sources: sources, isOn: isOn)
    self.init(
      label: ViewGraphCore.Label(title: { Text(title) }, icon: { Image(image) }), title: String(title),
      isOn: mixed.isOn)
  }
}

extension ControlGroup {
  /// A group of controls titled with a localized key and an image of the asset catalog.
  public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, ViewGraphCore.Label<Text, Image>> {
    let controls = content()
    self.init {
      LabeledControlGroupContent.labeled(
        controls, ViewGraphCore.Label(title: { Text(titleKey) }, icon: { Image(image) }))
    }
  }

  /// A group of controls titled with a string and an image of the asset catalog.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, ViewGraphCore.Label<Text, Image>> {
    let controls = content()
    self.init {
      LabeledControlGroupContent.labeled(
        controls, ViewGraphCore.Label(title: { Text(title) }, icon: { Image(image) }))
    }
  }
}

// MARK: - Progress over a timer interval

/// The current-value label of a progress view over a timer interval: the timer's text.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  /// The timer's text, at the interval's start (time is not simulated).
  public var body: Text { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView {
  /// A progress view over a timer interval, with a label and a current-value label.
  ///
  /// - Parameters:
  ///   - timerInterval: The interval the progress runs over.
  ///   - countsDown: Whether it empties (`true`) or fills as time passes.
  ///   - label: The progress view's label.
  ///   - currentValueLabel: The label showing the current value.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: countsDown ? 1 : 0)
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A progress view over a timer interval, with a label; its current value is the timer's text.
  ///
  /// - Parameters:
  ///   - timerInterval: The interval the progress runs over.
  ///   - countsDown: Whether it empties (`true`) or fills as time passes.
  ///   - label: The progress view's label.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(
      label: label(), currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
      fraction: countsDown ? 1 : 0)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// A progress view over a timer interval; its current value is the timer's text.
  ///
  /// - Parameters:
  ///   - timerInterval: The interval the progress runs over.
  ///   - countsDown: Whether it empties (`true`) or fills as time passes.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(
      label: nil, currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
      fraction: countsDown ? 1 : 0)
  }
}
