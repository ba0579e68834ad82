// Environment values, apps and scenes, commands, focus, keyboard and hover, files, drag and drop, preferences.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let systemFamilies: [Family] = [
    Family(
      name: "System environment values", status: .modelled,
      apis: [
        "\\.scenePhase", "\\.editMode", "\\.openURL", "\\.openWindow", "\\.dismissWindow", "\\.refresh", "\\.rename",
        "\\.supportsMultipleWindows", "\\.isSceneCaptured", "\\.springLoadingBehavior", "\\.materialActiveAppearance",
        "\\.appearsActive", "\\.isLuminanceReduced", "\\.accessibilityEnabled",
        "\\.accessibilityDifferentiateWithoutColor", "\\.accessibilityReduceTransparency",
        "\\.accessibilityReduceMotion", "\\.accessibilityInvertColors", "\\.accessibilityShowButtonShapes",
        "\\.accessibilityDimFlashingLights", "\\.accessibilityPlayAnimatedImages",
        "\\.accessibilityLargeContentViewerEnabled", "\\.accessibilityVoiceOverEnabled",
        "\\.accessibilitySwitchControlEnabled", "\\.accessibilityAssistiveAccessEnabled",
        "\\.accessibilityQuickActionsEnabled", "\\.isFocused", "\\.isFocusEffectEnabled", "\\.isHoverEffectEnabled",
        "\\.keyboardShortcut", "\\.controlSize", "\\.redactionReasons", "\\.symbolRenderingMode",
        "\\.multilineTextAlignment", "\\.truncationMode", "\\.allowsTightening", "\\.textCase", "\\.lineLimit",
        "\\.headerProminence", "\\.symbolVariants", "\\.contentTransition", "\\.contentTransitionAddsDrawingGroup",
        "\\.font", "\\.imageScale", "\\.backgroundMaterial", "\\.backgroundStyle", "\\.autocorrectionDisabled",
        "\\.disableAutocorrection", "\\.scrollDismissesKeyboardMode", "\\.verticalScrollIndicatorVisibility",
        "\\.horizontalScrollIndicatorVisibility", "\\.isScrollEnabled", "\\.menuIndicatorVisibility",
        "\\.labelsVisibility", "\\.documentConfiguration", "\\.displayScale", "\\.pixelLength", "\\.lineSpacing",
        "\\.minimumScaleFactor", "\\.defaultMinListRowHeight", "\\.defaultMinListHeaderHeight",
        "ScenePhase", "EditMode", "OpenURLAction", "OpenWindowAction", "DismissWindowAction", "RefreshAction",
        "RenameAction", "InterfaceOrientation", "DocumentConfiguration", "MaterialActiveAppearance",
        "SpringLoadingBehavior", "@ScaledMetric", ".springLoadingBehavior", ".materialActiveAppearance",
        ".focusEffectDisabled", ".hoverEffectDisabled",
      ],
      note:
        "SwiftUI's types and defaults; read by `@Environment`, written by `.environment` (a reader re-runs only when its value changed, Q12); `openURL` runs the handler an ancestor set (the system's action opens nothing); `@ScaledMetric` scales with `dynamicTypeSize`. The system never changes them, and the visual modifiers (`font`, `lineLimit`…) show their values without writing these keys; the window actions open no window."
    ),
    Family(
      name: "Apps, scenes and commands", status: .modelled,
      apis: [
        "App", "Scene", "SceneBuilder", "WindowGroup", "PresentedWindowContent", "DocumentGroup", "FileDocument",
        "ReferenceFileDocument", "FileDocumentConfiguration", "ReferenceFileDocumentConfiguration", ".commands",
        ".commandsReplaced", "Commands", "CommandsBuilder", "CommandMenu", "CommandGroup", "CommandGroupPlacement",
        "EmptyCommands", "SidebarCommands", "ToolbarCommands", "TextEditingCommands", "TextFormattingCommands",
        "InspectorCommands", "DocumentGroupLaunchScene", "DocumentLaunchView", "NewDocumentButton",
        "DocumentLaunchGeometryProxy", "DefaultDocumentGroupLaunchActions",
      ],
      note:
        "`ViewHost(MyApp())` mounts an app: its body and custom scenes' bodies are counted under their types, with their properties; a `WindowGroup` realizes its content; scene `environment`, `onChange` and `defaultAppStorage` apply to it; commands' menus are realized beside it (our choice, as menus are); a `DocumentGroup(newDocument:)` edits a new document kept as state; a launch scene or view realizes its title, actions, background and accessory views (with zero frames), and opens or creates no document. One window per group; nothing is read from or written to disk."
    ),
    Family(
      name: "Scene, window and system settings", status: .visual,
      apis: [
        ".windowResizability", "WindowResizability", ".windowManagerRole", "WindowManagerRole",
        ".restorationBehavior", "SceneRestorationBehavior", ".defaultSize", ".commandsRemoved", ".backgroundTask",
        "BackgroundTask", ".windowToolbarFullScreenVisibility", "WindowToolbarFullScreenVisibility",
        ".persistentSystemOverlays", ".statusBar", ".statusBarHidden", ".handlesExternalEvents",
        ".allowsWindowActivationEvents", ".privacySensitive", ".invalidatableContent",
        ".interactionActivityTrackingTag", ".previewContext", ".previewInterfaceOrientation",
        ".windowToolbarLabelStyle",
      ],
      note: "Values of the scene's windows or of the view; no system bar, window or background task exists here."),
    Family(
      name: "Focusable views, hover effects and text tools", status: .visual,
      apis: [
        ".focusable", ".defaultFocus", "FocusInteractions", "DefaultFocusEvaluationPriority", ".hoverEffect",
        ".defaultHoverEffect", "HoverEffect", "CustomHoverEffect", "AutomaticHoverEffect", "HighlightHoverEffect",
        "LiftHoverEffect", "EmptyHoverEffect", ".writingToolsBehavior", "WritingToolsBehavior", ".findNavigator",
        ".findDisabled", ".replaceDisabled", ".submitScope", ".typeSelectEquivalent",
      ],
      note:
        "Values of the view; focus moves only between controls bound to `@FocusState`, and no pointer hovers."),
    Family(
      name: "Focused values", status: .compilesOnly,
      apis: [
        ".focusedValue", ".focusedSceneValue", ".focusedObject", ".focusedSceneObject", "FocusedValues",
        "FocusedValueKey", "@FocusedValue", "@FocusedBinding", "@FocusedObject",
      ],
      note:
        "Published values are inputs of the view that publishes them; they do not flow to readers, which read `nil` as in a scene where nothing has focus."
    ),
    Family(
      name: "Key presses and hover", status: .compilesOnly,
      apis: [".onKeyPress", "KeyPress", ".onHover", ".onContinuousHover", "HoverPhase"],
      note: "Actions are stored, not run: no key is pressed and no pointer hovers here (tap controls instead)."),
    Family(
      name: "Preferences", status: .compilesOnly,
      apis: [
        ".preference", ".transformPreference", ".onPreferenceChange", ".overlayPreferenceValue",
        ".backgroundPreferenceValue", "PreferenceKey", "PreferredColorSchemeKey",
      ],
      note:
        "No layout pass gathers preferences: a value is an input of the view setting it, change actions never run, and preference overlays and backgrounds are realized with the key's default value."
    ),
    Family(
      name: "File dialogs, drag and drop, URLs", status: .compilesOnly,
      apis: [
        ".fileImporter", ".fileExporter", ".fileMover", ".fileDialogConfirmationLabel", ".fileDialogMessage",
        ".fileExporterFilenameLabel", ".fileDialogDefaultDirectory", ".fileDialogCustomizationID",
        ".fileDialogURLEnabled", ".fileDialogImportsUnresolvedAliases", ".fileDialogBrowserOptions",
        "FileDialogBrowserOptions", ".draggable", ".dropDestination", ".onDrop", ".onDrag", ".itemProvider",
        "NSItemProvider", "DropDelegate", "DropInfo",
        "DropOperation", "DropProposal", ".onOpenURL", ".onContinueUserActivity", ".userActivity", "NSUserActivity",
        "UTType", "Transferable",
      ],
      note:
        "Whether a dialog is presented and what it takes are inputs of the view; completions, drop, URL and activity actions are stored: no file is picked, nothing is dropped, no URL or activity arrives. `UTType`, `Transferable`, `FileWrapper`, `NSItemProvider` and `NSUserActivity` are the platform's where it has them."
    ),
    Family(
      name: "Widgets and preview modifiers", status: .compilesOnly,
      apis: [
        "Widget", "WidgetBundle", "WidgetBundleBuilder", "WidgetConfiguration", "EmptyWidgetConfiguration",
        "LimitedAvailabilityConfiguration", "ControlWidget", "ControlWidgetConfiguration", "ControlWidgetTemplate",
        "EmptyControlWidgetConfiguration", "EmptyControlWidgetTemplate", "PreviewModifier", "PreviewModifierContent",
        "PreviewContext", "PreviewContextKey", "PreviewPlatform",
      ],
      note: "The shapes apps write compile; WidgetKit's configurations are not here, so no widget is rendered."),
    Family(
      name: "More environment values", status: .modelled,
      apis: [
        "\\.colorSchemeContrast", "\\.legibilityWeight", "\\.backgroundProminence", "\\.badgeProminence",
        "\\.buttonRepeatBehavior", "\\.menuOrder", "\\.tabBarPlacement", "\\.isTabBarShowingSections",
        "\\.horizontalScrollBounceBehavior", "\\.verticalScrollBounceBehavior", "\\.searchSuggestionsPlacement",
        "\\.sidebarRowSize", "\\.textSelectionAffinity", "\\.toolbarLabelStyle", "\\.sizeCategory",
        "\\.allowedDynamicRange", "\\.isUserAuthenticationEnabled", "\\.preferredPencilDoubleTapAction",
        "\\.preferredPencilSqueezeAction",
      ],
      note:
        "SwiftUI's types and defaults; read by `@Environment`, written by `.environment` (the ones only the system sets are read-only). The system never changes them, and the modifiers of the same names show their values without writing these keys."
    ),
    Family(
      name: "Rename and paste buttons", status: .modelled,
      apis: ["RenameButton", ".renameAction", "PasteButton"],
      note:
        "A `RenameButton` runs the rename action `renameAction` gives (a closure, or focusing a field); without one its tap does nothing. A `PasteButton` pastes the items of the package's pasteboard matching its type: no system pasteboard exists here, so it pastes nothing unless a test fills it."
    ),
    Family(
      name: "Share links", status: .compilesOnly,
      apis: ["ShareLink", "SharePreview", "DefaultShareLinkLabel"],
      note:
        "A share link is a button realizing its label (\"Share\" with the share symbol by default); its items, subject, message and preview title are inputs of the view. No share sheet exists here: a tap shares nothing, and per-item preview closures are stored, not run."
    ),
    Family(
      name: "Anchor preferences", status: .compilesOnly,
      apis: [".anchorPreference", ".transformAnchorPreference"],
      note:
        "The key and the anchor's source are inputs of the view; the transform is stored, not run: no layout pass resolves anchors or gathers preferences."
    ),
    Family(
      name: "Geometry actions and the allowed dynamic range", status: .modelled,
      apis: [".onGeometryChange", "EnvironmentValueActionModifier", ".allowedDynamicRange"],
      note:
        "`onGeometryChange` runs its transform with the proxy a geometry reader gets (the simulated container's `containerSize`) and its action, after the update and outside any body, with the first value when the view appears and again whenever an update gives an unequal value (shown as its node's leaf); there is no layout, so the geometry is the container's wherever the view is. `allowedDynamicRange` writes the environment's `allowedDynamicRange`."
    ),
    Family(
      name: "Accessibility links and removed symbol effects", status: .visual,
      apis: [
        ".accessibilityLabeledPair", ".accessibilityLinkedGroup", ".accessibilityRotorEntry", ".symbolEffectsRemoved",
      ],
      note:
        "Values of their node (role, id and namespace); no accessibility tree links the elements, and no symbol animates. `AccessibilityRotorEntry`'s namespace forms keep their label and id, as the other forms do."
    ),
    Family(
      name: "Tab values, image-titled controls and timer progress", status: .visual,
      apis: ["TabSectionActions", "DefaultDateProgressLabel", "ProgressView(timerInterval:countsDown:)"],
      note:
        "A tab's accessibility label, hint, value, identifier and input labels, its spring-loading behaviour and drop destination (its action stored: nothing is dropped) are values shown on its tab bar item; `isEnabled: false` shows none. A tab section's actions are realized beside the bar item of its first tab. Controls titled with an image of the asset catalog (`Button`, `Menu`, `Toggle`, `ControlGroup`) realize a `Label` of the title and image and are found by their title. A progress view over a timer interval shows the interval's start (full when it counts down), and `DefaultDateProgressLabel` (a view with a body) the timer's text there: time is not simulated.",
      apiNotes: [
        "ProgressView(timerInterval:countsDown:)":
          "Shows the interval's start (full when it counts down, empty when it counts up): time is not simulated."
      ]
    ),
    Family(
      name: "Text selection bindings", status: .compilesOnly,
      apis: ["TextField(_:text:selection:prompt:axis:)", "TextEditor(text:selection:)"],
      note:
        "The text is bound and typed into as in the other forms; the selection binding is not read or written (typing appends, and no cursor moves)."
    ),
  ]
}
