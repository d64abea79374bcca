/// The live state of one `searchable` modifier: the bound text, the prompt, and whether the user is
/// searching (`isSearching`).
///
/// Typing into the search field activates search, as focusing it does in SwiftUI; `dismissSearch` ends it,
/// clearing the text.
@MainActor package final class SearchModel {
    /// Whether the user is interacting with the search field.
    let isActive: StateBox<Bool>
    var text: Binding<String> = .constant("")
    var isPresented: Binding<Bool>?
    package internal(set) var prompt = "Search"
    let memo = EnvironmentMemo()

    init(node: GraphNode) {
        isActive = StateBox(false)
        isActive.owner = node
        isActive.name = "isSearching"
    }

    static func attached(to node: GraphNode) -> SearchModel {
        if let model = node.modifierState as? SearchModel { return model }
        let model = SearchModel(node: node)
        node.modifierState = model
        return model
    }

    /// The field's text now.
    package var currentText: String { text.wrappedValue }

    /// Whether search is active, following `isPresented:` when the modifier has it.
    var isSearching: Bool { isPresented?.wrappedValue ?? isActive.value }

    /// Types into the field: activates search and sets the text.
    package func setText(_ newText: String) {
        if !isActive.untrackedValue { isActive.value = true }
        if isPresented?.wrappedValue == false { isPresented?.wrappedValue = true }
        text.wrappedValue = newText
    }

    /// Ends search: clears the text and deactivates the field, as `DismissSearchAction` does.
    package func end() {
        guard isSearching else { return }
        isActive.value = false
        isPresented?.wrappedValue = false
        text.wrappedValue = ""
    }
}

/// Ends the current search interaction, as SwiftUI's `DismissSearchAction`: clears the text, sets
/// `isSearching` to `false`. It does nothing when the user is not searching.
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    @MainActor public func callAsFunction() { action() }
}

extension DismissSearchAction: CustomRehearsalDescription {
    public var rehearsalDescription: String { "DismissSearchAction" }
}

extension EnvironmentValues {
    /// Whether the user is searching with the search field of the nearest `searchable` above.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the nearest `searchable` above.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}
