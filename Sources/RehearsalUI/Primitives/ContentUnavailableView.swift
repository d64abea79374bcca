/// What a screen shows when it has nothing to show: no results, no items, an error.
///
/// `ContentUnavailableView("No Tasks", systemImage: "checklist", description: Text("..."))` prints as
/// `ContentUnavailableView "No Tasks" systemImage: "checklist"` with its description and actions as
/// children; built from views, it prints its label, description and actions as children. The title reads
/// as a header.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions
    /// The title and image of the string forms; `nil` when the label is a view.
    let title: (text: String, image: String)?

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
        title = nil
    }

    init(label: Label, description: Description, actions: Actions, title: String, image: String) {
        self.label = label
        self.description = description
        self.actions = actions
        self.title = (title, image)
    }
}

extension ContentUnavailableView
where Label == RehearsalUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(
            label: RehearsalUI.Label(title, systemImage: name), description: description, actions: EmptyView(),
            title: title.text, image: "systemImage: \(ValueDescription.quoted(name))")
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(LocalizedStringKey(String(title)), systemImage: name, description: description)
    }

    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(
            label: RehearsalUI.Label(title, image: name), description: description, actions: EmptyView(),
            title: title.text, image: "image: \(ValueDescription.quoted(name))")
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// "No Results", for a search that found nothing.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        search(text: "")
    }

    /// "No Results for “query”", for a search that found nothing; "No Results" when `text` is empty.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        let title = text.isEmpty ? "No Results" : "No Results for “\(text)”"
        return ContentUnavailableView(
            label: SearchUnavailableContent.Label(title: title), description: SearchUnavailableContent.Description(),
            actions: SearchUnavailableContent.Actions(), title: title,
            image: "systemImage: \(ValueDescription.quoted("magnifyingglass"))")
    }
}

/// The parts of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    /// The search's title and magnifying-glass image.
    public struct Label: View {
        public typealias Body = Never
        let title: String
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        public typealias Body = Never
    }

    /// No actions.
    public struct Actions: View {
        public typealias Body = Never
    }
}

extension SearchUnavailableContent.Label: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(RehearsalUI.Label(title, systemImage: "magnifyingglass"), key: .index(0))
    }
}

extension SearchUnavailableContent.Description: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        children.append(Text("Check the spelling or try a new search."), key: .index(0))
    }
}

extension SearchUnavailableContent.Actions: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {}
}

extension ContentUnavailableView: View where Label: View, Description: View, Actions: View {
    public typealias Body = Never
}

extension ContentUnavailableView: PrimitiveView {
    package func update(_ node: GraphNode, _ children: inout ChildList) {
        if let title {
            var element = Element("ContentUnavailableView", "\(ValueDescription.quoted(title.text)) \(title.image)")
            element.accessibility = AccessibilityInfo(role: "header", label: title.text)
            node.element = element
        } else {
            node.element = Element("ContentUnavailableView")
            var environment = children.environment
            environment.isHeaderContent = true
            children.append(label, key: .index(0), environment: environment)
        }
        children.append(description, key: .index(1))
        children.append(actions, key: .index(2))
    }
}
