import Foundation
@_spi(Host) import SuperSwift
@_spi(Host) import SuperSwiftLayout

// Searchable's other forms: presented state, tokens, suggestions, scopes. The page has one
// search field above the content; tokens are kept by the app's bindings and not drawn as
// chips; suggestions show under the field while something is typed.

extension EnvironmentValues {
  /// The suggestions a view inside a searchable view declared (`searchSuggestions`).
  var searchSuggestions: AnyView? {
    get { system["searchSuggestions"] as? AnyView }
    set { system["searchSuggestions"] = newValue }
  }
  /// The search text a suggestion's `searchCompletion` fills.
  var searchCompletionTarget: Binding<String>? {
    get { system["searchCompletionTarget"] as? Binding<String> }
    set { system["searchCompletionTarget"] = newValue }
  }
}

/// A suggestion that fills the search field with its completion when tapped.
struct SearchCompletionModifier: PrimitiveModifier {
  let completion: String

  func nodes(content: () -> [Node], at path: ViewPath, in context: RenderContext) -> [Node] {
    guard let target = context.environment.searchCompletionTarget else { return content() }
    let completion = completion
    let label = content()
    return [
      context.control(
        .button, at: path.appending("completion"),
        properties: ["title": .string(label.map(\.plainText).joined(separator: " ")), "appearance": "borderless"],
        children: label
      ) { event in
        guard event.action == .tap else { return false }
        target.wrappedValue = completion
        return true
      }
    ]
  }
}

/// Where a searchable view's suggestions show.
public struct SearchSuggestionsPlacementSet: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// A set from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// In a menu.
  public static let menu = SearchSuggestionsPlacementSet(rawValue: 1)
  /// In place of the content.
  public static let content = SearchSuggestionsPlacementSet(rawValue: 2)
}

extension SearchSuggestionsPlacement {
  /// The set of placements.
  public typealias Set = SearchSuggestionsPlacementSet
}

/// When search scopes show.
public struct SearchScopeActivation: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = SearchScopeActivation(name: "automatic")
  /// When the person types.
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
  /// When the search is presented.
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Whether dictation is offered in the search field.
public struct TextInputDictationBehavior: Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = TextInputDictationBehavior(name: "automatic")
  /// Inline, in the field.
  public static let inline = TextInputDictationBehavior(name: "inline")
}

extension View {
  /// A search field whose presentation `isPresented` reflects (a page's field always shows).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field with suggestions shown under it while something is typed.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(SearchModifier(text: text, prompt: prompt?.text ?? "Search", suggestions: AnyView(suggestions())))
  }

  /// A search field with tokens (kept by the binding; the page shows the text field).
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field with tokens and presentation.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field with tokens the person edits.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field with tokens the person edits, and presentation.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field with tokens and suggested tokens.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field with tokens, suggested tokens and presentation.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// Suggestions for the search field of the searchable view around this one, shown under it
  /// while something is typed.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    let view = AnyView(suggestions())
    return transformEnvironment { $0.searchSuggestions = view }
  }

  /// Whether the suggestions show in a placement (they show under the field on a page).
  public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
    self
  }

  /// What the search field is filled with when this suggestion is tapped.
  public func searchCompletion(_ completion: String) -> some View {
    modifier(SearchCompletionModifier(completion: completion))
  }

  /// Scopes to narrow a search by (accepted: the page shows the field alone; the scope stays).
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
    self
  }

  /// Scopes shown on an activation (accepted).
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    self
  }

  /// Accepted; dictation is the browser's.
  public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }
  /// Accepted; a page's find is the browser's.
  public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
  /// Accepted; a page's find is the browser's.
  public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
  /// Accepted; a page's find is the browser's.
  public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
}
