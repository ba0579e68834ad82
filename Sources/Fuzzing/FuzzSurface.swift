import ViewGraph

// The long tail of the surface under the fuzzer: one kind per family of the support
// matrix that the core kinds do not reach. Each wraps a generated child in the
// family's APIs, passes a model value where the API takes a value (a changed value
// is an input of its node), and takes the inputs a user would give it (a tap, a
// tab, a focus, an accessibility action, a published value).

/// A part of SwiftUI's surface that a generated tree wraps a child in.
public enum SurfaceKind: String, Sendable, Equatable, CaseIterable {
  case accessibilityFocus
  case accessibilityAction
  case accessibilityRepresentation
  case groupBoxStyle
  case selectionMenu
  case subviews
  case table
  case tableRows
  case sections
  case anyLayout
  case containerBackground
  case shapeTransform
  case tapGesture
  case animatableModifier
  case scrollPosition
  case searchSuggestions
  case toolbarContent
  case tabs
  case splitView
  case primitiveButtonStyle
  case formStyle
  case colorMix
  case timerText
  case editMode
  case legibilityWeight
  case renameButton
  case geometryChange
  case animation
  case attached
  case lifecycle
  case focus
  case viewModifier
  case shapes
  case labels
  case pickerSources
  case geometryReader
  case printChanges
  case containerSize
  case onReceive
  case timer
  case timeline

  /// What the kind is in a generated case, as `--list-kinds` shows it.
  var listed: (category: FuzzKind.Category, name: String, family: String) {
    switch self {
    case .accessibilityFocus:
      (.modifier, "@AccessibilityFocusState with .accessibilityFocused", "Accessibility focus")
    case .accessibilityAction: (.modifier, ".accessibilityAction(named:)", "Accessibility actions")
    case .accessibilityRepresentation:
      (.modifier, ".accessibilityRepresentation(representation:)", "Accessibility stand-ins")
    case .groupBoxStyle: (.modifier, "GroupBox with a custom .groupBoxStyle", "Custom control styles")
    case .selectionMenu: (.modifier, ".contextMenu(forSelectionType:menu:)", "List editing and control forms")
    case .subviews: (.container, "Group(subviews:) with .containerValue", "Custom containers")
    case .table: (.container, "Table with TableColumn", "Tables")
    case .tableRows: (.container, "Table(of:) with ForEach of TableRow", "Table row and column content")
    case .sections: (.container, "Group(sections:) over Section", "Section containers")
    case .anyLayout: (.container, "AnyLayout switching HStackLayout and VStackLayout", "Custom layout")
    case .containerBackground:
      (.modifier, ".containerBackground(for:content:)", "Container backgrounds")
    case .shapeTransform:
      (.view, "AnyShape, .rotation and .offset", "Shape transforms, paths and shape views")
    case .tapGesture: (.modifier, ".gesture(TapGesture())", "Gestures: taps and long presses")
    case .animatableModifier: (.modifier, "an AnimatableModifier", "Animation values")
    case .scrollPosition: (.container, "ScrollView with .scrollPosition", "Bound scroll position")
    case .searchSuggestions:
      (.modifier, ".searchable with .searchSuggestions", "Search suggestions, tokens, scopes and focus")
    case .toolbarContent: (.modifier, "custom ToolbarContent and .toolbarTitleMenu", "Toolbar content")
    case .tabs: (.container, "TabView(selection:) with Tab and TabSection", "Tab content")
    case .splitView:
      (.container, "NavigationSplitView(preferredCompactColumn:)", "Bound links and split view columns")
    case .primitiveButtonStyle: (.modifier, "a custom PrimitiveButtonStyle", "Primitive button styles")
    case .formStyle:
      (.modifier, "Form with a custom .formStyle", "Form, date picker, text editor and table styles")
    case .colorMix: (.modifier, "Color.mix and .colorScheme", "Resolved colours and the deprecated colour scheme")
    case .timerText:
      (.view, "Text(timerInterval:pauseTime:countsDown:showsHours:)", "System formats, timers and attributed text")
    case .editMode: (.modifier, ".environment(\\.editMode) and its reader", "System environment values")
    case .legibilityWeight: (.modifier, ".environment(\\.legibilityWeight) and its reader", "More environment values")
    case .renameButton: (.modifier, "RenameButton with .renameAction", "Rename and paste buttons")
    case .geometryChange:
      (.modifier, ".onGeometryChange(for:of:action:)", "Geometry actions and the allowed dynamic range")
    case .animation: (.modifier, ".animation(_:value:)", "Transactions")
    case .attached: (.modifier, ".overlay, .background and .safeAreaInset", "Attached content")
    case .lifecycle: (.modifier, ".onAppear, .onDisappear and .task(id:)", "Lifecycle")
    case .focus: (.modifier, "@FocusState with .focused", "Focus")
    case .viewModifier: (.modifier, "a custom ViewModifier", "Custom modifiers and styles")
    case .shapes: (.view, "Circle, RoundedRectangle, .trim and .stroke", "Shapes")
    case .labels: (.view, "LabeledContent, Label and ProgressView", "Text, images and labels")
    case .pickerSources:
      (.control, "Picker(sources:selection:content:label:)", "Bindings as collections and projections")
    case .geometryReader: (.container, "GeometryReader", "Geometry")
    case .printChanges: (.view, "Self._printChanges()", "Debugging and previews")
    case .containerSize: (.modifier, ".containerSize(width:height:)", "Simulation settings (the engine's own)")
    case .onReceive: (.modifier, ".onReceive(_:perform:)", "Publisher subscriptions")
    case .timer:
      (.modifier, ".onReceive of Timer.publish(every:on:in:).autoconnect()", "Combine publishers and time")
    case .timeline: (.container, "TimelineView(.periodic(from:by:))", "Timeline views")
    }
  }

  /// Whether the kind can sit in a row: its inputs find it by a title of its own,
  /// which the rows of one `ForEach` would share.
  var fitsInRows: Bool {
    switch self {
    case .tabs, .searchSuggestions, .focus, .splitView, .accessibilityAction: false
    default: true
    }
  }
}

/// What a surface view reports of itself when its body runs, for a fresh mount to
/// replay what inputs gave it.
struct SurfaceReport {
  /// The tabs of a tab view, in the order they were first selected.
  var visits: [Int] = []
  /// The tab selected.
  var selected = 0
  /// Whether its focusable field holds the focus.
  var focused = false
}

/// A view wrapping its child in one part of the surface.
struct FuzzSurface: View {
  let id: Int
  let kind: SurfaceKind
  let value: Int
  let child: FuzzSpec
  let scope: FuzzScope
  let ctx: FuzzContext
  @ObservedObject var legacy: LegacyFuzzModel
  @State private var count: Int
  @State private var text: String
  @State private var tab = 0
  @State private var choices = [FuzzChoice(pick: 0), FuzzChoice(pick: 1)]
  @State private var visits = [0]
  @State private var position = ScrollPosition(edge: .top)
  @State private var column = NavigationSplitViewColumn.sidebar
  @FocusState private var focused: Bool
  @AccessibilityFocusState private var accessibilityFocused: Bool

  init(
    id: Int, kind: SurfaceKind, value: Int, child: FuzzSpec, scope: FuzzScope, ctx: FuzzContext,
    legacy: LegacyFuzzModel
  ) {
    self.id = id
    self.kind = kind
    self.value = value
    self.child = child
    self.scope = scope
    self.ctx = ctx
    self.legacy = legacy
    let key = FuzzSurface.key(id, scope)
    _count = State(initialValue: ctx.seeds[key] ?? 0)
    _text = State(initialValue: ctx.textSeeds[key] ?? "")
  }

  /// The key of a surface view in the state report.
  static func key(_ id: Int, _ scope: FuzzScope) -> String { "s\(id)|\(scope.identity)" }

  var body: some View { surfaceBody }

  private var surfaceBody: AnyView {
    let key = FuzzSurface.key(id, scope)
    ctx.report[key] = count
    ctx.textReport[key] = text
    let surface = content(value: ctx.value(value), child: FuzzRender.render(child, scope, ctx), key: key)
    guard kind == .tabs || kind == .focus else { return surface }
    // A view gone is no longer replayed (another may take its key and titles).
    ctx.surfaceReport[key] = SurfaceReport(visits: visits, selected: tab, focused: focused)
    let ctx = ctx
    return AnyView(surface.onDisappear { ctx.surfaceReport[key] = nil })
  }

  /// A binding to the selected tab that remembers the tabs visited.
  private var tabSelection: Binding<Int> {
    Binding(
      get: { tab },
      set: { newValue in
        tab = newValue
        if !visits.contains(newValue) { visits.append(newValue) }
      })
  }

  private var shown: Text { Text("count\(id)=\(count)") }

  private func content(value v: Int, child: AnyView, key: String) -> AnyView {
    switch kind {
    case .accessibilityFocus:
      return AnyView(
        VStack {
          Text("a11y\(id)=\(accessibilityFocused)")
          child.accessibilityFocused($accessibilityFocused)
        })
    case .accessibilityAction:
      return AnyView(
        VStack {
          shown
          child.accessibilityAction(named: Text("act \(id)")) { count += 1 }
        })
    case .accessibilityRepresentation:
      return AnyView(child.accessibilityRepresentation { Text("stands in v=\(v)") })
    case .groupBoxStyle:
      return AnyView(GroupBox { child }.groupBoxStyle(FuzzGroupBoxStyle(value: v)))
    case .selectionMenu:
      return AnyView(
        child.contextMenu(forSelectionType: Int.self) { selection in
          Text("menu v=\(v) \(selection.count)")
        })
    case .subviews:
      return AnyView(
        Group(subviews: VStack { child.containerValue(\.fuzzTag, v) }) { subviews in
          Text("subviews=\(subviews.count)")
          ForEach(subviews) { subview in subview }
        })
    case .table:
      return AnyView(
        Table(ctx.items.map(FuzzRowItem.init)) {
          TableColumn("v=\(v)") { item in Text("row=\(item.id)") }
        })
    case .tableRows:
      return AnyView(
        Table(of: FuzzRowItem.self) {
          TableColumn("rows") { item in Text("row=\(item.id) v=\(v)") }
        } rows: {
          ForEach(ctx.items.map(FuzzRowItem.init)) { item in TableRow(item) }
        })
    case .sections:
      return AnyView(
        Group(sections: Section("section v=\(v)") { child }) { sections in
          ForEach(sections) { section in
            section.header
            section.content
          }
        })
    case .anyLayout:
      let layout = v % 2 == 0 ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
      return AnyView(
        layout {
          Text("layout v=\(v)")
          child
        })
    case .containerBackground:
      return AnyView(child.containerBackground(for: .navigation) { Text("background v=\(v)") })
    case .shapeTransform:
      let shape = v % 2 == 0 ? AnyShape(Rectangle()) : AnyShape(Capsule())
      return AnyView(
        VStack {
          shape.rotation(.degrees(Double(v) * 10)).offset(x: Double(v)).fill(Color.red)
          child
        })
    case .tapGesture:
      return AnyView(
        VStack {
          Text("tap \(id)").gesture(TapGesture().onEnded { count += 1 })
          shown
          child
        })
    case .animatableModifier:
      return AnyView(child.modifier(FuzzAnimatable(animatableData: Double(v))))
    case .scrollPosition:
      return AnyView(
        ScrollView {
          Text("scroll v=\(v)")
          child
        }.scrollPosition($position))
    case .searchSuggestions:
      // What shows depends on whether the search is active: its reader reports it, for
      // a fresh mount to activate it again.
      return AnyView(
        VStack {
          FuzzSearchingReader(key: key, ctx: ctx)
          child
        }.searchable(text: $text, prompt: "search \(id)").searchSuggestions { Text("suggest v=\(v)") })
    case .toolbarContent:
      return AnyView(
        child.toolbar { FuzzToolbar(value: v) }.toolbarTitleMenu { Text("title menu v=\(v)") })
    case .tabs:
      return AnyView(
        TabView(selection: tabSelection) {
          Tab("tab \(id).0", image: "star", value: 0) { child }
          TabSection("more") {
            Tab("tab \(id).1", image: "gear", value: 1) { Text("tab v=\(v)") }
          }
        })
    case .splitView:
      return AnyView(
        NavigationSplitView(preferredCompactColumn: $column) {
          child
        } detail: {
          Text("detail v=\(v)")
        })
    case .primitiveButtonStyle:
      return AnyView(
        VStack {
          Button("tap \(id)") { count += 1 }.buttonStyle(FuzzPrimitiveStyle())
          shown
          child
        })
    case .formStyle:
      return AnyView(Form { child }.formStyle(FuzzFormStyle(value: v)))
    case .colorMix:
      return AnyView(
        VStack {
          Text("mix").foregroundStyle(Color.red.mix(with: .blue, by: Double(v) / 4))
          child
        }.colorScheme(v % 2 == 0 ? .light : .dark))
    case .timerText:
      let start = Date(timeIntervalSince1970: 0)
      return AnyView(
        VStack {
          Text(
            timerInterval: start...start.addingTimeInterval(Double(60 * (v + 1))), pauseTime: start, countsDown: true,
            showsHours: false)
          child
        })
    case .editMode:
      return AnyView(
        VStack {
          FuzzEditModeReader()
          child
        }.environment(\.editMode, .constant(v % 2 == 0 ? .inactive : .active)))
    case .legibilityWeight:
      return AnyView(
        VStack {
          FuzzLegibilityReader()
          child
        }.environment(\.legibilityWeight, v % 2 == 0 ? .regular : .bold))
    case .renameButton:
      return AnyView(
        VStack {
          RenameButton()
          shown
          child
        }.renameAction { count += 1 })
    case .geometryChange:
      return AnyView(
        VStack {
          shown
          child
        }.onGeometryChange(for: Int.self) { _ in
          v
        } action: { newValue in
          count = newValue
        })
    case .animation:
      return AnyView(child.animation(.default, value: v))
    case .attached:
      switch id % 3 {
      case 0: return AnyView(child.overlay { Text("overlay v=\(v)") })
      case 1: return AnyView(child.background { Text("background v=\(v)") })
      default: return AnyView(child.safeAreaInset(edge: .bottom) { Text("inset v=\(v)") })
      }
    case .lifecycle:
      let ctx = ctx
      return AnyView(
        child
          .onAppear { ctx.appearances[key, default: 0] += 1 }
          .onDisappear { ctx.appearances[key, default: 0] -= 1 }
          .task(id: v) { ctx.tasks[key] = v })
    case .focus:
      return AnyView(
        VStack {
          TextField("field \(id)", text: $text).focused($focused)
          Text("focused\(id)=\(focused)")
          child
        })
    case .viewModifier:
      return AnyView(child.modifier(FuzzModifier(value: v)))
    case .shapes:
      return AnyView(
        VStack {
          Circle().trim(from: 0, to: Double(v) / 5).stroke(Color.blue)
          RoundedRectangle(cornerRadius: Double(v)).fill(Color.green)
          child
        })
    case .labels:
      return AnyView(
        LabeledContent("labeled v=\(v)") {
          VStack {
            Label("label \(v)", systemImage: "star")
            ProgressView(value: Double(v), total: 5)
            child
          }
        })
    case .pickerSources:
      return AnyView(
        VStack {
          Picker(sources: [$choices[0], $choices[1]], selection: \.pick) {
            Text("first").tag(0)
            Text("second v=\(v)").tag(1)
          } label: {
            Text("picks \(id)")
          }
          child
        })
    case .geometryReader:
      return AnyView(
        GeometryReader { proxy in
          VStack {
            Text("width=\(Int(proxy.size.width)) v=\(v)")
            child
          }
        })
    case .printChanges:
      return AnyView(FuzzPrinter(value: v, child: child))
    case .containerSize:
      return AnyView(
        GeometryReader { proxy in
          VStack {
            Text("width=\(Int(proxy.size.width))")
            child
          }
        }.containerSize(width: Double(100 + 10 * v), height: 200))
    case .onReceive:
      return AnyView(
        VStack {
          shown
          child
        }.onReceive(ctx.publisher) { sent in count += sent })
    case .timer:
      return AnyView(
        VStack {
          shown
          child
        }.onReceive(ctx.timer) { _ in count += 1 })
    case .timeline:
      return AnyView(
        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: Double(1 + v % 2))) { context in
          VStack {
            Text("tick\(id)=\(Int(context.date.timeIntervalSinceReferenceDate))")
            child
          }
        })
    }
  }
}

/// What a picker over several sources selects in each.
struct FuzzChoice: Hashable {
  var pick: Int
}

/// A row of a generated table.
struct FuzzRowItem: Identifiable {
  let id: Int
}

extension ContainerValues {
  var fuzzTag: Int {
    get { self[FuzzTagKey.self] }
    set { self[FuzzTagKey.self] = newValue }
  }
}

private struct FuzzTagKey: ContainerValueKey {
  static let defaultValue = 0
}

struct FuzzGroupBoxStyle: GroupBoxStyle {
  let value: Int
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("box v=\(value)")
      configuration.content
    }
  }
}

struct FuzzFormStyle: FormStyle {
  let value: Int
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("form v=\(value)")
      configuration.content
    }
  }
}

struct FuzzPrimitiveStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

struct FuzzAnimatable: AnimatableModifier {
  nonisolated var animatableData: Double
  func body(content: Content) -> some View {
    VStack {
      Text("amount=\(Int(animatableData))")
      content
    }
  }
}

struct FuzzModifier: ViewModifier {
  let value: Int
  func body(content: Content) -> some View {
    VStack {
      Text("modified v=\(value)")
      content
    }
  }
}

struct FuzzToolbar: ToolbarContent {
  let value: Int
  var body: some ToolbarContent {
    ToolbarItem { Text("tool v=\(value)") }
  }
}

/// Shows and reports whether the search it is in is active.
struct FuzzSearchingReader: View {
  let key: String
  let ctx: FuzzContext
  @Environment(\.isSearching) private var isSearching
  var body: some View {
    ctx.searching[key] = isSearching
    let ctx = ctx
    let key = key
    return Text("searching=\(isSearching)").onDisappear { ctx.searching[key] = nil }
  }
}

struct FuzzEditModeReader: View {
  @Environment(\.editMode) private var editMode
  var body: some View { Text("editing=\(editMode?.wrappedValue.isEditing == true)") }
}

struct FuzzLegibilityReader: View {
  @Environment(\.legibilityWeight) private var weight
  var body: some View { Text("bold=\(weight == .bold)") }
}

/// Prints its changes from its body, as a developer debugging it would.
struct FuzzPrinter: View {
  let value: Int
  let child: AnyView
  var body: some View {
    let _ = Self._printChanges()
    VStack {
      Text("printed v=\(value)")
      child
    }
  }
}
