import Observation
import TestSupport
import Testing
import ViewGraph

// Documentation/Rules.md Q2, "Dynamic properties": a view's dynamic property compares by
// what it is (its key, its key path, its object, its storage's place), as `@State`
// does, never by closures or boxes made when the view value is; a view holding one is
// skipped when its parent re-runs for something else.

@Suite("Q2 dynamic properties as inputs", .tags(.swiftUIParity, .diffing))
@MainActor
struct DynamicPropertyInputTests {
  /// One dynamic property, held by a child its parent makes at each re-run.
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case state, binding, appStorage, sceneStorage, focusState, accessibilityFocusState
    case environmentKey, environmentType, environmentObject, bindable, stateObject, observedObject
    case namespace, gestureState, scaledMetric, focusedValue, focusedObject
    var testDescription: String { rawValue }
  }

  @Test(
    "Q2: a child holding a dynamic property is skipped when its parent re-runs for something else",
    arguments: Kind.allCases)
  func holderSkipped(_ kind: Kind) {
    let host = ViewHost(DynamicHolderParent(kind: kind))
    #expect(host.mount.diagnostics.isEmpty, "\(host.mount.trace)")
    for step in 1...2 {
      let update = host.tap("bump")
      #expect(update.evaluatedViews == ["DynamicHolderParent"], "update \(step): \(update.explainedTrace)")
    }
    #expect(host.audit().isEmpty, "\(host.audit())")
  }

  @Test("Q2: a dynamic property shown in a cause is described as the code names it, never by the engine's types")
  func described() {
    let settings = HolderSettings()
    let described: [(Any, String)] = [
      (State(wrappedValue: 1), "State<Int>(1)"),
      (State(wrappedValue: "draft"), "State<String>(\"draft\")"),
      (Environment(\.isEnabled), "Environment<Bool>(\\EnvironmentValues.<computed (Bool)>)"),
      (Environment(HolderSettings.self), "Environment<HolderSettings>(HolderSettings.self)"),
      (Bindable(settings), "Bindable<HolderSettings>(HolderSettings instance)"),
      (
        ObservedObject(wrappedValue: HolderLegacyModel()),
        "ObservedObject<HolderLegacyModel>(HolderLegacyModel instance)"
      ),
      (StateObject(wrappedValue: HolderLegacyModel()), "StateObject<HolderLegacyModel>(not made yet)"),
      (EnvironmentObject<HolderLegacyModel>(), "EnvironmentObject<HolderLegacyModel>()"),
      (FocusState<Bool>(), "FocusState<Bool>(false)"),
      (AccessibilityFocusState<Bool>(), "AccessibilityFocusState<Bool>(false)"),
      (GestureState(wrappedValue: false), "GestureState<Bool>(false)"),
      (ScaledMetric(wrappedValue: 10.0), "ScaledMetric<Double>(10.0, relativeTo: .body)"),
      (Namespace(), "Namespace()"),
      (AppStorage(wrappedValue: false, "flag"), "AppStorage<Bool>(\"flag\")"),
    ]
    for (property, expected) in described {
      #expect(String(describing: property) == expected)
    }
  }
}

@Observable
private final class HolderSettings {
  var flag = false
}

private final class HolderLegacyModel: ObservableObject {
  @Published var count = 0
}

private struct HolderSelectionKey: FocusedValueKey {
  typealias Value = Int
}

extension FocusedValues {
  fileprivate var holderSelection: Int? {
    get { self[HolderSelectionKey.self] }
    set { self[HolderSelectionKey.self] = newValue }
  }
}

private struct StateHolder: View {
  @State private var value = 0
  var body: some View { Text("\(value)") }
}

private struct BindingHolder: View {
  @Binding var value: Int
  var body: some View { Text("\(value)") }
}

private struct AppStorageHolder: View {
  @AppStorage("holder.flag") private var flag = false
  var body: some View { Text(flag ? "on" : "off") }
}

private struct SceneStorageHolder: View {
  @SceneStorage("holder.draft") private var draft = ""
  var body: some View { Text(draft) }
}

private struct FocusStateHolder: View {
  @FocusState private var focused: Bool
  var body: some View { TextField("Name", text: .constant("")).focused($focused) }
}

private struct AccessibilityFocusHolder: View {
  @AccessibilityFocusState private var focused: Bool
  var body: some View { Text(focused ? "focused" : "not focused") }
}

private struct EnvironmentKeyHolder: View {
  @Environment(\.isEnabled) private var isEnabled
  var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

private struct EnvironmentTypeHolder: View {
  @Environment(HolderSettings.self) private var settings
  var body: some View { Text(settings.flag ? "on" : "off") }
}

private struct EnvironmentObjectHolder: View {
  @EnvironmentObject private var model: HolderLegacyModel
  var body: some View { Text("\(model.count)") }
}

private struct BindableHolder: View {
  @Bindable var settings: HolderSettings
  var body: some View { Toggle("Flag", isOn: $settings.flag) }
}

private struct StateObjectHolder: View {
  @StateObject private var model = HolderLegacyModel()
  var body: some View { Text("\(model.count)") }
}

private struct ObservedObjectHolder: View {
  @ObservedObject var model: HolderLegacyModel
  var body: some View { Text("\(model.count)") }
}

private struct NamespaceHolder: View {
  @Namespace private var namespace
  var body: some View { Text("badge").matchedGeometryEffect(id: "badge", in: namespace) }
}

private struct GestureStateHolder: View {
  @GestureState private var pressing = false
  var body: some View { Text(pressing ? "pressing" : "idle") }
}

private struct ScaledMetricHolder: View {
  @ScaledMetric private var size = 10.0
  var body: some View { Text("size \(size)") }
}

private struct FocusedValueHolder: View {
  @FocusedValue(\.holderSelection) private var selection
  var body: some View { Text(selection.map { "\($0)" } ?? "none") }
}

private struct FocusedObjectHolder: View {
  @FocusedObject private var model: HolderLegacyModel?
  var body: some View { Text(model.map { "\($0.count)" } ?? "none") }
}

private struct DynamicHolderParent: View {
  let kind: DynamicPropertyInputTests.Kind
  @State private var count = 0
  @State private var bound = 3
  @State private var settings = HolderSettings()
  @StateObject private var legacy = HolderLegacyModel()
  var body: some View {
    VStack {
      Text("\(count)")
      holder
      Button("bump") { count += 1 }
    }
    .environment(settings)
    .environmentObject(legacy)
  }

  @ViewBuilder private var holder: some View {
    switch kind {
    case .state: StateHolder()
    case .binding: BindingHolder(value: $bound)
    case .appStorage: AppStorageHolder()
    case .sceneStorage: SceneStorageHolder()
    case .focusState: FocusStateHolder()
    case .accessibilityFocusState: AccessibilityFocusHolder()
    case .environmentKey: EnvironmentKeyHolder()
    case .environmentType: EnvironmentTypeHolder()
    case .environmentObject: EnvironmentObjectHolder()
    case .bindable: BindableHolder(settings: settings)
    case .stateObject: StateObjectHolder()
    case .observedObject: ObservedObjectHolder(model: legacy)
    case .namespace: NamespaceHolder()
    case .gestureState: GestureStateHolder()
    case .scaledMetric: ScaledMetricHolder()
    case .focusedValue: FocusedValueHolder()
    case .focusedObject: FocusedObjectHolder()
    }
  }
}
