// Controls, containers, lists, tables, styles and their configurations.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let controlsFamilies: [Family] = [
    Family(
      name: "Custom control styles", status: .modelled,
      apis: [
        "GroupBoxStyle", ".groupBoxStyle", "GroupBoxStyleConfiguration", "DefaultGroupBoxStyle", "LabelStyle",
        "LabelStyleConfiguration", "ToggleStyle", "ToggleStyleConfiguration", "ProgressViewStyle",
        "ProgressViewStyleConfiguration", "MenuStyle", "MenuStyleConfiguration", "LabeledContentStyle",
        ".labeledContentStyle", "LabeledContentStyleConfiguration", "DisclosureGroupStyle", ".disclosureGroupStyle",
        "DisclosureGroupStyleConfiguration", "ControlGroupStyle", ".controlGroupStyle",
        "ControlGroupStyleConfiguration", "Gauge", "GaugeStyle", ".gaugeStyle", "GaugeStyleConfiguration",
      ],
      note:
        "A custom style's `makeBody(configuration:)` is realized in place of the control's parts, which it is handed as views (custom views in them counted); a toggle's or disclosure group's configuration writes its binding and follows it; a built-in style set below puts the default parts back. The body is made when the control is expanded, not as a body of its own."
    ),
    Family(
      name: "List editing and control forms", status: .modelled,
      apis: [
        "EditActions", "LabeledControlGroupContent", "ContextMenu", ".sectionActions",
        ".contextMenu(forSelectionType:)",
      ],
      note:
        "`List($items, editActions:)` and `ForEach($items, editActions:)` delete and move elements of the bound collection through `host.deleteRows` and `host.moveRows`; a picker's current-value label and a control group's label are realized; `host.tap` on a `Menu` runs its primary action; a toggle over several sources is on while all are, and sets every one; `host.submit` runs a text field's `onCommit` (`onEditingChanged` is kept, not run); an outline (`OutlineGroup`, `List(_:children:)`) realizes a row per top-level element, each in its own tracking scope, and a node's children while its disclosure group is expanded (tap its label); an `EnvironmentalModifier` is resolved from the environment where it is applied (again when that changes), `EmptyModifier` shows its content; context menus (a `ContextMenu` value, or for a selection type: its items for an empty selection) and section actions are realized with the view."
    ),
    Family(
      name: "Custom containers", status: .modelled,
      apis: [
        "Subview", "SubviewsCollection", "SubviewsCollectionSlice", "GroupElementsOfContent",
        "ForEachSubviewCollection", "ContainerValues", "ContainerValueKey", ".containerValue",
      ],
      note:
        "`Group(subviews:transform:)` and `ForEach(subviews:content:)` resolve a view into subviews as a list resolves its rows, each with its identity and the container values set on it (`containerValue`, `tag`); the transform runs in its own tracking scope; a subview is realized where it is placed. A row's container values are read when the container is expanded."
    ),
    Family(
      name: "Tables", status: .modelled,
      apis: [
        "Table", "TableColumn", "TableRow", "TableColumnBuilder", "TableRowBuilder", "TableRowContent",
        "TableColumnContent", "TableForEachContent", "TupleTableColumnContent", "TupleTableRowContent",
        "EmptyTableRowContent",
      ],
      note:
        "Column headers realized once, then every row (a table is not lazy here), each in its own tracking scope, identified by its value's id, with one cell per column; with a selection, a tapped row selects its id (no row body re-runs for it)."
    ),
    Family(
      name: "Table row and column content", status: .modelled,
      apis: [
        "DisclosureTableRow", "TableHeaderRowContent", "TableOutlineGroupContent", "DynamicTableRowContent",
        "ItemProviderTableRowModifier", "OnInsertTableRowModifier", "TableRowEffectModifier", "TableContentView",
        "DynamicViewContent", "InsertableDynamicContent", ".onInsert",
      ],
      note:
        "Rows made of `ForEach` (a row builder, or a row per element), `Group`, `Section` (its header a row across the columns), `OutlineGroup`, the app's own `tableRowBody` (columns: `Group`, `tableColumnBody`) are the table's rows; a disclosure row's, an outline's or a hierarchical table's (`Table(_:children:)`) child rows are realized only while their row is expanded (a tap on it, or its bound `isExpanded`), as a collapsible section's rows; a row's context menu items and preview are realized with it, `selectionDisabled` keeps a tap from selecting it; a row's drag payload, drop destination and item provider, and a dynamic collection's insert and drop actions, are stored and shown on each row (nothing is dragged, dropped or inserted). `DynamicViewContent`'s `onDelete` and `onMove` reach the `ForEach` inside a `ViewModifier` (`host.deleteRows`, `host.moveRows`); its insert and drop actions are stored, their types shown. Row and column content is a view here (never drawn as one)."
    ),
    Family(
      name: "Editable collection content", status: .compilesOnly,
      apis: ["EditableCollectionContent"],
      note:
        "Declared, and shows its content as a view; `ForEach(_:editActions:content:)` here builds its rows directly, not through it."
    ),
    Family(
      name: "Built-in control styles and menu and list values", status: .visual,
      apis: [
        "DefaultLabelStyle", "IconOnlyLabelStyle", "TitleOnlyLabelStyle", "TitleAndIconLabelStyle",
        "DefaultToggleStyle", "SwitchToggleStyle", "ButtonToggleStyle", "DefaultProgressViewStyle",
        "LinearProgressViewStyle", "CircularProgressViewStyle", "DefaultMenuStyle", "ButtonMenuStyle",
        "BorderlessButtonMenuStyle", "AutomaticLabeledContentStyle", "AutomaticDisclosureGroupStyle",
        "AutomaticControlGroupStyle", "NavigationControlGroupStyle", "PaletteControlGroupStyle",
        "MenuControlGroupStyle", "CompactMenuControlGroupStyle", "DefaultPickerStyle", "MenuPickerStyle",
        "InlinePickerStyle", "PalettePickerStyle", "NavigationLinkPickerStyle", "DefaultListStyle", "InsetListStyle",
        "SidebarListStyle", "DefaultTextFieldStyle", "PlainTextFieldStyle", "DefaultNavigationViewStyle",
        "StackNavigationViewStyle", "DoubleColumnNavigationViewStyle", "ColumnNavigationViewStyle",
        "BorderedButtonStyle", "BorderedProminentButtonStyle", "DefaultDatePickerStyle", "CompactDatePickerStyle",
        "GraphicalDatePickerStyle", "WheelDatePickerStyle", "IndexViewStyle", "PageIndexViewStyle", ".indexViewStyle",
        "TextEditorStyle", "AutomaticTextEditorStyle", "PlainTextEditorStyle", ".textEditorStyle", "MenuOrder",
        ".menuOrder", "MenuActionDismissBehavior", ".menuActionDismissBehavior", ".menuIndicator",
        ".labelsVisibility", "ListItemTint", ".listItemTint", ".listSectionSeparatorTint", "ListSectionSpacing",
        ".tableColumnHeaders", "PaletteSelectionEffect", ".paletteSelectionEffect", "DefaultGaugeStyle",
        "LinearCapacityGaugeStyle", "AccessoryLinearGaugeStyle", "AccessoryLinearCapacityGaugeStyle",
        "AccessoryCircularGaugeStyle", "AccessoryCircularCapacityGaugeStyle", "TableStyle", ".tableStyle",
        "AutomaticTableStyle", "InsetTableStyle",
      ],
      note:
        "Values shown on the node of the modifier that sets them: a changed one is a leaf update, an equal one nothing. A built-in style's `makeBody` shows the control's default parts (a custom style may call it)."
    ),
    Family(
      name: "Colour and multi-date pickers", status: .compilesOnly,
      apis: ["ColorPicker", "MultiDatePicker"],
      note:
        "Their leaf shows the bound colour, or how many dates are selected, and their label is realized; no input picks a colour or dates (set the binding)."
    ),
    Family(
      name: "Row editing switches", status: .compilesOnly,
      apis: [".deleteDisabled", ".moveDisabled", ".selectionDisabled"],
      note:
        "Shown as values of the row, not enforced: `host.deleteRows`, `host.moveRows` and a tap still delete, move and select the row (a table row's `selectionDisabled` is enforced: a tap does not select it)."
    ),
    Family(
      name: "Bindings as collections and projections", status: .modelled,
      apis: [
        "Binding(_:)", "Picker(sources:selection:content:label:)",
        "Picker(_:image:selection:content:)",
      ],
      note:
        "A binding to a mutable collection has the collection members (`$items[0]`, `startIndex`, `indices`) but not yet the `Collection` conformances (they would make `ForEach($items)` take the plain collection form): its indices read the bound collection, an element binding reads and writes that element of the source; a binding to an identifiable value is identified by its id; a binding made with `transaction(_:)` or `animation(_:)` writes in that transaction (its own group); `Binding(_:)` makes the optional, unwrapped (nil for nil, the last value kept) and `AnyHashable` projections. A picker over several sources shows the first source's value (SwiftUI shows a mixed state when they differ) and picking writes every source; over no sources reading its value traps."
    ),
    Family(
      name: "Section containers", status: .modelled,
      apis: ["SectionConfiguration", "SectionCollection", "ForEachSectionCollection", "GroupSectionsOfContent"],
      note:
        "`Group(sections:transform:)` and `ForEach(sections:content:)` resolve a view (through custom views' bodies, blocks, groups, conditionals and `ForEach` rows) into its sections, each with its header, content and footer as subviews; content outside a section forms an implicit section; the transform and each section row run in their own tracking scope. The rows and custom bodies are read when the container is expanded, to find the sections."
    ),
  ]
}
