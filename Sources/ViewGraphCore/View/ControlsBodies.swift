// SwiftUI's built-in views declare their body type: `Never`, as these views are
// expanded by the engine and have no body. Status: Complete.

extension AnyView {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Button {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension ContentUnavailableView {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension ControlGroup {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension DisclosureGroup {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Divider {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension EditButton {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension EmptyView {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension EquatableView {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension ForEach {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Form {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Grid {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension GridRow {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Group {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension GroupBox {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension HStack {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Label {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension LabeledContent {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension LazyHGrid {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension LazyHStack {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension LazyVGrid {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension LazyVStack {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension List {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Menu {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Picker {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension ProgressView {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Section {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension SecureField {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Slider {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Spacer {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Stepper {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension TextField {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension Toggle {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension TupleView {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension VStack {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension ViewThatFits {
  /// A built-in view has no body.
  public typealias Body = Never
}

extension ZStack {
  /// A built-in view has no body.
  public typealias Body = Never
}
