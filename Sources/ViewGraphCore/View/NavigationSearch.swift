import Diffing

// Models the rest of SwiftUI's search surface: `searchable` with a bound
// presentation, suggestions and tokens (Search.swift's modifier, with those parts),
// `searchSuggestions` (realized while the search is active), `searchScopes` (a picker
// of the scopes, realized while the search is active and tapped to select one),
// `searchFocused` (ties the search field's focus to focus state) and the search's
// settings, which are values shown as their node's leaf.
// Status: Partial. Differs: suggestions are neither filtered nor completed (a
// `searchCompletion` is a value), tokens are shown, not typed.

/// Where search suggestions show.
public struct SearchSuggestionsPlacement: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// Where the platform puts them.
  public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "automatic") }
  /// In a menu under the search field.
  public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "menu") }
  /// In the searched content.
  public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "content") }

  public static func == (lhs: SearchSuggestionsPlacement, rhs: SearchSuggestionsPlacement) -> Bool {
    lhs.name == rhs.name
  }

  /// A set of placements.
  public struct Set: OptionSet, Sendable, CustomStringConvertible {
    public let rawValue: Int
    /// A set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// In a menu under the search field.
    public static var menu: Set { Set(rawValue: 1) }
    /// In the searched content.
    public static var content: Set { Set(rawValue: 2) }
    public var description: String {
      [contains(.menu) ? "menu" : nil, contains(.content) ? "content" : nil].compactMap { $0 }.joined(separator: ", ")
    }
  }
}

/// When the scopes of a search show.
public struct SearchScopeActivation: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// Where the platform decides.
  public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
  /// Once text is typed.
  public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
  /// Once the search is presented.
  public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

/// Whether presenting a search hides the toolbar.
public struct SearchPresentationToolbarBehavior: Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// The platform's default.
  public static var automatic: SearchPresentationToolbarBehavior {
    SearchPresentationToolbarBehavior(name: "automatic")
  }
  /// The toolbar stays.
  public static var avoidHidingContent: SearchPresentationToolbarBehavior {
    SearchPresentationToolbarBehavior(name: "avoidHidingContent")
  }
}

/// How dictation starts in a text input.
public struct TextInputDictationActivation: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// When the user looks at the field.
  public static let onLook = TextInputDictationActivation(name: "onLook")
  /// When the user selects the field.
  public static let onSelect = TextInputDictationActivation(name: "onSelect")

  public static func == (lhs: TextInputDictationActivation, rhs: TextInputDictationActivation) -> Bool {
    lhs.name == rhs.name
  }
}

/// Whether a text input offers dictation.
public struct TextInputDictationBehavior: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }

  /// The platform's default.
  public static let automatic = TextInputDictationBehavior(name: "automatic")
  /// Dictation in the field, started as given.
  public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
    TextInputDictationBehavior(name: "inline(\(activation))")
  }

  public static func == (lhs: TextInputDictationBehavior, rhs: TextInputDictationBehavior) -> Bool {
    lhs.name == rhs.name
  }
}

extension SearchFieldPlacement {
  /// How a search field in the navigation bar's drawer shows.
  public struct NavigationBarDrawerDisplayMode: Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    /// Shown once the content scrolls.
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// Always shown.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }

  /// In the navigation bar's drawer, shown as given.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode))")
  }
}

/// The content `ContentUnavailableView.search` shows.
public struct SearchUnavailableContent {
  /// Its label: "No Results".
  @MainActor @preconcurrency
  public struct Label: View, BuiltinView {
    public var body: Never { builtinBody() }
    package func expand(into expansion: inout Expansion) { expansion.add(.content, Text(string: "No Results")) }
  }

  /// Its description: a hint to check the search.
  @MainActor @preconcurrency
  public struct Description: View, BuiltinView {
    let text: String?
    public var body: Never { builtinBody() }
    package func expand(into expansion: inout Expansion) {
      let hint =
        text.map { "Check the spelling or try a new search for “\($0)”." } ?? "Check the spelling or try a new search."
      expansion.add(.content, Text(string: hint))
    }
  }

  /// Its actions: none.
  @MainActor @preconcurrency
  public struct Actions: View, BuiltinView {
    public var body: Never { builtinBody() }
    package func expand(into expansion: inout Expansion) {}
  }
}

// MARK: - Focus

/// The focus state an enclosing `searchFocused` ties the search field to.
struct SearchFocus {
  let isFocused: () -> Bool
  let focus: () -> Void
  let unfocus: () -> Void
}

struct SearchFocusKey: EnvironmentKey {
  static var defaultValue: SearchFocus? { nil }
}

/// Ties the search field of the `searchable` below to focus state.
nonisolated public struct SearchFocusedModifier: BuiltinModifier {
  let focus: SearchFocus

  @MainActor package func expand(content: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    let focused = focus.isFocused()
    expansion.leaf = LeafContent(kind: "searchFocused", value: "\(focused)")
    // The field's focus follows the state, whether or not a body re-ran.
    expansion.stateSignature = "\(focused)"
    var child = ChildSpec(key: .content, source: .view(content))
    let focus = self.focus
    child.environment = EnvironmentWrite(value: focused) { $0[SearchFocusKey.self] = focus }
    expansion.children.append(child)
  }
}

// MARK: - Suggestions and scopes

/// What `searchSuggestions` and `searchScopes` hand the search they are set on: inside
/// a searchable view they realize their content themselves; around one, the search
/// realizes it.
struct SearchAttachments {
  /// Whether the views are inside a searchable view.
  var inSearchable = false
  /// The content set around the searchable view below, outermost first.
  var pending: [(role: String, content: any View)] = []
}

struct SearchAttachmentsKey: EnvironmentKey {
  static var defaultValue: SearchAttachments { SearchAttachments() }
}

/// How many times suggestions or scopes were handed down: each hand-down is a new
/// value of the environment write (its content changes with each update).
@MainActor private var handDowns = 0

/// One hand-down of suggestions or scopes: a new value at each (its content may have
/// changed); closures aside, what the stale-view audit compares, the content it hands.
struct SearchHandDown: RuleComparable {
  let serial: Int
  let attachments: SearchAttachments

  func isEqual(byRuleTo other: SearchHandDown) -> Bool { serial == other.serial }

  func isEqual(ignoringClosuresTo other: SearchHandDown) -> Bool {
    let (mine, theirs) = (attachments.pending, other.attachments.pending)
    return attachments.inSearchable == other.attachments.inSearchable && mine.count == theirs.count
      && zip(mine, theirs).allSatisfy { a, b in
        a.role == b.role && ValueComparison.areEqualAny(a.content, b.content, mode: .ignoringClosures)
      }
  }
}

/// Content realized only while the search is active (suggestions, scopes): by
/// itself inside a searchable view, by the search when set around one.
nonisolated public struct WhileSearchingModifier: BuiltinModifier {
  let role: String
  let content: any View

  @MainActor package func expand(content modified: any View, into expansion: inout Expansion) {
    expansion.showsInPath = false
    var attachments = expansion.environment[SearchAttachmentsKey.self]
    guard !attachments.inSearchable else {
      // Shown while the search around it is active: expanded again when that changes.
      expansion.readsEnvironment = true
      expansion.add(.index(0), modified)
      if expansion.environment.isSearching { expansion.add(.index(1), Attachment(role: role, content: content)) }
      return
    }
    attachments.pending.append((role, content))
    var child = ChildSpec(key: .index(0), source: .view(modified))
    let handed = attachments
    handDowns += 1
    child.environment = EnvironmentWrite(value: SearchHandDown(serial: handDowns, attachments: handed)) {
      $0[SearchAttachmentsKey.self] = handed
    }
    expansion.children.append(child)
  }
}

extension View {
  /// The view with a search field; every `searchable` form makes one.
  nonisolated func searchField(
    text: Binding<String>, prompt: String, isPresented: Binding<Bool>? = nil, suggestions: (any View)? = nil,
    tokens: (any View)? = nil
  ) -> ModifiedContent<Self, SearchableModifier> {
    ModifiedContent(
      content: self,
      modifier: SearchableModifier(
        text: text, prompt: prompt, isPresented: isPresented, suggestions: suggestions, tokens: tokens))
  }
}

/// A search's tokens, realized with its field: one view per token, following the
/// binding whether or not a body re-ran.
struct TokenList<C: RandomAccessCollection, T: View> where C.Element: Identifiable {
  let tokens: Binding<C>
  let token: (C.Element) -> T
}

extension TokenList: View, BuiltinView {
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    let elements = Array(tokens.wrappedValue)
    expansion.stateSignature = elements.map { "\($0.id)" }.joined(separator: ",")
    expansion.add(.content, ForEach(elements, content: token))
  }
}

/// A search's editable tokens, each token's view given a binding to it.
struct EditableTokenList<C: MutableCollection & RandomAccessCollection, T: View>
where C.Element: Identifiable, C.Index: Hashable {
  let tokens: Binding<C>
  let token: (Binding<C.Element>) -> T
}

extension EditableTokenList: View, BuiltinView {
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.stateSignature = tokens.wrappedValue.map { "\($0.id)" }.joined(separator: ",")
    expansion.add(.content, ForEach(tokens, content: token))
  }
}

/// A search prompt's text, "Search" when there is none.
private func promptText(_ prompt: Text?) -> String { prompt?.string ?? "Search" }

extension View {
  // MARK: Presentation bound

  /// Adds a search field whose presentation is bound.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - isPresented: Whether the search is presented (its field active).
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  /// - Returns: The view with a search field.
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> ModifiedContent<Self, SearchableModifier> {
    searchField(text: text, prompt: promptText(prompt), isPresented: isPresented)
  }

  /// Adds a search field whose presentation is bound, with a localized prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - isPresented: Whether the search is presented (its field active).
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  /// - Returns: The view with a search field.
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> ModifiedContent<Self, SearchableModifier> {
    searchField(text: text, prompt: prompt.text, isPresented: isPresented)
  }

  /// Adds a search field whose presentation is bound, with a string prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - isPresented: Whether the search is presented (its field active).
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> ModifiedContent<Self, SearchableModifier> {
    searchField(text: text, prompt: String(prompt), isPresented: isPresented)
  }

  // MARK: Suggestions

  /// Adds a search field with suggestions, realized while the search is active.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - suggestions: The suggestions.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> ModifiedContent<Self, SearchableModifier> {
    searchField(text: text, prompt: promptText(prompt), suggestions: suggestions())
  }

  /// Adds a search field with a localized prompt and suggestions.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - suggestions: The suggestions.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> ModifiedContent<Self, SearchableModifier> {
    searchField(text: text, prompt: prompt.text, suggestions: suggestions())
  }

  /// Adds a search field with a string prompt and suggestions.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - suggestions: The suggestions.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  nonisolated public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
  ) -> ModifiedContent<Self, SearchableModifier> {
    searchField(text: text, prompt: String(prompt), suggestions: suggestions())
  }

  // MARK: Tokens

  /// Adds a search field with tokens, realized with the field.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(text: text, prompt: promptText(prompt), tokens: TokenList(tokens: tokens, token: token))
  }

  /// Adds a search field with tokens and a localized prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(text: text, prompt: prompt.text, tokens: TokenList(tokens: tokens, token: token))
  }

  /// Adds a search field with tokens and a string prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(text: text, prompt: String(prompt), tokens: TokenList(tokens: tokens, token: token))
  }

  /// Adds a search field with tokens whose presentation is bound.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - isPresented: Whether the search is presented.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(
      text: text, prompt: promptText(prompt), isPresented: isPresented, tokens: TokenList(tokens: tokens, token: token))
  }

  /// Adds a search field with tokens whose presentation is bound, with a localized prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - isPresented: Whether the search is presented.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(
      text: text, prompt: prompt.text, isPresented: isPresented, tokens: TokenList(tokens: tokens, token: token))
  }

  /// Adds a search field with tokens whose presentation is bound, with a string prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - isPresented: Whether the search is presented.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(
      text: text, prompt: String(prompt), isPresented: isPresented, tokens: TokenList(tokens: tokens, token: token))
  }

  // MARK: Suggested tokens

  /// Adds a search field with tokens and suggested tokens; the suggested ones are
  /// realized while the search is active.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - suggestedTokens: The tokens suggested.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(
      text: text, prompt: promptText(prompt), suggestions: TokenList(tokens: suggestedTokens, token: token),
      tokens: TokenList(tokens: tokens, token: token))
  }

  /// Adds a search field with tokens, suggested tokens and a localized prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - suggestedTokens: The tokens suggested.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(
      text: text, prompt: prompt.text, suggestions: TokenList(tokens: suggestedTokens, token: token),
      tokens: TokenList(tokens: tokens, token: token))
  }

  /// Adds a search field with tokens, suggested tokens and a string prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - suggestedTokens: The tokens suggested.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(
      text: text, prompt: String(prompt), suggestions: TokenList(tokens: suggestedTokens, token: token),
      tokens: TokenList(tokens: tokens, token: token))
  }

  /// Adds a search field with tokens and suggested tokens whose presentation is bound.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - suggestedTokens: The tokens suggested.
  ///   - isPresented: Whether the search is presented.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(
      text: text, prompt: promptText(prompt), isPresented: isPresented,
      suggestions: TokenList(tokens: suggestedTokens, token: token), tokens: TokenList(tokens: tokens, token: token))
  }

  /// Adds a search field with tokens and suggested tokens whose presentation is bound,
  /// with a localized prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - suggestedTokens: The tokens suggested.
  ///   - isPresented: Whether the search is presented.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(
      text: text, prompt: prompt.text, isPresented: isPresented,
      suggestions: TokenList(tokens: suggestedTokens, token: token), tokens: TokenList(tokens: tokens, token: token))
  }

  /// Adds a search field with tokens and suggested tokens whose presentation is bound,
  /// with a string prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - tokens: The tokens.
  ///   - suggestedTokens: The tokens suggested.
  ///   - isPresented: Whether the search is presented.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable {
    searchField(
      text: text, prompt: String(prompt), isPresented: isPresented,
      suggestions: TokenList(tokens: suggestedTokens, token: token), tokens: TokenList(tokens: tokens, token: token))
  }

  // MARK: Editable tokens

  /// Adds a search field with editable tokens, each token's view given a binding.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - editableTokens: The tokens.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable, C.Index: Hashable {
    searchField(text: text, prompt: promptText(prompt), tokens: EditableTokenList(tokens: editableTokens, token: token))
  }

  /// Adds a search field with editable tokens and a localized prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - editableTokens: The tokens.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable, C.Index: Hashable {
    searchField(text: text, prompt: prompt.text, tokens: EditableTokenList(tokens: editableTokens, token: token))
  }

  /// Adds a search field with editable tokens and a string prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - editableTokens: The tokens.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable, C.Index: Hashable {
    searchField(text: text, prompt: String(prompt), tokens: EditableTokenList(tokens: editableTokens, token: token))
  }

  /// Adds a search field with editable tokens whose presentation is bound.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - editableTokens: The tokens.
  ///   - isPresented: Whether the search is presented.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable, C.Index: Hashable {
    searchField(
      text: text, prompt: promptText(prompt), isPresented: isPresented,
      tokens: EditableTokenList(tokens: editableTokens, token: token))
  }

  /// Adds a search field with editable tokens whose presentation is bound, with a
  /// localized prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - editableTokens: The tokens.
  ///   - isPresented: Whether the search is presented.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable, C.Index: Hashable {
    searchField(
      text: text, prompt: prompt.text, isPresented: isPresented,
      tokens: EditableTokenList(tokens: editableTokens, token: token))
  }

  /// Adds a search field with editable tokens whose presentation is bound, with a
  /// string prompt.
  ///
  /// - Parameters:
  ///   - text: The searched text.
  ///   - editableTokens: The tokens.
  ///   - isPresented: Whether the search is presented.
  ///   - placement: Where the field shows.
  ///   - prompt: The field's prompt.
  ///   - token: A token's view.
  /// - Returns: The view with a search field.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> ModifiedContent<Self, SearchableModifier> where C.Element: Identifiable, C.Index: Hashable {
    searchField(
      text: text, prompt: String(prompt), isPresented: isPresented,
      tokens: EditableTokenList(tokens: editableTokens, token: token))
  }

  // MARK: Suggestions, scopes, focus and settings

  /// Adds search suggestions, realized while the search the view is in is active.
  nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> ModifiedContent<
    Self, WhileSearchingModifier
  > {
    ModifiedContent(content: self, modifier: WhileSearchingModifier(role: "searchSuggestions", content: suggestions()))
  }

  /// Sets where search suggestions show.
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - placements: Where.
  /// - Returns: The view with its suggestions' visibility.
  nonisolated public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("searchSuggestions", "\(visibility) for \(placements)")
  }

  /// Makes a suggestion complete the search with a text when chosen.
  nonisolated public func searchCompletion(_ completion: String) -> ModifiedContent<Self, VisualModifier> {
    visual("searchCompletion", completion)
  }

  /// Makes a suggestion complete the search with a token when chosen.
  nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> ModifiedContent<Self, VisualModifier> {
    visual("searchCompletion", "token \(token.id)")
  }

  /// Adds search scopes, a picker realized while the search is active; tapping a scope
  /// selects it.
  ///
  /// - Parameters:
  ///   - scope: The selected scope.
  ///   - scopes: The scopes, each tagged with its value.
  /// - Returns: The view with its scopes.
  nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S)
    -> ModifiedContent<Self, WhileSearchingModifier>
  {
    let scopes = scopes()
    return ModifiedContent(
      content: self,
      modifier: WhileSearchingModifier(role: "searchScopes", content: ScopePicker(selection: scope, scopes: scopes)))
  }

  /// Adds search scopes shown as activation says.
  ///
  /// - Parameters:
  ///   - scope: The selected scope.
  ///   - activation: When the scopes show.
  ///   - scopes: The scopes, each tagged with its value.
  /// - Returns: The view with its scopes.
  nonisolated public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> ModifiedContent<Self, WhileSearchingModifier> {
    let scopes = scopes()
    return ModifiedContent(
      content: self,
      modifier: WhileSearchingModifier(role: "searchScopes", content: ScopePicker(selection: scope, scopes: scopes)))
  }

  /// Ties the focus of the search field below to a Boolean focus state.
  nonisolated public func searchFocused(_ isFocused: FocusState<Bool>.Binding) -> ModifiedContent<
    Self, SearchFocusedModifier
  > {
    let base = isFocused.base
    return ModifiedContent(
      content: self,
      modifier: SearchFocusedModifier(
        focus: SearchFocus(
          isFocused: { base.wrappedValue }, focus: { base.wrappedValue = true },
          unfocus: { base.wrappedValue = false })))
  }

  /// Ties the focus of the search field below to a focus state's value.
  ///
  /// - Parameters:
  ///   - focused: The focus state.
  ///   - value: The value meaning the search field has focus.
  /// - Returns: The view with its search focus.
  nonisolated public func searchFocused<V: Hashable>(_ focused: FocusState<V>.Binding, equals value: V)
    -> ModifiedContent<Self, SearchFocusedModifier>
  {
    let base = focused.base
    return ModifiedContent(
      content: self,
      modifier: SearchFocusedModifier(
        focus: SearchFocus(
          isFocused: { base.wrappedValue == value }, focus: { base.wrappedValue = value },
          unfocus: { if base.wrappedValue == value, let empty = Optional<Any>.none as? V { base.wrappedValue = empty } }
        )))
  }

  /// Sets whether the search field offers dictation.
  nonisolated public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> ModifiedContent<
    Self, VisualModifier
  > {
    visual("searchDictationBehavior", "\(dictationBehavior)")
  }

  /// Sets whether presenting the search hides the toolbar.
  nonisolated public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("searchPresentationToolbarBehavior", "\(behavior)")
  }
}

/// A search's scopes: a picker whose options are the scopes.
struct ScopePicker<V: Hashable, S: View> {
  let selection: Binding<V>
  let scopes: S
}

extension ScopePicker: View, BuiltinView {
  var body: Never { builtinBody() }
  func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    expansion.add(.content, Picker("Scope", selection: selection) { scopes })
  }
}
