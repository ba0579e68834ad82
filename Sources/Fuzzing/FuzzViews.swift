import Observation
import ViewGraph

// The views a generated tree is made of. Every custom view observes the legacy model,
// so that one tree runs in both model styles: with @Observable reads (the legacy model
// never fires) and with ObservableObject subscriptions (every view re-runs).

/// What a case drives, in either model style: six values, three flags, the items.
protocol FuzzValues: AnyObject {
  static var values: [ReferenceWritableKeyPath<Self, Int>] { get }
  static var flags: [ReferenceWritableKeyPath<Self, Bool>] { get }
}

extension FuzzValues {
  func value(_ i: Int) -> Int { self[keyPath: Self.values[min(max(i, 0), 5)]] }
  func set(_ i: Int, _ value: Int) { self[keyPath: Self.values[min(max(i, 0), 5)]] = value }
  func flag(_ i: Int) -> Bool { self[keyPath: Self.flags[min(max(i, 0), 2)]] }
  func toggle(_ i: Int) { self[keyPath: Self.flags[min(max(i, 0), 2)]].toggle() }
}

/// The models a case drives, in both styles.
@Observable
final class FuzzModel: FuzzValues, @unchecked Sendable {
  // Written on the main actor, or once by a background step while the main actor waits.
  var v0 = 0
  var v1 = 0
  var v2 = 0
  var v3 = 0
  var v4 = 0
  var v5 = 0
  var f0 = true
  var f1 = false
  var f2 = true
  var items = [0, 1, 2]

  static var values: [ReferenceWritableKeyPath<FuzzModel, Int>] { [\.v0, \.v1, \.v2, \.v3, \.v4, \.v5] }
  static var flags: [ReferenceWritableKeyPath<FuzzModel, Bool>] { [\.f0, \.f1, \.f2] }
}

final class LegacyFuzzModel: ObservableObject, FuzzValues, @unchecked Sendable {
  @Published var v0 = 0
  @Published var v1 = 0
  @Published var v2 = 0
  @Published var v3 = 0
  @Published var v4 = 0
  @Published var v5 = 0
  @Published var f0 = true
  @Published var f1 = false
  @Published var f2 = true
  @Published var items = [0, 1, 2]

  static var values: [ReferenceWritableKeyPath<LegacyFuzzModel, Int>] { [\.v0, \.v1, \.v2, \.v3, \.v4, \.v5] }
  static var flags: [ReferenceWritableKeyPath<LegacyFuzzModel, Bool>] { [\.f0, \.f1, \.f2] }
}

/// The model style a run uses.
public enum FuzzStyle: String, Sendable {
  case observable
  case legacy
}

/// What the views of one run share: the models, the style, and the state report.
@MainActor
final class FuzzContext {
  let style: FuzzStyle
  let model: FuzzModel
  let legacy: LegacyFuzzModel
  /// State values to start stateful views with (a fresh mount of a final state).
  var seeds: [String: Int] = [:]
  var textSeeds: [String: String] = [:]
  /// The state values stateful views showed when their body last ran.
  var report: [String: Int] = [:]
  var textReport: [String: String] = [:]

  init(style: FuzzStyle, model: FuzzModel = FuzzModel(), legacy: LegacyFuzzModel = LegacyFuzzModel()) {
    self.style = style
    self.model = model
    self.legacy = legacy
  }

  func value(_ i: Int) -> Int { style == .observable ? model.value(i) : legacy.value(i) }
  func flag(_ i: Int) -> Bool { style == .observable ? model.flag(i) : legacy.flag(i) }

  /// Edits the items, in the run's model style.
  func editItems(_ edit: (inout [Int]) -> Void) {
    if style == .observable { edit(&model.items) } else { edit(&legacy.items) }
  }

  /// A binding to a model flag, as a presentation or a push is bound to it.
  func flagBinding(_ i: Int) -> Binding<Bool> {
    Binding(
      get: { self.flag(i) },
      set: { newValue in
        guard self.flag(i) != newValue else { return }
        if self.style == .observable { self.model.toggle(i) } else { self.legacy.toggle(i) }
      })
  }

  /// One call of an `onChange` action.
  struct Change {
    let id: Int
    /// The identity path of the view it is attached in (a row's, a branch's).
    let identity: String
    /// The model value it watches.
    let value: Int
    let old: Int
    let new: Int
  }

  /// The `onChange` calls since the runner last took them.
  var changes: [Change] = []
  /// What each surface view reported when its body last ran, by its key.
  var surfaceReport: [String: SurfaceReport] = [:]
  /// Whether each search-suggestions view's search is active, by its key.
  var searching: [String: Bool] = [:]
  /// Each lifecycle view's `onAppear` calls less its `onDisappear` calls, by its key.
  var appearances: [String: Int] = [:]
  /// The id each lifecycle view's `task(id:)` last ran with, by its key.
  var tasks: [String: Int] = [:]
  /// What `onReceive` views subscribe to: the script sends values through it.
  let publisher = PassthroughSubject<Int, Never>()
  /// The one-second timer `onReceive` timer views subscribe to (one connection
  /// shared by all, as an autoconnected timer is).
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// What bodies printed (`Self._printChanges()`) since the runner last took it.
  var printed: [String] = []
  var items: [Int] { style == .observable ? model.items : legacy.items }
}

/// Where a spec is rendered: the enclosing state, environment value, row and identity.
struct FuzzScope: Equatable {
  var state: Int?
  var environment = 0
  var row: Int?
  /// The identity path of the enclosing rows, branches and ids: keys the state report.
  var identity = ""
  var text: Binding<String>?

  static func == (lhs: FuzzScope, rhs: FuzzScope) -> Bool {
    lhs.state == rhs.state && lhs.environment == rhs.environment && lhs.row == rhs.row
      && lhs.identity == rhs.identity
  }
}

private struct FuzzValueKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
  var fuzzValue: Int {
    get { self[FuzzValueKey.self] }
    set { self[FuzzValueKey.self] = newValue }
  }
}

/// An environment object nobody injects.
@Observable final class FuzzMissingObject {}

// MARK: - Rendering

@MainActor
enum FuzzRender {
  static func render(_ spec: FuzzSpec, _ scope: FuzzScope, _ ctx: FuzzContext) -> AnyView {
    switch spec {
    case .label(let source):
      return AnyView(Text(text(source, scope, ctx)))
    case .stack(let kind, let children):
      let content = ForEach(0..<children.count, id: \.self) { index in
        render(children[index], scope, ctx)
      }
      switch kind {
      case .vStack: return AnyView(VStack { content })
      case .hStack: return AnyView(HStack { content })
      case .zStack: return AnyView(ZStack { content })
      case .group: return AnyView(Group { content })
      }
    case .view(let id, let kind, let child):
      return view(id: id, kind: kind, child: child, scope, ctx)
    case .surface(let id, let kind, let value, let child):
      return surface(id: id, kind: kind, value: value, child: child, scope, ctx)
    case .scene(let child):
      // The scene around the root is the host's (`FuzzRunner.makeHost`).
      return render(child, scope, ctx)
    case .forEach(let byIndices, let row):
      let items = ctx.items
      if byIndices {
        return AnyView(
          VStack {
            ForEach(items.indices, id: \.self) { index in
              render(row, rowScope(scope, value: items[index], identity: "[\(index)]"), ctx)
            }
          })
      }
      return AnyView(
        VStack {
          ForEach(items, id: \.self) { item in
            render(row, rowScope(scope, value: item, identity: "[\(item)]"), ctx)
          }
        })
    case .editableForEach(let row):
      let items = ctx.items
      return AnyView(
        VStack {
          ForEach(items, id: \.self) { item in
            render(row, rowScope(scope, value: item, identity: "[\(item)]"), ctx)
          }
          .onDelete { offsets in ctx.editItems { $0.remove(atOffsets: offsets) } }
          .onMove { source, destination in ctx.editItems { $0.move(fromOffsets: source, toOffset: destination) } }
        })
    case .list(let row):
      return AnyView(
        List(ctx.items, id: \.self) { item in
          render(row, rowScope(scope, value: item, identity: "[\(item)]"), ctx)
        }.viewport(visibleRows: 3, prefetch: 1))
    case .branch(let flag, let a, let b):
      var first = scope
      first.identity += "T"
      var second = scope
      second.identity += "F"
      if ctx.flag(flag) {
        let built: ConditionalContent<AnyView, AnyView> = ViewBuilder.buildEither(first: render(a, first, ctx))
        return AnyView(built)
      }
      let built: ConditionalContent<AnyView, AnyView> = ViewBuilder.buildEither(second: render(b, second, ctx))
      return AnyView(built)
    case .optional(let flag, let a):
      var inner = scope
      inner.identity += "?"
      let built: AnyView? = ctx.flag(flag) ? render(a, inner, ctx) : nil
      return AnyView(built)
    case .identified(let value, let child):
      let id = ctx.value(value)
      var inner = scope
      inner.identity += "#\(id)"
      return AnyView(render(child, inner, ctx).id(id))
    case .environment(let value, let child):
      return AnyView(render(child, scope, ctx).environment(\.fuzzValue, ctx.value(value)))
    case .textField(let id):
      return AnyView(TextField("field \(id)", text: scope.text ?? .constant("")))
    case .sheet(let flag, let base, let content):
      var presented = scope
      presented.identity += "S"
      return AnyView(
        render(base, scope, ctx).sheet(isPresented: ctx.flagBinding(flag)) {
          FuzzPresentedRoot(child: content, scope: presented, ctx: ctx, legacy: ctx.legacy)
        })
    case .navigation(let flag, let base, let destination):
      var pushed = scope
      pushed.identity += "N"
      return AnyView(
        NavigationStack {
          render(base, scope, ctx).navigationDestination(isPresented: ctx.flagBinding(flag)) {
            FuzzPresentedRoot(child: destination, scope: pushed, ctx: ctx, legacy: ctx.legacy)
          }
        })
    case .searchable(let id, let child):
      return AnyView(render(child, scope, ctx).searchable(text: scope.text ?? .constant(""), prompt: "search \(id)"))
    case .onChange(let id, let value, let child):
      let identity = scope.identity
      return AnyView(
        render(child, scope, ctx).onChange(of: ctx.value(value)) { old, new in
          ctx.changes.append(FuzzContext.Change(id: id, identity: identity, value: value, old: old, new: new))
        })
    }
  }

  private static func rowScope(_ scope: FuzzScope, value: Int, identity: String) -> FuzzScope {
    var inner = scope
    inner.row = value
    inner.identity += identity
    return inner
  }

  static func text(_ source: FuzzSource, _ scope: FuzzScope, _ ctx: FuzzContext) -> String {
    switch source {
    case .constant(let text): text
    case .model(let i): "v\(i)=\(ctx.value(i))"
    case .state: "state=\(scope.state.map(String.init) ?? "-")"
    case .environment: "env=\(scope.environment)"
    case .row: "row=\(scope.row.map(String.init) ?? "-")"
    }
  }

  private static func view(id: Int, kind: FuzzSpec.ViewKind, child: FuzzSpec, _ scope: FuzzScope, _ ctx: FuzzContext)
    -> AnyView
  {
    switch kind {
    case .plain: AnyView(FuzzPlain(id: id, child: child, scope: scope, ctx: ctx, legacy: ctx.legacy))
    case .stateful: AnyView(FuzzStateful(id: id, child: child, scope: scope, ctx: ctx, legacy: ctx.legacy))
    case .environmentReader:
      AnyView(FuzzEnvironmentReader(id: id, child: child, scope: scope, ctx: ctx, legacy: ctx.legacy))
    case .equatable: AnyView(FuzzEquatable(id: id, child: child, scope: scope, ctx: ctx, legacy: ctx.legacy) { _ = id })
    case .writesInBody: AnyView(FuzzWriter(id: id, child: child, scope: scope, ctx: ctx, legacy: ctx.legacy))
    case .missingEnvironment: AnyView(FuzzNeedsObject(id: id, child: child, scope: scope, ctx: ctx, legacy: ctx.legacy))
    case .looper: AnyView(FuzzLooper(id: id, child: child, scope: scope, ctx: ctx, legacy: ctx.legacy))
    case .objectReader: AnyView(FuzzObjectReader(id: id, child: child, scope: scope, ctx: ctx))
    case .storageReader:
      AnyView(FuzzStorageReader(id: id, child: child, scope: scope, ctx: ctx, legacy: ctx.legacy))
    }
  }

  private static func surface(
    id: Int, kind: SurfaceKind, value: Int, child: FuzzSpec, _ scope: FuzzScope,
    _ ctx: FuzzContext
  ) -> AnyView {
    AnyView(FuzzSurface(id: id, kind: kind, value: value, child: child, scope: scope, ctx: ctx, legacy: ctx.legacy))
  }
}

// MARK: - Views

struct FuzzRoot: View {
  let spec: FuzzSpec
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  var body: some View {
    // Both models are handed down the environment, for the object readers.
    FuzzRender.render(spec, FuzzScope(), ctx).environment(ctx.model).environmentObject(ctx.legacy)
  }
}

/// The root of presented or pushed content.
///
/// A content closure's own reads are no dependency of anything (SwiftUI's
/// stale-sheet pitfall, Rules.md Q14), so what the content shows is read in this
/// view's body, as an app's detail view would.
struct FuzzPresentedRoot: View {
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  var body: some View { FuzzRender.render(child, scope, ctx) }
}

/// Reads and writes `@AppStorage` under `fuzz.k0` or `fuzz.k1` (by its id).
struct FuzzStorageReader: View {
  let id: Int
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  @AppStorage private var stored: Int

  init(id: Int, child: FuzzSpec, scope: FuzzScope, ctx: FuzzContext, legacy: LegacyFuzzModel) {
    self.id = id
    self.child = child
    self.scope = scope
    self.ctx = ctx
    self.legacy = legacy
    _stored = AppStorage(wrappedValue: 0, FuzzStorageReader.key(id % 2))
  }

  /// The storage key `k<index>` of the script's writes.
  static func key(_ index: Int) -> String { "fuzz.k\(index)" }

  var body: some View {
    VStack {
      Text("stored\(id % 2)=\(stored)")
      Button("tap \(id)") { stored += 1 }
      FuzzRender.render(child, scope, ctx)
    }
  }
}

struct FuzzPlain: View {
  let id: Int
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  var body: some View { FuzzRender.render(child, scope, ctx) }
}

struct FuzzStateful: View {
  let id: Int
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  @State private var counter: Int
  @State private var text: String

  init(id: Int, child: FuzzSpec, scope: FuzzScope, ctx: FuzzContext, legacy: LegacyFuzzModel) {
    self.id = id
    self.child = child
    self.scope = scope
    self.ctx = ctx
    self.legacy = legacy
    let key = "\(id)|\(scope.identity)"
    _counter = State(initialValue: ctx.seeds[key] ?? 0)
    _text = State(initialValue: ctx.textSeeds[key] ?? "")
  }

  var body: some View {
    let key = "\(id)|\(scope.identity)"
    ctx.report[key] = counter
    ctx.textReport[key] = text
    var inner = scope
    inner.state = counter
    inner.text = $text
    return VStack {
      Button("tap \(id)") { counter += 1 }
      FuzzRender.render(child, inner, ctx)
    }
  }
}

struct FuzzEnvironmentReader: View {
  let id: Int
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  @Environment(\.fuzzValue) private var value
  var body: some View {
    var inner = scope
    inner.environment = value
    return FuzzRender.render(child, inner, ctx)
  }
}

struct FuzzEquatable: View, Equatable {
  let id: Int
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  let action: () -> Void
  var body: some View { FuzzRender.render(child, scope, ctx) }
  static func == (lhs: FuzzEquatable, rhs: FuzzEquatable) -> Bool {
    lhs.id == rhs.id && lhs.child == rhs.child && lhs.scope == rhs.scope && lhs.ctx === rhs.ctx
  }
}

struct FuzzWriter: View {
  let id: Int
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  @State private var writes = 0
  var body: some View {
    writes += 1  // dropped: "Modifying state during view update"
    return FuzzRender.render(child, scope, ctx)
  }
}

struct FuzzNeedsObject: View {
  let id: Int
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  @Environment(FuzzMissingObject.self) private var missing
  var body: some View { FuzzRender.render(child, scope, ctx) }
}

struct FuzzLooper: View {
  let id: Int
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  var body: some View {
    // Reads one value and writes the other: two loopers feed each other.
    let read = id % 2 == 0 ? 4 : 5
    let value = ctx.value(read)
    if ctx.style == .observable { ctx.model.set(9 - read, value + 1) } else { ctx.legacy.set(9 - read, value + 1) }
    return FuzzRender.render(child, scope, ctx)
  }
}

/// Reads the model from the environment: `@Environment(Model.self)` with the
/// `@Observable` model (only the value read invalidates it), `@EnvironmentObject` with
/// the legacy one (every publish does).
///
/// The root hands both down; the other style's model is never written, as with every view's
/// `@ObservedObject`.
struct FuzzObjectReader: View {
  let id: Int
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @Environment(FuzzModel.self) private var object
  @EnvironmentObject private var legacyObject: LegacyFuzzModel
  var body: some View {
    let value = ctx.style == .observable ? object.value(id % 4) : legacyObject.value(id % 4)
    return VStack {
      Text("obj\(id)=\(value)")
      FuzzRender.render(child, scope, ctx)
    }
  }
}
