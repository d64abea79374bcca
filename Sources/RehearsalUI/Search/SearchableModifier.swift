/// Marks a view as searchable: `searchable(text:placement:prompt:)` and its `isPresented:` form.
///
/// The search field appears in the navigation bar of the screen the modifier is in (or, applied to a
/// navigation container, of its top screen): `searchField "Search"` in the accessibility tree, with the
/// text as its value and, while it is empty, the prompt as its placeholder (`placeholder="Titles"`). Outside a navigation container it has no bar to appear in, as on iOS. Views inside
/// read `@Environment(\.isSearching)` and `dismissSearch`.
struct SearchableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: String?

    func modifyEnvironment(_ environment: inout EnvironmentValues, node: GraphNode) {
        let model = SearchModel.attached(to: node)
        model.text = text
        model.isPresented = isPresented
        model.prompt = prompt ?? "Search"
        let searching = node.trackingReads { model.isSearching }
        environment = model.memo.environment(from: environment, key: searching) { environment in
            environment.isSearching = searching
            environment.dismissSearch = DismissSearchAction { [model] in model.end() }
        }
    }

    func update(_ node: GraphNode, _ children: inout ChildList) {
        let current = node.trackingReads { text.wrappedValue }
        var arguments = ["text: \(ValueDescription.quoted(current))"]
        if placement != .automatic { arguments.append("placement: \(placement)") }
        if let prompt { arguments.append("prompt: \(ValueDescription.quoted(prompt))") }
        node.modifierAttributes = [".searchable(\(arguments.joined(separator: ", ")))"]
    }
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`; kept as an attribute.
public struct SearchFieldPlacement: Hashable, Sendable, CustomStringConvertible {
    /// Whether a navigation bar drawer's field stays visible while scrolling.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }

    public let description: String

    public static let automatic = SearchFieldPlacement(description: ".automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(description: ".navigationBarDrawer")
    public static let sidebar = SearchFieldPlacement(description: ".sidebar")
    public static let toolbar = SearchFieldPlacement(description: ".toolbar")

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(description: ".navigationBarDrawer(displayMode: .\(displayMode.name))")
    }
}

extension View {
    /// Adds a search field that edits `text`.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    )
        -> some View
    {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt?.plainText))
    }

    /// Adds a search field that edits `text`, with a prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    )
        -> some View
    {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt.text))
    }

    /// Adds a search field that edits `text`, with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: String(prompt)))
    }

    /// Adds a search field whose presentation follows `isPresented` (iOS 17).
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        modifier(
            SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.plainText))
    }

    /// Adds a search field whose presentation follows `isPresented` (iOS 17), with a prompt.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt.text))
    }

    /// Adds a search field whose presentation follows `isPresented` (iOS 17), with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: String(prompt)))
    }
}
