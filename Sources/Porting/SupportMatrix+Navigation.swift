// Scrolling, search, presentations, toolbars, navigation and tabs.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let navigationFamilies: [Family] = [
    Family(
      name: "Bound scroll position", status: .modelled,
      apis: [".scrollPosition", "ScrollPosition"],
      note:
        "A bound row id (or a `ScrollPosition`'s view id or edge) scrolls the lazy container below to that row, on appearing and whenever it changes, as one transaction after the update; scrolling by hand (`host.scroll`) does not write it back, a point scrolls nowhere."
    ),
    Family(
      name: "Search suggestions, tokens, scopes and focus", status: .modelled,
      apis: [".searchSuggestions", ".searchScopes", ".searchFocused"],
      note:
        "Suggestions (`searchable(text:suggestions:)`, `searchSuggestions`) and scopes (a picker, tapped to select) are realized only while the search is active; tokens (and editable tokens, given bindings) are realized with the field, suggested tokens with the suggestions; `searchable(text:isPresented:)` and `searchFocused` bind whether the search is active. Suggestions are not filtered or completed."
    ),
    Family(
      name: "Toolbar content", status: .modelled,
      apis: [
        "ToolbarContent", "CustomizableToolbarContent", "ToolbarContentBuilder", "ToolbarTitleMenu",
        "LabeledToolbarItemGroupContent", ".toolbarTitleMenu",
      ],
      note:
        "Toolbar content is a view here: a toolbar type of the app's own is a counted body with its own state; `toolbar(id:)` and title menus realize their items with the view; an item with `showsByDefault: false` is not realized (no customization is modelled); a toolbar body is built with `ViewBuilder`, so any view compiles in it."
    ),
    Family(
      name: "Tab content", status: .modelled,
      apis: [
        "TabContent", "TabContentBuilder", "TabSection", "AnyTabContent", "TabRole",
        "DefaultTabLabel", ".tabViewSidebarHeader", ".tabViewSidebarFooter", ".tabViewSidebarBottomBar",
      ],
      note:
        "A section's tabs are the tab view's tabs (a phone's tab bar: no section header); a `hidden()` tab is not in the bar; a tab's badge, role, customization id and placement show on its bar item, its context menu and swipe actions are realized with it, its popover presented from it (on a section they are not realized: a tab bar shows no section); the sidebar's header, footer and bottom bar are realized with the tab view. A tab type of the app's own must write `@TabContentBuilder` on its body, and its tabs are not flattened into the bar."
    ),
    Family(
      name: "Bound links and split view columns", status: .modelled,
      apis: ["NavigationSplitViewColumn"],
      note:
        "`NavigationLink(isActive:)` and `(tag:selection:)` push their destination while the binding holds, tapping sets it, popping resets it; a `NavigationPath` of codable values round-trips through its `codable` representation; a split view realizes every column (a regular width), so its preferred compact column has no effect, as in SwiftUI at that width."
    ),
    Family(
      name: "Presentation and dialog settings", status: .visual,
      apis: [
        ".presentationBackground", ".presentationBackgroundInteraction", ".presentationCompactAdaptation",
        ".presentationContentInteraction", ".presentationCornerRadius", ".presentationSizing", ".dialogIcon",
        "PresentationBackgroundInteraction", "PresentationAdaptation", "PresentationContentInteraction",
        "PresentationSizing", "AutomaticPresentationSizing", "FormPresentationSizing", "PagePresentationSizing",
        "FittedPresentationSizing", "PresentationSizingRoot", "PresentationSizingContext", "CustomPresentationDetent",
        "PopoverAttachmentAnchor", "DialogSeverity", "DismissBehavior",
      ],
      note:
        "Values of the presented content, shown where they are set; a presentation background view is realized with its content; a detent selection (`presentationDetents(_:selection:)`) is shown as its binding holds it, whether or not a body re-ran. A popover's anchor and arrow edge are values of no effect."
    ),
    Family(
      name: "Scroll settings", status: .visual,
      apis: [
        ".scrollTargetBehavior", ".scrollTargetLayout", ".defaultScrollAnchor", ".scrollBounceBehavior",
        ".scrollClipDisabled", ".scrollIndicatorsFlash", ".scrollInputBehavior", "ScrollTargetBehavior",
        "ViewAlignedScrollTargetBehavior", "PagingScrollTargetBehavior", "AnyScrollTargetBehavior", "ScrollTarget",
        "ScrollTargetBehaviorContext", "ScrollTransitionConfiguration", "ScrollTransitionPhase", "ScrollGeometry",
        "ScrollPhase", "ScrollPhaseChangeContext", "ScrollAnchorRole", "ScrollBounceBehavior", "ScrollInputBehavior",
        "ScrollInputKind", "ScrollContentOffsetAdjustmentBehavior",
      ],
      note:
        "Nothing is laid out or scrolled by these: a target behavior's `updateTarget` is there for the app's own behaviors to call, views are not aligned."
    ),
    Family(
      name: "Search settings", status: .visual,
      apis: [
        ".searchCompletion", ".searchDictationBehavior", ".searchPresentationToolbarBehavior",
        "SearchSuggestionsPlacement", "SearchScopeActivation", "SearchPresentationToolbarBehavior",
        "TextInputDictationBehavior", "TextInputDictationActivation", "SearchUnavailableContent",
      ],
      note: "Shown where they are set: a completion is not typed into the field when its suggestion is tapped."),
    Family(
      name: "Toolbar settings", status: .visual,
      apis: [
        ".toolbarRole", ".toolbarTitleDisplayMode", ".toolbarVisibility", ".toolbarBackgroundVisibility",
        ".customizationBehavior", ".defaultCustomization", "ToolbarRole", "ToolbarTitleDisplayMode",
        "ToolbarDefaultItemKind", "ToolbarLabelStyle", "ToolbarCustomizationBehavior", "ToolbarCustomizationOptions",
      ],
      note: "Nothing is laid out in bars; `toolbar(removing:)` shows the item it removes."),
    Family(
      name: "Split view and tab settings", status: .visual,
      apis: [
        ".isDetailLink", ".navigationSplitViewStyle", ".navigationSplitViewColumnWidth", ".inspectorColumnWidth",
        ".navigationDocument", "NavigationSplitViewStyle", "AutomaticNavigationSplitViewStyle",
        "BalancedNavigationSplitViewStyle", "ProminentDetailNavigationSplitViewStyle",
        "NavigationSplitViewStyleConfiguration", ".tabViewCustomization", ".defaultAdaptableTabBarPlacement",
        ".customizationID", ".tabPlacement", ".defaultVisibility", "TabViewCustomization", "TabBarPlacement",
        "AdaptableTabBarPlacement", "TabPlacement", "TabCustomizationBehavior", "SidebarRowSize",
        "TabBarOnlyTabViewStyle", "DefaultTabViewStyle", "SidebarAdaptableTabViewStyle",
      ],
      note:
        "Styles and widths are values shown where they are set (a custom split view style's body is not realized); a bound tab view customization is shown as its binding holds it; tabs are not customized."
    ),
    Family(
      name: "Scroll callbacks and dialog suppression", status: .compilesOnly,
      apis: [
        ".onScrollGeometryChange", ".onScrollPhaseChange", ".onScrollTargetVisibilityChange",
        ".onScrollVisibilityChange", ".scrollTransition", ".dialogSuppressionToggle",
      ],
      note:
        "The scroll callbacks never run: no geometry, phase or visibility is computed (a threshold is shown); a scroll transition's effect is not run (its configuration is shown). A dialog's suppression toggle shows its binding on the view that sets it; the toggle is not added to the dialog."
    ),
  ]
}
