// Text, fonts, colours, images and shape styles.

extension SupportMatrix {
  /// The families of this part of the surface.
  static let stylingFamilies: [Family] = [
    Family(
      name: "Primitive button styles", status: .modelled,
      apis: [
        "PrimitiveButtonStyle", "PrimitiveButtonStyleConfiguration", "DefaultButtonStyle", "PlainButtonStyle",
        "BorderlessButtonStyle",
      ],
      note:
        "A custom style's `makeBody(configuration:)` is realized in the button in place of the label, which it is handed as `configuration.label` (realized once where the body puts it); `trigger()` runs the button's action. A tap reaches the button through its style: the tap target in the style's body (an `onTapGesture` calling `trigger()`, a built-in style's body) takes it, and a body with none takes no tap. Built-in styles are shown on the modifier's node; their `makeBody` is the label, tappable. `Button(_ configuration:)` is not declared here."
    ),
    Family(
      name: "Form, date picker, text editor and table styles", status: .modelled,
      apis: [
        "FormStyleConfiguration", "AutomaticFormStyle", "GroupedFormStyle", "ColumnsFormStyle", "DatePickerStyle",
        "DatePickerStyleConfiguration", "TextEditorStyleConfiguration", "TableStyleConfiguration",
      ],
      note:
        "A custom style's body is realized in its control: a form's content is handed over as `configuration.content`; a date picker's label, `$selection` (writing it writes the picker's binding), `minimumDate`/`maximumDate` and `displayedComponents`, its body made again when the date changes. SwiftUI hands a text editor or table style nothing, so the editor keeps its text and the table its rows beside the style's body; a text inside an editor's style body becomes its title for inputs, before its accessibility label. Built-in styles are shown on the modifier's node; their `makeBody` shows the content or label given."
    ),
    Family(
      name: "Resolved colours and the deprecated colour scheme", status: .modelled,
      apis: [".resolve(in:)", ".mix(with:by:in:)", ".colorScheme"],
      note:
        "A colour resolves in the environment's scheme (the iOS palette for system colours, light and dark); mixes interpolate in sRGB or Oklab; `.colorScheme(_:)` is an environment write. An asset colour has no catalog to read and resolves to clear."
    ),
    Family(
      name: "System formats, timers and attributed text", status: .modelled,
      apis: [
        "SystemFormatStyle", "Text(timerInterval:pauseTime:countsDown:showsHours:)", "Text(_:formatter:)",
        "SwiftUIAttributes",
      ],
      note:
        "Formatted in the primitive at the date it is given (`.timer`, `.stopwatch`, `.reference`, `.offset`), so a changed date is a leaf update; time does not advance by itself, and relative wording is English. An attributed string's runs keep their SwiftUI attributes as the text's."
    ),
    Family(
      name: "Text line styles, scales, languages and variants", status: .visual,
      apis: [
        ".textScale", ".typesettingLanguage", ".textSelectionAffinity", ".badgeProminence", ".textVariant",
        "LineStyle", "TypesettingLanguage", "TextAttribute", "TextVariantPreference", "FixedTextVariant",
        "SizeDependentTextVariant", "BadgeProminence", "TextSelectionAffinity", "NSUnderlineStyle",
      ],
      note:
        "A `Text` modifier makes a new text whose leaf shows the value; a view modifier shows it where it is set. A size-dependent variant shows its preference: nothing is laid out."
    ),
    Family(
      name: "Shape styles, materials and gradients", status: .visual,
      apis: [
        "ShapeStyle", "Material", "HierarchicalShapeStyle", "HierarchicalShapeStyleModifier", "AnyShapeStyle",
        "FillShapeStyle", "LinkShapeStyle", "PlaceholderTextShapeStyle", "SelectionShapeStyle",
        "WindowBackgroundShapeStyle", "AnyGradient", "EllipticalGradient", "MeshGradient", "ImagePaint", "ShadowStyle",
      ],
      note:
        "Styles are values shown by the modifier that takes them; a gradient used as a view is a primitive whose leaf shows its colours and geometry. Only a colour resolves to components."
    ),
    Family(
      name: "Appearance values and text selections", status: .compilesOnly,
      apis: [
        "ColorSchemeContrast", "LegibilityWeight", "ContentSizeCategory", "ColorRenderingMode", "BackgroundProminence",
        "TextSelection",
      ],
      note:
        "Values with SwiftUI's cases, order and queries; no environment value here carries them, and no text view here takes a selection binding."
    ),
    Family(
      name: "Custom text renderers and text layouts", status: .compilesOnly,
      apis: [
        ".textRenderer", "TextRenderer", "TextProxy", "LayoutKey", "BlendModeShapeStyle",
      ],
      note:
        "A renderer set with `.textRenderer(_:)` is a visual input of the text below (a changed one is a leaf update); its `draw(layout:in:)` and `sizeThatFits(proposal:text:)` never run, as nothing is drawn. `Text.Layout` is a value describing a text laid out in one line: one run, a glyph per character, nominal body metrics; a run's custom attributes are not read back. A shape style's blend mode is shown with the style."
    ),
  ]
}
