// What the engine models of SwiftUI, family by family: the one table the README's
// support matrix, `rerender support` and `rerender port`'s report are made from.
// Tests check it against the code: every modelled or visual API is declared in the
// engine's sources, every modifier the sources declare is listed, and no API
// listed as unsupported is declared.

/// The SwiftUI API families and what the engine does with each.
public enum SupportMatrix {
  /// How far the engine goes with a family.
  public enum Status: String, Sendable, CaseIterable {
    /// Compiles and takes part in updates with SwiftUI's semantics.
    case modelled
    /// Compiles; its values are inputs of their node, shown on screen (a changed
    /// value is a leaf update), with no other effect.
    case visual = "visual input"
    /// Compiles, but what it does is not modelled yet (the note says what is missing).
    case compilesOnly = "compiles, not modelled"
    /// Does not compile against the engine.
    case unsupported = "not supported"
  }

  /// One family of SwiftUI APIs.
  public struct Family: Sendable {
    /// The family's name.
    public let name: String
    /// What the engine does with it.
    public let status: Status
    /// The APIs, as written in code: `.sheet`, `@State`, `NavigationLink`, `\.dismiss`.
    public let apis: [String]
    /// What is modelled, or what is missing.
    public let note: String
    /// Notes of the APIs the family's note does not describe, by API as written.
    public let apiNotes: [String: String]

    /// A family and what the engine does with it.
    ///
    /// - Parameters:
    ///   - name: The family's name.
    ///   - status: What the engine does with it.
    ///   - apis: The APIs, as written in code.
    ///   - note: What is modelled, or what is missing.
    ///   - apiNotes: Notes of single APIs, where the family's note does not fit them.
    public init(name: String, status: Status, apis: [String], note: String, apiNotes: [String: String] = [:]) {
      self.name = name
      self.status = status
      self.apis = apis
      self.note = note
      self.apiNotes = apiNotes
    }

    /// The note that describes one of the family's APIs.
    public func note(for api: String) -> String { apiNotes[api] ?? note }
  }

  /// Every family, modelled first, then visual inputs, then what compiles without
  /// being modelled, then what is missing; each part of the surface keeps its
  /// families in a file of its own (`SupportMatrix+…`).
  public static let families: [Family] = {
    let parts = [
      coreFamilies, accessibilityFamilies, effectsFamilies, stylingFamilies, motionFamilies, navigationFamilies,
      controlsFamilies,
      systemFamilies,
    ]
    let rank = Dictionary(uniqueKeysWithValues: Status.allCases.enumerated().map { ($1, $0) })
    return parts.joined().enumerated().sorted {
      let (left, right) = (rank[$0.element.status, default: 0], rank[$1.element.status, default: 0])
      return left != right ? left < right : $0.offset < $1.offset
    }.map(\.element)
  }()

  /// The families of the engine's first surface.
  static let coreFamilies: [Family] = [
    Family(
      name: "Views and identity", status: .modelled,
      apis: ["View", "ViewBuilder", "Group", "AnyView", "EmptyView", "EquatableView", ".equatable", ".id", "ForEach"],
      note:
        "Bodies counted; SwiftUI's value comparison (Q2); identity by position, branch, `.id` and `ForEach` ids (Q8); `ForEach($items)` gives row bindings."
    ),
    Family(
      name: "Dynamic properties", status: .modelled,
      apis: [
        "@State", "@Binding", "@Bindable", "@Environment", "@StateObject", "@ObservedObject", "@EnvironmentObject",
        "ObservableObject", "@Published", "DynamicProperty",
      ],
      note: "Q3, Q4, Q5, Q12: reads mark state, equal writes are dropped, `objectWillChange` subscribers re-run."),
    Family(
      name: "Environment", status: .modelled,
      apis: [
        ".environment", ".environmentObject", ".transformEnvironment", ".disabled", ".dynamicTypeSize",
        "EnvironmentKey", "EnvironmentValues",
        "\\.colorScheme", "\\.isEnabled", "\\.horizontalSizeClass", "\\.verticalSizeClass", "\\.dynamicTypeSize",
        "\\.layoutDirection", "\\.locale", "\\.calendar", "\\.timeZone",
      ],
      note:
        "A reader re-runs only when the value it reads changed (Q12); a disabled control shows it (`Button(Continue, disabled)`) and refuses input."
    ),
    Family(
      name: "Transactions", status: .modelled,
      apis: ["withAnimation", "withTransaction", "Transaction", "Animation", "AnimationCompletionCriteria"],
      note:
        "Each transaction group flushes on its own (Q11); animations are carried, not drawn: an animated group shows as a `transaction` event, and a `withAnimation` completion runs on the host's clock when SwiftUI's animation would meet its criteria (a curve's duration, a spring's response or settling time)."
    ),
    Family(
      name: "Stacks and containers", status: .modelled,
      apis: [
        "VStack", "HStack", "ZStack", "ScrollView", "Form", "Section", "GroupBox", "ControlGroup", "Grid", "GridRow",
        "ViewThatFits", "Spacer", "Divider",
      ],
      note:
        "Every child realized, but a collapsible `Section(isExpanded:)` only while expanded; `ViewThatFits` realizes its first candidate (nothing is measured)."
    ),
    Family(
      name: "Lazy containers", status: .modelled,
      apis: [
        "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "GridItem", "ScrollViewReader", "ScrollViewProxy",
      ],
      note:
        "A viewport of rows is realized (Q9); `List` recycles, lazy stacks retain; `scrollTo` scrolls to a row by id; a row of `List(selection:)` is tapped to select its id (no row body re-runs for it)."
    ),
    Family(
      name: "Navigation and tabs", status: .modelled,
      apis: [
        "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "NavigationPath",
        ".navigationDestination",
        "TabView", "Tab", ".tabItem", ".tag",
      ],
      note:
        "Q15: a stack realizes its root and each pushed view (path values through `navigationDestination(for:)`, link destinations, `navigationDestination(isPresented:)`); tapping a link pushes, `dismiss` or `host.goBack()` pops; every split column realized, its list selection driving the detail; a tab realized when first selected, then kept."
    ),
    Family(
      name: "Controls", status: .modelled,
      apis: [
        "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Stepper", "Slider", "Picker", "DatePicker",
        "Menu",
        "DisclosureGroup", "EditButton", "Link", "ButtonRole",
      ],
      note:
        "Leaves show their bound values; labels realized; driven by `tap`, `type`, `toggle`, `increment`, `setValue`, `pick`, `setDate`. Menus are realized with their view (our choice); a disclosure group's content only while expanded."
    ),
    Family(
      name: "Attached content", status: .modelled,
      apis: [
        ".overlay", ".background", ".mask", ".toolbar", "ToolbarItem", "ToolbarItemGroup", ".swipeActions",
        ".contextMenu",
        ".safeAreaInset", ".listRowBackground", ".navigationBarItems",
      ],
      note:
        "Realized where SwiftUI shows it, named by role in paths; context menus and swipe actions realized with their view (our choice)."
    ),
    Family(
      name: "Actions and list editing", status: .modelled,
      apis: [
        ".onTapGesture", ".onLongPressGesture", ".onDelete", ".onMove", ".refreshable", ".onSubmit",
        "remove(atOffsets:)", "move(fromOffsets:toOffset:)",
      ],
      note:
        "Actions are not tracking scopes; `tap(_:count:)`, `longPress`, `deleteRows`, `moveRows`, `refresh`, `submit` run them as a user would (Q20)."
    ),
    Family(
      name: "Lifecycle", status: .modelled,
      apis: [".onAppear", ".onDisappear", ".task"],
      note: "Identity creation and end; `task(id:)` restarts on a new id; `settle()` waits for tasks."),
    Family(
      name: "Presentation", status: .modelled,
      apis: [
        ".sheet", ".fullScreenCover", ".popover", ".alert", ".confirmationDialog", ".inspector", "\\.dismiss",
        "\\.isPresented",
        "DismissAction", "\\.presentationMode", "PresentationMode", ".actionSheet", "ActionSheet", "Alert",
      ],
      note:
        "Q14: content realized only while presented, with the presenter's environment; dismissing destroys its state; alert and dialog buttons dismiss after their action; `host.dismissPresentation()` swipes the top one away."
    ),
    Family(
      name: "Storage", status: .modelled,
      apis: ["@AppStorage", "@SceneStorage", ".defaultAppStorage"],
      note:
        "Q16: values by key in the host's in-memory store (`host.appStorage`, `host.sceneStorage`); a write from anywhere re-runs exactly the views reading the key; nothing is persisted."
    ),
    Family(
      name: "Focus", status: .modelled,
      apis: ["@FocusState", ".focused"],
      note:
        "Q17: view-local state; one control has focus at a time; `host.focus(_:)`, typing into a field, or setting the state moves it; `host.unfocus()` dismisses the keyboard."
    ),
    Family(
      name: "Search", status: .modelled,
      apis: [".searchable", "\\.isSearching", "\\.dismissSearch", "SearchFieldPlacement"],
      note:
        "Q18: a search field titled by its prompt (\"Search\" by default), typed into like any field; typing activates the search (`isSearching`); `dismissSearch` clears and deactivates it."
    ),
    Family(
      name: "Change observation", status: .modelled,
      apis: [".onChange"],
      note:
        "Q13: the value compared after its view's update; actions after the update of each transaction group; their writes a new transaction traced to them; two runs per flush, then SwiftUI's warning."
    ),
    Family(
      name: "Custom modifiers and styles", status: .modelled,
      apis: ["ViewModifier", ".modifier", "ButtonStyle", ".buttonStyle"],
      note: "A modifier's body is a counted body; a button style's `makeBody` is realized around each label."),
    Family(
      name: "Shapes", status: .modelled,
      apis: [
        "Shape", "InsettableShape", "Path", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle",
        "Capsule", "Ellipse",
        "ContainerRelativeShape", ".fill", ".stroke", ".strokeBorder", ".trim", ".rotation", ".inset",
        "LinearGradient", "RadialGradient", "AngularGradient", "Gradient",
      ],
      note: "Primitives: no body counted (a user's `Shape` too); the shape's value is its leaf."),
    Family(
      name: "Text, images and labels", status: .modelled,
      apis: [
        "Text", "LocalizedStringKey", "Label", "LabeledContent", "Image", "AsyncImage", "AsyncImagePhase",
        "ProgressView",
        "ContentUnavailableView", "Color",
      ],
      note:
        "Formatted in the primitive (`format:`, `specifier:`, date styles); `AsyncImage` goes through its phases as its load task finishes."
    ),
    Family(
      name: "Geometry", status: .modelled,
      apis: ["GeometryReader", "GeometryProxy"],
      note: "The closure runs in its own scope with the environment's simulated container size (390 × 844 by default)."),
    Family(
      name: "Debugging and previews", status: .modelled,
      apis: ["_printChanges", "_logChanges", "PreviewProvider"],
      note:
        "`Self._printChanges()` prints the engine's line for that evaluation and changes no count; previews mount like any view."
    ),
    Family(
      name: "Simulation settings (the engine's own)", status: .modelled,
      apis: [".viewport", ".containerSize", "\\.asyncImageLoading"],
      note: "Not SwiftUI: the rows a lazy container shows, the size a geometry reader measures, how image loads end."),
    Family(
      name: "Layout and effects", status: .visual,
      apis: [
        ".padding", ".frame", ".offset", ".position", ".cornerRadius", ".shadow", ".blur", ".scaleEffect",
        ".rotationEffect",
        ".aspectRatio", ".scaledToFit", ".scaledToFill", ".opacity", ".clipShape", ".clipped", ".contentShape",
        ".border",
        ".hidden", ".fixedSize", ".layoutPriority", ".zIndex", ".ignoresSafeArea", ".edgesIgnoringSafeArea",
        ".allowsHitTesting", ".compositingGroup", ".drawingGroup", ".animation", ".transition", ".contentTransition",
        ".contentMargins", "ContentMarginPlacement", ".containerShape",
      ],
      note: "Nothing is laid out or drawn."),
    Family(
      name: "Text styling", status: .visual,
      apis: [
        ".font", ".fontWeight", ".fontDesign", ".bold", ".italic", ".monospaced", ".monospacedDigit",
        ".foregroundStyle",
        ".foregroundColor", ".tint", ".multilineTextAlignment", ".lineLimit", ".lineSpacing", ".truncationMode",
        ".textCase",
        ".minimumScaleFactor", ".kerning", ".tracking", ".allowsTightening", ".textSelection", ".symbolRenderingMode",
        ".symbolVariant", ".imageScale", ".redacted", ".unredacted", ".strikethrough", ".underline", ".baselineOffset",
        "Font", ".fontWidth", ".accentColor",
      ],
      note:
        "Font, weight, design, bold, italic, monospaced, foreground style and colour, tint, alignment, line limit and spacing, truncation, case, tightening, scale factor and redaction are environment writes, shown on the texts, images, controls and shapes below that draw them (Documentation/Rules.md, \"What the screen shows\"); the others are shown where they are set."
    ),
    Family(
      name: "Bars, lists and styles", status: .visual,
      apis: [
        ".navigationTitle", ".navigationBarTitle", ".navigationBarTitleDisplayMode", ".navigationBarBackButtonHidden",
        ".toolbarBackground",
        ".toolbarColorScheme", ".badge", ".listRowSeparator", ".listRowSeparatorTint", ".listSectionSeparator",
        ".listRowInsets", ".listRowSpacing", ".listSectionSpacing", ".listStyle", ".scrollContentBackground",
        ".scrollIndicators", ".scrollDismissesKeyboard", ".scrollDisabled", ".pickerStyle", ".toggleStyle",
        ".textFieldStyle", ".labelStyle", ".progressViewStyle", ".datePickerStyle", ".menuStyle", ".tabViewStyle",
        ".navigationViewStyle", ".buttonBorderShape", ".controlSize", ".headerProminence", ".preferredColorScheme",
        ".help",
        ".labelsHidden", ".submitLabel", ".textInputAutocapitalization", ".autocorrectionDisabled",
        ".disableAutocorrection",
        ".keyboardType", ".textContentType", ".navigationBarHidden", ".formStyle", "FormStyle", ".keyboardShortcut",
        "KeyboardShortcut", "KeyEquivalent", "EventModifiers",
      ],
      note:
        "Styles are values: a custom `ButtonStyle` is realized, built-in styles are shown. A keyboard shortcut is a value of its control: no key is pressed (tap the control)."
    ),
    Family(
      name: "Accessibility", status: .visual,
      apis: [
        ".accessibilityLabel", ".accessibilityHint", ".accessibilityValue", ".accessibilityHidden",
        ".accessibilityIdentifier",
        ".accessibilityElement", ".accessibilityAddTraits", ".accessibilityRemoveTraits", ".accessibilitySortPriority",
        ".accessibility",
      ],
      note: "An icon-only control is found by its accessibility label."),
    Family(
      name: "Presentation settings", status: .visual,
      apis: [
        ".presentationDetents", ".presentationDragIndicator", ".interactiveDismissDisabled", "PresentationDetent",
      ],
      note: "Values of the presented content."),
    Family(
      name: "Preview settings", status: .visual,
      apis: [".previewDisplayName", ".previewDevice", ".previewLayout"],
      note: "No effect outside Xcode's canvas."),
    Family(
      name: "Combine publishers and time", status: .modelled,
      apis: [
        ".publish", ".autoconnect", ".debounce", ".throttle", ".delay", ".receive", ".combineLatest", ".merge",
        ".removeDuplicates", ".sink", ".assign", ".eraseToAnyPublisher", "PassthroughSubject", "CurrentValueSubject",
        "AnyPublisher", "Just",
      ],
      note:
        "Combine is Apple's on a Mac and the package's own module on Linux, with Combine's signatures and semantics. Time is the host's clock, moved by `host.advance(by:)`: on Linux, work scheduled through Combine on the main run loop, main queue or main operation queue and timers on the main run loop fall due on it; on a Mac, an `onReceive` given `Timer.publish(…).autoconnect()` itself, and `HostScheduler()` on both. `DispatchQueue.main.asyncAfter` and `Task.sleep` called directly run on the wall clock (`host.settle()` waits for them)."
    ),
    Family(
      name: "Publisher subscriptions", status: .modelled,
      apis: [".onReceive", "SubscriptionView"],
      note:
        "Subscribed when the view appears (before `onAppear`), cancelled when it disappears (before `onDisappear`), re-subscribed when a body passes another publisher; each value runs the action at once, flushed by the update that sent it. Combine itself is Apple's on a Mac, the package's own module on Linux."
    ),
    Family(
      name: "Focus sections", status: .unsupported,
      apis: [".focusSection"],
      note: "Not modelled: focus moves between text fields and the controls bound to `@FocusState`."),
    Family(
      name: "Drawing and media", status: .unsupported,
      apis: ["VideoPlayer", "Map", "Chart"],
      note: "Not modelled."),
    Family(
      name: "Platform bridges", status: .unsupported,
      apis: [
        "UIViewRepresentable", "UIViewControllerRepresentable", "UIHostingController", "NSViewRepresentable", "UIColor",
        "UIImage", "UIApplication",
      ],
      note: "Not available on Linux; stub the platform view with a plain view."),
    Family(
      name: "Sharing, files and URLs", status: .unsupported,
      apis: [
        "PhotosPicker"
      ],
      note: "Not modelled."),
    Family(
      name: "Data frameworks", status: .unsupported,
      apis: ["@Query", ".modelContainer", "\\.modelContext", "@FetchRequest", "\\.managedObjectContext"],
      note: "SwiftData and Core Data are not available on Linux."),
    Family(
      name: "Apps and scenes", status: .unsupported,
      apis: ["@UIApplicationDelegateAdaptor"],
      note: "Mount the root view in a `ViewHost` instead."),
  ]

  /// The family an API belongs to, by the way it is written (`.sheet`, `@State`).
  public static func family(of api: String) -> Family? {
    families.first { $0.apis.contains(api) }
  }

  /// The matrix as a Markdown table, as the README shows it.
  public static var markdown: String {
    var out = "| family | status | APIs | notes |\n|---|---|---|---|\n"
    for family in families {
      let apis = family.apis.map { "`\($0)`" }.joined(separator: ", ")
      out += "| \(family.name) | \(family.status.rawValue) | \(apis) | \(family.note) |\n"
    }
    return out
  }
}
