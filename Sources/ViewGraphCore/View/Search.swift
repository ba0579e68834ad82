// Models SwiftUI's `searchable` (Documentation/Rules.md Q18): a search field attached
// to the view (in the navigation bar), bound to the given text, titled by its prompt
// ("Search" by default) so `host.type(_:into:)` reaches it. Typing into it activates
// the search: `isSearching` becomes true for the views below, and `dismissSearch`
// clears the text and deactivates it. The search field is a text field like any other:
// its binding is written per keystroke, and the views that read the text re-run.
// Suggestions are realized while the search is active, tokens with the field, scopes
// (a picker) while it is active (NavigationSearch.swift).
// Status: Partial. Differs: suggestions are not filtered or completed, tokens are
// not typed.

/// Ends the search the view is in: clears the text and deactivates the field.
public struct DismissSearchAction: Equatable {
  let token: PresentationToken?
  /// Dismisses the search.
  @MainActor public func callAsFunction() { token?.dismiss() }
  public static func == (lhs: DismissSearchAction, rhs: DismissSearchAction) -> Bool { lhs.token === rhs.token }
}

private struct IsSearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(token: nil) }
}

extension EnvironmentValues {
  /// Whether the search field of an enclosing `searchable` is active.
  public var isSearching: Bool { self[IsSearchingKey.self] }
  /// Dismisses the search of an enclosing `searchable`.
  public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
}

/// Where a search field shows.
public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String
  /// Where the platform puts it.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

/// A search field attached to a view, and the search's state for the views below.
///
/// The search is active while its field has focus (bound by `isPresented` and by an
/// enclosing `searchFocused` when there are); its suggestions are realized only while
/// it is active, its tokens with the field (NavigationSearch.swift adds those forms).
nonisolated public struct SearchableModifier: BuiltinModifier {
  let text: Binding<String>
  let prompt: String
  let isPresented: Binding<Bool>?
  let suggestions: (any View)?
  /// The tokens' views, realized with the field.
  let tokens: (any View)?

  nonisolated init(
    text: Binding<String>, prompt: String, isPresented: Binding<Bool>? = nil, suggestions: (any View)? = nil,
    tokens: (any View)? = nil
  ) {
    self.text = text
    self.prompt = prompt
    self.isPresented = isPresented
    self.suggestions = suggestions
    self.tokens = tokens
  }

  @MainActor package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    let memo = expansion.memo as? SearchMemo ?? SearchMemo()
    expansion.memo = memo
    let focus = expansion.environment[SearchFocusKey.self]
    let isPresented = self.isPresented
    let isActive = { isPresented?.wrappedValue ?? focus?.isFocused() ?? memo.active.value }
    let active = isActive()
    // The search's state follows the field, whether or not a body re-ran.
    expansion.stateSignature = active ? "searching" : "idle"
    let text = self.text
    let setActive: (Bool) -> Void = { value in
      memo.active.value = value
      if let isPresented, isPresented.wrappedValue != value { isPresented.wrappedValue = value }
      if let focus { value ? focus.focus() : focus.unfocus() }
    }
    memo.token.dismiss = {
      text.wrappedValue = ""
      setActive(false)
    }
    var child = ChildSpec(key: .index(0), source: .view(content))
    let dismiss = DismissSearchAction(token: memo.token)
    child.environment = EnvironmentWrite(value: active) { env in
      env[IsSearchingKey.self] = active
      env[DismissSearchKey.self] = dismiss
      env[SearchFocusKey.self] = nil
      env[SearchAttachmentsKey.self] = SearchAttachments(inSearchable: true)
    }
    expansion.children.append(child)
    let field = TextField(prompt, text: text).modifier(
      FocusedModifier(isFocused: isActive, focus: { setActive(true) }, unfocus: { setActive(false) }))
    expansion.add(.index(1), Attachment(role: "searchField", content: field))
    if let tokens { expansion.add(.index(2), Attachment(role: "searchTokens", content: tokens)) }
    if active, let suggestions { expansion.add(.index(3), Attachment(role: "searchSuggestions", content: suggestions)) }
    // Suggestions and scopes set around the searchable view show while it is active.
    if active {
      for (offset, attached) in expansion.environment[SearchAttachmentsKey.self].pending.enumerated() {
        expansion.add(.index(4 + offset), Attachment(role: attached.role, content: attached.content))
      }
    }
  }
}

/// What a search keeps: whether its field is active, and its dismiss action's identity.
final class SearchMemo {
  let active = ControlStateBox(false)
  let token = PresentationToken()
}

extension View {
  /// Adds a search field bound to `text`, titled "Search".
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic) -> ModifiedContent<
    Self, SearchableModifier
  > {
    ModifiedContent(content: self, modifier: SearchableModifier(text: text, prompt: "Search"))
  }

  /// Adds a search field bound to `text`, with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> ModifiedContent<Self, SearchableModifier> {
    ModifiedContent(content: self, modifier: SearchableModifier(text: text, prompt: prompt.text))
  }

  /// Adds a search field bound to `text`, with a prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> ModifiedContent<Self, SearchableModifier> {
    ModifiedContent(content: self, modifier: SearchableModifier(text: text, prompt: String(prompt)))
  }

  /// Adds a search field bound to `text`, with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?
  ) -> ModifiedContent<Self, SearchableModifier> {
    ModifiedContent(
      content: self, modifier: SearchableModifier(text: text, prompt: prompt.flatMap { plainTitle(of: $0) } ?? "Search")
    )
  }
}
